import Foundation
import Testing

@testable import LayoutSpec
@testable import layout_tool

/// Extreme inputs to every subcommand, each ending with a result or a located error at a
/// documented limit (Sources/LayoutSpec/Input/InputLimits.swift, docs/limits.md).
@Suite struct ToolExtremesTests {
    func run(_ arguments: [String], _ input: String = "") -> ToolResult {
        LayoutTool.run(arguments: arguments, standardInput: { Data(input.utf8) })
    }

    func expectError(_ r: ToolResult, _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.status == ExitStatus.badInput, "\(r.standardError.prefix(300))", sourceLocation: sourceLocation)
        #expect(
            r.standardError.firstMatch(of: #/^[^\n]+:[0-9]+:[0-9]+: error: /#) != nil, sourceLocation: sourceLocation)
        #expect(r.standardError.contains(fragment), "\(r.standardError.prefix(300))", sourceLocation: sourceLocation)
    }

    static func spec(views: String = "", constraints: [String] = []) -> String {
        let cs = constraints.map { JSONValue.quote($0) }.joined(separator: ", ")
        return
            #"{"root": {"name": "root", "frame": [0, 0, 320, 480], "subviews": [\#(views)]}, "constraints": [\#(cs)]}"#
    }

    @Test func nesting100000Deep() {
        let deep = 100_000
        expectError(
            run(["layout", "-"], String(repeating: "[", count: deep) + String(repeating: "]", count: deep)),
            "nesting deeper than 512")
        expectError(
            run(
                ["layout", "-"], String(repeating: #"{"a":"#, count: deep) + "1" + String(repeating: "}", count: deep)),
            "nesting deeper than 512")
        // Views nested deep: each level is two JSON levels, so 300 views deep is past the limit.
        var views = #"{"name": "leaf"}"#
        for i in 0..<300 { views = #"{"name": "v\#(i)", "subviews": [\#(views)]}"# }
        expectError(run(["layout", "-"], Self.spec(views: views)), "nesting deeper than 512")
        // 200 deep is within it and lays out.
        views = #"{"name": "leaf"}"#
        for i in 0..<200 { views = #"{"name": "v\#(i)", "subviews": [\#(views)]}"# }
        #expect(
            run(["layout", "-", "--format", "json"], Self.spec(views: views, constraints: ["leaf.width == 10"])).status
                == 0)
        // VFL nested parentheses and a deeply nested linear system line are plain syntax errors.
        #expect(run(["vfl", String(repeating: "[a(", count: 10_000)]).status == ExitStatus.badInput)
        expectError(run(["solve", "-"], String(repeating: "(", count: 100_000) + "x == 1"), "expected a term")
    }

    @Test func extremeNumbers() {
        expectError(run(["solve", "-"], "x == 1e308\n"), "out of range")
        expectError(run(["solve", "-"], "x == 1e999\n"), "out of range")
        expectError(run(["solve", "-"], "x == 1e-12*y\nx == 1\n"), "too small")
        let tiny = run(["solve", "-", "--format", "json"], "x == 5e-324\ny == -0\nz == 1e-300\n")
        #expect(tiny.status == 0)
        #expect(tiny.standardOutput.contains(#""y": 0"#))
        // Compounding multipliers overflow: an error, not 0 or null.
        let chain = (1..<30).map { "x\($0) == 1e12*x\($0 - 1)" }.joined(separator: "\n")
        expectError(run(["solve", "-"], "x0 == 1e12\n" + chain), "overflows")
        var views: [String] = [], cs: [String] = ["v0.width == 1e12", "v0.height == 1", "H:|[v0]", "V:|[v0]"]
        for i in 0..<30 { views.append(#"{"name": "v\#(i)"}"#) }
        for i in 1..<30 {
            cs += ["v\(i).width == 1e12*v\(i - 1).width", "v\(i).height == 1", "H:|[v\(i)]", "V:|[v\(i)]"]
        }
        expectError(run(["layout", "-"], Self.spec(views: views.joined(separator: ","), constraints: cs)), "overflows")
        expectError(run(["layout", "-"], Self.spec(views: #"{"name": "a", "frame": [0, 0, 1e308, 1]}"#)), "too large")
        expectError(
            run(["layout", "-"], Self.spec(views: #"{"name": "a"}"#, constraints: ["a.width == 1e-9*root.width"])),
            "too small")
        expectError(
            run(["layout", "-"], Self.spec(views: #"{"name": "a"}"#, constraints: ["H:|-1e13-[a]"])),
            "magnitude at most 1e12")
        #expect(run(["vfl", "H:|-nan-[a]"]).status == ExitStatus.badInput)
        #expect(run(["vfl", "H:|-1e999-[a]"]).status == ExitStatus.badInput)
        #expect(run(["vfl", "H:|-m-[a]", "--metrics", "m=nan"]).status == ExitStatus.usage)
        #expect(run(["layout", "-", "--scale", "1e300"], Self.spec()).status == ExitStatus.usage)
    }

    @Test func emptyAndMissingInputs() {
        expectError(run(["layout", "-"]), "expected a JSON value")
        #expect(run(["solve", "-"]).status == 0)
        #expect(run(["vfl", ""]).status == ExitStatus.badInput)
        expectError(run(["layout", "/nonexistent/spec.json"]), "cannot read")
        expectError(run(["layout", "/tmp"]), "cannot read")
        expectError(run(["layout", "-"], "\u{FEFF}"), "expected a JSON value")
    }

    @Test func duplicateNames() {
        expectError(run(["layout", "-"], Self.spec(views: #"{"name": "a"}, {"name": "a"}"#)), "duplicate name 'a'")
        expectError(run(["layout", "-"], Self.spec(views: #"{"name": "root"}"#)), "duplicate name 'root'")
        expectError(
            run(["layout", "-"], #"{"root": {"name": "r", "name": "s", "frame": [0, 0, 1, 1]}}"#), "duplicate key")
    }

    /// A megabyte-long line in each format: an answer or a located error with a short excerpt.
    @Test func megabyteLines() {
        let mb = 1 << 20
        // Linear system: a 1 MiB line of terms is solved; one past the limit is an error.
        let terms = String(repeating: "+1", count: mb / 2 - 8)
        let solved = run(["solve", "-"], "x == 0" + terms)
        #expect(solved.status == 0)
        #expect(solved.standardOutput.hasPrefix("x = \(mb / 2 - 8)"))
        expectError(run(["solve", "-"], "x == 0" + String(repeating: "+1", count: mb)), "longer than")
        expectError(run(["solve", "-"], "x == " + String(repeating: "9", count: mb - 10)), "out of range")
        // Spec: a megabyte-long constraint string, number, and name.
        let long = run(
            ["layout", "-"],
            Self.spec(views: #"{"name": "a"}"#, constraints: ["a.width == " + String(repeating: "1", count: mb)]))
        expectError(long, "out of range")
        #expect(long.standardError.utf8.count < 2_000)
        let vfl = run(
            ["layout", "-"],
            Self.spec(views: #"{"name": "a"}"#, constraints: ["H:|" + String(repeating: "-[a]", count: mb / 4) + "-|"]))
        #expect([ExitStatus.success, ExitStatus.badInput, ExitStatus.unsatisfiable].contains(vfl.status))
        #expect(vfl.standardError.utf8.count < 100_000)
        let name = run(["layout", "-"], Self.spec(views: #"{"name": "\#(String(repeating: "a", count: mb))"}"#))
        #expect(name.status == 0)
        // VFL command: a long format with an error at its end is quoted around the caret only.
        let format = "H:|" + String(repeating: "-[a]", count: 30_000) + "-?"
        let bad = run(["vfl", format])
        #expect(bad.status == ExitStatus.badInput)
        #expect(bad.standardError.utf8.count < 1_000)
    }

    @Test func hugeInputIsRefused() {
        let big = String(repeating: " ", count: InputLimits.maximumInputSize + 1)
        expectError(run(["layout", "-"], big), "larger than 64 MiB")
        expectError(run(["solve", "-"], big), "larger than 64 MiB")
    }
}
