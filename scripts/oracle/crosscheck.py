#!/usr/bin/env python3
"""Randomized cross-check of `layout-tool solve --format json` against lexlp.

    python3 scripts/oracle/crosscheck.py --binary PATH/layout-tool --count 300 --seed 1
    python3 scripts/oracle/crosscheck.py --binary PATH/layout-tool --replay 1000042

Case i of a run with --seed S uses the system `gen.generate(S * 1000000 + i)`;
that number is printed with every failure and is what --replay takes. Each
failure is one line: `FAIL seed=N: problems | system: "text as JSON"`
(`ORACLE` instead of `FAIL` when the reference itself gave up). The last
line is exactly `P passed, F failed`; the exit status is 1 if F > 0.

What is compared (`check_output`), for each system:
- exit status: 2 if the reference drops a required line, else 0;
- `values` names exactly the input's variables, with finite numbers;
- every required line in effect holds, within TOL * (1 + its magnitude);
- every optional priority's total error, computed from `values`, equals
  the reference optimum within TOL * (1 + optimum + the level's magnitude);
- `ambiguous` equals the reference set exactly;
- `unsatisfiable` is empty when nothing is dropped; otherwise it is the
  first drop's set: input lines as written, required, kept before the
  dropped line (or that line), containing the line the reference dropped,
  infeasible together and feasible with any one left out (checked by LP);
- `conflicts`, if present: one entry per reference drop, in order, `broken`
  the dropped line and `constraints` checked as above; the first entry's set
  equals `unsatisfiable`.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

from gen import generate
from lexlp import OracleError, conflict_problem, solve_reference
from linsys import error, magnitude, parse_system

TOL = 1e-6
CASES_PER_SEED = 1_000_000


def case_seed(seed: int, i: int) -> int:
    return seed * CASES_PER_SEED + i


def _is_number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _check_conflict_set(lines, dropped: int, constraints, ref, what: str) -> list[str]:
    """Problems with `lines` as the conflict set of the drop of line index
    `dropped`."""
    if not isinstance(lines, list) or not all(isinstance(t, str) for t in lines):
        return [f"{what} is not a list of strings"]
    problems = []
    if len(set(lines)) != len(lines):
        problems.append(f"{what} lists a line twice")
    # Lines the set may use: required, not after the dropped line, not dropped earlier.
    earlier_drops = set(ref.dropped[: ref.dropped.index(dropped)])
    eligible = {}
    for i, c in enumerate(constraints[: dropped + 1]):
        if c.required and i not in earlier_drops:
            eligible.setdefault(c.text, c)
    known = {c.text for c in constraints}
    chosen = []
    for text in dict.fromkeys(lines):
        if text in eligible:
            chosen.append(eligible[text])
        elif text in known:
            problems.append(f"{what} lists {text!r}, not a required line in effect before the drop")
        else:
            problems.append(f"{what} lists {text!r}, not an input line as written")
    if constraints[dropped].text not in lines:
        problems.append(f"{what} lacks the dropped line {constraints[dropped].text!r}")
    if not problems:
        why = conflict_problem(chosen)
        if why:
            problems.append(f"{what} is not a minimal conflict: {why}")
    return problems


def check_output(constraints, ref, status: int, stdout: str) -> list[str]:
    """Every way the solver's answer (exit status and JSON text) departs
    from the spec, as short messages; empty when it is right."""
    problems = []
    expected_status = 2 if ref.dropped else 0
    if status != expected_status:
        problems.append(f"exit status {status}, expected {expected_status}")
    try:
        out = json.loads(stdout)
    except ValueError:
        return problems + ["standard output is not JSON"]
    if not isinstance(out, dict):
        return problems + ["standard output is not a JSON object"]
    values = out.get("values")
    ambiguous = out.get("ambiguous")
    unsatisfiable = out.get("unsatisfiable")
    if not isinstance(values, dict) or not all(_is_number(v) for v in values.values()):
        problems.append("`values` is not an object of finite numbers")
        values = None
    else:
        missing = [v for v in ref.variables if v not in values]
        extra = sorted(set(values) - set(ref.variables))
        if missing:
            problems.append(f"`values` lacks {missing}")
            values = None
        if extra:
            problems.append(f"`values` has names not in the input: {extra}")

    if values is not None:
        kept = [constraints[i] for i in ref.kept]
        for c in kept:
            if c.required:
                miss = error(c, values)
                if miss > TOL * (1 + magnitude(c, values)):
                    problems.append(f"required {c.text!r} misses by {miss:.9g}")
        for p, best in sorted(ref.level_errors.items(), reverse=True):
            level = [c for c in kept if c.priority == p]
            got = sum(error(c, values) for c in level)
            scale = sum(magnitude(c, values) for c in level)
            if abs(got - best) > TOL * (1 + best + scale):
                problems.append(f"priority {p:g}: total error {got:.9g}, optimum {best:.9g}")

    if not isinstance(ambiguous, list) or not all(isinstance(v, str) for v in ambiguous):
        problems.append("`ambiguous` is not a list of names")
    elif set(ambiguous) != ref.ambiguous:
        wrong = sorted(set(ambiguous) - ref.ambiguous)
        lacking = sorted(ref.ambiguous - set(ambiguous))
        problems.append(f"`ambiguous` wrongly has {wrong}, lacks {lacking}")

    if not ref.dropped:
        if unsatisfiable != []:
            problems.append(f"`unsatisfiable` should be [], is {unsatisfiable!r}")
    else:
        problems += _check_conflict_set(unsatisfiable, ref.dropped[0], constraints, ref,
                                        "`unsatisfiable`")

    conflicts = out.get("conflicts")
    if conflicts is not None:
        if not isinstance(conflicts, list) or not all(isinstance(e, dict) for e in conflicts):
            problems.append("`conflicts` is not a list of objects")
        else:
            if len(conflicts) != len(ref.dropped):
                problems.append(f"`conflicts` has {len(conflicts)} entries, "
                                f"expected {len(ref.dropped)} (one per dropped line)")
            for k, (entry, dropped) in enumerate(zip(conflicts, ref.dropped)):
                broken = constraints[dropped].text
                if entry.get("broken") != broken:
                    problems.append(f"conflicts[{k}].broken is {entry.get('broken')!r}, "
                                    f"expected {broken!r}")
                problems += _check_conflict_set(entry.get("constraints"), dropped, constraints,
                                                ref, f"conflicts[{k}].constraints")
            if conflicts and isinstance(unsatisfiable, list) and \
                    conflicts[0].get("constraints") != unsatisfiable:
                problems.append("conflicts[0].constraints differs from `unsatisfiable`")
    return problems


def expected_output(constraints, ref) -> dict:
    """One correct answer as the solver would print it (for tests and fakes)."""
    return {
        "values": ref.values,
        "ambiguous": sorted(ref.ambiguous),
        "unsatisfiable": [constraints[i].text for i in ref.conflicts[0]] if ref.conflicts else [],
        "conflicts": [{"constraints": [constraints[i].text for i in s],
                       "broken": constraints[d].text}
                      for s, d in zip(ref.conflicts, ref.dropped)],
    }


def run_binary(binary: str, text: str, workdir: str, name: str, timeout: float):
    """Runs `binary solve FILE --format json`; returns (status, stdout, stderr).
    A timeout is status None."""
    path = os.path.join(workdir, f"{name}.txt")
    with open(path, "w") as f:
        f.write(text)
    try:
        p = subprocess.run([binary, "solve", path, "--format", "json"], stdin=subprocess.DEVNULL,
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", f"timed out after {timeout:g} s"
    return p.returncode, p.stdout, p.stderr


def _describe(text, ref, run) -> str:
    """The full story of one case, for --verbose and --replay."""
    status, stdout, stderr = run
    lines = ["--- system", text.rstrip("\n"), "--- reference"]
    if ref is not None:
        lines += [f"level errors: {ref.level_errors}",
                  f"ambiguous: {sorted(ref.ambiguous)}",
                  f"dropped: {ref.dropped}  conflicts: {ref.conflicts}",
                  f"one optimum: {ref.values}"]
    lines += [f"--- solver: exit {status}", stdout.rstrip("\n")]
    if stderr.strip():
        lines += ["--- solver stderr", stderr.rstrip("\n")]
    return "\n".join(lines)


def check_case(seed: int, text: str, run, verbose: bool) -> bool:
    """Checks one case given its binary run; prints its failure line (and
    details when verbose). True when it passed."""
    constraints = parse_system(text)
    try:
        ref = solve_reference(constraints)
    except OracleError as e:
        print(f"ORACLE seed={seed}: {e} | system: {json.dumps(text)}")
        return False
    status, stdout, stderr = run
    if status is None:
        problems = [stderr]
    else:
        problems = check_output(constraints, ref, status, stdout)
        if status not in (0, 2) and stderr.strip():  # a crash or a refusal: say what it said
            problems.insert(0, f"stderr: {stderr.strip().splitlines()[0]}")
    if problems:
        print(f"FAIL seed={seed}: {'; '.join(problems)} | system: {json.dumps(text)}")
    if verbose:
        print(_describe(text, ref, run))
    return not problems


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--binary", required=True, help="the layout-tool executable (any program "
                    "taking `solve FILE --format json`)")
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--replay", type=int, metavar="SEED", help="re-run one case verbosely")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--timeout", type=float, default=30.0, help="seconds per solver run")
    ap.add_argument("--jobs", type=int, default=min(8, os.cpu_count() or 1),
                    help="solver runs in parallel (the checks stay in order)")
    args = ap.parse_args(argv)
    if not (os.path.isfile(args.binary) and os.access(args.binary, os.X_OK)):
        print(f"crosscheck: {args.binary} is not an executable file", file=sys.stderr)
        return 2
    seeds = [args.replay] if args.replay is not None else \
        [case_seed(args.seed, i) for i in range(args.count)]
    verbose = args.verbose or args.replay is not None
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="crosscheck-") as workdir, \
            ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        texts = [generate(s) for s in seeds]
        runs = pool.map(lambda s, t: run_binary(args.binary, t, workdir, str(s), args.timeout),
                        seeds, texts)
        for seed, text, run in zip(seeds, texts, runs):
            if check_case(seed, text, run, verbose):
                passed += 1
            else:
                failed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
