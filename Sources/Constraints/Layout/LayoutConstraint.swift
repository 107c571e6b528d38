import InternalUtilities

/// A relation between two items' attributes, like `NSLayoutConstraint`:
/// `firstItem.firstAttribute REL multiplier × secondItem.secondAttribute + constant`, or
/// `firstItem.firstAttribute REL constant` for a size with no second item.
///
/// New constraints are inactive. ``activate()`` installs one in the engine of the items'
/// hierarchy (the solver sees it at the next layout pass); ``constant`` changes go to the solver
/// in place; a priority may change between optional values while active, but not between
/// required and optional (``setPriority(_:)`` throws, as UIKit raises).
///
/// A required constraint that cannot hold with the required constraints activated before it
/// is **broken**: it stays active, ``isBroken`` is true, it has no effect, and the engine
/// reports it with a minimal conflicting set (see ``LayoutEngine``).
public final class LayoutConstraint: CustomStringConvertible {
    /// Where a constraint came from.
    enum Origin: Equatable {
        /// Made by the user.
        case user
        /// A fixed frame's `minX`, `minY`, `width` or `height` (0...3).
        case frame(Int)
        /// Content hugging on an axis.
        case hugging(LayoutAxis)
        /// Compression resistance on an axis.
        case compressionResistance(LayoutAxis)
        /// A scroll view's content size fallback on an axis (see ``ScrollView``).
        case contentSize(LayoutAxis)
        /// An autoresizing view's translation (`NSAutoresizingMaskLayoutConstraint`): its
        /// `centerX`, `centerY`, `width` or `height` (0...3) as a multiple of its superview's
        /// width or height plus the constant.
        case autoresizing(Int)
        /// A stack view's `UISV-order-disambiguation`: `size == constant` whose error counts
        /// `weight` times (see ``StackView``).
        case arrangementOrder(weight: Double)
        /// UIKit's rule that sizes are never negative: the item's width or height `>= 0`,
        /// required (see `LayoutEngine+SizeRule.swift`). Made only to name the rule in a
        /// conflicting set.
        case sizeRule(LayoutAxis)
    }

    /// The item on the left-hand side. Held weakly, as UIKit's constraints hold their items: a
    /// constraint never keeps a view alive (views and their engine own the constraints, so a
    /// strong reference back would make every laid-out tree a cycle). Nil once the item is gone.
    public var firstItem: LayoutItem? { firstReference.object }
    /// The first item's reference (see `ItemReference`): held without keeping it alive.
    private let firstReference: ItemReference
    /// Its attribute.
    public let firstAttribute: LayoutAttribute
    /// `==`, `<=` or `>=`.
    public let relation: Relation
    /// The item on the right-hand side, or nil for a constant (``secondAttribute`` is then
    /// ``LayoutAttribute/notAnAttribute``). Held weakly, like ``firstItem``.
    public var secondItem: LayoutItem? { secondReference?.object }
    /// The second item's reference, when there is a second item.
    private let secondReference: ItemReference?
    /// Its attribute, ``LayoutAttribute/notAnAttribute`` without a second item.
    public let secondAttribute: LayoutAttribute
    /// The factor on the second attribute.
    public let multiplier: Double
    /// A name shown in diagnostics.
    public var identifier: String?
    /// Where the constraint was written (a spec line, a VFL string): diagnostics show this
    /// text rather than the generated ``description`` when it is set.
    public var source: String?

    let origin: Origin
    @exclusivity(unchecked) var storedConstant: Double
    @exclusivity(unchecked) var storedPriority: Priority = .required

    /// The engine it is active in.
    var engine: LayoutEngine? {
        get { engineReference?.object }
        set { engineReference = newValue?.reference }
    }
    /// The engine's reference (see `UnretainedReference`): held without keeping it alive.
    @exclusivity(unchecked) private var engineReference: UnretainedReference<LayoutEngine>?
    /// Whether `engine` is the engine it is active in: `self.engine === engine` for a live
    /// engine (each engine has one reference), told by the reference rather than by loading the
    /// engine, which is a retain and a release per constraint in the passes over all of them.
    func isHeld(by engine: LayoutEngine) -> Bool { engineReference === engine.reference }
    /// Its place in the engine's activation order while active.
    @exclusivity(unchecked) var slot = -1
    /// The solver's constraint while installed.
    @exclusivity(unchecked) var installed: Constraint?
    /// ``constant`` when it was installed: later changes move the solver's constant by the
    /// difference (the solver constant also holds margins and translations).
    @exclusivity(unchecked) var installedConstant = 0.0
    /// The minimal conflicting set that broke it (itself included), while broken.
    @exclusivity(unchecked) var conflict: [LayoutConstraint]?
    /// While installed: how the solver constant depends on scroll views' content offsets
    /// (empty unless the constraint crosses a scroll view's boundary or uses its frame guide).
    @exclusivity(unchecked) var offsetTerms: [OffsetTerm] = []

    /// Whether the constraint is active (installed, waiting for the next layout pass, or broken).
    /// Setting it activates (``activate()``) or deactivates (``deactivate()``) the constraint, as
    /// UIKit's `isActive` does.
    public var isActive: Bool {
        get { activeState }
        set { if newValue { activate() } else { deactivate() } }
    }
    /// Whether the engine holds the constraint (what ``isActive`` reads).
    @exclusivity(unchecked) var activeState = false
    /// Made by a stack view for its arrangement (`UISV-…`).
    @exclusivity(unchecked) var isArrangement = false
    /// Made by the system rather than the app: a stack view's arrangement, a fixed frame or
    /// autoresizing mask, an intrinsic size, a content-size fallback, the size rule. When a
    /// conflict holds one of the app's constraints too, the app's breaks (see `LayoutEngine`).
    var isUIKitMade: Bool { isArrangement || origin != .user }
    /// A process-wide creation number: the stand-in for an address in console messages.
    let serial = serialCounter.add(1, ordering: .relaxed).newValue
    /// Whether it is one of the app's constraints and an item is a scroll view or a scroll
    /// view's content layout guide: the constraints that can attach a scroll view's content
    /// (see `LayoutEngine+ContentAttachment.swift`). Told once, when made (items never change),
    /// so that the passes over every constraint skip the others without loading their items.
    let namesScrollContent: Bool
    /// Whether the constraint is active but was dropped because it conflicts with required
    /// constraints activated before it.
    public var isBroken: Bool { conflict != nil }
    /// The conflicting set that broke it, itself included, in activation order.
    public var conflictingConstraints: [LayoutConstraint] { conflict ?? [] }

    /// Makes a constraint the way `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// does, checking Auto Layout's rules.
    /// - Throws: ``LayoutError/missingAttribute``, ``LayoutError/invalidPairing(first:second:)``,
    ///   ``LayoutError/directionalMixedWithAbsolute(first:second:)``,
    ///   ``LayoutError/mixedAxes(first:second:)``, ``LayoutError/locationEqualToConstant(_:)``,
    ///   ``LayoutError/unsupportedAttribute(item:attribute:)``, ``LayoutError/invalidNumber(_:)``.
    public convenience init(
        item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: Relation,
        toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0
    ) throws(LayoutError) {
        try LayoutConstraint.validate(
            item, attribute, toItem, secondAttribute, multiplier: multiplier, constant: constant)
        self.init(
            unchecked: item, attribute, relation, toItem, secondAttribute, multiplier: multiplier, constant: constant)
    }

    init(
        unchecked first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double, origin: Origin = .user
    ) {
        firstReference = first.reference
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondReference = second?.reference
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        storedConstant = constant
        self.origin = origin
        // Only the app's constraints attach (the system's own are never counted).
        namesScrollContent =
            origin == .user && (first.standsForScrollContent || second?.standsForScrollContent == true)
    }

    /// Auto Layout's rules for a constraint's shape (numbers included).
    static func validate(
        _ first: LayoutItem, _ a: LayoutAttribute, _ second: LayoutItem?, _ b: LayoutAttribute,
        multiplier: Double, constant: Double
    ) throws(LayoutError) {
        guard a != .notAnAttribute else { throw .missingAttribute }
        guard first.supports(a) else { throw .unsupportedAttribute(item: first.name, attribute: a) }
        // Two checks, not a loop over an array literal: this runs for every constraint activated.
        if !multiplier.isFinite || Swift.abs(multiplier) > Solver.magnitudeLimit { throw .invalidNumber(multiplier) }
        if !constant.isFinite || Swift.abs(constant) > Solver.magnitudeLimit { throw .invalidNumber(constant) }
        guard let second else {
            guard b == .notAnAttribute else { throw .missingAttribute }
            if a.isLocation { throw .locationEqualToConstant(a) }
            return
        }
        guard b != .notAnAttribute else { throw .missingAttribute }
        guard second.supports(b) else { throw .unsupportedAttribute(item: second.name, attribute: b) }
        guard a.isSize == b.isSize else { throw .invalidPairing(first: a, second: b) }
        if a.isLocation {
            guard a.axis == b.axis else { throw .mixedAxes(first: a, second: b) }
            if (a.isDirectional && b.isAbsoluteHorizontalEdge) || (a.isAbsoluteHorizontalEdge && b.isDirectional) {
                throw .directionalMixedWithAbsolute(first: a, second: b)
            }
            if multiplier == 0 { throw .locationEqualToConstant(a) }
        }
    }

    // MARK: Constant and priority

    /// The constant. Setting it on an installed constraint moves the solver's constant in place
    /// (no remove and add). A value that is not finite is refused: the constant stays and the
    /// refusal is reported as an `invalidConstraint` issue (see ``LayoutEngine/issueHandler``);
    /// use ``setConstant(_:)`` to get the error instead.
    public var constant: Double {
        get { storedConstant }
        set {
            do throws(LayoutError) {
                try setConstant(newValue)
            } catch {
                LayoutEngine.reportRefusal(of: self, error)
            }
        }
    }

    /// Sets the constant.
    /// - Throws: ``LayoutError/invalidNumber(_:)``; nothing changes then. A required constraint
    ///   whose new constant conflicts with the other required constraints is broken (see
    ///   ``isBroken``), not thrown.
    public func setConstant(_ value: Double) throws(LayoutError) {
        guard value.isFinite, Swift.abs(value) <= Solver.magnitudeLimit else { throw .invalidNumber(value) }
        guard value != storedConstant else { return }
        storedConstant = value
        engine?.constantChanged(self)
    }

    /// The priority, required (1000) by default. Setting it to an invalid value, or between
    /// required and optional while active, is refused: the priority stays and the refusal is
    /// reported as an `invalidConstraint` issue, as UIKit raises; use ``setPriority(_:)`` to get
    /// the error instead.
    public var priority: Priority {
        get { storedPriority }
        set {
            do throws(LayoutError) {
                try setPriority(newValue)
            } catch {
                LayoutEngine.reportRefusal(of: self, error)
            }
        }
    }

    /// Sets the priority.
    /// - Throws: ``LayoutError/invalidPriority(_:)`` outside `(0, 1000]`;
    ///   ``LayoutError/requiredPriorityMutation(from:to:)`` between required and optional while
    ///   active. Nothing changes then.
    public func setPriority(_ value: Priority) throws(LayoutError) {
        guard value.isValid else { throw .invalidPriority(value.rawValue) }
        guard value != storedPriority else { return }
        if isActive && value.isRequired != storedPriority.isRequired {
            throw .requiredPriorityMutation(from: storedPriority.rawValue, to: value.rawValue)
        }
        storedPriority = value
        engine?.priorityChanged(self)
    }

    // MARK: Activation

    /// Activates the constraint in the engine of its items' hierarchy, like UIKit's
    /// `isActive = true`; the solver sees it at the next layout pass. A constraint that cannot be
    /// activated (see ``validate()``: an invalid pairing such as leading against left, items in
    /// different hierarchies, a freed item, a number or priority out of range) stays inactive
    /// and is reported as an `invalidConstraint` issue: listed by the engine's
    /// ``LayoutEngine/diagnostics()`` and given to its ``LayoutEngine/issueHandler`` (UIKit
    /// raises an exception there; a headless library reports and goes on).
    public func activate() {
        guard !isActive else { return }
        do throws(LayoutError) {
            let engine = try LayoutConstraint.engine(for: self)
            engine.enqueue(self)
        } catch {
            LayoutEngine.reportInvalid(self, error)
        }
    }

    /// Checks everything ``activate()`` checks, without activating.
    /// - Throws: ``LayoutError/noCommonAncestor(first:second:)`` when the items are in different
    ///   hierarchies (or a guide has no owning view), ``LayoutError/releasedItem``,
    ///   ``LayoutError/invalidNumber(_:)``, ``LayoutError/invalidPriority(_:)``, and the rules of
    ///   the initializer (``LayoutError/directionalMixedWithAbsolute(first:second:)`` for
    ///   constraints made by anchors).
    public func validate() throws(LayoutError) {
        _ = try LayoutConstraint.engine(for: self)
    }

    /// Deactivates the constraint (a no-op when inactive).
    public func deactivate() {
        engine?.remove(self)
    }

    /// Activates constraints in order, like `NSLayoutConstraint.activate(_:)`; each one that
    /// cannot be activated stays inactive and is reported (see ``activate()``), the others are
    /// activated.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.activate() }
    }

    /// Checks every constraint as ``validate()`` does; throws the first error.
    public static func validate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for c in constraints { try c.validate() }
    }

    /// Deactivates constraints.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.deactivate() }
    }

    static func engine(for c: LayoutConstraint) throws(LayoutError) -> LayoutEngine {
        // Each item, host and root loaded once: this runs for every constraint activated, and
        // every load of an item is a retain and a release.
        let secondItem = c.secondItem
        guard let firstItem = c.firstItem, c.secondAttribute == .notAnAttribute || secondItem != nil else {
            throw .releasedItem
        }
        try validate(
            firstItem, c.firstAttribute, secondItem, c.secondAttribute, multiplier: c.multiplier,
            constant: c.storedConstant)
        guard c.storedPriority.isValid else { throw .invalidPriority(c.storedPriority.rawValue) }
        guard let first = firstItem.hostView else {
            throw .noCommonAncestor(first: firstItem.name, second: secondItem?.name ?? firstItem.name)
        }
        let root = first.rootView
        if let secondItem {
            // One hierarchy means one root: a walk up from each item, no more.
            guard let second = secondItem.hostView, second.rootView === root else {
                throw .noCommonAncestor(first: firstItem.name, second: secondItem.name)
            }
        }
        return root.engineOfRoot
    }

    /// The first item's name for descriptions (`?` once the item is gone).
    var firstItemName: String { firstItem?.name ?? "?" }

    // MARK: Description

    /// The text diagnostics use: ``source`` when set, else ``description``.
    public var displayText: String { source ?? description }

    /// `a.leading == b.trailing + 8`, `a.width == 0.5*b.width @750`, `a.height >= 44`, with the
    /// identifier in quotes in front when there is one.
    public var description: String {
        var text = identifier.map { "'\($0)' " } ?? ""
        switch origin {
        case .frame(let i):
            let names = ["minX", "minY", "width", "height"]
            let mask = (firstItem as? View)?.autoresizingMask ?? []
            return text
                + "\(firstItemName).\(names[i]) == \(formatNumber(storedConstant)) (frame: \(mask.logDescription))"
        case .autoresizing:
            let mask = (firstItem as? View)?.autoresizingMask ?? []
            var line = "\(firstItemName).\(firstAttribute) == "
            if multiplier != 0 {
                line +=
                    (multiplier == 1 ? "" : formatNumber(multiplier) + "*")
                    + "\(secondItem?.name ?? "?").\(secondAttribute)"
                if storedConstant > 0 { line += " + " + formatNumber(storedConstant) }
                if storedConstant < 0 { line += " - " + formatNumber(-storedConstant) }
            } else {
                line += formatNumber(storedConstant)
            }
            return text + line + " (autoresizing \(mask.logDescription))"
        case .hugging, .compressionResistance:
            let kind = if case .hugging = origin { "content hugging" } else { "compression resistance" }
            return text
                + "\(firstItemName).\(firstAttribute) \(relation) \(formatNumber(storedConstant)) @\(storedPriority) (\(kind))"
        case .contentSize(let axis):
            let name = axis == .horizontal ? "contentWidth" : "contentHeight"
            return text
                + "\((firstItem as? LayoutGuide)?.owningView?.name ?? firstItemName).\(name) == \(formatNumber(storedConstant)) @\(storedPriority) (contentSize)"
        case .sizeRule:
            return text + "\(firstItemName).\(firstAttribute) >= 0 (size)"
        case .user, .arrangementOrder: break
        }
        text += "\(firstItemName).\(firstAttribute) \(relation) "
        if secondAttribute != .notAnAttribute {
            if multiplier != 1 { text += formatNumber(multiplier) + "*" }
            text += "\(secondItem?.name ?? "?").\(secondAttribute)"
            if storedConstant > 0 { text += " + " + formatNumber(storedConstant) }
            if storedConstant < 0 { text += " - " + formatNumber(-storedConstant) }
        } else {
            text += formatNumber(storedConstant)
        }
        if !storedPriority.isRequired { text += " @\(storedPriority)" }
        return text
    }
}

/// A scroll view's content offset in a solver constraint: the expression (`lhs − rhs`) holds
/// `coefficient × offset` on `axis`, folded into the solver's constant.
struct OffsetTerm {
    let scrollView: ObjectIdentifier
    let axis: LayoutAxis
    let coefficient: Double
}
