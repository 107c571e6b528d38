import Constraints

/// A layout spec (contract §1) read into values, every part with where it was written.
///
/// The reader checks shapes and names; the layout command turns the spec into views and
/// constraints. Keys for scroll views and `fit` are read and validated now and kept here for
/// the scroll-view work; they do not change the layout yet.
struct Spec {
    /// The file name used in messages (`<stdin>` for standard input).
    var file: String
    /// The source text, to quote lines in errors.
    var source: String
    var metrics: [String: Double] = [:]
    var root: ViewSpec
    var constraints: [ConstraintSpec] = []
    var fit: [FitSpec] = []
    /// Non-fatal findings of the reader (unknown top-level keys), rendered
    /// `FILE:LINE:COLUMN: warning: MESSAGE`.
    var warnings: [String] = []

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
