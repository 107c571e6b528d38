import Constraints

/// Self-sizing table cells: from iOS 11 (Xcode 9) a table's rows take the height their cells'
/// constraints give, so a cell's stored height is only the canvas's last estimate. When the
/// content's required vertical constraints do not fit that stored height, the tool (which holds
/// the content view at its stored frame, as the document says) finds a conflict; Xcode, which
/// leaves the height to the table, marks the content view ambiguous instead (five content views
/// of two repositories, Xcode 11 and 12, whose chains need more or less than the stored height).
extension IBLayout {
    /// The first `toolsVersion` of Xcode 9, whose tables size their rows from their cells by
    /// default.
    static let selfSizingCellsVersion = 13000.0

    /// An `ambiguous` height for each table cell content view whose stored height is in a
    /// conflict of `diagnostics` (one of its constraints is the content view's height from its
    /// frame), for the content views not in `reported`; none before Xcode 9, and none for a
    /// cell Xcode 26 does not lay out (beyond its table's bounds: see
    /// `offscreenCellAmbiguities(reported:)`).
    /// - Complexity: linear in the constraints of the conflicts.
    func selfSizingCellAmbiguities(_ diagnostics: [LayoutDiagnostic], reported: Set<ObjectIdentifier>)
        -> [LayoutDiagnostic]
    {
        guard document.toolsVersion >= IBLayout.selfSizingCellsVersion else { return [] }
        var out: [LayoutDiagnostic] = []
        var seen = reported
        for d in diagnostics where d.kind == .unsatisfiable {
            for c in d.constraints {
                guard c.firstAttribute == .height, c.secondItem == nil, line(of: c) == nil,
                    let view = c.firstItem as? View, model(of: view)?.element == "tableViewCellContentView",
                    !isContentOfUnlaidCell(view),
                    seen.insert(ObjectIdentifier(view)).inserted
                else { continue }
                var a = d
                a.kind = .ambiguous
                a.severity = .warning
                a.items = [view]
                a.attributes = [.height]
                a.constraints = []
                a.broken = nil
                a.tiedPriority = nil
                a.message =
                    "\(view.name): height is ambiguous (a self-sizing cell: the table gives it the height its "
                    + "constraints need, which is not its stored height)"
                out.append(a)
            }
        }
        return out
    }
}
