import Testing

@testable import Constraints

/// A root 320×480 window with a scroll view `sv` pinned to its edges (the top `top` points
/// down).
func scrollWindow(top: Double = 0) throws -> (View, ScrollView) {
    let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let sv = ScrollView("sv")
    root.addSubview(sv)
    try activate(
        sv.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        sv.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        sv.topAnchor == root.topAnchor + top, sv.bottomAnchor == root.bottomAnchor)
    return (root, sv)
}

func expectPoint(_ p: Point, _ x: Double, _ y: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        Swift.abs(p.x - x) < 1e-7 && Swift.abs(p.y - y) < 1e-7, "\(p) is not (\(x), \(y))",
        sourceLocation: sourceLocation)
}

func expectSize(_ s: Size, _ w: Double, _ h: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        Swift.abs(s.width - w) < 1e-7 && Swift.abs(s.height - h) < 1e-7, "\(s) is not (\(w), \(h))",
        sourceLocation: sourceLocation)
}

@Suite struct ScrollViewTests {
    @Test func aContentSizeIsNeverNegative() throws {
        // The content guide's trailing edge 220 points before a 0-wide view's trailing edge,
        // whose leading edge is 20 points in: the content would be −200 wide. Its size is
        // never negative, so the view grows to 200 instead (its hugging of 0 gives way).
        let (root, sv) = try scrollWindow()
        let v = View("v")
        v.fixedIntrinsicContentSize = Size(width: 0, height: 40)
        sv.addSubview(v)
        try activate(
            v.leadingAnchor.constraint(equalTo: sv.contentLayoutGuide.leadingAnchor, constant: 20),
            v.trailingAnchor.constraint(equalTo: sv.contentLayoutGuide.trailingAnchor, constant: 220),
            v.topAnchor == sv.contentLayoutGuide.topAnchor, v.bottomAnchor == sv.contentLayoutGuide.bottomAnchor)
        root.layoutIfNeeded()
        expectSize(v.frame.size, 200, 40)
        expectSize(sv.contentSize, 0, 40)
        #expect(root.layoutEngine.diagnostics().allSatisfy { $0.kind != .unsatisfiable })
    }

    @Test func contentSizeFromAChain() throws {
        // TN2154's example: leading 100 + width 200 + trailing 500; top 131 + 200 + 269.
        let (root, sv) = try scrollWindow()
        let v = View("v")
        sv.addSubview(v)
        try activate(
            v.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 100), v.widthAnchor == 200,
            sv.trailingAnchor.constraint(equalTo: v.trailingAnchor, constant: 500),
            v.topAnchor == sv.topAnchor + 131, v.heightAnchor == 200, sv.bottomAnchor == v.bottomAnchor + 269)
        root.layoutIfNeeded()
        expectSize(sv.contentSize, 800, 600)
        expectFrame(v, 100, 131, 200, 200)
        expectFrame(sv, 0, 0, 320, 480)
        #expect(sv.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(root.layoutEngine.diagnostics().isEmpty)
        // Decided by constraints: no fallback was made.
        #expect(sv.implied.contentSize.allSatisfy { $0 == nil })
    }

    @Test func verticalOnlyScrollingWithTheGuides() throws {
        let (root, sv) = try scrollWindow()
        let content = View("content")
        sv.addSubview(content)
        let cg = sv.contentLayoutGuide, fg = sv.frameLayoutGuide
        try activate(
            content.leadingAnchor.constraint(equalTo: cg.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: cg.trailingAnchor),
            content.topAnchor == cg.topAnchor, content.bottomAnchor == cg.bottomAnchor,
            content.widthAnchor == fg.widthAnchor, content.heightAnchor == 1000)
        sv.contentOffset = Point(x: 0, y: 200)
        root.layoutIfNeeded()
        expectSize(sv.contentSize, 320, 1000)
        expectFrame(content, 0, 0, 320, 1000)
        #expect(sv.visibleRect == Rect(x: 0, y: 200, width: 320, height: 480))
        #expect(fg.layoutFrame == Rect(x: 0, y: 200, width: 320, height: 480))
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func floatingViewMovesWithTheOffset() throws {
        // The reference's example: F.top == P.top + 10, S.frame.y = 64, offset.y = 300 ⇒ 246.
        let (root, sv) = try scrollWindow(top: 64)
        let label = View("label"), f = View("f")
        label.fixedIntrinsicContentSize = Size(width: 98, height: 21)
        f.fixedIntrinsicContentSize = Size(width: 40, height: 40)
        sv.addSubview(label)
        sv.addSubview(f)
        try activate(
            label.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: sv.trailingAnchor, constant: -10),
            label.topAnchor == sv.topAnchor + 10, label.bottomAnchor == sv.bottomAnchor - 2000,
            f.topAnchor == root.topAnchor + 10, f.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20))
        root.layoutIfNeeded()
        expectFrame(f, 20, -54, 40, 40)
        sv.contentOffset = Point(x: 0, y: 300)
        // A floating view that only keeps its place outside moves at once.
        expectFrame(f, 20, 246, 40, 40)
        expectFrame(label, 10, 10, 98, 21)
        #expect(root.layoutEngine.framesAreCurrent)
        sv.contentOffset = Point(x: -15, y: 310)
        expectFrame(f, 5, 256, 40, 40)
        root.layoutIfNeeded()
        expectFrame(f, 5, 256, 40, 40)
        expectFrame(label, 10, 10, 98, 21)
        expectSize(sv.contentSize, 118, 2031)
        // Only the two constraints that cross the scroll view depend on its offset.
        #expect(root.layoutEngine.offsetDependents[ObjectIdentifier(sv)]?.count == 2)

        // A fresh layout at that offset agrees.
        let (root2, sv2) = try scrollWindow(top: 64)
        let f2 = View("f")
        f2.fixedIntrinsicContentSize = Size(width: 40, height: 40)
        sv2.addSubview(f2)
        sv2.contentOffset = Point(x: -15, y: 310)
        try activate(
            f2.topAnchor == root2.topAnchor + 10, f2.leftAnchor.constraint(equalTo: root2.leftAnchor, constant: 20))
        root2.layoutIfNeeded()
        expectFrame(f2, 5, 256, 40, 40)
    }

    @Test func stickyHeaderWaitsForTheLayoutPass() throws {
        // A header that follows the content but never leaves the window's top: not a rigid
        // shift, so its frame follows at the next layout pass, where it agrees with a fresh one.
        func build(offset: Double) throws -> (View, ScrollView, View) {
            let (root, sv) = try scrollWindow()
            let header = View("header")
            sv.addSubview(header)
            sv.contentOffset = Point(x: 0, y: offset)
            try activate(
                header.leadingAnchor.constraint(equalTo: sv.leadingAnchor), header.widthAnchor == 320,
                header.heightAnchor == 44,
                header.topAnchor >= root.topAnchor, (header.topAnchor == sv.topAnchor + 100) ~ 750,
                sv.bottomAnchor == header.bottomAnchor + 2000)
            return (root, sv, header)
        }
        let (root, sv, header) = try build(offset: 0)
        root.layoutIfNeeded()
        expectFrame(header, 0, 100, 320, 44)
        sv.contentOffset = Point(x: 0, y: 250)
        #expect(!root.layoutEngine.framesAreCurrent)
        root.layoutIfNeeded()
        expectFrame(header, 0, 250, 320, 44)
        let (root2, _, header2) = try build(offset: 250)
        root2.layoutIfNeeded()
        expectFrame(header2, 0, 250, 320, 44)
        sv.contentOffset = Point(x: 0, y: 50)
        root.layoutIfNeeded()
        expectFrame(header, 0, 100, 320, 44)
    }

    @Test func centersAndSizesAreTheFrame() throws {
        let (root, sv) = try scrollWindow()
        let v = View("v")
        sv.addSubview(v)
        sv.contentOffset = Point(x: 100, y: 40)
        try activate(
            v.centerXAnchor == sv.centerXAnchor, v.centerYAnchor == sv.centerYAnchor,
            v.widthAnchor == 0.5 * sv.widthAnchor, v.heightAnchor == 20)
        root.layoutIfNeeded()
        // Frame-based (floating) centres: the visible frame's centre in content coordinates.
        expectFrame(v, 100 + 80, 40 + 230, 160, 20)
    }

    @Test func ambiguousContentWidthAndTheExplicitFallback() throws {
        let (root, sv) = try scrollWindow()
        let v = View("v")
        sv.addSubview(v)
        try activate(
            v.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 10), v.widthAnchor == 100,
            v.topAnchor == sv.topAnchor, v.heightAnchor == 50, sv.bottomAnchor == v.bottomAnchor)
        root.layoutIfNeeded()
        expectSize(sv.contentSize, 0, 50)
        let d = root.layoutEngine.diagnostics()
        #expect(d.count == 1)
        #expect(d.first?.kind == .ambiguous)
        #expect(d.first?.attributes == [.contentWidth])
        #expect(d.first?.items.first === sv)
        #expect(
            d.first?.message == "sv: content width is ambiguous: no constraint chain reaches its trailing edge; using 0"
        )
        #expect(sv.implied.contentSize.map { $0 != nil } == [true, false])

        sv.explicitContentSize = Size(width: 500, height: 900)
        root.layoutIfNeeded()
        // The constraints' height wins. The content is attached to the leading edge, so Auto
        // Layout owns the width and the explicit one "doesn't help" (seed 000): still 0, and
        // the diagnostic says the explicit width did not apply.
        expectSize(sv.contentSize, 0, 50)
        #expect(
            root.layoutEngine.diagnostics().map(\.message) == [
                "sv: content width is ambiguous: no constraint chain reaches its trailing edge; using 0 (the explicit "
                    + "contentSize width 500 does not apply: constraints attach the content to the scroll view "
                    + "horizontally, so Auto Layout decides it)"
            ])
    }

    @Test func explicitContentSizeStillWarnsWhenConstraintsLeaveAGap() throws {
        let (root, sv) = try scrollWindow()
        let v = View("v")
        sv.addSubview(v)
        // The content width is touched (trailing pinned with an inequality) but left free.
        try activate(
            v.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 10), v.widthAnchor == 100,
            sv.trailingAnchor.constraint(greaterThanOrEqualTo: v.trailingAnchor),
            v.topAnchor == sv.topAnchor, v.heightAnchor == 50, sv.bottomAnchor == v.bottomAnchor)
        sv.explicitContentSize = Size(width: 500, height: 900)
        root.layoutIfNeeded()
        // The fallback pulls the width towards 0, which the inequality stops at 10 + 100.
        expectSize(sv.contentSize, 110, 50)
        #expect(
            root.layoutEngine.diagnostics().map(\.message) == [
                "sv: content width is ambiguous: the constraints between its content and its leading and trailing "
                    + "edges leave it free; using 0 (the explicit contentSize width 500 does not apply: constraints "
                    + "attach the content to the scroll view horizontally, so Auto Layout decides it)"
            ])
    }

    @Test func theScrollViewsOwnSizeAndCentreDoNotAttachItsContent() throws {
        let (root, sv) = try scrollWindow()
        let v = View("v")
        sv.addSubview(v)
        // Width and centre are the scroll view's frame, not its content area: only the top and
        // bottom edges attach the content (vertically); horizontally the explicit width stands.
        try activate(
            v.widthAnchor.constraint(equalTo: sv.widthAnchor), v.centerXAnchor.constraint(equalTo: sv.centerXAnchor),
            v.topAnchor == sv.topAnchor, v.heightAnchor == 50, sv.bottomAnchor == v.bottomAnchor)
        sv.explicitContentSize = Size(width: 700, height: 900)
        root.layoutIfNeeded()
        expectSize(sv.contentSize, 700, 50)
        #expect(sv.contentAttachedAxes == [false, true])
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func insetsAndTheOffsetRange() throws {
        let (root, sv) = try scrollWindow()
        sv.explicitContentSize = Size(width: 320, height: 1000)
        sv.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        root.layoutIfNeeded()
        #expect(sv.adjustedContentInset == sv.contentInset)
        expectPoint(sv.minimumContentOffset, 0, -20)
        expectPoint(sv.maximumContentOffset, 0, 550)
        expectPoint(sv.clampedContentOffset(Point(x: 40, y: 900)), 0, 550)
        expectPoint(sv.clampedContentOffset(Point(x: -5, y: -100)), 0, -20)
        // Programmatic offsets are not clamped.
        sv.contentOffset = Point(x: 0, y: 900)
        expectPoint(sv.contentOffset, 0, 900)
        #expect(sv.visibleRect == Rect(x: 0, y: 900, width: 320, height: 480))
        // scrollRectToVisible: the smallest move into the unobscured area, clamped.
        sv.contentOffset = .zero
        expectPoint(sv.contentOffset(toMakeVisible: Rect(x: 0, y: 600, width: 100, height: 50)), 0, 600 + 50 - 450)
        expectPoint(sv.contentOffset(toMakeVisible: Rect(x: 0, y: 100, width: 100, height: 50)), 0, 0)
        expectPoint(sv.contentOffset(toMakeVisible: Rect(x: 0, y: 990, width: 100, height: 50)), 0, 550)
        sv.contentOffset = Point(x: 0, y: 500)
        expectPoint(sv.contentOffset(toMakeVisible: Rect(x: 0, y: 100, width: 100, height: 50)), 0, 80)
        // Small content: the top inset wins.
        sv.explicitContentSize = Size(width: 320, height: 100)
        root.layoutIfNeeded()
        expectPoint(sv.maximumContentOffset, 0, -20)
    }

    @Test func paging() throws {
        let (root, sv) = try scrollWindow()
        sv.isPagingEnabled = true
        sv.explicitContentSize = Size(width: 960, height: 480)
        root.layoutIfNeeded()
        expectSize(sv.pageSize, 320, 480)
        #expect(sv.pageCount == ScrollView.Page(column: 3, row: 1))
        sv.contentOffset = Point(x: 500, y: 0)
        #expect(sv.currentPage == ScrollView.Page(column: 2, row: 0))
        #expect(sv.page(at: Point(x: 470, y: 0)) == ScrollView.Page(column: 1, row: 0))
        expectPoint(sv.snappedContentOffset(Point(x: 470, y: 30)), 320, 0)
        expectPoint(sv.snappedContentOffset(Point(x: 5000, y: 0)), 640, 0)
        sv.explicitContentSize = Size(width: 1000, height: 480)
        root.layoutIfNeeded()
        #expect(sv.pageCount == ScrollView.Page(column: 4, row: 1))
    }

    @Test func zoom() throws {
        let (root, sv) = try scrollWindow()
        let image = View("image")
        sv.addSubview(image)
        let cg = sv.contentLayoutGuide
        try activate(
            image.leadingAnchor.constraint(equalTo: cg.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: cg.trailingAnchor),
            image.topAnchor == cg.topAnchor, image.bottomAnchor == cg.bottomAnchor,
            image.widthAnchor == 200, image.heightAnchor == 300)
        sv.zoomView = image
        sv.minimumZoomScale = 0.5
        sv.maximumZoomScale = 3
        sv.zoomScale = 2
        root.layoutIfNeeded()
        expectFrame(image, 0, 0, 200, 300)  // the layout frame: Auto Layout ignores transforms
        #expect(sv.zoomedFrame == Rect(x: 0, y: 0, width: 400, height: 600))
        expectSize(sv.contentSize, 400, 600)
        expectSize(sv.unzoomedContentSize, 200, 300)
        sv.zoomScale = 5
        #expect(sv.zoomScale == 3)
        sv.zoomScale = 0.1
        #expect(sv.zoomScale == 0.5)
        // zoomToRect: the scale that fits the rectangle (clamped), centred, offset clamped.
        let (s, o) = sv.zoomTarget(for: Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(s == 3)
        expectPoint(o, 140, 60)
        sv.zoom(to: Rect(x: 150, y: 250, width: 50, height: 50))
        root.layoutIfNeeded()
        #expect(sv.zoomScale == 3)
        expectSize(sv.contentSize, 600, 900)
        expectPoint(sv.contentOffset, 280, 420)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func nestedScrollViews() throws {
        let (root, outer) = try scrollWindow()
        let inner = ScrollView("inner"), tile = View("tile"), badge = View("badge")
        outer.addSubview(inner)
        inner.addSubview(tile)
        inner.addSubview(badge)
        try activate(
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor), inner.widthAnchor == outer.widthAnchor,
            outer.trailingAnchor.constraint(equalTo: inner.trailingAnchor),
            inner.topAnchor == outer.topAnchor + 100, inner.heightAnchor == 200,
            outer.bottomAnchor == inner.bottomAnchor + 900,
            tile.leadingAnchor.constraint(equalTo: inner.leadingAnchor), tile.widthAnchor == 1500,
            inner.trailingAnchor.constraint(equalTo: tile.trailingAnchor),
            tile.topAnchor == inner.topAnchor, tile.heightAnchor == inner.heightAnchor,
            inner.bottomAnchor == tile.bottomAnchor,
            badge.topAnchor == root.topAnchor + 10,
            badge.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            badge.widthAnchor == 10, badge.heightAnchor == 10)
        outer.contentOffset = Point(x: 0, y: 60)
        inner.contentOffset = Point(x: 300, y: 0)
        root.layoutIfNeeded()
        expectSize(outer.contentSize, 320, 1200)
        expectSize(inner.contentSize, 1500, 200)
        expectFrame(inner, 0, 100, 320, 200)
        expectFrame(tile, 0, 0, 1500, 200)
        // The badge floats through both: 10 below the window's top, 20 from its left.
        expectFrame(badge, 20 + 300, 10 - (100 - 60), 10, 10)
        // The inner offset moves the badge within the inner content at once.
        inner.contentOffset = Point(x: 0, y: 0)
        expectFrame(badge, 20, 10 - (100 - 60), 10, 10)
        // The outer offset moves it through the inner scroll view, whose own place is fixed
        // to the outer content: that waits for the layout pass.
        outer.contentOffset = Point(x: 0, y: 0)
        root.layoutIfNeeded()
        expectFrame(badge, 20, 10 - 100, 10, 10)
        expectFrame(inner, 0, 100, 320, 200)
    }

    @Test func marginsOfAScrollViewInsetTheContentArea() throws {
        let (root, sv) = try scrollWindow()
        let v = View("v")
        sv.addSubview(v)
        sv.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        try activate(
            try LayoutConstraint(
                item: v, attribute: .leading, relatedBy: .equal, toItem: sv, attribute: .leadingMargin),
            try LayoutConstraint(
                item: v, attribute: .trailing, relatedBy: .equal, toItem: sv, attribute: .trailingMargin),
            try LayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: sv, attribute: .topMargin),
            try LayoutConstraint(item: v, attribute: .bottom, relatedBy: .equal, toItem: sv, attribute: .bottomMargin),
            v.widthAnchor == 100, v.heightAnchor == 700)
        root.layoutIfNeeded()
        expectFrame(v, 10, 5, 100, 700)
        expectSize(sv.contentSize, 130, 720)
    }
}

@Suite struct FittingTests {
    @Test func theReferenceButton() throws {
        let (root, v) = window("button")
        let button = v[0]
        button.fixedIntrinsicContentSize = Size(width: 50, height: 50)
        try activate(button.topAnchor == root.topAnchor, button.leftAnchor.constraint(equalTo: root.leftAnchor))
        root.layoutIfNeeded()
        let fitted = button.systemLayoutSizeFitting(
            Size(width: 10, height: 10), withHorizontalFittingPriority: .required, verticalFittingPriority: .defaultLow)
        expectSize(fitted, 10, 50)
        expectSize(button.systemLayoutSizeFitting(View.layoutFittingCompressedSize), 50, 50)
        expectSize(button.systemLayoutSizeFitting(View.layoutFittingExpandedSize), 50, 50)
        expectFrame(button, 0, 0, 50, 50)  // untouched
    }

    @Test func contentViewHeightFromItsLabels() throws {
        // The seeds' content view: its compressed size is what its labels' chain needs.
        let (root, v) = window("content")
        let content = v[0]
        var previous: View?
        var made: [LayoutConstraint] = []
        for i in 0..<30 {
            let label = View("label\(i)")
            label.fixedIntrinsicContentSize = Size(width: 98, height: 21)
            content.addSubview(label)
            made.append(label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10))
            made.append(content.trailingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 10))
            made.append(label.topAnchor == (previous?.bottomAnchor ?? content.topAnchor) + 10)
            previous = label
        }
        made.append(content.bottomAnchor == previous!.bottomAnchor + 10)
        made.append(content.topAnchor == root.topAnchor + 1000)  // outside the subtree: ignored
        LayoutConstraint.activate(made)
        expectSize(content.systemLayoutSizeFitting(View.layoutFittingCompressedSize), 118, 31 * 30 + 10)
        // Nothing holds the width from above: expanded gives the target there.
        expectSize(content.systemLayoutSizeFitting(View.layoutFittingExpandedSize), 10000, 31 * 30 + 10)
        // An unconstrained view is the target.
        let (_, w) = window("empty")
        expectSize(w[0].systemLayoutSizeFitting(Size(width: 30, height: 40)), 30, 40)
    }
}
