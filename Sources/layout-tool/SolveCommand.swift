// Placeholder replaced by the solver work in this same change series.
enum SolveCommand {
    static func run(arguments: [String], standardInput: () -> Data) -> ToolResult {
        ToolResult(standardError: "error: solve is not built yet\n", status: ExitStatus.badInput)
    }
}
import Foundation
