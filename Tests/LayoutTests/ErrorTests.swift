import Testing

@testable import Constraints

/// Every case where UIKit raises, as a typed error.
@Suite struct ErrorTests {
    @Test func invalidPairings() throws {
        let (root, v) = window("a")
        let a = v[0]
        #expect(throws: LayoutError.invalidPairing(first: .width, second: .left)) {
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .left)
        }
        // Anchors make it; `validate()` throws, and activation reports it and leaves it inactive.
        let mixed = a.leadingAnchor.constraint(equalTo: root.rightAnchor)
        #expect(throws: LayoutError.directionalMixedWithAbsolute(first: .leading, second: .right)) {
            try mixed.validate()
        }
        var heard: [LayoutDiagnostic] = []
        root.layoutEngine.issueHandler = { heard.append($0) }
        mixed.isActive = true
        #expect(!mixed.isActive)
        #expect(heard.map(\.kind) == [.invalidConstraint])
        #expect(heard.first?.error == .directionalMixedWithAbsolute(first: .leading, second: .right))
        #expect(
            root.layoutEngine.diagnostics().contains { $0.kind == .invalidConstraint && $0.constraints.first === mixed }
        )
        #expect(throws: LayoutError.directionalMixedWithAbsolute(first: .left, second: .trailingMargin)) {
            try LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .trailingMargin)
        }
        #expect(throws: LayoutError.mixedAxes(first: .left, second: .top)) {
            try LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .top)
        }
        #expect(throws: LayoutError.locationEqualToConstant(.top)) {
            try LayoutConstraint(
                item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 5)
        }
        #expect(throws: LayoutError.locationEqualToConstant(.centerX)) {
            try LayoutConstraint(
                item: a, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0)
        }
        #expect(throws: LayoutError.missingAttribute) {
            try LayoutConstraint(
                item: a, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
        }
        let guide = LayoutGuide("g")
        root.addLayoutGuide(guide)
        #expect(throws: LayoutError.unsupportedAttribute(item: "g", attribute: .lastBaseline)) {
            try LayoutConstraint(
                item: a, attribute: .lastBaseline, relatedBy: .equal, toItem: guide, attribute: .lastBaseline)
        }
    }

    @Test func noCommonAncestor() throws {
        let (_, v) = window("a")
        let stranger = View("stranger")
        let c = v[0].topAnchor == stranger.topAnchor
        #expect(throws: LayoutError.noCommonAncestor(first: "a", second: "stranger")) { try c.validate() }
        c.activate()
        #expect(!c.isActive)
        // Validating a batch stops at the first error; activating one activates the valid ones.
        let fine = v[0].heightAnchor == 10
        #expect(throws: LayoutError.self) { try LayoutConstraint.validate([fine, c]) }
        #expect(!fine.isActive)
        LayoutConstraint.activate([fine, c])
        #expect(fine.isActive && !c.isActive)
    }

    @Test func nonFiniteNumbersAndBadPriorities() throws {
        let (_, v) = window("a")
        let c = v[0].widthAnchor == 10
        #expect(throws: LayoutError.invalidNumber(.infinity)) { try c.setConstant(.infinity) }
        c.constant = .nan
        #expect(c.constant == 10)
        #expect(throws: LayoutError.invalidPriority(0)) { try c.setPriority(0) }
        #expect(throws: LayoutError.invalidPriority(1001)) { try c.setPriority(1001) }
        let bad = v[0].widthAnchor.constraint(equalTo: v[0].heightAnchor, multiplier: .infinity)
        #expect(throws: LayoutError.invalidNumber(.infinity)) { try bad.validate() }
    }

    @Test func requiredToOptionalOnAnActiveConstraint() throws {
        let (_, v) = window("a")
        let c = v[0].widthAnchor == 10
        c.activate()
        #expect(throws: LayoutError.requiredPriorityMutation(from: 1000, to: 250)) { try c.setPriority(250) }
        c.priority = 999
        #expect(c.priority == .required)
        c.deactivate()
        try c.setPriority(999)
        c.activate()
        try c.setPriority(500)
        #expect(throws: LayoutError.requiredPriorityMutation(from: 500, to: 1000)) { try c.setPriority(.required) }
    }
}
