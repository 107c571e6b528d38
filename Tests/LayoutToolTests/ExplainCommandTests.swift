import Foundation
import TestSupport
import Testing

@testable import layout_tool

/// `layout-tool explain`: exit statuses, formats, and the example against its golden output
/// (`Examples/explain/NAME.log` → `Examples/explain/golden/NAME.txt`, `.json`). To accept new
/// output on purpose: `UPDATE_GOLDEN=1 swift test --filter ExplainCommand`.
@Suite struct ExplainCommandTests {
    static let directory = packageRoot.appendingPathComponent("Examples/explain")
    static let golden = GoldenFiles(
        directory: directory.appendingPathComponent("golden"),
        regenerate: "UPDATE_GOLDEN=1 swift test --filter ExplainCommand")

    static let examples: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) }.sorted()
    }()

    func run(_ arguments: [String], input: String = "") -> ToolResult {
        LayoutTool.run(arguments: ["explain"] + arguments, standardInput: { Data(input.utf8) })
    }

    @Test("golden text and JSON", arguments: examples)
    func golden(_ name: String) {
        let path = Self.directory.appendingPathComponent("\(name).log").path
        let text = run([path])
        let json = run([path, "--format", "json"])
        #expect(text.status == 0 && json.status == 0 && text.standardError.isEmpty)
        Self.golden.compare(text.standardOutput, with: "\(name).txt")
        Self.golden.compare(json.standardOutput, with: "\(name).json")
    }

    @Test func thereIsAnExample() { #expect(!Self.examples.isEmpty) }

    @Test func exitStatuses() {
        let list = "\"<NSLayoutConstraint:0x1 UIView:0xa.width == - 16   (active)>\"\n"
        let read = run(["-"], input: list)
        #expect(read.status == 0 && read.standardOutput.contains("conflict: 1 of 1"))
        let nothing = run(["-"], input: "just some text\n")
        #expect(nothing.status == 1 && nothing.standardError.contains("nothing here looks like a constraint log"))
        #expect(run([]).status == 64)
        #expect(run(["-", "--format", "svg"]).status == 64)
        #expect(run(["/nonexistent/log.txt"]).status == 1)
        #expect(run(["--help"]).standardOutput == Help.explain)
        #expect(Help.text(for: "explain") == Help.explain)
    }

    @Test func unreadableDescriptionsAreWarningsWithTheirLine() {
        let list =
            "\"<NSLayoutConstraint:0x1 UIView:0xa.width == 10>\",\n\"<NSLayoutConstraint:0x2 UIView:0xa.width ~ 3>\"\n"
        let result = run(["-"], input: list)
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix("<stdin>:2: warning: "))
    }
}
