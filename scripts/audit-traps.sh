#!/usr/bin/env bash
# Fails when Sources/ uses a call that traps (try!, fatalError, precondition) outside comments.
# The same rule runs as a test (Tests/LayoutToolTests/AuditTests.swift).
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
if grep -rnE 'try!|fatalError\(|precondition(Failure)?\(|unsafelyUnwrapped' Sources --include='*.swift' | grep -vE '^[^:]+:[0-9]+:\s*//'; then
    echo "error: trapping calls in Sources/ (see above)" >&2
    exit 1
fi
