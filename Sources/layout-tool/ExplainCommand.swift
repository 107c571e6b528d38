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
        let parsed: CommandLineSyntax.Arguments
        let json: Bool
        do throws(UsageError) {
            switch try syntax.parse(arguments) {
            case .help: return ToolResult(standardOutput: Help.explain)
            case .run(let arguments): parsed = arguments
            }
            let format = parsed.last("--format") ?? "text"
            guard format == "text" || format == "json" else {
                throw UsageError("--format must be text or json, not '\(format)'")
            }
            json = format == "json"
        } catch {
            return ToolResult(standardError: syntax.usageText(error), status: ExitStatus.usage)
        }
        let source: String
        switch readInput(parsed.positional, standardInput: standardInput) {
        case .success(let text): source = text
        case .failure(let error): return ToolResult(standardError: error.rendered, status: ExitStatus.badInput)
        }
        let file = parsed.positional == "-" ? "<stdin>" : parsed.positional
        do {
            let report = try ExplainReport(reading: source)
            return ToolResult(
                standardOutput: json ? report.json : report.text, standardError: report.warnings(file: file))
        } catch {
            return ToolResult(standardError: "\(file): error: \(error)\n", status: ExitStatus.badInput)
        }
    }
}
