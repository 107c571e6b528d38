/// What a tiled view must draw at one moment: the level of detail in use and the tiles that
/// meet the visible part of the view.
public struct VisibleTiles: Hashable, Sendable {
    /// The scale the view is drawn at on screen: its scroll view's zoom scale when it is the
    /// zoom view or inside it, else 1. The level of detail follows from it.
    public var zoomScale: Double
    /// The grid at the level in use.
    public var grid: TileGrid
    /// The visible part of the view, in its own coordinates (empty, of size 0, when none is).
    public var visibleRect: Rect
    /// The tiles that meet ``visibleRect``.
    public var range: TileRange

    /// The tiles to draw, by row then column.
    /// - Complexity: O(number of tiles).
    public var tiles: [Tile] { range.tiles }

    /// Which tiles enter and which leave when the view goes from this state to `later` (a
    /// scroll, or a zoom that may change the level).
    /// - Complexity: O(tiles entering + tiles leaving + 1).
    public func diff(to later: VisibleTiles) -> TileDiff { TileDiff(from: range, to: later.range) }
}

/// Tiling a view as a `CATiledLayer` does (contract `scrolling.md` §3): for the scroll state, the
/// visible part of the view and the tiles that cover it.
///
/// The visible area is the nearest enclosing scroll view's visible rect
/// `(contentOffset, bounds size)`, converted into the view's coordinates (through the zoom
/// transform when the view is the zoom view or inside it: content point `p` is
/// `(p − zoomedFrame.origin) / zoomScale` in the zoom view) and intersected with the view's
/// bounds. A view in no scroll view sees the root's bounds.
extension View {
    /// The nearest ancestor that is a scroll view.
    public var enclosingScrollView: ScrollView? {
        var v = superview
        while let current = v {
            if let s = current as? ScrollView { return s }
            v = current.superview
        }
        return nil
    }

    /// The visible part of this view in its own bounds coordinates, after the last layout
    /// pass, for the enclosing scroll view at `contentOffset` and `zoomScale` (default: its
    /// own, set as plain state: nothing else moves). Of size 0 when none of it is visible.
    /// - Complexity: O(depth).
    public func visibleRectInBounds(contentOffset: Point? = nil, zoomScale: Double? = nil) -> Rect {
        visibleArea(contentOffset: contentOffset, zoomScale: zoomScale).rect
    }

    /// The visible rect and the scale the view is drawn at.
    private func visibleArea(contentOffset: Point?, zoomScale: Double?) -> (rect: Rect, scale: Double) {
        var area: Rect
        var scale = 1.0
        if let sv = enclosingScrollView {
            let offset = contentOffset ?? sv.contentOffset
            let visible = Rect(origin: offset, size: sv.frame.size)
            let z = zoomScale ?? sv.zoomScale
            if let zoomView = sv.zoomView, zoomView.isAncestor(of: self), z.isFinite, z > 0,
                let zoomed = sv.zoomedFrame(atScale: z)
            {
                scale = z
                let inZoomView = Rect(
                    x: (visible.minX - zoomed.minX) / z + zoomView.boundsOrigin.x,
                    y: (visible.minY - zoomed.minY) / z + zoomView.boundsOrigin.y,
                    width: visible.width / z, height: visible.height / z)
                area = convert(inZoomView, from: zoomView)
            } else {
                area = convert(visible, from: sv)
            }
        } else {
            area = convert(rootView.bounds, from: rootView)
        }
        let b = bounds
        let minX = Swift.max(area.minX, b.minX), minY = Swift.max(area.minY, b.minY)
        let maxX = Swift.min(area.maxX, b.maxX), maxY = Swift.min(area.maxY, b.maxY)
        area = Rect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
        return (area, scale)
    }

    /// What the view's tiled layer must draw for the enclosing scroll view at `contentOffset`
    /// and `zoomScale` (defaults: its own, as plain state), on a screen of `screenScale` pixels
    /// per point.
    /// - Parameters:
    ///   - layer: the tiling; default ``tiledLayer``, else `CATiledLayer`'s defaults.
    ///   - contentOffset: the enclosing scroll view's offset; default its own.
    ///   - zoomScale: the enclosing scroll view's zoom scale; default its own.
    ///   - screenScale: pixels per point of the screen.
    ///   - limit: the most tiles the answer may list.
    /// - Throws: ``ScrollGeometryError`` for an invalid layer, scale or zoom scale, or more
    ///   tiles than `limit`; nothing changes.
    /// - Complexity: O(depth + tiles listed).
    public func visibleTiles(
        layer: TiledLayer? = nil, screenScale: Double = 2, contentOffset: Point? = nil, zoomScale: Double? = nil,
        limit: Int = TileGrid.maximumTileCount
    ) throws(ScrollGeometryError) -> VisibleTiles {
        if let z = zoomScale, !(z.isFinite && z > 0) { throw .invalidZoomScale(z) }
        let (rect, scale) = visibleArea(contentOffset: contentOffset, zoomScale: zoomScale)
        let grid = try (layer ?? tiledLayer ?? TiledLayer()).grid(
            bounds: bounds, zoomScale: scale, screenScale: screenScale)
        return VisibleTiles(
            zoomScale: scale, grid: grid, visibleRect: rect, range: try grid.range(for: rect, limit: limit))
    }
}
