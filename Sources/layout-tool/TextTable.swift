import Constraints
import Foundation

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

/// ANSI styling that is a no-op unless enabled.
struct Colour {
    var enabled: Bool
    func bold(_ s: String) -> String { enabled ? "\u{1B}[1m\(s)\u{1B}[0m" : s }
    func yellow(_ s: String) -> String { enabled ? "\u{1B}[33m\(s)\u{1B}[0m" : s }
    func red(_ s: String) -> String { enabled ? "\u{1B}[1;31m\(s)\u{1B}[0m" : s }
}

extension Report {
    /// The text report without colour.
    var text: String { text(colour: Colour(enabled: false)) }

    func text(colour: Colour) -> String {
        let ambiguous = Set(diagnostics.filter { $0.kind == .ambiguous }.flatMap { $0.items.map(\.name) })
        let conflicting = Set(diagnostics.filter { $0.kind == .unsatisfiable }.flatMap { $0.items.map(\.name) })
        func mark(_ name: String) -> String {
            name + (ambiguous.contains(name) ? " ?" : "") + (conflicting.contains(name) ? " !" : "")
        }
        var depth: [ObjectIdentifier: Int] = [:]
        var rows: [(String, [Double])] = []
        for v in layout.views {
            let d = v.superview.map { (depth[ObjectIdentifier($0)] ?? 0) + 1 } ?? 0
            depth[ObjectIdentifier(v)] = d
            rows.append((String(repeating: "  ", count: d) + mark(v.name), Report.numbers(frame(of: v))))
        }
        for (name, g) in layout.guides {
            let d = g.owningView.map { (depth[ObjectIdentifier($0)] ?? 0) + 1 } ?? 0
            rows.append((String(repeating: "  ", count: d) + "(\(mark(name)))", Report.numbers(g.layoutFrame)))
        }
        let nameWidth = min(TextTable.nameWidth, max(4, rows.map(\.0.count).max() ?? 4))
        let pad = TextTable.pad
        func cut(_ s: String) -> String { s.count <= nameWidth ? s : String(s.prefix(nameWidth - 1)) + "…" }
        var out = colour.bold(pad("view", nameWidth, true) + ["x", "y", "width", "height"].map { " " + pad($0, 10, false) }.joined()) + "\n"
        for (name, values) in rows {
            out += pad(cut(name), nameWidth, true) + values.map { " " + pad(Report.short($0), 10, false) }.joined() + "\n"
        }
        for sv in layout.scrollViewList {
            out += "\n" + colour.bold("scroll view \(sv.name)") + "\n"
            for (key, value) in scrollFacts(sv) {
                for (i, line) in TextTable.wrap(value, width: TextTable.width - 18, indent: 0).enumerated() {
                    out += "  " + pad(i == 0 ? key : "", 16, true) + line + "\n"
                }
            }
        }
        if !fittingSizes.isEmpty {
            out += "\n" + colour.bold("fitting sizes") + "\n"
            for (f, size) in fits {
                let line = "\(f.view) fitting (\(Report.short(f.target.width)), \(Report.short(f.target.height))) "
                    + "@(\(Report.short(f.priorities.0)), \(Report.short(f.priorities.1))): "
                    + "\(Report.short(size.width)) × \(Report.short(size.height))"
                out += TextTable.wrap(line, width: TextTable.width - 2, indent: 4).map { "  " + $0 + "\n" }.joined()
            }
        }
        if !ambiguous.isEmpty || !conflicting.isEmpty {
            // The diagnostics themselves go to standard error only (machine output and
            // diagnostics never share a stream); the table just points at them.
            out += "\n? ambiguous, ! in a conflict: the warnings and errors are on standard error\n"
        }
        return out
    }

    /// The facts of one scroll view, as label and value.
    func scrollFacts(_ sv: ScrollView) -> [(String, String)] {
        let s = Report.short
        func point(_ p: Point) -> String { "\(s(p.x)), \(s(p.y))" }
        func size(_ z: Size) -> String { "\(s(z.width)) × \(s(z.height))" }
        let r = sv.visibleRect
        var facts: [(String, String)] = [
            ("content size", size(sv.contentSize)),
            ("content offset", "\(point(sv.contentOffset))   (range \(point(sv.minimumContentOffset)) … \(point(sv.maximumContentOffset)))"),
            ("visible rect", "\(point(r.origin)), \(size(r.size))"),
        ]
        let i = sv.contentInset
        if i != .zero {
            facts.append(("content inset", "top \(s(i.top)), left \(s(i.left)), bottom \(s(i.bottom)), right \(s(i.right))"))
        }
        if sv.isPagingEnabled {
            let c = sv.pageCount, page = sv.currentPage
            facts.append(("paging", "page \(page.column), \(page.row) of \(c.column) × \(c.row); "
                + "page size \(size(sv.pageSize)); snaps to \(point(sv.snappedContentOffset(sv.contentOffset)))"))
        }
        if let z = sv.zoomView {
            facts.append(("zoom", "\(z.name) at \(s(sv.zoomScale)) (\(s(sv.minimumZoomScale)) … \(s(sv.maximumZoomScale))); "
                + "unzoomed content \(size(sv.unzoomedContentSize))"))
        }
        return facts
    }

    static func short(_ x: Double) -> String {
        let s = JSON.format(x)
        if s.count <= 10 { return s }
        var t = String(format: "%.4f", x)
        while t.hasSuffix("0") { t.removeLast() }
        if t.hasSuffix(".") { t.removeLast() }
        return t.count <= 10 ? t : String(format: "%.3g", x)
    }
}
