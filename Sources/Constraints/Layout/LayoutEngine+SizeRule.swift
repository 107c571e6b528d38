/// UIKit's rule that sizes are never negative, in the layout engine: every view's, custom layout
/// guide's and scroll view content guide's width and height is `>= 0`, required, from the first
/// constraint that uses the item (a content guide pinned so that its width would be −200 is 0
/// wide, and the view that pins it grows instead, as Xcode's stored frames show). A layout that needs a negative size is a conflict like any other: the constraint whose
/// installation (or constant change) would need it is broken, and its minimal conflicting set
/// names the rule as `v.height >= 0 (size)`.
///
/// The rule is a lower bound on the solver's variables (``Solver/addLowerBound(_:for:)``), held
/// lazily: it costs a tableau row only for a size that would otherwise go negative (or that is
/// exactly 0 when ambiguity is analysed). The solver's own API (``Solver/add(_:)``) knows
/// nothing of it; `layout-tool explain` models the same rule for UIKit's logs (docs/explain.md).
extension LayoutEngine {
    /// Bounds the width and height of `item` (a view, a custom guide or a scroll view's content
    /// guide — a content size is never negative; for a margins or safe area guide, its view) by
    /// 0, once.
    /// - Complexity: O(1).
    func applySizeRule(to item: LayoutItem?) {
        guard let item else { return }
        let target: LayoutItem
        if let g = item as? LayoutGuide, g.kind != .custom && g.kind != .content {
            guard let v = g.owningView else { return }
            target = v
        } else {
            target = item
        }
        guard !target.hasSizeRule else { return }
        target.hasSizeRule = true
        // Two calls, not a loop over an array literal (an allocation for every item).
        bound(target.widthVariable, of: target)
        bound(target.heightVariable, of: target)
    }

    /// `v >= 0` for the size rule of `target`.
    private func bound(_ v: Variable, of target: LayoutItem) {
        do throws(SolverError) {
            try solver.addLowerBound(0, for: v)
        } catch {
            // Not expected: the bound is set before the first constraint that uses the item,
            // when its sizes are new to the solver (0). Should a numerical failure refuse it,
            // the next constraint that uses the item tries again.
            target.hasSizeRule = false
        }
    }

    /// The layout constraints of a solver conflicting set: each installed constraint's owner,
    /// the size rule for a bound, `c` for the constraint being installed.
    /// - Complexity: O(set), plus O(views) to find the item of each bound in it.
    func layoutConstraints(_ set: [Constraint], for c: LayoutConstraint) -> [LayoutConstraint] {
        set.map { sc in
            if let owned = owner[sc.id] { return owned }
            if let variable = solver.boundedVariable(of: sc), let rule = sizeRuleConstraint(for: variable) {
                return rule
            }
            return c
        }
    }

    /// The size rule's constraint for a width or height variable of an item of this hierarchy.
    func sizeRuleConstraint(for variable: Variable) -> LayoutConstraint? {
        for v in views {
            var items: [LayoutItem] = [v]
            if let s = v as? ScrollView { items.append(s.contentLayoutGuide) }
            for item in items + v.layoutGuides {
                let axis: LayoutAxis
                if item.widthVariable == variable {
                    axis = .horizontal
                } else if item.heightVariable == variable {
                    axis = .vertical
                } else {
                    continue
                }
                if item.sizeRuleConstraints.isEmpty {
                    item.sizeRuleConstraints = LayoutAxis.allCases.map { a in
                        let rule = LayoutConstraint(
                            unchecked: item, a == .horizontal ? .width : .height, .greaterThanOrEqual, nil,
                            .notAnAttribute, multiplier: 1, constant: 0, origin: .sizeRule(a))
                        rule.engine = self
                        return rule
                    }
                }
                return item.sizeRuleConstraints[axis == .horizontal ? 0 : 1]
            }
        }
        return nil
    }
}
