/// Turning layout constraints into solver constraints (see ``LayoutEngine``, Coordinates).
extension LayoutEngine {
    /// The solver constraint for `c`, or nil when its items are no longer in one hierarchy.
    func solverConstraint(for c: LayoutConstraint) -> Constraint? { solverConstraintAndOffsets(for: c)?.0 }

    /// The solver constraint for `c` with the scroll views' current offsets folded into its
    /// constant, and how that constant depends on them; nil when its items are no longer in
    /// one hierarchy.
    func solverConstraintAndOffsets(for c: LayoutConstraint) -> (Constraint, [OffsetTerm])? {
        let item = c.firstItem
        switch c.origin {
        case .frame(let i):
            return (Constraint(item.variables[i].expression, .equal, LinearExpression(constant: c.storedConstant)), [])
        case .hugging(let axis), .compressionResistance(let axis):
            let v = axis == .horizontal ? item.widthVariable : item.heightVariable
            return (Constraint(
                v.expression, c.relation, LinearExpression(constant: c.storedConstant), priority: c.storedPriority), [])
        case .contentSize(let axis):
            let v = axis == .horizontal ? item.widthVariable : item.heightVariable
            return (Constraint(v.expression, .equal, LinearExpression(constant: c.storedConstant), priority: c.storedPriority), [])
        case .user:
            guard let first = item.hostView else { return nil }
            var coordinates = first
            if let second = c.secondItem {
                guard let host = second.hostView, let common = first.nearestCommonAncestor(with: host) else { return nil }
                coordinates = common
            }
            // The direction matters only for leading/trailing; finding it walks up the tree.
            let directional = c.firstAttribute.isDirectional || c.secondAttribute.isDirectional
            let rtl = directional && first.effectiveLayoutDirection == .rightToLeft
            let lhs = expression(item, c.firstAttribute, in: coordinates, rightToLeft: rtl)
            var rhs = LinearExpression(constant: c.storedConstant)
            if let second = c.secondItem {
                rhs = c.multiplier * expression(second, c.secondAttribute, in: coordinates, rightToLeft: rtl) + rhs
            }
            return foldingOffsets(Constraint(lhs, c.relation, rhs, priority: c.storedPriority))
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
        return (Constraint(LinearExpression(terms: terms, constant: constant), sc.relation, LinearExpression(), priority: sc.priority), offsets)
    }

    /// The stand-in for a scroll view's offset on an axis, in expressions (see
    /// `foldingOffsets`).
    func offset(_ s: ScrollView, _ horizontal: Bool) -> LinearExpression {
        let v = horizontal ? s.offsetXVariable : s.offsetYVariable
        if offsetOwners[v] == nil {
            offsetOwners[v] = OffsetOwner(view: s, axis: horizontal ? .horizontal : .vertical)
        }
        return v.expression
    }

    /// A scroll view's own attribute seen from inside (the constraint's coordinates are its
    /// own): edges are the content area, centres and sizes its frame (see ``ScrollView``).
    /// With `margins`, the layout margins inset both.
    func contentAreaExpression(_ s: ScrollView, _ attribute: LayoutAttribute, margins: Bool) -> LinearExpression {
        let m = margins ? s.layoutMargins : .zero
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
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, in c: View, rightToLeft: Bool) -> LinearExpression {
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
        if let s = c as? ScrollView {
            if item === s { return sign * contentAreaExpression(s, attribute, margins: false) }
            if let g = item as? LayoutGuide, g.kind == .margins, g.owningView === s {
                return sign * contentAreaExpression(s, attribute, margins: true)
            }
        }
        // The item's frame in the bounds coordinates of `frameView` (nil: already in `c`'s).
        let x0: LinearExpression, y0: LinearExpression, w: LinearExpression, h: LinearExpression
        let frameView: View?
        if let v = item as? View, v === c {
            x0 = LinearExpression(constant: v.boundsOrigin.x)
            y0 = LinearExpression(constant: v.boundsOrigin.y)
            w = v.widthVariable.expression
            h = v.heightVariable.expression
            frameView = nil
        } else if let g = item as? LayoutGuide, g.kind == .margins, let v = g.owningView {
            let m = v.layoutMargins
            if let s = v as? ScrollView {
                x0 = offset(s, true) + m.left
                y0 = offset(s, false) + m.top
            } else {
                x0 = LinearExpression(constant: v.boundsOrigin.x + m.left)
                y0 = LinearExpression(constant: v.boundsOrigin.y + m.top)
            }
            w = v.widthVariable - (m.left + m.right)
            h = v.heightVariable - (m.top + m.bottom)
            frameView = v
        } else if let g = item as? LayoutGuide, g.kind == .content, let s = g.owningView as? ScrollView {
            x0 = LinearExpression()
            y0 = LinearExpression()
            w = s.contentWidthVariable.expression
            h = s.contentHeightVariable.expression
            frameView = s
        } else if let g = item as? LayoutGuide, g.kind == .visibleFrame, let s = g.owningView as? ScrollView {
            x0 = offset(s, true)
            y0 = offset(s, false)
            w = s.widthVariable.expression
            h = s.heightVariable.expression
            frameView = s
        } else {
            x0 = item.minXVariable.expression
            y0 = item.minYVariable.expression
            w = item.widthVariable.expression
            h = item.heightVariable.expression
            frameView = item.coordinateView
        }
        if positionScratch != nil, frameView is ScrollView, !attribute.isSize,
            item is View || (item as? LayoutGuide)?.kind == .custom
        {
            // A direct subview (or custom guide) of a scroll view: its position is used.
            positionScratch?.append(item)
        }
        var e: LinearExpression
        switch attribute {
        case .left: e = x0
        case .right: e = x0 + w
        case .centerX: e = x0 + 0.5 * w
        case .width: return w
        case .top: e = y0
        case .bottom: e = y0 + h
        case .centerY: e = y0 + 0.5 * h
        case .height: return h
        case .lastBaseline:
            e = y0 + h - ((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
        case .firstBaseline:
            if let v = item as? View, let top = v.firstBaselineOffsetFromTop {
                e = y0 + top
            } else {
                e = y0 + h - ((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
            }
        default: e = x0  // margins and directions were resolved above
        }
        let horizontal = attribute.axis == .horizontal
        var k = frameView
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
        return sign == 1 ? e : -e
    }
}

/// Which scroll view and axis an offset stand-in belongs to.
struct OffsetOwner {
    weak var view: ScrollView?
    let axis: LayoutAxis
    let id: ObjectIdentifier

    init(view: ScrollView, axis: LayoutAxis) {
        self.view = view
        self.axis = axis
        id = ObjectIdentifier(view)
    }
}
