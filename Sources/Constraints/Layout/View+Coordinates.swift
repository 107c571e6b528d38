/// Converting points and rects between views' coordinate systems, like UIKit's
/// `convert(_:to:)` and `convert(_:from:)`.
///
/// A point in a view's bounds coordinates is `frame.origin + (p − boundsOrigin)` in its
/// superview's, so a scroll view's content offset (its bounds origin) counts on the way. The
/// root's coordinates are the window's: `nil` stands for them. A zoom view's scale is not
/// applied (the layout is solved at scale 1; see ``ScrollView/zoomScale``). Views of different
/// hierarchies are converted as if their roots shared one coordinate space.
extension View {
    /// `point`, given in this view's bounds coordinates, in the root's coordinates.
    /// - Complexity: O(depth).
    func pointInRoot(_ point: Point) -> Point {
        var p = point
        var view: View? = self
        while let v = view, let superview = v.superview {
            p = Point(x: v.frame.minX + p.x - v.boundsOrigin.x, y: v.frame.minY + p.y - v.boundsOrigin.y)
            view = superview
        }
        return p
    }

    /// `point`, given in the root's coordinates, in this view's bounds coordinates.
    /// - Complexity: O(depth).
    func pointFromRoot(_ point: Point) -> Point {
        // The inverse of ``pointInRoot(_:)``: the offset of this view's bounds origin in the root.
        let origin = pointInRoot(.zero)
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// `point`, given in this view's bounds coordinates, in `view`'s (nil: the root's).
    /// - Complexity: O(depth of both views).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = pointInRoot(point)
        return view?.pointFromRoot(inRoot) ?? inRoot
    }

    /// `point`, given in `view`'s bounds coordinates (nil: the root's), in this view's.
    /// - Complexity: O(depth of both views).
    public func convert(_ point: Point, from view: View?) -> Point {
        pointFromRoot(view?.pointInRoot(point) ?? point)
    }

    /// `rect`, given in this view's bounds coordinates, in `view`'s (nil: the root's). The size
    /// is unchanged: no view is scaled.
    /// - Complexity: O(depth of both views).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s bounds coordinates (nil: the root's), in this view's.
    /// - Complexity: O(depth of both views).
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
