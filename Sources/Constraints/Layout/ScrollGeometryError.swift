import InternalUtilities

/// Why a scroll-geometry question (tiles, zoom rectangles) has no answer: the input is outside
/// what the geometry can answer with finite numbers. Thrown before any state changes.
public enum ScrollGeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A tile size (in pixels) that is not finite, below 1 or above ``TiledLayer/maximumTileSide``.
    case invalidTileSize(Size)
    /// `levelsOfDetail` outside `1...`\ ``TiledLayer/maximumLevelsOfDetail``.
    case invalidLevelsOfDetail(Int)
    /// `levelsOfDetailBias` outside ``TiledLayer/levelsOfDetailBiasRange``.
    case invalidLevelsOfDetailBias(Int)
    /// A screen scale (pixels per point) that is not finite, not positive or above 100.
    case invalidScreenScale(Double)
    /// A zoom scale that is not finite or not positive.
    case invalidZoomScale(Double)
    /// The visible area needs more tiles than the limit (`count` may be too large for an `Int`).
    case tooManyTiles(count: Double, limit: Int)

    /// One sentence saying what is wrong and what is allowed.
    public var description: String {
        switch self {
        case .invalidTileSize(let s):
            "tileSize \(formatNumber(s.width)) × \(formatNumber(s.height)) pixels is invalid: each side must be "
                + "from 1 to \(formatNumber(TiledLayer.maximumTileSide)) pixels"
        case .invalidLevelsOfDetail(let n):
            "levelsOfDetail \(n) is invalid: it must be from 1 to \(TiledLayer.maximumLevelsOfDetail)"
        case .invalidLevelsOfDetailBias(let n):
            "levelsOfDetailBias \(n) is invalid: it must be from \(TiledLayer.levelsOfDetailBiasRange.lowerBound) "
                + "to \(TiledLayer.levelsOfDetailBiasRange.upperBound)"
        case .invalidScreenScale(let s):
            "screen scale \(formatNumber(s)) is invalid: it must be a number of pixels per point in (0, 100]"
        case .invalidZoomScale(let z):
            "zoom scale \(formatNumber(z)) is invalid: it must be a finite number greater than 0"
        case .tooManyTiles(let count, let limit):
            "the visible area needs \(count < 1e15 ? formatNumber(count) : "more than 1e15") tiles, more than the "
                + "limit of \(limit): use larger tiles or more levels of detail below 1×"
        }
    }
}
