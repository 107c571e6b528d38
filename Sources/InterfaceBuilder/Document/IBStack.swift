import Constraints

/// A `<stackView>`'s own attributes, as the stack view they make: `axis` (`horizontal` when
/// absent), `distribution` and `alignment` (`fill`), `spacing` (0, or the system spacing for
/// `spacingType="standard"`), `baselineRelativeArrangement`, `layoutMarginsRelativeArrangement`.
public typealias IBStack = StackView.Configuration
