import TestSupport
import Testing

@testable import ConstraintSolver
@testable import Constraints

/// A variable the solver registers without adding a constraint (a bound, such as the size rule
/// `width >= 0` the layout engine sets before a view's first constraint) is read as any other:
/// its value, not an index past the values. Found by the Interface Builder fuzz domain: a view
/// whose only constraint cancels itself (`b.top == b.top + 1`, a `<constraint>` whose items
/// are both its owner) is broken, its size bounds stay, and the layout pass read them (a trap).
@Suite struct SelfCancellingTests {
    @Test func aVariableOnlyABoundUsesHasAValue() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addLowerBound(0, for: x)
        #expect(solver.value(of: x) == 0)
    }

    @Test func aViewWhoseOnlyConstraintCancelsItselfIsLaidOut() throws {
        let root = View("root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let b = View("b")
        b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(b)
        let c = try LayoutConstraint(
            item: b, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 1)
        root.layoutEngine.issueHandler = { _ in }
        c.activate()
        root.layoutEngine.layoutIfNeeded()
        #expect(b.frame == .zero)
        #expect(c.conflict != nil)
        #expect(root.layoutEngine.diagnostics().contains { $0.kind == .unsatisfiable })
    }
}
