import Constraints
import Foundation

/// `layout-tool layout SPEC [--format text|json|svg] [--offset [NAME=]X,Y] [--scale S]`: lays
/// out a spec (contract §1) and prints every frame and the diagnostics (contract §2).
///
/// - Standard output: the text table (default) or one JSON object with `frames` (every view in
///   tree order, `[x, y, width, height]` in its superview's bounds coordinates), `guides` (the
///   declared custom guides' frames in their owning view's coordinates), `scrollViews` and
///   `fittingSizes` (empty until scroll views and fitting are implemented), `diagnostics`.
/// - Standard error: ambiguity warnings as `FILE: warning: MESSAGE`; each broken constraint as
///   `FILE:LINE:COLUMN: error: MESSAGE` with the constraint quoted, then its conflicting set.
/// - Exit status: 0, 1 (bad spec: `FILE:LINE:COLUMN: error:` and a caret), 2 (a required
///   constraint was broken; output still printed), 64 (bad usage, or `--format svg`, which is
///   not yet supported).
/// - Numbers are cleaned of floating-point noise (12 significant digits); `--scale S` rounds
///   every frame edge to the nearest 1/S point (see `Rect.rounded(toScale:)`).
enum LayoutCommand {
    static let usage = "USAGE: layout-tool layout SPEC [--format text|json|svg] [--offset [NAME=]X,Y] [--scale S]\n"

    static let helpText = """
        OVERVIEW: Lay out a spec of views and constraints, Auto Layout's way, and explain it.

        \(usage)
        ARGUMENTS:
          SPEC                    A JSON layout spec ('-' reads standard input): views under
                                  "root" (name, frame, subviews, intrinsicSize, hugging,
                                  compressionResistance, layoutMargins, guides, scroll,
                                  layoutDirection, baselineOffsets), "metrics", "constraints"
                                  (VFL lines or linear text such as 'a.top == b.bottom + 8 @750',
                                  or objects {format, options, metrics, priority, identifier}),
                                  and "fit".

        OPTIONS:
          --format text|json      Output format (default text). svg is not yet supported
                                  (it comes with scroll views) and exits 64.
          --offset [NAME=]X,Y     A scroll view's contentOffset (read and checked; scroll-view
                                  layout comes with a later release).
          --scale S               Round frame edges to the nearest 1/S point.

        Constraints are activated in spec order after each view's own (fixed frames, then
        intrinsic sizes). A required constraint that conflicts with those before it is broken:
        left out, reported with a minimal conflicting set, and the layout continues.

        EXIT STATUS: 0 laid out (warnings such as ambiguity go to standard error); 1 bad spec;
        2 a required constraint was broken; 64 bad usage.

        """

    static func run(arguments: [String], standardInput: () -> Data) -> ToolResult {
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
        let engine = layout.root.layoutEngine
        engine.scale = options.scale
        engine.layoutIfNeeded()
        if let overflow = layout.nonFiniteFrameError() {
            return ToolResult(standardError: overflow.rendered, status: ExitStatus.badInput)
        }
        let report = Report(layout: layout, diagnostics: engine.diagnostics())
        var result = ToolResult()
        result.standardOutput = options.format == .json ? report.json.rendered() + "\n" : report.text
        result.standardError = layout.spec.warnings.map { $0 + "\n" }.joined() + report.standardError
        result.status = report.hasConflicts ? ExitStatus.unsatisfiable : ExitStatus.success
        return result
    }
}

/// The results of one layout, in the output forms.
struct Report {
    let layout: SpecLayout
    let diagnostics: [LayoutDiagnostic]

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
            ("frames", .object(layout.views.map { ($0.name, .array(Report.numbers($0.frame).map(JSON.number))) })),
            ("guides", .object(layout.guides.map { ($0.0, .array(Report.numbers($0.1.layoutFrame).map(JSON.number))) })),
            ("scrollViews", .object([])),
            ("fittingSizes", .object([])),
            ("diagnostics", .array(diagnostics.map(json))),
        ])
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

    // MARK: Text

    /// A table fitting 80 columns (names indented by depth, cut with '…' past 36 columns),
    /// numbers to at most 9 characters (4 decimals in the table; JSON keeps them all), then the
    /// diagnostics.
    var text: String {
        var depth: [ObjectIdentifier: Int] = [:]
        var rows: [(String, [Double])] = []
        for v in layout.views {
            let d = v.superview.map { (depth[ObjectIdentifier($0)] ?? 0) + 1 } ?? 0
            depth[ObjectIdentifier(v)] = d
            rows.append((String(repeating: "  ", count: d) + v.name, Report.numbers(v.frame)))
        }
        for (name, g) in layout.guides {
            let d = g.owningView.map { (depth[ObjectIdentifier($0)] ?? 0) + 1 } ?? 0
            rows.append((String(repeating: "  ", count: d) + "(\(name))", Report.numbers(g.layoutFrame)))
        }
        let nameWidth = min(36, max(4, rows.map(\.0.count).max() ?? 4))
        func pad(_ s: String, _ w: Int, left: Bool) -> String {
            let fill = String(repeating: " ", count: max(0, w - s.count))
            return left ? s + fill : fill + s
        }
        func cut(_ s: String) -> String { s.count <= nameWidth ? s : String(s.prefix(nameWidth - 1)) + "…" }
        var out = pad("view", nameWidth, left: true) + ["x", "y", "width", "height"].map { " " + pad($0, 10, left: false) }.joined() + "\n"
        for (name, values) in rows {
            out += pad(cut(name), nameWidth, left: true) + values.map { " " + pad(Report.short($0), 10, left: false) }.joined() + "\n"
        }
        if !diagnostics.isEmpty {
            out += "\n"
            for d in diagnostics {
                out += "\(d.severity.rawValue): \(d.message)\n"
            }
        }
        return out
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
