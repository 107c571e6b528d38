import Constraints
import InternalUtilities

/// The results of one layout pass over a spec, in each output form of `layout-tool layout`
/// (contract §2): ``text(style:)`` (the frames table), ``json`` (one object: `frames`,
/// `guides`, `scrollViews`, `fittingSizes`, `diagnostics`), ``svg`` (a picture) and
/// ``diagnosticText`` (warnings and errors, located in the spec, for standard error).
///
/// Made by ``SpecLayout/report(scale:)``, or by ``init(source:diagnostics:)`` for any other
/// ``LayoutReportSource`` (an Interface Builder document). Numbers are cleaned of floating-point
/// noise (12 significant digits); output is deterministic, in tree and input order.
public struct LayoutReport {
    /// The laid-out input: a spec, or another ``LayoutReportSource``.
    public let layout: any LayoutReportSource
    /// What the layout engines found: ambiguities and broken constraints, root by root, in each
    /// engine's order.
    public let diagnostics: [LayoutDiagnostic]
    /// Every `fit` entry of the spec with the size it measured, in spec order.
    var fits: [(Spec.FitSpec, Size)] = []

    /// The report of a laid-out input (each of its roots already laid out) with its engines'
    /// diagnostics.
    public init(source: any LayoutReportSource, diagnostics: [LayoutDiagnostic]) {
        layout = source
        self.diagnostics = diagnostics
    }

    init(layout: SpecLayout, diagnostics: [LayoutDiagnostic], fits: [(Spec.FitSpec, Size)]) {
        self.layout = layout
        self.diagnostics = diagnostics
        self.fits = fits
    }

    /// The input's file name, as diagnostics print it.
    var file: String { layout.file }

    /// Whether a required constraint was broken, or the solver failed (`layout-tool layout` exits
    /// with status 2).
    public var hasConflicts: Bool { diagnostics.contains { $0.kind != .ambiguous } }

    static func numbers(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height].map(cleanedNumber) }

    /// The spec text of a constraint (an implied one: its description).
    func text(_ c: LayoutConstraint) -> String { c.displayText }

    /// Spec texts, each once, in order.
    func texts(_ cs: [LayoutConstraint]) -> [String] {
        var seen: Set<String> = []
        return cs.map(text).filter { seen.insert($0).inserted }
    }

    func names(_ d: LayoutDiagnostic) -> [String] { d.items.map(\.name) }

    /// The JSON report, indented by two spaces, with a final newline.
    public var json: String { jsonValue.rendered() + "\n" }

    /// The JSON report with `members` added after the standard ones (an Interface Builder
    /// document's `comparison`, `warnings`), indented by two spaces, with a final newline.
    package func json(adding members: [(String, JSONValue)]) -> String {
        guard case .object(let standard) = jsonValue else { return json }
        return JSONValue.object(standard + members).rendered() + "\n"
    }

    /// The JSON report as a value.
    var jsonValue: JSONValue {
        let frames: [(String, JSONValue)] = layout.views.map { ($0.name, LayoutReport.json(frame(of: $0))) }
        let guides: [(String, JSONValue)] = layout.guides.map { ($0.0, LayoutReport.json($0.1.layoutFrame)) }
        let scrollViews: [(String, JSONValue)] = layout.scrollViews.map { ($0.name, scrollJSON($0)) }
        let sizes: [(String, JSONValue)] = fittingSizes.map { ($0.0, LayoutReport.json($0.1)) }
        var members: [(String, JSONValue)] = [
            ("frames", .object(frames)), ("guides", .object(guides)), ("scrollViews", .object(scrollViews)),
            ("fittingSizes", .object(sizes)),
        ]
        if !fits.isEmpty { members.append(("fittings", .array(fits.map(fittingJSON)))) }
        // Views that an unsafe area reaches into, with their safe area insets (none: no key).
        let safe: [(String, JSONValue)] = layout.views.filter { $0.safeAreaInsets != .zero }.map {
            ($0.name, LayoutReport.json($0.safeAreaInsets))
        }
        if !safe.isEmpty { members.append(("safeAreaInsets", .object(safe))) }
        members.append(("diagnostics", .array(diagnostics.map(diagnosticJSON))))
        return .object(members)
    }

    /// UIKit's `frame`: the layout frame, or for a zoom view the frame under the zoom.
    func frame(of v: View) -> Rect {
        if let sv = v.superview as? ScrollView, sv.zoomView === v, let z = sv.zoomedFrame { return z }
        return v.frame
    }

    static func json(_ r: Rect) -> JSONValue { .array(numbers(r).map(JSONValue.number)) }
    static func json(_ s: Size) -> JSONValue { .array([s.width, s.height].map { .number(cleanedNumber($0)) }) }
    static func json(_ p: Point) -> JSONValue { .array([p.x, p.y].map { .number(cleanedNumber($0)) }) }
    static func json(_ i: EdgeInsets) -> JSONValue {
        .array([i.top, i.left, i.bottom, i.right].map { .number(cleanedNumber($0)) })
    }

    /// Per view, the size of its last `fit` entry, in the order views first appear in `fit`.
    var fittingSizes: [(String, Size)] {
        var out: [(String, Size)] = []
        for (f, size) in fits {
            if let i = out.firstIndex(where: { $0.0 == f.view }) { out[i].1 = size } else { out.append((f.view, size)) }
        }
        return out
    }

    func fittingJSON(_ entry: (Spec.FitSpec, Size)) -> JSONValue {
        .object([
            ("view", .string(entry.0.view)), ("target", LayoutReport.json(entry.0.target)),
            ("priorities", .array([.number(entry.0.priorities.0), .number(entry.0.priorities.1)])),
            ("size", LayoutReport.json(entry.1)),
        ])
    }

    func scrollJSON(_ sv: ScrollView) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("contentSize", LayoutReport.json(sv.contentSize)),
            ("contentOffset", LayoutReport.json(sv.contentOffset)),
            ("minOffset", LayoutReport.json(sv.minimumContentOffset)),
            ("maxOffset", LayoutReport.json(sv.maximumContentOffset)),
            ("clampedOffset", LayoutReport.json(sv.clampedContentOffset(sv.contentOffset))),
            ("visibleRect", LayoutReport.json(sv.visibleRect)),
            ("contentInset", LayoutReport.json(sv.contentInset)),
            ("adjustedContentInset", LayoutReport.json(sv.adjustedContentInset)),
        ]
        if sv.isPagingEnabled {
            let count = sv.pageCount, page = sv.currentPage
            members.append(
                (
                    "paging",
                    .object([
                        ("pageSize", LayoutReport.json(sv.pageSize)),
                        ("pageCount", .array([.number(Double(count.column)), .number(Double(count.row))])),
                        ("currentPage", .array([.number(Double(page.column)), .number(Double(page.row))])),
                        ("snappedOffset", LayoutReport.json(sv.snappedContentOffset(sv.contentOffset))),
                    ])
                ))
        }
        if let z = sv.zoomView, let frame = sv.zoomedFrame {
            members.append(
                (
                    "zoom",
                    .object([
                        ("zoomView", .string(z.name)),
                        ("zoomScale", .number(cleanedNumber(sv.zoomScale))),
                        ("minimumZoomScale", .number(cleanedNumber(sv.minimumZoomScale))),
                        ("maximumZoomScale", .number(cleanedNumber(sv.maximumZoomScale))),
                        ("zoomViewFrame", LayoutReport.json(frame)),
                        ("unzoomedContentSize", LayoutReport.json(sv.unzoomedContentSize)),
                    ])
                ))
        }
        members += scrollGeometryJSON(sv)
        return .object(members)
    }

    func diagnosticJSON(_ d: LayoutDiagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("severity", .string(d.severity.rawValue)),
            ("kind", .string(d.kind.rawValue)),
            ("views", .array(names(d).map(JSONValue.string))),
        ]
        switch d.kind {
        case .ambiguous:
            members.append(("attributes", .array(d.attributes.map { .string($0.rawValue) })))
            if let p = d.tiedPriority { members.append(("tiedPriority", .number(p.rawValue))) }
        case .unsatisfiable:
            members.append(("constraints", .array(texts(d.constraints).map(JSONValue.string))))
            if let b = d.broken {
                members.append(("broken", .string(text(b))))
                if let line = line(of: b) { members.append(("line", .number(Double(line)))) }
            }
            members.append(("expanded", .array(d.constraints.map { .string(linearForm($0)) })))
        case .solverFailure, .invalidConstraint:
            members.append(("constraints", .array(texts(d.constraints).map(JSONValue.string))))
        }
        members.append(("message", .string(d.message)))
        return .object(members)
    }

    /// The generated linear form (what a VFL line expanded to), without identifier.
    func linearForm(_ c: LayoutConstraint) -> String {
        let id = c.identifier
        c.identifier = nil
        defer { c.identifier = id }
        return c.description
    }

    func line(of c: LayoutConstraint) -> Int? { layout.line(of: c) }
}
