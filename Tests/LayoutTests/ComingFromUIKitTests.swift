import Testing
import UIKitCompatibility

/// The README's "Coming from UIKit" example, as written there (each `print` here an `#expect`
/// of the value its comment shows): if this fails, the README is wrong.
@Test("README: coming from UIKit")
func comingFromUIKit() throws {
    final class Badge: UIView {
        override var intrinsicContentSize: Size { Size(width: 40, height: 40) }
    }

    let window = UIView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let title = UIView(), badge = Badge()
    title.fixedIntrinsicContentSize = Size(width: 200, height: 24)
    title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let row = UIStackView(arrangedSubviews: [title, badge])
    row.spacing = 8
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(row)
    let pinned = row.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 8)
    pinned.priority = .required - 1
    NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
        pinned,
    ])
    window.layoutIfNeeded()
    #expect(row.frame.description == "(8, 55, 374, 40)")
    #expect(title.frame.description == "(0, 8, 326, 24)")
    #expect(badge.frame.description == "(334, 0, 40, 40)")
}

/// The README quotes that code; keep the two in step.
@Test("README quotes the coming-from-UIKit example")
func readmeQuotesTheUIKitExample() throws {
    try expectREADMEQuotes(#filePath, from: "final class Badge", to: "window.layoutIfNeeded()")
}
