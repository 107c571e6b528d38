/// Bad input, located: rendered as `FILE:LINE:COLUMN: error: MESSAGE`, then the offending line
/// and a caret under the column (contract section 5).
struct InputError: Error, Equatable {
    var file: String
    /// 1-based.
    var line: Int
    /// 1-based, counted in characters of `text`.
    var column: Int
    var message: String
    /// The line (or constraint string) the error points into; empty for whole-file errors.
    var text: String = ""
    /// The 0-based index in `text` of the character the caret goes under, when `text` is not
    /// the file's line (a constraint string, or an excerpt of a long line); nil: `column - 1`.
    var caret: Int? = nil

    var rendered: String {
        var out = "\(file):\(line):\(column): error: \(Limits.quoted(message))\n"
        if !text.isEmpty {
            let (shown, at) = InputError.window(text, caret: max(0, caret ?? (column - 1)))
            out += "    \(shown)\n"
            out += "    " + String(repeating: " ", count: at) + "^\n"
        }
        return out
    }

    /// A long line (a megabyte-long constraint) cut to about 100 characters around the caret,
    /// with `…` where it was cut, and the caret's index in the cut text.
    static func window(_ text: String, caret: Int) -> (String, Int) {
        let scalars = Array(text.unicodeScalars)
        let half = 50
        guard scalars.count > 2 * half + 20 else { return (text, caret) }
        let from = max(0, min(caret, scalars.count) - half), to = min(scalars.count, max(caret, from) + half)
        var out = String.UnicodeScalarView()
        if from > 0 { out.append("…") }
        out.append(contentsOf: scalars[from..<to])
        if to < scalars.count { out.append("…") }
        return (String(out), caret - from + (from > 0 ? 1 : 0))
    }
}
