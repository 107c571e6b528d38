/// The mutable layout state of one view hierarchy: its solver, the active constraints in
/// activation order, and the layout pass. Owned by the root view (``View/layoutEngine``).
///
/// ## The layout pass (``layoutIfNeeded()``)
/// 1. For every view in tree order (depth first, subviews in order), the fixed-frame
///    constraints of views that translate their frame (`minX == x`, `minY == y`, `width == w`,
///    `height == h`, required); then, again in tree order, each view's intrinsic-size
///    constraints (`width <= I` at its hugging priority, `width >= I` at its compression
///    resistance, then the same for height). Changed values become in-place constant changes.
/// 2. The constraints activated since the last pass, in activation order.
/// 3. Every frame that constraints place is read from the solver (rounded to `1/scale` points
///    when ``scale`` is set, see ``Rect/rounded(toScale:)``).
///
/// ## Breaking constraints
/// Activation order decides which constraint breaks: **a required constraint whose
/// installation would make the required constraints unsatisfiable is the one broken** — with
/// one exception, UIKit's (``BreakingRule/appConstraintFirst``, the default): when the
/// constraint being installed is the system's own (a stack view's arrangement, a fixed frame,
/// an intrinsic size) and the minimal conflicting set holds constraints of the app's, the app's
/// most recently installed one breaks instead (taken out, and put back should the conflict
/// remain without it). A broken constraint is not installed, stays active with
/// ``LayoutConstraint/isBroken`` set and a minimal conflicting set (from the solver: every
/// proper subset can hold), and layout continues without it. A constant change that makes an
/// installed required constraint conflict breaks that constraint, or by the same exception
/// one of the app's when the changed one is the system's (a frame set on a view that
/// translates its autoresizing mask, a stack view's spacing). A broken constraint stays
/// broken until it is deactivated (it does not re-engage when the conflict goes away). Apple's
/// choice is undocumented; this rule follows its console logs and is deterministic.
///
/// ## Coordinates
/// Each item has `minX, minY, width, height` in its superview's (a guide: its owning view's)
/// bounds coordinates. A constraint is expressed in the bounds coordinates of the nearest
/// common ancestor `C` of its items' views: an item's location is its own edge plus, for each
/// view `K` on the path up to (not including) `C`, `K.minX − K.boundsOrigin.x` (`y` likewise).
/// `C`'s own edges are its bounds: `left` = `boundsOrigin.x`, `right` = that plus its width.
/// Margins are edges inset by the view's ``View/layoutMargins`` (read when the constraint is
/// installed). In right-to-left layouts `leading` is `−right` and `trailing` is `−left`, so
/// constants count in the layout direction (`a.leading == sup.leading + 20` puts `a`'s right
/// edge 20 inside `sup`'s); the direction is that of the first item's view.
///
/// ## Why the engine's own state is `@exclusivity(unchecked)`
/// A stored property of a class that is ever changed through a mutating call (an `append`, a
/// dictionary subscript) costs a run-time exclusivity check at every access: a thread-local
/// access set, about 90 instructions, and 11% of laying out 10,000 labels in a scroll view.
/// The engine's bookkeeping (here, and the internal state of ``View``, ``LayoutItem``,
/// ``LayoutConstraint`` and the solver's core) is reached only by the engine's own code, which
/// never calls out to user code in the middle of changing it, so no overlapping access can
/// arise for the check to catch; the test suite ran with the checks on before they were turned
/// off and found none. The public stored properties that every pass reads (a view's frame,
/// bounds origin, subviews and guides, whether it translates its frame, its additional safe
/// area, the engine's scale) are unchecked too: plain values, or arrays that only the
/// library's code changes, set whole and observed after the store.
public final class LayoutEngine {
    /// The root view of the hierarchy.
    public var root: View? { rootReference.object.map { unsafeDowncast($0, to: View.self) } }
    /// The root's reference (see `UnretainedReference`): the root owns the engine.
    private let rootReference: ItemReference
    /// How constraints name the engine without keeping it alive (see `UnretainedReference`).
    let reference = UnretainedReference<LayoutEngine>()
    /// Round frames to `1/scale` points in the layout pass; nil (the default) keeps exact values.
    @exclusivity(unchecked) public var scale: Double? {
        didSet {
            if scale != oldValue { setNeedsFullPass() }
        }
    }

    /// Which constraint breaks when a required constraint cannot be installed (see "Breaking
    /// constraints" above).
    public enum BreakingRule: Sendable, Equatable {
        /// UIKit's at run time: when the system's own constraint (a stack view's arrangement, a
        /// fixed frame or autoresizing mask, an intrinsic size) conflicts with a set that holds
        /// constraints of the app's, the app's most recently installed one in the set breaks
        /// instead; otherwise the constraint being installed breaks. In the console logs
        /// studied, every conflict that held an app's constraint (25 of 25) broke one of the
        /// app's, never UIKit's own.
        case appConstraintFirst
        /// The constraint whose installation conflicts breaks, whoever made it: Xcode's canvas,
        /// which lays out Interface Builder documents this way.
        case lastInstalled
    }

    /// Which constraint breaks in a conflict; UIKit's run-time rule unless changed. A change
    /// applies to conflicts met from then on (constraints already broken stay broken).
    public var breakingRule: BreakingRule = .appConstraintFirst

    let solver = Solver()
    /// Active user constraints in activation order; nil where one was deactivated.
    @exclusivity(unchecked) var active: [LayoutConstraint?] = []
    /// Activated, not yet installed, in activation order.
    @exclusivity(unchecked) var pending: [LayoutConstraint] = []
    /// While a pass updates safe areas and margins (see ``batchingReinstalls(_:)``): the views
    /// whose safe area insets changed and those whose margins changed, whose constraints are
    /// then made again by one scan of the active constraints; nil outside.
    @exclusivity(unchecked) var changedInsets: (safeAreas: Set<ObjectIdentifier>, margins: Set<ObjectIdentifier>)?
    /// How many times the active constraints were scanned for ones to make again (each scan
    /// is O(active constraints)); for tests.
    @exclusivity(unchecked) var reinstallScans = 0
    /// Stack arrangements made this pass with their chains through hidden views, to check
    /// once installed (see ``confirmChainsThrough()``).
    @exclusivity(unchecked) var chainChecks: [(stack: StackView, made: [LayoutConstraint])] = []
    /// Constraints in the order they broke (some may have been deactivated since).
    @exclusivity(unchecked) var brokenLog: [LayoutConstraint] = []
    /// ``ambiguityCutoff`` as set.
    @exclusivity(unchecked) var ambiguityCutoffSetting = LayoutEngine.ambiguityPriorityCutoff
    /// Constraints whose removal the solver failed to complete numerically, with its error, in
    /// order: each is reported by ``diagnostics()`` as a `solverFailure`.
    @exclusivity(unchecked) var solverFailures: [(LayoutConstraint, SolverError)] = []
    /// Constraints whose activation was refused, with why, in order (see
    /// ``LayoutConstraint/activate()``); reported while they stay inactive.
    @exclusivity(unchecked) var invalidLog: [(LayoutConstraint, LayoutError)] = []
    /// What happens when a constraint breaks, an activation or a change is refused, or (only
    /// while a handler is set) a new ambiguity appears after a layout pass: nil (the default)
    /// prints the issue to standard error in the shape of UIKit's console messages, unless
    /// ``printsIssues`` is false; a handler gets each issue instead.
    public var issueHandler: ((LayoutDiagnostic) -> Void)?
    /// Whether ``issueHandler`` also hears of each new ambiguity after ``layoutIfNeeded()``
    /// (false by default: finding ambiguity costs about as much as the layout).
    public var watchesAmbiguity = false
    /// The ambiguity messages the handler has heard, so each is reported once while it lasts.
    @exclusivity(unchecked) var reportedAmbiguities: [String] = []
    /// The layout constraint behind each installed solver constraint, by solver id.
    @exclusivity(unchecked) var owner = ConstraintOwners()
    /// The scroll view and axis of each offset stand-in variable (see `foldingOffsets`).
    @exclusivity(unchecked) var offsetOwners: [Variable: OffsetOwner] = [:]
    /// Per scroll view, the installed constraints whose constant depends on its offset.
    @exclusivity(unchecked) var offsetDependents: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// Bumped whenever a constraint is installed or uninstalled: cached floating groups
    /// (`floatingGroups`) are valid for one structure.
    @exclusivity(unchecked) var structureVersion = 0
    /// Per scroll view and axis, the floating group computed for `structureVersion`.
    @exclusivity(unchecked) var floatingGroups: [FloatingGroupKey: FloatingGroup] = [:]
    /// Whether every frame matches the solver (true after a layout pass until something
    /// changes that only the next pass reflects).
    @exclusivity(unchecked) var framesAreCurrent = false
    /// While `install` builds a user constraint's expression (`collectsPositions`): the scroll
    /// views' direct subviews (and custom guides) whose position it uses. Emptied, not freed,
    /// between installs (one allocation an install was 1% of laying out 10,000 labels).
    @exclusivity(unchecked) var positionScratch: [LayoutItem] = []
    @exclusivity(unchecked) var collectsPositions = false
    /// Whether an expression built since it was last cleared took a scroll view's offset
    /// stand-in (see `offsetVariable(_:_:)`): only then has a constraint offsets to fold.
    @exclusivity(unchecked) var offsetsUsed = false
    /// `structureVersion` when the content-size fallbacks were last decided.
    @exclusivity(unchecked) var fallbackVersion = -1
    /// User constraints installed or removed since ``ScrollView/contentAttachedAxes`` were last
    /// brought up to date (kept only while the engine has scroll views).
    @exclusivity(unchecked) var attachmentChanges: [LayoutConstraint] = []
    /// Whether ``ScrollView/contentAttachedAxes`` hold for the installed constraints but
    /// `attachmentChanges`; a full pass counts them again.
    @exclusivity(unchecked) var contentAttachmentIsCurrent = false

    // Incremental passes (see `LayoutEngine+Incremental.swift`).
    /// Whether the next pass visits every view: the first one, and after a change to the
    /// hierarchy (views or guides added or removed) or to ``scale``.
    @exclusivity(unchecked) var needsFullPass = true
    /// Views whose own layout inputs changed since the last pass (see `View.setNeedsSync()`), in
    /// the order they were marked; each view at most once while its `needsSync` is set.
    @exclusivity(unchecked) var dirtyViews: [View] = []
    /// The scroll views of the hierarchy, in tree order, as the last full pass found them.
    @exclusivity(unchecked) var scrollViews: [ScrollView] = []
    /// Per solver variable slot, the item whose frame it is part of (filled by full passes).
    @exclusivity(unchecked) var itemsBySlot: [WeakLayoutItem] = []
    /// `solver.slotCount` when every item's slots were last recorded.
    @exclusivity(unchecked) var rememberedSlotCount = 0
    /// Counts passes: an item's `readEpoch` equal to it was read in this pass.
    @exclusivity(unchecked) var passCount = 0
    /// While the pass writes frames: a write to a view's frame is then not the user's.
    @exclusivity(unchecked) var isWritingFrames = false
    /// For tests: every pass visits every view (the reference the incremental pass is held to).
    @exclusivity(unchecked) var alwaysFullPass = false
    /// Whether a view's optional hugging and compression resistance on an axis go into the
    /// solver as one preferred value (see `LayoutEngine+IntrinsicSize.swift`); tests turn it
    /// off to hold the pairs to the constraints installed one by one.
    @exclusivity(unchecked) var pairsIntrinsicSizes = true

    init(root: View) {
        rootReference = root.reference
        solver.recordsValueChanges = true
        reference.object = self
    }

    deinit {
        reference.object = nil
    }

    /// The active constraints made by the user (not the ones views imply), in activation order.
    public var constraints: [LayoutConstraint] { active.compactMap { $0 } }

    /// Every view of the hierarchy in tree order: depth first, subviews in order.
    /// - Complexity: O(views); iterative, so any depth is fine.
    public var views: [View] {
        guard let root else { return [] }
        var out: [View] = []
        var stack = [root]
        while let v = stack.popLast() {
            out.append(v)
            // Last to first by index, not `append(contentsOf: subviews.reversed())`, whose
            // reversed view is copied through the standard library's generic path.
            let subviews = v.subviews
            var i = subviews.count
            while i > 0 {
                i -= 1
                stack.append(subviews[i])
            }
        }
        return out
    }

    // MARK: Activation

    func enqueue(_ c: LayoutConstraint) {
        framesAreCurrent = false
        c.engine = self
        c.activeState = true
        c.conflict = nil
        c.slot = active.count
        active.append(c)
        pending.append(c)
    }

    /// Deactivates `c`.
    func remove(_ c: LayoutConstraint) {
        // One half of a preferred size deactivated: the other stays, installed alone.
        let twin = pairedTwin(of: c)
        uninstall(c)
        if let twin { install(twin) }
        if c.slot >= 0, c.slot < active.count, active[c.slot] === c { active[c.slot] = nil }
        c.slot = -1
        c.activeState = false
        c.engine = nil
    }

    /// Installs again, at the next layout pass, every active user constraint with an item in
    /// `view`'s subtree (or `view`'s own guides), in activation order: what their solver
    /// constraints read of the view when they were made (margins, direction, baselines, bounds
    /// origin) has changed.
    /// - Complexity: O(active constraints × depth).
    func reinstallConstraints(involving view: View) {
        framesAreCurrent = false
        var again: [LayoutConstraint] = []
        for case let c? in active where c.installed != nil || c.isBroken {
            let hosts = [c.firstItem?.hostView, c.secondItem?.hostView].compactMap { $0 }
            guard hosts.contains(where: { view.isAncestor(of: $0) }) else { continue }
            again.append(c)
        }
        guard !again.isEmpty else { return }
        for c in again { uninstall(c) }
        // Back in the queue in activation order, ahead of nothing: `pending` is installed in
        // order, and these come before anything activated later.
        pending = again + pending
    }

    /// Hands every active constraint over (in order) and forgets the hierarchy's state: used
    /// when the root becomes a subview elsewhere.
    func takeAllConstraints() -> [LayoutConstraint] {
        let all = constraints
        for c in all { remove(c) }
        for v in views { v.implied = ImpliedConstraints() }
        return all
    }

    /// Takes the subtree's constraints out: those entirely inside it are returned (inactive, in
    /// order) to move with it; those that also reach outside are deactivated.
    func detach(subtree: View) -> (inside: [LayoutConstraint], deactivated: [LayoutConstraint]) {
        var inside: [LayoutConstraint] = [], outside: [LayoutConstraint] = []
        for c in constraints {
            let hosts = [c.firstItem?.hostView, c.secondItem?.hostView].compactMap { $0 }
            let within = hosts.map { subtree.isAncestor(of: $0) }
            guard within.contains(true) else { continue }
            if within.allSatisfy({ $0 }) { inside.append(c) } else { outside.append(c) }
            remove(c)
        }
        var stack = [subtree]
        while let v = stack.popLast() {
            for c in v.implied.all { uninstall(c) }
            v.implied = ImpliedConstraints()
            stack.append(contentsOf: v.subviews)
        }
        return (inside, outside)
    }

    // MARK: Installing

    func install(_ c: LayoutConstraint) {
        c.conflict = nil
        structureVersion &+= 1
        framesAreCurrent = false
        // Emptied on the way out (storage kept): the scratch must not keep views alive. One at
        // a time: it holds an item or two, and `removeAll(keepingCapacity:)` takes the standard
        // library's generic path (~170 instructions, 1% of laying out 10,000 labels) even then.
        defer { while positionScratch.popLast() != nil {} }
        collectsPositions = c.origin == .user
        // The items loaded once for both uses: each load of an item is a retain and a release.
        let first = c.firstItem, second = c.secondItem
        applySizeRule(to: first)
        applySizeRule(to: second)
        let made = solverConstraintAndOffsets(for: c, first: first, second: second)
        collectsPositions = false
        guard let (sc, offsets) = made else {
            markBroken(c, [c])
            return
        }
        do throws(SolverError) {
            try solver.add(sc)
            finishInstalling(c, as: sc, offsets: offsets)
        } catch {
            guard case .unsatisfiable(_, let set) = error else {
                markBroken(c, [c])
                return
            }
            let conflict = layoutConstraints(set, for: c)
            if breakingRule == .appConstraintFirst, c.isUIKitMade,
                let victim = conflict.last(where: { $0 !== c && !$0.isUIKitMade && $0.installed != nil }),
                install(c, as: sc, offsets: offsets, breaking: victim, conflict: conflict)
            {
                return
            }
            markBroken(c, conflict)
        }
    }

    /// The bookkeeping of a constraint the solver has just taken as `sc`.
    private func finishInstalling(_ c: LayoutConstraint, as sc: Constraint, offsets: [OffsetTerm]) {
        noteAttachmentChange(c)
        c.installed = sc
        c.installedConstant = c.storedConstant
        owner[sc.id] = c
        // A constraint comes here uninstalled, and `uninstall` empties its offset terms: with
        // none now (nearly every constraint), there is nothing to store or register (each store
        // of an array and each loop over one is a retain and a release, for every constraint).
        if !offsets.isEmpty {
            c.offsetTerms = offsets
            registerOffsetDependent(c)
        }
        var i = 0
        while i < positionScratch.count {
            addPositionReference(c, to: positionScratch[i])
            i += 1
        }
    }

    /// Lists `c`, just installed or removed, for ``updateContentAttachmentIncrementally(_:)``
    /// when it can attach a scroll view's content and the attachments are counted
    /// incrementally (while they are not, the next count is a recount that drops the list:
    /// a first pass of 10,000 labels listed all 30,000 constraints to drop them).
    private func noteAttachmentChange(_ c: LayoutConstraint) {
        if c.namesScrollContent && contentAttachmentIsCurrent && !scrollViews.isEmpty { attachmentChanges.append(c) }
    }

    /// Installs `c`, one of the system's own constraints (a stack view's arrangement, a fixed
    /// frame, an intrinsic size), by breaking `victim`, an installed constraint of the app's in
    /// `c`'s minimal conflicting set: UIKit breaks one of the app's constraints whenever the
    /// set holds one (25 of the 25 such sets in the console logs studied, docs/layout.md).
    /// Returns false, with `victim` installed again, when `c` still conflicts without it
    /// (another conflict).
    private func install(
        _ c: LayoutConstraint, as sc: Constraint, offsets: [OffsetTerm], breaking victim: LayoutConstraint,
        conflict: [LayoutConstraint]
    ) -> Bool {
        // `c`'s positions, collected while its expression was made: uninstalling and
        // reinstalling below must not lose them.
        let positions = positionScratch
        uninstall(victim)
        do throws(SolverError) {
            try solver.add(sc)
        } catch {
            // Putting back what held a moment ago holds again; should it not, `install` reports it.
            install(victim)
            return false
        }
        positionScratch = positions
        finishInstalling(c, as: sc, offsets: offsets)
        markBroken(victim, conflict)
        return true
    }

    func uninstall(_ c: LayoutConstraint) {
        if let sc = c.installed {
            do throws(SolverError) {
                try solver.remove(sc)
            } catch {
                // `installed` is set only while the solver holds `sc`, so the one failure left
                // is the solver's own numerical one after which it could not rebuild itself.
                // The constraint is out of the solver either way; say that its values may be off.
                solverFailures.append((c, error))
            }
            owner[sc.id] = nil
            c.installed = nil
            // A preferred size stands for both of its view's constraints on that axis: both leave.
            if let twin = intrinsicTwin(of: c), twin.installed?.id == sc.id { twin.installed = nil }
            noteAttachmentChange(c)
            unregisterOffsetDependent(c)
            structureVersion &+= 1
            framesAreCurrent = false
        }
        c.conflict = nil
    }

    func markBroken(_ c: LayoutConstraint, _ set: [LayoutConstraint]) {
        c.conflict = set
        brokenLog.append(c)
        // Only the user's and views' constraints are news; the engine's own checks are not.
        report(unsatisfiableDiagnostic(c))
    }

    func constantChanged(_ c: LayoutConstraint) {
        guard let sc = c.installed else { return }
        if let twin = pairedTwin(of: c) {
            // One half of a preferred size changed alone: the two go their own ways.
            unpair(c, twin)
            return
        }
        framesAreCurrent = false
        // The solver's constant also holds margins, translations and offsets: move it by the
        // change only.
        // A weighted constraint holds its constant times the weight.
        let factor = if case .arrangementOrder(let weight) = c.origin { weight } else { 1.0 }
        let target = (solver.constant(of: sc) ?? sc.constant) + factor * (c.storedConstant - c.installedConstant)
        do throws(SolverError) {
            try solver.updateConstant(of: sc, to: target)
            c.installedConstant = c.storedConstant
        } catch {
            uninstall(c)
            guard case .unsatisfiable(_, let set) = error else {
                markBroken(c, [c])
                return
            }
            if breakingRule == .appConstraintFirst, c.isUIKitMade {
                // The system's constraint with its new constant is installed again, so that
                // the conflict breaks one of the app's constraints when it holds one.
                install(c)
                return
            }
            markBroken(c, layoutConstraints(set, for: c))
        }
    }

    func priorityChanged(_ c: LayoutConstraint) {
        guard c.installed != nil else { return }
        if let twin = pairedTwin(of: c) {
            unpair(c, twin)
            return
        }
        uninstall(c)
        install(c)
    }

    // MARK: The layout pass

    /// Runs the layout pass if anything changed (see the type's documentation for the order),
    /// then calls ``View/layoutSubviews()`` top-down on the views it laid out.
    ///
    /// The first pass, and the first after the hierarchy changed, visits every view. Later
    /// passes are incremental (see `LayoutEngine+Incremental.swift`): they bring up to date only
    /// the views whose inputs changed (a frame set, an intrinsic size invalidated, priorities,
    /// a stack's arrangement) and read back only the frames whose solver variables changed.
    /// - Complexity: O(views) for a full pass; an incremental pass is O(changed views + changed
    ///   frames), plus the solver's work for what changed.
    public func layoutIfNeeded() {
        for _ in 0..<Self.maximumLayoutPasses {
            let laidOut = layoutPass()
            for v in laidOut { v.layoutSubviews() }
            // Again if a `layoutSubviews` changed what the pass reads: a fixed frame, a
            // constraint, an invalidated intrinsic size, margins.
            guard needsFullPass || !dirtyViews.isEmpty || !framesAreCurrent || !pending.isEmpty else { break }
        }
        if issueHandler != nil && watchesAmbiguity { reportNewAmbiguities() }
    }

    /// How many times ``layoutIfNeeded()`` runs the pass when views' ``View/layoutSubviews()``
    /// keep changing what it reads: UIKit also settles such layouts by repeated passes; a
    /// `layoutSubviews` that never settles stops here instead of looping forever.
    public static let maximumLayoutPasses = 8

    /// One pass, full or incremental. Returns the views whose ``View/layoutSubviews()`` is due,
    /// top-down.
    func layoutPass() -> [View] {
        passCount &+= 1
        return needsFullPass || alwaysFullPass ? fullLayoutPass() : incrementalLayoutPass()
    }

    /// The pass that visits every view: the views' own constraints brought up to date, new
    /// constraints installed, every frame set from the solver. Returns every view, in tree order.
    func fullLayoutPass() -> [View] {
        needsFullPass = false
        let all = views
        scrollViews = []
        for (i, v) in all.enumerated() {
            v.needsSync = false
            v.treeIndex = i
            if let s = v as? ScrollView { scrollViews.append(s) }
        }
        dirtyViews = []
        contentAttachmentIsCurrent = false
        for v in all { if let stack = v as? StackView { updateArrangement(of: stack, checkingEveryView: true) } }
        for v in all { syncFrame(v) }
        // Intrinsic sizes before the constraints: a chain of edges (`top == previous.bottom
        // + 10`) then meets sizes already fixed. The other way round, each size substitutes
        // through the chain built so far: 10,000 labels took 2.2 s instead of 61 ms.
        for v in all { syncIntrinsicSize(v) }
        installPending()
        confirmChainsThrough()
        syncContentSizeFallbacks(scrollViews)
        solver.updateVariables()
        _ = solver.takeChangedSlots()
        isWritingFrames = true
        for v in all {
            readFrame(of: v)
            remember(v)
            for g in v.layoutGuides {
                g.layoutFrame = solvedFrame(of: g)
                remember(g)
            }
        }
        isWritingFrames = false
        finishRemembering()
        finishScrollViews()
        framesAreCurrent = true
        updateSafeAreas(all)
        remeasureHeightForWidth(all)
        return all
    }

    /// Installs the constraints activated since the last pass, in activation order.
    func installPending() {
        let waiting = pending
        pending = []
        for c in waiting where c.isActive && c.isHeld(by: self) && c.installed == nil && c.conflict == nil {
            install(c)
        }
    }

    /// Sets a view's frame from the solver when constraints place it (or it autoresizes).
    /// Returns whether the frame changed.
    @discardableResult
    func readFrame(of v: View) -> Bool {
        let old = v.frame
        if !v.translatesAutoresizingMaskIntoConstraints {
            v.frame = solvedFrame(of: v)
        } else if v.implied.design != nil {
            v.frame = solvedFrame(of: v)
            v.implied.writtenFrame = v.frame
        }
        return v.frame != old
    }

    /// The scroll views' content sizes and guides from the solver.
    func finishScrollViews() {
        for s in scrollViews {
            s.finishLayout(
                contentWidth: solver.value(of: s.contentWidthVariable),
                contentHeight: solver.value(of: s.contentHeightVariable), scale: scale)
        }
    }

    func solvedFrame(of item: LayoutItem) -> Rect {
        let r = Rect(
            x: solver.value(of: item.minXVariable), y: solver.value(of: item.minYVariable),
            width: solver.value(of: item.widthVariable), height: solver.value(of: item.heightVariable))
        return scale.map { r.rounded(toScale: $0) } ?? r
    }

    func syncFrame(_ v: View) {
        guard v.translatesAutoresizingMaskIntoConstraints else {
            for c in v.implied.frame { uninstall(c) }
            v.implied.frame = []
            v.implied.design = nil
            v.implied.writtenFrame = nil
            return
        }
        let wanted = wantedFrameConstraints(v)
        if v.implied.frame.count != wanted.count {
            for c in v.implied.frame { uninstall(c) }
            v.implied.frame = []
        }
        for (i, w) in wanted.enumerated() {
            if i < v.implied.frame.count {
                let c = v.implied.frame[i]
                if c.origin == w.origin && c.multiplier == w.multiplier && c.secondItem === w.superview {
                    guard c.storedConstant != w.constant else { continue }
                    c.storedConstant = w.constant
                    if !c.isBroken { constantChanged(c) }
                    continue
                }
                uninstall(c)
            }
            let c = LayoutConstraint(
                unchecked: v, w.attribute, .equal, w.superview,
                w.superview == nil ? .notAnAttribute : w.superviewAttribute,
                multiplier: w.multiplier, constant: w.constant, origin: w.origin)
            c.engine = self
            c.activeState = true
            if i < v.implied.frame.count { v.implied.frame[i] = c } else { v.implied.frame.append(c) }
            install(c)
        }
    }
}
