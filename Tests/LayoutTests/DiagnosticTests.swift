import Testing

@testable import Constraints

/// Ambiguity, conflicts and constraintsAffectingLayout.
@Suite struct DiagnosticTests {
    @Test func missingWidthIsNamed() throws {
        let (root, v) = window("v")
        try activate(
            v[0].leftAnchor == root.leftAnchor + 10, v[0].topAnchor == root.topAnchor, v[0].heightAnchor == 20)
        root.layoutIfNeeded()
        let d = root.layoutEngine.diagnostics()
        #expect(d.count == 1)
        #expect(d.first?.kind == .ambiguous)
        #expect(d.first?.attributes == [.width])
        #expect(d.first?.message == "v: width is ambiguous (only its left edge is constrained)")
        #expect(v[0].hasAmbiguousLayout)
    }

    @Test func unconstrainedViewIsAmbiguousEverywhere() throws {
        let (root, v) = window("v")
        root.layoutIfNeeded()
        let d = root.layoutEngine.diagnostics()
        #expect(d.map(\.attributes) == [[.x, .y, .width, .height]])
        #expect(
            d.first?.message == "v: x and width are ambiguous (nothing constrains it horizontally); "
                + "y and height are ambiguous (nothing constrains it vertically)")
        _ = v
    }

    @Test func tiedHuggingIsExplained() throws {
        let (root, v) = window("a", "b")
        let (a, b) = (v[0], v[1])
        a.fixedIntrinsicContentSize = Size(width: 98, height: 21)
        b.fixedIntrinsicContentSize = Size(width: 40, height: 21)
        try activate(
            a.leadingAnchor == root.leadingAnchor + 20, b.leadingAnchor == a.trailingAnchor + 8,
            root.trailingAnchor == b.trailingAnchor + 20,
            a.topAnchor == root.topAnchor, b.topAnchor == root.topAnchor)
        root.layoutIfNeeded()
        let d = root.layoutEngine.diagnostics()
        #expect(d.map(\.items.first?.name) == ["a", "b"])
        #expect(d.map(\.attributes) == [[.width], [.x, .width]])
        #expect(d.allSatisfy { $0.tiedPriority == 250 })
        #expect(
            d.first?.message
                == "a: width is ambiguous (tied priorities: a and b both hug at 250 and share the slack; give one a higher hugging priority)"
        )
        b.setContentHuggingPriority(251, for: .horizontal)
        root.layoutIfNeeded()
        #expect(root.layoutEngine.diagnostics().isEmpty)
        expectFrame(b, 260, 0, 40, 21)
    }

    @Test func conflictBreaksTheLastActivatedWithAMinimalSet() throws {
        let (root, v) = window("a")
        let a = v[0]
        let left = a.leftAnchor == root.leftAnchor + 10
        let right = a.rightAnchor == root.rightAnchor - 10
        let top = a.topAnchor == root.topAnchor
        let height = a.heightAnchor == 10
        let width = a.widthAnchor == 200
        width.identifier = "too-wide"
        try activate(left, right, top, height, width)
        root.layoutIfNeeded()
        #expect(width.isBroken && width.isActive && !left.isBroken)
        expectFrame(a, 10, 0, 300, 10)
        let d = root.layoutEngine.diagnostics()
        #expect(d.count == 1)
        #expect(d.first?.kind == .unsatisfiable)
        #expect(d.first?.broken === width)
        // The minimal set: the three a.x constraints and root's fixed width; not top or height.
        #expect(
            d.first?.constraints.map(\.description) == [
                "root.width == 320 (frame: h=--& v=--&)", "a.left == root.left + 10", "a.right == root.right - 10",
                "'too-wide' a.width == 200",
            ])
        #expect(d.first?.items.map(\.name) == ["root", "a"])
        width.deactivate()
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func constantChangeThatConflictsBreaksThatConstraint() throws {
        let (root, v) = window("a")
        let a = v[0]
        let width = a.widthAnchor == 100
        let wide = a.widthAnchor >= 50
        try activate(
            width, wide, a.leftAnchor == root.leftAnchor, a.topAnchor == root.topAnchor, a.heightAnchor == 1)
        root.layoutIfNeeded()
        width.constant = 20
        root.layoutIfNeeded()
        #expect(width.isBroken)
        expectFrame(a, 0, 0, 50, 1)
    }

    @Test func constraintsAffectingLayoutFollowsSharedVariables() throws {
        let (root, v) = window("a", "b", "c")
        let (a, b, c) = (v[0], v[1], v[2])
        let aLeft = a.leftAnchor == root.leftAnchor + 10
        let aWidth = a.widthAnchor == 50
        let bLeft = b.leftAnchor == a.rightAnchor + 8
        let cLeft = c.leftAnchor == root.leftAnchor
        let aTop = a.topAnchor == root.topAnchor
        try activate(aLeft, aWidth, bLeft, cLeft, aTop)
        let affecting = b.constraintsAffectingLayout(for: .horizontal)
        #expect(affecting.map(\.description) == ["a.left == root.left + 10", "a.width == 50", "b.left == a.right + 8"])
        #expect(a.constraintsAffectingLayout(for: .vertical).map(\.description) == ["a.top == root.top"])
    }
}
