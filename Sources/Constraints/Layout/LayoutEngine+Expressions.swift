/// Turning layout constraints into solver constraints (see ``LayoutEngine``, Coordinates).
extension LayoutEngine {
    /// The solver constraint for `c`, or nil when its items are no longer in one hierarchy.
    func solverConstraint(for c: LayoutConstraint) -> Constraint? { solverConstraintAndOffsets(for: c)?.0 }

    /// The solver constraint for `c` with the scroll views' current offsets folded into its
    /// constant, and how that constant depends on them; nil when its items are no longer in
    /// one hierarchy.
    func solverConstraintAndOffsets(for c: LayoutConstraint) -> (Constraint, [OffsetTerm])? {
        solverConstraintAndOffsets(for: c, first: c.firstItem, second: c.secondItem)
    }

    /// ``solverConstraintAndOffsets(for:)`` with `c`'s items already loaded (`first` and
    /// `second` are `c.firstItem` and `c.secondItem`).
    func solverConstraintAndOffsets(
        for c: LayoutConstraint, first firstItem: LayoutItem?, second secondItem: LayoutItem?
    ) -> (Constraint, [OffsetTerm])? {
        // The items of an active constraint live as long as its hierarchy (views own their
        // subviews and guides); a freed one means the constraint can no longer be made.
        guard let item = firstItem else { return nil }
        switch c.origin {
        case .frame(let i):
            return (Constraint(difference: Self.variable(item.variables[i], minus: c.storedConstant), .equal), [])
        case .hugging(let axis), .compressionResistance(let axis):
            let v = axis == .horizontal ? item.widthVariable : item.heightVariable
            return (
                Constraint(
                    difference: Self.variable(v, minus: c.storedConstant), c.relation, priority: c.storedPriority), []
            )
        case .sizeRule(let axis):
            let v = axis == .horizontal ? item.widthVariable : item.heightVariable
            return (Constraint(difference: Self.variable(v, minus: 0), .greaterThanOrEqual), [])
        case .contentSize(let axis):
            let v = axis == .horizontal ? item.widthVariable : item.heightVariable
            return (
                Constraint(difference: Self.variable(v, minus: c.storedConstant), .equal, priority: c.storedPriority),
                []
            )
        case .autoresizing(let i):
            let horizontal = i % 2 == 0
            let lhs: LinearExpression =
                i < 2
                ? (horizontal ? item.minXVariable : item.minYVariable) + 0.5
                    * (horizontal ? item.widthVariable : item.heightVariable).expression
                : (horizontal ? item.widthVariable : item.heightVariable).expression
            var rhs = LinearExpression(constant: c.storedConstant)
            if c.multiplier != 0, let parent = secondItem {
                rhs = c.multiplier * (horizontal ? parent.widthVariable : parent.heightVariable).expression + rhs
            }
            return (Constraint(lhs, .equal, rhs), [])
        case .arrangementOrder(let weight):
            let v = c.firstAttribute == .width ? item.widthVariable : item.heightVariable
            return (
                Constraint(
                    weight * v.expression, .equal, LinearExpression(constant: weight * c.storedConstant),
                    priority: c.storedPriority), []
            )
        case .user:
            guard let first = item.hostView, c.secondAttribute == .notAnAttribute || secondItem != nil else {
                return nil
            }
            var coordinates = first
            if let secondItem {
                guard let host = secondItem.hostView, let common = first.nearestCommonAncestor(with: host) else {
                    return nil
                }
                coordinates = common
            }
            // The direction matters only for leading/trailing; finding it walks up the tree.
            let directional = c.firstAttribute.isDirectional || c.secondAttribute.isDirectional
            let rtl = directional && first.effectiveLayoutDirection == .rightToLeft
            offsetsUsed = false
            // `first − (multiplier × second + constant)` written into one array, with the same
            // arithmetic, in the same order, as the two sides and their difference would take.
            // Room for four terms, which a constraint between siblings' edges, sizes or centres
            // does not exceed (one across levels grows once): the solver keeps the array while
            // the constraint is installed, and room for eight was an eighth of the heap of
            // 10,000 labels in a scroll view.
            var e = LinearExpression()
            e.terms.reserveCapacity(4)
            let lhsConstant = addSide(item, c.firstAttribute, in: coordinates, rightToLeft: rtl, to: &e.terms)
            var rhsConstant = c.storedConstant
            if let secondItem {
                let start = e.terms.count
                let k = addSide(secondItem, c.secondAttribute, in: coordinates, rightToLeft: rtl, to: &e.terms)
                let m = c.multiplier
                for i in start..<e.terms.count { e.terms[i].coefficient = -(e.terms[i].coefficient * m) }
                rhsConstant = k * m + c.storedConstant
            }
            e.constant = lhsConstant - rhsConstant
            let sc = Constraint(difference: e, c.relation, priority: c.storedPriority)
            // Only an expression that took an offset stand-in has one to fold.
            return offsetsUsed ? foldingOffsets(sc) : (sc, [])
        }
    }

    /// `variable − constant`, the difference of the engine's constraints on one size or frame
    /// part (computed as `0 − constant`, as the difference of the two sides would be).
    static func variable(_ v: Variable, minus constant: Double) -> LinearExpression {
        LinearExpression(terms: [Term(v)], constant: 0 - constant)
    }

    /// Replaces the offset stand-ins of `sc` by the offsets' current values.
    func foldingOffsets(_ sc: Constraint) -> (Constraint, [OffsetTerm]) {
        guard !offsetOwners.isEmpty, sc.expression.terms.contains(where: { offsetOwners[$0.variable] != nil }) else {
            return (sc, [])
        }
        var terms: [Term] = []
        var constant = sc.expression.constant
        var offsets: [OffsetTerm] = []
        for t in sc.expression.terms {
            guard let owner = offsetOwners[t.variable] else {
                terms.append(t)
                continue
            }
            let value = owner.view.map { owner.axis == .horizontal ? $0.boundsOrigin.x : $0.boundsOrigin.y } ?? 0
            constant += t.coefficient * value
            offsets.append(OffsetTerm(scrollView: owner.id, axis: owner.axis, coefficient: t.coefficient))
        }
        return (
            Constraint(
                LinearExpression(terms: terms, constant: constant), sc.relation, LinearExpression(),
                priority: sc.priority), offsets
        )
    }

    /// The stand-in for a scroll view's offset on an axis, in expressions (see
    /// `foldingOffsets`), registered on first use.
    func offsetVariable(_ s: ScrollView, _ horizontal: Bool) -> Variable {
        let v = horizontal ? s.offsetXVariable : s.offsetYVariable
        offsetsUsed = true
        if offsetOwners[v] == nil {
            offsetOwners[v] = OffsetOwner(view: s, axis: horizontal ? .horizontal : .vertical)
        }
        return v
    }

    /// A scroll view's own attribute seen from inside (the constraint's coordinates are its
    /// own): edges are the content area, centres and sizes its frame (see ``ScrollView``).
    /// With `margins`, the layout margins inset both. Appends the attribute's terms to `terms`
    /// and returns its constant: written in place, not built as an expression and copied (an
    /// allocation per constraint that reaches a scroll view's edge), with the arithmetic the
    /// expression operators would do (`x − c` is `x + (0 + (−c))`).
    /// - Complexity: O(1).
    func addContentArea(
        _ s: ScrollView, _ attribute: LayoutAttribute, margins: Bool, to terms: inout [Term]
    ) -> Double {
        let m = margins ? s.marginsInUse : .zero
        let cw = s.contentWidthVariable, ch = s.contentHeightVariable
        switch attribute {
        case .left: return m.left
        case .right:
            terms.append(Term(cw))
            return 0 + (-m.right)
        case .top: return m.top
        case .bottom:
            terms.append(Term(ch))
            return 0 + (-m.bottom)
        case .width:
            terms.append(Term(s.widthVariable))
            return 0 + (-(m.left + m.right))
        case .height:
            terms.append(Term(s.heightVariable))
            return 0 + (-(m.top + m.bottom))
        case .centerX:
            terms.append(Term(offsetVariable(s, true)))
            terms.append(Term(s.widthVariable, 0.5))
            return 0 + (0 + (m.left - m.right)) * 0.5
        case .centerY:
            terms.append(Term(offsetVariable(s, false)))
            terms.append(Term(s.heightVariable, 0.5))
            return 0 + (0 + (m.top - m.bottom)) * 0.5
        case .lastBaseline:
            terms.append(Term(ch))
            return 0 + (-(m.bottom + (margins ? 0 : s.lastBaselineOffsetFromBottom)))
        case .firstBaseline:
            if !margins, let top = s.firstBaselineOffsetFromTop { return top }
            terms.append(Term(ch))
            return 0 + (-(m.bottom + (margins ? 0 : s.lastBaselineOffsetFromBottom)))
        default: return 0  // margins and directions are resolved by the caller
        }
    }

    /// Appends the terms of the attribute of `item`, as a linear expression in the bounds
    /// coordinates of `c`, to `terms`, and returns its constant.
    /// - Complexity: O(depth from the item to `c`).
    func addSide(
        _ item: LayoutItem, _ attribute: LayoutAttribute, in c: View, rightToLeft: Bool, to terms: inout [Term]
    ) -> Double {
        // A margin attribute of a view is its margins guide's plain attribute; leading and
        // trailing are left and right, or right and left negated under right-to-left. The item
        // is passed on as it came (not returned from a helper, which is a retain and a release
        // per side) unless it is a view's margins guide.
        var attribute = attribute
        var marginsOf: View?
        if attribute.isMargin, let v = item as? View {
            marginsOf = v
            attribute = attribute.withoutMargin
        }
        var sign = 1.0
        if attribute == .leading {
            attribute = rightToLeft ? .right : .left
            if rightToLeft { sign = -1 }
        } else if attribute == .trailing {
            attribute = rightToLeft ? .left : .right
            if rightToLeft { sign = -1 }
        }
        if let marginsOf {
            return addResolvedSide(marginsOf.layoutMarginsGuide, attribute, sign: sign, in: c, to: &terms)
        }
        return addResolvedSide(item, attribute, sign: sign, in: c, to: &terms)
    }

    /// ``addSide(_:_:in:rightToLeft:to:)`` for an attribute that is neither a margin nor a
    /// direction, with the sign the direction gave.
    private func addResolvedSide(
        _ item: LayoutItem, _ attribute: LayoutAttribute, sign: Double, in c: View, to terms: inout [Term]
    ) -> Double {
        let start = terms.count
        var constant: Double
        // Every item is a view or a guide (`LayoutItem`'s initializer is internal, and these are
        // its only subclasses): no kind means a view, and only a scroll view among views stands
        // for scroll content, so the downcasts below hold (a debug build checks them).
        let kind = item.guideKind
        if c.standsForScrollContent, item === c || (kind == .margins && item.hostView === c) {
            let s = unsafeDowncast(c, to: ScrollView.self)
            constant = addContentArea(s, attribute, margins: item !== s, to: &terms)
        } else if kind == nil, item !== c,
            let k = Self.viewFrameSide(unsafeDowncast(item, to: View.self), attribute, to: &terms)
        {
            // A view's edge, centre or size (nearly every side of nearly every constraint):
            // its own frame variables, without making the four parts of its frame.
            constant = k
            if !attribute.isSize {
                let superview = item.coordinateView
                if collectsPositions, superview is ScrollView { positionScratch.append(item) }
                // From its superview's coordinates to `c`'s: nothing to do when they are one.
                if superview !== c {
                    translate(&terms, &constant, from: superview, to: c, horizontal: attribute.axis == .horizontal)
                }
            }
        } else {
            let frame = itemFrame(item, in: c)
            if collectsPositions, frame.view is ScrollView, !attribute.isSize,
                item is View || (item as? LayoutGuide)?.kind == .custom
            {
                // A direct subview (or custom guide) of a scroll view: its position is used.
                positionScratch.append(item)
            }
            if attribute == .width || attribute == .height {
                let part = attribute == .width ? frame.width : frame.height
                if let v = part.variable { terms.append(Term(v)) }
                constant = part.constant
            } else {
                constant = frame.addLocation(of: attribute, item: item, to: &terms)
                translate(&terms, &constant, from: frame.view, to: c, horizontal: attribute.axis == .horizontal)
            }
        }
        if sign != 1 {
            for i in start..<terms.count { terms[i].coefficient *= sign }
            constant *= sign
        }
        return constant
    }

    /// Appends the terms of a view's `attribute` in its superview's bounds coordinates to
    /// `terms` and returns its constant: what ``itemFrame(_:in:)`` and
    /// ``ItemFrame/addLocation(of:item:to:)`` give, with the same terms in the same order; nil
    /// for a baseline (the general path's).
    /// - Complexity: O(1).
    private static func viewFrameSide(_ v: View, _ attribute: LayoutAttribute, to terms: inout [Term]) -> Double? {
        switch attribute {
        case .width:
            terms.append(Term(v.widthVariable))
            return 0
        case .height:
            terms.append(Term(v.heightVariable))
            return 0
        default:
            guard let (horizontal, fraction) = edgeFraction(of: attribute) else { return nil }
            terms.append(Term(horizontal ? v.minXVariable : v.minYVariable, 1))
            if fraction != 0 { terms.append(Term(horizontal ? v.widthVariable : v.heightVariable, fraction)) }
            return 0
        }
    }

    /// Where an edge or centre lies on its axis: `start + fraction × length` of the frame,
    /// horizontally for `left`, `right` and `centerX`, vertically for `top`, `bottom` and
    /// `centerY`; nil for any other attribute (sizes, baselines, margins, directions).
    @inline(__always)
    static func edgeFraction(of attribute: LayoutAttribute) -> (horizontal: Bool, fraction: Double)? {
        switch attribute {
        case .left: (true, 0)
        case .right: (true, 1)
        case .centerX: (true, 0.5)
        case .top: (false, 0)
        case .bottom: (false, 1)
        case .centerY: (false, 0.5)
        default: nil
        }
    }

    /// One side of an item's frame: `variable + constant`, or a constant alone. Kept as parts,
    /// not expressions: a constraint reads one or two sides of a frame, and making all four as
    /// arrays cost more than the rest of turning it into a solver constraint.
    struct FramePart {
        var variable: Variable?
        var constant: Double

        init(_ variable: Variable?, _ constant: Double = 0) {
            self.variable = variable
            self.constant = constant
        }

        /// Adds `k` times this part to `terms` and `sum`.
        func add(_ k: Double, to terms: inout [Term], _ sum: inout Double) {
            if let variable { terms.append(Term(variable, k)) }
            sum += k * constant
        }
    }

    /// An item's frame in the bounds coordinates of `view` (nil: already in the coordinates
    /// the expression is wanted in).
    struct ItemFrame {
        var minX: FramePart, minY: FramePart, width: FramePart, height: FramePart
        var view: View?

        /// Appends the terms of a location attribute (not a size, margin or direction: those are
        /// resolved first) to `terms`; returns its constant.
        func addLocation(of attribute: LayoutAttribute, item: LayoutItem, to terms: inout [Term]) -> Double {
            if let (horizontal, fraction) = LayoutEngine.edgeFraction(of: attribute) {
                return horizontal
                    ? along(minX, width, fraction, to: &terms) : along(minY, height, fraction, to: &terms)
            }
            switch attribute {
            case .lastBaseline:
                return along(minY, height, 1, plus: -((item as? View)?.lastBaselineOffsetFromBottom ?? 0), to: &terms)
            case .firstBaseline:
                if let v = item as? View, let top = v.firstBaselineOffsetFromTop {
                    return along(minY, height, 0, plus: top, to: &terms)
                }
                return along(minY, height, 1, plus: -((item as? View)?.lastBaselineOffsetFromBottom ?? 0), to: &terms)
            // Sizes, margins and directions were resolved by the caller.
            default: return along(minX, width, 0, to: &terms)
            }
        }

        /// Appends `start + fraction × length` to `terms`; returns the constant of that plus
        /// `constant`.
        private func along(
            _ start: FramePart, _ length: FramePart, _ fraction: Double, plus constant: Double = 0,
            to terms: inout [Term]
        ) -> Double {
            var sum = constant
            start.add(1, to: &terms, &sum)
            if fraction != 0 { length.add(fraction, to: &terms, &sum) }
            return sum
        }
    }

    /// The frame of `item` (a view, one of the guides UIKit gives views and scroll views, or a
    /// custom guide) as expressions, and the view whose bounds coordinates they are in.
    private func itemFrame(_ item: LayoutItem, in c: View) -> ItemFrame {
        if let v = item as? View, v === c {
            return ItemFrame(
                minX: FramePart(nil, v.boundsOrigin.x), minY: FramePart(nil, v.boundsOrigin.y),
                width: FramePart(v.widthVariable), height: FramePart(v.heightVariable), view: nil)
        }
        if let g = item as? LayoutGuide, g.kind == .margins || g.kind == .safeArea || g.kind == .readableContent,
            let v = g.owningView
        {
            let m: EdgeInsets =
                switch g.kind {
                case .safeArea: v.safeAreaInUse
                case .readableContent:
                    v.marginsInUse
                        + EdgeInsets(top: 0, left: v.readableInsetInUse, bottom: 0, right: v.readableInsetInUse)
                default: v.marginsInUse
                }
            let origin: (FramePart, FramePart) =
                if let s = v as? ScrollView {
                    (FramePart(offsetVariable(s, true), m.left), FramePart(offsetVariable(s, false), m.top))
                } else {
                    (FramePart(nil, v.boundsOrigin.x + m.left), FramePart(nil, v.boundsOrigin.y + m.top))
                }
            return ItemFrame(
                minX: origin.0, minY: origin.1, width: FramePart(v.widthVariable, -(m.left + m.right)),
                height: FramePart(v.heightVariable, -(m.top + m.bottom)), view: v)
        }
        if let g = item as? LayoutGuide, g.kind == .content, let s = g.owningView as? ScrollView {
            return ItemFrame(
                minX: FramePart(nil), minY: FramePart(nil), width: FramePart(s.contentWidthVariable),
                height: FramePart(s.contentHeightVariable), view: s)
        }
        if let g = item as? LayoutGuide, g.kind == .visibleFrame, let s = g.owningView as? ScrollView {
            return ItemFrame(
                minX: FramePart(offsetVariable(s, true)), minY: FramePart(offsetVariable(s, false)),
                width: FramePart(s.widthVariable), height: FramePart(s.heightVariable), view: s)
        }
        return ItemFrame(
            minX: FramePart(item.minXVariable), minY: FramePart(item.minYVariable),
            width: FramePart(item.widthVariable),
            height: FramePart(item.heightVariable), view: item.coordinateView)
    }

    /// Moves an expression (`terms` and `constant`) from the bounds coordinates of `view` up to
    /// those of its ancestor `c`: each view's origin on the way, minus its bounds origin (a
    /// scroll view's: its content offset).
    private func translate(
        _ terms: inout [Term], _ constant: inout Double, from view: View?, to c: View, horizontal: Bool
    ) {
        var k = view
        while let view = k, view !== c {
            if collectsPositions, view.superview is ScrollView { positionScratch.append(view) }
            terms.append(Term(horizontal ? view.minXVariable : view.minYVariable))
            if let s = view as? ScrollView {
                // Crossing a scroll view's boundary: content coordinates minus the offset.
                terms.append(Term(offsetVariable(s, horizontal), -1.0))
            } else {
                constant -= horizontal ? view.boundsOrigin.x : view.boundsOrigin.y
            }
            k = view.superview
        }
    }
}

/// Which scroll view and axis an offset stand-in belongs to.
struct OffsetOwner {
    /// The scroll view's reference (see `UnretainedReference`): held without keeping it alive.
    private let reference: ItemReference
    var view: ScrollView? { reference.object.map { unsafeDowncast($0, to: ScrollView.self) } }
    let axis: LayoutAxis
    let id: ObjectIdentifier

    init(view: ScrollView, axis: LayoutAxis) {
        reference = view.reference
        self.axis = axis
        id = ObjectIdentifier(view)
    }
}
