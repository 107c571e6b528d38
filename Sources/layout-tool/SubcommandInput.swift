import Foundation
import LayoutSpec

/// What a subcommand of the shape `NAME INPUT [--format text|json]` (`solve`, `explain`) has
/// to work on once its arguments and its input are read.
struct SubcommandInput {
    /// The input's text.
    var source: String
    /// The input's name in messages (`<stdin>` for standard input).
    var file: String
    /// `--format json` rather than text.
    var json: Bool

    /// Reads the arguments after the subcommand's name and then its input.
    /// - Returns: the input, or the result to hand back as it is: the help text, a usage error
    ///   (status 64) or an unreadable input (status 1).
    static func read(
        _ arguments: [String], syntax: CommandLineSyntax, help: String, standardInput: () throws -> Data
    ) -> Result<SubcommandInput, Finished> {
        let parsed: CommandLineSyntax.Arguments
        let json: Bool
        do throws(UsageError) {
            switch try syntax.parse(arguments) {
            case .help: return .failure(Finished(result: ToolResult(standardOutput: help)))
            case .run(let arguments): parsed = arguments
            }
            let format = parsed.last("--format") ?? "text"
            guard format == "text" || format == "json" else {
                throw UsageError("--format must be text or json, not '\(format)'")
            }
            json = format == "json"
        } catch {
            return .failure(
                Finished(result: ToolResult(standardError: syntax.usageText(error), status: ExitStatus.usage)))
        }
        switch InputFile.read(parsed.positional, standardInput: standardInput) {
        case .success(let text):
            let file = InputFile.displayName(of: parsed.positional)
            return .success(SubcommandInput(source: text, file: file, json: json))
        case .failure(let error):
            return .failure(Finished(result: ToolResult(standardError: error.rendered, status: ExitStatus.badInput)))
        }
    }

    /// A run that ended before the subcommand's work: its result.
    struct Finished: Error {
        /// What to print and the exit status.
        var result: ToolResult
    }
}
