import ConstraintSolver

/// A view's intrinsic size in the solver: content hugging (`size <= intrinsic`) and
/// compression resistance (`size >= intrinsic`) on each axis, as UIKit makes them.
///
/// Both are optional on almost every view, and then the two are installed as one preferred
/// value (`Constraint.preferring`): one tableau row whose error above costs at the hugging
/// priority and whose error below at the compression resistance priority, exactly the pair's
/// answer at half the solver's work (a label has two such pairs, most of a first layout's
/// constraints). The two `LayoutConstraint`s stay what reports and diagnostics see; both hold
/// the one solver constraint. When either is required, or one of them is changed on its own
/// (a priority or constant set on the constraint itself), each is installed alone.
extension LayoutEngine {
    /// Brings the view's hugging and compression resistance constraints in line with its
    /// intrinsic size and priorities (made, moved, re-prioritised or removed).
    /// - Complexity: O(1) besides the solver's work for what changed.
    func syncIntrinsicSize(_ v: View) {
        // Height-for-width content is measured at the width of the last pass (see
        // `View.intrinsicContentSize(forWidth:)`); everything else by its intrinsic size.
        let forWidth = v.intrinsicContentSize(forWidth: v.measuredWidth ?? .infinity)
        v.implied.heightForWidth = forWidth != nil
        let natural = forWidth ?? v.intrinsicContentSize
        syncIntrinsicSize(v, .horizontal, natural.width)
        syncIntrinsicSize(v, .vertical, natural.height)
    }

    /// One axis of ``syncIntrinsicSize(_:)``.
    private func syncIntrinsicSize(_ v: View, _ axis: LayoutAxis, _ size: Double) {
        let first = axis == .horizontal ? 0 : 2
        guard size >= 0, size.isFinite else {
            // No intrinsic size on this axis (UIKit's noIntrinsicMetric): no constraints.
            for slot in first...(first + 1) {
                if let c = v.implied.intrinsic[slot] { uninstall(c) }
                v.implied.intrinsic[slot] = nil
            }
            return
        }
        let hugPriority = v.contentHuggingPriority(for: axis)
        let resistPriority = v.compressionResistancePriority(for: axis)
        let hug = intrinsicConstraint(v, slot: first, .hugging(axis), .lessThanOrEqual, size, hugPriority)
        let resist = intrinsicConstraint(
            v, slot: first + 1, .compressionResistance(axis), .greaterThanOrEqual, size, resistPriority)
        let pairs = pairsIntrinsicSizes && !hugPriority.isRequired && !resistPriority.isRequired
        if let sc = hug.installed, resist.installed?.id == sc.id {
            if pairs && hug.storedPriority == hugPriority && resist.storedPriority == resistPriority {
                guard hug.storedConstant != size || resist.storedConstant != size else { return }
                hug.storedConstant = size
                resist.storedConstant = size
                movePair(hug, resist, sc, to: size)
                return
            }
            uninstall(hug)  // both: they share the solver constraint
        }
        update(hug, priority: hugPriority, constant: size)
        update(resist, priority: resistPriority, constant: size)
        // A constraint deactivated by hand stays out (its engine let go of it).
        let hugWaits = isWaiting(hug), resistWaits = isWaiting(resist)
        if pairs && hugWaits && resistWaits {
            installPair(hug, resist, v, axis)
        } else {
            if hugWaits { install(hug) }
            if resistWaits { install(resist) }
        }
    }

    /// Gives an intrinsic constraint installed alone (or not installed) its priority and
    /// constant: a new priority takes it out, a new constant moves it.
    private func update(_ c: LayoutConstraint, priority: Priority, constant: Double) {
        if c.storedPriority != priority {
            if c.installed != nil { uninstall(c) }
            c.storedPriority = priority
        }
        if c.storedConstant != constant {
            c.storedConstant = constant
            if c.installed != nil { constantChanged(c) }
        }
    }

    /// Whether an intrinsic constraint is active in this engine but not in the solver.
    private func isWaiting(_ c: LayoutConstraint) -> Bool {
        c.installed == nil && c.isActive && c.isHeld(by: self)
    }

    /// The view's intrinsic constraint in `slot`, made (active, not installed) when missing.
    private func intrinsicConstraint(
        _ v: View, slot: Int, _ origin: LayoutConstraint.Origin, _ relation: Relation, _ size: Double,
        _ priority: Priority
    ) -> LayoutConstraint {
        if let c = v.implied.intrinsic[slot] { return c }
        let attribute: LayoutAttribute = slot < 2 ? .width : .height
        let c = LayoutConstraint(
            unchecked: v, attribute, relation, nil, .notAnAttribute, multiplier: 1, constant: size, origin: origin)
        c.storedPriority = priority
        c.engine = self
        c.activeState = true
        v.implied.intrinsic[slot] = c
        return c
    }

    /// Installs a view's hugging and compression resistance on one axis as one preferred
    /// value; each alone should the solver refuse it.
    /// - Requires: neither is installed; both optional, with the same constant.
    private func installPair(_ hug: LayoutConstraint, _ resist: LayoutConstraint, _ v: View, _ axis: LayoutAxis) {
        hug.conflict = nil
        resist.conflict = nil
        structureVersion &+= 1
        framesAreCurrent = false
        applySizeRule(to: v)
        let size = axis == .horizontal ? v.widthVariable : v.heightVariable
        let sc = Constraint(
            difference: Self.variable(size, minus: hug.storedConstant), .equal, priority: hug.storedPriority,
            below: resist.storedPriority)
        do throws(SolverError) {
            try solver.add(sc)
        } catch {
            // Only a numerical failure refuses an optional constraint: let each report its own.
            install(hug)
            install(resist)
            return
        }
        // Each by name, not `for c in [hug, resist]`: the literal is an allocation per pair.
        hug.installed = sc
        hug.installedConstant = hug.storedConstant
        resist.installed = sc
        resist.installedConstant = resist.storedConstant
        owner[sc.id] = hug
    }

    /// Moves a preferred value to the pair's new constant.
    private func movePair(_ hug: LayoutConstraint, _ resist: LayoutConstraint, _ sc: Constraint, to size: Double) {
        framesAreCurrent = false
        do throws(SolverError) {
            try solver.updateConstant(of: sc, to: size)
            hug.installedConstant = size
            resist.installedConstant = size
        } catch {
            unpair(hug, resist)
        }
    }

    /// The other constraint of an intrinsic pair: a hugging constraint's compression
    /// resistance on the same axis, and the reverse; nil for any other constraint.
    func intrinsicTwin(of c: LayoutConstraint) -> LayoutConstraint? {
        let slot: Int
        switch c.origin {
        case .hugging(let axis): slot = axis == .horizontal ? 1 : 3
        case .compressionResistance(let axis): slot = axis == .horizontal ? 0 : 2
        default: return nil
        }
        guard let v = c.firstItem as? View, v.implied.intrinsic[slot] !== c else { return nil }
        return v.implied.intrinsic[slot]
    }

    /// The twin that shares `c`'s solver constraint (see the type's notes), or nil.
    func pairedTwin(of c: LayoutConstraint) -> LayoutConstraint? {
        guard let sc = c.installed, let twin = intrinsicTwin(of: c), twin.installed?.id == sc.id else { return nil }
        return twin
    }

    /// Takes a pair's preferred value out and installs each constraint alone, with its own
    /// priority and constant.
    func unpair(_ c: LayoutConstraint, _ twin: LayoutConstraint) {
        uninstall(c)  // both
        install(c)
        install(twin)
    }
}
