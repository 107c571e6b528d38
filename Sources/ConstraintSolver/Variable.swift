import Synchronization

/// Process-wide source of identities for ``Variable`` and ``Constraint`` handles.
///
/// Identities are handed out in creation order, which keeps everything that sorts by them
/// deterministic within a run.
@usableFromInline
let handleCounter = Atomic<Int>(0)

/// A new identity for a variable or a constraint.
@usableFromInline
func nextHandleID() -> Int {
    handleCounter.add(1, ordering: .relaxed).newValue
}

/// A named unknown of a linear system: a small value-type handle.
///
/// Two variables are the same variable when they come from the same `init` call, whatever
/// their names: the name is for people (diagnostics, `layout-tool solve` output), the identity is
/// for the solver. A variable belongs to no solver; any number of solvers can use it.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name given at creation; need not be unique.
    public let name: String
    /// The identity of this handle, unique within the process.
    public let id: Int

    /// Creates a new, distinct variable.
    public init(_ name: String = "") {
        self.name = name
        self.id = nextHandleID()
    }

    /// Identity: two variables are equal only if they are the same variable (names may repeat).
    @inlinable
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    /// Hashes the identity.
    @inlinable
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name, or `v<id>` for an unnamed variable.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
