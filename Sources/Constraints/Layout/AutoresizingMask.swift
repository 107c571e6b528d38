/// Which parts of a view's frame stretch when its superview's size changes, like
/// `UIView.AutoresizingMask` (springs and struts). Used by views whose
/// ``View/translatesAutoresizingMaskIntoConstraints`` is true; see ``View/autoresizingMask``.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The mask's bits, UIKit's values.
    public let rawValue: Int

    /// Creates a mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The distance to the superview's left edge stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Whether any part of the axis stretches.
    func isFlexible(_ axis: LayoutAxis) -> Bool {
        axis == .horizontal
            ? !isDisjoint(with: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
            : !isDisjoint(with: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
    }

    /// `NSAutoresizingMaskLayoutConstraint`'s words for the mask, as UIKit's logs print them:
    /// `h=` and `v=` each followed by margin, size, margin, `-` fixed and `&` flexible. An axis
    /// with nothing flexible prints `--&` as UIKit's does (the far margin takes what is left).
    public var logDescription: String {
        func axis(_ lead: AutoresizingMask, _ size: AutoresizingMask, _ trail: AutoresizingMask) -> String {
            guard contains(lead) || contains(size) || contains(trail) else { return "--&" }
            return [lead, size, trail].map { contains($0) ? "&" : "-" }.joined()
        }
        return "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
            + "v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
    }
}

/// How one axis of an autoresizing view follows its superview's length `L` on that axis: its
/// centre is `centerFactor × L + centerConstant` and its length `lengthFactor × L +
/// lengthConstant`, in the superview's bounds coordinates.
struct AutoresizingTranslation: Equatable {
    var centerFactor: Double
    var centerConstant: Double
    var lengthFactor: Double
    var lengthConstant: Double

    /// The translation for a frame part at `origin` of `length`, designed in a superview
    /// `design` long, with flexible leading margin, length and trailing margin as given.
    ///
    /// The superview's change `Δ = L − design` is shared by the flexible parts in proportion
    /// to their designed lengths (equally when those are all 0), except that with both margins
    /// flexible and the length fixed the centre keeps its fraction of the superview's length
    /// (`centre / design`; the middle when `design` is 0). These are the constraints UIKit
    /// makes, measured in docs/layout.md ("Autoresizing masks").
    static func make(
        origin a: Double, length s: Double, design: Double, flexible: (lead: Bool, length: Bool, trail: Bool)
    ) -> AutoresizingTranslation {
        let b = design - a - s
        let center = a + s / 2
        if flexible.lead && flexible.trail && !flexible.length {
            let factor = design > 0 ? center / design : 0.5
            return AutoresizingTranslation(
                centerFactor: factor, centerConstant: center - factor * design, lengthFactor: 0, lengthConstant: s)
        }
        let parts = [(a, flexible.lead), (s, flexible.length), (b, flexible.trail)]
        let count = Double(parts.filter(\.1).count)
        let total = parts.filter(\.1).reduce(0.0) { $0 + Swift.max($1.0, 0) }
        func share(_ part: (Double, Bool)) -> Double {
            guard part.1, count > 0 else { return 0 }
            return total > 0 ? Swift.max(part.0, 0) / total : 1 / count
        }
        let leadShare = share(parts[0]), lengthShare = share(parts[1])
        // origin + length/2 moves by Δ × (leadShare + lengthShare / 2).
        let centerFactor = leadShare + lengthShare / 2
        return AutoresizingTranslation(
            centerFactor: centerFactor, centerConstant: center - centerFactor * design, lengthFactor: lengthShare,
            lengthConstant: s - lengthShare * design)
    }
}
