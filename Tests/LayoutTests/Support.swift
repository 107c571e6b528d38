import Testing

@testable import Constraints

/// A root 320×480 window holding `names` as subviews placed by constraints.
func window(_ names: String...) -> (View, [View]) {
    let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let views = names.map { View($0) }
    for v in views { root.addSubview(v) }
    return (root, views)
}

/// Checks the constraints (throwing what activation would report) and activates them.
func activate(_ constraints: LayoutConstraint...) throws {
    try LayoutConstraint.validate(constraints)
    LayoutConstraint.activate(constraints)
}

func expectFrame(
    _ view: View, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let f = view.frame
    let ok = [f.minX - x, f.minY - y, f.width - w, f.height - h].allSatisfy { Swift.abs($0) < 1e-7 }
    #expect(ok, "\(view.name).frame is \(f), expected (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
}

/// Keeps roots alive for a test whose fixture hands out only a subview: views hold their
/// superviews weakly, so a dropped root would take its hierarchy with it.
final class Roots {
    private var roots: [View] = []
    func keep(_ root: View) { roots.append(root) }
}
