import Constraints
import Foundation
import InternalUtilities

extension LayoutReport {
    /// The text report without colour.
    public var text: String { text(style: TerminalStyle(colour: false)) }

    /// The text report, made for an 80-column terminal: the frames table (names indented by
    /// depth, ` ?` after an ambiguous view, ` !` after one in a conflict), each scroll view's
    /// facts, the fitting sizes, and a pointer to the diagnostics (which go to standard error
    /// only: see ``diagnosticText``). Headings are bold when `style` has colour.
    public func text(style colour: TerminalStyle) -> String {
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
            let label = layout.label(of: v).map { " " + $0 } ?? ""
            rows.append((String(repeating: "  ", count: d) + mark(v.name) + label, LayoutReport.numbers(frame(of: v))))
        }
        for (name, g) in layout.guides {
            let d = g.owningView.map { (depth[ObjectIdentifier($0)] ?? 0) + 1 } ?? 0
            rows.append((String(repeating: "  ", count: d) + "(\(mark(name)))", LayoutReport.numbers(g.layoutFrame)))
        }
        let nameWidth = min(TextTable.nameWidth, max(4, rows.map(\.0.count).max() ?? 4))
        let pad = TextTable.pad
        func cut(_ s: String) -> String { s.count <= nameWidth ? s : String(s.prefix(nameWidth - 1)) + "…" }
        var out =
            colour.bold(
                pad("view", nameWidth, true) + ["x", "y", "width", "height"].map { " " + pad($0, 10, false) }.joined())
            + "\n"
        for (name, values) in rows {
            out +=
                pad(cut(name), nameWidth, true) + values.map { " " + pad(LayoutReport.short($0), 10, false) }.joined()
                + "\n"
        }
        for sv in layout.scrollViews {
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
                let line =
                    "\(f.view) fitting (\(LayoutReport.short(f.target.width)), \(LayoutReport.short(f.target.height))) "
                    + "@(\(LayoutReport.short(f.priorities.0)), \(LayoutReport.short(f.priorities.1))): "
                    + "\(LayoutReport.short(size.width)) × \(LayoutReport.short(size.height))"
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
        let s = LayoutReport.short
        func point(_ p: Point) -> String { "\(s(p.x)), \(s(p.y))" }
        func size(_ z: Size) -> String { "\(s(z.width)) × \(s(z.height))" }
        let r = sv.visibleRect
        var facts: [(String, String)] = [
            ("content size", size(sv.contentSize)),
            (
                "content offset",
                "\(point(sv.contentOffset))   (range \(point(sv.minimumContentOffset)) … \(point(sv.maximumContentOffset)))"
            ),
            ("visible rect", "\(point(r.origin)), \(size(r.size))"),
        ]
        let i = sv.contentInset
        if i != .zero {
            facts.append(
                ("content inset", "top \(s(i.top)), left \(s(i.left)), bottom \(s(i.bottom)), right \(s(i.right))"))
        }
        let a = sv.adjustedContentInset
        if a != i {
            facts.append(
                (
                    "adjusted inset",
                    "top \(s(a.top)), left \(s(a.left)), bottom \(s(a.bottom)), right \(s(a.right))  (with the safe area)"
                ))
        }
        if sv.isPagingEnabled {
            let c = sv.pageCount, page = sv.currentPage
            facts.append(
                (
                    "paging",
                    "page \(page.column), \(page.row) of \(c.column) × \(c.row); "
                        + "page size \(size(sv.pageSize)); snaps to \(point(sv.snappedContentOffset(sv.contentOffset)))"
                ))
        }
        if let z = sv.zoomView {
            facts.append(
                (
                    "zoom",
                    "\(z.name) at \(s(sv.zoomScale)) (\(s(sv.minimumZoomScale)) … \(s(sv.maximumZoomScale))); "
                        + "unzoomed content \(size(sv.unzoomedContentSize))"
                ))
        }
        return facts
    }

    static func short(_ x: Double) -> String {
        let s = formatNumber(x)
        if s.count <= 10 { return s }
        var t = String(format: "%.4f", x)
        while t.hasSuffix("0") { t.removeLast() }
        if t.hasSuffix(".") { t.removeLast() }
        return t.count <= 10 ? t : String(format: "%.3g", x)
    }
}
