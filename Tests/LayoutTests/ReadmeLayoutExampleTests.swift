import Constraints
import Foundation
import Testing

/// The README's layout example, as written there (each `print` here an `#expect` of the value
/// its comment shows): if this fails, the README is wrong.
@Test("README layout example")
func readmeLayoutExample() throws {
    let window = View("window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let scroll = ScrollView("scroll"), article = View("article"), badge = View("badge")
    window.addSubview(scroll)
    scroll.addSubview(article)
    scroll.addSubview(badge)
    badge.fixedIntrinsicContentSize = Size(width: 40, height: 40)
    let content = scroll.contentLayoutGuide
    LayoutConstraint.activate([
        scroll.leadingAnchor == window.leadingAnchor, scroll.trailingAnchor == window.trailingAnchor,
        scroll.topAnchor == window.topAnchor, scroll.bottomAnchor == window.bottomAnchor,
        article.leadingAnchor == content.leadingAnchor, article.trailingAnchor == content.trailingAnchor,
        article.topAnchor == content.topAnchor, article.bottomAnchor == content.bottomAnchor,
        article.widthAnchor == scroll.frameLayoutGuide.widthAnchor, article.heightAnchor == 1200,
        badge.trailingAnchor == window.trailingAnchor - 10, badge.topAnchor == window.topAnchor + 30,
    ])
    scroll.contentOffset = Point(x: 0, y: 300)
    window.layoutIfNeeded()
    #expect(scroll.contentSize.description == "(320, 1200)")
    #expect(badge.frame.description == "(270, 330, 40, 40)")
    #expect(window.layoutEngine.diagnostics().isEmpty)
}

/// Every non-empty line of `testFile`, from the first line containing `start` to the first
/// containing `end`, appears in the README (the README quotes that code; keep the two in step).
func expectREADMEQuotes(
    _ testFile: String, from start: String, to end: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let test = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8)
    let lines = test.components(separatedBy: "\n")
    guard let first = lines.firstIndex(where: { $0.contains(start) }),
        let last = lines.firstIndex(where: { $0.contains(end) })
    else {
        Issue.record("test body not found", sourceLocation: sourceLocation)
        return
    }
    for line in lines[first...last] {
        let code = line.trimmingCharacters(in: .whitespaces)
        // Foundation's `contains` is false for an empty string.
        guard !code.isEmpty else { continue }
        #expect(readme.contains(code), "README.md lacks: \(code)", sourceLocation: sourceLocation)
    }
}

/// The README quotes that code; keep the two in step.
@Test("README quotes the layout example")
func readmeQuotesTheLayoutExample() throws {
    try expectREADMEQuotes(#filePath, from: "let window = View(", to: "window.layoutIfNeeded()")
}

/// The landing page of the Constraints DocC catalog shows this code and its results.
@Test("DocC landing example")
func doccLandingExample() throws {
    let window = View("window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let scroll = ScrollView("scroll"), badge = View("badge")
    window.addSubview(scroll)
    scroll.addSubview(badge)
    badge.fixedIntrinsicContentSize = Size(width: 40, height: 40)
    LayoutConstraint.activate([
        scroll.leadingAnchor == window.leadingAnchor, scroll.trailingAnchor == window.trailingAnchor,
        scroll.topAnchor == window.topAnchor, scroll.bottomAnchor == window.bottomAnchor,
        badge.trailingAnchor == window.trailingAnchor - 10, badge.topAnchor == window.topAnchor + 30,
    ])
    scroll.contentOffset = Point(x: 0, y: 300)
    window.layoutIfNeeded()
    #expect(badge.frame.description == "(270, 330, 40, 40)")
    let d = window.layoutEngine.diagnostics()
    #expect(d.count == 2 && d.allSatisfy { $0.kind == .ambiguous && $0.items.first === scroll })
}
