extension VisualFormat {
    /// A layout attribute, with UIKit's names as raw values (`leading`, `centerX`, …).
    ///
    /// Visual format lines produce only these; margin attributes never appear, because this
    /// project resolves `|-` to a number (see ``Configuration``) rather than to layout margins.
    public enum Attribute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left in left-to-right languages).
        case leading
        /// The trailing edge (right in left-to-right languages).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the first line of text.
        case firstBaseline
        /// The baseline of the last line of text (Apple's `baseline`).
        case lastBaseline

        /// The UIKit name, as in `a.leading`.
        public var description: String { rawValue }
    }
}
