import Foundation

/// What one run of `layout-tool` produced: the two streams and the exit status.
///
/// Machine output goes to `standardOutput` only; diagnostics and errors go to `standardError`.
struct ToolResult: Equatable, Sendable {
    var standardOutput: String = ""
    var standardError: String = ""
    var status: Int32 = ExitStatus.success
}

/// Exit statuses shared by every subcommand (contract section 5).
enum ExitStatus {
    /// Success; warnings such as ambiguity may have been printed.
    static let success: Int32 = 0
    /// Bad input: a spec, system or format that cannot be read.
    static let badInput: Int32 = 1
    /// Required constraints conflict; output is still printed.
    static let unsatisfiable: Int32 = 2
    /// Bad command-line usage.
    static let usage: Int32 = 64
}

/// The in-process entry point of `layout-tool`. `main.swift` only wires argv, the standard
/// streams and the exit status to it, so tests exercise exactly what the binary runs.
enum LayoutTool {
    static let version = "0.1.0"

    /// Runs one command line.
    /// - Parameters:
    ///   - arguments: the arguments after the program name.
    ///   - standardInput: read lazily, only when an input path is `-`.
    ///   - isTerminal: whether standard output is a terminal (colour is used only then).
    ///   - environment: the process environment; `NO_COLOR` (set and not empty) turns colour off.
    ///   - processExitsAfter: whether the process exits once the result is written (the
    ///     binary): what it built then need not be freed.
    static func run(
        arguments: [String], standardInput: () throws -> Data, isTerminal: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment, processExitsAfter: Bool = false
    ) -> ToolResult {
        guard let command = arguments.first else {
            return ToolResult(standardError: usageText, status: ExitStatus.usage)
        }
        let rest = Array(arguments.dropFirst())
        let colour = isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        switch command {
        case "solve":
            return SolveCommand.run(arguments: rest, standardInput: standardInput)
        case "vfl":
            return VFLCommand.run(arguments: rest)
        case "explain":
            return ExplainCommand.run(arguments: rest, standardInput: standardInput)
        case "layout":
            return LayoutCommand.run(
                arguments: rest, standardInput: standardInput, colour: colour, processExitsAfter: processExitsAfter)
        case "tiles":
            return TilesCommand.run(arguments: rest, standardInput: standardInput)
        case "scroll":
            return ScrollCommand.run(arguments: rest, standardInput: standardInput, colour: colour)
        case "--version":
            return ToolResult(standardOutput: "layout-tool \(version)\n")
        case "--help", "-h":
            return ToolResult(standardOutput: usageText)
        case "help":
            guard let topic = rest.first else { return ToolResult(standardOutput: usageText) }
            guard rest.count == 1, let text = Help.text(for: topic) else {
                let message = rest.count == 1 ? "no help for '\(topic)': not a subcommand" : "help takes one subcommand"
                return ToolResult(standardError: "error: \(message)\n\n" + usageText, status: ExitStatus.usage)
            }
            return ToolResult(standardOutput: text)
        default:
            return ToolResult(
                standardError: "error: unknown subcommand '\(command)'\n\n" + usageText,
                status: ExitStatus.usage
            )
        }
    }

    /// The overview (`--help`); also printed on standard error after a usage error.
    static var usageText: String { Help.overview }
}
