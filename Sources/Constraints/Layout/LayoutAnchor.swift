/// An attribute of an item that constraints can be made from, like `NSLayoutAnchor`.
///
/// The anchor types carry UIKit's compile-time rules: an ``XAxisAnchor`` relates only to x-axis
/// anchors, a ``YAxisAnchor`` to y-axis anchors, a ``DimensionAnchor`` to dimensions or a
/// constant. The one rule the types cannot carry, leading/trailing against left/right, is
/// checked where UIKit checks it, at activation: ``LayoutConstraint/activate()`` reports such a
/// constraint as an ``LayoutDiagnostic/Kind/invalidConstraint`` issue and leaves it inactive
/// (``LayoutConstraint/validate()`` throws the error instead). Constraints are made inactive.
public protocol LayoutAnchor: AnchorExpressionConvertible where Anchor == Self {
    /// The item.
    var item: LayoutItem { get }
    /// The attribute of the item.
    var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
    /// This anchor as an expression with multiplier 1 and constant 0.
    public var anchorExpression: AnchorExpression<Self> { AnchorExpression(anchor: self) }

    func make(_ relation: Relation, _ other: Self?, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            unchecked: item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }
}

/// An edge or centre on the x-axis: `left`, `right`, `leading`, `trailing`, `centerX`.
public struct XAxisAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == other + constant`. Leading/trailing against left/right is reported at
    /// activation (see ``LayoutAnchor``).
    public func constraint(equalTo other: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, other, constant: constant)
    }

    /// `self >= other + constant`.
    public func constraint(greaterThanOrEqualTo other: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, constant: constant)
    }

    /// `self <= other + constant`.
    public func constraint(lessThanOrEqualTo other: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, other, constant: constant)
    }
}

/// An edge, centre or baseline on the y-axis: `top`, `bottom`, `centerY`, `firstBaseline`,
/// `lastBaseline`.
public struct YAxisAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == other + constant`.
    public func constraint(equalTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, other, constant: constant)
    }

    /// `self >= other + constant`.
    public func constraint(greaterThanOrEqualTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, constant: constant)
    }

    /// `self <= other + constant`.
    public func constraint(lessThanOrEqualTo other: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, other, constant: constant)
    }
}

/// A size: `width` or `height`. Dimensions relate to each other with a multiplier (widths to
/// heights too, for aspect ratios) or to a constant.
public struct DimensionAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == multiplier × other + constant`.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.equal, other, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × other + constant`.
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × other + constant`.
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        make(.equal, nil, constant: constant)
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant)
    }
}
