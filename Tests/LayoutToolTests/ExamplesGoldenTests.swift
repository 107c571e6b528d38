import Foundation
import TestSupport
import Testing

@testable import LayoutSpec
@testable import layout_tool

/// Every `Examples/*.json`, laid out in process, against its golden files in `Examples/golden/`:
///
/// - `NAME.txt`: standard output of `layout-tool layout Examples/NAME.json`;
/// - `NAME.json`: standard output with `--format json`;
/// - `NAME.stderr`: `exit status N`, then standard error (the same for both formats);
/// - `NAME.svg`: `--format svg`, for the examples in ``svgExamples``;
/// - `NAME@RUN.*`: the same for the extra runs in ``extraRuns`` (other offsets).
///
/// Paths in the output are relative to the package root (`Examples/NAME.json`). The files are
/// compared byte for byte. To accept new output on purpose:
/// `UPDATE_GOLDEN=1 swift test --filter ExamplesGolden` (then review `git diff Examples/golden`).
/// Without that variable a mismatch fails and nothing is written.
@Suite struct ExamplesGoldenTests {
    static let root = packageRoot
    static let examplesDirectory = root.appendingPathComponent("Examples")
    static let goldenDirectory = examplesDirectory.appendingPathComponent("golden")
    static let regenerate = "UPDATE_GOLDEN=1 swift test --filter ExamplesGolden"

    /// The example names (`Examples/NAME.json`), sorted.
    static let examples: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// One golden run: its file base name, the example and the extra arguments.
    struct Run: CustomStringConvertible, Sendable {
        var golden: String
        var example: String
        var arguments: [String] = []
        var description: String { golden }
    }

    /// Runs beyond the default one: the same spec at another scroll offset.
    static let extraRuns: [Run] = [
        Run(golden: "floating-badge@0,0", example: "floating-badge", arguments: ["--offset", "0,0"]),
        Run(golden: "paging-gallery@1020,0", example: "paging-gallery", arguments: ["--offset", "1020,0"]),
        Run(golden: "scroll-30-labels@0,460", example: "scroll-30-labels", arguments: ["--offset", "0,460"]),
        Run(golden: "gallery-pages@0,0", example: "gallery-pages", arguments: ["--offset", "0,0"]),
        Run(golden: "gallery-pages@1280,0", example: "gallery-pages", arguments: ["--offset", "1280,0"]),
        Run(golden: "photo-header-zoom@960,524", example: "photo-header-zoom", arguments: ["--offset", "960,524"]),
    ]

    /// `layout-tool tiles` runs: `NAME.tiles@RUN.txt`, `.json` and `.stderr` (as for `layout`).
    static let tilesRuns: [Run] = [
        Run(golden: "tiled-map.tiles@200,300", example: "tiled-map", arguments: ["--view", "map"]),
        Run(
            golden: "tiled-map.tiles@zoom3", example: "tiled-map",
            arguments: ["--view", "map", "--zoom", "3", "--offset", "6000,6000"]),
        Run(
            golden: "tiled-map.tiles@zoom0.25", example: "tiled-map",
            arguments: ["--view", "map", "--zoom", "0.25", "--offset", "0,0"]),
        Run(
            golden: "tiled-map.tiles@0,0-to-100,0", example: "tiled-map",
            arguments: ["--view", "map", "--offset", "0,0", "--to", "100,0"]),
    ]

    /// Examples whose SVG picture is golden too.
    static let svgExamples = [
        "ambiguity", "conflict", "floating-badge", "gallery-pages", "notched-phone", "settings-form",
    ]

    static let runs: [Run] = examples.map { Run(golden: $0, example: $0) } + extraRuns

    static func run(_ run: Run, format: String, subcommand: String = "layout") -> ToolResult {
        let path = examplesDirectory.appendingPathComponent("\(run.example).json").path
        var result = LayoutTool.run(
            arguments: [subcommand, path] + run.arguments + ["--format", format], standardInput: { Data() })
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        result.standardOutput = result.standardOutput.replacingOccurrences(of: prefix, with: "")
        result.standardError = result.standardError.replacingOccurrences(of: prefix, with: "")
        return result
    }

    @Test("golden text, JSON and standard error", arguments: runs)
    func golden(_ run: Run) throws {
        let text = Self.run(run, format: "text")
        let json = Self.run(run, format: "json")
        #expect(json.standardError == text.standardError, "standard error differs between text and JSON")
        #expect(json.status == text.status)
        Self.compare(text.standardOutput, with: "\(run.golden).txt")
        Self.compare(json.standardOutput, with: "\(run.golden).json")
        Self.compare("exit status \(text.status)\n" + text.standardError, with: "\(run.golden).stderr")
        #expect(!text.standardOutput.contains("\u{1B}"), "no colour off a terminal")
    }

    @Test("golden tiles text, JSON and standard error", arguments: tilesRuns)
    func goldenTiles(_ run: Run) throws {
        let text = Self.run(run, format: "text", subcommand: "tiles")
        let json = Self.run(run, format: "json", subcommand: "tiles")
        #expect(json.standardError == text.standardError && json.status == text.status)
        Self.compare(text.standardOutput, with: "\(run.golden).txt")
        Self.compare(json.standardOutput, with: "\(run.golden).json")
        Self.compare("exit status \(text.status)\n" + text.standardError, with: "\(run.golden).stderr")
    }

    @Test("golden SVG", arguments: svgExamples)
    func goldenSVG(_ name: String) {
        let svg = Self.run(Run(golden: name, example: name), format: "svg")
        Self.compare(svg.standardOutput, with: "\(name).svg")
    }

    @Test func everyExampleHasGoldenFilesAndNoGoldenFileIsStray() throws {
        #expect(Self.examples.count >= 10)
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.goldenDirectory.path))
        var expected: Set<String> = []
        for run in Self.runs + Self.tilesRuns {
            for ext in ["txt", "json", "stderr"] { expected.insert("\(run.golden).\(ext)") }
        }
        for name in Self.svgExamples { expected.insert("\(name).svg") }
        expected.formUnion(ScrollExamplesGoldenTests.goldenFiles)
        let missing = expected.subtracting(present).sorted()
        #expect(missing.isEmpty, "missing golden files \(missing): run \(Self.regenerate)")
        let stray = present.subtracting(expected).filter { !$0.hasPrefix(".") }.sorted()
        #expect(stray.isEmpty, "golden files without an example or run: \(stray)")
        for run in Self.extraRuns { #expect(Self.examples.contains(run.example), "\(run.example)") }
        for name in Self.svgExamples { #expect(Self.examples.contains(name), "\(name)") }
    }

    @Test func examplesReadmeListsEveryExample() throws {
        let readme = try String(contentsOf: Self.examplesDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        for name in Self.examples {
            #expect(readme.contains("`\(name).json`"), "Examples/README.md does not describe \(name).json")
        }
    }

    /// The README's tour pastes real output: every line of a pasted `layout-tool layout` run
    /// is a line of that run's golden standard output or standard error.
    @Test func readmeOutputIsRealOutput() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        var checked = 0
        for block in blocks {
            var lines = block.components(separatedBy: "\n")
            guard let command = lines.dropFirst().first, command.hasPrefix("$ swift run layout-tool layout Examples/")
            else { continue }
            let words = command.split(separator: " ").map(String.init)
            let example = String(words[5].dropFirst("Examples/".count).dropLast(".json".count))
            var golden = example
            if let i = words.firstIndex(of: "--offset") { golden += "@" + words[i + 1] }
            let expected = try ["txt", "stderr"].map {
                try String(contentsOf: Self.goldenDirectory.appendingPathComponent("\(golden).\($0)"), encoding: .utf8)
            }.joined(separator: "\n").components(separatedBy: "\n")
            lines = Array(lines.dropFirst(2))
            for line in lines where !line.isEmpty && !line.hasPrefix("    …") {
                #expect(expected.contains(line), "README line not in Examples/golden/\(golden): \(line)")
                checked += 1
            }
        }
        #expect(checked > 40)
    }

    // MARK: Comparing

    /// Compares `actual` with the golden file; rewrites it only under `UPDATE_GOLDEN=1`.
    static func compare(_ actual: String, with file: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenFiles(directory: goldenDirectory, regenerate: regenerate).compare(
            actual, with: file, sourceLocation: sourceLocation)
    }

    @Test func diffShowsChangedLines() {
        let d = lineDiff("a\nb\nc\nd\ne\nf\ng\n", "a\nb\nc\nD\ne\nf\ng\n")
        #expect(d == "@@\n b\n c\n-d\n+D\n e\n f")
    }
}
