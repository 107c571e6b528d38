import Foundation
import TestSupport
import Testing

@testable import LayoutSpec
@testable import layout_tool

/// Every scroll script in `Examples/scroll/`, played by `layout-tool scroll` against its spec,
/// against golden files in `Examples/golden/`: `scroll-NAME.txt` (text), `scroll-NAME.json`,
/// `scroll-NAME.svg` and `scroll-NAME.stderr` (exit status and standard error). Accept new
/// output on purpose with `UPDATE_GOLDEN=1 swift test --filter ExamplesGolden`.
@Suite struct ScrollExamplesGoldenTests {
    /// One script and the spec it plays against.
    struct Run: CustomStringConvertible, Sendable {
        var script: String
        var spec: String
        var description: String { script }
    }

    static let runs: [Run] = [
        Run(script: "flick-article", spec: "long-article"),
        Run(script: "rubber-band-top", spec: "long-article"),
        Run(script: "article-scroll-to-top", spec: "long-article"),
        Run(script: "paging-gallery", spec: "paging-gallery"),
        Run(script: "pinch-photo", spec: "photo-zoom"),
        Run(script: "infinite-strip", spec: "infinite-strip"),
    ]

    /// The golden files the runs own (the layout examples' test checks no other file is stray).
    static var goldenFiles: Set<String> {
        Set(runs.flatMap { r in ["txt", "json", "svg", "stderr"].map { "scroll-\(r.script).\($0)" } })
    }

    static func run(_ run: Run, format: String) -> ToolResult {
        let root = ExamplesGoldenTests.root
        let spec = ExamplesGoldenTests.examplesDirectory.appendingPathComponent("\(run.spec).json").path
        let script = ExamplesGoldenTests.examplesDirectory.appendingPathComponent("scroll/\(run.script).scroll").path
        var result = LayoutTool.run(
            arguments: ["scroll", spec, "--script", script, "--format", format], standardInput: { Data() })
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        result.standardOutput = result.standardOutput.replacingOccurrences(of: prefix, with: "")
        result.standardError = result.standardError.replacingOccurrences(of: prefix, with: "")
        return result
    }

    @Test("golden text, JSON, SVG and standard error", arguments: runs)
    func golden(_ run: Run) {
        let text = Self.run(run, format: "text")
        let json = Self.run(run, format: "json")
        let svg = Self.run(run, format: "svg")
        #expect(text.status == 0 && json.status == 0 && svg.status == 0)
        #expect(json.standardError == text.standardError)
        ExamplesGoldenTests.compare(text.standardOutput, with: "scroll-\(run.script).txt")
        ExamplesGoldenTests.compare(json.standardOutput, with: "scroll-\(run.script).json")
        ExamplesGoldenTests.compare(svg.standardOutput, with: "scroll-\(run.script).svg")
        ExamplesGoldenTests.compare(
            "exit status \(text.status)\n" + text.standardError, with: "scroll-\(run.script).stderr")
    }

    @Test func everyScriptHasARunAndTheReadmeNamesIt() throws {
        let dir = ExamplesGoldenTests.examplesDirectory.appendingPathComponent("scroll")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".scroll") }
        #expect(Set(scripts.map { String($0.dropLast(7)) }) == Set(Self.runs.map(\.script)))
        let readme = try String(
            contentsOf: ExamplesGoldenTests.examplesDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        for r in Self.runs { #expect(readme.contains("`scroll/\(r.script).scroll`"), "\(r.script)") }
    }
}
