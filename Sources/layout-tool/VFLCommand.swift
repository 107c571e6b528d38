import LayoutSpec
import VisualFormat

/// `layout-tool vfl FORMAT [--views a,b] [--metrics k=v,...] [--options o1,o2] [--format text|json]`:
/// prints the constraints one visual format line makes (contract §4). The work is
/// ``VisualFormat`` and ``VisualFormatListing``'s; this reads the arguments.
///
/// - Standard output: one constraint a line in the linear form of
///   ``VisualFormat/ConstraintDescription/description``, or with `--format json`
///   `{ "constraints": [ ... ] }`.
/// - Exit 1 on a malformed format (`<format>:1:COLUMN: error: MESSAGE` and a caret); 64 on bad
///   usage.
enum VFLCommand {
    static let syntax = CommandLineSyntax(
        usage:
            "USAGE: layout-tool vfl FORMAT [--views a,b] [--metrics k=v,...] [--options o1,o2] [--format text|json]\n",
        positional: "FORMAT", positionalMeaning: "a Visual Format Language line",
        options: ["--views", "--metrics", "--options", "--format"])

    /// Runs `vfl` with the arguments after the subcommand name.
    static func run(arguments: [String]) -> ToolResult {
        let format: String
        var views: Set<String>
        var metrics: [String: Double] = [:]
        var options: VisualFormat.FormatOptions = []
        let json: Bool
        do throws(UsageError) {
            let parsed: CommandLineSyntax.Arguments
            switch try syntax.parse(arguments) {
            case .help: return ToolResult(standardOutput: Help.vfl)
            case .run(let arguments): parsed = arguments
            }
            format = parsed.positional
            // Without --views: every name the format puts inside [...], except priorities (see
            // `VisualFormat.candidateViewNames(in:)`); metrics are looked up first, so a
            // predicate object that is a metric stays a metric.
            views = Set(parsed.last("--views").map(list) ?? VisualFormat.candidateViewNames(in: format))
            if let text = parsed.last("--metrics") { metrics = try self.metrics(text) }
            if let text = parsed.last("--options") { options = try self.options(text) }
            let output = parsed.last("--format") ?? "text"
            guard output == "text" || output == "json" else {
                throw UsageError("--format must be text or json, not '\(output)'")
            }
            json = output == "json"
        } catch {
            return ToolResult(standardError: syntax.usageText(error), status: ExitStatus.usage)
        }
        do {
            let listing = try VisualFormatListing(format: format, options: options, metrics: metrics, views: views)
            return ToolResult(standardOutput: json ? listing.json : listing.text)
        } catch {
            return ToolResult(standardError: VisualFormatListing.diagnostic(error), status: ExitStatus.badInput)
        }
    }

    /// A comma-separated list, each item trimmed of spaces, empty items dropped.
    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { trimmed($0) }.filter { !$0.isEmpty }
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }

    /// `k=v,...` with finite decimal values; a repeated key keeps its last value.
    private static func metrics(_ text: String) throws(UsageError) -> [String: Double] {
        var metrics: [String: Double] = [:]
        for item in list(text) {
            guard let equals = item.firstIndex(of: "="),
                case let key = trimmed(item[..<equals]), !key.isEmpty,
                let value = Double(trimmed(item[item.index(after: equals)...])), value.isFinite
            else {
                throw UsageError("bad metric '\(item)': expected NAME=NUMBER")
            }
            metrics[key] = value
        }
        return metrics
    }

    /// Option names as ``VisualFormat/FormatOptions/init(named:)`` reads them, or raw numbers.
    private static func options(_ text: String) throws(UsageError) -> VisualFormat.FormatOptions {
        var options: VisualFormat.FormatOptions = []
        for item in list(text) {
            if let raw = UInt(item) {
                options.insert(VisualFormat.FormatOptions(rawValue: raw))
                continue
            }
            guard let option = VisualFormat.FormatOptions(named: item) else {
                let known = VisualFormat.FormatOptions.named.map(\.name).joined(separator: ", ")
                throw UsageError("unknown option '\(item)'; known options: \(known)")
            }
            options.insert(option)
        }
        if options.isSuperset(of: .directionMask) {
            throw UsageError("directionLeftToRight and directionRightToLeft cannot be combined")
        }
        return options
    }
}
