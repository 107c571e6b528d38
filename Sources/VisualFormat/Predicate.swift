extension VisualFormat {
    /// A predicate as parsed, before it becomes a constraint: relation, right-hand side, priority.
    /// `Object` is ``Spacing`` in a connection and ``Size`` inside a view's parentheses.
    struct Predicate<Object: PredicateObject>: Hashable, Sendable {
        var relation: Relation
        var object: Object
        var priority: Double
    }

    /// What a predicate may compare with where it is written.
    protocol PredicateObject: Hashable, Sendable {
        /// A number or a metric's value.
        static func constant(_ value: Double) -> Self
        /// A view's size, or `nil` where a view is not allowed.
        static func view(named name: String) -> Self?
        /// The message for a string that ends in the middle of the predicate.
        static var endOfInputMessage: String { get }
    }

    /// The right-hand side of a connection predicate: a gap.
    enum Spacing: PredicateObject {
        /// A number or a metric's value.
        case constant(Double)
        /// The standard connection `-`, resolved from ``Configuration`` by the items it joins.
        case standard

        static func view(named name: String) -> Spacing? { nil }
        static var endOfInputMessage: String { Messages.expectedMoreInput }
    }

    /// The right-hand side of a size predicate, inside `[view(...)]`.
    enum Size: PredicateObject {
        /// A number or a metric's value.
        case constant(Double)
        /// Another view's width (or height), with multiplier 1 and constant 0.
        case view(String)

        static func view(named name: String) -> Size? { .view(name) }
        static var endOfInputMessage: String { Messages.ranOutInView }
    }
}

extension VisualFormat.Predicate where Object == VisualFormat.Spacing {
    /// The flush connection (`][`, `|[`, `]|`): equal, 0, required.
    static var flush: Self { Self(relation: .equal, object: .constant(0), priority: 1000) }
    /// The standard connection `-`: equal, standard spacing, required.
    static var standard: Self { Self(relation: .equal, object: .standard, priority: 1000) }
}
