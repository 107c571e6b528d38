/// A view that lines up its arranged subviews in a row or a column, like `UIStackView`: it makes
/// the constraints UIKit's stack view makes, with UIKit's identifiers (`UISV-spacing`,
/// `UISV-canvas-connection`, …) and priorities, so over- and underflow resolve as on a device
/// (compression resistance, then hugging, then arrangement order) and conflicts read like
/// Xcode's console.
///
/// - The arranged subviews are subviews too: ``addArrangedSubview(_:)`` adds one as a subview;
///   ``removeArrangedSubview(_:)`` leaves it a subview (as UIKit does), while
///   ``View/removeFromSuperview()`` removes it from both.
/// - A hidden arranged subview takes no room (`UISV-hiding`: size 0 along the axis) and no
///   spacing; other hidden views still take part in layout, as in UIKit.
/// - The stack has no intrinsic size: its size is what its arranged subviews and the
///   constraints on it make it.
/// - Changes (arrangement, properties, an arranged subview hidden or shown, an intrinsic size
///   that the distribution reads) are applied at the next layout pass, as a difference: only
///   the constraints that change are replaced, the rest stay installed.
///
/// The constraints, per distribution and alignment, are listed in docs/stack-views.md.
open class StackView: View {
    /// How the arranged subviews share the length along the axis, like
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable, Hashable, CaseIterable {
        /// Sizes from intrinsic sizes; over- and underflow resolved by compression resistance,
        /// then hugging, then arrangement order (the last arranged subview gives way first).
        case fill = 0
        /// Every arranged subview the same size.
        case fillEqually = 1
        /// Sizes in proportion to the intrinsic sizes along the axis.
        case fillProportionally = 2
        /// Arranged subviews at their sizes, the rest of the length split into equal gaps;
        /// ``StackView/spacing`` is the smallest gap.
        case equalSpacing = 3
        /// Equal distances between the arranged subviews' centres; ``StackView/spacing`` is the
        /// smallest edge-to-edge gap.
        case equalCentering = 4
    }

    /// How the arranged subviews are placed across the axis, like `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable, Hashable, CaseIterable {
        /// Every arranged subview fills the stack across the axis.
        case fill = 0
        /// Aligned on their leading edges (vertical stacks) or top edges (horizontal stacks,
        /// where UIKit spells it ``top``).
        case leading = 1
        /// Horizontal stacks: aligned on their first baselines.
        case firstBaseline = 2
        /// Aligned on their centres across the axis.
        case center = 3
        /// Aligned on their trailing edges (vertical stacks) or bottom edges (horizontal stacks,
        /// where UIKit spells it ``bottom``).
        case trailing = 4
        /// Horizontal stacks: aligned on their last baselines.
        case lastBaseline = 5

        /// UIKit's name of ``leading`` in a horizontal stack.
        public static var top: Alignment { .leading }
        /// UIKit's name of ``trailing`` in a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }

    /// As a ``spacing`` or a custom spacing: the system spacing between siblings (8 points, the
    /// standard spacing of the Visual Format Language). UIKit's `FLT_MIN` marker.
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)
    /// As a custom spacing: none; ``spacing`` applies. UIKit's `FLT_MAX` marker.
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// The length ``spacingUseSystem`` stands for.
    public static let systemSpacing = 8.0

    /// The views the stack arranges, in order.
    public private(set) var arrangedSubviews: [View] = []

    /// The axis the arranged subviews are lined up on; horizontal by default.
    public var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }
    /// How the length along the axis is shared; ``Distribution/fill`` by default.
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }
    /// How arranged subviews are placed across the axis; ``Alignment/fill`` by default.
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }
    /// The gap between adjacent arranged subviews: exact for the fill distributions, the
    /// smallest gap for the equal ones. May be negative (overlap). 0 by default;
    /// ``spacingUseSystem`` for the system spacing. A value that is not finite is refused (the
    /// spacing stays).
    public var spacing: Double = 0 {
        didSet {
            if !spacing.isFinite { spacing = oldValue }
            if spacing != oldValue { setNeedsArrangement() }
        }
    }
    /// Whether, in a vertical stack, spacing runs from one arranged subview's last baseline to
    /// the next one's first baseline (instead of edge to edge). No effect on horizontal stacks.
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }
    /// Whether the arrangement is pinned to the stack's ``View/layoutMarginsGuide`` instead of
    /// its edges.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Spacing after particular arranged subviews (looked up only, never iterated).
    private var customSpacings: [ObjectIdentifier: Double] = [:]

    /// Whether the whole arrangement must be made again at the next layout pass (a change to
    /// the stack or to its list of arranged subviews).
    var needsArrangement = true
    /// The positions of arranged subviews hidden, shown or given a new intrinsic size since the
    /// last pass (their segments are remade; see `LayoutEngine+Stack.swift`). Positions as of
    /// the last full rebuild: a change to the list sets ``needsArrangement``, which drops these.
    var changedArrangedPositions: [Int] = []
    /// The segments of the arranged subviews as the last layout pass left them, by position:
    /// the constraints, in the order made, with the keys they were made for.
    var segments: [[Installed]] = []
    /// The stack's own arrangement constraints (the spanning guide's), with their keys.
    var ownArrangement: [Installed] = []
    /// Per arranged subview, whether it was hidden when its segment was made.
    var arrangedHidden: [Bool] = []
    /// Per arranged subview, the length along the axis its segment read (−1: none).
    var arrangedLengths: [Double] = []
    /// Per arranged subview, its position among the visible ones at the last full rebuild.
    var arrangedVisiblePositions: [Int] = []
    /// The first and last visible arranged subviews when the segments were made.
    var arrangedVisibleBounds: (first: Int?, last: Int?) = (nil, nil)
    /// Whether a constraint of a hidden view's segment broke while the chain passed through
    /// the hidden views: the arrangement then skips them (see
    /// `ArrangementContext.chainsThrough`) until a rebuild finds no view hidden.
    var hidingConflicts = false

    /// The constraints the stack made for its arrangement, as the last layout pass left them:
    /// each arranged subview's in turn, then the stack's own (UIKit lists them among the stack
    /// view's `constraints`).
    /// - Complexity: O(arrangement constraints).
    public var arrangementConstraints: [LayoutConstraint] {
        segments.joined().map(\.constraint) + ownArrangement.map(\.constraint)
    }
    /// Guides the arrangement uses (gap guides, the spanning guide), kept so that a rebuild
    /// finds the same guides and leaves their constraints in place.
    var arrangementGuides: [String: LayoutGuide] = [:]

    /// The stem of generated names.
    override class var namePrefix: String { "stackView" }

    /// Creates a stack view placed by constraints (or keeping `frame`, when given).
    override public init(_ name: String, frame: Rect? = nil) {
        super.init(name, frame: frame)
    }

    /// A stack view placed by constraints, with a generated name (`stackView1`, …), like
    /// `UIStackView()`.
    override public init() {
        super.init()
    }

    /// A stack view that keeps `frame`, with a generated name, like `UIStackView(frame:)`.
    override public init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates a stack view with a generated name that arranges `views`, like UIKit's
    /// `UIStackView(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(Self.generatedName(Self.namePrefix))
        for v in views { addArrangedSubview(v) }
    }

    // MARK: Arrangement

    /// Adds `view` at the end of the arrangement, and as the last subview when it is not one
    /// already. A view already arranged moves to the end.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index` (clamped to `0...arrangedSubviews.count`),
    /// adding it as the last subview when it is not one already. A view already arranged moves.
    /// - Complexity: O(arranged subviews).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        var index = Swift.max(0, Swift.min(index, arrangedSubviews.count))
        // Only a view already arranged here needs the search (building a stack stays linear).
        if view.isArrangedSubview, view.superview === self,
            let old = arrangedSubviews.firstIndex(where: { $0 === view })
        {
            arrangedSubviews.remove(at: old)
            if old < index { index -= 1 }
        }
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: index)
        view.isArrangedSubview = true
        setNeedsArrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview (as in UIKit). Its custom
    /// spacing is forgotten.
    /// - Complexity: O(arranged subviews).
    public func removeArrangedSubview(_ view: View) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        view.isArrangedSubview = false
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// Sets the spacing after `arrangedSubview` (``spacingUseDefault`` removes it,
    /// ``spacingUseSystem`` asks for the system spacing). Ignored for a view that is not
    /// arranged here or a value that is not finite.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard spacing.isFinite, arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// The spacing set after `arrangedSubview`, or ``spacingUseDefault`` when none is.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gap after `view`: its custom spacing, else ``spacing``, with ``spacingUseSystem``
    /// resolved.
    func resolvedSpacing(after view: View) -> Double {
        let custom = customSpacing(after: view)
        let value = custom == Self.spacingUseDefault ? spacing : custom
        return value == Self.spacingUseSystem ? Self.systemSpacing : value
    }

    /// Marks the arrangement for rebuilding at the next layout pass.
    func setNeedsArrangement() {
        needsArrangement = true
        setNeedsLayout()
    }

    /// Notes that the arranged subview `view` was hidden or shown, or that its intrinsic size
    /// may have changed: its segment and its neighbours' are remade at the next pass.
    func arrangedSubviewChanged(_ view: View) {
        noteArrangedChange(of: view)
        setNeedsLayout()
    }

    /// Records `view`'s change for the next arrangement update, without marking the stack.
    func noteArrangedChange(of view: View) {
        guard !needsArrangement else { return }
        let p = view.arrangedPosition
        if p >= 0, p < arrangedSubviews.count, arrangedSubviews[p] === view {
            changedArrangedPositions.append(p)
        } else {
            needsArrangement = true
        }
    }

    /// An arranged subview left the hierarchy: it leaves the arrangement too.
    func arrangedSubviewWasRemoved(_ view: View) {
        removeArrangedSubview(view)
    }
}
