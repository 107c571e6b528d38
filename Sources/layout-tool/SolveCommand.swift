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
        let input: SubcommandInput
        switch SubcommandInput.read(arguments, syntax: syntax, help: Help.solve, standardInput: standardInput) {
        case .success(let read): input = read
        case .failure(let finished): return finished.result
        }
        let (source, file, json) = (input.source, input.file, input.json)
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
