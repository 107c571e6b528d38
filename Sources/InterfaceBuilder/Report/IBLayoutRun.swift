import Constraints
import Foundation
import LayoutSpec

/// `layout-tool layout FILE.xib|FILE.storyboard [--compare]` as a library call: read, build,
/// lay out, report (contract §7). The command line only picks the exit status.
public enum IBLayoutRun {
    /// The output forms, as `--format` names them (a spec's run has the same).
    public typealias Format = SpecLayoutRun.Format

    /// What a run printed.
    public struct Output: Sendable {
        /// The report (text table, JSON object or SVG document), with the comparison when asked.
        public var standardOutput: String
        /// The reader's warnings, then the layout's diagnostics.
        public var standardError: String
        /// Whether required constraints conflict (the tool exits with status 2).
        public var hasConflicts: Bool
    }

    /// Whether `path` names an Interface Builder document (`.xib` or `.storyboard`).
    public static func isDocument(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard")
    }

    /// Whether `data` starts like an XML document (`<` after white space, in UTF-8 or UTF-16):
    /// read as a document whatever its file is called.
    public static func isXML(_ data: Data) -> Bool { XMLEncoding.looksLikeXML(data) }

    /// Reads `data` as the document `file` and reports its layout in `format`; with `compare`,
    /// Xcode's stored frames beside the tool's (see ``IBComparison``). With `processExitsAfter`
    /// (the command line, which exits once the output is written) the built views and their
    /// engines are never freed: the system takes the memory back at exit, and freeing a large
    /// document's views one by one would cost about a fifteenth of the run.
    /// - Throws: `InputError` for malformed XML or a document that is not Interface Builder's.
    public static func run(
        _ data: Data, file: String, format: Format, compare: Bool, scale: Double? = nil,
        style: TerminalStyle = TerminalStyle(colour: false), processExitsAfter: Bool = false
    ) throws(InputError) -> Output {
        let document = try IBDocument.read(data, file: file)
        let layout = IBLayout(document)
        if processExitsAfter { _ = Unmanaged.passRetained(layout) }
        let report = layout.report(scale: scale)
        let comparison = compare ? IBComparison(layout, report: report) : nil
        var out: String
        switch format {
        case .json:
            var extra = [
                ("document", layout.documentJSON)
            ]
            if let comparison { extra.append(comparison.jsonMember) }
            out = report.json(adding: extra)
        case .svg:
            out = report.svg
        case .text:
            out = report.text(style: style)
            if let comparison { out += comparison.text }
        }
        return Output(
            standardOutput: out, standardError: layout.warningText + report.diagnosticText,
            hasConflicts: report.hasConflicts)
    }
}
