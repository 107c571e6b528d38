import Testing

@testable import Constraints

/// Problems visible without asking: the engine's issue handler and UIKit-shaped messages.
@Suite struct IssueTests {
    @Test func aBrokenConstraintIsHeardOnceWithItsSet() throws {
        let (root, v) = window("a")
        var heard: [LayoutDiagnostic] = []
        root.layoutEngine.issueHandler = { heard.append($0) }
        try activate(v[0].leftAnchor == root.leftAnchor + 20, root.rightAnchor == v[0].rightAnchor + 20)
        let wide = v[0].widthAnchor == 300
        wide.isActive = true
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(heard.map(\.kind) == [.unsatisfiable])
        #expect(heard.first?.broken === wide)
        let message = try #require(heard.first?.consoleMessage)
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        #expect(message.contains("\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:0x"))
        #expect(message.contains("'a'.width == 300   (active)>"))
        // A fixed frame speaks as UIKit's autoresizing constraints do.
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(message.contains(" h=--& v=--& UIView:0x"))
    }

    @Test func refusedChangesAreHeard() throws {
        let (root, v) = window("a")
        var heard: [LayoutDiagnostic] = []
        root.layoutEngine.issueHandler = { heard.append($0) }
        let c = v[0].widthAnchor == 10
        c.isActive = true
        c.constant = .infinity
        c.priority = 250
        #expect(c.constant == 10 && c.priority == .required)
        #expect(heard.map(\.error) == [.invalidNumber(.infinity), .requiredPriorityMutation(from: 1000, to: 250)])
        c.isActive = false
        #expect(!c.isActive)
    }

    @Test func watchedAmbiguityIsHeardWhenItAppears() throws {
        let (root, v) = window("a")
        var heard: [LayoutDiagnostic] = []
        root.layoutEngine.issueHandler = { heard.append($0) }
        root.layoutEngine.watchesAmbiguity = true
        try activate(v[0].topAnchor == root.topAnchor, v[0].heightAnchor == 10, v[0].widthAnchor == 10)
        root.layoutIfNeeded()
        #expect(heard.map(\.kind) == [.ambiguous])
        #expect(heard.first?.attributes == [.x])
        root.layoutIfNeeded()
        #expect(heard.count == 1, "the same ambiguity is heard once")
        try activate(v[0].leftAnchor == root.leftAnchor)
        root.layoutIfNeeded()
        #expect(heard.count == 1)
    }

    @Test func descriptionsAreUIKitsShape() {
        #expect(LayoutEngine.printsIssues)
        // Printing is on by default (process-wide, so only read here); descriptions name classes
        // as UIKit does, with serial numbers for addresses.
        let (root, v) = window("a")
        #expect(root.layoutEngine.issueHandler == nil)
        let c = v[0].leadingAnchor.constraint(equalTo: root.leftAnchor)
        #expect(c.consoleDescription.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(
            c.consoleDescription.hasSuffix(
                "'a'.leading == UIView:0x\(String(root.serial, radix: 16))'root'.left   (inactive)>"))
    }
}
