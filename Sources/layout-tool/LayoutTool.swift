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
    static func run(arguments: [String], standardInput: () -> Data, isTerminal: Bool = false) -> ToolResult {
        guard let command = arguments.first else {
            return ToolResult(standardError: usageText, status: ExitStatus.usage)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "solve":
            return SolveCommand.run(arguments: rest, standardInput: standardInput)
        case "vfl":
            return VFLCommand.run(arguments: rest)
        case "layout":
            return LayoutCommand.run(arguments: rest, standardInput: standardInput)
        case "--version":
            return ToolResult(standardOutput: "layout-tool \(version)\n")
        case "--help", "-h", "help":
            return ToolResult(standardOutput: usageText)
        default:
            return ToolResult(
                standardError: "error: unknown subcommand '\(command)'\n\n" + usageText,
                status: ExitStatus.usage
            )
        }
    }

    static let usageText = """
        OVERVIEW: Lay out, solve and explain Auto Layout constraints.

        USAGE: layout-tool <subcommand> [options]

        SUBCOMMANDS:
          layout SPEC [--format text|json] [--offset [NAME=]X,Y] [--scale S]
                                  Lay out a JSON spec of views and constraints; print every
                                  frame and the diagnostics (ambiguity, broken constraints).
                                  ('--format svg' is not yet supported: exit 64.)
          solve SYSTEM [--format text|json]
                                  Solve a plain linear system, one constraint a line
                                  ('-' reads standard input).
          vfl FORMAT [--views a,b] [--metrics k=v,...] [--options o1,o2] [--format text|json]
                                  Print the constraints a Visual Format Language line makes.

        OPTIONS:
          --help                  Show this help.
          --version               Show the version.

        """
}
