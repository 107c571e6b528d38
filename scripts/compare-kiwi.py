#!/usr/bin/env python3
"""Run problems.md's solver problems on kiwisolver and on layout-bench in one run, side by side.

    python3 scripts/compare-kiwi.py [--problem NAME] [--n N] [--repeat K] [--rounds R] [--kiwi-all]
                                    [--binary PATH] [--markdown] [--update-doc docs/performance.md]

Needs kiwisolver 1.5.1 (`pip install kiwisolver==1.5.1`). Builds layout-bench with
`swift build -c release` (unless --binary is given), runs it with --json, runs kiwisolver on the
same problems with the same sizes and phases, and prints: problem, n, phase, kiwi seconds, our
seconds, the ratio kiwi / ours, and the issue's target where there is one (PASS / FAIL).

With --rounds R, both sides are measured R times, alternately (ours, kiwi's, ours, ...), and
each phase keeps its best: on a shared machine a slow spell of several seconds can otherwise
fall on one side only and move a ratio by 20% or more. The ratio lines under the table, and
the note of every row with a target, also list each round's own ratio (both figures from that
round), so that the noise is in view.

Measured the same way on both sides: every run builds the problem from scratch with the
constraint objects made beforehand; a phase's figure is the best (minimum) of K runs; per-call
phases divide a loop's total by its calls. kiwi's answers are checked against the same closed
forms. One difference, in kiwi's favour: kiwi's `update` phase is `solver.updateVariables()`
alone (it writes every variable's value), while ours also reads every value back through
`value(of:)`, since our variables are handles without a stored value.

kiwi is quadratic on stack and grid: stack 10000 takes about 23 s and 3.6 GB, grid 100x100 about
30 s; those are skipped unless --kiwi-all is given (then they run once). stack 100000 is out of
kiwi's reach and always shows "—".

--kiwi-cpp adds kiwi's C++ core itself, without Python's call overhead: the C++ harness
scripts/kiwi-cpp/harness.cpp (enaml, stack, edit; timed and checked the same way) is compiled
with `g++ -O3 -DNDEBUG` against the headers of the kiwisolver 1.5.1 source distribution, which pip fetches
into scripts/.kiwi-cpp/ (ignored by git, never committed). Its columns are "kiwi C++" and
"C++ ÷ ours".

Unless --no-layout is given (or --problem picks one problem), each round also runs the layout
problems of issue 17 on our side alone (kiwi has no layout layer): scroll-labels 10000 and
100000 and stack-labels 10000, one process each; their targets are printed under the table:
scroll-labels 10000 layout within 4x of stack 10000 add, 100000 within 11x of 10000, and relayout_intrinsic,
relayout_constant and relayout_hidden at 10000 within 50 us each.

--update-doc FILE replaces the part of FILE between the GENERATED markers with the machine, the
table and the scaling lines of this run (docs/performance.md), so that no number is typed by hand.
"""

import argparse
import datetime
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENAML_JSON = os.path.join(ROOT, "Benchmarks", "enaml.json")

PROBLEMS = ["enaml", "stack", "edit", "grid"]
SIZES = {
    "enaml": [111],
    "stack": [100, 1000, 3000, 10000, 100000],
    "edit": [1000],
    "grid": ["10x10", "30x30", "50x50", "100x100"],
}
PHASES = {
    "enaml": ["build_per_solver", "suggest2_update_per_call"],
    "stack": ["add", "update"],
    "edit": ["suggest_update_per_call"],
    "grid": ["add", "resize_per_call"],
}
# The targets: kiwisolver time / ours at least this.
TARGETS = {
    ("enaml", 111, "build_per_solver"): 1.5,
    ("enaml", 111, "suggest2_update_per_call"): 1.5,
    ("stack", 3000, "add"): 50,
    ("edit", 1000, "suggest_update_per_call"): 10,
    ("grid", "50x50", "add"): 20,
    ("grid", "50x50", "resize_per_call"): 5,
}
# Issue 17's targets against kiwi's C++ core (with --kiwi-cpp): kiwi C++ time / ours at least this.
CPP_TARGETS = {
    ("enaml", 111, "build_per_solver"): 2,
    ("enaml", 111, "suggest2_update_per_call"): 2,
}
# The aims for our own times (seconds).
AIMS = {
    ("stack", 10000, "add"): 0.020,
    ("grid", "100x100", "add"): 0.100,
    ("edit", 1000, "suggest_update_per_call"): 5e-6,
}
# kiwi sizes too slow (or too big) to run by default: --kiwi-all runs these once.
KIWI_SLOW = {("stack", 10000), ("grid", "100x100")}
KIWI_IMPOSSIBLE = {("stack", 100000)}  # N² memory: far beyond this machine
SCALING_LIMIT = 12  # stack 100000 add at most 12 x stack 10000 add
LAYOUT_LIMIT = 4  # scroll-labels 10000 layout at most 4 x stack 10000 add
LAYOUT_SCALING_LIMIT = 11  # scroll-labels 100000 layout at most 11 x 10000
RELAYOUT_LIMIT = 50e-6  # each of RELAYOUT_PHASES at 10000 labels
RELAYOUT_PHASES = {"relayout_intrinsic", "relayout_constant", "relayout_hidden"}
# Our layout problems, run alone each round unless --no-layout: (problem, n).
LAYOUT_RUNS = [("scroll-labels", 10000), ("scroll-labels", 100000), ("stack-labels", 10000)]
MEMORY_LIMIT = 1 << 30  # stack 100000 within 1 GB peak RSS


def default_repeats(problem, n):
    """The same policy as layout-bench: best of 5, of 3 for the big sizes."""
    if problem == "stack" and n > 10000:
        return 3
    if problem == "grid" and n == "100x100":
        return 3
    return 5


def kiwi_repeats(problem, n, requested):
    """Best of K for kiwi too; kiwi's seconds-long runs are taken fewer times."""
    if (problem, n) in KIWI_SLOW:
        return 1
    if requested:
        return requested
    if (problem, n) in {("stack", 3000), ("grid", "50x50")}:
        return 3
    return default_repeats(problem, n)


class WrongAnswer(Exception):
    pass


def expect(actual, expected, what):
    if abs(actual - expected) > 1e-6 * max(1.0, abs(expected)):
        raise WrongAnswer(f"{what} = {actual}, expected {expected}")


# ---------------------------------------------------------------------------------------------
# kiwisolver side: the problems of problems.md, timed like layout-bench times them.


def kiwi_strengths(kiwi):
    s = kiwi.strength
    return {
        "required": s.required,
        "strong": s.strong,
        "medium": s.medium,
        "weak": s.weak,
        "mmedium": s.medium * 1.25,  # enaml.json's about: weighted mediums
        "smedium": s.medium * 100,
    }


def kiwi_enaml(kiwi, repeats):
    with open(ENAML_JSON) as f:
        data = json.load(f)
    strengths = kiwi_strengths(kiwi)
    var = {name: kiwi.Variable(name) for name in data["variables"]}
    width, height = var["width"], var["height"]
    constraints, required = [], []
    for c in data["constraints"]:
        expr = sum((coef * var[name] for coef, name in c["terms"]), c["constant"])
        cons = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[c["op"]]
        constraints.append(cons | strengths[c["strength"]])
        if c["strength"] == "required":
            required.append(c)
    sizes = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
    builds, cycles = 100, 500

    def check(size):
        for c in required:
            lhs = c["constant"] + sum(coef * var[name].value() for coef, name in c["terms"])
            tol = 1e-8 * max(1.0, abs(c["constant"]) + sum(abs(coef * var[n].value()) for coef, n in c["terms"]))
            ok = {"==": abs(lhs) <= tol, "<=": lhs <= tol, ">=": lhs >= -tol}[c["op"]]
            if not ok:
                raise WrongAnswer(f"required constraint {c} does not hold")
        expect(width.value(), size[0], "width")
        expect(height.value(), size[1], "height")

    best = {}
    for _ in range(repeats):
        solvers = []
        start = time.perf_counter()
        for _ in range(builds):
            s = kiwi.Solver()
            s.addEditVariable(width, "strong")
            s.addEditVariable(height, "strong")
            for c in constraints:
                s.addConstraint(c)
            solvers.append(s)
        build = (time.perf_counter() - start) / builds
        s = solvers[-1]
        start = time.perf_counter()
        for _ in range(cycles):
            for w, h in sizes:
                s.suggestValue(width, w)
                s.suggestValue(height, h)
                s.updateVariables()
        suggest = (time.perf_counter() - start) / (cycles * len(sizes))
        check((800, 400))
        for phase, t in (("build_per_solver", build), ("suggest2_update_per_call", suggest)):
            best[phase] = min(best.get(phase, t), t)
    return best


class KiwiStack:
    def __init__(self, kiwi, n):
        V = kiwi.Variable
        self.n = n
        self.cw, self.ch = V("cw"), V("ch")
        self.top = [V(f"top{i}") for i in range(n)]
        self.left = [V(f"left{i}") for i in range(n)]
        self.width = [V(f"width{i}") for i in range(n)]
        self.height = [V(f"height{i}") for i in range(n)]
        cs = [(self.cw == 375) | "weak"]
        for i in range(n):
            if i == 0:
                cs.append(self.top[0] == 10)
            else:
                cs.append(self.top[i] == self.top[i - 1] + self.height[i - 1] + 10)
            cs.append((self.height[i] == 21) | "strong")
            cs.append(self.height[i] >= 0)
            cs.append(self.left[i] == 10)
            cs.append(self.width[i] == self.cw - 20)
        cs.append(self.ch == self.top[n - 1] + self.height[n - 1] + 10)
        self.constraints = cs

    def check(self, cw=375.0):
        n = self.n
        expect(self.cw.value(), cw, "cw")
        expect(self.ch.value(), 31 * n + 10, "ch")
        for i in range(n):
            expect(self.top[i].value(), 10 + 31 * i, f"top{i}")
            expect(self.width[i].value(), cw - 20, f"width{i}")


def kiwi_stack(kiwi, n, repeats):
    best = {}
    for _ in range(repeats):
        scene = KiwiStack(kiwi, n)
        s = kiwi.Solver()
        start = time.perf_counter()
        for c in scene.constraints:
            s.addConstraint(c)
        add = time.perf_counter() - start
        start = time.perf_counter()
        s.updateVariables()
        update = time.perf_counter() - start
        scene.check()
        for phase, t in (("add", add), ("update", update)):
            best[phase] = min(best.get(phase, t), t)
        del s, scene
    return best


def edit_suggestion(k):
    return 300 + (37 * k) % 500


def kiwi_edit(kiwi, n, repeats):
    calls = 1000
    best = None
    for _ in range(repeats):
        scene = KiwiStack(kiwi, n)
        s = kiwi.Solver()
        for c in scene.constraints:
            s.addConstraint(c)
        s.addEditVariable(scene.cw, "strong")
        cw = scene.cw
        start = time.perf_counter()
        for k in range(calls):
            s.suggestValue(cw, edit_suggestion(k))
            s.updateVariables()
        t = (time.perf_counter() - start) / calls
        scene.check(edit_suggestion(calls - 1))
        best = t if best is None else min(best, t)
    return {"suggest_update_per_call": best}


def grid_resize(k):
    return 800 + (37 * k) % 400, 800 + (53 * k) % 400


def kiwi_grid(kiwi, size, repeats):
    R, C = (int(x) for x in size.split("x"))
    m, sp = 10.0, 5.0
    resizes = 100
    best = {}
    for _ in range(repeats):
        V = kiwi.Variable
        cw, ch = V("cw"), V("ch")
        left = [V(f"left{i}") for i in range(R * C)]
        top = [V(f"top{i}") for i in range(R * C)]
        width = [V(f"width{i}") for i in range(R * C)]
        height = [V(f"height{i}") for i in range(R * C)]
        cs = []
        for r in range(R):
            for c in range(C):
                i = r * C + c
                cs.append(left[i] == m if c == 0 else left[i] == left[i - 1] + width[i - 1] + sp)
                cs.append(top[i] == m if r == 0 else top[i] == top[i - C] + height[i - C] + sp)
                if c > 0:
                    cs.append(width[i] == width[i - 1])
                if r > 0:
                    cs.append(height[i] == height[i - C])
                if c == C - 1:
                    cs.append(left[i] + width[i] == cw - m)
                if r == R - 1:
                    cs.append(top[i] + height[i] == ch - m)

        def check(W, H):
            w = (W - 2 * m - sp * (C - 1)) / C
            h = (H - 2 * m - sp * (R - 1)) / R
            for r in range(R):
                for c in range(C):
                    i = r * C + c
                    expect(left[i].value(), m + c * (w + sp), f"left[{r}][{c}]")
                    expect(top[i].value(), m + r * (h + sp), f"top[{r}][{c}]")
                    expect(width[i].value(), w, f"width[{r}][{c}]")
                    expect(height[i].value(), h, f"height[{r}][{c}]")

        s = kiwi.Solver()
        start = time.perf_counter()
        s.addEditVariable(cw, "strong")
        s.addEditVariable(ch, "strong")
        s.suggestValue(cw, 1000)
        s.suggestValue(ch, 1000)
        for c in cs:
            s.addConstraint(c)
        add = time.perf_counter() - start
        s.updateVariables()
        check(1000, 1000)
        start = time.perf_counter()
        for k in range(resizes):
            W, H = grid_resize(k)
            s.suggestValue(cw, W)
            s.suggestValue(ch, H)
            s.updateVariables()
        resize = (time.perf_counter() - start) / resizes
        check(*grid_resize(resizes - 1))
        for phase, t in (("add", add), ("resize_per_call", resize)):
            best[phase] = min(best.get(phase, t), t)
        del s, cs
    return best


def run_kiwi(kiwi, problem, n, repeats):
    if problem == "enaml":
        return kiwi_enaml(kiwi, repeats)
    if problem == "stack":
        return kiwi_stack(kiwi, n, repeats)
    if problem == "edit":
        return kiwi_edit(kiwi, n, repeats)
    return kiwi_grid(kiwi, n, repeats)


# ---------------------------------------------------------------------------------------------
# kiwi's C++ core: scripts/kiwi-cpp/harness.cpp against the kiwisolver source distribution.

KIWI_CPP_DIR = os.path.join(ROOT, "scripts", ".kiwi-cpp")
KIWI_CPP_PROBLEMS = {"enaml", "stack", "edit"}


def build_kiwi_cpp():
    """Fetches kiwisolver 1.5.1's sources (once) and compiles the harness; returns its path and
    the enaml constraints file it reads."""
    os.makedirs(KIWI_CPP_DIR, exist_ok=True)
    source = os.path.join(KIWI_CPP_DIR, "kiwisolver-1.5.1")
    if not os.path.isdir(os.path.join(source, "kiwi")):
        print("fetching the kiwisolver 1.5.1 source distribution ...", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "pip", "download", "kiwisolver==1.5.1", "--no-binary", ":all:",
                        "--no-deps", "-q", "-d", KIWI_CPP_DIR], check=True, stdout=sys.stderr)
        subprocess.run(["tar", "xzf", "kiwisolver-1.5.1.tar.gz"], cwd=KIWI_CPP_DIR, check=True)
    harness = os.path.join(KIWI_CPP_DIR, "harness")
    print("compiling scripts/kiwi-cpp/harness.cpp (g++ -O3) ...", file=sys.stderr)
    subprocess.run(["g++", "-O3", "-DNDEBUG", "-std=c++17", "-I", source, "-o", harness,
                    os.path.join(ROOT, "scripts", "kiwi-cpp", "harness.cpp")], check=True)
    enaml = os.path.join(KIWI_CPP_DIR, "enaml.txt")
    with open(ENAML_JSON) as f:
        data = json.load(f)
    with open(enaml, "w") as f:
        for c in data["constraints"]:
            words = [c["op"], c["strength"], repr(float(c["constant"])), str(len(c["terms"]))]
            words += [f"{float(coef)!r} {name}" for coef, name in c["terms"]]
            f.write(" ".join(words) + "\n")
    return harness, enaml


def run_kiwi_cpp(harness, enaml, problem, n, repeats):
    """Runs the harness on one problem; returns {phase: seconds}."""
    args = [harness, problem, enaml if problem == "enaml" else str(n), str(repeats)]
    proc = subprocess.run(args, capture_output=True, text=True)
    if proc.returncode != 0:
        raise WrongAnswer(proc.stderr.strip() or f"exit status {proc.returncode}")
    return {json.loads(l)["phase"]: json.loads(l)["seconds"] for l in proc.stdout.splitlines() if l.startswith("{")}


# ---------------------------------------------------------------------------------------------
# Our side: layout-bench --json.


def layout_bench_binary(args):
    if args.binary:
        return args.binary
    print("building layout-bench (swift build -c release) ...", file=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--product", "layout-bench"],
                   cwd=ROOT, check=True, stdout=sys.stderr)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"],
                              cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "layout-bench")


def run_ours(binary, extra):
    """Runs layout-bench --json; returns ({(problem, n, phase): line}, exit status)."""
    proc = subprocess.run([binary, "--json", *extra], capture_output=True, text=True)
    if proc.stderr:
        sys.stderr.write(proc.stderr)
    results = {}
    for line in proc.stdout.splitlines():
        if line.startswith("{"):
            obj = json.loads(line)
            results[(obj["problem"], obj["n"], obj["phase"])] = obj
    return results, proc.returncode


# ---------------------------------------------------------------------------------------------
# Output.


def human(s):
    if s is None:
        return "—"
    def f(x):
        return f"{x:.3g}" if x < 10 else f"{x:.4g}"
    if s < 1e-3:
        return f(s * 1e6) + " µs"
    if s < 1:
        return f(s * 1e3) + " ms"
    return f(s) + " s"


def machine_lines(kiwi):
    """The machine and toolchain this run is on, as Markdown list items."""
    def first_line(cmd):
        try:
            out = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT).stdout
            return out.strip().splitlines()[0] if out.strip() else "?"
        except OSError:
            return "?"
    cpu = "?"
    mem = "?"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), "?")
        with open("/proc/meminfo") as f:
            kib = next((int(l.split()[1]) for l in f if l.startswith("MemTotal")), 0)
            mem = f"{kib / 1048576:.1f} GiB"
    except OSError:
        pass
    commit = first_line(["git", "rev-parse", "--short", "HEAD"])
    dirty = first_line(["git", "status", "--porcelain", "--", "Sources"])
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    return [
        f"- date: {datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}",
        f"- CPU: {cpu}; `nproc`: {os.cpu_count()}; memory: {mem}",
        f"- OS: {first_line(['uname', '-srm'])}",
        f"- Swift: {first_line(['swift', '--version'])}",
        f"- Python {sys.version.split()[0]}, kiwisolver {kiwi.__version__ if kiwi else '(not run)'}",
        f"- package commit: {commit}{' with uncommitted changes under Sources/' if dirty != '?' else ''}",
        f"- load average when the run ended: {load}",
    ]


def update_doc(path, text):
    begin, end = "<!-- BEGIN GENERATED by scripts/compare-kiwi.py -->", "<!-- END GENERATED -->"
    with open(path) as f:
        doc = f.read()
    i, j = doc.find(begin), doc.find(end)
    if i < 0 or j < i:
        sys.exit(f"compare-kiwi: {path} has no {begin} ... {end} section")
    with open(path, "w") as f:
        f.write(doc[: i + len(begin)] + "\n" + text + doc[j:])
    print(f"compare-kiwi: updated {path}", file=sys.stderr)


def parse_n(text):
    return text if "x" in text else int(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--problem", choices=PROBLEMS, help="only this problem")
    ap.add_argument("--n", help="only this size (N, or RxC for grid)")
    ap.add_argument("--repeat", type=int, help="best of K runs on both sides (kiwi's slow sizes: once)")
    ap.add_argument("--rounds", type=int, default=1,
                    help="measure both sides R times, alternating ours and kiwi's, and keep each phase's "
                         "best: a slow spell of a shared machine then cannot fall on one side only "
                         "(kiwi's slow sizes run in the first round only)")
    ap.add_argument("--kiwi-all", action="store_true",
                    help="also run kiwi's slow sizes (stack 10000: ~23 s, 3.6 GB; grid 100x100: ~30 s), once each")
    ap.add_argument("--no-kiwi", action="store_true", help="run ours only")
    ap.add_argument("--kiwi-cpp", action="store_true",
                    help="also run kiwi's C++ core (built from the kiwisolver 1.5.1 sources; enaml, stack, edit)")
    ap.add_argument("--binary", help="a built layout-bench (default: swift build -c release in the package)")
    ap.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    ap.add_argument("--no-layout", action="store_true",
                    help="skip the layout problems (scroll-labels, stack-labels) and their targets")
    ap.add_argument("--update-doc", metavar="FILE",
                    help="write the machine, the Markdown table and the scaling lines into FILE's GENERATED section")
    args = ap.parse_args()

    n_filter = parse_n(args.n) if args.n else None
    selected = [(p, n) for p in PROBLEMS if args.problem in (None, p)
                for n in SIZES[p] if n_filter in (None, n)]
    if not selected:
        sys.exit(f"compare-kiwi: no problem has size {args.n}")

    kiwi = None
    if not args.no_kiwi:
        try:
            import kiwisolver as kiwi
        except ImportError:
            sys.exit("compare-kiwi: kiwisolver is not installed: pip install kiwisolver==1.5.1")
        if kiwi.__version__ != "1.5.1":
            print(f"compare-kiwi: warning: kiwisolver {kiwi.__version__}, the targets are for 1.5.1", file=sys.stderr)

    # Each round: ours, then kiwi's.
    binary = layout_bench_binary(args)
    extra = []
    if args.problem:
        extra += ["--problem", args.problem]
    if args.n:
        extra += ["--n", args.n]
    if args.repeat:
        extra += ["--repeat", str(args.repeat)]
    if args.rounds < 1:
        sys.exit("compare-kiwi: --rounds must be at least 1")
    failed = False
    # Peak memory of stack 100000 alone (ru_maxrss is cumulative over a process), measured
    # before kiwi runs: Linux folds the parent's peak RSS into a child's at fork and exec, so
    # after kiwi's stack 10000 (about 3.6 GB in this Python process) the child would report that.
    rss_100k = None
    if ("stack", 100000) in selected:
        alone, st = run_ours(binary, ["--problem", "stack", "--n", "100000", "--repeat", "1"])
        failed |= st != 0
        line = alone.get(("stack", 100000, "add"))
        rss_100k = line.get("maxRSSBytes") if line else None
    ours = {}
    theirs = {}
    cpp = {}
    kiwi_notes = {}
    harness = build_kiwi_cpp() if args.kiwi_cpp else None
    # Each round's figures, ours and kiwi's, for the spread of the targets' ratios (the table
    # keeps the best of each side).
    per_round = []
    theirs_per_round = []
    cpp_per_round = []
    for round_index in range(args.rounds):
        label = f" (round {round_index + 1} of {args.rounds})" if args.rounds > 1 else ""
        # One process per compared problem: layout-bench alone would also run its layout
        # problems (minutes at 100,000 labels), which kiwi has no counterpart for.
        measured = {}
        for problem in ([args.problem] if args.problem else PROBLEMS):
            run_extra = extra if args.problem else ["--problem", problem, *extra]
            print(f"running {binary} --json {' '.join(run_extra)}{label} ...", file=sys.stderr)
            part, status = run_ours(binary, run_extra)
            failed |= status != 0
            measured.update(part)
        if not args.no_layout and not args.problem:
            for problem, n in LAYOUT_RUNS:
                run_extra = ["--problem", problem, "--n", str(n)]
                print(f"running {binary} --json {' '.join(run_extra)}{label} ...", file=sys.stderr)
                part, status = run_ours(binary, run_extra)
                failed |= status != 0
                measured.update(part)
        for key, line in measured.items():
            if key not in ours or line.get("seconds", float("inf")) < ours[key].get("seconds", float("inf")):
                ours[key] = line
        per_round.append(measured)
        theirs_per_round.append({})
        cpp_per_round.append({})
        if harness is not None:
            for problem, n in selected:
                if problem not in KIWI_CPP_PROBLEMS or (problem, n) in KIWI_IMPOSSIBLE:
                    continue
                if (problem, n) in KIWI_SLOW and (not args.kiwi_all or round_index > 0):
                    continue
                k = kiwi_repeats(problem, n, args.repeat)
                print(f"kiwi C++ {problem} {n} (best of {k}){label} ...", file=sys.stderr)
                try:
                    for phase, t in run_kiwi_cpp(*harness, problem, n, k).items():
                        key = (problem, n, phase)
                        cpp[key] = min(t, cpp.get(key, float("inf")))
                        cpp_per_round[-1][key] = t
                except WrongAnswer as e:
                    print(f"compare-kiwi: kiwi C++ gave a wrong answer on {problem} {n}: {e}", file=sys.stderr)
                    failed = True
        if kiwi is None:
            continue
        for problem, n in selected:
            if (problem, n) in KIWI_IMPOSSIBLE:
                kiwi_notes[(problem, n)] = "kiwi: N² memory, not run"
                continue
            if (problem, n) in KIWI_SLOW and not args.kiwi_all:
                kiwi_notes[(problem, n)] = "kiwi skipped (--kiwi-all runs it)"
                continue
            if (problem, n) in KIWI_SLOW and round_index > 0:
                continue
            k = kiwi_repeats(problem, n, args.repeat)
            print(f"kiwisolver {problem} {n} (best of {k}){label} ...", file=sys.stderr)
            try:
                for phase, t in run_kiwi(kiwi, problem, n, k).items():
                    key = (problem, n, phase)
                    theirs[key] = min(t, theirs.get(key, float("inf")))
                    theirs_per_round[-1][key] = t
            except WrongAnswer as e:
                print(f"compare-kiwi: kiwisolver gave a wrong answer on {problem} {n}: {e}", file=sys.stderr)
                failed = True


    rows = []
    for problem, n in selected:
        for phase in PHASES[problem]:
            key = (problem, n, phase)
            o = ours.get(key, {}).get("seconds")
            t = theirs.get(key)
            ratio = t / o if (t is not None and o) else None
            target = TARGETS.get(key)
            aim = AIMS.get(key)
            verdict = ""
            if target is not None:
                verdict = f"≥{target:g}×: " + ("—" if ratio is None else ("PASS" if ratio >= target else "FAIL"))
            if aim is not None and o is not None:
                verdict += ("; " if verdict else "") + f"aim ≤{human(aim)}: " + ("met" if o <= aim else "not met")
            if o is None:
                verdict += ("; " if verdict else "") + "ours FAILED (see stderr)"
            note = kiwi_notes.get((problem, n), "") if t is None else ""
            row = (problem, str(n), phase, human(t), human(o), "—" if ratio is None else f"{ratio:.3g}×")
            if harness is not None:
                c = cpp.get(key)
                cpp_ratio = c / o if (c is not None and o) else None
                cpp_target = CPP_TARGETS.get(key)
                if cpp_target is not None:
                    verdict += ("; " if verdict else "") + f"C++ ≥{cpp_target:g}×: " + (
                        "—" if cpp_ratio is None else ("PASS" if cpp_ratio >= cpp_target else "FAIL"))
                row += (human(c), "—" if cpp_ratio is None else f"{cpp_ratio:.3g}×")
            # A target's ratio round by round (both sides from the same round): the spread the
            # machine's noise gives the verdict.
            if target is not None or (harness is not None and CPP_TARGETS.get(key) is not None):
                spreads = []
                for side, label in ((theirs_per_round, "kiwi"), (cpp_per_round, "C++")):
                    each = [r[key] / m[key]["seconds"] for m, r in zip(per_round, side)
                            if key in r and m.get(key, {}).get("seconds")]
                    if len(each) > 1:
                        spreads.append(f"{label} ÷ ours by round: " + ", ".join(f"{x:.2f}×" for x in each))
                note = "; ".join(([note] if note else []) + spreads)
            rows.append(row + (verdict, note))

    # Scaling lines: each the ratio of two of our figures against its limit.
    scaling = []

    def ratio_line(top, bottom, limit):
        a = ours.get(top, {}).get("seconds")
        b = ours.get(bottom, {}).get("seconds")
        if a and b:
            r = a / b
            name = lambda key: f"{key[0]} {key[1]} {key[2]}"
            # Each round's own ratio (both figures from that round): how far the machine's
            # noise moves the line, which the best-of-rounds ratio alone does not show.
            spread = [m[top]["seconds"] / m[bottom]["seconds"] for m in per_round
                      if m.get(top, {}).get("seconds") and m.get(bottom, {}).get("seconds")]
            rounds = (f"; rounds: {', '.join(f'{x:.2f}×' for x in spread)}" if len(spread) > 1 else "")
            scaling.append(f"{name(top)} / {name(bottom)} = {human(a)} / {human(b)} = {r:.2f}× "
                           f"(target ≤{limit}×: {'PASS' if r <= limit else 'FAIL'}{rounds})")

    ratio_line(("stack", 100000, "add"), ("stack", 10000, "add"), SCALING_LIMIT)
    ratio_line(("scroll-labels", 10000, "layout"), ("stack", 10000, "add"), LAYOUT_LIMIT)
    ratio_line(("scroll-labels", 100000, "layout"), ("scroll-labels", 10000, "layout"), LAYOUT_SCALING_LIMIT)
    # The three (a change in the middle moves every view below it: not held to 50 µs).
    relayouts = sorted((key, line["seconds"]) for key, line in ours.items()
                       if key[1] == 10000 and key[2] in RELAYOUT_PHASES)
    if relayouts:
        worst = max(t for _, t in relayouts)
        listed = ", ".join(f"{p} {phase} {human(t)}" for (p, _, phase), t in relayouts)
        scaling.append(f"relayouts at 10000 labels: {listed} (target ≤{human(RELAYOUT_LIMIT)} each: "
                       f"{'PASS' if worst <= RELAYOUT_LIMIT else 'FAIL'})")
    if rss_100k:
        scaling.append(f"peak RSS of `layout-bench --problem stack --n 100000 --repeat 1` = "
                       f"{rss_100k / 1048576:.1f} MiB (target ≤1 GiB: {'PASS' if rss_100k <= MEMORY_LIMIT else 'FAIL'})")

    header = ("problem", "n", "phase", "kiwisolver", "ours", "kiwi ÷ ours")
    if harness is not None:
        header += ("kiwi C++", "C++ ÷ ours")
    header += ("target / aim", "note")
    if args.markdown or args.update_doc:
        md = ["| " + " | ".join(header) + " |",
              "|" + "|".join(["---"] * 3 + ["---:"] * (len(header) - 5) + ["---"] * 2) + "|"]
        md += ["| " + " | ".join(row) + " |" for row in rows]
        if scaling:
            md += [""] + [f"- {line}" for line in scaling]
        if args.markdown:
            print("\n".join(md))
        if args.update_doc:
            command = "python3 scripts/compare-kiwi.py " + " ".join(sys.argv[1:])
            text = "\n".join(["Machine:", ""] + machine_lines(kiwi)
                             + ["", f"Command: `{command}`", ""] + md) + "\n"
            update_doc(args.update_doc, text)
    if not args.markdown:
        widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
        print("  ".join(h.ljust(w) for h, w in zip(header, widths)).rstrip())
        for row in rows:
            print("  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip())
        for line in scaling:
            print(line)
    if failed:
        print("compare-kiwi: some runs failed (see above)", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
