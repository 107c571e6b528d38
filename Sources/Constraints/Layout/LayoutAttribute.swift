/// The two axes of a layout, like `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case horizontal = 0
    case vertical = 1

    /// `horizontal` or `vertical`.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// A part of an item's layout that a constraint relates, with `NSLayoutConstraint.Attribute`'s
/// names and raw values.
///
/// Location attributes (edges, centres, baselines) are positions along one axis; size
/// attributes (`width`, `height`) are lengths. The `…Margin` and `…WithinMargins` variants are
/// the edge or centre of the item's `layoutMarginsGuide`.
public enum LayoutAttribute: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case notAnAttribute = 0
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    /// The last baseline (Apple's `baseline`).
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20

    /// The attribute with this spec/UIKit name (`"leading"`, `"centerYWithinMargins"`), or nil.
    /// `"baseline"` is accepted for ``lastBaseline``; `"notAnAttribute"` is not accepted.
    public init?(name: String) {
        if name == "baseline" {
            self = .lastBaseline
            return
        }
        guard let match = LayoutAttribute.byName[name] else { return nil }
        self = match
    }

    private static let byName: [String: LayoutAttribute] = Dictionary(
        uniqueKeysWithValues: allCases.filter { $0 != .notAnAttribute }.map { ($0.description, $0) })

    /// The axis the attribute lies along, or nil for ``notAnAttribute``.
    public var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default: .vertical
        }
    }

    /// `width` or `height`.
    public var isSize: Bool { self == .width || self == .height }

    /// An edge, centre or baseline: a position along ``axis``.
    public var isLocation: Bool { self != .notAnAttribute && !isSize }

    /// `leading`, `trailing` and their margin variants: these follow the layout direction.
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// `left`, `right` and their margin variants: these ignore the layout direction.
    public var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// Whether the attribute is measured on the item's layout margins.
    public var isMargin: Bool { rawValue >= 13 }

    /// `firstBaseline` or `lastBaseline`.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attribute without its margin (`leadingMargin` → `leading`,
    /// `centerXWithinMargins` → `centerX`); itself for the others.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// UIKit's name: `left`, `centerXWithinMargins`, `notAnAttribute`.
    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}
