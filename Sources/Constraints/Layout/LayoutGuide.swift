/// A rectangle that takes part in layout without being a view, like `UILayoutGuide`: a spacer,
/// a container for centring a group, or a view's ``View/layoutMarginsGuide`` or
/// ``View/safeAreaLayoutGuide``.
///
/// A guide belongs to one view (``owningView``); its ``layoutFrame`` is in that view's bounds
/// coordinates. Guides have edge, centre and size anchors, but no baselines or margins.
public final class LayoutGuide: LayoutItem {
    /// What a guide stands for.
    enum Kind {
        /// A guide with its own frame, placed by constraints.
        case custom
        /// The owning view's bounds inset by its `layoutMargins`: no variables of its own.
        case margins
        /// The owning view's bounds inset by its safe area insets: no variables of its own.
        case safeArea
        /// The owning view's margins area narrowed to a readable width: no variables of its own.
        case readableContent
        /// A scroll view's content area: origin 0, size variables of its own (the content size).
        case content
        /// A scroll view's visible frame in content coordinates: no variables of its own.
        case visibleFrame
    }

    let kind: Kind
    /// The view the guide belongs to; nil until ``View/addLayoutGuide(_:)``.
    public internal(set) var owningView: View? {
        get { owningReference?.object.map { unsafeDowncast($0, to: View.self) } }
        set { owningReference = newValue?.reference }
    }
    /// The owning view's reference (see `ItemReference`): held without keeping it alive.
    private var owningReference: ItemReference?
    /// The frame from the last layout pass, in the owning view's bounds coordinates.
    public internal(set) var layoutFrame: Rect = .zero

    /// Creates a custom guide with a generated name (`guide1`, …), like `UILayoutGuide()`; add
    /// it to a view with ``View/addLayoutGuide(_:)``.
    public convenience init() {
        self.init(LayoutItem.generatedName("guide"))
    }

    /// Creates a custom guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init(_ name: String) {
        kind = .custom
        super.init(name: name)
    }

    init(marginsOf view: View) {
        kind = .margins
        owningReference = view.reference
        super.init(name: "\(view.name).layoutMarginsGuide")
    }

    init(safeAreaOf view: View) {
        kind = .safeArea
        owningReference = view.reference
        super.init(name: "\(view.name).safeAreaLayoutGuide")
    }

    init(readableContentOf view: View) {
        kind = .readableContent
        owningReference = view.reference
        super.init(name: "\(view.name).readableContentGuide")
    }

    init(contentOf view: ScrollView) {
        kind = .content
        owningReference = view.reference
        super.init(name: "\(view.name).contentLayoutGuide")
    }

    init(visibleFrameOf view: ScrollView) {
        kind = .visibleFrame
        owningReference = view.reference
        super.init(name: "\(view.name).frameLayoutGuide")
    }

    /// A guide a stack view's arrangement uses (a gap or the spanning guide): custom, owned by
    /// the stack, not among its ``View/layoutGuides``.
    init(arrangementOf view: StackView, role: String) {
        kind = .custom
        owningReference = view.reference
        super.init(name: "\(view.name).\(role)")
    }

    override var hostView: View? { owningView }
    override var coordinateView: View? { owningView }
    override var standsForScrollContent: Bool { kind == .content }
    override var guideKind: Kind? { kind }

    override func supports(_ attribute: LayoutAttribute) -> Bool { !attribute.isBaseline && !attribute.isMargin }
}
