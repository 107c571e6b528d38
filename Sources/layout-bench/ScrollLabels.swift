import Constraints

/// `scroll-labels N`: the `stack` scene through the layout API (problems.md). A scroll view
/// fills a 375 × 667 root; N labels (intrinsic 98 × 21) are pinned 10 from its left and right,
/// chained 10 apart from 10 below its top, the last 10 above its bottom; the content width is
/// the frame's (`contentLayoutGuide.width == frameLayoutGuide.width`, vertical-only
/// scrolling). One floating badge (intrinsic 40 × 40) is pinned to the root, 10 from its top
/// and right.
///
/// Answer: content size `375 × (31N + 10)`, label i at `(10, 10 + 31i, 355, 21)`, and the
/// badge at `(325, 10 + offset.y)` in content coordinates (offset.x is 0).
///
/// `stack-labels N` is the same scene written with a stack view: the labels are the arranged
/// subviews of a vertical `StackView` (spacing 10, margins 10 on every side, arranged within
/// them) pinned to the content layout guide. Same answer (the labels' frames are in the stack's
/// coordinates, and the stack sits at the content's origin).
struct ScrollLabelsScene {
    let n: Int
    /// Whether the labels are arranged by a stack view (`stack-labels`).
    let inStack: Bool
    let stack = StackView("stack")
    let root = View("root", frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = ScrollView("sv")
    let badge = View("badge")
    let labels: [View]
    /// The constraints the relayout phases change (made by `layout()`).
    let handles = Handles()

    final class Handles {
        /// The middle label's `left == sv.left + 10` (scroll-labels only).
        var middleLeft: LayoutConstraint?
    }

    /// `n` is at least 1 (the option parser accepts only positive counts; a smaller value is
    /// taken as 1).
    init(n: Int, inStack: Bool = false) {
        let n = max(1, n)
        self.n = n
        self.inStack = inStack
        labels = (0..<n).map { View("label\($0)") }
    }

    /// Builds the hierarchy and the constraints, then runs the first layout pass.
    func layout() throws {
        root.addSubview(scrollView)
        let sv = scrollView
        var made: [LayoutConstraint] = [
            sv.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            sv.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            sv.topAnchor == root.topAnchor, sv.bottomAnchor == root.bottomAnchor,
            sv.contentLayoutGuide.widthAnchor == sv.frameLayoutGuide.widthAnchor,
        ]
        made.reserveCapacity(4 * n + 8)
        if inStack {
            stack.axis = .vertical
            stack.spacing = 10
            stack.layoutMargins = EdgeInsets(all: 10)
            stack.isLayoutMarginsRelativeArrangement = true
            sv.addSubview(stack)
            for label in labels {
                label.fixedIntrinsicContentSize = Constraints.Size(width: 98, height: 21)
                stack.addArrangedSubview(label)
            }
            made += [
                stack.leadingAnchor.constraint(equalTo: sv.contentLayoutGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: sv.contentLayoutGuide.trailingAnchor),
                stack.topAnchor == sv.contentLayoutGuide.topAnchor,
                stack.bottomAnchor == sv.contentLayoutGuide.bottomAnchor,
            ]
        }
        var previous: View?
        for label in labels where !inStack {
            label.fixedIntrinsicContentSize = Constraints.Size(width: 98, height: 21)
            sv.addSubview(label)
            let left = label.leftAnchor.constraint(equalTo: sv.leftAnchor, constant: 10)
            if label === labels[n / 2] { handles.middleLeft = left }
            made.append(left)
            made.append(label.rightAnchor.constraint(equalTo: sv.rightAnchor, constant: -10))
            made.append(label.topAnchor == (previous?.bottomAnchor ?? sv.topAnchor) + 10)
            previous = label
        }
        if !inStack { made.append(sv.bottomAnchor == labels[n - 1].bottomAnchor + 10) }
        badge.fixedIntrinsicContentSize = Constraints.Size(width: 40, height: 40)
        sv.addSubview(badge)
        made.append(badge.topAnchor == root.topAnchor + 10)
        made.append(badge.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10))
        LayoutConstraint.activate(made)
        root.layoutIfNeeded()
    }

    /// The k-th new offset: `(0, (37k) mod maxOffset.y)`, never the previous one.
    func offset(_ k: Int) -> Point {
        let range = 31 * n + 10 - 667
        return Point(x: 0, y: range > 1 ? Double((37 * (k + 1)) % range) : Double(k % 2))
    }

    func checkBadge(offset: Point) throws(WrongAnswer) {
        let f = badge.frame
        try expect(f.minX, 325 + offset.x, "badge.minX")
        try expect(f.minY, 10 + offset.y, "badge.minY")
        try expect(f.width, 40, "badge.width")
        try expect(f.height, 40, "badge.height")
    }

    /// Every label, the content size and the badge against the closed form.
    func check(offset: Point) throws(WrongAnswer) {
        try expect(scrollView.contentSize.width, 375, "contentSize.width")
        try expect(scrollView.contentSize.height, Double(31 * n + 10), "contentSize.height")
        for (i, label) in labels.enumerated() {
            let f = label.frame
            try expect(f.minX, 10, "label\(i).minX")
            try expect(f.minY, Double(10 + 31 * i), "label\(i).minY")
            try expect(f.width, 355, "label\(i).width")
            try expect(f.height, 21, "label\(i).height")
        }
        try checkBadge(offset: offset)
    }
}

/// Phases `layout` (views, constraints and the first layout pass), `offset_per_call`
/// (1000 new content offsets, each followed by a read of the badge's frame; seconds per
/// offset) and `flick_per_frame` (1000 clock ticks at 60 fps of flicks decelerating, each
/// followed by a read of the badge's frame; a new flick, up or down, starts whenever the last
/// has stopped; seconds per frame). With `checkEveryStep` the badge is checked after every
/// offset and frame; every run then checks the whole layout after a full layout pass (untimed).
func runScrollLabels(n: Int, inStack: Bool = false, checkEveryStep: Bool) throws -> PhaseTimes {
    let calls = 1000
    let scene = ScrollLabelsScene(n: n, inStack: inStack)
    let layout = try seconds { try scene.layout() }
    try scene.check(offset: .zero)

    var sink = 0.0
    let total = try seconds {
        for k in 0..<calls {
            let o = scene.offset(k)
            scene.scrollView.contentOffset = o
            sink += scene.badge.frame.minY
            if checkEveryStep { try scene.checkBadge(offset: o) }
        }
    }
    let last = scene.offset(calls - 1)
    try scene.checkBadge(offset: last)
    if sink.isNaN { throw WrongAnswer(message: "NaN frame") }
    scene.root.layoutIfNeeded()
    try scene.check(offset: last)
    let flick = try flickFrames(scene, frames: calls, checkEveryStep: checkEveryStep)
    scene.root.layoutIfNeeded()
    try scene.check(offset: scene.scrollView.contentOffset)
    let relayout = try relayoutPhases(scene, checkEveryStep: checkEveryStep)
    return [("layout", layout), ("offset_per_call", total / Double(calls)), ("flick_per_frame", flick)] + relayout
}

/// Seconds per call of `calls` incremental changes to a laid-out scene, each followed by
/// `layoutIfNeeded()`: `change(k)` makes the k-th change (even calls change, odd ones change
/// back, so the scene ends as it started); `check(k)` checks the frames it affects after the
/// pass (every call with `checkEveryStep`, else the last). The whole layout is checked after.
func relayoutCalls(
    _ scene: ScrollLabelsScene, calls: Int, checkEveryStep: Bool, change: (Int) throws -> Void,
    check: (Int) throws -> Void
) throws -> Double {
    // Untimed first: the solver keeps no change log for a few updates after one that moved
    // too much to track (the previous phase's), and the first calls would pay that.
    for k in 0..<min(16, calls) {
        try change(k)
        scene.root.layoutIfNeeded()
    }
    let total = try seconds {
        for k in 0..<calls {
            try change(k)
            scene.root.layoutIfNeeded()
            if checkEveryStep { try check(k) }
        }
    }
    try check(calls - 1)
    try scene.check(offset: scene.scrollView.contentOffset)
    return total / Double(calls)
}

/// The relayout phases of `scroll-labels` and `stack-labels` (see `runScrollLabels`).
func relayoutPhases(_ scene: ScrollLabelsScene, checkEveryStep: Bool) throws -> PhaseTimes {
    let calls = 200
    let n = scene.n
    // The phases that move half the labels cost O(n) a call: fewer calls at large sizes.
    let movingCalls = max(4, min(calls, 200_000 / n) / 2 * 2)
    let last = scene.labels[n - 1], middle = scene.labels[n / 2]
    func height(_ k: Int) -> Double { k % 2 == 0 ? 42 : 21 }
    func setHeight(_ label: View, _ k: Int) {
        label.fixedIntrinsicContentSize = Constraints.Size(width: 98, height: height(k))
    }
    func expectLabel(_ label: View, _ i: Int, minY: Double, height: Double) throws(WrongAnswer) {
        try expect(label.frame.minY, minY, "label\(i).minY")
        try expect(label.frame.height, height, "label\(i).height")
    }
    var phases: PhaseTimes = []
    phases.append(
        (
            "relayout_intrinsic",
            try relayoutCalls(
                scene, calls: calls, checkEveryStep: checkEveryStep, change: { setHeight(last, $0) },
                check: { k in
                    try expectLabel(last, n - 1, minY: Double(10 + 31 * (n - 1)), height: height(k))
                    try expect(scene.scrollView.contentSize.height, Double(31 * n + 10) + height(k) - 21, "contentSize")
                })
        ))
    phases.append(
        (
            "relayout_intrinsic_middle",
            try relayoutCalls(
                scene, calls: movingCalls, checkEveryStep: checkEveryStep, change: { setHeight(middle, $0) },
                check: { k in
                    try expectLabel(middle, n / 2, minY: Double(10 + 31 * (n / 2)), height: height(k))
                    try expectLabel(last, n - 1, minY: Double(10 + 31 * (n - 1)) + height(k) - 21, height: 21)
                })
        ))
    if scene.inStack {
        phases.append(
            (
                "relayout_hidden",
                try relayoutCalls(
                    scene, calls: movingCalls, checkEveryStep: checkEveryStep,
                    change: { k in last.isHidden = k % 2 == 0 },
                    check: { k in
                        try expect(
                            scene.scrollView.contentSize.height, Double(31 * n + 10) - (k % 2 == 0 ? 31 : 0),
                            "contentSize")
                    })
            ))
        phases.append(
            (
                "relayout_hidden_middle",
                try relayoutCalls(
                    scene, calls: movingCalls, checkEveryStep: checkEveryStep,
                    change: { k in middle.isHidden = k % 2 == 0 },
                    check: { k in
                        try expectLabel(
                            last, n - 1, minY: Double(10 + 31 * (n - 1)) - (k % 2 == 0 ? 31 : 0), height: 21)
                    })
            ))
    } else if let left = scene.handles.middleLeft {
        phases.append(
            (
                "relayout_constant",
                try relayoutCalls(
                    scene, calls: calls, checkEveryStep: checkEveryStep,
                    change: { k in left.constant = k % 2 == 0 ? 20 : 10 },
                    check: { k in
                        try expect(middle.frame.minX, k % 2 == 0 ? 20 : 10, "label\(n / 2).minX")
                        try expect(middle.frame.width, k % 2 == 0 ? 345 : 355, "label\(n / 2).width")
                    })
            ))
    }
    return phases
}

/// Seconds per frame of `frames` clock ticks of decelerating flicks (see `runScrollLabels`).
func flickFrames(_ scene: ScrollLabelsScene, frames: Int, checkEveryStep: Bool) throws -> Double {
    let sv = scene.scrollView
    var sink = 0.0
    var t = sv.motionClock
    let middle = (sv.maximumContentOffset.y + sv.minimumContentOffset.y) / 2
    let total = try seconds {
        for _ in 0..<frames {
            if !sv.isMoving {
                // A finger flicks towards the far half: up in the lower half, down in the upper.
                let down = sv.contentOffset.y < middle
                try sv.beginTouch(at: Point(x: 100, y: 300))
                try sv.moveTouch(to: Point(x: 100, y: down ? 290 : 310))
                try sv.endTouch(velocity: Point(x: 0, y: down ? -4000 : 4000))
            }
            t += 1.0 / 60
            try sv.advanceClock(to: t)
            sink += scene.badge.frame.minY
            if checkEveryStep { try scene.checkBadge(offset: sv.contentOffset) }
        }
    }
    if sink.isNaN { throw WrongAnswer(message: "NaN frame") }
    try scene.checkBadge(offset: sv.contentOffset)
    return total / Double(frames)
}
