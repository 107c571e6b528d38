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

@Test("The nearest common ancestor of a view and itself, its superview, a sibling, a cousin, another tree")
func nearestCommonAncestors() {
    let root = View("root"), a = View("a"), b = View("b"), a1 = View("a1"), a2 = View("a2"), b1 = View("b1")
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(a1)
    a.addSubview(a2)
    b.addSubview(b1)
    #expect(a1.nearestCommonAncestor(with: a1) === a1)
    #expect(a1.nearestCommonAncestor(with: a) === a)  // its superview
    #expect(a.nearestCommonAncestor(with: a1) === a)  // its subview
    #expect(a1.nearestCommonAncestor(with: a2) === a)  // siblings
    #expect(a1.nearestCommonAncestor(with: b1) === root)  // cousins
    #expect(a1.nearestCommonAncestor(with: root) === root)  // two levels up
    #expect(root.nearestCommonAncestor(with: b1) === root)
    #expect(b1.nearestCommonAncestor(with: View("elsewhere")) == nil)
    #expect(root.nearestCommonAncestor(with: View("another root")) == nil)
}
