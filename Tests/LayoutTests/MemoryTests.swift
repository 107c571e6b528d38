import Testing

@testable import Constraints

/// A laid-out tree is freed when the last outside reference goes: nothing in the engine, the
/// constraints or the guides keeps a cycle alive.
@Suite struct MemoryTests {
    /// A root with a scroll view, labels, margins and guides, laid out, and weak references
    /// to its parts.
    func layOutAndForget() throws -> (
        root: () -> View?, label: () -> View?, engine: () -> LayoutEngine?, guide: () -> LayoutGuide?
    ) {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scroll = ScrollView("scroll")
        root.addSubview(scroll)
        var previous: View?
        var labels: [View] = []
        for i in 0..<30 {
            let label = View("label\(i)")
            label.fixedIntrinsicContentSize = Size(width: 100, height: 20)
            scroll.addSubview(label)
            labels.append(label)
        }
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate([
            scroll.leadingAnchor == root.leadingAnchor, scroll.trailingAnchor == root.trailingAnchor,
            scroll.topAnchor == root.topAnchor, scroll.bottomAnchor == root.bottomAnchor,
        ])
        for label in labels {
            LayoutConstraint.activate([
                label.leadingAnchor == root.layoutMarginsGuide.leadingAnchor,
                label.topAnchor == (previous?.bottomAnchor ?? content.topAnchor) + 4,
            ])
            previous = label
        }
        if let last = previous { LayoutConstraint.activate([last.bottomAnchor == content.bottomAnchor]) }
        scroll.contentOffset = Point(x: 0, y: 100)
        root.layoutIfNeeded()
        _ = root.layoutEngine.diagnostics()
        _ = labels[3].systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        weak let weakRoot = root
        weak let weakLabel = labels[7]
        weak let weakEngine = root.layoutEngine
        weak let weakGuide = content
        return ({ weakRoot }, { weakLabel }, { weakEngine }, { weakGuide })
    }

    @Test func aLaidOutTreeIsFreedWhenTheLastReferenceGoes() throws {
        let refs = try layOutAndForget()
        #expect(refs.root() == nil, "the root view leaked")
        #expect(refs.label() == nil, "a label leaked")
        #expect(refs.engine() == nil, "the layout engine leaked")
        #expect(refs.guide() == nil, "the content layout guide leaked")
    }

    @Test func aConstraintKeptOutsideDoesNotKeepTheTreeAlive() throws {
        weak var weakRoot: View?
        var kept: LayoutConstraint?
        do {
            let (root, views) = window("a")
            let c = views[0].widthAnchor == 100
            try activate(c, views[0].leadingAnchor == root.leadingAnchor, views[0].topAnchor == root.topAnchor)
            root.layoutIfNeeded()
            kept = c
            weakRoot = root
        }
        // As UIKit's constraints, ours hold their items weakly: the tree goes with its last
        // reference, and the constraint held outside says its item is gone.
        #expect(weakRoot == nil, "a constraint kept the tree alive")
        let c = try #require(kept)
        #expect(c.firstItem == nil)
        #expect(c.description == "?.width == 100")
        #expect(throws: LayoutError.releasedItem) { try LayoutConstraint.validate([c]) }
    }

    @Test func manyTreesLaidOutOneAfterAnotherAreAllFreed() throws {
        // 1,000 trees of 30 views: none survives its scope (counted with weak references, so the
        // test is exact whatever the allocator does).
        var survivors = 0
        for _ in 0..<1_000 {
            weak var weakRoot: View?
            do {
                let (root, views) = window(
                    "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t",
                    "u", "v", "w", "x", "y", "z", "aa", "bb", "cc", "dd")
                var previous: View = root
                for v in views {
                    v.fixedIntrinsicContentSize = Size(width: 50, height: 10)
                    try activate(v.leadingAnchor == root.leadingAnchor, v.topAnchor == previous.topAnchor + 12)
                    previous = v
                }
                root.layoutIfNeeded()
                weakRoot = root
            }
            if weakRoot != nil { survivors += 1 }
        }
        #expect(survivors == 0)
    }

    @Test func aDeepTreeIsFreedWithoutRecursion() throws {
        // Freed the natural way, each view's release would release its subview inside its own
        // deinitializer: 100,000 frames deep, far past the stack of a test thread.
        weak var weakDeepest: View?
        do {
            let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
            var parent = root
            for i in 0..<100_000 {
                let child = View("v\(i)")
                parent.addSubview(child)
                parent = child
            }
            weakDeepest = parent
            #expect(weakDeepest != nil)
        }
        #expect(weakDeepest == nil)
    }
}
