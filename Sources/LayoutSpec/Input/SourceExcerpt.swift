/// The piece of input an error quotes, with the caret's place in it: the whole line when it is
/// short, or about 100 characters around the caret with `…` where it was cut (a megabyte-long
/// constraint must not fill the terminal).
struct SourceExcerpt: Equatable {
    /// The text to print on the line above the caret.
    var text: String
    /// The 0-based index in ``text`` of the character the caret goes under.
    var caret: Int

    /// How many characters are kept on each side of the caret in a long line.
    static let halfWidth = 50

    /// `line` cut around the 0-based `caret` when it is longer than `2 × halfWidth + 20`
    /// characters (Unicode scalars).
    /// - Complexity: O(length of `line`).
    init(_ line: String, caret: Int) {
        let scalars = Array(line.unicodeScalars)
        let half = Self.halfWidth
        guard scalars.count > 2 * half + 20 else {
            (text, self.caret) = (line, caret)
            return
        }
        let from = max(0, min(caret, scalars.count) - half), to = min(scalars.count, max(caret, from) + half)
        var out = String.UnicodeScalarView()
        if from > 0 { out.append("…") }
        out.append(contentsOf: scalars[from..<to])
        if to < scalars.count { out.append("…") }
        (text, self.caret) = (String(out), caret - from + (from > 0 ? 1 : 0))
    }

    /// The line of `source` that holds `position`, control characters shown as spaces (so the
    /// caret stays aligned), cut around the position's column.
    /// - Complexity: O(length of the line).
    init(source: String, around position: SourcePosition) {
        let bytes = source.utf8
        let offset = min(max(0, position.offset), bytes.count)
        let at = bytes.index(bytes.startIndex, offsetBy: offset)
        var start = at
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: "\n") {
            start = bytes.index(before: start)
        }
        var end = at
        while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
            end = bytes.index(after: end)
        }
        let line = String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.map { $0.value < 0x20 ? " " : $0 }
        self.init(String(String.UnicodeScalarView(line)), caret: max(0, position.column - 1))
    }
}
