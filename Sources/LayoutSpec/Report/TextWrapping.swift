/// The text report of `layout-tool layout` (the default format), made for an 80-column
/// terminal:
///
/// - the frames table: names indented by depth and cut with `…` past 36 columns, then four
///   right-aligned number columns of 10 (4 decimals at most; JSON keeps every digit); a name
///   marked ` ?` is ambiguous, ` !` takes part in a conflict;
/// - per scroll view a small two-column table of its facts (content size, offset and range,
///   visible rect, paging, zoom);
/// - the fitting sizes, then the diagnostics, each wrapped at 80 columns.
///
/// ANSI colour (bold headings, yellow warnings, red errors) only when asked for, which
/// `LayoutTool.run` does only on a terminal with `NO_COLOR` unset.
enum TextTable {
    static let width = 80
    static let nameWidth = 36

    /// Breaks `text` at spaces into lines of at most `width` characters; lines after the first
    /// are indented by `indent` spaces. A word longer than a line is cut.
    static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        let pad = String(repeating: " ", count: indent)
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            while true {
                let prefix = lines.isEmpty ? "" : pad
                let current = line.isEmpty ? prefix : line
                let candidate = line.isEmpty ? current + word : current + " " + word
                if candidate.count <= width || (line.isEmpty && word.isEmpty) {
                    line = candidate
                    break
                }
                if line.isEmpty || line == prefix {
                    // The word alone is too long: cut it.
                    let room = max(1, width - current.count)
                    lines.append(current + word.prefix(room))
                    word = String(word.dropFirst(room))
                    line = ""
                    if word.isEmpty { break }
                } else {
                    lines.append(line)
                    line = ""
                }
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    static func pad(_ s: String, _ w: Int, left: Bool) -> String {
        let fill = String(repeating: " ", count: max(0, w - s.count))
        return left ? s + fill : fill + s
    }
}
