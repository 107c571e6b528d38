/// A stack view's properties as one value, for readers of specs and Interface Builder
/// documents that learn them before the stack exists.
extension StackView {
    /// The properties that decide a stack view's arrangement, besides its arranged subviews
    /// and custom spacings: UIKit's defaults unless given.
    public struct Configuration: Sendable, Hashable {
        /// ``StackView/axis``.
        public var axis: LayoutAxis
        /// ``StackView/distribution``.
        public var distribution: Distribution
        /// ``StackView/alignment``.
        public var alignment: Alignment
        /// ``StackView/spacing``.
        public var spacing: Double
        /// ``StackView/isBaselineRelativeArrangement``.
        public var isBaselineRelativeArrangement: Bool
        /// ``StackView/isLayoutMarginsRelativeArrangement``.
        public var isLayoutMarginsRelativeArrangement: Bool

        /// A configuration; every argument defaults to UIKit's default.
        public init(
            axis: LayoutAxis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
            spacing: Double = 0, isBaselineRelativeArrangement: Bool = false,
            isLayoutMarginsRelativeArrangement: Bool = false
        ) {
            self.axis = axis
            self.distribution = distribution
            self.alignment = alignment
            self.spacing = spacing
            self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
            self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        }
    }

    /// The stack's properties as one value; setting it sets each (a change is applied at the
    /// next layout pass, as for each property).
    public var configuration: Configuration {
        get {
            Configuration(
                axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
                isBaselineRelativeArrangement: isBaselineRelativeArrangement,
                isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement)
        }
        set {
            axis = newValue.axis
            distribution = newValue.distribution
            alignment = newValue.alignment
            spacing = newValue.spacing
            isBaselineRelativeArrangement = newValue.isBaselineRelativeArrangement
            isLayoutMarginsRelativeArrangement = newValue.isLayoutMarginsRelativeArrangement
        }
    }
}
