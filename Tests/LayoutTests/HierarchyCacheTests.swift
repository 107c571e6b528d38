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
