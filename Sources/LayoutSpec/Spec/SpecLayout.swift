import Constraints
import VisualFormat

/// A spec turned into views and active constraints, ready for the layout pass.
///
/// Constraints are activated in spec order (a VFL line expands to its constraints in VFL
/// emission order); the engine installs the views' own constraints (fixed frames, then
/// intrinsic sizes, in tree order) before them, so a conflict always breaks the later one.
///
/// - VFL: `|` is the nearest common superview of the views the line pins to it (a view only
///   named in a predicate, `[a(==sv)]`, does not count); metrics are the spec's `metrics` overridden by the object's; `options` are Apple's names without prefix
///   (`alignAllCenterY`), case-insensitive.
/// - An object's `priority` applies to every constraint its format leaves required (an
///   explicit `@P` in the string wins).
/// - A view with `scroll` is a `ScrollView` (content area rules, offsets, zoom, paging: see
///   `ScrollView`); `S.contentLayoutGuide` and `S.frameLayoutGuide` are its guides.
public final class SpecLayout {
    /// The spec this was built from.
    public let spec: Spec
    /// The root view (the spec's `root`, with its fixed frame).
    public let root: View
    /// Every view in tree order.
    public private(set) var views: [View] = []
    /// Views by name.
    private(set) var viewsByName: [String: View] = [:]
    /// Declared custom guides, by name, in tree order.
    public private(set) var guides: [(String, LayoutGuide)] = []
    /// Declared custom guides by name, with the name of their owning view.
    private(set) var guidesByName: [String: (owner: String, guide: LayoutGuide)] = [:]
    /// The names of the views the spec makes scroll views.
    private(set) var scrollViewNames: Set<String> = []
    /// The scroll views in tree order.
    public private(set) var scrollViews: [ScrollView] = []
    /// Which spec constraint each layout constraint came from.
    private(set) var origin: [ObjectIdentifier: Int] = [:]

    /// Builds the views and activates the constraints of `spec`, in spec order.
    /// - Throws: ``InputError`` located in the constraint string that cannot be made or
    ///   activated (an unknown view, an invalid pairing, a malformed Visual Format line, …).
    /// - Complexity: linear in the spec's views and constraints, plus activation.
    public init(_ spec: Spec) throws(InputError) {
        self.spec = spec
        root = Self.makeView(spec.root)
        // The report lists every issue (diagnostics()); nothing goes to standard error by itself.
        root.layoutEngine.issueHandler = { _ in }
        build(spec.root, into: root)
        for s in spec.views {
            guard let config = s.scroll, let sv = viewsByName[s.name] as? ScrollView else { continue }
            sv.contentInset = config.contentInset
            sv.contentOffset = config.contentOffset
            sv.explicitContentSize = config.contentSize
            sv.zoomView = config.zoomView.flatMap { viewsByName[$0.name] }
            sv.minimumZoomScale = config.minimumZoomScale
            sv.maximumZoomScale = config.maximumZoomScale
            sv.zoomScale = config.zoomScale
            sv.isPagingEnabled = config.pagingEnabled
            sv.contentInsetAdjustmentBehavior = config.contentInsetAdjustmentBehavior
            config.geometry.apply(to: sv)
            let m = config.motion
            sv.bounces = m.bounces
            sv.alwaysBounceVertical = m.alwaysBounceVertical
            sv.alwaysBounceHorizontal = m.alwaysBounceHorizontal
            sv.bouncesZoom = m.bouncesZoom
            sv.decelerationRate = m.decelerationRate
            sv.isScrollEnabled = m.scrollEnabled
            sv.isDirectionalLockEnabled = m.directionalLockEnabled
            sv.scrollsToTop = m.scrollsToTop
            sv.recenteringAxes = m.recenter
            scrollViews.append(sv)
        }
        for (index, c) in spec.constraints.enumerated() {
            for made in try constraints(for: c) {
                origin[ObjectIdentifier(made)] = index
                // Checked first: a constraint that cannot be made is bad input (exit 1), with
                // the spec's place, rather than an issue reported at activation.
                do throws(LayoutError) {
                    try made.validate()
                } catch {
                    throw self.error(String(describing: error), in: c, at: 0)
                }
                made.activate()
            }
        }
    }

    /// Creates the view tree (iteratively over the spec's tree order).
    private func build(_ rootSpec: Spec.ViewSpec, into rootView: View) {
        var stack: [(Spec.ViewSpec, View)] = [(rootSpec, rootView)]
        while let (s, v) = stack.popLast() {
            configure(v, s)
            views.append(v)
            viewsByName[s.name] = v
            for (gname, _) in s.guides {
                let g = LayoutGuide(gname)
                v.addLayoutGuide(g)
                guides.append((gname, g))
                guidesByName[gname] = (s.name, g)
            }
            if s.scroll != nil { scrollViewNames.insert(s.name) }
            var children: [(Spec.ViewSpec, View)] = []
            for sub in s.subviews {
                let child = Self.makeView(sub)
                v.addSubview(child)
                children.append((sub, child))
            }
            if let config = s.stack, let stack = v as? StackView {
                for (_, child) in children { stack.addArrangedSubview(child) }
                for (name, _, spacing) in config.customSpacing {
                    if let child = children.first(where: { $0.0.name == name })?.1 {
                        stack.setCustomSpacing(spacing, after: child)
                    }
                }
            }
            stack.append(contentsOf: children.reversed())
        }
    }

    /// A view of the class the spec asks for: a scroll view, a stack view or a plain view.
    private static func makeView(_ s: Spec.ViewSpec) -> View {
        if s.scroll != nil { return ScrollView(s.name) }
        if s.stack != nil { return StackView(s.name) }
        return View(s.name)
    }

    private func configure(_ v: View, _ s: Spec.ViewSpec) {
        v.isHidden = s.hidden
        if let config = s.stack, let stack = v as? StackView {
            stack.configuration = config.configuration
        }
        if let f = s.frame {
            v.frame = f
            v.translatesAutoresizingMaskIntoConstraints = true
        }
        v.fixedIntrinsicContentSize = Size(
            width: s.intrinsicSize.width ?? View.noIntrinsicMetric,
            height: s.intrinsicSize.height ?? View.noIntrinsicMetric)
        v.contentHuggingPriority = (Priority(s.hugging.0), Priority(s.hugging.1))
        v.compressionResistancePriority = (Priority(s.compressionResistance.0), Priority(s.compressionResistance.1))
        if let m = s.layoutMargins { v.layoutMargins = m }
        if let m = s.directionalLayoutMargins { v.directionalLayoutMargins = m }
        if let m = s.systemMinimumLayoutMargins { v.systemMinimumLayoutMargins = m }
        v.insetsLayoutMarginsFromSafeArea = s.insetsLayoutMarginsFromSafeArea
        v.preservesSuperviewLayoutMargins = s.preservesSuperviewLayoutMargins
        v.layoutMarginsFollowReadableWidth = s.layoutMarginsFollowReadableWidth
        if let insets = s.safeAreaInsets { v.additionalSafeAreaInsets = insets }
        if let mask = s.autoresizingMask { v.autoresizingMask = mask.mask }
        v.autoresizingDesignSize = s.designSize
        v.tiledLayer = s.tiled
        switch s.layoutDirection {
        case .leftToRight: v.semanticContentAttribute = .forceLeftToRight
        case .rightToLeft: v.semanticContentAttribute = .forceRightToLeft
        case nil: break
        }
        if let b = s.baselines {
            v.firstBaselineOffsetFromTop = b.first
            v.lastBaselineOffsetFromBottom = b.last
        }
    }

    /// The view the spec names `name`, or nil.
    public func view(named name: String) -> View? { viewsByName[name] }

    /// The scroll view the spec names `name`, or nil when there is none or it is not a scroll view.
    public func scrollView(named name: String) -> ScrollView? {
        scrollViewNames.contains(name) ? viewsByName[name] as? ScrollView : nil
    }

    /// Whether the spec makes `name` a scroll view (it has a `scroll` key).
    func isScrollView(_ name: String) -> Bool { scrollViewNames.contains(name) }
}
