import Testing

@testable import Constraints

/// Roots, depths and layout directions are cached per view; every hierarchy change must
/// invalidate exactly what it affects.
@Test("Cached roots, depths and directions follow hierarchy changes")
func hierarchyCaches() {
    let a = View("a"), b = View("b"), c = View("c"), d = View("d")
    a.addSubview(b)
    b.addSubview(c)
    #expect(c.rootView === a && c.depth == 2)
    #expect(c.effectiveLayoutDirection == .leftToRight)
    b.semanticContentAttribute = .forceRightToLeft
    #expect(c.effectiveLayoutDirection == .rightToLeft)
    #expect(a.effectiveLayoutDirection == .leftToRight)
    d.addSubview(b)  // move the subtree to another hierarchy
    #expect(c.rootView === d && c.depth == 2 && b.depth == 1)
    #expect(a.subviews.isEmpty)
    b.removeFromSuperview()
    #expect(c.rootView === b && c.depth == 1 && b.rootView === b)
    c.addSubview(b)  // a cycle: refused
    #expect(b.superview == nil && c.superview === b)
    // A deep chain answers without walking: build 10,000 levels top-down.
    var top = View("v0")
    let root = top
    for i in 1..<10_000 {
        let v = View("v\(i)")
        top.addSubview(v)
        top = v
    }
    #expect(top.depth == 9_999 && top.rootView === root)
}

@Test("A view whose root was freed is a root itself, at depth 0")
func hierarchyCacheAfterTheRootIsFreed() {
    let child = View("child"), grandchild = View("grandchild")
    weak var freed: View?
    do {
        let root = View("root")
        freed = root
        root.addSubview(child)
        child.addSubview(grandchild)
        // Cached now: the root and the depths.
        #expect(grandchild.rootView === root && grandchild.depth == 2)
    }
    #expect(freed == nil)
    #expect(child.superview == nil)
    #expect(child.rootView === child && child.depth == 0)
    #expect(grandchild.rootView === child && grandchild.depth == 1)
}
