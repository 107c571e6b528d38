import Constraints
import Foundation
import LayoutSpec

/// `layout-tool tiles SPEC --view NAME [...]`: what a `CATiledLayer` on NAME must draw (contract
/// `scrolling.md` §3). The work is ``TilesRun``'s; this reads the arguments and the file and
/// picks the exit status.
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
        let source: String
        switch InputFile.read(parsed.positional, standardInput: standardInput) {
        case .success(let text): source = text
        case .failure(let error): return ToolResult(standardError: error.rendered, status: ExitStatus.badInput)
        }
        do throws(TilesRun.Failure) {
            let out = try TilesRun.run(
                source, file: InputFile.displayName(of: parsed.positional), query: query, json: json)
            return ToolResult(
                standardOutput: out.standardOutput, standardError: out.standardError,
                status: out.hasConflicts ? ExitStatus.unsatisfiable : ExitStatus.success)
        } catch {
            switch error {
            case .input(let e): return ToolResult(standardError: e.rendered, status: ExitStatus.badInput)
            case .query(.geometry(let e)):
                return ToolResult(
                    standardError: "error: \(TilesQueryError.geometry(e))\n", status: ExitStatus.badInput)
            case .query(let e):
                return ToolResult(standardError: syntax.usageText(UsageError("--view: \(e)")), status: ExitStatus.usage)
            }
        }
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
