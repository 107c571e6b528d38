import InternalUtilities

extension VisualFormat {
    /// One constraint a visual format line describes:
    /// `firstItem.firstAttribute relation multiplier * secondItem.secondAttribute + constant`,
    /// at `priority`.
    ///
    /// A value with no ``secondItem`` (a size such as `[a(50)]`) reads
    /// `firstItem.firstAttribute relation constant`. Item order follows Apple: in a connection the
    /// later item is first (`b.leading == a.trailing + 8`).
    public struct ConstraintDescription: Hashable, Sendable, CustomStringConvertible {
        /// The item on the left-hand side.
        public var firstItem: Item
        /// The attribute of ``firstItem``.
        public var firstAttribute: Attribute
        /// The relation between the two sides.
        public var relation: Relation
        /// The item on the right-hand side, or `nil` for a constant.
        public var secondItem: Item?
        /// The attribute of ``secondItem``, or `nil` for a constant.
        public var secondAttribute: Attribute?
        /// The factor applied to the second side; always 1 for visual format lines.
        public var multiplier: Double
        /// The constant added to the right-hand side.
        public var constant: Double
        /// The priority, in `(0, 1000]`; 1000 means required.
        public var priority: Double

        /// Creates a description; multiplier 1, constant 0 and priority 1000 by default.
        public init(
            _ firstItem: Item, _ firstAttribute: Attribute, _ relation: Relation,
            _ secondItem: Item? = nil, _ secondAttribute: Attribute? = nil,
            multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
        ) {
            self.firstItem = firstItem
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.secondItem = secondItem
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
        }

        /// The linear form of the layout-spec contract:
        /// `ITEM.ATTR REL [MULT*]ITEM.ATTR [+|- CONST] [@PRIORITY]` or
        /// `ITEM.ATTR REL CONST [@PRIORITY]`.
        ///
        /// `superview` stands for `|`; the multiplier appears only when it is not 1, the constant
        /// only when it is not 0, and ` @P` only when P < 1000. Numbers are printed without a
        /// trailing `.0`, for example `b.leading == a.trailing + 8` or `a.width >= 50 @750`.
        public var description: String {
            var text = "\(firstItem).\(firstAttribute) \(relation) "
            if let secondItem, let secondAttribute {
                if multiplier != 1 { text += formatNumber(multiplier) + "*" }
                text += "\(secondItem).\(secondAttribute)"
                if constant > 0 {
                    text += " + " + formatNumber(constant)
                } else if constant < 0 {
                    text += " - " + formatNumber(-constant)
                }
            } else {
                text += formatNumber(constant)
            }
            if !(priority >= 1000) { text += " @" + formatNumber(priority) }
            return text
        }
    }
}
