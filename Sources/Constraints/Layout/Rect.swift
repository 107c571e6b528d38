import InternalUtilities

/// A point in a view's coordinate system (x grows to the right, y downwards, as in UIKit).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (downwards, as in UIKit).
    public var y: Double

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)`, with numbers cleaned of floating-point noise.
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    /// `(width, height)`, with numbers cleaned of floating-point noise.
    public var description: String { "(\(formatNumber(width)), \(formatNumber(height)))" }
}

/// A rectangle: an origin and a size, like `CGRect` (sizes are not standardized).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// A rectangle at `origin` with `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its top-left corner and size, like `CGRect(x:y:width:height:)`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }

    /// Whether every coordinate is a finite number.
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// The rectangle snapped to a grid of `1/scale` points: each **edge** (minX, minY, maxX,
    /// maxY) is rounded to the nearest multiple of `1/scale` (halves away from zero), and the
    /// size is the difference of the rounded edges, so adjacent views stay adjacent.
    /// `scale` ≤ 0 or non-finite returns the rectangle unchanged.
    public func rounded(toScale scale: Double) -> Rect {
        guard scale > 0, scale.isFinite else { return self }
        // A huge scale times a huge coordinate overflows (and ∞ − ∞ is NaN): keep such values.
        func snap(_ v: Double) -> Double {
            let scaled = v * scale
            return scaled.isFinite ? scaled.rounded(.toNearestOrAwayFromZero) / scale : v
        }
        let x0 = snap(minX), y0 = snap(minY), x1 = snap(maxX), y1 = snap(maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `(x, y, width, height)`.
    public var description: String {
        "(\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}
