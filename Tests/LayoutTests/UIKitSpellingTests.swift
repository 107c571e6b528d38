import Testing
import UIKitCompatibility

/// Layout code written the UIKit way: unnamed views, UIKit's type names, priority arithmetic,
/// `setNeedsLayout`, `convert`, `isHidden`.
@Suite struct UIKitSpellingTests {
    @Test func aScreenWrittenTheUIKitWayLaysOut() throws {
        let window = UIView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView()
        let title = UIView()
        let guide = UILayoutGuide()
        window.addSubview(scrollView)
        scrollView.addSubview(title)
        window.addLayoutGuide(guide)
        title.fixedIntrinsicContentSize = Size(width: 120, height: 24)
        title.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
        title.setContentCompressionResistancePriority(.defaultHigh + 2, for: .vertical)
        #expect(title.contentCompressionResistancePriority(for: .vertical) == .defaultHigh + 2)
        #expect(title.compressionResistancePriority(for: .horizontal) == .defaultHigh)
        let height: NSLayoutConstraint = scrollView.heightAnchor.constraint(equalToConstant: 300)
        height.priority = .required - 1
        let insets: UIEdgeInsets = EdgeInsets(top: 20, left: 16, bottom: 0, right: 16)
        scrollView.layoutMargins = insets
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: window.topAnchor, constant: 64),
            height,
            title.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 8),
            guide.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10),
            guide.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        let priority: UILayoutPriority = height.priority
        #expect(priority == UILayoutPriority(rawValue: 999))
        #expect(title.contentHuggingPriority(for: .horizontal) == 751)
        window.layoutIfNeeded()
        #expect(title.frame == Rect(x: 16, y: 8, width: 120, height: 24))
        #expect(scrollView.frame == Rect(x: 0, y: 64, width: 320, height: 300))

        // Generated names, settable.
        #expect(
            title.name.hasPrefix("view") && scrollView.name.hasPrefix("scrollView") && guide.name.hasPrefix("guide"))
        title.name = "title"
        #expect(title.name == "title")

        // Coordinates through every bounds origin: the scroll view's offset counts.
        scrollView.contentOffset = Point(x: 0, y: 5)
        window.layoutIfNeeded()
        #expect(title.convert(Point(x: 1, y: 2), to: nil) == Point(x: 17, y: 69))
        #expect(window.convert(Point(x: 17, y: 69), to: title) == Point(x: 1, y: 2))
        #expect(title.convert(Point.zero, to: scrollView) == Point(x: 16, y: 8))
        #expect(
            scrollView.convert(Rect(x: 16, y: 8, width: 120, height: 24), to: window)
                == Rect(x: 16, y: 67, width: 120, height: 24))
        #expect(window.convert(Point(x: 16, y: 67), from: nil) == Point(x: 16, y: 67))
        #expect(title.convert(Point(x: 16, y: 67), from: window) == Point.zero)

        // Hidden views are still laid out, as in UIKit.
        title.isHidden = true
        title.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(title.frame == Rect(x: 16, y: 8, width: 120, height: 24))
        let attribute: NSLayoutConstraint.Attribute = .leading
        #expect(attribute == LayoutAttribute.leading)
    }
}
