/// A report that prints in the three forms `--format` names: a text table, a JSON object, an
/// SVG document (``LayoutReport``, ``ScrollReport``).
public protocol PrintableReport {
    /// The JSON object, with a final newline.
    var json: String { get }
    /// The SVG document.
    var svg: String { get }
    /// The text table, coloured by `style`.
    func text(style: TerminalStyle) -> String
}

extension PrintableReport {
    /// The report in `format`.
    public func printed(_ format: SpecLayoutRun.Format, style: TerminalStyle) -> String {
        switch format {
        case .json: json
        case .svg: svg
        case .text: text(style: style)
        }
    }
}

extension LayoutReport: PrintableReport {}
extension ScrollReport: PrintableReport {}
