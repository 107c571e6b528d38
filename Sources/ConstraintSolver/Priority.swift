import Foundation

/// How strongly an optional constraint wants to hold, on Auto Layout's scale `(0, 1000]`.
///
/// Priorities are **strictly ordered**: the solver never gives up any amount of satisfaction at
/// one priority to reduce the error of constraints at lower priorities, however many of them
/// there are. Within one priority the errors add up. `1000` (``required``) means the constraint
/// must hold exactly.
///
/// A priority is validated where it is used: ``Solver/add(_:)`` throws
/// ``SolverError/invalidPriority(_:)`` for a value outside `(0, 1000]` or a non-finite one.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The numeric priority.
    public var rawValue: Double

    /// Creates a priority from any number; validity is checked when it is used.
    public init(rawValue: Double) { self.rawValue = rawValue }

    /// Creates a priority from any number; validity is checked when it is used.
    public init(_ value: Double) { self.rawValue = value }

    /// Creates a priority from an integer literal, such as `750`.
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    /// Creates a priority from a floating-point literal, such as `999.5`.
    public init(floatLiteral value: Double) { self.rawValue = value }

    /// 1000: the constraint must hold exactly.
    public static let required = Priority(1000)
    /// 750: UIKit's `defaultHigh`, the default compression resistance.
    public static let defaultHigh = Priority(750)
    /// 250: UIKit's `defaultLow`, the default content hugging.
    public static let defaultLow = Priority(250)
    /// 50: UIKit's `fittingSizeLevel`, used by `systemLayoutSizeFitting`.
    public static let fittingSizeLevel = Priority(50)

    /// Whether this is the required priority (exactly 1000).
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the value is usable: finite and in `(0, 1000]`.
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    /// Orders priorities by strength: `.defaultLow < .defaultHigh < .required`.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `amount` stronger, as UIKit writes `.defaultLow + 1`. The result is not
    /// checked: an out-of-range priority is refused where it is used.
    public static func + (lhs: Priority, amount: Double) -> Priority { Priority(lhs.rawValue + amount) }

    /// A priority `amount` weaker, as UIKit writes `.required - 1` (999).
    public static func - (lhs: Priority, amount: Double) -> Priority { Priority(lhs.rawValue - amount) }

    /// The number, written without a trailing `.0` when it is whole (`750`, `999.5`).
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e15
            ? String(Int64(rawValue)) : String(rawValue)
    }
}
