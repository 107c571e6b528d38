import Synchronization

/// Bumped when a change to a view hierarchy affects too many views to invalidate one by one:
/// every view's cached root, depth and direction belong to one epoch.
let hierarchyEpoch = Atomic<Int>(0)

/// How a view's content is laid out with respect to the layout direction, like
/// `UISemanticContentAttribute` (the cases that matter headless).
public enum SemanticContentAttribute: Sendable, Hashable {
    /// Follow the superview (left-to-right at the root).
    case unspecified
    /// Always left-to-right.
    case forceLeftToRight
    /// Always right-to-left.
    case forceRightToLeft
}

/// The direction `leading` and `trailing` follow.
public enum LayoutDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft
}

/// A rectangle in a hierarchy, positioned by its frame or by constraints: `UIView`'s layout
/// model, headless.
///
/// - A view's ``frame`` is in its superview's bounds coordinates; ``bounds`` is its own
///   coordinate system (origin ``boundsOrigin``, 0 for ordinary views, a ``ScrollView``'s
///   content offset).
/// - ``translatesAutoresizingMaskIntoConstraints``: when true the layout pass holds the view at
///   its ``frame`` with required constraints (`minX == x`, `minY == y`, `width == w`,
///   `height == h`), and other views can be pinned to it. **Deviation from UIKit:** it defaults
///   to true only for views created with a frame (`View("a", frame: …)`); a view created
///   without one is placed by constraints. Either way it can be set.
/// - ``intrinsicContentSize``: per dimension a natural size, or ``noIntrinsicMetric``. Each
///   dimension with one gets `size <= I` at the content-hugging priority (default 250) and
///   `size >= I` at the compression-resistance priority (default 750).
/// - ``layoutMargins`` default to 8 on every side.
/// - Baselines: a view's last baseline is its bottom edge minus ``lastBaselineOffsetFromBottom``
///   (0), and its first baseline its top plus ``firstBaselineOffsetFromTop`` (0: a view without
///   text has no baseline, and Auto Layout then uses its top edge for the first baseline and
///   its bottom edge for the last, as UIKit's `forFirstBaselineLayout` and `forBaselineLayout`
///   say); a text view that knows only its last baseline sets the first to nil, "the same as
///   the last".
open class View: LayoutItem {
    /// The intrinsic-size value meaning "no intrinsic size in this dimension".
    public static let noIntrinsicMetric: Double = -1

    /// The containing view; nil for a root.
    public var superview: View? { superviewReference?.object.map { unsafeDowncast($0, to: View.self) } }
    /// The superview's reference (see ``ItemReference``): held without keeping it alive.
    @exclusivity(unchecked) private var superviewReference: ItemReference?
    /// The subviews, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// How many subviews have ``preservesSuperviewLayoutMargins`` set: the layout pass visits
    /// the subviews of a view that moved only when this is not 0 or the view has an unsafe area.
    @exclusivity(unchecked) var subviewsPreservingMargins = 0

    /// Frees the subtree without recursion: a view's release releases its subviews, so a chain of
    /// 100,000 nested views freed the natural way would run 100,000 deinitializers deep and
    /// overflow the stack. Each subview this view held the last reference to gives up its own
    /// subviews to the loop first.
    deinit {
        // First: the subviews freed below must see their superview gone, as with `weak`.
        reference.object = nil
        // Subviews that outlive this view become roots, and their hierarchy caches name it as
        // their root: a new epoch makes every cache stale (so a cache that is current never
        // names a freed root, and reading it needs no check).
        if !subviews.isEmpty { hierarchyEpoch.add(1, ordering: .relaxed) }
        var pending = subviews
        subviews.removeAll()
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                pending.append(contentsOf: view.subviews)
                view.subviews.removeAll()
            }
        }
    }
    /// The custom layout guides added with ``addLayoutGuide(_:)``.
    @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []

    /// The frame in the superview's bounds coordinates: input for a view that translates its
    /// frame into constraints, the result of the last layout pass for the others.
    @exclusivity(unchecked) public var frame: Rect {
        didSet {
            if translatesAutoresizingMaskIntoConstraints && frame != oldValue { frameWasSetFromOutside() }
        }
    }
    /// The origin of the view's own coordinate system (UIKit's `bounds.origin`). Changing it
    /// moves the content: the next layout pass places the subviews in the new coordinates.
    @exclusivity(unchecked) public var boundsOrigin: Point = .zero {
        didSet { if boundsOrigin != oldValue { boundsOriginDidChange(from: oldValue) } }
    }
    /// The view's own coordinate system: ``boundsOrigin`` and the frame's size.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    /// How the view draws in tiles, when it does (a `CATiledLayer` as its layer); nil: it does
    /// not. See `View+Tiling.swift`.
    public var tiledLayer: TiledLayer?

    /// Whether the view is hidden. As in UIKit, a hidden view is still laid out and its
    /// constraints still hold (a stack view is what collapses hidden arranged subviews).
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            if isHidden != oldValue, isArrangedSubview, let stack = superview as? StackView {
                stack.arrangedSubviewChanged(self)
            }
        }
    }
    /// Whether the superview is a ``StackView`` that arranges this view.
    @exclusivity(unchecked) var isArrangedSubview = false
    /// The view's index among its stack's arranged subviews at the stack's last full rebuild.
    @exclusivity(unchecked) var arrangedPosition = -1

    /// Whether the layout pass holds the view at its ``frame`` with required constraints (those
    /// ``autoresizingMask`` makes, UIKit's `NSAutoresizingMaskLayoutConstraint`).
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints: Bool {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { setNeedsSync() } }
    }

    /// How the frame follows the superview's size, for a view that translates it into
    /// constraints: empty (the default) keeps the frame as it is; otherwise the flexible parts
    /// share the superview's change of size from the size the frame was designed for (see
    /// ``AutoresizingMask`` and ``autoresizingDesignSize``), and the layout pass writes the
    /// resulting frame back into ``frame``. Setting ``frame`` later designs it anew for the
    /// superview's current size, as in UIKit.
    public var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { setNeedsLayout() } }
    }
    /// The size this view's autoresizing subviews' frames were designed for (Interface
    /// Builder's canvas size of this view); nil: this view's ``frame`` size when a subview's
    /// constraints are first made. Give it when this view is placed by constraints (its frame
    /// is not known before the first layout pass).
    public var autoresizingDesignSize: Size?

    /// The natural size of the content, per dimension, or ``noIntrinsicMetric`` (any negative
    /// value) for none. Read-only and overridable, as UIKit declares it: a subclass that measures
    /// its content overrides the getter (and calls ``invalidateIntrinsicContentSize()`` when
    /// the content changes). The default is ``fixedIntrinsicContentSize``. The layout pass reads
    /// it for every view.
    open var intrinsicContentSize: Size { fixedIntrinsicContentSize }

    /// An intrinsic size given from outside, for views that are not subclassed (a spec's
    /// `intrinsicSize`, a benchmark's labels): what the default ``intrinsicContentSize``
    /// returns. ``noIntrinsicMetric`` in a dimension means none.
    @exclusivity(unchecked) public var fixedIntrinsicContentSize = Size(
        width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    {
        didSet { if fixedIntrinsicContentSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// For content whose height follows its width (wrapped text, like a multi-line label): the
    /// intrinsic size when the view is `width` wide; nil (the default) when the intrinsic size
    /// does not depend on the width. The layout pass asks it with the width the view got in
    /// the last pass (first with an unbounded width) and passes again when the answer changes
    /// (at most ``LayoutEngine/maximumLayoutPasses`` passes in all); fitting does the same on
    /// its own solver. Overridable; see ``Label``.
    open func intrinsicContentSize(forWidth width: Double) -> Size? { nil }

    /// The width the layout pass last measured a height-for-width view at (nil: never, or the
    /// view's size does not depend on its width).
    @exclusivity(unchecked) var measuredWidth: Double?

    /// Says that ``intrinsicContentSize`` changed, like UIKit's method of that name: the next
    /// layout pass reads it again. As in UIKit, the pass reads a view's intrinsic size only
    /// after this call (and in a full pass: the first, or after the hierarchy changed), so a
    /// subclass whose natural size changes must call it.
    public func invalidateIntrinsicContentSize() { setNeedsSync() }

    /// The size that best fits `size`, like UIKit's `sizeThatFits(_:)`: overridable; by default
    /// the view's current size, as UIKit's default returns.
    open func sizeThatFits(_ size: Size) -> Size { frame.size }

    /// Called in each layout pass after the engine has set every frame, top-down, like UIKit's
    /// `layoutSubviews()`: a subclass can adjust what constraints do not decide (the frames of
    /// subviews that keep their frames, an intrinsic size that depends on the width it got).
    /// If it changes anything that affects layout, the pass runs again (at most
    /// ``LayoutEngine/maximumLayoutPasses`` times). The default does nothing.
    open func layoutSubviews() {}
    /// Content hugging priority per axis, default 250 each.
    @exclusivity(unchecked)
    public var contentHuggingPriority: (horizontal: Priority, vertical: Priority) = (.defaultLow, .defaultLow) {
        didSet { if contentHuggingPriority != oldValue { setNeedsSync() } }
    }
    /// Compression resistance priority per axis, default 750 each.
    @exclusivity(unchecked)
    public var compressionResistancePriority: (horizontal: Priority, vertical: Priority) = (.defaultHigh, .defaultHigh)
    {
        didSet { if compressionResistancePriority != oldValue { setNeedsSync() } }
    }

    /// The view's own margins, 8 a side by default: what the `…Margin` attributes and
    /// ``layoutMarginsGuide`` start from (see ``effectiveLayoutMargins`` for what they use).
    /// Setting it replaces ``directionalLayoutMargins``; reading it after
    /// ``directionalLayoutMargins`` was set gives those resolved in the layout direction.
    /// Values that are not finite are refused (the margins stay).
    public var layoutMargins: EdgeInsets {
        get {
            switch ownMargins {
            case .absolute(let m): m
            case .directional(let d): d.resolved(effectiveLayoutDirection)
            }
        }
        set {
            guard newValue.isFinite else { return }
            ownMargins = .absolute(newValue)
        }
    }

    /// The view's own margins in the layout direction, like UIKit's property of that name.
    /// Setting them replaces ``layoutMargins``. Values that are not finite are refused.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            switch ownMargins {
            case .absolute(let m): DirectionalEdgeInsets(m, direction: effectiveLayoutDirection)
            case .directional(let d): d
            }
        }
        set {
            guard newValue.isFinite else { return }
            ownMargins = .directional(newValue)
        }
    }

    /// The margins as set: absolute or directional.
    enum OwnMargins: Equatable {
        case absolute(EdgeInsets)
        case directional(DirectionalEdgeInsets)
    }
    @exclusivity(unchecked) var ownMargins = OwnMargins.absolute(EdgeInsets(all: 8)) {
        didSet { if ownMargins != oldValue { refreshMargins() } }
    }

    /// Whether the margins are measured from the safe area's edges where the unsafe area
    /// overlaps the view (UIKit's default, true) or from the view's own edges.
    @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { refreshMargins() } }
    }
    /// Whether the margins follow the readable width, like UIKit's property of that name: the
    /// left and right margins grow so that the margins area is no wider than
    /// ``readableContentMaximumWidth``, centred (the ``layoutMarginsGuide`` then equals the
    /// ``readableContentGuide``). False by default. Depends on the width of the last pass.
    @exclusivity(unchecked) public var layoutMarginsFollowReadableWidth = false {
        didSet { if layoutMarginsFollowReadableWidth != oldValue { refreshMargins() } }
    }
    /// Whether the superview's margins also count where this view is closer to the superview's
    /// edge than the superview's margin (false by default, as in UIKit).
    @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false {
        didSet {
            guard preservesSuperviewLayoutMargins != oldValue else { return }
            superview?.subviewsPreservingMargins += preservesSuperviewLayoutMargins ? 1 : -1
            refreshMargins()
        }
    }
    /// The smallest margins the view takes whatever its own are: what a view controller gives
    /// its root view (`UIViewController.systemMinimumLayoutMargins`, see
    /// ``DirectionalEdgeInsets/systemMinimumLayoutMargins(horizontalSizeClass:)``); none by
    /// default. Values that are not finite are refused.
    @exclusivity(unchecked) public var systemMinimumLayoutMargins = DirectionalEdgeInsets.zero {
        didSet {
            if !systemMinimumLayoutMargins.isFinite { systemMinimumLayoutMargins = oldValue }
            if systemMinimumLayoutMargins != oldValue { refreshMargins() }
        }
    }
    /// Insets added to the view's safe area, like a view controller's property of that name:
    /// on a root view, the window's unsafe area (a notched phone's `[47, 0, 34, 0]`); on any
    /// view, extra unsafe area for it and its subtree. Values that are not finite are refused.
    @exclusivity(unchecked) public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet {
            if !additionalSafeAreaInsets.isFinite { additionalSafeAreaInsets = oldValue }
            if additionalSafeAreaInsets != oldValue { safeAreaInputDidChange() }
        }
    }

    /// How far the unsafe area reaches into the view from each edge, as the last layout pass
    /// found it: the part of the superview's unsafe area the view overlaps, plus
    /// ``additionalSafeAreaInsets``. A root's is its ``additionalSafeAreaInsets``.
    public var safeAreaInsets: EdgeInsets { safeAreaInUse }
    /// The margins the `…Margin` attributes and ``layoutMarginsGuide`` use, as the last layout
    /// pass found them: the own margins (at least ``systemMinimumLayoutMargins``), plus
    /// ``safeAreaInsets`` when ``insetsLayoutMarginsFromSafeArea``, at least the superview's
    /// margins where they reach into the view when ``preservesSuperviewLayoutMargins``. UIKit's
    /// `layoutMargins` getter returns this.
    public var effectiveLayoutMargins: EdgeInsets { marginsInUse }

    /// The safe area insets and margins the installed constraints were made with.
    @exclusivity(unchecked) var safeAreaInUse = EdgeInsets.zero
    @exclusivity(unchecked) var marginsInUse = EdgeInsets(all: 8)
    /// Whether this view forces a layout direction.
    @exclusivity(unchecked) public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet {
            invalidateHierarchyCaches(ofSubtree: self)
            if semanticContentAttribute != oldValue { layoutInputDidChange() }
        }
    }

    /// The first baseline's distance below the top edge; nil: the same as the last baseline.
    /// 0 by default: a view without text uses its top edge, as UIKit does (AppKit's property of
    /// this name also defaults to 0).
    public var firstBaselineOffsetFromTop: Double? = 0 {
        didSet { if firstBaselineOffsetFromTop != oldValue { layoutInputDidChange() } }
    }
    /// The last baseline's distance above the bottom edge (0: the bottom edge).
    public var lastBaselineOffsetFromBottom: Double = 0 {
        didSet { if lastBaselineOffsetFromBottom != oldValue { layoutInputDidChange() } }
    }

    /// A plain view's bounds origin moved: the constraints expressed through its coordinates
    /// hold the old origin in their constants. (A scroll view overrides this: for it, moving the
    /// bounds origin is scrolling, which moves those constants in place.)
    func boundsOriginDidChange(from oldValue: Point) { layoutInputDidChange() }

    /// Something the engine read when it installed constraints changed (margins, direction,
    /// baselines, bounds origin): the constraints that involve this view's subtree are
    /// installed again at the next layout pass, so that it agrees with a fresh layout.
    func layoutInputDidChange() {
        guard let engine = rootView.ownEngine else { return }
        engine.reinstallConstraints(involving: self)
    }

    /// The engine of a root view, created on first use.
    @exclusivity(unchecked) var ownEngine: LayoutEngine?

    /// Root, depth and layout direction, valid while `cacheEpoch` equals the process-wide
    /// `hierarchyEpoch`. Filled for a whole path at a time, so questions about views deep in a
    /// tree cost O(1) amortized instead of a walk to the root each time (deep hierarchies were
    /// quadratic). A change invalidates the subtree it affects when that subtree is small, and
    /// everything (by bumping the epoch, O(1)) when it is not, so neither top-down nor
    /// bottom-up building is quadratic.
    @exclusivity(unchecked) private var cacheEpoch = -1
    @exclusivity(unchecked) private var cachedRootReference: ItemReference?
    private var cachedRoot: View? {
        get { cachedRootReference?.object.map { unsafeDowncast($0, to: View.self) } }
        set { cachedRootReference = newValue?.reference }
    }
    @exclusivity(unchecked) private var cachedDepth = 0
    @exclusivity(unchecked) private var cachedDirection = LayoutDirection.leftToRight

    /// The constraints the layout pass made from the view's own properties.
    @exclusivity(unchecked) var implied = ImpliedConstraints()

    /// Whether the view waits in its engine's list of views to bring up to date
    /// (`LayoutEngine.dirtyViews`).
    @exclusivity(unchecked) var needsSync = false
    /// The view's place in tree order at the last full pass (-1: not laid out yet).
    @exclusivity(unchecked) var treeIndex = -1
    /// The engine's pass count when the view was last listed for `layoutSubviews`.
    @exclusivity(unchecked) var layoutEpoch = 0

    /// Creates a view placed by constraints, or, when `frame` is given, one that keeps that
    /// frame (``translatesAutoresizingMaskIntoConstraints`` true).
    public init(_ name: String, frame: Rect? = nil) {
        self.frame = frame ?? .zero
        translatesAutoresizingMaskIntoConstraints = frame != nil
        super.init(name: name)
    }

    /// A view placed by constraints, with a generated name (`view1`, …), like `UIView()`.
    ///
    /// Designated, not a convenience: a subclass in another module that declares no
    /// initializer of its own then inherits it (`Badge()`), as UIKit's subclasses do; the
    /// compiler does not pass convenience initializers on to such subclasses.
    public init() {
        frame = .zero
        translatesAutoresizingMaskIntoConstraints = false
        super.init(name: Self.generatedName(Self.namePrefix))
    }

    /// A view that keeps `frame` (``translatesAutoresizingMaskIntoConstraints`` true), with a
    /// generated name, like `UIView(frame:)`. Designated, as ``init()`` is.
    public init(frame: Rect) {
        self.frame = frame
        translatesAutoresizingMaskIntoConstraints = true
        super.init(name: Self.generatedName(Self.namePrefix))
    }

    /// The stem of generated names: the class name with a lowercase first letter.
    class var namePrefix: String { "view" }

    override var hostView: View? { self }
    override var coordinateView: View? { superview }

    // MARK: Hierarchy

    /// Adds `view` as the last subview, removing it from its previous superview first. Active
    /// constraints among the views of its subtree move into this hierarchy's engine and are
    /// installed at the next layout pass.
    public func addSubview(_ view: View) {
        // Only a view with subviews can be an ancestor of this one (a cycle): a leaf, the
        // usual case, needs no look at either root.
        guard view !== self, view.subviews.isEmpty || view.rootView !== rootView || !view.isAncestor(of: self) else {
            return
        }
        if view.superview != nil { view.removeFromSuperview() }
        let moving = view.ownEngine?.takeAllConstraints() ?? []
        view.ownEngine = nil
        view.superviewReference = reference
        subviews.append(view)
        if view.preservesSuperviewLayoutMargins { subviewsPreservingMargins += 1 }
        invalidateHierarchyCaches(ofSubtree: view)
        rootView.ownEngine?.setNeedsFullPass()
        // Only when there is something to move: creating this root's engine here would make
        // the next addSubview of this root walk its whole subtree (quadratic bottom-up builds).
        guard !moving.isEmpty else { return }
        let engine = layoutEngine
        for c in moving { engine.enqueue(c) }
    }

    /// Removes the view from its superview. Active constraints between its subtree and the rest
    /// of the old hierarchy are deactivated (as in UIKit); those within the subtree stay active
    /// and move with it.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        if isArrangedSubview, let stack = parent as? StackView { stack.arrangedSubviewWasRemoved(self) }
        let old = parent.layoutEngine
        old.setNeedsFullPass()
        let (inside, _) = old.detach(subtree: self)
        parent.subviews.removeAll { $0 === self }
        if preservesSuperviewLayoutMargins { parent.subviewsPreservingMargins -= 1 }
        superviewReference = nil
        invalidateHierarchyCaches(ofSubtree: self)
        if !inside.isEmpty {
            let engine = layoutEngine
            for c in inside { engine.enqueue(c) }
        }
    }

    /// Adds a custom guide owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .custom else { return }
        if let old = guide.owningView { old.layoutGuides.removeAll { $0 === guide } }
        guide.owningView = self
        layoutGuides.append(guide)
        rootView.ownEngine?.setNeedsFullPass()
    }

    /// The guide whose edges are the bounds inset by ``effectiveLayoutMargins``.
    public private(set) lazy var layoutMarginsGuide = LayoutGuide(marginsOf: self)
    /// The guide whose edges are the bounds inset by ``safeAreaInsets``: the part of the view
    /// that no unsafe area covers. A scroll view's stays with its frame (it does not scroll).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = safeAreaGuideStorage { return g }
        let g = LayoutGuide(safeAreaOf: self)
        safeAreaGuideStorage = g
        return g
    }
    @exclusivity(unchecked) var safeAreaGuideStorage: LayoutGuide?

    /// The guide for text and other content people read, like UIKit's: the
    /// ``layoutMarginsGuide``'s area, narrowed to at most ``readableContentMaximumWidth`` and
    /// centred in it. UIKit derives that width from the text size; 672 points is its value at
    /// the default size, where a phone in portrait is narrower and the guide equals the
    /// margins guide (docs/layout.md). The narrowing depends on the width the last pass gave
    /// the view, so a change takes another pass, as margins do.
    public var readableContentGuide: LayoutGuide {
        if let g = readableGuideStorage { return g }
        let g = LayoutGuide(readableContentOf: self)
        readableGuideStorage = g
        return g
    }
    @exclusivity(unchecked) var readableGuideStorage: LayoutGuide?
    /// How much ``readableContentGuide`` is narrowed on each side, as its constraints were made.
    @exclusivity(unchecked) var readableInsetInUse = 0.0
    /// The widest ``readableContentGuide`` gets: 672 points (UIKit's at the default text size).
    /// Values that are not finite or not positive are refused.
    public var readableContentMaximumWidth = 672.0 {
        didSet {
            if !(readableContentMaximumWidth.isFinite && readableContentMaximumWidth > 0) {
                readableContentMaximumWidth = oldValue
            }
            if readableContentMaximumWidth != oldValue {
                refreshMargins()
                setNeedsLayout()
            }
        }
    }

    /// Whether this view is `other` or one of its ancestors.
    /// - Complexity: O(depth of `other`).
    public func isAncestor(of other: View) -> Bool {
        var v: View? = other
        while let current = v {
            if current === self { return true }
            v = current.superview
        }
        return false
    }

    /// The nearest view that is an ancestor of both this view and `other` (a view is its own
    /// ancestor), or nil when they are in different hierarchies.
    /// - Complexity: O(depth of the deeper view).
    public func nearestCommonAncestor(with other: View) -> View? {
        if self === other { return self }
        // A view and its superview, or siblings (nearly every constraint): no depths needed.
        let superview = self.superview
        if superview === other { return other }
        if let superview, superview === other.superview { return superview }
        if other.superview === self { return self }
        var x = self, y = other
        var dx = x.depth, dy = y.depth
        while dx > dy, let s = x.superview {
            x = s
            dx -= 1
        }
        while dy > dx, let s = y.superview {
            y = s
            dy -= 1
        }
        while x !== y {
            guard let sx = x.superview, let sy = y.superview else { return nil }
            x = sx
            y = sy
        }
        return x
    }

    /// The root of the hierarchy.
    /// - Complexity: O(1) amortized while no hierarchy changes.
    public var rootView: View {
        refreshHierarchyCache()
        return cachedRoot ?? self
    }

    /// The number of ancestors (0 for a root).
    /// - Complexity: O(1) amortized while no hierarchy changes.
    var depth: Int {
        refreshHierarchyCache()
        return cachedDepth
    }

    /// Marks the caches of `top` and its descendants stale: one by one for a small subtree,
    /// all caches at once (a new epoch) past `View.invalidationBudget` views.
    /// - Complexity: O(min(size of the subtree, budget)).
    private func invalidateHierarchyCaches(ofSubtree top: View) {
        // A leaf (most views added or removed): itself only, without the walk's list.
        if top.subviews.isEmpty {
            top.cacheEpoch = -1
            return
        }
        var stack = [top]
        var visited = 0
        while let v = stack.popLast() {
            visited += 1
            guard visited <= View.invalidationBudget else {
                hierarchyEpoch.add(1, ordering: .relaxed)
                return
            }
            v.cacheEpoch = -1
            stack.append(contentsOf: v.subviews)
        }
    }

    /// Subtrees larger than this are invalidated by a new epoch instead of view by view.
    static let invalidationBudget = 64

    /// Fills the caches of this view and of every ancestor up to the nearest one whose cache is
    /// current, top down.
    private func refreshHierarchyCache() {
        let epoch = hierarchyEpoch.load(ordering: .relaxed)
        // A current cache's root is alive (a view freed with subviews starts a new epoch): no
        // check of the reference (each cost a retain and a release; 380,000 calls in laying out
        // 10,000 labels).
        guard cacheEpoch != epoch else { return }
        guard let s = superview else {
            // A root: what the walk below does for a path of one view.
            cachedRoot = self
            cachedDepth = 0
            cachedDirection = semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
            cacheEpoch = epoch
            return
        }
        if s.cacheEpoch == epoch, let r = s.cachedRoot {
            // The common case (a view just added under a current parent): what the walk below
            // does for a path of one view, without making the path.
            cachedRoot = r
            cachedDepth = s.cachedDepth + 1
            switch semanticContentAttribute {
            case .forceLeftToRight: cachedDirection = .leftToRight
            case .forceRightToLeft: cachedDirection = .rightToLeft
            case .unspecified: cachedDirection = s.cachedDirection
            }
            cacheEpoch = epoch
            return
        }
        var path: [View] = []
        var v = self
        var root: View
        var depth: Int
        var direction: LayoutDirection
        while true {
            if v !== self, v.cacheEpoch == epoch, let r = v.cachedRoot {
                (root, depth, direction) = (r, v.cachedDepth, v.cachedDirection)
                break
            }
            path.append(v)
            guard let s = v.superview else {
                (root, depth, direction) = (v, -1, .leftToRight)
                break
            }
            v = s
        }
        for view in path.reversed() {
            depth += 1
            switch view.semanticContentAttribute {
            case .forceLeftToRight: direction = .leftToRight
            case .forceRightToLeft: direction = .rightToLeft
            case .unspecified: break
            }
            view.cachedRoot = root
            view.cachedDepth = depth
            view.cachedDirection = direction
            view.cacheEpoch = epoch
        }
    }

    /// The engine of this view's hierarchy (owned by the root view).
    public var layoutEngine: LayoutEngine { rootView.engineOfRoot }

    /// The engine of the hierarchy this view is the root of, made on first use.
    /// - Requires: the view is a root (``rootView`` is itself).
    var engineOfRoot: LayoutEngine {
        if let e = ownEngine { return e }
        let e = LayoutEngine(root: self)
        ownEngine = e
        return e
    }

    /// Runs the layout pass of the view's hierarchy if anything changed, updating every frame.
    public func layoutIfNeeded() { layoutEngine.layoutIfNeeded() }

    /// Marks the hierarchy as needing a layout pass, like UIKit's method of that name. Every
    /// change that affects frames already does this, so a call is only needed for what the
    /// library cannot see; the next ``layoutIfNeeded()`` runs the pass.
    public func setNeedsLayout() { setNeedsSync() }

    /// Lists the view in its engine's views to bring up to date at the next pass (see
    /// `LayoutEngine+Incremental.swift`); without an engine there is nothing to do (its first
    /// pass visits every view).
    func setNeedsSync() {
        guard let engine = rootView.ownEngine else { return }
        engine.framesAreCurrent = false
        guard !needsSync else { return }
        needsSync = true
        engine.dirtyViews.append(self)
    }

    /// The frame of a view that translates it was set: by the user, unless the engine is
    /// writing it back.
    func frameWasSetFromOutside() {
        guard let engine = rootView.ownEngine, !engine.isWritingFrames else { return }
        setNeedsSync()
    }

    /// The direction `leading`/`trailing` follow here: the nearest forced direction on the
    /// path to the root, left-to-right when none.
    /// - Complexity: O(depth).
    public var effectiveLayoutDirection: LayoutDirection {
        refreshHierarchyCache()
        return cachedDirection
    }

    /// The content-hugging priority for an axis.
    public func contentHuggingPriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? contentHuggingPriority.horizontal : contentHuggingPriority.vertical
    }

    /// Sets the content-hugging priority for an axis.
    public func setContentHuggingPriority(_ priority: Priority, for axis: LayoutAxis) {
        if axis == .horizontal {
            contentHuggingPriority.horizontal = priority
        } else {
            contentHuggingPriority.vertical = priority
        }
    }

    /// The compression-resistance priority for an axis.
    public func compressionResistancePriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? compressionResistancePriority.horizontal : compressionResistancePriority.vertical
    }

    /// Sets the compression-resistance priority for an axis.
    public func setCompressionResistancePriority(_ priority: Priority, for axis: LayoutAxis) {
        if axis == .horizontal {
            compressionResistancePriority.horizontal = priority
        } else {
            compressionResistancePriority.vertical = priority
        }
    }

    /// The compression-resistance priority for an axis, spelled as UIKit spells it
    /// (``compressionResistancePriority(for:)``).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Priority {
        compressionResistancePriority(for: axis)
    }

    /// Sets the compression-resistance priority for an axis, spelled as UIKit spells it
    /// (``setCompressionResistancePriority(_:for:)``).
    public func setContentCompressionResistancePriority(_ priority: Priority, for axis: LayoutAxis) {
        setCompressionResistancePriority(priority, for: axis)
    }

    // MARK: Anchors only views have

    /// The first baseline.
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    /// The last baseline.
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }
}

/// The constraints a view's own properties imply, as the layout pass last made them.
struct ImpliedConstraints {
    /// While the view translates its frame, per part (x, y, width, height): `minX == x`, … for a
    /// fixed axis, or the autoresizing translation's centre and size constraints.
    var frame: [LayoutConstraint] = []
    /// For an autoresizing view: the frame as designed and the superview size it was designed
    /// for; nil until its constraints are made (and again after ``frame`` is set).
    var design: (frame: Rect, superviewSize: Size)?
    /// For an autoresizing view: the frame the last layout pass wrote.
    var writtenFrame: Rect?
    /// For an autoresizing view: the mask the design was recorded with.
    var designMask: AutoresizingMask = []
    /// Whether the view's intrinsic size followed its width in the last pass.
    var heightForWidth = false
    /// Hugging and compression resistance: width-hug, width-CR, height-hug, height-CR.
    var intrinsic = IntrinsicSlots()
    /// A scroll view's content-size fallbacks: width, height (see ``ScrollView``).
    var contentSize: [LayoutConstraint?] = []

    var all: [LayoutConstraint] { frame + intrinsic.made + contentSize.compactMap { $0 } }
}

/// A view's four intrinsic-size constraints, in place: width-hug, width-CR, height-hug,
/// height-CR. Four stored references, not an array: an array literal of four nils is one shared
/// static buffer, and every view paid a copy of it (an allocation) at its first intrinsic
/// constraint.
struct IntrinsicSlots {
    private var widthHug: LayoutConstraint?
    private var widthResist: LayoutConstraint?
    private var heightHug: LayoutConstraint?
    private var heightResist: LayoutConstraint?

    /// The constraint in `slot` (0 to 3, in the order above); nil for a slot out of range.
    subscript(slot: Int) -> LayoutConstraint? {
        get {
            switch slot {
            case 0: widthHug
            case 1: widthResist
            case 2: heightHug
            case 3: heightResist
            default: nil
            }
        }
        set {
            switch slot {
            case 0: widthHug = newValue
            case 1: widthResist = newValue
            case 2: heightHug = newValue
            case 3: heightResist = newValue
            default: break
            }
        }
    }

    /// The constraints made, in slot order.
    var made: [LayoutConstraint] { [widthHug, widthResist, heightHug, heightResist].compactMap { $0 } }
}
