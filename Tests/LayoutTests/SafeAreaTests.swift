import Testing

@testable import Constraints

/// A 390×844 phone window with a notch (47 points) and a home indicator (34 points).
func notchedWindow() -> View {
    let root = View("window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    return root
}

/// Pins `v`'s four edges to `item`'s.
func pinEdges(_ v: View, to item: LayoutItem) throws {
    try activate(
        v.leftAnchor == item.leftAnchor, v.rightAnchor == item.rightAnchor, v.topAnchor == item.topAnchor,
        v.bottomAnchor == item.bottomAnchor)
}

@Suite struct SafeAreaTests {
    @Test func aViewPinnedToTheSafeAreaGuide() throws {
        let root = notchedWindow()
        let content = View("content")
        root.addSubview(content)
        try pinEdges(content, to: root.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        expectFrame(content, 0, 47, 390, 763)
        #expect(content.safeAreaInsets == .zero)
        #expect(root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func safeAreaInsetsOfNestedViews() throws {
        let root = notchedWindow()
        let full = View("full"), band = View("band"), inner = View("inner"), low = View("low")
        root.addSubview(full)
        root.addSubview(band)
        band.addSubview(inner)
        band.addSubview(low)
        try pinEdges(full, to: root)
        try activate(
            band.leftAnchor == root.leftAnchor, band.widthAnchor == 390, band.topAnchor == root.topAnchor + 20,
            band.heightAnchor == 100,
            inner.leftAnchor == band.leftAnchor, inner.widthAnchor == 50, inner.topAnchor == band.topAnchor + 10,
            inner.heightAnchor == 50,
            low.leftAnchor == band.leftAnchor, low.widthAnchor == 50, low.topAnchor == band.topAnchor + 30,
            low.heightAnchor == 10)
        root.layoutIfNeeded()
        #expect(full.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // The band starts 20 down: 27 of the notch reach into it.
        #expect(band.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(inner.safeAreaInsets == EdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
        #expect(low.safeAreaInsets == .zero)
        // A subview pinned to the band's safe area guide starts below the notch.
        let label = View("label")
        band.addSubview(label)
        try activate(
            label.topAnchor == band.safeAreaLayoutGuide.topAnchor, label.heightAnchor == 10,
            label.leftAnchor == band.leftAnchor, label.widthAnchor == 10)
        root.layoutIfNeeded()
        expectFrame(label, 0, 27, 10, 10)
    }

    @Test func marginsFollowTheSafeAreaUnlessToldNot() throws {
        let root = notchedWindow()
        let full = View("full"), a = View("a")
        root.addSubview(full)
        full.addSubview(a)
        try pinEdges(full, to: root)
        // The margin attributes, and the margins guide: both follow the safe area.
        try activate(
            try LayoutConstraint(
                item: a, attribute: .top, relatedBy: .equal, toItem: full, attribute: .topMargin),
            try LayoutConstraint(
                item: a, attribute: .bottom, relatedBy: .equal, toItem: full, attribute: .bottomMargin),
            a.leftAnchor == full.layoutMarginsGuide.leftAnchor,
            a.rightAnchor == full.layoutMarginsGuide.rightAnchor)
        root.layoutIfNeeded()
        #expect(full.effectiveLayoutMargins == EdgeInsets(top: 55, left: 8, bottom: 42, right: 8))
        expectFrame(a, 8, 55, 374, 747)
        full.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        expectFrame(a, 8, 8, 374, 828)
    }

    @Test func preservedSuperviewMargins() throws {
        let (root, views) = window("parent")
        let parent = views[0]
        parent.layoutMargins = EdgeInsets(all: 20)
        let child = View("child"), inside = View("inside")
        parent.addSubview(child)
        child.addSubview(inside)
        try pinEdges(parent, to: root)
        try activate(
            child.leftAnchor == parent.leftAnchor + 5, child.widthAnchor == 100,
            child.topAnchor == parent.topAnchor,
            child.heightAnchor == 100)
        try pinEdges(inside, to: child.layoutMarginsGuide)
        child.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        // Left: 20 − 5 = 15 beats the own 8; top: 20 − 0; right and bottom are far from the edges.
        #expect(child.effectiveLayoutMargins == EdgeInsets(top: 20, left: 15, bottom: 8, right: 8))
        expectFrame(inside, 15, 20, 77, 72)
        child.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        expectFrame(inside, 8, 8, 84, 84)
    }

    @Test func aResizedSuperviewPassesItsMarginsOnToASubviewThatDidNotMove() throws {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View("parent"), child = View("child"), inside = View("inside")
        root.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(inside)
        parent.layoutMargins = EdgeInsets(all: 20)
        let width = parent.widthAnchor == 200
        try activate(
            parent.leftAnchor == root.leftAnchor, parent.topAnchor == root.topAnchor, width,
            parent.heightAnchor == 200, child.leftAnchor == parent.leftAnchor + 110, child.widthAnchor == 80,
            child.topAnchor == parent.topAnchor + 50, child.heightAnchor == 80)
        try pinEdges(inside, to: child.layoutMarginsGuide)
        child.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        // 10 from the parent's right edge: its margin reaches 10 into the child.
        #expect(child.effectiveLayoutMargins.right == 10)
        width.constant = 300
        root.layoutIfNeeded()
        // The child did not move; its superview grew away from it.
        expectFrame(child, 110, 50, 80, 80)
        #expect(child.effectiveLayoutMargins.right == 8)
        expectFrame(inside, 8, 8, 64, 64)
        child.removeFromSuperview()
        #expect(parent.subviewsPreservingMargins == 0)
    }

    @Test func directionalMarginsAndTheSystemMinimum() throws {
        let (root, views) = window("a")
        let a = views[0]
        try pinEdges(a, to: root)
        a.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 4)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(a.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 2, right: 30))
        #expect(a.effectiveLayoutMargins == EdgeInsets(top: 1, left: 4, bottom: 2, right: 30))
        a.systemMinimumLayoutMargins = .systemMinimumLayoutMargins(horizontalSizeClass: .compact)
        root.layoutIfNeeded()
        #expect(a.effectiveLayoutMargins == EdgeInsets(top: 1, left: 16, bottom: 2, right: 30))
        #expect(
            DirectionalEdgeInsets.systemMinimumLayoutMargins(horizontalSizeClass: .regular)
                == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        a.layoutMargins = EdgeInsets(all: 3)
        #expect(a.directionalLayoutMargins == DirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
    }

    /// A full-screen scroll view in the notched window holding one view `height` tall.
    func notchedScrollView(
        height: Double, behavior: ContentInsetAdjustmentBehavior
    ) throws -> (View, ScrollView, View) {
        let root = notchedWindow()
        let sv = ScrollView("sv")
        sv.contentInsetAdjustmentBehavior = behavior
        root.addSubview(sv)
        try pinEdges(sv, to: root)
        let content = View("content")
        sv.addSubview(content)
        try pinEdges(content, to: sv.contentLayoutGuide)
        try activate(content.widthAnchor == sv.frameLayoutGuide.widthAnchor, content.heightAnchor == height)
        root.layoutIfNeeded()
        return (root, sv, content)
    }

    @Test func adjustedContentInsetPerBehavior() throws {
        let notch = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let cases: [(ContentInsetAdjustmentBehavior, Double, EdgeInsets)] = [
            (.automatic, 2000, notch), (.automatic, 100, notch), (.scrollableAxes, 2000, notch),
            (.scrollableAxes, 100, .zero), (.never, 2000, .zero), (.always, 100, notch),
        ]
        for (behavior, height, expected) in cases {
            let (_, sv, content) = try notchedScrollView(height: height, behavior: behavior)
            #expect(sv.adjustedContentInset == expected, "\(behavior), content \(height)")
            #expect(sv.minimumContentOffset == Point(x: 0, y: -expected.top), "\(behavior)")
            // What the inset takes in, the content does not see again.
            let seen = expected.top == 0 ? Swift.min(47, height) : 0
            #expect(content.safeAreaInsets.top == seen, "\(behavior), content \(height)")
        }
        // A short list that always bounces vertically counts as scrollable on that axis.
        let (root, short, _) = try notchedScrollView(height: 100, behavior: .scrollableAxes)
        short.alwaysBounceVertical = true
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(short.adjustedContentInset == notch)
        let (_, sv, _) = try notchedScrollView(height: 2000, behavior: .automatic)
        #expect(sv.maximumContentOffset == Point(x: 0, y: 2000 - 844 + 34))
    }

    @Test func horizontalInsetsOnlyWhereTheContentScrollsSideways() throws {
        let root = View("window", frame: Rect(x: 0, y: 0, width: 844, height: 390))
        root.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let sv = ScrollView("sv")
        sv.contentInsetAdjustmentBehavior = .scrollableAxes
        root.addSubview(sv)
        try pinEdges(sv, to: root)
        let content = View("content")
        sv.addSubview(content)
        try pinEdges(content, to: sv.contentLayoutGuide)
        try activate(content.widthAnchor == sv.frameLayoutGuide.widthAnchor, content.heightAnchor == 1000)
        root.layoutIfNeeded()
        #expect(sv.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(content.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    }

    @Test func changingTheWindowsInsetsRelaysOut() throws {
        let root = notchedWindow()
        let content = View("content")
        root.addSubview(content)
        try pinEdges(content, to: root.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        root.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        expectFrame(content, 0, 20, 390, 824)
        root.additionalSafeAreaInsets = .zero
        root.layoutIfNeeded()
        expectFrame(content, 0, 0, 390, 844)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func notFiniteInsetsAreRefused() {
        let v = View("v")
        v.additionalSafeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        v.layoutMargins = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        v.systemMinimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: .nan, bottom: 0, trailing: 0)
        #expect(v.additionalSafeAreaInsets == .zero)
        #expect(v.layoutMargins == EdgeInsets(all: 8))
        #expect(v.systemMinimumLayoutMargins == .zero)
    }
}

@Suite struct ReadableContentGuideTests {
    /// A `width`-wide window with margins 20 and a text view pinned to its readable guide.
    func text(inWindowOfWidth width: Double) throws -> (View, View) {
        let root = View("window", frame: Rect(x: 0, y: 0, width: width, height: 600))
        root.layoutMargins = EdgeInsets(all: 20)
        let text = View("text")
        root.addSubview(text)
        try pinEdges(text, to: root.readableContentGuide)
        root.layoutIfNeeded()
        return (root, text)
    }

    @Test func wideViewsNarrowToTheReadableWidth() throws {
        // 1024 − 40 = 984 between the margins: 672 of it, centred (156 more on each side).
        let (root, text) = try text(inWindowOfWidth: 1024)
        expectFrame(text, 176, 20, 672, 560)
        // A phone: narrower than 672 between the margins, so the guide is the margins guide.
        let (_, phone) = try self.text(inWindowOfWidth: 390)
        expectFrame(phone, 20, 20, 350, 560)
        // It follows the view's width and its own maximum.
        root.frame = Rect(x: 0, y: 0, width: 600, height: 600)
        root.layoutIfNeeded()
        expectFrame(text, 20, 20, 560, 560)
        root.readableContentMaximumWidth = 400
        root.layoutIfNeeded()
        expectFrame(text, 100, 20, 400, 560)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func marginsThatFollowTheReadableWidth() throws {
        let root = View("window", frame: Rect(x: 0, y: 0, width: 1024, height: 600))
        root.layoutMargins = EdgeInsets(all: 20)
        root.layoutMarginsFollowReadableWidth = true
        let text = View("text")
        root.addSubview(text)
        try pinEdges(text, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        expectFrame(text, 176, 20, 672, 560)
        #expect(root.effectiveLayoutMargins == EdgeInsets(top: 20, left: 176, bottom: 20, right: 176))
        root.layoutMarginsFollowReadableWidth = false
        root.layoutIfNeeded()
        expectFrame(text, 20, 20, 984, 560)
    }
}
