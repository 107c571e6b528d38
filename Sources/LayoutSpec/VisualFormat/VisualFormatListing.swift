import VisualFormat

/// The constraints one Visual Format line makes, listed as `layout-tool vfl` prints them
/// (contract §4): one constraint a line in the linear form of
/// `VisualFormat/ConstraintDescription/description` (`b.leading == a.trailing + 8`, `superview`
/// for `|`, ` @P` only below 1000), or one JSON object.
public struct VisualFormatListing: Sendable {
    /// The file name diagnostics use for a format string, which has no file.
    public static let fileName = "<format>"

    /// The constraints in the linear form, in Visual Format's emission order.
    public var lines: [String]

    /// Parses `format` (see `VisualFormat/parse(_:options:metrics:views:configuration:)`).
    /// - Throws: `VisualFormatError` with the position of the problem.
    public init(
        format: String, options: VisualFormat.FormatOptions = [], metrics: [String: Double] = [:], views: Set<String>
    ) throws(VisualFormatError) {
        lines = try VisualFormat.parse(format, options: options, metrics: metrics, views: views).map(\.description)
    }

    /// One constraint a line.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    /// `{ "constraints": [ ... ] }`, one string a line, in order.
    public var json: String {
        guard !lines.isEmpty else { return "{\n  \"constraints\": []\n}\n" }
        // One string a line (the JSON writer keeps arrays of scalars on one line).
        let items = lines.map { "    " + JSONValue.quote($0) }.joined(separator: ",\n")
        return "{\n  \"constraints\": [\n" + items + "\n  ]\n}\n"
    }

    /// `<format>:1:COLUMN: error: MESSAGE`, the format, and a caret under the column (column 1
    /// and no caret for the errors without a position). Control characters in the echoed format
    /// are shown as `?` so that the caret stays aligned; a long format is cut to a window around
    /// the caret.
    public static func diagnostic(_ error: VisualFormatError) -> String {
        var text = "\(fileName):1:\((error.position ?? 0) + 1): error: \(InputLimits.quoted(error.message))\n"
        var caret = error.position ?? 0
        if !error.format.isEmpty {
            let shown = String(
                error.format.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
            let excerpt = SourceExcerpt(shown, caret: caret)
            caret = excerpt.caret
            text += excerpt.text + "\n"
        }
        if error.position != nil {
            text += String(repeating: " ", count: max(0, caret)) + "^\n"
        }
        return text
    }
}
