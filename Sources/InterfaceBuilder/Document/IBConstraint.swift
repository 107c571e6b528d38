import Constraints

/// One `<constraint>` element, as data: the ids of its items and the values as written.
public struct IBConstraint: Sendable {
    /// IB's object id.
    public var id: String
    /// The id of the view whose `<constraints>` hold it: the item when `firstItem` (or
    /// `secondItem` with a `secondAttribute`) is absent.
    public var owner: String
    /// `firstItem`, or the owner when absent.
    public var firstItem: String
    /// `firstAttribute` as written (`leading`, `baseline`, `topMargin`, …).
    public var firstAttribute: String
    /// `relation`: `==` when absent.
    public var relation: Relation
    /// `secondItem`: nil for a constant (a width or height alone).
    public var secondItem: String?
    /// `secondAttribute` as written, or nil.
    public var secondAttribute: String?
    /// `multiplier` as written (`1:2`, `16/9`, `0.5`), or nil for 1.
    public var multiplier: String?
    /// `constant` (0 when absent).
    public var constant: Double
    /// `priority` (1000 when absent).
    public var priority: Double
    /// `identifier`, shown in diagnostics.
    public var identifier: String?
    /// `placeholder="YES"`: removed at build time, so ignored.
    public var isPlaceholder: Bool
    /// Per size-class variation key, the constant that applies there (`<variation key=… constant=…>`).
    public var constantVariations: [(key: String, constant: Double)]
    /// The line of the element.
    public var line: Int
}
