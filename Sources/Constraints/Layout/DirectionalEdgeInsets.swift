import InternalUtilities

/// Distances inward from each edge of a rectangle in the layout direction, like
/// `NSDirectionalEdgeInsets`: `leading` is the left edge in left-to-right layouts and the right
/// edge in right-to-left ones.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge.
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge.
    public var trailing: Double

    /// Insets from each edge, in `NSDirectionalEdgeInsets`' order.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The absolute insets these are in `direction`.
    public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// The directional insets that `insets` are in `direction`.
    public init(_ insets: EdgeInsets, direction: LayoutDirection) {
        self =
            direction == .leftToRight
            ? DirectionalEdgeInsets(
                top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
            : DirectionalEdgeInsets(
                top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }

    /// Whether every inset is a finite number.
    public var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }

    /// The system minimum layout margins UIKit's view controllers give their root views
    /// (`UIViewController.systemMinimumLayoutMargins`): 16 points leading and trailing in a
    /// compact-width environment (iPhones, except the largest in landscape), 20 in a
    /// regular-width one (iPads), none at the top and bottom.
    public static func systemMinimumLayoutMargins(
        horizontalSizeClass: UserInterfaceSizeClass
    ) -> DirectionalEdgeInsets {
        let side = horizontalSizeClass == .regular ? 20.0 : 16.0
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// `[top, leading, bottom, trailing]`.
    public var description: String {
        "[\(formatNumber(top)), \(formatNumber(leading)), \(formatNumber(bottom)), \(formatNumber(trailing))]"
    }
}

/// A size class, like `UIUserInterfaceSizeClass`: what decides a view controller's system
/// minimum margins. Headless there is no trait environment; the caller says which applies.
public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// A compact environment (an iPhone's width in portrait).
    case compact
    /// A regular environment (an iPad's width).
    case regular
}

extension EdgeInsets {
    /// Each inset the larger of the two.
    func maximum(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: Swift.max(top, other.top), left: Swift.max(left, other.left), bottom: Swift.max(bottom, other.bottom),
            right: Swift.max(right, other.right))
    }

    /// The insets added edge by edge.
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
