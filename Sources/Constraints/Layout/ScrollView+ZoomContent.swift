/// Zoom content: where the zoom view is and how large the content is at a zoom scale, when the
/// zoom view is not the whole content; centring small content; Apple's zoom rectangle for a
/// scale and a centre; the double-tap cycle.
///
/// ## The content size with a zoom view (the WWDC 2010 session's stationary-header rule)
/// UIKit sets `contentSize` to the zoom view's frame size as it zooms; the session's
/// stationary header (seed 003) overrides the `contentSize` setter to add the content that does
/// not zoom. The rule here is that technique in general form: the zoom view keeps its layout
/// origin and its size is scaled (``uncenteredZoomedFrame(atScale:)``), and ``contentSize``
/// reaches the far edges (largest `maxX` and `maxY`, measured from the content origin) of that
/// frame and of the frames of every other subview of the scroll view. A 44-point header above a
/// 640 × 480 photo at 2×: the photo's frame is `(0, 44, 1280, 960)` and the content size
/// `1280 × 1004` (the header's 44 points are not scaled). When the zoom view sits alone at the
/// origin this is UIKit's own rule, `contentSize == zoomView.frame.size`. The size the
/// constraints give the content area at scale 1 (``unzoomedContentSize``) is not used.
///
/// ## Centring (``centersContent``)
/// Seed 000's and the WWDC session's `layoutSubviews`: on an axis where the zoomed view is
/// smaller than the visible area (the bounds less ``adjustedContentInset``), its origin on that
/// axis is `(visible − zoomed) / 2` from the content origin, so it sits in the middle of what
/// is on screen at the resting offset. Centring moves the zoom view, not the content: the
/// content size is the uncentred one (a 640 × 480 photo at 0.25 in 320 × 480: frame
/// `(80, 180, 160, 120)`, content size `160 × 120`).
extension ScrollView {
    /// The zoom view's frame at zoom scale `scale` before any centring: its layout origin, its
    /// layout size × `scale`. Nil without a zoom view (or one that is not a subview).
    public func uncenteredZoomedFrame(atScale scale: Double) -> Rect? {
        guard let z = zoomView, z.superview === self else { return nil }
        let f = z.frame
        return Rect(x: f.minX, y: f.minY, width: f.width * scale, height: f.height * scale)
    }

    /// The zoom view's frame at zoom scale `scale` in content coordinates: the
    /// ``uncenteredZoomedFrame(atScale:)``, centred in the visible area on each axis where it
    /// is smaller when ``centersContent`` is set. Nil without a zoom view.
    public func zoomedFrame(atScale scale: Double) -> Rect? {
        guard var f = uncenteredZoomedFrame(atScale: scale) else { return nil }
        guard centersContent else { return f }
        let inset = adjustedContentInset
        let visible = Size(
            width: frame.width - inset.left - inset.right, height: frame.height - inset.top - inset.bottom)
        if f.width < visible.width { f.origin.x = (visible.width - f.width) / 2 }
        if f.height < visible.height { f.origin.y = (visible.height - f.height) / 2 }
        return f
    }

    /// The content size at zoom scale `scale`: the far edges (from the content origin) of the
    /// uncentred zoomed frame and of every other subview's frame, each at least 0. Nil without
    /// a zoom view (the constraints' content size holds).
    /// - Complexity: O(number of subviews).
    public func zoomedContentSize(atScale scale: Double) -> Size? {
        guard let zoomed = uncenteredZoomedFrame(atScale: scale) else { return nil }
        var width = Swift.max(0, zoomed.maxX), height = Swift.max(0, zoomed.maxY)
        for v in subviews where v !== zoomView {
            width = Swift.max(width, v.frame.maxX)
            height = Swift.max(height, v.frame.maxY)
        }
        return Size(width: width, height: height)
    }

    /// Apple's Listing 3-2: the rectangle, in the zoom view's coordinates, that
    /// `zoom(to:)` should be given to show zoom scale `scale` centred on `center` (also in the
    /// zoom view's coordinates): the scroll view's frame size ÷ `scale`, centred on `center`.
    /// At scale 1 it is the size of the bounds; the smaller the scale, the larger the rectangle.
    /// - Throws: ``ScrollGeometryError/invalidZoomScale(_:)`` unless `scale` is finite and
    ///   positive.
    public func zoomRect(forScale scale: Double, center: Point) throws(ScrollGeometryError) -> Rect {
        guard scale.isFinite, scale > 0 else { throw .invalidZoomScale(scale) }
        let size = Size(width: frame.width / scale, height: frame.height / scale)
        return Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The zoom scale a double tap moves to, the seeds' cycle: below 1 → 1 (actual size), below
    /// the maximum → ``maximumZoomScale``, at the maximum → ``minimumZoomScale``; so from 1 it
    /// goes 1 → maximum → minimum → 1. Clamped to the zoom range like ``zoomScale``. Scales
    /// within 1e-9 of 1 or of the maximum count as equal to them.
    public var doubleTapZoomScale: Double {
        let z = zoomScale, top = Swift.max(minimumZoomScale, maximumZoomScale)
        let next: Double
        if z < 1 - 1e-9 {
            next = 1
        } else if z < top - 1e-9 * Swift.max(1, top) {
            next = top
        } else {
            next = minimumZoomScale
        }
        return Swift.max(minimumZoomScale, Swift.min(next, maximumZoomScale))
    }

    /// The rectangle to zoom to for a double tap at `point` (zoom view coordinates): Listing
    /// 3-2's rectangle for ``doubleTapZoomScale`` centred on the tap, as Apple's guide uses it.
    public func doubleTapZoomRect(at point: Point) -> Rect {
        let scale = doubleTapZoomScale
        guard scale.isFinite, scale > 0 else { return Rect(origin: point, size: .zero) }
        let size = Size(width: frame.width / scale, height: frame.height / scale)
        return Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
    }
}
