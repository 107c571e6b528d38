import Constraints
import LayoutSpec

/// A laid-out document as the reports see it: every scene a root, constraints located by line.
extension IBLayout: LayoutReportSource {
    /// The document's file name.
    public var file: String { document.file }

    /// The view's user label, else its class and text: what a person finds it by in Xcode.
    public func label(of view: View) -> String? { model(of: view)?.label }

    /// The line of the `<constraint>` element `constraint` was made from.
    public func line(of constraint: LayoutConstraint) -> Int? { constraintLines[ObjectIdentifier(constraint)] }

    /// `FILE:LINE` of the `<constraint>` element.
    public func place(of constraint: LayoutConstraint) -> String? { line(of: constraint).map { "\(file):\($0)" } }

    /// `FILE:LINE: error: MESSAGE`, then the constraint as the tool read it.
    public func located(_ message: String, at constraint: LayoutConstraint) -> String? {
        guard let line = line(of: constraint) else { return nil }
        return "\(file):\(line): error: \(message)\n    \(constraint.displayText)\n"
    }

    /// Lays every scene out and reports the frames and every engine's diagnostics, scene by
    /// scene, then the heights of self-sizing cells that do not fit their content (see
    /// `selfSizingCellAmbiguities(_:reported:)`), the views of cells beyond their table's
    /// bounds (see `offscreenCellAmbiguities(reported:)`) and the ambiguity the stored label
    /// heights hide (see `lineHeightAmbiguities(reported:)`).
    /// - Parameter scale: when given, frames are rounded to `1/scale` points.
    /// - Complexity: one layout pass per scene, plus the engines' ambiguity analysis.
    public func report(scale: Double? = nil) -> LayoutReport {
        var diagnostics: [LayoutDiagnostic] = []
        for root in roots {
            let engine = root.layoutEngine
            engine.scale = scale
            // The report lists every issue; nothing goes to standard error by itself.
            engine.issueHandler = { _ in }
            engine.layoutIfNeeded()
        }
        scrollToTops()
        for root in roots { diagnostics += root.layoutEngine.diagnostics() }
        let reported = Set(diagnostics.filter { $0.kind == .ambiguous }.flatMap { $0.items.map(ObjectIdentifier.init) })
        diagnostics += selfSizingCellAmbiguities(diagnostics, reported: reported)
        let offscreen = offscreenCellAmbiguities(reported: reported)
        diagnostics += offscreen
        diagnostics += lineHeightAmbiguities(
            reported: reported.union(offscreen.flatMap { $0.items.map(ObjectIdentifier.init) }))
        applyDrawnOutsets()
        return LayoutReport(source: self, diagnostics: notingPlaceholders(diagnostics))
    }

    /// The diagnostics, each ambiguity of a view that a left-out placeholder constraint names
    /// saying so: Interface Builder's "Remove at build time" constraints stand in for ones the
    /// app's code adds, so the ambiguity is the one a device has until that code runs.
    func notingPlaceholders(_ diagnostics: [LayoutDiagnostic]) -> [LayoutDiagnostic] {
        guard !placeholderViews.isEmpty else { return diagnostics }
        return diagnostics.map { d in
            guard d.kind == .ambiguous,
                d.items.contains(where: { placeholderViews.contains(ObjectIdentifier($0)) })
            else { return d }
            var noted = d
            noted.message +=
                " (a placeholder constraint on it was removed at build time: the app's code is expected to add"
                + " the constraints that fix it)"
            return noted
        }
    }

    /// Scrolls each `<scrollView>` whose adjusted content inset the safe area gives to the top
    /// of its content (offset: minus that inset), as UIKit shows a scroll view at first and
    /// Xcode stores it, and lays the scenes with such a scroll view out again: the views in it
    /// held by constraints to views outside it are stored in content coordinates at that
    /// offset.
    /// - Complexity: one more layout pass per scene with such a scroll view.
    func scrollToTops() {
        var scenes: [View] = []
        for s in scrollViews where model(of: s)?.element == "scrollView" {
            let inset = s.adjustedContentInset
            guard inset.top != 0 || inset.left != 0 else { continue }
            s.contentOffset = Point(x: -inset.left, y: -inset.top)
            var r: View = s
            while let up = r.superview { r = up }
            if !scenes.contains(where: { $0 === r }) { scenes.append(r) }
        }
        for r in scenes { r.layoutEngine.layoutIfNeeded() }
    }

    /// The warnings as `FILE:LINE: warning: MESSAGE` lines, for standard error.
    public var warningText: String { warnings.map { "\(file):\($0.line): warning: \($0.message)\n" }.joined() }
}
