import InternalUtilities

/// Distances inward from each edge of a rectangle, like `UIEdgeInsets` (absolute: left is
/// always the left, whatever the layout direction).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Insets from each edge, in `UIEdgeInsets`' order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    /// No inset on any edge.
    public static let zero = EdgeInsets(all: 0)

    /// Whether every inset is a finite number.
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// `[top, left, bottom, right]`, the order of the layout spec.
    public var description: String {
        "[\(formatNumber(top)), \(formatNumber(left)), \(formatNumber(bottom)), \(formatNumber(right))]"
    }
}
