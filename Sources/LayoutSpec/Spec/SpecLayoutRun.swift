import Constraints

/// `layout-tool layout SPEC` as a library call: read the spec, set the scroll offsets, lay out,
/// report (contract §1 and §2). The command line only reads the file and picks the exit
/// status; an Interface Builder document goes to `IBLayoutRun` instead.
public enum SpecLayoutRun {
    /// The output forms, as `--format` names them.
    public enum Format: String, Sendable {
        case text, json, svg
    }

    /// What a run printed.
    public struct Output: Sendable {
        /// The report: a text table, a JSON object or an SVG document.
        public var standardOutput: String
        /// The spec's warnings, then the layout's diagnostics.
        public var standardError: String
        /// Whether required constraints conflict (the tool exits with status 2).
        public var hasConflicts: Bool
    }

    /// Why a run stopped.
    public enum Failure: Error, Sendable {
        /// The spec cannot be read or laid out (located).
        case input(InputError)
        /// An offset names no scroll view, or cannot tell which one (`--offset` is misused).
        case offset(ScrollViewSelectionError)
    }

    /// Reads `source` as the spec `file`, sets each of `offsets` (per scroll view name; nil: the
    /// only scroll view) in order, and reports the layout in `format`; with `scale`, frames are
    /// rounded to `1/scale` points.
    /// - Throws: ``Failure``; nothing is printed then.
    /// - Complexity: one layout pass, plus the ambiguity analysis.
    public static func run(
        _ source: String, file: String, format: Format, offsets: [(name: String?, offset: Point)] = [],
        scale: Double? = nil, style: TerminalStyle = TerminalStyle(colour: false)
    ) throws(Failure) -> Output {
        let layout: SpecLayout
        do throws(InputError) {
            layout = try SpecLayout(try Spec.read(source, file: file))
        } catch {
            throw .input(error)
        }
        for (name, offset) in offsets {
            do throws(ScrollViewSelectionError) {
                try layout.scrollView(selecting: name).contentOffset = offset
            } catch {
                throw .offset(error)
            }
        }
        let report: LayoutReport
        do throws(InputError) {
            report = try layout.report(scale: scale)
        } catch {
            throw .input(error)
        }
        return Output(
            standardOutput: report.printed(format, style: style),
            standardError: layout.warningText + report.diagnosticText,
            hasConflicts: report.hasConflicts)
    }
}

extension SpecLayout {
    /// The spec's warnings, a line each, for standard error.
    public var warningText: String { spec.warnings.map { $0 + "\n" }.joined() }
}
