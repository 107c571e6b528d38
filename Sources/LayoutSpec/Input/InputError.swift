/// Bad input, located: a spec, a linear system or a file that cannot be read. Rendered as
/// `FILE:LINE:COLUMN: error: MESSAGE`, then the offending line and a caret under the column
/// (contract section 5).
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file name as given (`<stdin>` for standard input).
    public var file: String
    /// The line, 1-based.
    public var line: Int
    /// The column, 1-based, counted in Unicode scalars of the file's line.
    public var column: Int
    /// What is wrong, in a sentence without a final period.
    public var message: String
    /// The line (or constraint string) the error points into; empty for whole-file errors.
    public var text: String = ""
    /// The 0-based index in `text` of the character the caret goes under, when `text` is not
    /// the file's line (a constraint string, or an excerpt of a long line); nil: `column - 1`.
    public var caret: Int? = nil

    /// An error at `line`:`column` of `file`, quoting `text` with the caret at `caret` (or under
    /// `column` when nil).
    public init(file: String, line: Int, column: Int, message: String, text: String = "", caret: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.text = text
        self.caret = caret
    }

    /// The error as a compiler prints one: the located message, then (when there is a text) the
    /// text indented by four spaces and a caret line. Ends with a newline.
    public var rendered: String {
        var out = "\(file):\(line):\(column): error: \(InputLimits.quoted(message))\n"
        if !text.isEmpty {
            let excerpt = SourceExcerpt(text, caret: max(0, caret ?? (column - 1)))
            out += "    \(excerpt.text)\n"
            out += "    " + String(repeating: " ", count: excerpt.caret) + "^\n"
        }
        return out
    }

    /// ``rendered`` without its final newline.
    public var description: String { String(rendered.dropLast()) }
}
