extension VisualFormat {
    /// The values the standard connection `-` stands for.
    ///
    /// Apple resolves `-` to a symbolic system spacing; headless, it is a number. The defaults
    /// are the macOS and pre-iOS 8 values: 8 between sibling views, 20 to the superview edge
    /// (modern UIKit pins `|-` to layout margins instead), and 8 between baselines when
    /// ``FormatOptions/spacingBaselineToBaseline`` is set (there is no font model here).
    public struct Configuration: Hashable, Sendable {
        /// The standard space between two sibling views, `[a]-[b]`. Default 8.
        public var siblingSpacing: Double
        /// The standard space between a view and the superview edge, `|-[a]` and `[a]-|`. Default 20.
        public var superviewSpacing: Double
        /// The standard space between two views' baselines in a `V:` line with
        /// ``FormatOptions/spacingBaselineToBaseline``. Default 8.
        public var baselineSpacing: Double

        /// Creates a configuration; every value defaults to this project's standard.
        public init(siblingSpacing: Double = 8, superviewSpacing: Double = 20, baselineSpacing: Double = 8) {
            self.siblingSpacing = siblingSpacing
            self.superviewSpacing = superviewSpacing
            self.baselineSpacing = baselineSpacing
        }
    }
}
