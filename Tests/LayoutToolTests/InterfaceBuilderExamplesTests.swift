import Foundation
import TestSupport
import Testing

@testable import layout_tool

/// Every `Examples/interface-builder/*.xib|storyboard` laid out with `--compare`, in process,
/// against `Examples/interface-builder/golden/`: `NAME.txt`, `NAME.json`, `NAME.stderr`
/// (`exit status N`, then standard error) and `NAME.svg`. To accept new output on purpose:
/// `UPDATE_GOLDEN=1 swift test --filter InterfaceBuilderExamples`, then review the diff.
/// The real binary's exit statuses for documents are checked here too.
@Suite struct InterfaceBuilderExamplesTests {
    static let directory = packageRoot.appendingPathComponent("Examples/interface-builder")
    static let golden = GoldenFiles(
        directory: directory.appendingPathComponent("golden"),
        regenerate: "UPDATE_GOLDEN=1 swift test --filter InterfaceBuilderExamples")

    static let examples: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    }()

    static func run(_ arguments: [String]) -> ToolResult {
        var result = LayoutTool.run(arguments: arguments, standardInput: { Data() })
        let prefix = packageRoot.path.hasSuffix("/") ? packageRoot.path : packageRoot.path + "/"
        result.standardOutput = result.standardOutput.replacingOccurrences(of: prefix, with: "")
        result.standardError = result.standardError.replacingOccurrences(of: prefix, with: "")
        return result
    }

    @Test("golden text, JSON, SVG and standard error", arguments: examples)
    func goldenOutput(_ name: String) {
        let path = Self.directory.appendingPathComponent(name).path
        let base = (name as NSString).deletingPathExtension
        let text = Self.run(["layout", path, "--compare"])
        let json = Self.run(["layout", path, "--compare", "--format", "json"])
        let svg = Self.run(["layout", path, "--format", "svg"])
        #expect(json.standardError == text.standardError && json.status == text.status)
        Self.golden.compare(text.standardOutput, with: "\(base).txt")
        Self.golden.compare(json.standardOutput, with: "\(base).json")
        Self.golden.compare(svg.standardOutput, with: "\(base).svg")
        Self.golden.compare("exit status \(text.status)\n" + text.standardError, with: "\(base).stderr")
    }

    @Test func thereAreExamplesOfEachKind() {
        #expect(
            Self.examples.contains { $0.hasSuffix(".xib") } && Self.examples.contains { $0.hasSuffix(".storyboard") })
    }

    @Test func theBinarysExitStatusesForDocuments() throws {
        let good = Self.directory.appendingPathComponent("table-cell.xib").path
        #expect(try runBuiltExecutable("layout-tool", ["layout", good, "--compare"]).status == 0)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-malformed-\(getpid()).storyboard")
        try Data("<?xml version=\"1.0\"?>\n<document>\n<scenes>\n</document>\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let bad = try runBuiltExecutable("layout-tool", ["layout", url.path])
        #expect(bad.status == 1)
        #expect(bad.standardError.hasPrefix("\(url.path):"))
        // Where the first error is (line 4, just past `</document>`) and why, in words.
        #expect(
            bad.standardError
                == "\(url.path):4:12: error: malformed XML: </document> does not close <scenes>, opened on line 3\n"
                + "    </document>\n" + "               ^\n")
        // The same document as Xcode can write it, in UTF-16 with a byte-order mark, is read.
        let wide = FileManager.default.temporaryDirectory.appendingPathComponent("ib-utf16-\(getpid()).xib")
        let text = try String(contentsOfFile: good, encoding: .utf8).replacingOccurrences(
            of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        try Data(([0xFF, 0xFE] as [UInt8]) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: wide)
        defer { try? FileManager.default.removeItem(at: wide) }
        let read = try runBuiltExecutable("layout-tool", ["layout", wide.path, "--compare"])
        #expect(read.status == 0 && read.standardOutput.contains("4 of 4 constraint-placed views agree"))
        let usage = try runBuiltExecutable("layout-tool", ["layout", good, "--offset", "0,0"])
        #expect(usage.status == 64)
    }

    @Test func standardInputIsReadAsADocumentWhenItIsXML() throws {
        let text = try String(
            contentsOf: Self.directory.appendingPathComponent("table-cell.xib"), encoding: .utf8)
        let piped = LayoutTool.run(arguments: ["layout", "-", "--compare"], standardInput: { Data(text.utf8) })
        #expect(piped.status == 0)
        #expect(piped.standardOutput.contains("4 of 4 constraint-placed views agree"))
        let spec = packageRoot.appendingPathComponent("Examples/basic-pinning.json").path
        let refused = LayoutTool.run(arguments: ["layout", spec, "--compare"], standardInput: { Data() })
        #expect(refused.status == 64 && refused.standardError.contains("--compare applies to"))
    }
}
