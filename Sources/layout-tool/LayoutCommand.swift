import Constraints
import Foundation

/// `layout-tool layout SPEC [--format text|json|svg] [--offset [NAME=]X,Y] [--scale S]`: lays
/// out a spec (contract §1) and prints every frame and the diagnostics (contract §2).
///
/// - Standard output: the text table (default) or one JSON object with `frames` (every view in
///   tree order, `[x, y, width, height]` in its superview's bounds coordinates: content
///   coordinates inside a scroll view; a zoom view's frame is scaled by the zoom, as UIKit's
///   `frame` under the zoom transform), `guides` (the declared custom guides' frames in their
///   owning view's coordinates), `scrollViews` (per scroll view `contentSize`,
///   `contentOffset`, `minOffset`, `maxOffset`, `clampedOffset`, `visibleRect`,
///   `contentInset`, `adjustedContentInset`, and `paging` / `zoom` objects when paging is on or
///   a zoom view is set), `fittingSizes` (per `fit` entry's view, the last entry winning;
///   `fittings` lists every entry with its target and priorities), `diagnostics`.
/// - Standard error: ambiguity warnings as `FILE: warning: MESSAGE`; each broken constraint as
///   `FILE:LINE:COLUMN: error: MESSAGE` with the constraint quoted, then its conflicting set.
/// - Exit status: 0, 1 (bad spec: `FILE:LINE:COLUMN: error:` and a caret), 2 (a required
///   constraint was broken; output still printed), 64 (bad usage).
/// - `--format svg`: a standalone SVG picture of the same (`SVGPrinter`).
/// - Numbers are cleaned of floating-point noise (12 significant digits); `--scale S` rounds
///   every frame edge to the nearest 1/S point (see `Rect.rounded(toScale:)`).
enum LayoutCommand {
    static let usage = "USAGE: layout-tool layout SPEC [--format text|json|svg] [--offset [NAME=]X,Y] [--scale S]\n"

    static var helpText: String { Help.layout }

    static func run(arguments: [String], standardInput: () -> Data, colour: Bool = false) -> ToolResult {
        let options: LayoutArguments
        do {
            switch try LayoutArguments.parse(arguments) {
            case .help: return ToolResult(standardOutput: helpText)
            case .run(let parsed): options = parsed
            }
        } catch {
            return ToolResult(standardError: "error: \(error.message)\n\n" + usage, status: ExitStatus.usage)
        }
        let source: String
        switch readInput(options.path, standardInput: standardInput) {
        case .success(let text): source = text
        case .failure(let error): return ToolResult(standardError: error.rendered, status: ExitStatus.badInput)
        }
        let file = options.path == "-" ? "<stdin>" : options.path
        let layout: SpecLayout
        do {
            let spec = try SpecReader.read(source, file: file)
            layout = try SpecLayout(spec)
        } catch {
            return ToolResult(standardError: error.rendered, status: ExitStatus.badInput)
        }
        for (name, _) in options.offsets {
            if let name {
                guard layout.isScrollView(name) else {
                    return ToolResult(standardError: "error: --offset: '\(name)' is not a scroll view of the spec\n", status: ExitStatus.usage)
                }
            } else if layout.scrollViewNames.count != 1 {
                return ToolResult(
                    standardError: "error: --offset without NAME needs exactly one scroll view; the spec has \(layout.scrollViewNames.count)\n",
                    status: ExitStatus.usage)
            }
        }
        for (name, offset) in options.offsets {
            let sv = name.flatMap { layout.view(named: $0) as? ScrollView } ?? layout.scrollViewList.first
            sv?.contentOffset = offset
        }
        let engine = layout.root.layoutEngine
        engine.scale = options.scale
        engine.layoutIfNeeded()
        if let overflow = layout.nonFiniteFrameError() {
            return ToolResult(standardError: overflow.rendered, status: ExitStatus.badInput)
        }
        var fits: [(Spec.FitSpec, Size)] = []
        for f in layout.spec.fit {
            guard let v = layout.view(named: f.view) else { continue }
            fits.append((f, v.systemLayoutSizeFitting(
                f.target, withHorizontalFittingPriority: Priority(f.priorities.0), verticalFittingPriority: Priority(f.priorities.1))))
        }
        let report = Report(layout: layout, diagnostics: engine.diagnostics(), fits: fits)
        var result = ToolResult()
        switch options.format {
        case .json: result.standardOutput = report.json.rendered() + "\n"
        case .svg: result.standardOutput = SVGPrinter(report: report).document
        case .text: result.standardOutput = report.text(colour: Colour(enabled: colour))
        }
        result.standardError = layout.spec.warnings.map { $0 + "\n" }.joined() + report.standardError
        result.status = report.hasConflicts ? ExitStatus.unsatisfiable : ExitStatus.success
        return result
    }
}

/// The results of one layout, in the output forms.
struct Report {
    let layout: SpecLayout
    let diagnostics: [LayoutDiagnostic]
    var fits: [(Spec.FitSpec, Size)] = []

    var file: String { layout.spec.file }
    var hasConflicts: Bool { diagnostics.contains { $0.kind == .unsatisfiable } }

    static func clean(_ x: Double) -> Double { SolveCommand.clean(x) }

    static func numbers(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height].map(clean) }

    /// The spec text of a constraint (an implied one: its description).
    func text(_ c: LayoutConstraint) -> String { c.displayText }

    /// Spec texts, each once, in order.
    func texts(_ cs: [LayoutConstraint]) -> [String] {
        var seen: Set<String> = []
        return cs.map(text).filter { seen.insert($0).inserted }
    }

    func names(_ d: LayoutDiagnostic) -> [String] { d.items.map(\.name) }

    var json: JSON {
        .object([
            ("frames", .object(layout.views.map { ($0.name, Report.json(frame(of: $0))) })),
            ("guides", .object(layout.guides.map { ($0.0, Report.json($0.1.layoutFrame)) })),
            ("scrollViews", .object(layout.scrollViewList.map { ($0.name, scrollJSON($0)) })),
            ("fittingSizes", .object(fittingSizes.map { ($0.0, Report.json($0.1)) })),
        ] + (fits.isEmpty ? [] : [("fittings", .array(fits.map(fittingJSON)))]) + [
            ("diagnostics", .array(diagnostics.map(json))),
        ])
    }

    /// UIKit's `frame`: the layout frame, or for a zoom view the frame under the zoom.
    func frame(of v: View) -> Rect {
        if let sv = v.superview as? ScrollView, sv.zoomView === v, let z = sv.zoomedFrame { return z }
        return v.frame
    }

    static func json(_ r: Rect) -> JSON { .array(numbers(r).map(JSON.number)) }
    static func json(_ s: Size) -> JSON { .array([s.width, s.height].map { .number(clean($0)) }) }
    static func json(_ p: Point) -> JSON { .array([p.x, p.y].map { .number(clean($0)) }) }
    static func json(_ i: EdgeInsets) -> JSON { .array([i.top, i.left, i.bottom, i.right].map { .number(clean($0)) }) }

    /// Per view, the size of its last `fit` entry, in the order views first appear in `fit`.
    var fittingSizes: [(String, Size)] {
        var out: [(String, Size)] = []
        for (f, size) in fits {
            if let i = out.firstIndex(where: { $0.0 == f.view }) { out[i].1 = size } else { out.append((f.view, size)) }
        }
        return out
    }

    func fittingJSON(_ entry: (Spec.FitSpec, Size)) -> JSON {
        .object([
            ("view", .string(entry.0.view)), ("target", Report.json(entry.0.target)),
            ("priorities", .array([.number(entry.0.priorities.0), .number(entry.0.priorities.1)])),
            ("size", Report.json(entry.1)),
        ])
    }

    func scrollJSON(_ sv: ScrollView) -> JSON {
        var members: [(String, JSON)] = [
            ("contentSize", Report.json(sv.contentSize)),
            ("contentOffset", Report.json(sv.contentOffset)),
            ("minOffset", Report.json(sv.minimumContentOffset)),
            ("maxOffset", Report.json(sv.maximumContentOffset)),
            ("clampedOffset", Report.json(sv.clampedContentOffset(sv.contentOffset))),
            ("visibleRect", Report.json(sv.visibleRect)),
            ("contentInset", Report.json(sv.contentInset)),
            ("adjustedContentInset", Report.json(sv.adjustedContentInset)),
        ]
        if sv.isPagingEnabled {
            let count = sv.pageCount, page = sv.currentPage
            members.append(("paging", .object([
                ("pageSize", Report.json(sv.pageSize)),
                ("pageCount", .array([.number(Double(count.column)), .number(Double(count.row))])),
                ("currentPage", .array([.number(Double(page.column)), .number(Double(page.row))])),
                ("snappedOffset", Report.json(sv.snappedContentOffset(sv.contentOffset))),
            ])))
        }
        if let z = sv.zoomView, let frame = sv.zoomedFrame {
            members.append(("zoom", .object([
                ("zoomView", .string(z.name)),
                ("zoomScale", .number(Report.clean(sv.zoomScale))),
                ("minimumZoomScale", .number(Report.clean(sv.minimumZoomScale))),
                ("maximumZoomScale", .number(Report.clean(sv.maximumZoomScale))),
                ("zoomViewFrame", Report.json(frame)),
                ("unzoomedContentSize", Report.json(sv.unzoomedContentSize)),
            ])))
        }
        return .object(members)
    }

    func json(_ d: LayoutDiagnostic) -> JSON {
        var members: [(String, JSON)] = [
            ("severity", .string(d.severity.rawValue)),
            ("kind", .string(d.kind.rawValue)),
            ("views", .array(names(d).map(JSON.string))),
        ]
        switch d.kind {
        case .ambiguous:
            members.append(("attributes", .array(d.attributes.map(JSON.string))))
            if let p = d.tiedPriority { members.append(("tiedPriority", .number(p.rawValue))) }
        case .unsatisfiable:
            members.append(("constraints", .array(texts(d.constraints).map(JSON.string))))
            if let b = d.broken {
                members.append(("broken", .string(text(b))))
                if let line = line(of: b) { members.append(("line", .number(Double(line)))) }
            }
            members.append(("expanded", .array(d.constraints.map { .string(linearForm($0)) })))
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

    func spec(of c: LayoutConstraint) -> Spec.ConstraintSpec? {
        layout.origin[ObjectIdentifier(c)].map { layout.spec.constraints[$0] }
    }

    func line(of c: LayoutConstraint) -> Int? { spec(of: c)?.located.position.line }

    var standardError: String {
        var out = ""
        for d in diagnostics {
            switch d.kind {
            case .ambiguous:
                out += "\(file): warning: \(d.message)\n"
            case .unsatisfiable:
                let broken = d.broken.flatMap { spec(of: $0) }
                let message = "unsatisfiable: this required constraint conflicts with the others below and was broken (left out)"
                if let broken {
                    out += layout.error(message, in: broken, at: 0).rendered
                } else {
                    out += "\(file): error: \(message): \(Limits.quoted(d.broken.map(text) ?? ""))\n"
                }
                for c in d.constraints {
                    let place = spec(of: c).map { "\(file):\($0.located.position.line):\($0.located.column(ofCharacter: 0))" } ?? file
                    let expanded = linearForm(c) == text(c) ? "" : "   (\(linearForm(c)))"
                    out += "    \(place): \(Limits.quoted(text(c)))\(Limits.quoted(expanded))\n"
                }
            }
        }
        return out
    }
}
