import Testing

@testable import Constraints

/// Every property that feeds layout invalidates it: changed after a layout pass, the next
/// `layoutIfNeeded()` gives exactly the frames of a fresh layout built with the new value.
@Suite struct StaleStateTests {
    /// The inputs a scene is built from.
    struct Inputs {
        var margins = EdgeInsets(all: 8)
        var direction = SemanticContentAttribute.unspecified
        var panelBoundsOrigin = Point.zero
        var lastBaseline = 0.0
    }

    /// A card in a root: a panel pinned to the card's margins, a title at the panel's leading
    /// edge, a caption aligned on the title's last baseline.
    final class Scene {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = View("card"), panel = View("panel"), title = View("title"), caption = View("caption")

        init(_ inputs: Inputs) throws {
            root.addSubview(card)
            card.addSubview(panel)
            panel.addSubview(title)
            panel.addSubview(caption)
            apply(inputs)
            title.fixedIntrinsicContentSize = Size(width: 120, height: 20)
            caption.fixedIntrinsicContentSize = Size(width: 80, height: 14)
            LayoutConstraint.activate([
                card.leadingAnchor == root.leadingAnchor + 10, card.trailingAnchor == root.trailingAnchor - 10,
                card.topAnchor == root.topAnchor + 40, card.heightAnchor == 200,
                panel.leadingAnchor == card.layoutMarginsGuide.leadingAnchor,
                panel.trailingAnchor == card.layoutMarginsGuide.trailingAnchor,
                panel.topAnchor == card.layoutMarginsGuide.topAnchor,
                panel.bottomAnchor == card.layoutMarginsGuide.bottomAnchor,
                title.leadingAnchor == panel.leadingAnchor + 4, title.topAnchor == panel.topAnchor + 4,
                caption.leadingAnchor == title.trailingAnchor + 8,
                caption.lastBaselineAnchor == title.lastBaselineAnchor,
            ])
        }

        func apply(_ inputs: Inputs) {
            card.layoutMargins = inputs.margins
            card.semanticContentAttribute = inputs.direction
            panel.boundsOrigin = inputs.panelBoundsOrigin
            title.lastBaselineOffsetFromBottom = inputs.lastBaseline
        }

        var frames: [Rect] {
            root.layoutIfNeeded()
            return [card, panel, title, caption].map(\.frame)
        }
    }

    static let changes: [(String, Inputs)] = [
        ("layoutMargins", Inputs(margins: EdgeInsets(top: 20, left: 16, bottom: 12, right: 30))),
        ("semanticContentAttribute", Inputs(direction: .forceRightToLeft)),
        ("boundsOrigin", Inputs(panelBoundsOrigin: Point(x: 15, y: -25))),
        ("lastBaselineOffsetFromBottom", Inputs(lastBaseline: 5)),
    ]

    @Test(arguments: changes.indices)
    func aChangeAfterALayoutPassAgreesWithAFreshLayout(_ index: Int) throws {
        let (name, changed) = Self.changes[index]
        let scene = try Scene(Inputs())
        let before = scene.frames
        scene.apply(changed)
        let after = scene.frames
        let fresh = try Scene(changed).frames
        #expect(after == fresh, "\(name): \(after) after the change, \(fresh) fresh")
        #expect(after != before, "\(name) should move something")
    }
}
