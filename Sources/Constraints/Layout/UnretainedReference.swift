/// A reference to an object that does not keep it alive and reads nil once the object is
/// gone: what a `weak` reference gives, without its cost.
///
/// Swift gives an object that is weakly referenced a side table, and from then on every
/// retain and release of it takes the slow path. Constraints name their items and engine, the
/// engine's table of solver slots names every item, and views name their superview and root:
/// with `weak` there, every view paid that on every retain (a sixth of a first layout).
/// Instead each such object owns one reference object, shared by everything that names it
/// without owning it, and clears it at the start of its deinitialization; the reference object
/// itself is held strongly.
///
/// The owner must clear it before anything can read it during deinitialization (items clear
/// theirs in ``LayoutItem``'s and ``View``'s deinitializers, the engine in its own).
final class UnretainedReference<Object: AnyObject> {
    /// The object, until its deinitializer clears it.
    unowned(unsafe) var object: Object?

    init() {}
}

/// How constraints, the engine and other views name a layout item (see
/// ``UnretainedReference``).
typealias ItemReference = UnretainedReference<LayoutItem>
