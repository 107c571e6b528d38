import Constraints
import Foundation
import LayoutSpec

/// `layout-tool tiles SPEC --view NAME [...]`: what a `CATiledLayer` on NAME must draw (contract
/// `scrolling.md` §3). The work is ``SpecLayout/tiles(_:)`` and ``TilesReport``'s; this reads
/// the arguments and the file and picks the output and the exit status.
enum TilesCommand {
    static let syntax = CommandLineSyntax(
        usage: "USAGE: layout-tool tiles SPEC --view NAME [--screen-scale S] [--offset X,Y] [--zoom Z]\n"
            + "                         [--to X,Y] [--format text|json]\n",
        positional: "SPEC", positionalMeaning: "a file, or '-' for standard input",
        options: ["--view", "--screen-scale", "--offset", "--zoom", "--to", "--format"])

    static func run(arguments: [String], standardInput: () throws -> Data) -> ToolResult {
        let parsed: CommandLineSyntax.Arguments
        var query: TilesQuery
        var json = false
        do throws(UsageError) {
            guard case .run(let a) = try syntax.parse(arguments) else { return ToolResult(standardOutput: Help.tiles) }
            parsed = a
            guard let name = a.last("--view") else { throw UsageError("--view NAME is required (the tiled view)") }
            query = TilesQuery(view: name)
            if let s = a.last("--screen-scale") {
                query.screenScale = try number(s, "--screen-scale", upTo: 100, "100")
            }
            if let z = a.last("--zoom") {
                query.zoomScale = try number(z, "--zoom", upTo: InputLimits.magnitude, "1e12")
            }
            query.contentOffset = try a.last("--offset").map { (t) throws(UsageError) in try point(t, "--offset") }
            query.scrollTo = try a.last("--to").map { (t) throws(UsageError) in try point(t, "--to") }
            let format = a.last("--format") ?? "text"
            guard format == "text" || format == "json" else {
                throw UsageError("--format must be text or json, not '\(format)'")
            }
            json = format == "json"
        } catch {
            return ToolResult(standardError: syntax.usageText(error), status: ExitStatus.usage)
        }
        let layout: SpecLayout
        do throws(InputError) {
            let source = try InputFile.read(parsed.positional, standardInput: standardInput).get()
            layout = try SpecLayout(
                try Spec.read(source, file: InputFile.displayName(of: parsed.positional)))
        } catch {
            return ToolResult(standardError: error.rendered, status: ExitStatus.badInput)
        }
        let tiles: TilesReport, report: LayoutReport
        do throws(TilesQueryError) {
            tiles = try layout.tiles(query)
        } catch {
            if case .geometry = error {
                return ToolResult(standardError: "error: \(error)\n", status: ExitStatus.badInput)
            }
            return ToolResult(standardError: syntax.usageText(UsageError("--view: \(error)")), status: ExitStatus.usage)
        }
        do throws(InputError) {
            report = try layout.report()
        } catch {
            return ToolResult(standardError: error.rendered, status: ExitStatus.badInput)
        }
        let warnings = (layout.spec.warnings + tiles.warnings).map { $0 + "\n" }.joined()
        return ToolResult(
            standardOutput: json ? tiles.json : tiles.text, standardError: warnings + report.diagnosticText,
            status: report.hasConflicts ? ExitStatus.unsatisfiable : ExitStatus.success)
    }

    /// A number in (0, `limit`].
    static func number(_ text: String, _ option: String, upTo limit: Double, _ shown: String) throws(UsageError)
        -> Double
    {
        guard let x = Double(text), x > 0, x <= limit else {
            throw UsageError("\(option) must be a number in (0, \(shown)], not '\(text)'")
        }
        return x
    }

    /// `X,Y`: `layout`'s `--offset` without a name.
    static func point(_ text: String, _ option: String) throws(UsageError) -> Point {
        let (name, p) = try LayoutCommand.offset(text)
        guard name == nil else { throw UsageError("\(option) must be X,Y with two numbers, not '\(text)'") }
        return p
    }
}
