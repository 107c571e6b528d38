extension VisualFormat {
    /// Options of a visual format line, with the raw values of Apple's `NSLayoutFormatOptions`.
    ///
    /// Three independent groups share the bits:
    /// - **Alignment** (`alignAll…`, bit `1 << attribute`): for every connection between two
    ///   views, each set bit adds `first.attribute == second.attribute`, where `first` is the
    ///   earlier view (the later one under ``directionRightToLeft``). Aligning along the line's own
    ///   axis is an error.
    /// - **Direction** (bits 16–17, one value): which horizontal attributes a `H:` line uses.
    ///   No effect on `V:` lines.
    /// - **Spacing** (bit 19): ``spacingBaselineToBaseline`` spaces a `V:` line between
    ///   baselines; on a `H:` line it is an error.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The bits, as Apple's `NSLayoutConstraint.FormatOptions.rawValue`.
        public var rawValue: UInt

        /// Creates options from Apple's raw bits; undefined bits are kept and ignored.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align the left edges of adjacent views (`1 << 1`). Vertical lines only.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the right edges of adjacent views (`1 << 2`). Vertical lines only.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the top edges of adjacent views (`1 << 3`). Horizontal lines only.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the bottom edges of adjacent views (`1 << 4`). Horizontal lines only.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the leading edges of adjacent views (`1 << 5`). Vertical lines only.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the trailing edges of adjacent views (`1 << 6`). Vertical lines only.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the horizontal centres of adjacent views (`1 << 9`). Vertical lines only.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the vertical centres of adjacent views (`1 << 10`). Horizontal lines only.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the last baselines of adjacent views (`1 << 11`). Horizontal lines only.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Apple's older name for ``alignAllLastBaseline`` (the same bit).
        public static let alignAllBaseline = alignAllLastBaseline
        /// Align the first baselines of adjacent views (`1 << 12`). Horizontal lines only.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Every alignment bit (`0xFFFF`), as Apple defines the mask.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal lines use `leading` and `trailing` (the default; no bit set).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Horizontal lines use `left` and `right`, in string order (`1 << 16`).
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal lines use `left` and `right`, mirrored: the string runs right to left (`2 << 16`).
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits (`3 << 16`); setting both is an error.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Spacing is measured between edges (the default; no bit set).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// A `V:` line spaces views from last baseline to first baseline (`1 << 19`).
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bit (`1 << 19`).
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// Every named option, in Apple's order, under its Swift name (`alignAllTop`,
        /// `directionRightToLeft`, …). `alignAllBaseline` and `alignAllLastBaseline` are the same
        /// bit; the zero-valued defaults (`directionLeadingToTrailing`, `spacingEdgeToEdge`) are
        /// listed so that their names are recognised. Tools use this to read option names.
        public static let named: [(name: String, option: FormatOptions)] = [
            ("alignAllLeft", .alignAllLeft),
            ("alignAllRight", .alignAllRight),
            ("alignAllTop", .alignAllTop),
            ("alignAllBottom", .alignAllBottom),
            ("alignAllLeading", .alignAllLeading),
            ("alignAllTrailing", .alignAllTrailing),
            ("alignAllCenterX", .alignAllCenterX),
            ("alignAllCenterY", .alignAllCenterY),
            ("alignAllBaseline", .alignAllBaseline),
            ("alignAllLastBaseline", .alignAllLastBaseline),
            ("alignAllFirstBaseline", .alignAllFirstBaseline),
            ("directionLeadingToTrailing", .directionLeadingToTrailing),
            ("directionLeftToRight", .directionLeftToRight),
            ("directionRightToLeft", .directionRightToLeft),
            ("spacingEdgeToEdge", .spacingEdgeToEdge),
            ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
        ]

        /// The option with this name, as people write it in Swift, Objective-C or plain text:
        /// Apple's Swift name (`alignAllTop`), with or without a prefix
        /// (`.alignAllTop`, `NSLayoutConstraint.FormatOptions.alignAllTop`,
        /// `NSLayoutFormatAlignAllTop`), compared without regard to case; nil for any other name.
        /// - Complexity: O(number of named options).
        public init?(named text: String) {
            var name = Substring(text)
            for prefix in ["NSLayoutConstraint.FormatOptions.", "NSLayoutFormat", "."] where name.hasPrefix(prefix) {
                name = name.dropFirst(prefix.count)
                break
            }
            let lowered = name.lowercased()
            guard let match = Self.named.first(where: { $0.name.lowercased() == lowered }) else { return nil }
            self = match.option
        }

        /// The alignment bits Apple defines, in attribute-number order (the order in which their
        /// constraints are emitted), each with the attribute it aligns.
        static let alignments: [(option: FormatOptions, attribute: Attribute, name: String)] = [
            (.alignAllLeft, .left, "alignAllLeft"),
            (.alignAllRight, .right, "alignAllRight"),
            (.alignAllTop, .top, "alignAllTop"),
            (.alignAllBottom, .bottom, "alignAllBottom"),
            (.alignAllLeading, .leading, "alignAllLeading"),
            (.alignAllTrailing, .trailing, "alignAllTrailing"),
            (.alignAllCenterX, .centerX, "alignAllCenterX"),
            (.alignAllCenterY, .centerY, "alignAllCenterY"),
            (.alignAllLastBaseline, .lastBaseline, "alignAllLastBaseline"),
            (.alignAllFirstBaseline, .firstBaseline, "alignAllFirstBaseline"),
        ]
    }
}
