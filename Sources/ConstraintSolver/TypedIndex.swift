/// An index into one of the solver's index spaces (symbols, row slots, records, variables,
/// definitions), typed so that handing an index of one space to another is a compile error.
///
/// A plain `Int32` inside, and every operation below is the raw integer's, inlined: arrays and
/// records of typed indices are exactly as large as of `Int32` (a record stays 64 bytes), and
/// the optimised code is the same. "No index" is ``none`` (raw -1), not an Optional, which
/// would take twice the room in dense per-symbol arrays.
protocol TypedIndex: Hashable, Comparable, CustomStringConvertible {
    /// The raw index; -1 is ``none``.
    var rawValue: Int32 { get }
    /// The index whose raw value is `rawValue` (-1 for ``none``).
    init(rawValue: Int32)
}

extension TypedIndex {
    /// No index: "nothing here" in arrays that map one space to another.
    @inline(__always) static var none: Self { Self(rawValue: -1) }

    /// The index of position `i` of an array in this space.
    /// - Requires: `0 ≤ i ≤ Int32.max` (traps otherwise, like an out-of-range subscript).
    @inline(__always) init(_ i: Int) { self.init(rawValue: Int32(i)) }

    /// Whether this is an index, not ``none``.
    @inline(__always) var exists: Bool { rawValue >= 0 }

    /// The position in an array of this space.
    /// - Requires: ``exists`` (else an array subscript with it traps).
    @inline(__always) var index: Int { Int(rawValue) }

    /// Raw order: the order of creation, which every tie-break of the solver uses.
    @inline(__always) static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// The raw number, as the digests and messages print it.
    var description: String { String(rawValue) }
}

/// A tableau symbol (external, slack, error or dummy), numbered in order of creation.
struct SymbolID: TypedIndex {
    /// See ``TypedIndex/rawValue``.
    var rawValue: Int32
}

/// A row slot of the tableau; a dropped row leaves its slot empty.
struct RowID: TypedIndex {
    /// See ``TypedIndex/rawValue``.
    var rawValue: Int32
}

/// A constraint record of a ``Solver`` (a constraint or an edit), in insertion order.
struct RecordID: TypedIndex {
    /// See ``TypedIndex/rawValue``.
    var rawValue: Int32
}

/// A variable registered with a solver, in order of first use.
struct VariableID: TypedIndex {
    /// See ``TypedIndex/rawValue``.
    var rawValue: Int32
}

/// A definition (see ``Definitions``), in order of creation: a topological order.
struct DefinitionID: TypedIndex {
    /// See ``TypedIndex/rawValue``.
    var rawValue: Int32
}
