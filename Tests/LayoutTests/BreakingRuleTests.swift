import Testing

@testable import Constraints

/// Which constraint breaks when the system's own constraint (a stack view's arrangement, a
/// fixed frame, an intrinsic size) meets a conflict that holds one of the app's constraints:
/// the app's, as UIKit breaks (every such set in the console logs studied), never the system's.
@Suite struct BreakingRuleTests {
    @Test func anAppsRequiredHeightBreaksForTheStacksHiding() throws {
        let (root, stack, v) = try stackWindow([(50, 20), (50, 20), (50, 20)], axis: .vertical) { $0.spacing = 10 }
        let height = v[1].heightAnchor == 20
        LayoutConstraint.activate([height])
        root.layoutIfNeeded()
        v[1].isHidden = true
        root.layoutIfNeeded()
        // UISV-hiding holds: the hidden view collapses in the middle of its gap, as in UIKit.
        #expect(height.isBroken && height.isActive)
        let hiding = stack.arrangementConstraints.filter { $0.identifier == "UISV-hiding" && $0.firstItem === v[1] }
        #expect(!hiding.isEmpty && hiding.allSatisfy { !$0.isBroken && $0.installed != nil })
        #expect(height.conflictingConstraints.contains { $0 === height })
        #expect(height.conflictingConstraints.contains { $0.identifier == "UISV-hiding" })
        expectFrame(v[1], 0, 25, 50, 0)
        expectFrame(v[2], 0, 30, 50, 20)
        // One report, naming the app's constraint as the one broken.
        let broken = root.layoutEngine.diagnostics().filter { $0.kind == .unsatisfiable }
        #expect(broken.count == 1 && broken.first?.broken === height)
    }

    @Test func theAppsConstraintActivatedLastStillBreaksItself() throws {
        // The app's constraint is the one being installed: it breaks, as before.
        let (root, v) = window("a")
        v[0].translatesAutoresizingMaskIntoConstraints = true
        v[0].frame = Rect(x: 0, y: 0, width: 40, height: 10)
        root.layoutIfNeeded()
        let width = v[0].widthAnchor == 60
        LayoutConstraint.activate([width])
        root.layoutIfNeeded()
        #expect(width.isBroken)
        expectFrame(v[0], 0, 0, 40, 10)
    }

    @Test func whenBreakingTheAppsConstraintIsNotEnoughItStaysAndTheSystemsBreaks() throws {
        // Hiding conflicts with the app's height and with a required compression resistance
        // (the system's); taking the app's height out leaves the second conflict, so the
        // height goes back in, unbroken, and UISV-hiding breaks.
        let (root, stack, v) = try stackWindow([(50, 20), (50, 20), (50, 20)], axis: .vertical) { $0.spacing = 10 }
        let height = v[1].heightAnchor == 20
        LayoutConstraint.activate([height])
        v[1].setCompressionResistancePriority(.required, for: .vertical)
        root.layoutIfNeeded()
        v[1].isHidden = true
        root.layoutIfNeeded()
        #expect(!height.isBroken && height.installed != nil)
        let hiding = stack.arrangementConstraints.filter { $0.identifier == "UISV-hiding" && $0.firstItem === v[1] }
        #expect(hiding.contains { $0.isBroken })
        #expect(v[1].frame.height == 20)
        #expect(root.layoutEngine.diagnostics().filter { $0.kind == .unsatisfiable }.count == 1)
    }
}

extension BreakingRuleTests {
    @Test(arguments: [LayoutEngine.BreakingRule.appConstraintFirst, .lastInstalled])
    func aNewFrameBreaksTheAppsWidthOrItself(rule: LayoutEngine.BreakingRule) throws {
        // A view that translates its frame, with a required width of the app's that agrees
        // with it; then a new frame: under UIKit's rule the app's width breaks and the frame
        // constraint holds, under the canvas's the changed frame constraint breaks.
        let (root, v) = window("a")
        root.layoutEngine.breakingRule = rule
        v[0].translatesAutoresizingMaskIntoConstraints = true
        v[0].frame = Rect(x: 0, y: 0, width: 40, height: 10)
        let width = v[0].widthAnchor == 40
        LayoutConstraint.activate([width])
        root.layoutIfNeeded()
        #expect(!width.isBroken)
        v[0].frame = Rect(x: 0, y: 0, width: 60, height: 10)
        root.layoutIfNeeded()
        #expect(width.isBroken == (rule == .appConstraintFirst))
        // The frame is the one set either way (a translating view keeps its frame).
        expectFrame(v[0], 0, 0, 60, 10)
        let broken = root.layoutEngine.diagnostics().compactMap(\.broken)
        #expect(broken.count == 1 && (broken.first === width) == (rule == .appConstraintFirst))
    }
}
