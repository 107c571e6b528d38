import Constraints
import InternalUtilities

/// Cells beyond their table's bounds. A table lays out only the cells it shows, and Xcode's
/// canvas shows a table at its stored size: a cell whose stored frame ends below the table's
/// height is not laid out there, and Xcode marks the views the cell's layout would place
/// ambiguous. Xcode 16 (tools 23000 and later) marks the subviews of a built-in cell style
/// (`textLabel`, `detailTextLabel`, `imageView`: the cell places them itself); Xcode 26 (tools
/// 24000 and later) marks the views constraints place in the cell too. Before Xcode 16 such
/// cells are laid out like the others. On the corpus: of the views constraints place in cells
/// beyond their table, Xcode 26 marked 19 of 19 (two repositories) and earlier Xcodes 0 of 81;
/// of the built-in style labels beyond, Xcode 16 and 26 marked 12 of 17, earlier Xcodes 0 of
/// 20; no view of a cell within its table's bounds is marked (0 of 945).
extension IBLayout {
    /// The first `toolsVersion` of Xcode 16, which marks a built-in style's labels in a cell
    /// beyond its table's bounds ambiguous.
    static let offscreenCellStyleVersion = 23000.0

    /// An `ambiguous` warning for each view a cell beyond its table's bounds would place (see
    /// above), for the views not in `reported`; none before Xcode 16.
    /// - Complexity: linear in the views.
    func offscreenCellAmbiguities(reported: Set<ObjectIdentifier>) -> [LayoutDiagnostic] {
        let version = document.toolsVersion
        guard version >= IBLayout.offscreenCellStyleVersion else { return [] }
        var out: [LayoutDiagnostic] = []
        for table in views where model(of: table)?.element == "tableView" {
            for cell in table.subviews {
                guard let cm = model(of: cell), let (end, height) = beyondTable(cell) else { continue }
                var stack = Array(cell.subviews.reversed())
                while let v = stack.popLast() {
                    stack.append(contentsOf: v.subviews.reversed())
                    let placedByCell = cm.cellStyleSubviews.contains(v.name)
                    let placedByConstraints =
                        version >= IBDevice.xcode26 && !v.translatesAutoresizingMaskIntoConstraints
                    guard placedByCell || placedByConstraints, !reported.contains(ObjectIdentifier(v)) else { continue }
                    out.append(
                        LayoutDiagnostic.ambiguity(
                            v, attributes: [.x, .y, .width, .height],
                            message:
                                "\(v.name): frame is ambiguous (its cell \(cell.name) ends at y \(formatNumber(end)), "
                                + "below its table's height \(formatNumber(height)): the table does not lay the cell out)"
                        ))
                }
            }
        }
        return out
    }

    /// For a table cell whose stored frame ends below its table's stored height: where it ends
    /// and the table's height; nil for any other view.
    func beyondTable(_ cell: View) -> (end: Double, height: Double)? {
        guard let cm = model(of: cell), cm.element == "tableViewCell", let f = cm.frame, let table = cell.superview,
            let tm = model(of: table), tm.element == "tableView", let height = tm.frame?.height,
            f.origin.y + f.size.height > height
        else { return nil }
        return (f.origin.y + f.size.height, height)
    }

    /// Whether Xcode leaves the cell of `contentView` to the table without laying it out, and
    /// marks what the constraints in it place instead of the cell (Xcode 26, a cell beyond its
    /// table's bounds).
    func isContentOfUnlaidCell(_ contentView: View) -> Bool {
        guard document.toolsVersion >= IBDevice.xcode26, let cell = contentView.superview else { return false }
        return beyondTable(cell) != nil
    }
}
