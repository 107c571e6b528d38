import VisualFormat

/// `layout-tool vfl FORMAT [--views a,b] [--metrics k=v,...] [--options o1,o2] [--format text|json]`:
/// prints the constraints one visual format line makes (contract §4).
///
/// - Standard output: one constraint a line in the linear form of
///   ``VisualFormat/ConstraintDescription/description`` (`b.leading == a.trailing + 8`,
///   `superview` for `|`, ` @P` only below 1000), or with `--format json`
///   `{ "constraints": [ ... ] }`.
/// - Exit 1 on a malformed format: standard error gets `<format>:1:COLUMN: error: MESSAGE`
///   (the file name is literally `<format>`, the column is 1-based, column 1 for the errors
///   without a caret), then the format and a caret line under the column.
/// - Exit 64 on bad usage, with the usage text.
enum VFLCommand {
    /// The file name diagnostics use for the format string, which has no file.
    static let fileName = "<format>"

    static let usage = """
        USAGE: layout-tool vfl FORMAT [--views a,b] [--metrics k=v,...] [--options o1,o2] [--format text|json]

        Prints the constraints a Visual Format Language line makes, one a line.

        ARGUMENTS:
          FORMAT                  The visual format string, e.g. 'H:|-[a]-(>=8)-[b(==a)]-|'.

        OPTIONS:
          --views a,b             The view names. Default: every name inside [...] except
                                  priorities, e.g. a and b in '[a(==b)]'.
          --metrics k=v,...       Metric values, e.g. 'pad=10,gap=8.5'.
          --options o1,o2         Apple's option names without prefix: alignAllLeft, alignAllRight,
                                  alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing,
                                  alignAllCenterX, alignAllCenterY, alignAllBaseline,
                                  alignAllLastBaseline, alignAllFirstBaseline,
                                  directionLeadingToTrailing, directionLeftToRight,
                                  directionRightToLeft, spacingEdgeToEdge, spacingBaselineToBaseline.
          --format text|json      Output format (default text).

        Standard spacing is 8 between views and 20 to the superview edge ('|').

        """

    /// Runs `vfl` with the arguments after the subcommand name.
    static func run(arguments: [String]) -> ToolResult {
        let invocation: VFLArguments
        do {
            switch try VFLArguments.parse(arguments) {
            case .help: return ToolResult(standardOutput: Help.vfl)
            case .run(let parsed): invocation = parsed
            }
        } catch {
            return ToolResult(standardError: "error: \(error.message)\n\n" + usage, status: ExitStatus.usage)
        }
        do {
            let constraints = try VisualFormat.parse(
                invocation.format, options: invocation.options, metrics: invocation.metrics,
                views: invocation.viewNames)
            let lines = constraints.map(\.description)
            return ToolResult(standardOutput: invocation.json ? json(lines) : lines.map { $0 + "\n" }.joined())
        } catch {
            return ToolResult(standardError: diagnostic(error), status: ExitStatus.badInput)
        }
    }

    /// `{ "constraints": [ ... ] }`, one string a line, in order.
    static func json(_ lines: [String]) -> String {
        guard !lines.isEmpty else { return "{\n  \"constraints\": []\n}\n" }
        let items = lines.map { "    " + jsonString($0) }.joined(separator: ",\n")
        return "{\n  \"constraints\": [\n" + items + "\n  ]\n}\n"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `<format>:1:COLUMN: error: MESSAGE`, the format, and a caret under the column. Control
    /// characters in the echoed format are shown as `?` so the caret stays aligned.
    static func diagnostic(_ error: VisualFormatError) -> String {
        var text = "\(fileName):1:\((error.position ?? 0) + 1): error: \(error.message)\n"
        if !error.format.isEmpty {
            let shown = String(error.format.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
            text += shown + "\n"
        }
        if let position = error.position {
            text += String(repeating: " ", count: position) + "^\n"
        }
        return text
    }
}
