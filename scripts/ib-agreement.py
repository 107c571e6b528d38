#!/usr/bin/env python3
"""Agreement of `layout-tool layout FILE --compare` with the frames Xcode stored, over a folder.

Runs the tool on every .xib and .storyboard under FOLDER (recursively, in sorted order) and
prints:
- the share of constraint-placed views whose frame agrees with Xcode's stored one within
  1 point, leaving out views Xcode marked misplaced or ambiguous and their descendants;
- the files that fail (bad input, a crash, a hang past the timeout);
- the views Xcode marked ambiguous, and how many of them the tool also reports ambiguous;
- the views the tool reports ambiguous that Xcode did not mark ambiguous ("extra");
- with --details, every disagreeing view (tool frame beside Xcode's), file by file.

Usage: scripts/ib-agreement.py FOLDER [--tool PATH] [--timeout SECONDS] [--details] [--json]
Python 3 standard library only.
"""
import argparse
import json
import os
import subprocess
import sys


def documents(folder):
    for directory, _, names in sorted(os.walk(folder)):
        for name in sorted(names):
            if name.lower().endswith((".xib", ".storyboard")):
                yield os.path.join(directory, name)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder")
    parser.add_argument("--tool", default=os.path.join(here, "..", ".build", "release", "layout-tool"))
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--details", action="store_true", help="list every disagreeing view")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args()
    if not os.path.exists(args.tool):
        sys.exit(f"error: {args.tool} not found: build it first (swift build -c release) or pass --tool")

    counted = agreeing = 0
    failures, details = [], []
    xcode_ambiguous = tool_ambiguous = extra_ambiguous = 0
    files = list(documents(args.folder))
    for path in files:
        try:
            run = subprocess.run([args.tool, "layout", path, "--compare", "--format", "json"],
                                 capture_output=True, text=True, timeout=args.timeout)
        except subprocess.TimeoutExpired:
            failures.append((path, f"no result within {args.timeout:g} s"))
            continue
        if run.returncode not in (0, 2):
            message = (run.stderr.strip().splitlines() or [f"exit status {run.returncode}"])[0]
            failures.append((path, f"exit status {run.returncode}: {message}"))
            continue
        try:
            comparison = json.loads(run.stdout)["comparison"]
        except (ValueError, KeyError) as error:
            failures.append((path, f"unreadable output: {error}"))
            continue
        summary = comparison["summary"]
        counted += int(summary["counted"])
        agreeing += int(summary["agreeing"])
        xcode_ambiguous += len(summary["xcodeAmbiguous"])
        tool_ambiguous += len(summary["xcodeAmbiguousReported"])
        for view in comparison["views"]:
            if "ambiguous" in view["tool"] and "ambiguous" not in view["xcode"]:
                extra_ambiguous += 1
            if view["counts"] and not view["agrees"]:
                details.append((path, view))

    share = agreeing / counted if counted else 1.0
    if args.json:
        print(json.dumps({"files": len(files), "failed": [p for p, _ in failures], "counted": counted,
                          "agreeing": agreeing, "share": share, "xcodeAmbiguous": xcode_ambiguous,
                          "xcodeAmbiguousReported": tool_ambiguous,
                          "reportedNotMarked": extra_ambiguous}, indent=2))
        return 1 if failures else 0
    if args.details:
        current = None
        for path, view in details:
            if path != current:
                print(os.path.basename(path))
                current = path
            print(f"  {view['view']} {view['label']}: tool {view['frame']} Xcode {view['stored']}")
        print()
    print(f"files: {len(files)}, failed: {len(failures)}")
    for path, why in failures:
        print(f"  {path}: {why}")
    print(f"agreement: {agreeing} of {counted} constraint-placed views within 1 point ({100 * share:.1f}%)")
    print(f"Xcode-ambiguous views: {xcode_ambiguous}, reported ambiguous by the tool: {tool_ambiguous}")
    print(f"reported ambiguous where Xcode did not mark the view ambiguous: {extra_ambiguous}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
