/// Turning layout constraints into solver constraints (see ``LayoutEngine``, Coordinates).
extension LayoutEngine {
    /// The solver constraint for `c`, or nil when its items are no longer in one hierarchy.
    func solverConstraint(for c: LayoutConstraint) -> Constraint? { solverConstraintAndOffsets(for: c)?.0 }

    /// The solver constraint for `c` with the scroll views' current offsets folded into its
    /// constant, and how that constant depends on them; nil when its items are no longer in
    /// one hierarchy.
    func solverConstraintAndOffsets(for c: LayoutConstraint) -> (Constraint, [OffsetTerm])? {
        // The items of an active constraint live as long as its hierarchy (views own their
        // subviews and guides); a freed one means the constraint can no longer be made.
        guard let item = c.firstItem else { return nil }
        switch c.origin {
        case .frame(let i):
            return (Constraint(item.variables[i].expression, .equal, LinearExpression(constant: c.storedConstant)), [])
        case .hugging(let axis), .compressionResistance(let axis):
            let v = axis == .horizontal ? item.widthVariable : item.heightVariable
            return (
                Constraint(
                    v.expression, c.relation, LinearExpression(constant: c.storedConstant), priority: c.storedPriority),
                []
            )
        case .sizeRule(let axis):
            let v = axis == .horizontal ? item.widthVariable : item.heightVariable
            return (Constraint(v.expression, .greaterThanOrEqual, LinearExpression()), [])
        case .contentSize(let axis):
            let v = axis == .horizontal ? item.widthVariable : item.heightVariable
            return (
                Constraint(
                    v.expression, .equal, LinearExpression(constant: c.storedConstant), priority: c.storedPriority), []
            )
        case .autoresizing(let i):
            let horizontal = i % 2 == 0
            let lhs: LinearExpression =
                i < 2
                ? (horizontal ? item.minXVariable : item.minYVariable) + 0.5
                    * (horizontal ? item.widthVariable : item.heightVariable).expression
                : (horizontal ? item.widthVariable : item.heightVariable).expression
            var rhs = LinearExpression(constant: c.storedConstant)
            if c.multiplier != 0, let parent = c.secondItem {
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
            guard let first = item.hostView, c.secondAttribute == .notAnAttribute || c.secondItem != nil else {
                return nil
            }
            var coordinates = first
            if let second = c.secondItem {
                guard let host = second.hostView, let common = first.nearestCommonAncestor(with: host) else {
                    return nil
                }
                coordinates = common
            }
            // The direction matters only for leading/trailing; finding it walks up the tree.
            let directional = c.firstAttribute.isDirectional || c.secondAttribute.isDirectional
            let rtl = directional && first.effectiveLayoutDirection == .rightToLeft
            offsetsUsed = false
            let lhs = expression(item, c.firstAttribute, in: coordinates, rightToLeft: rtl)
            var rhs = LinearExpression(constant: c.storedConstant)
            if let second = c.secondItem {
                rhs = c.multiplier * expression(second, c.secondAttribute, in: coordinates, rightToLeft: rtl) + rhs
            }
            let sc = Constraint(lhs, c.relation, rhs, priority: c.storedPriority)
            // Only an expression that took an offset stand-in has one to fold.
            return offsetsUsed ? foldingOffsets(sc) : (sc, [])
        }
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
    /// `foldingOffsets`).
    func offset(_ s: ScrollView, _ horizontal: Bool) -> LinearExpression {
        offsetVariable(s, horizontal).expression
    }

    /// The stand-in variable itself (see ``offset(_:_:)``), registered on first use.
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
    /// With `margins`, the layout margins inset both.
    func contentAreaExpression(_ s: ScrollView, _ attribute: LayoutAttribute, margins: Bool) -> LinearExpression {
        let m = margins ? s.marginsInUse : .zero
        let cw = s.contentWidthVariable, ch = s.contentHeightVariable
        switch attribute {
        case .left: return LinearExpression(constant: m.left)
        case .right: return cw - m.right
        case .top: return LinearExpression(constant: m.top)
        case .bottom: return ch - m.bottom
        case .width: return s.widthVariable - (m.left + m.right)
        case .height: return s.heightVariable - (m.top + m.bottom)
        case .centerX: return offset(s, true) + 0.5 * (s.widthVariable + (m.left - m.right))
        case .centerY: return offset(s, false) + 0.5 * (s.heightVariable + (m.top - m.bottom))
        case .lastBaseline:
            return ch - (m.bottom + (margins ? 0 : s.lastBaselineOffsetFromBottom))
        case .firstBaseline:
            if !margins, let top = s.firstBaselineOffsetFromTop { return LinearExpression(constant: top) }
            return ch - (m.bottom + (margins ? 0 : s.lastBaselineOffsetFromBottom))
        default: return LinearExpression()  // margins and directions are resolved by the caller
        }
    }

    /// The attribute of `item` as a linear expression in the bounds coordinates of `c`.
    /// - Complexity: O(depth from the item to `c`).
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, in c: View, rightToLeft: Bool) -> LinearExpression
    {
        let (item, attribute, sign) = Self.resolved(item, attribute, rightToLeft: rightToLeft)
        if let s = c as? ScrollView {
            if item === s { return sign * contentAreaExpression(s, attribute, margins: false) }
            if let g = item as? LayoutGuide, g.kind == .margins, g.owningView === s {
                return sign * contentAreaExpression(s, attribute, margins: true)
            }
        }
        let frame = itemFrame(item, in: c)
        if positionScratch != nil, frame.view is ScrollView, !attribute.isSize,
            item is View || (item as? LayoutGuide)?.kind == .custom
        {
            // A direct subview (or custom guide) of a scroll view: its position is used.
            positionScratch?.append(item)
        }
        if attribute == .width { return frame.width.expression }
        if attribute == .height { return frame.height.expression }
        var e = frame.location(of: attribute, item: item)
        translate(&e, from: frame.view, to: c, horizontal: attribute.axis == .horizontal)
        return sign == 1 ? e : -e
    }

    /// The item and attribute an attribute stands for: a margin attribute of a view is its
    /// margins guide's plain attribute; leading and trailing are left and right, or right and
    /// left negated (`sign` −1) under right-to-left.
    private static func resolved(
        _ item: LayoutItem, _ attribute: LayoutAttribute, rightToLeft: Bool
    ) -> (item: LayoutItem, attribute: LayoutAttribute, sign: Double) {
        var item = item
        var attribute = attribute
        if attribute.isMargin, let v = item as? View {
            item = v.layoutMarginsGuide
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
        return (item, attribute, sign)
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

        /// Adds `k` times this part to `e`.
        func add(_ k: Double, to e: inout LinearExpression) {
            if let variable { e.terms.append(Term(variable, k)) }
            e.constant += k * constant
        }

        var expression: LinearExpression {
            LinearExpression(terms: variable.map { [Term($0)] } ?? [], constant: constant)
        }
    }

    /// An item's frame in the bounds coordinates of `view` (nil: already in the coordinates
    /// the expression is wanted in).
    struct ItemFrame {
        var minX: FramePart, minY: FramePart, width: FramePart, height: FramePart
        var view: View?

        /// A location attribute (not a size, margin or direction: those are resolved first).
        func location(of attribute: LayoutAttribute, item: LayoutItem) -> LinearExpression {
            switch attribute {
            case .left: return along(minX, width, 0)
            case .right: return along(minX, width, 1)
            case .centerX: return along(minX, width, 0.5)
            case .top: return along(minY, height, 0)
            case .bottom: return along(minY, height, 1)
            case .centerY: return along(minY, height, 0.5)
            case .lastBaseline:
                return along(minY, height, 1, plus: -((item as? View)?.lastBaselineOffsetFromBottom ?? 0))
            case .firstBaseline:
                if let v = item as? View, let top = v.firstBaselineOffsetFromTop {
                    return along(minY, height, 0, plus: top)
                }
                return along(minY, height, 1, plus: -((item as? View)?.lastBaselineOffsetFromBottom ?? 0))
            default: return along(minX, width, 0)  // sizes, margins and directions were resolved by the caller
            }
        }

        /// `start + fraction × length + constant`, one array.
        private func along(_ start: FramePart, _ length: FramePart, _ fraction: Double, plus constant: Double = 0)
            -> LinearExpression
        {
            var e = LinearExpression(constant: constant)
            e.terms.reserveCapacity(4)
            start.add(1, to: &e)
            if fraction != 0 { length.add(fraction, to: &e) }
            return e
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

    /// Moves `e` from the bounds coordinates of `view` up to those of its ancestor `c`: each
    /// view's origin on the way, minus its bounds origin (a scroll view's: its content offset).
    private func translate(_ e: inout LinearExpression, from view: View?, to c: View, horizontal: Bool) {
        var k = view
        while let view = k, view !== c {
            if positionScratch != nil, view.superview is ScrollView { positionScratch?.append(view) }
            // In place: `e = e + …` would copy the terms at every level (quadratic in depth).
            e.terms.append(Term(horizontal ? view.minXVariable : view.minYVariable))
            if let s = view as? ScrollView {
                // Crossing a scroll view's boundary: content coordinates minus the offset.
                e.terms.append(contentsOf: (-1.0 * offset(s, horizontal)).terms)
            } else {
                e.constant -= horizontal ? view.boundsOrigin.x : view.boundsOrigin.y
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
