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
            views = Set(
                parsed.last("--views").map(VisualFormatListing.items) ?? VisualFormat.candidateViewNames(in: format))
            do throws(VisualFormatListing.ArgumentError) {
                if let text = parsed.last("--metrics") { metrics = try VisualFormatListing.metrics(text) }
                if let text = parsed.last("--options") { options = try VisualFormatListing.options(text) }
            } catch {
                throw UsageError(error.message)
            }
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
}
