import ConstraintSolver

/// One constraint description as an equation `first.attribute REL multiplier × second.attribute
/// + constant`, whichever form the log printed it in (an equation or a VFL-like shape).
public struct LogEquation: Sendable {
    /// The first item and its attribute.
    public var first: LogItem
    /// The attribute of the first item.
    public var firstAttribute: LogAttribute
    /// `==`, `<=` or `>=`.
    public var relation: Relation
    /// The multiplier of the second item (1 when none is printed).
    public var multiplier: Double
    /// The second item, if any.
    public var second: LogItem?
    /// The attribute of the second item.
    public var secondAttribute: LogAttribute?
    /// The constant (a VFL gap or size, or the `+ n`).
    public var constant: Double
    /// Whether the constant is a system spacing the log does not print (`NSSpace` without a
    /// value): UIKit's standard 8 is then an assumption.
    public var constantIsAssumedSpacing: Bool
    /// The priority printed after the equation (`@750`); 1000 when none is. UIKit's logs were
    /// never seen to print one (docs/explain.md), but the layout engine's own messages do for
    /// optional constraints, and an optional constraint never takes part in a conflict.
    public var priority: Double = 1000

    /// Creates an equation.
    public init(
        first: LogItem, firstAttribute: LogAttribute, relation: Relation, multiplier: Double = 1,
        second: LogItem? = nil, secondAttribute: LogAttribute? = nil, constant: Double = 0,
        constantIsAssumedSpacing: Bool = false
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.second = second
        self.secondAttribute = secondAttribute
        self.constant = constant
        self.constantIsAssumedSpacing = constantIsAssumedSpacing
    }
}
