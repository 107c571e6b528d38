import Testing

@testable import Constraints

/// A pass that changes the safe area insets (and so the margins) of many views makes their
/// constraints again in one scan of the active constraints, not one per view: found by the
/// Interface Builder fuzz domain, where 10,000 views under a changed safe area with 39,000
/// constraints took 14 s (release) in scans of views × constraints.
@Suite struct SafeAreaBatchTests {
    @Test func manyChangedSafeAreasCostOneScan() throws {
        let root = View("root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        root.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        var views: [View] = []
        for i in 0..<100 {
            let v = View("v\(i)")
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            views.append(v)
            for (a, b, constant) in [(LayoutAttribute.top, LayoutAttribute.top, 0.0), (.leading, .leading, Double(i))] {
                try LayoutConstraint(
                    item: v, attribute: a, relatedBy: .equal, toItem: root, attribute: b, constant: constant
                )
                .activate()
            }
            try LayoutConstraint(
                item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 30
            )
            .activate()
            // Made with the view's own margins: made again when its safe area changes them.
            let inner = View("inner\(i)")
            inner.translatesAutoresizingMaskIntoConstraints = false
            v.addSubview(inner)
            try LayoutConstraint(
                item: inner, attribute: .top, relatedBy: .equal, toItem: v, attribute: .topMargin, constant: 0
            )
            .activate()
        }
        let engine = root.layoutEngine
        engine.issueHandler = { _ in }
        let before = engine.reinstallScans
        engine.layoutIfNeeded()
        #expect(views.allSatisfy { $0.safeAreaInsets.top == 20 })
        #expect(views[0].subviews[0].frame.minY == 28)  // the safe area's 20 and the margin's 8
        #expect(engine.reinstallScans - before <= 4)
    }
}
