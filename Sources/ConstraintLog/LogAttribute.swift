/// An attribute a constraint log names: the NSLayoutConstraint attributes, the margin
/// attributes, and the frame attributes (`minX`, `midY`, …) of autoresizing constraints.
public enum LogAttribute: String, Sendable, CaseIterable {
    /// Horizontal edges and centre.
    case left, right, leading, trailing, centerX, minX, midX, maxX
    /// Vertical edges and centre.
    case top, bottom, centerY, minY, midY, maxY
    /// Sizes.
    case width, height
    /// Baselines (not modelled: a baseline may be anywhere).
    case firstBaseline, lastBaseline, baseline
    /// Margins: the edge moved inwards by the view's layout margin.
    case leftMargin, rightMargin, leadingMargin, trailingMargin, topMargin, bottomMargin
    /// Centres between the margins.
    case centerXWithinMargins, centerYWithinMargins

    /// Whether the attribute is horizontal (x or width).
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .minX, .midX, .maxX, .width, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            true
        default: false
        }
    }

    /// Whether the attribute is a size.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is a position in the superview's coordinates when a constraint
    /// names no second item (the frame attributes of autoresizing constraints).
    public var isPosition: Bool { !isSize }
}
