/// Why a ``Solver`` call failed. Every failing call leaves the solver exactly as it was.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint cannot hold together with the required constraints already in the
    /// solver. `conflict` is a minimal conflicting set in insertion order: the new constraint and
    /// required constraints of the solver that cannot all hold, while every proper subset can.
    case unsatisfiable(constraint: Constraint, conflict: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: an edit at priority 1000 could not give way.
    case requiredEditVariable(Variable)
    /// A priority outside `(0, 1000]`, or not finite.
    case invalidPriority(Double)
    /// A coefficient, constant or suggested value that is not a finite number within
    /// ``Solver/magnitudeLimit``, or a non-zero coefficient smaller than
    /// ``Solver/smallestCoefficient``.
    case invalidNumber(Double, context: String)
    /// The solver met a numerical state it cannot continue from. This is a bug: please report
    /// the calls that led to it. The solver first restores itself from its constraints, without
    /// the failed change, and is then as it was; only when that restoring fails too, which the
    /// message then says, may its values be wrong until ``Solver/reset()``.
    case internalError(String)

    /// A sentence for people, naming the constraint and, for a conflict, the conflicting set.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .unsatisfiable(let c, let conflict):
            "unsatisfiable constraint: \(c); conflicting set: "
                + conflict.map(\.description).joined(separator: "; ")
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v)"
        case .requiredEditVariable(let v): "edit variable \(v) must have a priority below 1000"
        case .invalidPriority(let p): "invalid priority \(p): must be greater than 0 and at most 1000"
        case .invalidNumber(let x, let context):
            "invalid number \(x) in \(context): numbers must be finite with magnitude at most 1e12, "
                + "and non-zero coefficients at least 1e-6"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }
}
