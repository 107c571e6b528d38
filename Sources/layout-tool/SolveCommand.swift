import Foundation
import LayoutSpec

/// `layout-tool solve SYSTEM [--format text|json]`: solves a plain linear system with the
/// library's ``Solver`` (contract section 3). The work is ``LinearSystem`` and
/// ``SystemSolution``'s; this reads the arguments and the file and picks the output and the exit
/// status (2 when a required line was left out).
enum SolveCommand {
    static let syntax = CommandLineSyntax(
        usage: "USAGE: layout-tool solve SYSTEM [--format text|json]\n",
        positional: "SYSTEM", positionalMeaning: "a file, or '-' for standard input",
        options: ["--format"])

    static func run(arguments: [String], standardInput: () throws -> Data) -> ToolResult {
        let parsed: CommandLineSyntax.Arguments
        let json: Bool
        do throws(UsageError) {
            switch try syntax.parse(arguments) {
            case .help: return ToolResult(standardOutput: Help.solve)
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
        let solution: SystemSolution
        do {
            solution = try LinearSystem.parse(source, file: file).solve(file: file)
        } catch {
            return ToolResult(standardError: error.rendered, status: ExitStatus.badInput)
        }
        return ToolResult(
            standardOutput: json ? solution.json : solution.text, standardError: solution.diagnostics,
            status: solution.hasConflicts ? ExitStatus.unsatisfiable : ExitStatus.success)
    }
}
