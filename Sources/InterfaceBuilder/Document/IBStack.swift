import Constraints

/// A `<stackView>`'s arrangement, as written.
public struct IBStack: Sendable {
    /// `axis` (`horizontal` when absent).
    public var axis: LayoutAxis = .horizontal
    /// `distribution` (`fill` when absent).
    public var distribution: StackView.Distribution = .fill
    /// `alignment` (`fill` when absent).
    public var alignment: StackView.Alignment = .fill
    /// `spacing` (0), or the system spacing for `spacingType="standard"`.
    public var spacing: Double = 0
    /// `baselineRelativeArrangement="YES"`.
    public var baselineRelativeArrangement = false
    /// `layoutMarginsRelativeArrangement="YES"`.
    public var layoutMarginsRelativeArrangement = false
}
