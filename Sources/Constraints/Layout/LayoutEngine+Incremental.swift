/// The incremental layout pass: after the first pass, only what changed is visited.
///
/// ## What marks a view (`View.setNeedsSync()`)
/// Setting the frame of a view that translates it, ``View/translatesAutoresizingMaskIntoConstraints``,
/// ``View/autoresizingMask``, the content hugging or compression resistance priorities,
/// ``View/invalidateIntrinsicContentSize()`` (and ``View/fixedIntrinsicContentSize``, which
/// calls it), ``View/setNeedsLayout()``, ``View/additionalSafeAreaInsets``, and a stack view's
/// arrangement (its properties, its arranged subviews, one of them hidden or shown). A change to
/// the hierarchy (a view or guide added or removed) or to ``LayoutEngine/scale`` makes the next
/// pass a full one.
///
/// ## Intrinsic sizes
/// As in UIKit, ``View/intrinsicContentSize`` is read again only after
/// ``View/invalidateIntrinsicContentSize()``: a subclass whose natural size changes must call
/// it (the first pass, and a full pass after a hierarchy change, read every view's).
///
/// ## The pass
/// 1. The marked views in tree order: a marked stack view's arrangement (and that of the stack
///    that arranges a marked view, whose intrinsic length may have changed), then each marked
///    view's frame constraints, then its intrinsic-size constraints.
/// 2. The constraints activated since the last pass, in activation order; the scroll views'
///    content-size fallbacks.
/// 3. The frames whose solver variables changed (the solver lists them,
///    ``Solver/takeChangedVariables()``), and the scroll views' content sizes.
/// 4. Safe area insets and margins of the views whose frame changed or that were marked, and of
///    their subviews when theirs changed.
///
/// ## `layoutSubviews()`
/// Called top-down (ancestors first) on the views whose frame changed, on their superviews
/// (whose subviews moved), and on the views marked since the last pass (UIKit calls it when the
/// bounds change or ``View/setNeedsLayout()`` was called). A view that nothing touched is not
/// called again; a full pass calls it on every view.
extension LayoutEngine {
    /// One incremental pass (see the type's notes). Returns the views whose
    /// ``View/layoutSubviews()`` is due, top-down.
    /// - Complexity: O(marked views + changed frames) plus the solver's work, and the stack
    ///   arrangements of marked stacks (O(arranged subviews) each).
    func incrementalLayoutPass() -> [View] {
        var marked: [View] = []
        for v in dirtyViews where v.needsSync {
            v.needsSync = false
            // A view that left this hierarchy since it was marked is another engine's.
            guard v.treeIndex >= 0, v.rootView === root else { continue }
            marked.append(v)
        }
        dirtyViews = []
        if marked.count > 1 { marked.sort { $0.treeIndex < $1.treeIndex } }

        var stacks: [StackView] = []
        for v in marked {
            if let stack = v as? StackView, !stacks.contains(where: { $0 === stack }) { stacks.append(stack) }
            if v.isArrangedSubview, let stack = v.superview as? StackView {
                // Its intrinsic length may have changed: its segment is looked at again.
                stack.noteArrangedChange(of: v)
                if !stacks.contains(where: { $0 === stack }) { stacks.append(stack) }
            }
        }
        if stacks.count > 1 { stacks.sort { $0.treeIndex < $1.treeIndex } }
        for stack in stacks { updateArrangement(of: stack) }
        for v in marked { syncFrame(v) }
        for v in marked { syncIntrinsicSize(v) }
        installPending()
        confirmChainsThrough()
        syncContentSizeFallbacks(scrollViews)

        var moved: [View] = []
        isWritingFrames = true
        let slots = solver.takeChangedSlots()
        if let slots, let items = changedItems(slots) {
            // An item can have left the hierarchy since its slots were recorded: skip it.
            for item in items {
                if let v = item as? View {
                    if v.rootView === root, readFrame(of: v) { moved.append(v) }
                } else if let g = item as? LayoutGuide, g.owningView?.rootView === root {
                    g.layoutFrame = solvedFrame(of: g)
                }
            }
        } else {
            // The solver cannot say what changed, or too much did: read every frame (and, when a
            // slot was new to the table, fill the table again).
            let refill = slots != nil || solver.slotCount != rememberedSlotCount
            for v in views {
                if readFrame(of: v) { moved.append(v) }
                if refill { remember(v) }
                for g in v.layoutGuides {
                    g.layoutFrame = solvedFrame(of: g)
                    if refill { remember(g) }
                }
            }
            if refill { finishRemembering() }
        }
        isWritingFrames = false
        finishScrollViews()
        framesAreCurrent = true

        updateSafeAreas(marked: marked, moved: moved)
        remeasureHeightForWidth(marked + moved)
        var due: [View] = []
        for v in marked + moved {
            if v.layoutEpoch != passCount {
                v.layoutEpoch = passCount
                due.append(v)
            }
            if let p = v.superview, p.layoutEpoch != passCount {
                p.layoutEpoch = passCount
                due.append(p)
            }
        }
        due.sort { $0.treeIndex < $1.treeIndex }
        return due
    }

    /// The items whose variables are in `slots`, each once; nil when a slot names no known item
    /// (a variable new since the last full read).
    func changedItems(_ slots: [Int]) -> [LayoutItem]? {
        var items: [LayoutItem] = []
        for slot in slots {
            guard slot < itemsBySlot.count else { return nil }
            guard let item = itemsBySlot[slot].item else {
                // Not a frame variable (an offset, a content size), or a freed item's; a slot
                // not seen yet asks for a full read.
                if itemsBySlot[slot].state != .other { return nil }
                continue
            }
            if item.readEpoch != passCount {
                item.readEpoch = passCount
                items.append(item)
            }
        }
        return items
    }

    /// Records which solver slots hold `item`'s frame variables.
    func remember(_ item: LayoutItem) {
        // Four calls, not a loop over an array literal: this runs for every item at every full
        // pass, and the literal cost an allocation and four retains each time.
        let entry = WeakLayoutItem(item)
        func note(_ v: Variable) {
            guard let slot = solver.slot(of: v) else { return }
            if slot >= itemsBySlot.count { itemsBySlot.grow(to: slot + 1) }
            itemsBySlot[slot] = entry
        }
        note(item.minXVariable)
        note(item.minYVariable)
        note(item.widthVariable)
        note(item.heightVariable)
    }

    /// After every item was remembered: the slots no item claimed are other variables.
    func finishRemembering() {
        let n = solver.slotCount
        if itemsBySlot.count < n { itemsBySlot.grow(to: n) }
        for i in 0..<n where itemsBySlot[i].state == .unknown { itemsBySlot[i].state = .other }
        rememberedSlotCount = n
    }

    /// The next pass visits every view.
    func setNeedsFullPass() {
        needsFullPass = true
        framesAreCurrent = false
    }

    /// Safe area insets and margins of the marked views and those whose frame `moved`, then
    /// downwards: a view's subviews are visited when its insets or margins changed, or when its
    /// frame changed while it has an unsafe area or subviews that preserve its margins.
    /// - Complexity: O(views visited).
    func updateSafeAreas(marked: [View], moved: [View]) {
        guard !marked.isEmpty || !moved.isEmpty else { return }
        batchingReinstalls { visitSafeAreas(marked: marked, moved: moved) }
    }

    /// The walk of ``updateSafeAreas(marked:moved:)``.
    private func visitSafeAreas(marked: [View], moved: [View]) {
        let movedIDs = Set(moved.map(ObjectIdentifier.init))
        var work = (marked + moved).sorted { $0.depth < $1.depth }
        var seen = Set(work.map(ObjectIdentifier.init))
        var next = 0
        while next < work.count {
            let v = work[next]
            next += 1
            let safe = v.safeAreaInUse, margins = v.marginsInUse
            updateSafeArea(of: v)
            var descend = v.safeAreaInUse != safe || v.marginsInUse != margins
            if !descend, movedIDs.contains(ObjectIdentifier(v)) {
                descend = v.safeAreaInUse != .zero || v.subviewsPreservingMargins > 0
            }
            guard descend else { continue }
            for s in v.subviews where seen.insert(ObjectIdentifier(s)).inserted { work.append(s) }
        }
    }
}

/// A weak reference to a layout item, in the engine's table of solver slots.
struct WeakLayoutItem {
    /// What the table knows of a slot.
    enum State {
        /// Not seen since the last full read: a changed value there asks for a full read.
        case unknown
        /// One of an item's frame variables.
        case frame
        /// Another variable (an offset, a content size, a variable of no item).
        case other
    }
    /// The item's reference (see `ItemReference`): held without keeping it alive.
    var reference: ItemReference?
    var state: State

    /// The item, nil once it is gone.
    var item: LayoutItem? { reference?.object }

    init(_ item: LayoutItem) {
        reference = item.reference
        state = .frame
    }

    init() {
        reference = nil
        state = .unknown
    }
}

extension Array where Element == WeakLayoutItem {
    /// Makes the table at least `n` long with empty slots.
    mutating func grow(to n: Int) {
        while count < n { append(WeakLayoutItem()) }
    }
}
