extension VisualFormat {
    /// One side of a constraint: a named view, or the superview that `|` stands for.
    public enum Item: Hashable, Sendable, CustomStringConvertible {
        /// The view with this name (a key of the `views` argument).
        case view(String)
        /// The container `|` stands for; the layout layer decides which view it is.
        case superview

        /// The name used in the linear constraint form: the view's name, or `superview`.
        public var description: String {
            switch self {
            case .view(let name): name
            case .superview: "superview"
            }
        }
    }
}
