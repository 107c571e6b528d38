/// Scroll views in the engine: content-size fallbacks, offset changes as in-place constant
/// changes, and floating groups (see ``ScrollView``).
///
/// ## Offset changes
/// Every installed constraint whose solver constant depends on a scroll view's offset (it
/// crosses the scroll view's boundary, or uses its frame guide or its centres from inside) is
/// listed per scroll view. A new offset moves exactly those constants with
/// `Solver.updateConstant(of:to:)`: the cost does not grow with the amount of content.
///
/// ## Floating groups (frames at once)
/// Frames normally follow at the next layout pass. When the offset on an axis moves by `Δ`,
/// a set `Y` of the scroll view's direct subviews (and custom guides) can be shifted by `Δ`
/// with every constraint still holding to the same degree, if each installed constraint that
/// uses a position of `Y` or the offset has, on that axis, coefficients on `Y`'s positions and
/// on the offset that sum to 0. Then shifting `Y` maps optimal solutions to optimal solutions,
/// so the engine moves those frames at once (the group of a floating view pinned to the
/// window is the view itself). `Y` is the closure of the views reached from the crossing
/// constraints, cached per layout structure; when the test fails (a sticky header that also
/// leans on the content, a view outside that follows the content), frames wait for the next
/// ``layoutIfNeeded()``.
extension LayoutEngine {
    // MARK: Content size

    /// Holds each scroll view's content width and height that the constraints leave free at
    /// ``ScrollView/explicitContentSize`` (or 0) with a fallback constraint at
    /// ``ScrollView/contentSizeFallbackPriority``; keeps the constants of those made before.
    ///
    /// A fallback is made only for a dimension the solver reports ambiguous (ignoring
    /// priorities below ``ambiguityPriorityCutoff``), checked after the other constraints are
    /// installed and again whenever constraints were installed or removed. Added to a content
    /// size that the constraints already decide, the solver does work that grows with the
    /// content (see docs/layout.md); added to a free one it costs one pivot.
    func syncContentSizeFallbacks(_ scrollViews: [ScrollView]) {
        guard !scrollViews.isEmpty else {
            attachmentChanges = []
            return
        }
        if fallbackVersion != structureVersion { updateContentAttachmentIncrementally(scrollViews) }
        for s in scrollViews { updateContentSizeFallbacks(s) }
        guard fallbackVersion != structureVersion else { return }
        // The exact analysis walks the whole system: first a quick look that can only say
        // "fixed", through the rows and definitions the undecided content sizes use.
        var undecided: [Variable] = []
        for s in scrollViews {
            for (slot, v) in [s.contentWidthVariable, s.contentHeightVariable].enumerated()
            where s.implied.contentSize[slot] == nil {
                undecided.append(v)
            }
        }
        if undecided.allSatisfy({ solver.contains(variable: $0) })
            && solver.areCertainlyFixed(undecided, ignoringPrioritiesBelow: LayoutEngine.ambiguityPriorityCutoff)
        {
            fallbackVersion = structureVersion
            return
        }
        let ambiguous = Set(solver.ambiguousVariables(ignoringPrioritiesBelow: LayoutEngine.ambiguityPriorityCutoff))
        for s in scrollViews {
            for (slot, v) in [s.contentWidthVariable, s.contentHeightVariable].enumerated()
            where s.implied.contentSize[slot] == nil && (ambiguous.contains(v) || !solver.contains(variable: v)) {
                makeContentSizeFallback(s, slot)
            }
        }
        fallbackVersion = structureVersion
    }

    /// The fallback content width and height: ``ScrollView/explicitContentSize`` (or 0), except
    /// on an axis where constraints attach the content to the scroll view: there Auto Layout
    /// owns the content size and a manual one "doesn't help" (seed 000), so the fallback is 0.
    func fallbackValues(_ s: ScrollView) -> [Double] {
        let size = s.explicitContentSize ?? .zero
        return zip([size.width, size.height], s.contentAttachedAxes).map { value, attached in
            !attached && value.isFinite && value >= 0 ? Swift.min(value, Solver.magnitudeLimit) : 0
        }
    }

    func makeContentSizeFallback(_ s: ScrollView, _ slot: Int) {
        let axis: LayoutAxis = slot == 0 ? .horizontal : .vertical
        let c = LayoutConstraint(
            unchecked: s.contentLayoutGuide, axis == .horizontal ? .width : .height, .equal, nil, .notAnAttribute,
            multiplier: 1, constant: fallbackValues(s)[slot], origin: .contentSize(axis))
        c.storedPriority = ScrollView.contentSizeFallbackPriority
        c.engine = self
        c.activeState = true
        s.implied.contentSize[slot] = c
        install(c)
    }

    func updateContentSizeFallbacks(_ s: ScrollView) {
        let values = fallbackValues(s)
        if s.implied.contentSize.isEmpty {
            s.implied.contentSize = [nil, nil]
        }
        for (slot, value) in values.enumerated() {
            guard let c = s.implied.contentSize[slot], c.storedConstant != value else { continue }
            c.storedConstant = value
            if c.installed != nil { constantChanged(c) } else { install(c) }
        }
    }

    // MARK: Bookkeeping

    func registerOffsetDependent(_ c: LayoutConstraint) {
        var seen: [ObjectIdentifier] = []
        for t in c.offsetTerms where !seen.contains(t.scrollView) {
            seen.append(t.scrollView)
            offsetDependents[t.scrollView, default: []].append(c)
        }
    }

    func unregisterOffsetDependent(_ c: LayoutConstraint) {
        var seen: [ObjectIdentifier] = []
        for t in c.offsetTerms where !seen.contains(t.scrollView) {
            seen.append(t.scrollView)
            offsetDependents[t.scrollView]?.removeAll { $0 === c }
        }
        c.offsetTerms = []
    }

    func addPositionReference(_ c: LayoutConstraint, to item: LayoutItem) {
        if let last = item.positionReferences.last, last === c { return }
        let n = item.positionReferences.count
        if n >= 16 && n & (n - 1) == 0 {
            // Drop stale entries now and then: amortized O(1) per reference.
            item.positionReferences.removeAll { $0.installed == nil || !$0.isHeld(by: self) }
        }
        // Room for a view's usual few (its edges' constraints) at once: growing from empty one
        // reference at a time was 1.5% of laying out 10,000 labels.
        if n == 0 { item.positionReferences.reserveCapacity(4) }
        item.positionReferences.append(c)
    }

    // MARK: Offset changes

    /// Moves the constants that depend on `s`'s offset by the change `d`, then the frames of
    /// its floating groups (or marks frames out of date).
    func contentOffsetChanged(_ s: ScrollView, by d: Point) {
        let id = ObjectIdentifier(s)
        if s.frameLayoutGuide.owningView != nil { s.frameLayoutGuide.layoutFrame = s.bounds }
        guard let dependents = offsetDependents[id], !dependents.isEmpty else { return }
        let wasCurrent = framesAreCurrent
        var broke = false
        for c in dependents {
            var k = 0.0
            for t in c.offsetTerms where t.scrollView == id { k += t.coefficient * (t.axis == .horizontal ? d.x : d.y) }
            guard k != 0, let sc = c.installed else { continue }
            // The expression (lhs − rhs) gains k; the solver's constant is its negation.
            let target = (solver.constant(of: sc) ?? sc.constant) - k
            do throws(SolverError) {
                try solver.updateConstant(of: sc, to: target)
            } catch {
                broke = true
                uninstall(c)
                if case .unsatisfiable(_, let set) = error {
                    markBroken(c, layoutConstraints(set, for: c))
                } else {
                    markBroken(c, [c])
                }
            }
        }
        guard wasCurrent, !broke, scale == nil else {
            framesAreCurrent = false
            return
        }
        var moves: [([LayoutItem], LayoutAxis, Double)] = []
        for (axis, delta) in [(LayoutAxis.horizontal, d.x), (.vertical, d.y)] where delta != 0 {
            guard let members = floatingGroup(s, axis) else {
                framesAreCurrent = false
                return
            }
            moves.append((members, axis, delta))
        }
        for (members, axis, delta) in moves {
            for item in members {
                if let v = item as? View {
                    if axis == .horizontal { v.frame.origin.x += delta } else { v.frame.origin.y += delta }
                } else if let g = item as? LayoutGuide {
                    if axis == .horizontal { g.layoutFrame.origin.x += delta } else { g.layoutFrame.origin.y += delta }
                }
            }
        }
        framesAreCurrent = true
    }

    /// The direct subviews and custom guides of `s` (the rigid group) that move with its
    /// offset on `axis`, or nil when moving them is not enough (see the type's notes).
    func floatingGroup(_ s: ScrollView, _ axis: LayoutAxis) -> [LayoutItem]? {
        let key = FloatingGroupKey(scrollView: ObjectIdentifier(s), axis: axis)
        if let cached = floatingGroups[key], cached.version == structureVersion { return cached.members }
        let members = computeFloatingGroup(s, axis)
        floatingGroups[key] = FloatingGroup(version: structureVersion, members: members)
        return members
    }

    func computeFloatingGroup(_ s: ScrollView, _ axis: LayoutAxis) -> [LayoutItem]? {
        let id = ObjectIdentifier(s)
        let horizontal = axis == .horizontal
        func offsetCoefficient(_ c: LayoutConstraint) -> Double {
            var k = 0.0
            for t in c.offsetTerms where t.scrollView == id && t.axis == axis { k += t.coefficient }
            return k
        }
        /// The direct subview or custom guide of `s` that holds `item`, if any.
        func member(_ item: LayoutItem) -> LayoutItem? {
            if let g = item as? LayoutGuide {
                guard let owner = g.owningView else { return nil }
                if owner === s { return g.kind == .custom ? g : nil }
                return member(owner)
            }
            guard var v = item as? View, v !== s else { return nil }
            while let parent = v.superview {
                if parent === s { return v }
                v = parent
            }
            return nil
        }
        var members: [LayoutItem] = []
        var inGroup: Set<ObjectIdentifier> = []
        var checked: Set<ObjectIdentifier> = []
        var toCheck: [LayoutConstraint] = []
        func add(_ item: LayoutItem) {
            if inGroup.insert(ObjectIdentifier(item)).inserted { members.append(item) }
        }
        func consider(_ c: LayoutConstraint) {
            guard c.installed != nil, c.isHeld(by: self), checked.insert(ObjectIdentifier(c)).inserted else { return }
            toCheck.append(c)
            for item in [c.firstItem, c.secondItem].compactMap({ $0 }) {
                if let m = member(item) { add(m) }
            }
        }
        for c in offsetDependents[id] ?? [] where offsetCoefficient(c) != 0 { consider(c) }
        var next = 0
        while next < members.count {
            let m = members[next]
            next += 1
            if let v = m as? View {
                guard !v.translatesAutoresizingMaskIntoConstraints, v !== s.zoomView else { return nil }
            }
            for c in m.positionReferences { consider(c) }
        }
        var positions: Set<Variable> = []
        for m in members { positions.insert(horizontal ? m.minXVariable : m.minYVariable) }
        for c in toCheck {
            guard let sc = c.installed else { return nil }
            var sum = offsetCoefficient(c)
            for t in sc.expression.terms where positions.contains(t.variable) { sum += t.coefficient }
            guard Swift.abs(sum) <= 1e-9 else { return nil }
        }
        return members
    }
}

struct FloatingGroupKey: Hashable {
    let scrollView: ObjectIdentifier
    let axis: LayoutAxis
}

struct FloatingGroup {
    let version: Int
    let members: [LayoutItem]?
}
