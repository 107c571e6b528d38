import Constraints
import Foundation
import InternalUtilities

/// `layout-tool layout SPEC --format svg`: the laid-out frames as a standalone SVG document.
///
/// Decisions (docs/spec-format.md, "SVG output"):
/// - Everything is drawn in window coordinates (the root's superview-less frame), one labelled
///   rectangle per view, in tree order so subviews lie on top.
/// - The canvas is the root frame **grown to include every scroll view's whole content area**,
///   plus a 20-point margin and the legend below; so off-screen content is visible. Content is
///   not clipped away: inside a scroll view's frame it is drawn normally, outside it faded.
/// - A scroll view: its frame (which is its visible rect, in window coordinates) in solid
///   purple, its content area (`contentSize` at the frame origin minus `contentOffset`) dashed,
///   each labelled with its numbers.
/// - Floating views (a location attribute pinned to an item outside their scroll view, or to
///   its `frameLayoutGuide`) are yellow; views named by an `ambiguous` diagnostic are hatched
///   orange; views in a conflicting set are outlined red. The legend lists the styles used and
///   every diagnostic, broken constraints first, wrapped to the picture's width.
/// - Bytes are deterministic: fixed order, numbers printed as in the JSON output.
struct SVGPrinter {
    let report: LayoutReport

    private var layout: any LayoutReportSource { report.layout }

    /// Where each view's bounds coordinates land in the window: `window = origin + (p - boundsOrigin) * scale`.
    private struct Placement {
        var origin: Point
        var boundsOrigin: Point
        var scale: Double
        func map(_ r: Rect) -> Rect {
            Rect(
                x: origin.x + (r.minX - boundsOrigin.x) * scale, y: origin.y + (r.minY - boundsOrigin.y) * scale,
                width: r.width * scale, height: r.height * scale)
        }
    }

    enum Style: CaseIterable {
        case view, scrollView, contentArea, floating, ambiguous, conflict, unsafeArea
    }

    /// What is drawn where and how, worked out once before the document is written.
    private let geometry: Geometry
    /// The names of views an ambiguity names (a scroll view whose only ambiguity is its content
    /// size is left out: its content area is drawn orange instead of its frame hatched).
    private let ambiguous: Set<String>
    /// The names of views in a conflicting set.
    private let conflicting: Set<String>
    /// Views that keep their place on screen while their scroll view scrolls.
    private let floating: Set<ObjectIdentifier>

    /// A printer for `report`.
    init(report: LayoutReport) {
        self.report = report
        geometry = Geometry(report: report)
        ambiguous = Set(
            report.diagnostics.filter { $0.kind == .ambiguous && !$0.attributes.allSatisfy(\.isContentSize) }
                .flatMap { $0.items.map(\.name) })
        conflicting = Set(report.diagnostics.filter { $0.kind == .unsatisfiable }.flatMap { $0.items.map(\.name) })
        floating = Self.floatingViews(in: report.layout)
    }

    /// Window rectangles and coordinate mappings of every view.
    private struct Geometry {
        /// Per view, where its bounds coordinates land in the window.
        var placement: [ObjectIdentifier: Placement] = [:]
        /// Per view, its frame in window coordinates.
        var windowFrame: [ObjectIdentifier: Rect] = [:]

        /// Maps every view of the report's layout, in tree order (a superview before its subviews).
        /// The first root keeps its frame; each further root (a storyboard's scenes) is drawn to
        /// the right of the one before, 40 points apart.
        init(report: LayoutReport) {
            var nextRootX: Double?
            for v in report.layout.views {
                let frame = report.frame(of: v)
                let parent = v.superview.flatMap { placement[ObjectIdentifier($0)] }
                var rect = parent?.map(frame) ?? frame
                if v.superview == nil {
                    if let x = nextRootX { rect.origin.x = x }
                    nextRootX = rect.maxX + 40
                }
                windowFrame[ObjectIdentifier(v)] = rect
                var scale = 1.0
                if let sv = v.superview as? ScrollView, sv.zoomView === v { scale = sv.zoomScale }
                placement[ObjectIdentifier(v)] = Placement(
                    origin: rect.origin, boundsOrigin: v.boundsOrigin, scale: scale * (parent?.scale ?? 1))
            }
        }

        /// A view's frame in window coordinates.
        func window(_ v: View) -> Rect { windowFrame[ObjectIdentifier(v)] ?? .zero }

        /// A scroll view's content area (`contentSize` at its bounds origin) in window coordinates.
        func contentArea(_ sv: ScrollView) -> Rect {
            let area = Rect(origin: .zero, size: sv.contentSize)
            return placement[ObjectIdentifier(sv)]?.map(area) ?? area
        }
    }

    /// The picture's extent: the root frame and every content area, with a margin, and the
    /// legend's place below.
    private struct Canvas {
        var minX: Double, minY: Double, width: Double, height: Double
        /// Where the legend box starts, and its height.
        var legendTop: Double, legendHeight: Double
    }

    static let margin = 20.0

    /// How many characters of `perCharacter` points a legend line of `points` holds: at least
    /// 30, and at most 10,000 (a picture made huge or infinite by huge frames must not turn
    /// into an integer it cannot be, nor wrap nothing).
    static func characters(fitting points: Double, perCharacter: Double) -> Int {
        let n = points / perCharacter
        return n.isNaN ? 30 : Int(Swift.min(Swift.max(n, 30), 10_000))
    }
    static let lineHeight = 16.0

    /// The whole SVG document, with a final newline.
    var document: String {
        let bounds = contentBounds()
        let width = max(320, (bounds.maxX + Self.margin).rounded(.up) - (bounds.minX - Self.margin).rounded(.down))
        let legend = legendLines(width: width)
        let legendTop = (bounds.maxY + Self.margin).rounded(.up)
        let legendHeight =
            12 + Double(legend.styles.map(\.1.count).reduce(0, +) + legend.diagnostics.count) * Self.lineHeight
            + (legend.diagnostics.isEmpty ? 0 : 6)
        let minX = (bounds.minX - Self.margin).rounded(.down), minY = (bounds.minY - Self.margin).rounded(.down)
        let canvas = Canvas(
            minX: minX, minY: minY, width: width, height: legendTop + legendHeight + Self.margin - minY,
            legendTop: legendTop, legendHeight: legendHeight)
        var out = header(canvas)
        for root in layout.roots { out += draw(root, indent: "  ") }
        for root in layout.roots { out += unsafeArea(of: root) }
        // The window's outline again, on top: scroll views may be larger than it.
        for root in layout.roots {
            out +=
                "  "
                + rect(geometry.window(root)).replacingOccurrences(
                    of: "/>", with: " fill=\"none\" stroke=\"#333333\" stroke-width=\"1\"/>") + "\n"
        }
        out += legendGroup(canvas, legend)
        out += "</svg>\n"
        return out
    }

    /// The union of the root's frame, every scroll view's content area and every view's frame,
    /// in window coordinates.
    private func contentBounds() -> Rect {
        var bounds = layout.roots.first.map(geometry.window) ?? .zero
        for root in layout.roots { bounds = bounds.union(geometry.window(root)) }
        for sv in layout.scrollViews { bounds = bounds.union(geometry.contentArea(sv)) }
        for v in layout.views { bounds = bounds.union(geometry.window(v)) }
        return bounds
    }

    /// The legend's entries (the styles used, each wrapped) and the diagnostics' lines with
    /// their colours (broken constraints first), wrapped to a picture `width` wide.
    private func legendLines(width: Double) -> (styles: [(Style, [String])], diagnostics: [(String, String)]) {
        var used: [Style] = [.view]
        if !layout.scrollViews.isEmpty { used += [.scrollView, .contentArea] }
        if !floating.isEmpty { used.append(.floating) }
        if !ambiguous.isEmpty || layout.scrollViews.contains(where: { contentAmbiguous($0) }) {
            used.append(.ambiguous)
        }
        if !conflicting.isEmpty { used.append(.conflict) }
        if layout.roots.contains(where: { $0.safeAreaInsets != .zero }) { used.append(.unsafeArea) }
        let charsPerLine = Self.characters(fitting: width - 2 * Self.margin - 4, perCharacter: 6.1)
        var diagnosticLines: [(String, String)] = []  // (text, colour)
        for d in report.diagnostics.sorted(by: {
            ($0.kind == .unsatisfiable ? 0 : 1) < ($1.kind == .unsatisfiable ? 0 : 1)
        }) {
            let colour = d.kind == .unsatisfiable ? Self.red : Self.orange
            var text = "\(d.severity.rawValue): \(d.message)"
            if d.kind == .unsatisfiable {
                text =
                    "\(d.severity.rawValue): broken: \(d.broken.map(report.text) ?? "?"); conflicts with: "
                    + report.texts(d.constraints.filter { $0 !== d.broken }).joined(separator: "; ")
            }
            for line in TextTable.wrap(text, width: charsPerLine, indent: 2) { diagnosticLines.append((line, colour)) }
        }
        let sansChars = Self.characters(fitting: width - 2 * Self.margin - 30, perCharacter: 5.6)
        let styles = used.map { ($0, TextTable.wrap(legendEntry($0).1, width: sansChars, indent: 0)) }
        return (styles, diagnosticLines)
    }

    /// The XML declaration, the `<svg>` element's opening, the title, the definitions (the
    /// hatch pattern, each scroll view's clip path and outside mask) and the white background.
    private func header(_ c: Canvas) -> String {
        let (minX, minY, width, height) = (c.minX, c.minY, c.width, c.height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"\(n(minX)) \(n(minY)) \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"10\">\n"
        out += "  <title>\(Self.escape("layout of \((report.file as NSString).lastPathComponent)"))</title>\n"
        out += "  <defs>\n"
        out +=
            "    <pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
            + "<rect width=\"6\" height=\"6\" fill=\"#fde3c8\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"\(Self.orange)\" stroke-width=\"2\"/></pattern>\n"
        for (i, sv) in layout.scrollViews.enumerated() {
            let f = geometry.window(sv)
            out += "    <clipPath id=\"clip\(i)\">\(rect(f))</clipPath>\n"
            out +=
                "    <mask id=\"outside\(i)\"><rect x=\"\(n(minX))\" y=\"\(n(minY))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"white\"/>"
                + "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"black\"/></mask>\n"
        }
        out += "  </defs>\n"
        out +=
            "  <rect x=\"\(n(minX))\" y=\"\(n(minY))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        return out
    }

    /// The fill and stroke of a view's rectangle: conflict, then ambiguity, then floating, then
    /// its kind.
    private func style(of v: View) -> String {
        if conflicting.contains(v.name) { return "fill=\"#fbe3e3\" stroke=\"\(Self.red)\" stroke-width=\"2\"" }
        if ambiguous.contains(v.name) { return "fill=\"url(#hatch)\" stroke=\"\(Self.orange)\" stroke-width=\"2\"" }
        if floating.contains(ObjectIdentifier(v)) { return "fill=\"#fff2b3\" stroke=\"#b08800\" stroke-width=\"1.5\"" }
        if v is ScrollView { return "fill=\"#f4effb\" stroke=\"\(Self.purple)\" stroke-width=\"2\"" }
        if v.superview == nil { return "fill=\"#ffffff\" stroke=\"#333333\" stroke-width=\"2\"" }
        return "fill=\"#dce9f7\" fill-opacity=\"0.7\" stroke=\"#3b6ea5\" stroke-width=\"1\""
    }

    /// A view's name with the text table's marks (` ?` ambiguous, ` !` in a conflict).
    private func label(of v: View) -> String {
        v.name + (ambiguous.contains(v.name) ? " ?" : "") + (conflicting.contains(v.name) ? " !" : "")
    }

    /// A view's tooltip: its name, what it is, and its frame.
    private func tooltip(of v: View) -> String {
        var kinds: [String] = []
        if v is ScrollView { kinds.append("scroll view") }
        if floating.contains(ObjectIdentifier(v)) { kinds.append("floating") }
        if ambiguous.contains(v.name) { kinds.append("ambiguous") }
        if conflicting.contains(v.name) { kinds.append("in a conflict") }
        let f = report.frame(of: v)
        return v.name + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))")
            + ": frame \(n(f.minX)), \(n(f.minY)), \(n(f.width)) × \(n(f.height))"
    }

    /// One view and its subtree, as a group. A scroll view's subtree is drawn twice: faded
    /// outside its frame, normal inside.
    private func draw(_ v: View, indent: String) -> String {
        let f = geometry.window(v)
        var s = "\(indent)<g class=\"view\">\n"
        s += "\(indent)  <title>\(Self.escape(tooltip(of: v)))</title>\n"
        s +=
            "\(indent)  <rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" \(style(of: v))/>\n"
        if !(v is ScrollView) {
            let y = v.superview == nil ? f.minY - 5 : f.minY + 11
            s +=
                "\(indent)  <text x=\"\(n(f.minX + 3))\" y=\"\(n(y))\" fill=\"#222222\">\(Self.escape(label(of: v)))</text>\n"
        }
        if let sv = v as? ScrollView, let i = layout.scrollViews.firstIndex(where: { $0 === sv }) {
            s += drawScrollContent(sv, index: i, indent: indent)
        } else {
            for child in v.subviews { s += draw(child, indent: indent + "  ") }
        }
        return s + "\(indent)</g>\n"
    }

    /// A scroll view's content area and subviews (faded outside its frame, clipped inside),
    /// then its frame and visible-rect label on top.
    private func drawScrollContent(_ sv: ScrollView, index i: Int, indent: String) -> String {
        let f = geometry.window(sv)
        let c = geometry.contentArea(sv)
        let cStroke = contentAmbiguous(sv) ? Self.orange : Self.purple
        let area =
            "\(indent)    <rect x=\"\(n(c.minX))\" y=\"\(n(c.minY))\" width=\"\(n(c.width))\" height=\"\(n(c.height))\" "
            + "fill=\"none\" stroke=\"\(cStroke)\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"/>\n"
            + "\(indent)    <text x=\"\(n(c.minX + 3))\" y=\"\(n(c.maxY - 4))\" fill=\"\(Self.purple)\">"
            + "\(Self.escape("\(sv.name) content \(n(sv.contentSize.width))×\(n(sv.contentSize.height))"))</text>\n"
        var children = ""
        for child in sv.subviews { children += draw(child, indent: indent + "    ") }
        var s = "\(indent)  <g mask=\"url(#outside\(i))\" opacity=\"0.35\">\n" + area + children + "\(indent)  </g>\n"
        s += "\(indent)  <g clip-path=\"url(#clip\(i))\">\n" + area + children + "\(indent)  </g>\n"
        let o = sv.contentOffset
        s +=
            "\(indent)  <rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" "
            + "fill=\"none\" stroke=\"\(Self.purple)\" stroke-width=\"2\"/>\n"
        s += LayoutReport.indicatorsSVG(sv, windowFrame: f, indent: indent + "  ")
        s +=
            "\(indent)  <text x=\"\(n(f.minX + 3))\" y=\"\(n(f.maxY - 4))\" fill=\"\(Self.purple)\">"
            + "\(Self.escape("\(sv.name) visible (\(n(o.x)), \(n(o.y))) \(n(sv.visibleRect.width))×\(n(sv.visibleRect.height))"))</text>\n"
        return s
    }

    /// A root's (window's) unsafe area, shaded over everything, and the outline of its safe area.
    private func unsafeArea(of root: View) -> String {
        let i = root.safeAreaInsets
        guard i != .zero else { return "" }
        let w = geometry.window(root)
        let strips = [
            Rect(x: w.minX, y: w.minY, width: w.width, height: i.top),
            Rect(x: w.minX, y: w.maxY - i.bottom, width: w.width, height: i.bottom),
            Rect(x: w.minX, y: w.minY + i.top, width: i.left, height: w.height - i.top - i.bottom),
            Rect(x: w.maxX - i.right, y: w.minY + i.top, width: i.right, height: w.height - i.top - i.bottom),
        ]
        var out = "  <g class=\"unsafe-area\">\n"
        for r in strips where r.width > 0 && r.height > 0 {
            out += "    " + rect(r).replacingOccurrences(of: "/>", with: " \(legendEntry(.unsafeArea).0)/>") + "\n"
        }
        let safe = Rect(
            x: w.minX + i.left, y: w.minY + i.top, width: max(0, w.width - i.left - i.right),
            height: max(0, w.height - i.top - i.bottom))
        out +=
            "    "
            + rect(safe).replacingOccurrences(
                of: "/>", with: " fill=\"none\" stroke=\"#2e7d32\" stroke-width=\"1\" stroke-dasharray=\"3 3\"/>")
            + "\n"
        return out + "  </g>\n"
    }

    /// The legend box: a swatch and its wrapped text per style used, then the diagnostics.
    private func legendGroup(_ c: Canvas, _ legend: (styles: [(Style, [String])], diagnostics: [(String, String)]))
        -> String
    {
        let legendX = c.minX + Self.margin
        var out = "  <g class=\"legend\">\n"
        out +=
            "    <rect x=\"\(n(legendX - 6))\" y=\"\(n(c.legendTop - 4))\" width=\"\(n(c.width - 2 * Self.margin + 12))\" height=\"\(n(c.legendHeight))\" "
            + "fill=\"#fafafa\" stroke=\"#999999\"/>\n"
        var y = c.legendTop + 8
        for (style, lines) in legend.styles {
            out +=
                "    <rect x=\"\(n(legendX))\" y=\"\(n(y - 1))\" width=\"16\" height=\"10\" \(legendEntry(style).0)/>\n"
            for line in lines {
                out += "    <text x=\"\(n(legendX + 22))\" y=\"\(n(y + 8))\">\(Self.escape(line))</text>\n"
                y += Self.lineHeight
            }
        }
        if !legend.diagnostics.isEmpty { y += 6 }
        for (line, colour) in legend.diagnostics {
            out +=
                "    <text x=\"\(n(legendX))\" y=\"\(n(y + 8))\" fill=\"\(colour)\" font-family=\"Menlo, Consolas, monospace\" xml:space=\"preserve\">"
                + "\(Self.escape(line))</text>\n"
            y += Self.lineHeight
        }
        return out + "  </g>\n"
    }

    private func legendEntry(_ s: Style) -> (String, String) {
        switch s {
        case .view: ("fill=\"#dce9f7\" stroke=\"#3b6ea5\"", "view")
        case .scrollView:
            (
                "fill=\"#f4effb\" stroke=\"\(Self.purple)\" stroke-width=\"2\"",
                "scroll view: its frame is the visible rect; content outside it is faded"
            )
        case .contentArea:
            (
                "fill=\"none\" stroke=\"\(Self.purple)\" stroke-dasharray=\"4 2\"",
                "content area: contentSize, at the frame origin minus contentOffset"
            )
        case .floating:
            ("fill=\"#fff2b3\" stroke=\"#b08800\"", "floating: pinned outside its scroll view; stays put as it scrolls")
        case .ambiguous:
            ("fill=\"url(#hatch)\" stroke=\"\(Self.orange)\"", "? ambiguous: not fully determined by the constraints")
        case .conflict:
            (
                "fill=\"#fbe3e3\" stroke=\"\(Self.red)\" stroke-width=\"2\"",
                "! in a set of conflicting required constraints"
            )
        case .unsafeArea:
            (
                "fill=\"#555555\" fill-opacity=\"0.25\" stroke=\"none\"",
                "unsafe area: the window's safeAreaInsets (notch, home indicator); safe area outlined green"
            )
        }
    }

    private func contentAmbiguous(_ sv: ScrollView) -> Bool {
        report.diagnostics.contains { d in
            d.kind == .ambiguous && d.items.contains { $0 === sv } && d.attributes.contains(where: \.isContentSize)
        }
    }

    /// Views inside a scroll view with a location attribute tied to an item outside that scroll
    /// view (or to its frame layout guide): they keep their place while the content scrolls.
    static func floatingViews(in layout: any LayoutReportSource) -> Set<ObjectIdentifier> {
        func scrollAncestor(_ v: View) -> ScrollView? {
            var p = v.superview
            while let s = p {
                if let sv = s as? ScrollView { return sv }
                p = s.superview
            }
            return nil
        }
        func outside(_ item: LayoutItem?, of sv: ScrollView) -> Bool {
            switch item {
            case let g as LayoutGuide:
                if g === sv.frameLayoutGuide { return true }
                guard let owner = g.owningView else { return false }
                return owner !== sv && !sv.isAncestor(of: owner)
            case let v as View:
                return v !== sv && !sv.isAncestor(of: v)
            default:
                return false
            }
        }
        var result: Set<ObjectIdentifier> = []
        for c in layout.roots.flatMap(\.layoutEngine.constraints) where !c.isBroken {
            let pairs: [(LayoutItem?, LayoutAttribute, LayoutItem?)] = [
                (c.firstItem, c.firstAttribute, c.secondItem), (c.secondItem, c.secondAttribute, c.firstItem),
            ]
            for (item, attribute, other) in pairs {
                guard let v = item as? View, attribute != .width, attribute != .height, attribute != .notAnAttribute,
                    let sv = scrollAncestor(v), outside(other, of: sv)
                else { continue }
                result.insert(ObjectIdentifier(v))
            }
        }
        return result
    }

    private func rect(_ r: Rect) -> String {
        "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"/>"
    }

    private func n(_ x: Double) -> String { JSONValue.format(cleanedNumber(x)) }

    static let purple = "#6a3d9a", orange = "#e8740c", red = "#d62728"

    /// Text and attribute values: `&`, `<`, `>`, `"` and `'` escaped; control characters
    /// (not allowed in XML 1.0) replaced with U+FFFD.
    static func escape(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(u)
            default:
                if u.value < 0x20 || (0xFFFE...0xFFFF).contains(u.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}

extension Rect {
    fileprivate func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension LayoutReport {
    /// The layout as a standalone SVG picture: every view a labelled rectangle in window
    /// coordinates, scroll views' content areas dashed, content outside the visible rect faded,
    /// floating views yellow, ambiguous views hatched orange, conflicts red, and the
    /// diagnostics in a legend (docs/spec-format.md, "SVG output").
    public var svg: String { SVGPrinter(report: self).document }
}
