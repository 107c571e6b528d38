/// A reference to a layout item that does not keep it alive and reads nil once the item is
/// gone: what a `weak` reference gives, without its cost.
///
/// Swift gives an object that is weakly referenced a side table, and from then on every
/// retain and release of it takes the slow path. Constraints name their items, the engine's
/// table of solver slots names every item, and views name their superview and root: with
/// `weak` there, every view paid that on every retain (a sixth of a first layout). Instead each
/// item owns one reference object, shared by everything that names it without owning it, and
/// clears it when it is deinitialized; the reference object itself is held strongly.
final class ItemReference {
    /// The item, until its deinitializer clears it. Read only while the item is alive or
    /// cleared: every item clears its reference at the start of deinitialization.
    unowned(unsafe) var item: LayoutItem?

    init() {}
}
