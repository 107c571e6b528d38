/// Keeping a stack view's arrangement constraints in step with the stack (see ``StackView``).
///
/// A change to the stack or to its list of arranged subviews remakes the whole arrangement; an
/// arranged subview hidden, shown or given a new intrinsic length remakes only the segments it
/// touches: its own, its visible neighbours' and those of the hidden views between them (see
/// `StackView+Arrangement.swift`). Both compare what they want with what is installed and
/// change as little as possible.
extension LayoutEngine {
    /// Brings the stack's arrangement constraints up to date with the stack, changing as little
    /// as possible. With `checkingEveryView` (a full pass, where any view's intrinsic size may
    /// have been read anew), every arranged subview is compared with what its segment read;
    /// otherwise only those noted changed.
    /// - Complexity: O(changed views and their neighbours) for changes to arranged subviews
    ///   under the distributions that allow it (see ``updateSegments(of:at:)``), else
    ///   O(arranged subviews); plus the solver's work for what changed.
    func updateArrangement(of stack: StackView, checkingEveryView: Bool = false) {
        var changed = stack.changedArrangedPositions
        stack.changedArrangedPositions = []
        if !stack.needsArrangement {
            if checkingEveryView { changed = Array(stack.arrangedSubviews.indices) }
            guard !changed.isEmpty else { return }
            if updateSegments(of: stack, at: changed) { return }
        }
        rebuildArrangement(of: stack)
    }

    /// Remakes every segment (see ``updateArrangement(of:checkingEveryView:)``).
    /// - Complexity: O(arranged subviews), plus the solver's work for what changed.
    func rebuildArrangement(of stack: StackView) {
        stack.needsArrangement = false
        if stack.hidingConflicts && !stack.arrangedSubviews.contains(where: \.isHidden) {
            // Nothing hidden: both forms of the chain are the same constraints.
            stack.hidingConflicts = false
        }
        let context = stack.fullArrangementContext()
        for (i, v) in context.items.enumerated() { v.arrangedPosition = i }
        let wanted = stack.wantedArrangement(context)
        let installed = Array(stack.segments.joined()) + stack.ownArrangement
        let made = replaceArrangement(of: stack, installed: installed, with: wanted)
        stack.segments = [[StackView.Installed]](repeating: [], count: context.items.count)
        stack.ownArrangement = []
        for (w, pair) in zip(wanted, made) {
            if w.owner >= 0 { stack.segments[w.owner].append(pair) } else { stack.ownArrangement.append(pair) }
        }
        stack.arrangedHidden = context.items.map(\.isHidden)
        stack.arrangedLengths = context.lengths
        stack.arrangedVisiblePositions = context.visiblePositions
        stack.arrangedVisibleBounds = (context.firstVisible, context.lastVisible)
        if context.chainsThrough && context.items.contains(where: \.isHidden) {
            chainChecks.append((stack, made.map(\.constraint)))
        }
    }

    /// Checks the arrangements made this pass with the chain through hidden views: where one
    /// of their constraints broke (a hidden view's length 0 against a required length, its
    /// place against a required position), the chain would carry the broken view's length or
    /// place on to the views after it, so the stack skips its hidden views from then on and is
    /// arranged and installed again (see `StackView.ArrangementContext.chainsThrough`).
    /// - Complexity: O(constraints made by those arrangements), plus a rebuild of each stack
    ///   that falls back.
    func confirmChainsThrough() {
        guard !chainChecks.isEmpty else { return }
        let checks = chainChecks
        chainChecks = []
        var fellBack = false
        for (stack, made) in checks where !stack.hidingConflicts && made.contains(where: \.isBroken) {
            stack.hidingConflicts = true
            // Made again from nothing, so that conflicts break what they would have broken had
            // the stack skipped its hidden views from the start (a link kept from the chain
            // could hold where the skipping form's link breaks, or the other way round).
            for (_, c) in Array(stack.segments.joined()) + stack.ownArrangement { remove(c) }
            stack.segments = []
            stack.ownArrangement = []
            rebuildArrangement(of: stack)
            fellBack = true
        }
        guard fellBack else { return }
        installPending()
        // The stacks that fell back skip their hidden views now: nothing is left to check.
        chainChecks = []
    }

    /// Remakes the segments the changes at `positions` touch, when the distribution and
    /// alignment allow a local change; returns false (no constraint changed; the caller rebuilds)
    /// when they do not:
    /// ``StackView/Distribution/fillProportionally`` shares by every length,
    /// ``StackView/Distribution/equalSpacing`` and ``StackView/Distribution/equalCentering``
    /// number their gaps among the visible views (only a new length stays local there),
    /// ``StackView/Distribution/fillEqually`` and baseline alignments refer to the first
    /// visible view (local while that stays the same).
    /// - Complexity: O(changed views and the hidden views next to them).
    func updateSegments(of stack: StackView, at positions: [Int]) -> Bool {
        let items = stack.arrangedSubviews
        guard stack.segments.count == items.count, stack.distribution != .fillProportionally else { return false }
        // Lengths are recorded as they are read, in place (a copy of the array was O(arranged
        // subviews) per change); when this returns false the rebuild reads every length anew.
        var touched: [Int] = []
        var shown: [Int] = [], hidden: [Int] = []
        var seen = Set<Int>()
        for p in positions where seen.insert(p).inserted {
            guard p >= 0, p < items.count else { return false }
            let v = items[p]
            let length = stack.intrinsicLength(of: v)
            if v.isHidden != stack.arrangedHidden[p] {
                if v.isHidden { hidden.append(p) } else { shown.append(p) }
            } else if length == stack.arrangedLengths[p] {
                continue
            }
            stack.arrangedLengths[p] = length
            touched.append(p)
        }
        guard !touched.isEmpty else { return true }
        let visibilityChanged = !shown.isEmpty || !hidden.isEmpty
        if visibilityChanged && (stack.distribution == .equalSpacing || stack.distribution == .equalCentering) {
            return false
        }

        // The first and last visible views now. Before the old first, only a view just shown
        // can be visible: the new first is the first visible from the earliest of those; the
        // same backwards for the last.
        let isVisible = { (i: Int) in !items[i].isHidden }
        let (oldFirst, oldLast) = stack.arrangedVisibleBounds
        let first = ([oldFirst].compactMap { $0 } + shown).min().flatMap {
            (($0)..<items.count).first(where: isVisible)
        }
        let last = ([oldLast].compactMap { $0 } + shown).max().flatMap { (0...$0).reversed().first(where: isVisible) }
        let oldAnchor = oldFirst ?? 0, anchor = first ?? 0
        if anchor != oldAnchor {
            let effective = stack.effectiveAlignment
            if stack.distribution == .fillEqually || effective == .firstBaseline || effective == .lastBaseline {
                return false
            }
        }

        let context = StackView.ArrangementContext(
            items: items, lengths: stack.arrangedLengths, firstVisible: first, lastVisible: last,
            visiblePositions: stack.arrangedVisiblePositions, proportionalTotal: 0, proportionalSpacing: 0,
            chainsThrough: stack.chainsThroughHiddenViews)
        // The owners to remake: each changed view; for one hidden or shown, from the visible
        // view before it to the visible view after it (the hidden views between place
        // themselves after the one before them); the old and new ends and anchors.
        var owners = touched
        for p in shown + hidden {
            let from = context.previousVisible(before: p) ?? p
            let to = context.nextVisible(after: p) ?? (items.count - 1)
            owners.append(contentsOf: from...to)
        }
        owners.append(contentsOf: [oldFirst, oldLast, first, last].compactMap { $0 })
        owners.append(contentsOf: [oldAnchor, anchor])
        owners.sort()
        var unique: [Int] = []
        for o in owners where unique.last != o { unique.append(o) }

        let wanted = stack.wantedSegments(of: unique, context)
        let installed = Array(unique.map { stack.segments[$0] }.joined())
        let made = replaceArrangement(of: stack, installed: installed, with: wanted)
        for o in unique { stack.segments[o] = [] }
        for (w, pair) in zip(wanted, made) { stack.segments[w.owner].append(pair) }
        for p in touched { stack.arrangedHidden[p] = items[p].isHidden }
        stack.arrangedVisibleBounds = (first, last)
        if context.chainsThrough && unique.contains(where: { items[$0].isHidden }) {
            chainChecks.append((stack, made.map(\.constraint)))
        }
        return true
    }

    /// Makes `installed` (arrangement constraints) what `wanted` wants, changing as little as
    /// possible: a wanted constraint that matches an active installed one (same items,
    /// attributes, relation, multiplier and identifier) keeps it, with its constant and
    /// optional priority changed in place; the rest are deactivated or activated. Returns the
    /// constraint for each wanted one, in order.
    /// - Complexity: O(installed + wanted), plus the solver's work for what changed.
    func replaceArrangement(
        of stack: StackView, installed: [StackView.Installed], with wanted: [StackView.Wanted]
    ) -> [StackView.Installed] {
        // The active ones by key; a key can repeat, so each holds a queue in the order made.
        var existing: [StackView.Wanted.Key: [LayoutConstraint]] = [:]
        for (key, c) in installed where c.isActive && c.isHeld(by: self) {
            existing[key, default: []].append(c)
        }
        var kept: [LayoutConstraint?] = []
        kept.reserveCapacity(wanted.count)
        for w in wanted {
            let key = w.key
            if var queue = existing[key], !queue.isEmpty {
                let c = queue.removeFirst()
                existing[key] = queue
                // Between required and optional a priority cannot change in place.
                if c.storedPriority.isRequired == w.priority.isRequired {
                    kept.append(c)
                    continue
                }
                existing[key, default: []].append(c)
            }
            kept.append(nil)
        }
        // Out first, so that no constant change or new constraint meets the old arrangement.
        let leftover = Set(existing.values.joined().map(ObjectIdentifier.init))
        for (_, c) in installed where leftover.contains(ObjectIdentifier(c)) { remove(c) }
        var made: [StackView.Installed] = []
        made.reserveCapacity(wanted.count)
        for (w, old) in zip(wanted, kept) {
            if let c = old {
                if c.identifier != w.identifier { c.identifier = w.identifier }
                if c.storedPriority != w.priority {
                    c.storedPriority = w.priority
                    priorityChanged(c)
                }
                if c.storedConstant != w.constant {
                    c.storedConstant = w.constant
                    if !c.isBroken { constantChanged(c) }
                }
                made.append((w.key, c))
            } else {
                let c = LayoutConstraint(
                    unchecked: w.first, w.firstAttribute, w.relation, w.second, w.secondAttribute,
                    multiplier: w.multiplier, constant: w.constant,
                    origin: w.weight.map { .arrangementOrder(weight: $0) } ?? .user)
                c.identifier = w.identifier
                c.storedPriority = w.priority
                c.isArrangement = true
                enqueue(c)
                made.append((w.key, c))
            }
        }
        return made
    }
}
