import Synchronization

/// Something constraints position: a ``View`` or a ``LayoutGuide`` (UIKit's `UIView` and
/// `UILayoutGuide`).
///
/// Every item has four solver variables, its frame `minX`, `minY`, `width`, `height` in the
/// bounds coordinates of its `coordinateView` (a view's superview, a guide's owning view).
/// Items are reference types with identity; the ``name`` is for people (diagnostics, the
/// layout spec) and need not be unique in the library.
open class LayoutItem: CustomStringConvertible {
    /// The name used in diagnostics and constraint descriptions; settable. Items made without
    /// one get a generated name (`view3`, `scrollView1`, `guide2`), numbered per kind in creation
    /// order within the process.
    public var name: String

    let minXVariable: Variable
    let minYVariable: Variable
    let widthVariable: Variable
    let heightVariable: Variable
    /// For a direct subview (or custom guide) of a scroll view: installed constraints that use
    /// its position variables, possibly with stale entries (readers skip uninstalled ones).
    @exclusivity(unchecked) var positionReferences: [LayoutConstraint] = []
    /// The engine's pass count when the incremental pass last listed the item as changed.
    @exclusivity(unchecked) var readEpoch = 0
    /// Whether the engine bounded the item's width and height by 0 (UIKit's size rule).
    @exclusivity(unchecked) var hasSizeRule = false
    /// The size rule's width and height constraints, made when a conflicting set names them.
    @exclusivity(unchecked) var sizeRuleConstraints: [LayoutConstraint] = []

    /// A process-wide creation number: the stand-in for an address in console messages.
    let serial = serialCounter.add(1, ordering: .relaxed).newValue
    /// How constraints, the engine and other views name this item without owning it (see
    /// ``ItemReference``); cleared when the item goes.
    let reference = ItemReference()

    init(name: String) {
        self.name = name
        minXVariable = Variable("\(name).minX")
        minYVariable = Variable("\(name).minY")
        widthVariable = Variable("\(name).width")
        heightVariable = Variable("\(name).height")
        reference.object = self
    }

    deinit {
        reference.object = nil
    }

    /// A generated name for an item of `kind` (`view`, `scrollView`, `guide`): the kind and a
    /// process-wide creation number.
    static func generatedName(_ kind: String) -> String {
        "\(kind)\(generatedNameCounter.add(1, ordering: .relaxed).newValue)"
    }

    /// The view whose hierarchy the item belongs to: the view itself, or a guide's owning view.
    var hostView: View? { nil }

    /// The view in whose bounds coordinates the item's frame variables are measured: a view's
    /// superview, a guide's owning view; nil for a root view.
    var coordinateView: View? { nil }

    /// Whether the item stands for a scroll view's content: a scroll view, or its content
    /// layout guide (see `LayoutEngine+ContentAttachment.swift`).
    var standsForScrollContent: Bool { false }

    /// A guide's kind; nil for a view. Told without a cast (a cast is a call into the runtime,
    /// and a binding it makes is a retain) on the path that turns every constraint into the
    /// solver's.
    var guideKind: LayoutGuide.Kind? { nil }

    /// The name.
    public var description: String { name }

    /// The item's four variables in `minX, minY, width, height` order.
    var variables: [Variable] { [minXVariable, minYVariable, widthVariable, heightVariable] }

    /// Whether the item has this attribute: guides have no baselines and no margins.
    func supports(_ attribute: LayoutAttribute) -> Bool { true }

    // MARK: Anchors

    /// The left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}

/// The source of generated item names' numbers (see ``LayoutItem/name``).
let generatedNameCounter = Atomic<Int>(0)

/// The source of items' and constraints' serial numbers, which console messages print where
/// UIKit prints an address (deterministic for a given order of creation).
let serialCounter = Atomic<Int>(0)
