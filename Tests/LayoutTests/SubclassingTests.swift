import Constraints
import Testing

/// `View` is `open` as UIKit's `UIView` is: a subclass measures its own content
/// (`intrinsicContentSize`), says when it changed (`invalidateIntrinsicContentSize()`) and
/// adjusts what constraints do not decide in `layoutSubviews()`.
@Suite struct SubclassingTests {
    /// A label measured with a fixed advance of 7 points a character and a line of 20.
    final class Label: View {
        var text = "" { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: Size { Size(width: 7 * Double(text.count), height: 20) }
    }

    /// A card that keeps a badge (a view with a fixed frame) at its top-right corner.
    final class Card: View {
        let badge = View("badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var passes = 0
        override func layoutSubviews() {
            passes += 1
            badge.frame = Rect(x: frame.width - 10, y: 0, width: 10, height: 10)
        }
    }

    @Test func aSubclassMeasuresItselfAndLaysOutItsSubviews() throws {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = Card("card")
        let label = Label("label")
        label.text = "Hello"
        root.addSubview(card)
        card.addSubview(label)
        card.addSubview(card.badge)
        LayoutConstraint.activate([
            card.leadingAnchor == root.leadingAnchor + 10, card.topAnchor == root.topAnchor + 10,
            label.leadingAnchor == card.leadingAnchor + 8, label.topAnchor == card.topAnchor + 8,
            card.trailingAnchor == label.trailingAnchor + 8, card.bottomAnchor == label.bottomAnchor + 8,
        ])
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 8, y: 8, width: 35, height: 20))
        #expect(card.frame == Rect(x: 10, y: 10, width: 51, height: 36))
        #expect(card.badge.frame == Rect(x: 41, y: 0, width: 10, height: 10))
        #expect(card.passes >= 1)

        label.text = "Hello, world"  // 12 characters: 84 wide
        root.layoutIfNeeded()
        #expect(label.frame.width == 84)
        #expect(card.frame.width == 100)
        #expect(card.badge.frame == Rect(x: 90, y: 0, width: 10, height: 10))
        #expect(card.sizeThatFits(Size(width: 1, height: 1)) == card.frame.size)
    }

    /// A view whose `layoutSubviews` never settles: the passes stop.
    final class Restless: View {
        var passes = 0
        override func layoutSubviews() {
            passes += 1
            fixedIntrinsicContentSize = Size(width: Double(passes), height: 10)
            invalidateIntrinsicContentSize()
        }
    }

    @Test func aLayoutThatNeverSettlesStops() throws {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let restless = Restless("restless")
        root.addSubview(restless)
        LayoutConstraint.activate([
            restless.leadingAnchor == root.leadingAnchor, restless.topAnchor == root.topAnchor,
        ])
        root.layoutIfNeeded()
        #expect(restless.passes == LayoutEngine.maximumLayoutPasses)
    }
}
