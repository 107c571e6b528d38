#!/usr/bin/env bash
# Builds every library's symbol graph (in a build folder of its own, so the usual .build keeps
# its flags) and converts each DocC catalog with the toolchain's `docc`, warnings as errors:
# a broken symbol link or a missing page fails. Usage: scripts/check-docc.sh [BUILD_PATH]
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
build="$(mkdir -p "${1:-.build/docc}" && cd "${1:-.build/docc}" && pwd)"
graphs="$build/symbol-graphs"
modules=(ConstraintSolver VisualFormat Constraints LayoutSpec InterfaceBuilder)
# graphs/all is kept between runs: an incremental build re-emits only the modules it compiles.
for module in "${modules[@]}"; do rm -rf "${graphs:?}/$module"; done
rm -rf "$build/docc-out"
mkdir -p "$graphs/all" "$build/docc-out"
# One build of the libraries; every module's graph lands in one folder, then each catalog gets
# its own module's files (docc documents one module per catalog).
swift build --build-path "$build" --target InterfaceBuilder \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" >/dev/null
status=0
for module in "${modules[@]}"; do
    mkdir -p "$graphs/$module"
    cp "$graphs/all/$module".symbols.json "$graphs/$module/"
    cp "$graphs/all/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
    if ! docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
        --output-dir "$build/docc-out/$module" --warnings-as-errors --fallback-display-name "$module" \
        --fallback-bundle-identifier "layout.$module" >"$build/docc-$module.log" 2>&1; then
        echo "DocC: $module has problems:"
        grep -E 'warning|error' "$build/docc-$module.log" | head -40
        status=1
    else
        echo "DocC: $module ok"
    fi
done
exit $status
