import ConstraintLog
import Foundation

/// `layout-tool explain LOG [--format text|json]`: reads UIKit's "Unable to simultaneously
/// satisfy constraints" blocks (or a bare list, or an `_autolayoutTrace`) and explains each one
/// (contract: docs/explain.md). The work is ``ExplainReport``'s; this reads the arguments and the
/// file and picks the output and the exit status (0 when read, 1 when nothing looks like a log).
enum ExplainCommand {
    static let syntax = CommandLineSyntax(
        usage: "USAGE: layout-tool explain LOG [--format text|json]\n",
        positional: "LOG", positionalMeaning: "a file, or '-' for standard input",
        options: ["--format"])

    static func run(arguments: [String], standardInput: () throws -> Data) -> ToolResult {
        let input: SubcommandInput
        switch SubcommandInput.read(arguments, syntax: syntax, help: Help.explain, standardInput: standardInput) {
        case .success(let read): input = read
        case .failure(let finished): return finished.result
        }
        let (source, file, json) = (input.source, input.file, input.json)
        do {
            let report = try ExplainReport(reading: source)
            return ToolResult(
                standardOutput: json ? report.json : report.text, standardError: report.warnings(file: file))
        } catch {
            return ToolResult(standardError: "\(file): error: \(error)\n", status: ExitStatus.badInput)
        }
    }
}
