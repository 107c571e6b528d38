import Foundation
import Testing

@testable import LayoutSpec
@testable import layout_tool

/// The command-line conventions: help, version, bad usage, colour only on a terminal.
@Suite struct HelpTests {
    func run(_ arguments: String..., terminal: Bool = false, environment: [String: String] = [:]) -> ToolResult {
        LayoutTool.run(arguments: arguments, standardInput: { Data() }, isTerminal: terminal, environment: environment)
    }

    @Test func overview() {
        for flag in ["--help", "-h", "help"] {
            let r = run(flag)
            #expect(r.status == 0 && r.standardError.isEmpty)
            #expect(r.standardOutput == Help.overview)
        }
        for section in ["OVERVIEW:", "USAGE:", "SUBCOMMANDS:", "OPTIONS:", "EXIT STATUS:", "EXAMPLES:"] {
            #expect(Help.overview.contains("\n" + section) || Help.overview.hasPrefix(section), "\(section)")
        }
    }

    @Test(arguments: ["layout", "scroll", "solve", "vfl", "explain"])
    func subcommandHelp(_ name: String) throws {
        let text = try #require(Help.text(for: name))
        #expect(run("help", name) == ToolResult(standardOutput: text))
        #expect(run(name, "--help") == ToolResult(standardOutput: text))
        #expect(run(name, "-h") == ToolResult(standardOutput: text))
        for section in [
            "OVERVIEW:", "USAGE: layout-tool \(name)", "ARGUMENTS:", "OPTIONS:", "EXIT STATUS:", "EXAMPLES:",
        ] {
            #expect(text.contains(section), "\(name): \(section)")
        }
    }

    @Test func everyHelpLineFitsEightyColumns() {
        for text in [Help.overview, Help.layout, Help.solve, Help.vfl, Help.explain] {
            for line in text.split(separator: "\n") {
                #expect(line.count <= 80, "\(line)")
            }
        }
    }

    @Test func version() {
        #expect(run("--version") == ToolResult(standardOutput: "layout-tool \(LayoutTool.version)\n"))
    }

    @Test func badUsageIs64WithUsageOnStandardError() {
        for r in [run(), run("frobnicate"), run("help", "frobnicate"), run("help", "a", "b"), run("layout", "--nope")] {
            #expect(r.status == 64)
            #expect(r.standardOutput.isEmpty)
            #expect(r.standardError.contains("USAGE:"))
        }
        #expect(run("frobnicate").standardError.hasPrefix("error: unknown subcommand 'frobnicate'"))
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let spec = LayoutCommandTests.example("ambiguity.json")
        #expect(run("layout", spec, terminal: true).standardOutput.contains("\u{1B}["))
        #expect(!run("layout", spec).standardOutput.contains("\u{1B}["))
        #expect(!run("layout", spec, terminal: true, environment: ["NO_COLOR": "1"]).standardOutput.contains("\u{1B}["))
        #expect(!run("layout", spec, "--format", "json", terminal: true).standardOutput.contains("\u{1B}["))
    }

    @Test func textReportFitsEightyColumns() {
        for name in ExamplesGoldenTests.examples {
            let out = run("layout", LayoutCommandTests.example("\(name).json")).standardOutput
            for line in out.split(separator: "\n") {
                #expect(line.count <= 80, "\(name): \(line)")
            }
        }
        let long = String(repeating: "x", count: 60)
        let spec = """
            {"root": {"name": "root", "frame": [0, 0, 100, 100], "subviews": [{"name": "\(long)", "frame": [1, 2, 123456789.125, 4]}]}}
            """
        let out = LayoutTool.run(arguments: ["layout", "-"], standardInput: { Data(spec.utf8) }).standardOutput
        #expect(out.contains("  xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"))
        for line in out.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    }

    @Test func wrapping() {
        #expect(TextTable.wrap("aa bb cc", width: 5, indent: 2) == ["aa bb", "  cc"])
        #expect(TextTable.wrap("abcdefgh", width: 5, indent: 0) == ["abcde", "fgh"])
        #expect(TextTable.wrap("", width: 5, indent: 0) == [""])
    }
}
