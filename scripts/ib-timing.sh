#!/usr/bin/env bash
# Times `layout-tool layout` (release) on a generated storyboard of N views (default 2000):
# the best wall-clock and CPU (user + system) times of K runs (default 20) for the whole run (read, build, lay out every
# scene, the ambiguity analysis, the JSON report), and the best time of `layout-tool --version`
# (process start) for reference. The minimum is taken because other work on the machine only
# ever adds time; CPU time is steadier than wall time on a busy machine (it is counted in
# 10 ms ticks). See docs/performance.md.
# Usage: scripts/ib-timing.sh [N] [K]
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
n=${1:-2000}
k=${2:-20}
tool=.build/release/layout-tool
[ -x "$tool" ] || { echo "error: build first: swift build -c release --product layout-tool" >&2; exit 1; }
doc=$(mktemp --suffix=.storyboard)
trap 'rm -f "$doc"' EXIT
python3 scripts/ib-generate.py "$n" > "$doc"
best() {
    python3 - "$k" "$@" <<'PY'
import os, subprocess, sys, time
k = int(sys.argv[1]); command = sys.argv[2:]
walls, cpus = [], []
for _ in range(k):
    before = os.times()
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    walls.append(time.perf_counter() - start)
    after = os.times()
    cpus.append((after.children_user - before.children_user) + (after.children_system - before.children_system))
print(f"{1000 * min(walls):.1f} ms wall, {1000 * min(cpus):.0f} ms CPU (best of {k})")
PY
}
echo "views: $(grep -c '<\(view\|label\|switch\|scrollView\|stackView\) ' "$doc") in $(grep -c '<scene ' "$doc") scenes"
echo "layout-tool layout --format json: $(best "$tool" layout "$doc" --format json)"
echo "layout-tool --version (process start): $(best "$tool" --version)"
