import Testing

@testable import Constraints

/// UIKit's rule that sizes are never negative, in the layout engine (`LayoutEngine+SizeRule.swift`).
@Suite struct SizeRuleTests {
    @Test("V:|-(841)-[v] and V:[v]-(-1)-| in a 768-point view conflict because of the rule")
    func theLogOf2013() throws {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 1024, height: 768))
        let v = View("v")
        root.addSubview(v)
        let top = v.topAnchor == root.topAnchor + 841
        let bottom = root.bottomAnchor == v.bottomAnchor - 1
        LayoutConstraint.activate([v.leftAnchor == root.leftAnchor, v.widthAnchor == 10, top, bottom])
        root.layoutIfNeeded()
        #expect(!top.isBroken)
        #expect(bottom.isBroken)
        let set = bottom.conflictingConstraints
        #expect(set.map(\.description).contains("v.height >= 0 (size)"))
        #expect(set.count == 4)  // the two lines, the superview's frame height, the rule
        #expect(v.frame.height == 0)
    }

    @Test("A lone width == -16 is broken, naming the rule")
    func aNegativeWidth() throws {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let v = View("v")
        root.addSubview(v)
        let width = v.widthAnchor == -16
        LayoutConstraint.activate([v.leftAnchor == root.leftAnchor, v.topAnchor == root.topAnchor, width])
        root.layoutIfNeeded()
        #expect(width.isBroken)
        #expect(width.conflictingConstraints.map(\.description) == ["v.width == -16", "v.width >= 0 (size)"])
        #expect(v.frame.width == 0)
    }

    @Test("A constant change that needs a negative size is broken like any conflict")
    func aConstantChange() throws {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let v = View("v")
        root.addSubview(v)
        let left = v.leftAnchor == root.leftAnchor + 10
        let right = v.rightAnchor == root.rightAnchor - 10
        LayoutConstraint.activate([left, right, v.topAnchor == root.topAnchor, v.heightAnchor == 20])
        root.layoutIfNeeded()
        #expect(v.frame.width == 300)
        left.constant = 400
        root.layoutIfNeeded()
        #expect(left.isBroken)
        #expect(left.conflictingConstraints.contains { $0.description == "v.width >= 0 (size)" })
    }
}
