import Constraints
import Testing
import VisualFormat

/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: Visual Format lines
/// as constraints between views, `|` resolved to the pinned views' common superview.
@Suite struct VisualFormatBridgeTests {
    @Test func aLineLaysOutLikeItsAnchorConstraints() throws {
        let (root, views) = window("a", "b")
        let (a, b) = (views[0], views[1])
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-[a(==80)]-gap-[b]-|", metrics: ["gap": 12], views: ["a": a, "b": b])
        #expect(made.map(\.description).count == 4)
        #expect(made.allSatisfy { !$0.isActive })
        let vertical = try LayoutConstraint.constraints(withVisualFormat: "V:|-(10@750)-[a(30)]", views: ["a": a])
        #expect(vertical.first?.priority == Priority(750))
        LayoutConstraint.activate(made + vertical + [b.topAnchor == a.topAnchor, b.heightAnchor == a.heightAnchor])
        root.layoutIfNeeded()
        expectFrame(a, 20, 10, 80, 30)
        expectFrame(b, 112, 10, 188, 30)
    }

    @Test func theBarIsTheNearestCommonSuperviewOfThePinnedViews() throws {
        let (root, views) = window("card")
        let card = views[0]
        let title = View("title"), inner = View("inner"), deep = View("deep")
        card.addSubview(title)
        card.addSubview(inner)
        inner.addSubview(deep)
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "V:|[title]-[deep]|", views: ["title": title, "deep": deep, "root": root])
        let superviews = made.flatMap { [$0.firstItem, $0.secondItem] }.compactMap { $0 as? View }.filter {
            $0 !== title && $0 !== deep
        }
        #expect(superviews.allSatisfy { $0 === card })
        #expect(!superviews.isEmpty)
    }

    @Test func errorsSayWhereAndWhy() {
        let a = View("a"), root = View("root")
        root.addSubview(a)
        func failure(_ format: String, _ views: [String: View]) -> VisualFormatLayoutError? {
            do {
                _ = try LayoutConstraint.constraints(withVisualFormat: format, views: views)
                return nil
            } catch {
                return error
            }
        }
        let malformed = failure("[a]-(=10)-[a]", ["a": a])
        #expect(malformed?.position == 6)
        #expect(malformed?.message == "Unknown relation. Must be ==, >=, or <=")
        let rootBar = failure("H:|[root]", ["root": root])
        #expect(
            rootBar
                == .unresolvedSuperview(
                    message: "'|' stands for the superview of 'root', which has none (it is the root)", position: 2))
        let other = View("other"), otherRoot = View("otherRoot")
        otherRoot.addSubview(other)
        let apart = failure("H:|[a][other]|", ["a": a, "other": other])
        #expect(apart?.message == "the line's views have no common superview")
        #expect(apart?.position == 2)
        let unknown = failure("[b]", ["a": a])
        #expect(unknown?.position == 2)
    }
}
