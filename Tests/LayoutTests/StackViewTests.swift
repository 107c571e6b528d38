import Testing

@testable import Constraints

/// A root 320×480 window with a stack view at its top-left corner, arranging views of the
/// given intrinsic sizes (named `a`, `b`, …). `width`/`height`, when given, fix the stack's size.
func stackWindow(
    _ sizes: [(Double, Double)], axis: LayoutAxis = .horizontal, width: Double? = nil, height: Double? = nil,
    configure: (StackView) -> Void = { _ in }
) throws -> (View, StackView, [View]) {
    let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let stack = StackView("stack")
    stack.axis = axis
    root.addSubview(stack)
    let names = ["a", "b", "c", "d", "e"]
    let views = sizes.enumerated().map { i, s in
        let v = View(names[i])
        v.fixedIntrinsicContentSize = Size(width: s.0, height: s.1)
        stack.addArrangedSubview(v)
        return v
    }
    configure(stack)
    var constraints = [stack.leftAnchor == root.leftAnchor, stack.topAnchor == root.topAnchor]
    if let width { constraints.append(stack.widthAnchor == width) }
    if let height { constraints.append(stack.heightAnchor == height) }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, stack, views)
}

@Suite struct StackViewTests {
    // MARK: Distributions

    @Test func anEqualSpacingStackLeavesAHiddenViewNowhereAlongItsAxis() throws {
        // The equal distributions space the visible views only: a hidden one has no length and
        // no place along the axis, so its x is ambiguous (Xcode marks every hidden view of such
        // a stack so); a fill stack places it after the previous visible view.
        for (distribution, ambiguous) in [(StackView.Distribution.equalSpacing, true), (.fill, false)] {
            let (root, _, v) = try stackWindow([(100, 20), (60, 30), (40, 30)], width: 320) {
                $0.distribution = distribution
                $0.arrangedSubviews[1].isHidden = true
            }
            #expect(v[1].frame.width == 0)
            let reported = root.layoutEngine.diagnostics().filter { $0.kind == .ambiguous }.flatMap(\.items)
            #expect(reported.contains { $0 === v[1] } == ambiguous, "\(distribution)")
            #expect(!reported.contains { $0 === v[0] || $0 === v[2] })
        }
    }

    @Test func anEqualSpacingStackSizedByItsContentKeepsItsGapsAtSpacing() throws {
        // Nothing sizes the stack along its axis: the gaps (at least `spacing`, all equal) are
        // exactly `spacing`, and nothing is ambiguous.
        let (root, stack, v) = try stackWindow([(100, 20), (60, 30), (40, 30)]) {
            $0.distribution = .equalSpacing
            $0.spacing = 12
        }
        expectFrame(v[0], 0, 0, 100, 30)
        expectFrame(v[1], 112, 0, 60, 30)
        expectFrame(v[2], 184, 0, 40, 30)
        expectFrame(stack, 0, 0, 224, 30)
        #expect(root.layoutEngine.diagnostics().isEmpty)
        // Made longer, it pads the gaps evenly and keeps the views' lengths (the fit is below
        // hugging).
        let (_, _, w) = try stackWindow([(100, 20), (60, 30), (40, 30)], width: 300) {
            $0.distribution = .equalSpacing
            $0.spacing = 12
        }
        expectFrame(w[0], 0, 0, 100, 30)
        expectFrame(w[1], 150, 0, 60, 30)
        expectFrame(w[2], 260, 0, 40, 30)
    }

    @Test func aNestedStacksFitWinsOverTheGapsOfAnEqualSpacingStack() throws {
        // A 300-wide equalSpacing row holding a vertical stack (no width of its own: its
        // leading alignment hugs its widest view, `UISV-canvas-fit` at 49) and a 60-wide view:
        // the column keeps its content's width and the gap takes the rest (Xcode's stored
        // frames: the gaps' fit is below the nested stack's).
        let column = StackView("column")
        column.axis = .vertical
        column.alignment = .leading
        let (root, _, v) = try stackWindow([(100, 20), (70, 20), (60, 20)], width: 300) { row in
            row.distribution = .equalSpacing
            row.spacing = 8
            // The first two views move into the column, which takes their place.
            let (a, b) = (row.arrangedSubviews[0], row.arrangedSubviews[1])
            column.addArrangedSubview(a)
            column.addArrangedSubview(b)
            row.insertArrangedSubview(column, at: 0)
        }
        expectFrame(column, 0, 0, 100, 40)
        expectFrame(v[2], 240, 0, 60, 40)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func fillUnderflowStretchesTheLastViewWhenHuggingTies() throws {
        // 320 − 100 − 10 − 60 = 150 to spare; equal hugging: the last view takes it.
        let (root, stack, v) = try stackWindow([(100, 20), (60, 30)], width: 320) { $0.spacing = 10 }
        expectFrame(v[0], 0, 0, 100, 30)
        expectFrame(v[1], 110, 0, 210, 30)
        expectFrame(stack, 0, 0, 320, 30)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func fillUnderflowStretchesTheLowerHugging() throws {
        let (_, _, v) = try stackWindow([(100, 20), (60, 30)], width: 320) {
            $0.spacing = 10
            $0.arrangedSubviews[0].setContentHuggingPriority(200, for: .horizontal)
        }
        expectFrame(v[0], 0, 0, 250, 30)
        expectFrame(v[1], 260, 0, 60, 30)
    }

    @Test func fillOverflowShrinksTheLastViewThenTheLowerResistance() throws {
        let (_, _, v) = try stackWindow([(100, 20), (60, 30)], width: 150) { $0.spacing = 10 }
        expectFrame(v[0], 0, 0, 100, 30)
        expectFrame(v[1], 110, 0, 40, 30)
        let (_, _, w) = try stackWindow([(100, 20), (60, 30)], width: 150) {
            $0.spacing = 10
            $0.arrangedSubviews[1].setCompressionResistancePriority(751, for: .horizontal)
        }
        expectFrame(w[0], 0, 0, 80, 30)
        expectFrame(w[1], 90, 0, 60, 30)
    }

    @Test func fillEqually() throws {
        let (_, _, v) = try stackWindow([(10, 20), (200, 20), (30, 20)], width: 320) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        expectFrame(v[0], 0, 0, 100, 20)
        expectFrame(v[1], 110, 0, 100, 20)
        expectFrame(v[2], 220, 0, 100, 20)
    }

    @Test func fillProportionally() throws {
        // 310 points shared 100 : 60.
        let (_, _, v) = try stackWindow([(100, 20), (60, 20)], width: 320) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        expectFrame(v[0], 0, 0, 193.75, 20)
        expectFrame(v[1], 203.75, 0, 116.25, 20)
    }

    @Test func fillProportionallySharesByFittingSizeWhereAViewHasNoIntrinsicSize() throws {
        // A vertical stack: a view 34 tall, then a nested row (centre-aligned: 20 and 30 tall,
        // so 30 by fitting), then a plain view holding a 40-tall child on its edges (40 by
        // fitting). Nothing else sizes the stack along its axis: each gets its natural
        // length, 34 + 8 + 30 + 8 + 40 = 120.
        let (_, stack, v) = try stackWindow([(100, 34)], axis: .vertical, width: 200) {
            $0.distribution = .fillProportionally
            $0.spacing = 8
            let row = StackView("row")
            row.alignment = .center
            for (name, h) in [("r1", 20.0), ("r2", 30.0)] {
                let item = View(name)
                item.fixedIntrinsicContentSize = Size(width: 50, height: h)
                row.addArrangedSubview(item)
            }
            $0.addArrangedSubview(row)
            let box = View("box")
            let inner = View("inner")
            inner.fixedIntrinsicContentSize = Size(width: 10, height: 40)
            box.addSubview(inner)
            inner.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                inner.topAnchor == box.topAnchor, inner.bottomAnchor == box.bottomAnchor,
                inner.leadingAnchor == box.leadingAnchor,
            ])
            $0.addArrangedSubview(box)
        }
        let row = stack.arrangedSubviews[1], box = stack.arrangedSubviews[2]
        expectFrame(v[0], 0, 0, 200, 34)
        expectFrame(row, 0, 42, 200, 30)
        expectFrame(box, 0, 80, 200, 40)
        expectFrame(stack, 0, 0, 200, 120)
        // Made 180 tall: the 172 left after the spacing is shared 34 : 30.
        let (_, other, w) = try stackWindow([(100, 34)], axis: .vertical, width: 200, height: 180) {
            $0.distribution = .fillProportionally
            $0.spacing = 8
            let row = StackView("row")
            row.alignment = .center
            let item = View("r1")
            item.fixedIntrinsicContentSize = Size(width: 50, height: 30)
            row.addArrangedSubview(item)
            $0.addArrangedSubview(row)
        }
        expectFrame(w[0], 0, 0, 200, 91.375)
        expectFrame(other.arrangedSubviews[1], 0, 99.375, 200, 80.625)
    }

    @Test func equalSpacingUnderAndOverflow() throws {
        let (_, _, v) = try stackWindow([(100, 20), (60, 20), (40, 20)], width: 320) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        expectFrame(v[0], 0, 0, 100, 20)
        expectFrame(v[1], 160, 0, 60, 20)
        expectFrame(v[2], 280, 0, 40, 20)
        // 200 wide: the gaps stay at their minimum and the last view gives way.
        let (_, _, w) = try stackWindow([(100, 20), (60, 20), (40, 20)], width: 200) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        expectFrame(w[0], 0, 0, 100, 20)
        expectFrame(w[1], 110, 0, 60, 20)
        expectFrame(w[2], 180, 0, 20, 20)
    }

    @Test func equalCentering() throws {
        // Centres 50 and 300 at the ends; the middle one's centre half-way, at 175.
        let (_, _, v) = try stackWindow([(100, 20), (60, 20), (40, 20)], width: 320) {
            $0.distribution = .equalCentering
            $0.spacing = 10
        }
        expectFrame(v[0], 0, 0, 100, 20)
        expectFrame(v[1], 145, 0, 60, 20)
        expectFrame(v[2], 280, 0, 40, 20)
    }

    @Test func aStackWithoutASizeTakesItsContentsSize() throws {
        let (_, stack, v) = try stackWindow([(50, 20), (70, 44)]) { $0.spacing = 8 }
        expectFrame(stack, 0, 0, 128, 44)
        expectFrame(v[1], 58, 0, 70, 44)
    }

    // MARK: Alignment

    @Test func alignmentsAcrossAHorizontalStack() throws {
        let cases: [(StackView.Alignment, Double, Double)] = [
            (.top, 0, 0), (.center, 40, 35), (.bottom, 80, 70), (.fill, 0, 0),
        ]
        for (alignment, ya, yb) in cases {
            let (_, _, v) = try stackWindow([(50, 20), (50, 30)], height: 100) { $0.alignment = alignment }
            #expect(v[0].frame.minY == ya, "\(alignment)")
            #expect(v[1].frame.minY == yb, "\(alignment)")
            if alignment == .fill {
                #expect(v[0].frame.height == 100 && v[1].frame.height == 100)
            } else {
                #expect(v[0].frame.height == 20 && v[1].frame.height == 30)
            }
        }
    }

    @Test func aCenteredStackHugsItsTallestView() throws {
        let (root, stack, v) = try stackWindow([(50, 20), (50, 30)]) { $0.alignment = .center }
        expectFrame(stack, 0, 0, 100, 30)
        expectFrame(v[0], 0, 5, 50, 20)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func firstAndLastBaselineAlignment() throws {
        let (root, stack, v) = try stackWindow([(50, 20), (50, 40)]) {
            $0.alignment = .firstBaseline
            $0.arrangedSubviews[0].firstBaselineOffsetFromTop = 15
            $0.arrangedSubviews[1].firstBaselineOffsetFromTop = 25
        }
        expectFrame(v[0], 0, 10, 50, 20)
        expectFrame(v[1], 50, 0, 50, 40)
        expectFrame(stack, 0, 0, 100, 40)
        #expect(root.layoutEngine.diagnostics().isEmpty)
        // Last baselines: 4 and 10 above the bottoms.
        let (_, _, w) = try stackWindow([(50, 20), (50, 40)], height: 60) {
            $0.alignment = .lastBaseline
            $0.arrangedSubviews[0].lastBaselineOffsetFromBottom = 4
            $0.arrangedSubviews[1].lastBaselineOffsetFromBottom = 10
        }
        // The group sits at the bottom: b's bottom at 60, its baseline at 50, a's bottom at 54.
        expectFrame(w[1], 50, 20, 50, 40)
        expectFrame(w[0], 0, 34, 50, 20)
    }

    @Test func verticalStackAlignments() throws {
        let (_, stack, v) = try stackWindow([(100, 20), (60, 30)], axis: .vertical) {
            $0.alignment = .trailing
            $0.spacing = 5
        }
        expectFrame(stack, 0, 0, 100, 55)
        expectFrame(v[0], 0, 0, 100, 20)
        expectFrame(v[1], 40, 25, 60, 30)
        let (_, _, w) = try stackWindow([(100, 20), (60, 30)], axis: .vertical, width: 200) {
            $0.alignment = .center
        }
        expectFrame(w[0], 50, 0, 100, 20)
        expectFrame(w[1], 70, 20, 60, 30)
    }

    // MARK: Spacing, hiding, margins

    @Test func hiddenViewsCollapseWithTheirSpacing() throws {
        let (root, stack, v) = try stackWindow([(50, 20), (50, 20), (50, 20)]) { $0.spacing = 10 }
        expectFrame(stack, 0, 0, 170, 20)
        v[1].isHidden = true
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 110, 20)
        expectFrame(v[1], 55, 0, 0, 20)
        expectFrame(v[2], 60, 0, 50, 20)
        v[1].isHidden = false
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 170, 20)
        expectFrame(v[2], 120, 0, 50, 20)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func hidingChangesOnlyTheConstraintsAroundTheView() throws {
        let sizes = [(Double, Double)](repeating: (50, 20), count: 5)
        let (root, stack, v) = try stackWindow(sizes, axis: .vertical) { $0.spacing = 10 }
        // Held, not just identified: a freed constraint's address could name a new one.
        let held = stack.arrangementConstraints
        let before = held.map(ObjectIdentifier.init)
        v[2].isHidden = true
        root.layoutIfNeeded()
        let after = Set(stack.arrangementConstraints.map(ObjectIdentifier.init))
        let kept = before.filter { after.contains($0) }.count
        // The chain passes through the hidden view: gone is c's order disambiguation, new is
        // c's length 0; the links b–c and c–d stay, with constants 5 and 5 (c in the middle
        // of the gap). Everything else stays installed.
        #expect(before.count - kept == 1)
        #expect(after.count - kept == 1)
        let links = stack.arrangementConstraints.filter { $0.firstItem === v[2] || $0.firstItem === v[3] }
            .filter { $0.firstAttribute == .top && $0.secondAttribute == .bottom }
        #expect(links.map(\.constant) == [5, 5])
        #expect(links.map(\.identifier) == ["UISV-hiding", "UISV-spacing"])
        expectFrame(v[2], 0, 55, 50, 0)
        expectFrame(v[3], 0, 60, 50, 20)
        v[2].isHidden = false
        root.layoutIfNeeded()
        #expect(links.map(\.constant) == [10, 10])
        // Shown again: the length 0 is gone and c's order disambiguation is made again.
        let shown = stack.arrangementConstraints
        let again = Set(shown.map(ObjectIdentifier.init)).intersection(before)
        #expect(again.count == before.count - 1)
        #expect(shown.count == held.count)
        let remade = shown.filter { !again.contains(ObjectIdentifier($0)) }
        #expect(remade.map(\.identifier) == ["UISV-order-disambiguation"])
        expectFrame(v[3], 0, 90, 50, 20)
    }

    @Test func aBrokenHidingMakesTheStackSkipItsHiddenViews() throws {
        // Hidden at once, with a required compression resistance (the system's own constraint,
        // so none of the app's to break instead): UISV-hiding breaks, and the chain through c
        // would carry its 20 points on to d.
        let (root, stack, v) = try stackWindow([(50, 20), (50, 20), (50, 20)], axis: .vertical) { $0.spacing = 10 }
        v[1].setCompressionResistancePriority(.required, for: .vertical)
        v[1].isHidden = true
        root.layoutIfNeeded()
        expectFrame(v[1], 0, 25, 50, 20)
        expectFrame(v[2], 0, 30, 50, 20)
        let spacing = stack.arrangementConstraints.filter { $0.firstItem === v[2] && $0.firstAttribute == .top }
        #expect(spacing.count == 1 && spacing.first?.secondItem === v[0])
        // A hidden view tied to a visible one by the app: the app's constraint is in the
        // conflict, so it is the one that breaks (UIKit's rule, not the stack's constraint):
        // the stack keeps its chain, and the hidden view sits at its end.
        let (root2, _, w) = try stackWindow([(50, 20), (50, 20)], width: 320)
        let tie = w[0].leadingAnchor == w[1].leadingAnchor
        LayoutConstraint.activate([tie])
        w[1].isHidden = true
        root2.layoutIfNeeded()
        #expect(tie.isBroken)
        expectFrame(w[0], 0, 0, 320, 20)
        expectFrame(w[1], 320, 0, 0, 20)
        // Nothing hidden again: the stack chains through its views once more.
        v[1].isHidden = false
        stack.spacing = 8
        root.layoutIfNeeded()
        #expect(stack.arrangementConstraints.contains { $0.firstItem === v[2] && $0.secondItem === v[1] })
        expectFrame(v[2], 0, 56, 50, 20)
    }

    @Test func aHiddenViewSitsInTheMiddleOfTheGapAndPushesNothingWhenItsSizeLoses() throws {
        let (root, stack, v) = try stackWindow([(50, 20), (50, 20), (50, 20)], axis: .vertical) { $0.spacing = 10 }
        v[1].isHidden = true
        root.layoutIfNeeded()
        expectFrame(v[1], 0, 25, 50, 0)
        expectFrame(v[2], 0, 30, 50, 20)
        v[1].isHidden = false
        // A required compression resistance (the system's, made before) beats UISV-hiding
        // (made after): the hidden view keeps 20 points and moves nothing.
        for view in v { view.setCompressionResistancePriority(.required, for: .vertical) }
        root.layoutIfNeeded()
        v[1].isHidden = true
        root.layoutIfNeeded()
        expectFrame(v[1], 0, 25, 50, 20)
        expectFrame(v[2], 0, 30, 50, 20)
        expectFrame(stack, 0, 0, 50, 50)
        // Every view hidden: all at the top, none pushed by another.
        v[0].isHidden = true
        v[2].isHidden = true
        root.layoutIfNeeded()
        #expect(v.map(\.frame.minY) == [0, 0, 0])
    }

    @Test func aConfigurationSetsEveryPropertyAtOnce() throws {
        let (root, stack, v) = try stackWindow([(50, 20), (50, 20)])
        #expect(stack.configuration == StackView.Configuration())
        let vertical = StackView.Configuration(
            axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 6,
            isLayoutMarginsRelativeArrangement: true)
        stack.configuration = vertical
        #expect(stack.configuration == vertical)
        #expect(stack.axis == .vertical && stack.spacing == 6 && stack.isLayoutMarginsRelativeArrangement)
        stack.layoutMargins = EdgeInsets(all: 4)
        root.layoutIfNeeded()
        expectFrame(v[1], 4, 30, 50, 20)
    }

    @Test func customSpacingAndSystemSpacing() throws {
        let (_, stack, v) = try stackWindow([(50, 20), (50, 20), (50, 20)]) {
            $0.spacing = 10
            $0.setCustomSpacing(30, after: $0.arrangedSubviews[0])
            $0.setCustomSpacing(StackView.spacingUseSystem, after: $0.arrangedSubviews[1])
        }
        expectFrame(v[1], 80, 0, 50, 20)
        expectFrame(v[2], 138, 0, 50, 20)
        expectFrame(stack, 0, 0, 188, 20)
        #expect(stack.customSpacing(after: v[0]) == 30)
        #expect(stack.customSpacing(after: v[2]) == StackView.spacingUseDefault)
    }

    @Test func negativeSpacingOverlaps() throws {
        let (_, stack, v) = try stackWindow([(50, 20), (50, 20)]) { $0.spacing = -10 }
        expectFrame(v[1], 40, 0, 50, 20)
        expectFrame(stack, 0, 0, 90, 20)
    }

    @Test func layoutMarginsRelativeArrangement() throws {
        let (_, stack, v) = try stackWindow([(50, 20), (50, 20)]) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        }
        expectFrame(stack, 0, 0, 112, 28)
        expectFrame(v[0], 6, 4, 50, 20)
        expectFrame(v[1], 56, 4, 50, 20)
    }

    @Test func baselineRelativeArrangement() throws {
        let (_, _, v) = try stackWindow([(50, 20), (50, 30)], axis: .vertical) {
            $0.spacing = 20
            $0.isBaselineRelativeArrangement = true
            $0.arrangedSubviews[0].lastBaselineOffsetFromBottom = 4
            $0.arrangedSubviews[1].firstBaselineOffsetFromTop = 12
        }
        // a's last baseline at 16; b's first baseline 20 below it, at 36: b's top at 24.
        expectFrame(v[0], 0, 0, 50, 20)
        expectFrame(v[1], 0, 24, 50, 30)
    }

    // MARK: Composition

    @Test func nestedStacks() throws {
        // A form: rows of (label, field), the rows in a column 300 wide.
        let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let column = StackView("column")
        column.axis = .vertical
        column.spacing = 8
        root.addSubview(column)
        var fields: [View] = []
        for i in 0..<3 {
            let label = View("label\(i)")
            label.fixedIntrinsicContentSize = Size(width: 80, height: 21)
            label.setContentHuggingPriority(251, for: .horizontal)
            let field = View("field\(i)")
            field.fixedIntrinsicContentSize = Size(width: 40, height: 34)
            let row = StackView(arrangedSubviews: [label, field])
            row.spacing = 12
            row.alignment = .center
            column.addArrangedSubview(row)
            fields.append(field)
        }
        try activate(
            column.leftAnchor == root.leftAnchor + 10, column.topAnchor == root.topAnchor + 20,
            column.widthAnchor == 300)
        root.layoutIfNeeded()
        for (i, field) in fields.enumerated() {
            expectFrame(field, 92, 0, 208, 34)
            #expect(field.superview?.frame == Rect(x: 0, y: Double(i) * 42, width: 300, height: 34))
        }
        expectFrame(column, 10, 20, 300, 118)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func aStackInAScrollViewSizesTheContent() throws {
        let (root, sv) = try scrollWindow()
        let stack = StackView("stack")
        stack.axis = .vertical
        stack.spacing = 10
        sv.addSubview(stack)
        for i in 0..<30 {
            let label = View("label\(i)")
            label.fixedIntrinsicContentSize = Size(width: 120, height: 21)
            stack.addArrangedSubview(label)
        }
        try activate(
            stack.leadingAnchor == sv.contentLayoutGuide.leadingAnchor,
            stack.trailingAnchor == sv.contentLayoutGuide.trailingAnchor,
            stack.topAnchor == sv.contentLayoutGuide.topAnchor,
            stack.bottomAnchor == sv.contentLayoutGuide.bottomAnchor,
            stack.widthAnchor == sv.frameLayoutGuide.widthAnchor)
        root.layoutIfNeeded()
        expectSize(sv.contentSize, 320, 30 * 21 + 29 * 10)
        expectFrame(stack.arrangedSubviews[29], 0, 29 * 31, 320, 21)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    // MARK: The arrangement's bookkeeping

    @Test func removingAnArrangedView() throws {
        let (root, stack, v) = try stackWindow([(50, 20), (50, 20), (50, 20)]) { $0.spacing = 10 }
        stack.removeArrangedSubview(v[1])
        #expect(v[1].superview === stack)
        v[1].removeFromSuperview()
        v[2].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.name) == ["a"])
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 50, 20)
        stack.insertArrangedSubview(v[2], at: 0)
        root.layoutIfNeeded()
        #expect(stack.subviews.map(\.name) == ["a", "c"])
        expectFrame(v[2], 0, 0, 50, 20)
        expectFrame(v[0], 60, 0, 50, 20)
    }

    @Test func changingTheAxisAndDistributionRelaysOut() throws {
        let (root, stack, v) = try stackWindow([(50, 20), (70, 30)]) { $0.spacing = 10 }
        stack.axis = .vertical
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 70, 60)
        expectFrame(v[1], 0, 30, 70, 30)
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        expectFrame(v[0], 0, 0, 70, 30)
        v[0].fixedIntrinsicContentSize = Size(width: 50, height: 40)
        v[0].invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 70, 90)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func aConflictWithAHiddenViewNamesUISVHiding() throws {
        let (root, _, v) = try stackWindow([(50, 20), (50, 20)])
        try activate(v[1].widthAnchor == 50)
        v[1].isHidden = true
        root.layoutIfNeeded()
        let conflicts = root.layoutEngine.diagnostics().filter { $0.kind == .unsatisfiable }
        #expect(conflicts.count == 1)
        let texts = conflicts.first?.constraints.map(\.description) ?? []
        #expect(texts.contains { $0.hasPrefix("'UISV-hiding' b.width == 0") }, "\(texts)")
    }

    @Test func aStackViewIsFreedWithItsTree() throws {
        weak var weakStack: StackView?
        do {
            let (_, stack, _) = try stackWindow([(50, 20), (50, 20)]) { $0.distribution = .equalSpacing }
            weakStack = stack
        }
        #expect(weakStack == nil)
    }
}
