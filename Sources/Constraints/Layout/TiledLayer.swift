/// How a view draws in tiles with levels of detail, as a `CATiledLayer` does: the layer asks
/// for the tiles that cover the visible part of the view, at a resolution chosen from the
/// zoom scale.
///
/// ## Levels of detail
/// The layer keeps ``levelsOfDetail`` drawing scales `2^k` (relative to the screen scale), for
/// `k = levelsOfDetailBias − (levelsOfDetail − 1) … levelsOfDetailBias`: with the defaults
/// (1 level, bias 0) only 1×; with 2 levels and bias 1, 1× and 2× (seed 000's example: the layer
/// redraws at 2× as soon as the view is zoomed even a little past 1×). At zoom scale `z` the
/// level in use is the **smallest scale at or above `z`**, or the largest when `z` is above them
/// all: a level never looks blurry by being scaled up, except above the top level.
/// A zoom scale within a relative 1e-9 above a power of two counts as that power, so a zoom scale computed as
/// `0.1 × 20` still picks the 2× level.
///
/// ## Tiles
/// ``tileSize`` is in pixels (as `CATiledLayer.tileSize`): at drawing scale `2^k` on a screen of
/// `S` pixels per point a tile covers `tileSize / (S · 2^k)` points of the view, and tile
/// `(column, row)` starts at `(column · w, row · h)` in the view's own coordinates (see
/// ``TileGrid``).
public struct TiledLayer: Hashable, Sendable {
    /// The largest tile side accepted, in pixels.
    public static let maximumTileSide = 1_000_000.0
    /// The most levels of detail accepted.
    public static let maximumLevelsOfDetail = 32
    /// The biases accepted: with at most 32 levels, drawing scales stay between `2^−63` and `2^32`.
    public static let levelsOfDetailBiasRange = -32...32

    /// The size of a tile in pixels (default 256 × 256).
    public var tileSize: Size
    /// How many drawing scales the layer keeps (default 1).
    public var levelsOfDetail: Int
    /// How many of those scales are above 1× (default 0).
    public var levelsOfDetailBias: Int

    /// A tiled layer; the defaults are `CATiledLayer`'s.
    public init(
        tileSize: Size = Size(width: 256, height: 256), levelsOfDetail: Int = 1, levelsOfDetailBias: Int = 0
    ) {
        self.tileSize = tileSize
        self.levelsOfDetail = levelsOfDetail
        self.levelsOfDetailBias = levelsOfDetailBias
    }

    /// Checks the configuration.
    /// - Throws: ``ScrollGeometryError`` naming the first value out of range.
    public func validate() throws(ScrollGeometryError) {
        for side in [tileSize.width, tileSize.height] where !(side >= 1 && side <= TiledLayer.maximumTileSide) {
            throw .invalidTileSize(tileSize)
        }
        guard (1...TiledLayer.maximumLevelsOfDetail).contains(levelsOfDetail) else {
            throw .invalidLevelsOfDetail(levelsOfDetail)
        }
        guard TiledLayer.levelsOfDetailBiasRange.contains(levelsOfDetailBias) else {
            throw .invalidLevelsOfDetailBias(levelsOfDetailBias)
        }
    }

    /// The exponents `k` of the drawing scales `2^k`, lowest first (valid configurations only).
    public var levels: ClosedRange<Int> { (levelsOfDetailBias - (levelsOfDetail - 1))...levelsOfDetailBias }

    /// The exponent `k` of the level in use at zoom scale `zoomScale`: the smallest drawing
    /// scale `2^k` at or above it, or the top level when it is above them all.
    /// - Throws: ``ScrollGeometryError`` for an invalid configuration or zoom scale.
    public func level(forZoomScale zoomScale: Double) throws(ScrollGeometryError) -> Int {
        try validate()
        guard zoomScale.isFinite, zoomScale > 0 else { throw .invalidZoomScale(zoomScale) }
        // zoomScale = significand · 2^exponent with the significand in [1, 2): the smallest power
        // of two at or above it is 2^exponent when the significand is 1 (within 1e-9), else the
        // next one. Exact, and no logarithm needed.
        let wanted = Int(zoomScale.exponent) + (zoomScale.significand <= 1 + 1e-9 ? 0 : 1)
        return Swift.min(Swift.max(wanted, levels.lowerBound), levels.upperBound)
    }

    /// The grid of tiles the layer draws on a view with bounds `bounds` at zoom scale
    /// `zoomScale`, on a screen of `screenScale` pixels per point.
    /// - Throws: ``ScrollGeometryError`` for an invalid configuration, zoom or screen scale.
    public func grid(bounds: Rect, zoomScale: Double, screenScale: Double = 2) throws(ScrollGeometryError)
        -> TileGrid
    {
        guard screenScale.isFinite, screenScale > 0, screenScale <= 100 else { throw .invalidScreenScale(screenScale) }
        let k = try level(forZoomScale: zoomScale)
        let pixelsPerPoint = screenScale * TileGrid.drawingScale(level: k)
        return TileGrid(
            level: k, tileSize: Size(width: tileSize.width / pixelsPerPoint, height: tileSize.height / pixelsPerPoint),
            bounds: bounds)
    }
}
