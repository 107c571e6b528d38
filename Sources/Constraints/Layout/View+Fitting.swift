/// `systemLayoutSizeFitting`: how big a view wants to be, from its own subtree's constraints.
extension View {
    /// The target for the smallest size the constraints allow: (0, 0).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The target for the largest size the constraints allow: (10000, 10000), as measured
    /// on UIKit.
    public static let layoutFittingExpandedSize = Size(width: 10000, height: 10000)

    /// The size closest to `target` in which the view's subtree can be laid out while
    /// optimally satisfying its constraints, like UIKit's method of that name. The layout is
    /// untouched.
    ///
    /// The subtree is solved on a fresh solver: the active constraints whose items all lie in
    /// the subtree (constraints to views outside are ignored), the fixed frames of its
    /// descendants (not the receiver's own), every intrinsic size, scroll views' content rules,
    /// plus `width == target.width` at `horizontalFittingPriority` and `height ==
    /// target.height` at `verticalFittingPriority`. A dimension nothing else constrains comes
    /// out as the target. A required fitting constraint that conflicts with the subtree is
    /// added at 999 instead. Rounded to `1/scale` when the engine has a ``LayoutEngine/scale``.
    ///
    /// A target component that is not a finite number within ``Solver/magnitudeLimit`` is taken
    /// as the nearest one that is (NaN as 0), so that the fitting constraint always holds a
    /// number. A constraint of the subtree that the solver refuses — a required one in conflict,
    /// an intrinsic size beyond the limit, a priority out of range — is left out, as the layout
    /// pass leaves it out; the layout pass reports it in ``LayoutEngine/diagnostics()``.
    /// - Complexity: O(subtree + active constraints of the hierarchy), plus the solve.
    public func systemLayoutSizeFitting(
        _ target: Size, withHorizontalFittingPriority horizontalFittingPriority: Priority = .fittingSizeLevel,
        verticalFittingPriority: Priority = .fittingSizeLevel
    ) -> Size {
        layoutEngine.fittingSize(
            of: self, target: target, priorities: (horizontalFittingPriority, verticalFittingPriority))
    }
}

extension LayoutEngine {
    func fittingSize(of view: View, target: Size, priorities: (Priority, Priority)) -> Size {
        // Height-for-width views are measured unbounded first, then again at the widths the
        // solve gave them, until the widths settle (as the layout pass does).
        var widths: [ObjectIdentifier: Double] = [:]
        var size = Size.zero
        for _ in 0..<Self.maximumLayoutPasses {
            let (solved, measured) = fittingSolve(of: view, target: target, priorities: priorities, widths: widths)
            size = solved
            guard measured != widths else { break }
            widths = measured
        }
        if let scale, scale > 0, scale.isFinite {
            size.width = (size.width * scale).rounded(.toNearestOrAwayFromZero) / scale
            size.height = (size.height * scale).rounded(.toNearestOrAwayFromZero) / scale
        }
        return size
    }

    /// One solve of the fitting problem, height-for-width views measured at `widths` (unbounded
    /// where absent); returns the size and the widths those views got.
    private func fittingSolve(
        of view: View, target: Size, priorities: (Priority, Priority), widths: [ObjectIdentifier: Double]
    ) -> (Size, [ObjectIdentifier: Double]) {
        let solver = Solver()
        var heightForWidth: [View] = []
        var subtree: [View] = []
        var inside: Set<ObjectIdentifier> = []
        var stack = [view]
        while let v = stack.popLast() {
            subtree.append(v)
            inside.insert(ObjectIdentifier(v))
            stack.append(contentsOf: v.subviews.reversed())
        }
        // The subtree's constraints, frames and intrinsic sizes are the same ones the layout pass
        // adds to its own solver, which breaks whatever the solver refuses and reports it (a
        // conflict, a number or priority out of range). Measuring the same layout, fitting
        // leaves out the same constraints; reporting them again here would say it twice.
        func add(_ c: Constraint) {
            do throws(SolverError) { try solver.add(c) } catch { return }
        }
        for v in subtree where v !== view && v.translatesAutoresizingMaskIntoConstraints {
            let values = [v.frame.minX, v.frame.minY, v.frame.width, v.frame.height]
            for (variable, value) in zip(v.variables, values) where value.isFinite {
                add(variable == value)
            }
        }
        for v in subtree {
            let forWidth = v.intrinsicContentSize(forWidth: widths[ObjectIdentifier(v)] ?? .infinity)
            if forWidth != nil { heightForWidth.append(v) }
            let natural = forWidth ?? v.intrinsicContentSize
            for (axis, size) in [(LayoutAxis.horizontal, natural.width), (.vertical, natural.height)]
            where size >= 0 && size.isFinite {
                let dimension = axis == .horizontal ? v.widthVariable : v.heightVariable
                add((dimension <= size).withPriority(v.contentHuggingPriority(for: axis)))
                add((dimension >= size).withPriority(v.compressionResistancePriority(for: axis)))
            }
            if let s = v as? ScrollView {
                let size = fallbackValues(s)
                add((s.contentWidthVariable == size[0]).withPriority(ScrollView.contentSizeFallbackPriority))
                add((s.contentHeightVariable == size[1]).withPriority(ScrollView.contentSizeFallbackPriority))
            }
        }
        for c in constraints where !c.isBroken {
            guard let first = c.firstItem?.hostView, inside.contains(ObjectIdentifier(first)) else { continue }
            if let second = c.secondItem {
                guard let host = second.hostView, inside.contains(ObjectIdentifier(host)) else { continue }
            }
            if let (sc, _) = solverConstraintAndOffsets(for: c) { add(sc) }
        }
        for (variable, requested, priority) in [
            (view.widthVariable, target.width, priorities.0), (view.heightVariable, target.height, priorities.1),
        ] {
            let value =
                requested.isNaN ? 0 : Swift.min(Swift.max(requested, -Solver.magnitudeLimit), Solver.magnitudeLimit)
            let p = priority.isValid ? priority : .fittingSizeLevel
            do throws(SolverError) {
                try solver.add((variable == value).withPriority(p))
            } catch {
                add((variable == value).withPriority(999))
            }
        }
        var measured: [ObjectIdentifier: Double] = [:]
        for v in heightForWidth { measured[ObjectIdentifier(v)] = solver.value(of: v.widthVariable) }
        return (
            Size(width: solver.value(of: view.widthVariable), height: solver.value(of: view.heightVariable)), measured
        )
    }
}
