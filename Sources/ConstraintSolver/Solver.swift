import Foundation

/// An incremental constraint solver with Auto Layout's semantics.
///
/// - Required constraints (priority 1000) hold exactly.
/// - Optional constraints are met in strict priority order: no amount of error at lower
///   priorities outweighs any error at a higher one. Within one priority the errors add up
///   (`|lhs − rhs|` for `==`, the violation for `<=` and `>=`).
/// - ``ambiguousVariables(ignoringPrioritiesBelow:)`` answers exactly which variables could take another value without
///   making any priority's error worse.
/// - A required constraint that cannot hold throws ``SolverError/unsatisfiable(constraint:conflict:)``
///   with a minimal conflicting set, and leaves the solver exactly as it was.
///
/// How: a Cassowary tableau with one objective row per priority level compared
/// lexicographically, sparse rows with a column index, cycle-free pivoting rules, and required
/// equalities that introduce a new variable kept aside as definitions (see `Definitions`), so
/// that chains of views cost linear time. Every choice is made by ids in insertion order, never
/// by hashing: the same calls give the same values and lists.
public final class Solver {
    /// The largest magnitude accepted for a coefficient, constant or suggested value. Larger
    /// numbers would lose the precision the tolerances (1e-8) rely on.
    public static let magnitudeLimit = 1e12

    /// The smallest magnitude accepted for a non-zero coefficient. Smaller ones are below what
    /// the pivoting tolerances can tell from zero, so `x == 1e-12 * y` would silently become
    /// `x == 0`; it is rejected instead (scale the constraint, or write 0).
    public static let smallestCoefficient = 1e-6

    /// The numerical state: variables, definitions and the tableau. One struct, so that the
    /// add path is one mutating call on it; unchecked, because a stored class property costs a
    /// run-time exclusivity check (a thread-local access set, ~90 instructions) at every such
    /// call, which was 15% of a suggestion. Nothing the solver calls while it changes `core`
    /// reaches `core` again (no user code runs inside the solver), which is what the check
    /// would guard; the test suite ran with the checks on before without finding an overlap.
    @exclusivity(unchecked) var core = SolverCore()

    /// Edit variables: variable id → the record of its edit constraint.
    @exclusivity(unchecked) var edits = HandleTable<RecordID>()

    /// Sub-solvers used to test feasibility do not search for conflicts themselves.
    let findsConflicts: Bool

    /// Lower bounds in the tableau (see `Solver+Bounds.swift`): by bounded variable, and the
    /// variable of each bound's constraint id.
    @exclusivity(unchecked) var boundConstraints: [VariableID: Constraint] = [:]
    @exclusivity(unchecked) var boundOwners: [Int: Variable] = [:]
    /// Whether a bound was ever set: until then every call skips the bound work (one check).
    @exclusivity(unchecked) var usesBounds = false
    /// ``areCertainlyFixed(_:ignoringPrioritiesBelow:)``'s marks, kept between calls: a
    /// variable or symbol is marked when its entry equals `fixedMarkEpoch`, so a call costs what
    /// it walks, not a cleared array the size of the system.
    @exclusivity(unchecked) var fixedMarks = EpochMarks()
    /// Whether ``areCertainlyFixed(_:ignoringPrioritiesBelow:)`` uses and keeps certificates
    /// between calls; off, it walks and leaves the held certificate alone (tests turn it off
    /// for a moment to hold the certified answers to a fresh walk).
    @exclusivity(unchecked) var usesFixedCertificates = true
    /// How many answers a certificate gave without a walk (for tests).
    @exclusivity(unchecked) var fixedCertificateHits = 0
    /// Whether moving a constant reads its column from a snapshot when no cell changed since
    /// (see `ColumnSnapshots`); tests turn it off for a twin that reads every column afresh.
    var usesColumnSnapshots: Bool {
        get { core.tableau.usesColumnSnapshots }
        set { core.tableau.usesColumnSnapshots = newValue }
    }

    // The core's parts, for the paths that are not hot (`_read`: borrowed, not copied).
    var tableau: Tableau {
        _read { yield core.tableau }
        _modify { yield &core.tableau }
    }
    var variableIndex: HandleTable<VariableID> { _read { yield core.variableIndex } }
    var variableList: [Variable] { _read { yield core.variableList } }
    var variableSymbol: [SymbolID] { _read { yield core.variableSymbol } }
    var variableDefinition: [DefinitionID] { _read { yield core.variableDefinition } }
    var references: [Int32] {
        _read { yield core.references }
        _modify { yield &core.references }
    }
    var definitions: Definitions { _read { yield core.definitions } }
    var records: SegmentedArray<Record?> {
        _read { yield core.records }
        _modify { yield &core.records }
    }
    var recordIndex: HandleTable<RecordID> {
        _read { yield core.recordIndex }
        _modify { yield &core.recordIndex }
    }
    var values: [Double] {
        _read { yield core.values }
        _modify { yield &core.values }
    }
    var valuesAreCurrent: Bool {
        get { core.valuesAreCurrent }
        set { core.valuesAreCurrent = newValue }
    }
    /// Whether required equalities with a new variable become definitions (the fast path).
    /// Tests turn it off to compare against the general tableau path.
    var usesDefinitions: Bool {
        get { core.usesDefinitions }
        set { core.usesDefinitions = newValue }
    }

    /// One constraint in the solver. Kept small: its variables' indices are looked up again
    /// from the constraint's terms on the rare paths that need them (removal, rebuilding).
    struct Record {
        var constraint: Constraint
        // Ordered so that the small fields fill the constraint's tail: 64 bytes in all, which
        // half a million constraints feel (StorageLayoutTests).
        var isEdit: Bool
        var storage: Storage
        /// The current right-hand constant: `Σ coefficients × variables REL rightHandSide`.
        var rightHandSide: Double

        init(constraint: Constraint, rightHandSide: Double, storage: Storage, isEdit: Bool) {
            self.constraint = constraint
            self.isEdit = isEdit
            self.storage = storage
            self.rightHandSide = rightHandSide
        }

        /// The constraint's priority is required.
        var isRequired: Bool { constraint.priority.isRequired }
    }

    enum Storage {
        case core(Tag)
        case definition(DefinitionID)
    }

    /// Creates an empty solver.
    public init() { findsConflicts = true }

    init(findsConflicts: Bool) { self.findsConflicts = findsConflicts }

    // MARK: Queries

    /// Whether the constraint has been added and not removed.
    public func contains(_ constraint: Constraint) -> Bool { recordIndex[constraint.id] != nil }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        records.compactMap { $0 }.filter { !$0.isEdit }.map(\.constraint)
    }

    /// Every variable that a constraint in the solver uses, in order of first use.
    public var variables: [Variable] {
        variableList.indices.filter { references[$0] > 0 }.map { variableList[$0] }
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// The current right-hand constant of a constraint in the solver (after
    /// ``updateConstant(of:to:)``), or nil when it is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        recordIndex[constraint.id].flatMap { records[$0.index]?.rightHandSide }
    }

    /// The variable's value in the current solution; 0 for a variable the solver does not know.
    /// - Complexity: O(1), after an O(*n*) refresh when something changed since the last read.
    public func value(of variable: Variable) -> Double {
        core.value(of: variable)
    }

    /// Brings every variable's value up to date (reads do this on demand; call it to pay the
    /// cost at a moment of your choosing).
    /// - Complexity: O(variables + definition terms).
    public func updateVariables() {
        core.updateValues()
    }

    /// Whether the solver keeps a list of the variables whose value changes, for
    /// ``takeChangedVariables()`` (off by default: a caller that never takes the list pays
    /// nothing for it). Turning it on starts with "anything may have changed".
    public var recordsValueChanges: Bool {
        get { core.valueTracking.reports }
        set {
            guard newValue != core.valueTracking.reports else { return }
            core.valueTracking.reports = newValue
            core.valueTracking.resetReport(overflowed: true)
        }
    }

    /// The variables whose value changed since the last call, each once, in no particular
    /// order (values are brought up to date first); nil when the solver cannot tell (the first
    /// call after ``recordsValueChanges`` was turned on, or after a change that made it read
    /// every value, such as a failed call or a removal that rebuilt it) or when more than a
    /// quarter of the variables changed: the caller should then read every variable it cares about.
    /// Requires ``recordsValueChanges``; without it the answer is always nil.
    ///
    /// A layout engine uses this to read back only the frames that moved.
    /// - Complexity: O(rows and definitions that changed) after an incremental change, the
    ///   same as ``updateVariables()``.
    public func takeChangedVariables() -> [Variable]? {
        core.takeChangedVariables()
    }

    /// The solver's dense index of a variable it knows (0, 1, … in order of first use; stable
    /// until ``reset()``), for callers that keep per-variable tables; nil for an unknown one.
    package func slot(of variable: Variable) -> Int? {
        core.variableIndex[variable.id]?.index
    }

    /// How many variables the solver has registered: slots run from 0 to this.
    package var slotCount: Int { core.variableList.count }

    /// ``takeChangedVariables()`` as dense indices (see ``slot(of:)``).
    package func takeChangedSlots() -> [Int]? {
        core.takeChangedSlots()
    }

    // MARK: Adding and removing

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
    ///   ``SolverError/invalidNumber(_:context:)``, or ``SolverError/unsatisfiable(constraint:conflict:)``
    ///   with a minimal conflicting set when a required constraint cannot hold. On any error the
    ///   solver is unchanged.
    /// - Complexity: proportional to the rows the constraint touches; a conflict costs a search
    ///   over the constraints that take part in it.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard recordIndex[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        guard usesBounds else {
            _ = try insert(constraint, isEdit: false)
            return
        }
        try checkAgainstBound(constraint)
        let r = try insert(constraint, isEdit: false)
        try keepingBounds(of: constraint) { () throws(SolverError) in
            try removeRecord(r)
            // The record was the last one: drop its slot too, so that a layout that keeps
            // adding constraints the bounds refuse does not grow the records (every conflict
            // search walks them).
            if r.index == records.count - 1 { records.removeLast() }
        }
    }

    /// Adds constraints in order; stops at the first error, keeping those added before it.
    public func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
        for c in constraints { try add(c) }
    }

    /// Removes a constraint.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver (nothing changes).
    /// - Complexity: proportional to the rows its marker touches; removing a required equality
    ///   that was kept as an expanded definition rebuilds the solver (O(size)).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let r = recordIndex[constraint.id], let record = records[r.index], !record.isEdit else {
            throw .unknownConstraint(constraint)
        }
        try removeRecord(r)
        // Fewer constraints: a broken bound can always come in.
        try keepingBounds(of: constraint) {}
    }

    /// Moves a constraint's right-hand constant in place (`Σ aᵢxᵢ REL constant`), re-solving only
    /// the rows that hold its marker: cheaper than removing and adding.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidNumber(_:context:)``,
    ///   or ``SolverError/unsatisfiable(constraint:conflict:)`` when a required constraint can no
    ///   longer hold; then nothing changes.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let r = recordIndex[constraint.id], let record = records[r.index], !record.isEdit else {
            throw .unknownConstraint(constraint)
        }
        try checkNumber(constant, "constant of \(constraint)")
        let old = record.rightHandSide
        try moveConstant(record: r, to: constant)
        try keepingBounds(of: constraint) { () throws(SolverError) in try moveConstant(record: r, to: old) }
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: ``suggestValue(_:for:)`` then pulls it towards a value
    /// at `priority`. Until the first suggestion it is held at its current value.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``
    ///   for priority 1000, ``SolverError/invalidPriority(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority.rawValue) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let current = value(of: variable)
        let constraint = Constraint(
            variable.expression, .equal, LinearExpression(constant: current), priority: priority)
        let r = try insert(constraint, isEdit: true)
        edits[variable.id] = r
    }

    /// Stops editing `variable` and removes the pull towards its suggested value.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let r = edits[variable.id] else { throw .unknownEditVariable(variable) }
        edits[variable.id] = nil
        try removeRecord(r)
    }

    /// Suggests a value for an edit variable.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/invalidNumber(_:context:)``.
    /// - Complexity: the rows that hold the edit's error symbol and the dual pivots needed; the
    ///   rest of the system is not visited.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let r = edits[variable.id] else { throw .unknownEditVariable(variable) }
        try checkNumber(value, "suggested value for \(variable)")
        try moveConstant(record: r, to: value)
        // Edits are optional: the required constraints and the bounds still hold together.
        if hasLazyBounds, let record = records[r.index] { try keepingBounds(of: record.constraint) {} }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        let keepsDefinitions = core.usesDefinitions
        core = SolverCore()
        core.usesDefinitions = keepsDefinitions
        edits = HandleTable<RecordID>()
        boundConstraints = [:]
        boundOwners = [:]
        usesBounds = false
    }

    // MARK: Validation

    func checkNumber(_ x: Double, _ context: @autoclosure () -> String) throws(SolverError) {
        guard x.isFinite, Swift.abs(x) <= Solver.magnitudeLimit else {
            throw .invalidNumber(x, context: context())
        }
    }

    func validate(_ c: Constraint) throws(SolverError) {
        guard c.priority.isValid else { throw .invalidPriority(c.priority.rawValue) }
        if c.priorityBelow != c.priority {
            // Two priorities only for an optional equality (see `Constraint.preferring`).
            guard c.priorityBelow.isValid, !c.priorityBelow.isRequired, !c.priority.isRequired, c.relation == .equal
            else { throw .invalidPriority(c.priorityBelow.rawValue) }
        }
        try checkNumber(c.expression.constant, "constant of \(c)")
        for t in c.expression.terms {
            try checkNumber(t.coefficient, "coefficient of \(t.variable) in \(c)")
            guard Swift.abs(t.coefficient) >= Solver.smallestCoefficient else {
                throw .invalidNumber(t.coefficient, context: "coefficient of \(t.variable) in \(c)")
            }
        }
    }
}

extension Solver {
    /// Whether a constraint in the solver uses `variable`.
    public func contains(variable: Variable) -> Bool {
        variableIndex[variable.id].map { references[$0.index] > 0 } ?? false
    }
}
