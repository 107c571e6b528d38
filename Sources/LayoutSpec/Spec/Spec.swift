import Constraints

/// A layout spec (contract §1) read into values, every part with where it was written.
///
/// ``read(_:file:)`` checks shapes and names; ``SpecLayout`` turns the spec into views and
/// active constraints, and its ``SpecLayout/report(scale:)`` lays them out.
public struct Spec {
    /// The file name used in messages (`<stdin>` for standard input).
    public var file: String
    /// The source text, to quote lines in errors.
    public var source: String
    /// The spec's `metrics`, by name.
    var metrics: [String: Double] = [:]
    /// The view tree.
    var root: ViewSpec
    /// The `constraints` entries, in order.
    var constraints: [ConstraintSpec] = []
    /// The `fit` entries, in order.
    var fit: [FitSpec] = []
    /// Non-fatal findings of the reader (unknown top-level keys), rendered
    /// `FILE:LINE:COLUMN: warning: MESSAGE`.
    public var warnings: [String] = []

    /// Reads and checks a spec: everything that can be checked without laying out.
    /// - Parameters:
    ///   - source: the JSON text.
    ///   - file: the file name for messages (`<stdin>` for standard input).
    /// - Throws: ``InputError`` at the first problem, located in `source`.
    /// - Complexity: O(size of `source`).
    public static func read(_ source: String, file: String) throws(InputError) -> Spec {
        try SpecReader.read(source, file: file)
    }

    /// Whether `name` can name a view, a guide or a metric: a C identifier (ASCII letters,
    /// digits and `_`, not starting with a digit).
    public static func isName(_ name: String) -> Bool { SpecReader.isIdentifier(name) }

    /// The priority names a spec and a linear system accept, with their values: UIKit's
    /// `.required`, `.defaultHigh`, `.defaultLow` and `.fittingSizeLevel`.
    static let namedPriorities: [(name: String, value: Double)] = [
        ("required", 1000), ("high", 750), ("low", 250), ("fitting", 50),
    ]

    /// The value of a priority name of ``namedPriorities``, or nil.
    static func priority(named name: String) -> Double? {
        namedPriorities.first { $0.name == name }?.value
    }

    /// A view of the tree.
    struct ViewSpec {
        var name: String
        var position: SourcePosition
        var frame: Rect?
        /// Per dimension; nil: no intrinsic metric.
        var intrinsicSize: (width: Double?, height: Double?) = (nil, nil)
        var hugging: (Double, Double) = (250, 250)
        var compressionResistance: (Double, Double) = (750, 750)
        var layoutMargins: EdgeInsets?
        var layoutDirection: LayoutDirection?
        /// `[fromTop, fromBottom]`-style baseline offsets: the first baseline below the top, the
        /// last above the bottom.
        var baselines: (first: Double?, last: Double)?
        var guides: [(name: String, position: SourcePosition)] = []
        var scroll: ScrollSpec?
        /// `stack`: the view is a stack view arranging its subviews.
        var stack: StackSpec?
        /// `hidden`.
        var hidden = false
        /// `safeAreaInsets` (the root only): the window's unsafe area.
        var safeAreaInsets: EdgeInsets?
        var insetsLayoutMarginsFromSafeArea = true
        var preservesSuperviewLayoutMargins = false
        var layoutMarginsFollowReadableWidth = false
        var directionalLayoutMargins: DirectionalEdgeInsets?
        var systemMinimumLayoutMargins: DirectionalEdgeInsets?
        /// `autoresizingMask`, with where it was given.
        var autoresizingMask: (mask: AutoresizingMask, position: SourcePosition)?
        /// `designSize`: the size the subviews' frames were designed for.
        var designSize: Size?
        /// The `tiled` object: the view draws as a `CATiledLayer` (see `SpecReader+ScrollGeometry.swift`).
        var tiled: TiledLayer?
        var subviews: [ViewSpec] = []
    }

    /// The `scroll` object of a scroll view (its semantics come with the scroll-view issue).
    struct ScrollSpec {
        var contentInset = EdgeInsets.zero
        var contentOffset = Point.zero
        var contentSize: Size?
        var zoomView: (name: String, position: SourcePosition)?
        var zoomScale = 1.0
        var minimumZoomScale = 1.0
        var maximumZoomScale = 1.0
        var pagingEnabled = false
        var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
        /// Centring, indicators (see `SpecReader+ScrollGeometry.swift`).
        var geometry = ScrollGeometrySpec()
        /// The motion settings (contract `scrolling.md` §2), read by `layout-tool scroll`.
        var motion = MotionSpec()
    }

    /// A view's `stack` object (contract §6).
    struct StackSpec {
        /// The stack's properties (`axis`, `distribution`, `alignment`, `spacing`, the two
        /// arrangement flags).
        var configuration = StackView.Configuration()
        /// Spacing after arranged subviews, in the spec's order, with where each was named.
        var customSpacing: [(name: String, position: SourcePosition, spacing: Double)] = []
    }

    /// The `scroll` keys of a moving scroll view: UIKit's defaults unless given.
    struct MotionSpec {
        var bounces = true
        var alwaysBounceVertical = false
        var alwaysBounceHorizontal = false
        var bouncesZoom = true
        var decelerationRate = ScrollView.DecelerationRate.normal
        var scrollEnabled = true
        var directionalLockEnabled = false
        var scrollsToTop = true
        var recenter: ScrollView.RecenteringAxes = []
    }

    /// One entry of `constraints`.
    struct ConstraintSpec {
        /// The constraint string (`format` of an object).
        var text: String
        /// The JSON string value, for positions inside it.
        var located: LocatedJSON
        var options: [(name: String, value: LocatedJSON)] = []
        var metrics: [String: Double] = [:]
        /// Applies to the constraints that the text leaves required.
        var priority: Double?
        var identifier: String?
    }

    /// One entry of `fit`.
    struct FitSpec {
        var view: String
        var position: SourcePosition
        /// `compressed` (0, 0), `expanded` (10000, 10000) or a size.
        var target: Size
        var priorities: (Double, Double) = (50, 50)
    }
}

extension Spec {
    /// Every view in tree order.
    var views: [ViewSpec] {
        var out: [ViewSpec] = []
        var stack = [root]
        while let v = stack.popLast() {
            out.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return out
    }
}
