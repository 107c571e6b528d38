import Testing

@testable import Constraints

/// The two wrong answers found by tried-as-a-new-user checks: a plain view's bounds
/// origin changed after a pass, and a manual `contentSize` under Auto Layout (seed 000: setting
/// it "doesn't help").
@Suite struct TwoWrongAnswersTests {
    /// A panel in a root, a child pinned to the panel and another pinned to the root.
    func scene() throws -> (View, View, View, View) {
        let (root, views) = window("panel")
        let panel = views[0]
        let inner = View("inner"), outer = View("outer")
        panel.addSubview(inner)
        panel.addSubview(outer)
        try activate(
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            panel.topAnchor == root.topAnchor + 40,
            panel.widthAnchor == 200, panel.heightAnchor == 300,
            inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            inner.topAnchor == panel.topAnchor + 10,
            inner.widthAnchor == 50, inner.heightAnchor == 50,
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            outer.topAnchor == root.topAnchor + 200,
            outer.widthAnchor == 20, outer.heightAnchor == 20)
        root.layoutIfNeeded()
        return (root, panel, inner, outer)
    }

    /// Frames are in the superview's bounds coordinates, so moving the panel's bounds origin by
    /// (50, 30) moves both children's frames by that much (on screen they stay put), at the next
    /// layoutIfNeeded, whatever else did or did not change.
    @Test func aPlainViewsBoundsOriginInvalidatesLayout() throws {
        let (root, panel, inner, outer) = try scene()
        expectFrame(inner, 10, 10, 50, 50)
        expectFrame(outer, 80, 160, 20, 20)
        panel.boundsOrigin = Point(x: 50, y: 30)
        root.layoutIfNeeded()
        expectFrame(inner, 60, 40, 50, 50)
        expectFrame(outer, 130, 190, 20, 20)
        #expect(inner.convert(Point.zero, to: nil) == Point(x: 30, y: 50))
        // The root's own bounds origin too: everything in it shifts.
        root.boundsOrigin = Point(x: -5, y: 0)
        root.layoutIfNeeded()
        expectFrame(panel, 15, 40, 200, 300)
        expectFrame(outer, 130, 190, 20, 20)
        // And back: the same frames as at first.
        panel.boundsOrigin = .zero
        root.boundsOrigin = .zero
        root.layoutIfNeeded()
        expectFrame(inner, 10, 10, 50, 50)
        expectFrame(outer, 80, 160, 20, 20)
    }

    /// Seed 000's 30 labels, shortened: pinned to the scroll view's top and leading edges, no
    /// chain to the bottom. Under Auto Layout a manual contentSize "doesn't help": the content
    /// height stays undetermined (0), and the diagnostic says the explicit size was not used.
    @Test func aManualContentSizeDoesNotHelpUnderAutoLayout() throws {
        let (root, sv) = try scrollWindow()
        var previous: View?
        for i in 1...3 {
            let label = View("label\(i)")
            label.fixedIntrinsicContentSize = Size(width: 100, height: 21)
            sv.addSubview(label)
            try activate(label.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 10))
            if let previous {
                try activate(label.topAnchor == previous.bottomAnchor + 10)
            } else {
                try activate(label.topAnchor == sv.topAnchor + 10)
            }
            previous = label
        }
        sv.explicitContentSize = Size(width: 320, height: 1000)
        root.layoutIfNeeded()
        #expect(sv.contentSize == Size(width: 0, height: 0))
        let messages = root.layoutEngine.diagnostics().map(\.message)
        #expect(
            messages == [
                "sv: content width is ambiguous: no constraint chain reaches its trailing edge; using 0 "
                    + "(the explicit contentSize width 320 does not apply: constraints attach the content to the "
                    + "scroll view horizontally, so Auto Layout decides it)",
                "sv: content height is ambiguous: no constraint chain reaches its bottom edge; using 0 "
                    + "(the explicit contentSize height 1000 does not apply: constraints attach the content to the "
                    + "scroll view vertically, so Auto Layout decides it)",
            ])
        // The seed's fix: pin the last label to the bottom; now the constraints decide it.
        if let previous { try activate(sv.bottomAnchor == previous.bottomAnchor + 10) }
        root.layoutIfNeeded()
        #expect(sv.contentSize.height == 103)
    }

    /// The content layout guide attaches the content as the scroll view's edges do; the frame
    /// layout guide does not (a view pinned to it floats over the content).
    @Test func theContentGuideAttachesTheContentAndTheFrameGuideDoesNot() throws {
        let (root, sv) = try scrollWindow()
        let label = View("label")
        label.fixedIntrinsicContentSize = Size(width: 100, height: 21)
        sv.addSubview(label)
        try activate(label.topAnchor == sv.contentLayoutGuide.topAnchor + 10)
        try activate(label.leadingAnchor.constraint(equalTo: sv.frameLayoutGuide.leadingAnchor, constant: 10))
        sv.explicitContentSize = Size(width: 320, height: 1000)
        root.layoutIfNeeded()
        // Vertically attached (by the content guide): Auto Layout's 0. Horizontally not: the
        // explicit width.
        #expect(sv.contentSize == Size(width: 320, height: 0))
        let messages = root.layoutEngine.diagnostics().map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("sv: content height is ambiguous") == true)
    }

    /// Attachment follows the constraints activated and deactivated after the first pass,
    /// which the incremental passes count one by one.
    @Test func aConstraintActivatedLaterAttachesAndDeactivatedDetaches() throws {
        let (root, sv) = try scrollWindow()
        let badge = View("badge")
        badge.fixedIntrinsicContentSize = Size(width: 40, height: 40)
        sv.addSubview(badge)
        try activate(badge.leadingAnchor.constraint(equalTo: sv.frameLayoutGuide.leadingAnchor, constant: 10))
        try activate(badge.topAnchor.constraint(equalTo: sv.frameLayoutGuide.topAnchor, constant: 10))
        sv.explicitContentSize = Size(width: 320, height: 1000)
        root.layoutIfNeeded()
        #expect(sv.contentSize == Size(width: 320, height: 1000))
        let label = View("label")
        label.fixedIntrinsicContentSize = Size(width: 100, height: 21)
        sv.addSubview(label)
        root.layoutIfNeeded()
        let pin = label.topAnchor == sv.contentLayoutGuide.topAnchor + 50
        try activate(pin)
        try activate(label.leadingAnchor.constraint(equalTo: sv.frameLayoutGuide.leadingAnchor, constant: 10))
        root.layoutIfNeeded()
        #expect(sv.contentSize == Size(width: 320, height: 0))
        pin.deactivate()
        try activate(label.topAnchor.constraint(equalTo: sv.frameLayoutGuide.topAnchor, constant: 50))
        root.layoutIfNeeded()
        #expect(sv.contentSize == Size(width: 320, height: 1000))
    }

    /// The count of attachments stops once every scroll view is attached on both axes, not
    /// once one is: a second scroll view attached only by a later constraint still counts.
    @Test func aSecondScrollViewAttachedByALaterConstraintCounts() throws {
        let (root, first) = try scrollWindow()
        let second = ScrollView("second")
        root.addSubview(second)
        try activate(
            second.leadingAnchor.constraint(equalTo: root.leadingAnchor), second.widthAnchor == 100,
            second.topAnchor == root.topAnchor, second.heightAnchor == 100)
        let box = View("box")
        box.fixedIntrinsicContentSize = Size(width: 50, height: 50)
        first.addSubview(box)
        try activate(
            box.leadingAnchor.constraint(equalTo: first.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: first.trailingAnchor), box.topAnchor == first.topAnchor,
            box.bottomAnchor == first.bottomAnchor)
        let label = View("label")
        label.fixedIntrinsicContentSize = Size(width: 30, height: 21)
        second.addSubview(label)
        try activate(label.leadingAnchor.constraint(equalTo: second.frameLayoutGuide.leadingAnchor, constant: 5))
        try activate(label.topAnchor == second.contentLayoutGuide.topAnchor + 10)
        second.explicitContentSize = Size(width: 300, height: 900)
        root.layoutIfNeeded()
        #expect(first.contentSize == Size(width: 50, height: 50))
        #expect(second.contentSize == Size(width: 300, height: 0))
    }

    /// Content placed by frames only (UIKit's manual approach): the explicit contentSize is the
    /// content size, and nothing is reported.
    @Test func aManualContentSizeWithoutConstraintsIsTheContentSize() throws {
        let (root, sv) = try scrollWindow()
        sv.addSubview(View("content", frame: Rect(x: 0, y: 0, width: 320, height: 1000)))
        sv.explicitContentSize = Size(width: 320, height: 1000)
        root.layoutIfNeeded()
        #expect(sv.contentSize == Size(width: 320, height: 1000))
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }
}
