extension VisualFormat {
    /// How the two sides of a constraint relate, as written in the format: `==`, `<=` or `>=`.
    public enum Relation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// `<=`: the first side is at most the second.
        case lessThanOrEqual = "<="
        /// `==`: the sides are equal (the default when a predicate gives no relation).
        case equal = "=="
        /// `>=`: the first side is at least the second.
        case greaterThanOrEqual = ">="

        /// The operator as written: `==`, `<=` or `>=`.
        public var description: String { rawValue }
    }
}
