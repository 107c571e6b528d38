import Constraints

/// `long-row N` (problems.md): N views in one row of a root 10N + 8 points wide; each view has
/// an intrinsic size of 2 × 20; `v₀.leading == root.leading + 8`, `vᵢ.leading ==
/// vᵢ₋₁.trailing + 8`, `v_{N−1}.trailing <= root.trailing`, every top 8 below the root's.
/// Phase `layout`: build the views and constraints, then compute every frame.
///
/// Answer: the views keep their intrinsic width (compression resistance 750 beats nothing
/// here, and hugging keeps them at 2): view i at x = 8 + 10i, y = 8, 2 × 20.
func runLongRow(n: Int) throws -> PhaseTimes {
    var views: [View] = []
    let layout = seconds {
        let root = View("root", frame: Rect(x: 0, y: 0, width: Double(10 * n + 8), height: 100))
        views.reserveCapacity(n)
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(2 * n + 1)
        for i in 0..<n {
            let v = View("v\(i)")
            v.fixedIntrinsicContentSize = Constraints.Size(width: 2, height: 20)
            root.addSubview(v)
            let previous = i == 0 ? root.leadingAnchor : views[i - 1].trailingAnchor
            constraints.append(v.leadingAnchor.constraint(equalTo: previous, constant: 8))
            constraints.append(v.topAnchor.constraint(equalTo: root.topAnchor, constant: 8))
            views.append(v)
        }
        if let last = views.last {
            constraints.append(last.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor))
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }
    for (i, v) in views.enumerated() {
        try expect(v.frame.minX, Double(8 + 10 * i), "v\(i).x")
        try expect(v.frame.minY, 8, "v\(i).y")
        try expect(v.frame.width, 2, "v\(i).width")
        try expect(v.frame.height, 20, "v\(i).height")
    }
    return [("layout", layout)]
}

/// `deep-hierarchy D` (problems.md): D views, each the only subview of the previous, inset
/// 1 point on every side. Phase `layout`.
///
/// Answer: with a root of (2D + 100) × (2D + 100), view k (1-based below the root) sits at
/// (1, 1) in its superview, (2D + 100 − 2k) points square.
func runDeepHierarchy(depth: Int) throws -> PhaseTimes {
    let side = Double(2 * depth + 100)
    var views: [View] = []
    let layout = seconds {
        let root = View("root", frame: Rect(x: 0, y: 0, width: side, height: side))
        views.reserveCapacity(depth)
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(4 * depth)
        var parent = root
        for k in 0..<depth {
            let v = View("v\(k)")
            parent.addSubview(v)
            constraints.append(v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1))
            constraints.append(v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1))
            constraints.append(v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1))
            constraints.append(v.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1))
            views.append(v)
            parent = v
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }
    for (k, v) in views.enumerated() {
        let size = side - Double(2 * (k + 1))
        try expect(v.frame.minX, 1, "v\(k).x")
        try expect(v.frame.minY, 1, "v\(k).y")
        try expect(v.frame.width, size, "v\(k).width")
        try expect(v.frame.height, size, "v\(k).height")
    }
    return [("layout", layout)]
}
