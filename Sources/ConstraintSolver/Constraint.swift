import InternalUtilities

/// How the two sides of a constraint relate.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `lhs == rhs`
    case equal
    /// `lhs <= rhs`
    case lessThanOrEqual
    /// `lhs >= rhs`
    case greaterThanOrEqual

    /// The relation written `symbol` (`==`, `<=` or `>=`), or nil for any other text.
    public init?(symbol: some StringProtocol) {
        switch symbol {
        case "==": self = .equal
        case "<=": self = .lessThanOrEqual
        case ">=": self = .greaterThanOrEqual
        default: return nil
        }
    }

    /// `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression REL 0` with a priority: a value-type handle.
///
/// Each constraint made by `==`, `<=`, `>=` or ``init(_:_:_:priority:)`` has its own identity:
/// two constraints with the same text are different constraints. ``withPriority(_:)`` makes a
/// new constraint. The expression is stored simplified (`lhs − rhs`, each variable once).
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The identity of this handle, unique within the process, increasing in creation order.
    public let id: Int
    /// `lhs − rhs`, simplified: the constraint reads `expression REL 0`.
    public let expression: LinearExpression
    /// The priority; ``Priority/required`` by default.
    public let priority: Priority
    /// The priority of falling short, `expression < 0`, for an optional equality whose two
    /// sides cost differently (see ``preferring(_:equalTo:above:below:)``); ``priority``, the
    /// priority of going over, for every other constraint.
    @usableFromInline package let priorityBelow: Priority
    /// The relation (last: a solver's record packs its own small fields behind it).
    public let relation: Relation

    /// Creates `lhs REL rhs @priority`.
    @inlinable
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required)
    {
        self.id = nextHandleID()
        self.expression = Constraint.difference(lhs, rhs)
        self.relation = relation
        self.priority = priority
        self.priorityBelow = priority
    }

    private init(id: Int, expression: LinearExpression, relation: Relation, priority: Priority, below: Priority) {
        self.id = id
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.priorityBelow = below
    }

    /// `expression REL 0` (priority `priority`; an optional equality's error below costs at
    /// `below`, as ``preferring(_:equalTo:above:below:)`` says) from an expression that is
    /// already `lhs − rhs`: simplified in place, with no copy when the caller hands over the
    /// only reference to its terms.
    ///
    /// Why: the layout engine writes both sides of a layout constraint into one array; making
    /// each side an expression and then their difference cost three arrays a constraint, a
    /// tenth of laying out a scroll view of labels.
    /// - Complexity: O(*n*) for *n* terms.
    package init(
        difference expression: consuming LinearExpression, _ relation: Relation, priority: Priority = .required,
        below: Priority? = nil
    ) {
        var e = expression
        e.simplify()
        self.init(id: nextHandleID(), expression: e, relation: relation, priority: priority, below: below ?? priority)
    }

    /// `lhs == rhs`, optional, with going over costing at `above` and falling short at
    /// `below`: exactly the pair `lhs <= rhs @above`, `lhs >= rhs @below` (at an optimum at
    /// most one side is violated, by as much as the pair's violated member would be), in one
    /// tableau row with two error symbols instead of two rows with four symbols.
    ///
    /// Why: a view's content hugging and compression resistance are such a pair on each axis,
    /// and a layout has two pairs per label; both are optional (the solver rejects the
    /// constraint otherwise, with ``SolverError/invalidPriority(_:)``).
    package static func preferring(
        _ lhs: LinearExpression, equalTo rhs: LinearExpression, above: Priority, below: Priority
    ) -> Constraint {
        Constraint(
            id: nextHandleID(), expression: difference(lhs, rhs), relation: .equal, priority: above, below: below)
    }

    /// `lhs − rhs`, simplified, in one array.
    @usableFromInline
    static func difference(_ lhs: LinearExpression, _ rhs: LinearExpression) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        terms.append(contentsOf: lhs.terms)
        for t in rhs.terms { terms.append(Term(t.variable, -t.coefficient)) }
        var expression = LinearExpression(terms: terms, constant: lhs.constant - rhs.constant)
        expression.simplify()
        return expression
    }

    /// A new constraint (with its own identity) that differs from this one in priority only
    /// (both sides of an equality at `priority`).
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(id: nextHandleID(), expression: expression, relation: relation, priority: priority, below: priority)
    }

    /// The right-hand constant when the constraint is read `Σ aᵢxᵢ REL constant`.
    public var constant: Double { -expression.constant }

    /// Identity: two constraints are equal only if they are the same constraint.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// `x + 2*y == 10 @750`: terms on the left, the constant on the right, the priority only
    /// when it is not required.
    public var description: String {
        let lhs = LinearExpression(terms: expression.terms)
        let text = "\(lhs) \(relation) \(formatNumber(constant == 0 ? 0 : constant))"
        if priorityBelow != priority { return "\(text) @\(priority)/\(priorityBelow)" }
        return priority.isRequired ? text : "\(text) @\(priority)"
    }
}

/// `lhs == rhs`, required.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.expression, .equal, rhs.expression)
}
/// `lhs <= rhs`, required.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.expression, .lessThanOrEqual, rhs.expression)
}
/// `lhs >= rhs`, required.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.expression, .greaterThanOrEqual, rhs.expression)
}

/// `lhs == constant`, required.
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.expression, .equal, LinearExpression(constant: rhs))
}
/// `lhs <= constant`, required.
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.expression, .lessThanOrEqual, LinearExpression(constant: rhs))
}
/// `lhs >= constant`, required.
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.expression, .greaterThanOrEqual, LinearExpression(constant: rhs))
}
/// `constant == rhs`, required.
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .equal, rhs.expression)
}
/// `constant <= rhs`, required.
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .lessThanOrEqual, rhs.expression)
}
/// `constant >= rhs`, required.
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .greaterThanOrEqual, rhs.expression)
}

precedencegroup ConstraintPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    associativity: left
}
infix operator ~ : ConstraintPriorityPrecedence

/// `constraint ~ priority`: the same constraint at another priority (a new handle).
public func ~ (constraint: Constraint, priority: Priority) -> Constraint {
    constraint.withPriority(priority)
}
