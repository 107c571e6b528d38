import Testing

@testable import Constraints

/// `systemLayoutSizeFitting` never drops a problem silently: what it leaves out, the layout pass
/// leaves out and reports; a target out of the solver's range is taken at the nearest number in it.
@Suite struct FittingFailureTests {
    /// A card 100 wide holding a label: the label's required width conflicts with the card's.
    func conflictingCard() throws -> (View, View, View) {
        let (root, views) = window("card")
        let card = views[0]
        let label = View("label")
        card.addSubview(label)
        try activate(
            card.leadingAnchor == root.leadingAnchor, card.topAnchor == root.topAnchor,
            label.leadingAnchor == card.leadingAnchor, label.trailingAnchor == card.trailingAnchor,
            label.topAnchor == card.topAnchor, label.bottomAnchor == card.bottomAnchor,
            label.heightAnchor == 30, card.widthAnchor == 100, label.widthAnchor == 140)
        return (root, card, label)
    }

    @Test func aConflictInTheSubtreeIsLeftOutAndReportedByTheLayout() throws {
        let (root, card, _) = try conflictingCard()
        root.layoutIfNeeded()
        let broken = root.layoutEngine.diagnostics().filter { $0.kind == .unsatisfiable }
        #expect(broken.count == 1)
        // The fitting solver meets the same conflict and leaves the later constraint out too.
        let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size == Size(width: 100, height: 30))
    }

    @Test func anIntrinsicSizeBeyondTheSolversRangeIsLeftOutAndReported() throws {
        let (root, views) = window("huge")
        let huge = views[0]
        huge.fixedIntrinsicContentSize = Size(width: 1e300, height: 20)
        try activate(huge.leadingAnchor == root.leadingAnchor, huge.topAnchor == root.topAnchor)
        root.layoutIfNeeded()
        #expect(!root.layoutEngine.diagnostics().isEmpty, "the layout reports the refused size")
        let size = huge.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size.height == 20)
        #expect(size.width.isFinite)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -5])
    func aTargetOutOfRangeIsTakenAtTheNearestNumberInIt(width: Double) throws {
        let (_, views) = window("free")
        let free = views[0]
        let size = free.systemLayoutSizeFitting(Size(width: width, height: 50))
        let expected = width.isNaN ? 0 : Swift.min(Swift.max(width, -Solver.magnitudeLimit), Solver.magnitudeLimit)
        #expect(size == Size(width: expected, height: 50))
    }
}
