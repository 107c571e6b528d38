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
        let items = lines.map { "    " + JSON.quote($0) }.joined(separator: ",\n")
        return "{\n  \"constraints\": [\n" + items + "\n  ]\n}\n"
    }

    /// `<format>:1:COLUMN: error: MESSAGE`, the format, and a caret under the column. Control
    /// characters in the echoed format are shown as `?` so the caret stays aligned.
    static func diagnostic(_ error: VisualFormatError) -> String {
        var text = "\(fileName):1:\((error.position ?? 0) + 1): error: \(Limits.quoted(error.message))\n"
        // A long format is cut to a window around the caret (see `InputError.window`).
        var caret = error.position ?? 0
        if !error.format.isEmpty {
            let shown = String(error.format.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
            let (cut, at) = InputError.window(shown, caret: caret)
            caret = at
            text += cut + "\n"
        }
        if error.position != nil {
            text += String(repeating: " ", count: max(0, caret)) + "^\n"
        }
        return text
    }
}
