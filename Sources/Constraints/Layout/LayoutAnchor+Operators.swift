/// The right-hand side of the compact form: `multiplier × anchor + constant`.
public struct AnchorExpression<Anchor: LayoutAnchor> {
    /// The anchor the expression starts from.
    public var anchor: Anchor
    /// The factor applied to the anchor (`0.5 * b.widthAnchor`).
    public var multiplier: Double = 1
    /// The constant added (`b.bottomAnchor + 8`).
    public var constant: Double = 0
}

/// An anchor, or an anchor with a multiplier and a constant.
public protocol AnchorExpressionConvertible {
    associatedtype Anchor: LayoutAnchor
    var anchorExpression: AnchorExpression<Anchor> { get }
}

extension AnchorExpression: AnchorExpressionConvertible {
    /// The expression itself, so anchors and expressions combine alike.
    public var anchorExpression: AnchorExpression<Anchor> { self }
}

/// `anchor + constant`.
public func + <E: AnchorExpressionConvertible>(lhs: E, rhs: Double) -> AnchorExpression<E.Anchor> {
    var e = lhs.anchorExpression
    e.constant += rhs
    return e
}
/// `anchor − constant`.
public func - <E: AnchorExpressionConvertible>(lhs: E, rhs: Double) -> AnchorExpression<E.Anchor> { lhs + (-rhs) }
/// `multiplier × dimension`.
public func * (lhs: Double, rhs: DimensionAnchor) -> AnchorExpression<DimensionAnchor> {
    AnchorExpression(anchor: rhs, multiplier: lhs)
}

// MARK: y-axis and dimensions: cannot fail

/// `a.topAnchor == b.bottomAnchor + 8`: an inactive required constraint.
public func == <E: AnchorExpressionConvertible>(lhs: YAxisAnchor, rhs: E) -> LayoutConstraint
where E.Anchor == YAxisAnchor {
    let r = rhs.anchorExpression
    return lhs.make(.equal, r.anchor, constant: r.constant)
}
/// `a.topAnchor >= b.bottomAnchor + 8`.
public func >= <E: AnchorExpressionConvertible>(lhs: YAxisAnchor, rhs: E) -> LayoutConstraint
where E.Anchor == YAxisAnchor {
    let r = rhs.anchorExpression
    return lhs.make(.greaterThanOrEqual, r.anchor, constant: r.constant)
}
/// `a.topAnchor <= b.bottomAnchor + 8`.
public func <= <E: AnchorExpressionConvertible>(lhs: YAxisAnchor, rhs: E) -> LayoutConstraint
where E.Anchor == YAxisAnchor {
    let r = rhs.anchorExpression
    return lhs.make(.lessThanOrEqual, r.anchor, constant: r.constant)
}
/// `a.widthAnchor == 0.5 * b.widthAnchor + 10`.
public func == <E: AnchorExpressionConvertible>(lhs: DimensionAnchor, rhs: E) -> LayoutConstraint
where E.Anchor == DimensionAnchor {
    let r = rhs.anchorExpression
    return lhs.make(.equal, r.anchor, multiplier: r.multiplier, constant: r.constant)
}
/// `a.widthAnchor >= 0.5 * b.widthAnchor + 10`.
public func >= <E: AnchorExpressionConvertible>(lhs: DimensionAnchor, rhs: E) -> LayoutConstraint
where E.Anchor == DimensionAnchor {
    let r = rhs.anchorExpression
    return lhs.make(.greaterThanOrEqual, r.anchor, multiplier: r.multiplier, constant: r.constant)
}
/// `a.widthAnchor <= 0.5 * b.widthAnchor + 10`.
public func <= <E: AnchorExpressionConvertible>(lhs: DimensionAnchor, rhs: E) -> LayoutConstraint
where E.Anchor == DimensionAnchor {
    let r = rhs.anchorExpression
    return lhs.make(.lessThanOrEqual, r.anchor, multiplier: r.multiplier, constant: r.constant)
}
/// `a.widthAnchor == 40`.
public func == (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint { lhs.constraint(equalToConstant: rhs) }
/// `a.widthAnchor >= 40`.
public func >= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualToConstant: rhs)
}
/// `a.widthAnchor <= 40`.
public func <= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualToConstant: rhs)
}

// MARK: x-axis: leading/trailing against left/right is reported at activation

/// `a.leadingAnchor == b.trailingAnchor + 8`.
public func == <E: AnchorExpressionConvertible>(lhs: XAxisAnchor, rhs: E) -> LayoutConstraint
where E.Anchor == XAxisAnchor {
    let r = rhs.anchorExpression
    return lhs.constraint(equalTo: r.anchor, constant: r.constant)
}
/// `a.leadingAnchor >= b.trailingAnchor + 8`.
public func >= <E: AnchorExpressionConvertible>(lhs: XAxisAnchor, rhs: E) -> LayoutConstraint
where E.Anchor == XAxisAnchor {
    let r = rhs.anchorExpression
    return lhs.constraint(greaterThanOrEqualTo: r.anchor, constant: r.constant)
}
/// `a.leadingAnchor <= b.trailingAnchor + 8`.
public func <= <E: AnchorExpressionConvertible>(lhs: XAxisAnchor, rhs: E) -> LayoutConstraint
where E.Anchor == XAxisAnchor {
    let r = rhs.anchorExpression
    return lhs.constraint(lessThanOrEqualTo: r.anchor, constant: r.constant)
}

/// `constraint ~ priority`: sets the priority of an inactive constraint and returns it.
public func ~ (constraint: LayoutConstraint, priority: Priority) -> LayoutConstraint {
    constraint.priority = priority
    return constraint
}
