#!/usr/bin/env bash
# Builds every library's symbol graph (in a build folder of its own, so the usual .build keeps
# its flags) and converts each DocC catalog with the toolchain's `docc`, warnings as errors:
# a broken symbol link or a missing page fails. Usage: scripts/check-docc.sh [BUILD_PATH]
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
build="${1:-.build/docc}"
graphs="$build/symbol-graphs"
rm -rf "$graphs"
mkdir -p "$graphs"
for module in ConstraintSolver VisualFormat Constraints LayoutSpec InterfaceBuilder; do
    swift build --build-path "$build" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs/$module" >/dev/null
done
status=0
for module in ConstraintSolver VisualFormat Constraints LayoutSpec InterfaceBuilder; do
    out="$build/docc-out/$module"
    rm -rf "$out"
    if ! docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
        --output-dir "$out" --warnings-as-errors --fallback-display-name "$module" \
        --fallback-bundle-identifier "layout.$module" >"$build/docc-$module.log" 2>&1; then
        echo "DocC: $module has problems:"
        grep -E 'warning|error' "$build/docc-$module.log" | head -40
        status=1
    else
        echo "DocC: $module ok"
    fi
done
exit $status
