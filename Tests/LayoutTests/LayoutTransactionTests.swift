import Testing

@testable import ConstraintSolver
@testable import Constraints

/// Every failing call on `LayoutConstraint` and the engine leaves the engine's observable
/// state (solver digest, active and pending constraints, frames, diagnostics) as it was.
@Suite struct LayoutTransactionTests {
    /// Everything observable about a hierarchy's engine, bit for bit.
    func digest(_ root: View) -> String {
        let e = root.layoutEngine
        var out = e.solver.stateDigest()
        for c in e.constraints {
            out +=
                "\(c.description) active=\(c.isActive) broken=\(c.isBroken) k=\(c.constant.bitPattern) p=\(c.priority)\n"
        }
        out += "pending=\(e.pending.map { ObjectIdentifier($0).hashValue }) broken=\(e.brokenLog.count)\n"
        for v in e.views { out += "\(v.name) \(v.frame)\n" }
        out += e.diagnostics().map(\.message).joined(separator: "\n")
        return out
    }

    func expectUnchanged(
        _ root: View, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ call: () throws(LayoutError) -> Void
    ) {
        let before = digest(root)
        var threw = false
        do throws(LayoutError) { try call() } catch { threw = true }
        #expect(threw, "\(what) should have failed", sourceLocation: sourceLocation)
        root.layoutIfNeeded()
        #expect(digest(root) == before, "\(what) changed the state", sourceLocation: sourceLocation)
    }

    @Test func everyFailingCall() throws {
        let (root, views) = window("a", "b")
        let (a, b) = (views[0], views[1])
        let width = a.widthAnchor.constraint(equalToConstant: 50)
        let optional = a.heightAnchor.constraint(equalToConstant: 20)
        optional.priority = .defaultHigh
        try activate(
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            width, optional,
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor))
        root.layoutIfNeeded()
        let stranger = View("stranger")
        let badNumbers = [Double.nan, .infinity, -.infinity, 1e13]

        // Invalid constraints: the initializer throws; nothing to undo, but nothing changes.
        expectUnchanged(root, "size paired with location") { () throws(LayoutError) in
            _ = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .left)
        }
        expectUnchanged(root, "mixed axes") { () throws(LayoutError) in
            _ = try LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top)
        }
        expectUnchanged(root, "location equal to a constant") { () throws(LayoutError) in
            _ = try LayoutConstraint(
                item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 3)
        }
        expectUnchanged(root, "leading with left") { () throws(LayoutError) in
            _ = try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left)
        }
        expectUnchanged(root, "missing attribute") { () throws(LayoutError) in
            _ = try LayoutConstraint(
                item: a, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
        }
        let guide = LayoutGuide("g")
        root.addLayoutGuide(guide)
        expectUnchanged(root, "baseline of a guide") { () throws(LayoutError) in
            _ = try LayoutConstraint(
                item: guide, attribute: .lastBaseline, relatedBy: .equal, toItem: a, attribute: .lastBaseline)
        }
        // Activation errors: what `validate()` throws is what `activate()` reports (and refuses).
        expectUnchanged(root, "different hierarchies") { () throws(LayoutError) in
            try stranger.widthAnchor.constraint(equalTo: a.widthAnchor).validate()
        }
        expectUnchanged(root, "guide without a view") { () throws(LayoutError) in
            try LayoutGuide("orphan").widthAnchor.constraint(equalTo: a.widthAnchor).validate()
        }
        expectUnchanged(root, "batch with one bad constraint") { () throws(LayoutError) in
            try LayoutConstraint.validate([
                b.heightAnchor.constraint(equalToConstant: 5),
                stranger.heightAnchor.constraint(equalTo: a.heightAnchor),
            ])
        }
        for bad in badNumbers {
            expectUnchanged(root, "activate with constant \(bad)") { () throws(LayoutError) in
                try b.widthAnchor.constraint(equalToConstant: bad).validate()
            }
            expectUnchanged(root, "activate with multiplier \(bad)") { () throws(LayoutError) in
                try b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: bad).validate()
            }
            expectUnchanged(root, "setConstant(\(bad))") { () throws(LayoutError) in try width.setConstant(bad) }
            expectUnchanged(root, "setPriority(\(bad))") { () throws(LayoutError) in
                try optional.setPriority(Priority(bad))
            }
        }
        for p in [0.0, -5, 1000.5] {
            expectUnchanged(root, "setPriority(\(p))") { () throws(LayoutError) in try optional.setPriority(Priority(p))
            }
        }
        expectUnchanged(root, "required to optional while active") { () throws(LayoutError) in
            try width.setPriority(.defaultHigh)
        }
        expectUnchanged(root, "optional to required while active") { () throws(LayoutError) in
            try optional.setPriority(.required)
        }

        // An unsatisfiable activation does not throw (it breaks), but the solver must be as it
        // was: the broken constraint is reported and not installed.
        let solverBefore = root.layoutEngine.solver.stateDigest()
        let framesBefore = root.layoutEngine.views.map(\.frame)
        let conflicting = a.widthAnchor.constraint(equalToConstant: 70)
        conflicting.activate()
        root.layoutIfNeeded()
        #expect(conflicting.isBroken)
        #expect(root.layoutEngine.solver.stateDigest() == solverBefore)
        #expect(root.layoutEngine.views.map(\.frame) == framesBefore)
        conflicting.deactivate()
        root.layoutIfNeeded()
        #expect(root.layoutEngine.diagnostics().isEmpty)
        expectFrame(b, 68, 0, 50, 20)
    }
}
