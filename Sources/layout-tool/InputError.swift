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
        var out = "\(file):\(line):\(column): error: \(message)\n"
        if !text.isEmpty {
            out += "    \(text)\n"
            out += "    " + String(repeating: " ", count: max(0, caret ?? (column - 1))) + "^\n"
        }
        return out
    }
}
