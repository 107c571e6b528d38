import Constraints

/// `layout-tool tiles SPEC --view NAME` as a library call: read the spec, answer the tiling
/// query, report (contract `scrolling.md` §3). The command line only reads the arguments and the
/// file and picks the exit status.
public enum TilesRun {
    /// What a run printed (the same shape as a `layout` run's).
    public typealias Output = SpecLayoutRun.Output

    /// Why a run stopped.
    public enum Failure: Error {
        /// The spec cannot be read or laid out (located).
        case input(InputError)
        /// The query names no view, sets an offset for a view in no scroll view, or asks for a
        /// tiling, scale or zoom that cannot be answered.
        case query(TilesQueryError)
    }

    /// Reads `source` as the spec `file`, answers `query` and reports it as JSON or text, with the
    /// spec's and the tiling's warnings and the layout's diagnostics for standard error.
    /// - Throws: ``Failure``; nothing is printed then.
    /// - Complexity: one layout pass, plus the tiles the query asks for.
    public static func run(_ source: String, file: String, query: TilesQuery, json: Bool) throws(Failure) -> Output {
        let layout: SpecLayout
        do throws(InputError) {
            layout = try SpecLayout(try Spec.read(source, file: file))
        } catch {
            throw .input(error)
        }
        let tiles: TilesReport
        do throws(TilesQueryError) {
            tiles = try layout.tiles(query)
        } catch {
            throw .query(error)
        }
        let report: LayoutReport
        do throws(InputError) {
            report = try layout.report()
        } catch {
            throw .input(error)
        }
        let warnings = (layout.spec.warnings + tiles.warnings).map { $0 + "\n" }.joined()
        return Output(
            standardOutput: json ? tiles.json : tiles.text, standardError: warnings + report.diagnosticText,
            hasConflicts: report.hasConflicts)
    }
}
