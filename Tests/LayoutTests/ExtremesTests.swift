import Foundation
import Testing

@testable import ConstraintSolver
@testable import Constraints

/// Hostile values and sizes through the library API: nothing traps, hangs or yields a NaN
/// frame; bad numbers are typed errors or broken constraints, and the engine keeps working.
@Suite struct LibraryExtremesTests {
    /// Views nested 100,000 deep, built bottom-up: building, the layout pass, diagnostics and
    /// releasing the tree are iterative or shallow (no stack overflow) and linear.
    @Test func viewsNested100000Deep() throws {
        let depth = 100_000
        let clock = ContinuousClock()
        let start = clock.now
        do {
            var chain: [View] = (0..<depth).map { View("v\($0)") }
            for i in stride(from: depth - 1, to: 0, by: -1) { chain[i - 1].addSubview(chain[i]) }
            let root = chain[0]
            root.frame = Rect(x: 0, y: 0, width: 1000, height: 1000)
            root.translatesAutoresizingMaskIntoConstraints = true
            // One constraint across the whole depth: O(depth) to express.
            let leaf = chain[depth - 1]
            leaf.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                leaf.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                leaf.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
                leaf.widthAnchor.constraint(equalToConstant: 7), leaf.heightAnchor.constraint(equalToConstant: 8),
            ])
            root.layoutIfNeeded()
            // The views in between are ambiguous (x, y, width, height); the leaf's offsets
            // follow theirs, so only check that every frame is a finite number.
            #expect(root.layoutEngine.views.count == depth)
            #expect(root.layoutEngine.views.allSatisfy { $0.frame.isFinite })
            #expect(leaf.frame.size == Size(width: 7, height: 8))
            #expect(root.layoutEngine.diagnostics().count == depth - 1)
            // A cycle is refused: the root cannot become a subview of its own leaf.
            leaf.addSubview(root)
            #expect(root.superview == nil)
            chain.removeAll()
        }
        // Leaving the scope released the 100,000-deep tree without overflowing the stack.
        print("100,000-deep views: \(clock.now - start)")
    }

    /// NaN, infinities and numbers beyond ``Solver/magnitudeLimit`` through every entry point
    /// that takes a number: typed errors where the API throws, refused or broken otherwise, and
    /// never a NaN frame for a view placed by constraints.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e308, -1e13])
    func nonFiniteNumbersThroughTheAPI(bad: Double) throws {
        let (root, views) = window("a", "b")
        let (a, b) = (views[0], views[1])
        try activate(
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 20))
        root.layoutIfNeeded()
        // Constants and multipliers: the initializer and activation throw.
        #expect(throws: LayoutError.self) {
            try LayoutConstraint(
                item: b, attribute: .width, relatedBy: .equal, toItem: a, attribute: .width, multiplier: bad)
        }
        #expect(throws: LayoutError.self) {
            try b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: bad).validate()
        }
        #expect(throws: LayoutError.self) {
            try b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: bad).validate()
        }
        // Changing a constant: the setter refuses, `setConstant` throws; nothing changes.
        let width = try #require(root.layoutEngine.constraints.first { $0.firstAttribute == .width })
        width.constant = bad
        #expect(width.constant == 50)
        #expect(throws: LayoutError.self) { try width.setConstant(bad) }
        #expect(throws: LayoutError.self) { try width.setPriority(Priority(bad)) }
        // View properties that become solver constants: the implied constraint breaks (an error
        // diagnostic), the frames of constrained views stay finite.
        let c = View("c", frame: Rect(x: bad, y: 0, width: 10, height: 10))
        root.addSubview(c)
        b.fixedIntrinsicContentSize = Size(width: bad, height: 10)
        b.layoutMargins = EdgeInsets(top: bad, left: 0, bottom: 0, right: 0)
        try activate(
            b.leftAnchor.constraint(equalTo: root.leftAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 30))
        root.layoutEngine.scale = bad.isNaN ? bad : 1e300
        root.layoutIfNeeded()
        for v in [a, b] { #expect(v.frame.isFinite, "\(v.name): \(v.frame)") }
        expectFrame(a, 10, 0, 50, 20)
        #expect(
            root.layoutEngine.diagnostics().contains { $0.kind == .unsatisfiable && $0.items.contains { $0 === c } })
        // The engine keeps working once the bad values are gone.
        c.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        root.layoutEngine.scale = nil
        try width.setConstant(60)
        root.layoutIfNeeded()
        expectFrame(a, 10, 0, 60, 20)
        #expect(root.layoutEngine.solver.invariantViolations().isEmpty)
    }

    /// Tiny and signed-zero constants are ordinary numbers.
    @Test func tinyAndNegativeZeroConstants() throws {
        let (root, views) = window("a")
        let a = views[0]
        try activate(
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: Double.leastNonzeroMagnitude),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: -0.0),
            a.widthAnchor.constraint(equalToConstant: 1e12), a.heightAnchor.constraint(equalToConstant: -0.0))
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 1e12, 0)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    /// A view cannot become its own ancestor: `addSubview` ignores the request (UIKit raises),
    /// and the hierarchy stays a tree.
    @Test func cyclesAreRefused() {
        let a = View("a"), b = View("b"), c = View("c")
        a.addSubview(b)
        b.addSubview(c)
        c.addSubview(a)
        a.addSubview(a)
        #expect(a.superview == nil && b.superview === a && c.superview === b)
        #expect(a.layoutEngine.views.map(\.name) == ["a", "b", "c"])
    }

    /// 100,000 sibling views, each pinned and sized: linear (seconds in release; the bound here
    /// is for a debug build on a slow machine).
    @Test func hundredThousandViews() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        var made: [LayoutConstraint] = []
        for i in 0..<100_000 {
            let v = View("v\(i)")
            root.addSubview(v)
            made.append(v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: Double(i % 300)))
            made.append(v.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(i)))
            made.append(v.widthAnchor.constraint(equalToConstant: 10))
            made.append(v.heightAnchor.constraint(equalToConstant: 10))
        }
        LayoutConstraint.activate(made)
        root.layoutIfNeeded()
        #expect(root.subviews[99_999].frame == Rect(x: Double(99_999 % 300), y: 99_999, width: 10, height: 10))
        #expect(root.layoutEngine.diagnostics().isEmpty)
        let elapsed = clock.now - start
        print("100,000 views: \(elapsed)")
        #expect(elapsed < .seconds(60))
    }
}
