/// Turning layout constraints into solver constraints (see ``LayoutEngine``, Coordinates).
extension LayoutEngine {
    /// The solver constraint for `c`, or nil when its items are no longer in one hierarchy.
    func solverConstraint(for c: LayoutConstraint) -> Constraint? {
        let item = c.firstItem
        switch c.origin {
        case .frame(let i):
            return Constraint(item.variables[i].expression, .equal, LinearExpression(constant: c.storedConstant))
        case .hugging(let axis), .compressionResistance(let axis):
            let v = axis == .horizontal ? item.widthVariable : item.heightVariable
            return Constraint(
                v.expression, c.relation, LinearExpression(constant: c.storedConstant), priority: c.storedPriority)
        case .user:
            guard let first = item.hostView else { return nil }
            var coordinates = first
            if let second = c.secondItem {
                guard let host = second.hostView, let common = nearestCommonAncestor(first, host) else { return nil }
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
            return Constraint(lhs, c.relation, rhs, priority: c.storedPriority)
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
            x0 = LinearExpression(constant: v.boundsOrigin.x + m.left)
            y0 = LinearExpression(constant: v.boundsOrigin.y + m.top)
            w = v.widthVariable - (m.left + m.right)
            h = v.heightVariable - (m.top + m.bottom)
            frameView = v
        } else {
            x0 = item.minXVariable.expression
            y0 = item.minYVariable.expression
            w = item.widthVariable.expression
            h = item.heightVariable.expression
            frameView = item.coordinateView
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
            // In place: `e = e + …` would copy the terms at every level (quadratic in depth).
            e.terms.append(Term(horizontal ? view.minXVariable : view.minYVariable))
            e.constant -= horizontal ? view.boundsOrigin.x : view.boundsOrigin.y
            k = view.superview
        }
        return sign == 1 ? e : -e
    }
}
