/// One block of a constraint log: an "Unable to simultaneously satisfy constraints" block, a
/// bare list of descriptions, or an `_autolayoutTrace` excerpt.
public struct LogBlock: Sendable {
    /// What kind of block it is.
    public enum Kind: String, Sendable {
        /// UIKit's "Unable to simultaneously satisfy constraints" block.
        case unsatisfiable
        /// Constraint descriptions without the message (a fragment or a pasted list).
        case list
        /// An `_autolayoutTrace` excerpt.
        case trace
    }

    /// What kind of block it is.
    public var kind: Kind
    /// The line (1-based) where it starts.
    public var line: Int
    /// The descriptions of its list that could be read, in order.
    public var constraints: [LogConstraint]
    /// The address of the constraint UIKit broke ("Will attempt to recover by breaking
    /// constraint"), when the block has that line.
    public var uikitBroke: String?
    /// Whether the block has its list and the break line (the hint after it does not matter).
    public var isComplete: Bool
    /// Descriptions that could not be read, with their lines.
    public var warnings: [LogWarning]
    /// For a trace: the views marked `AMBIGUOUS LAYOUT`, as printed, in order.
    public var ambiguousViews: [String]

    /// Creates a block.
    public init(
        kind: Kind, line: Int, constraints: [LogConstraint] = [], uikitBroke: String? = nil,
        isComplete: Bool = false, warnings: [LogWarning] = [], ambiguousViews: [String] = []
    ) {
        self.kind = kind
        self.line = line
        self.constraints = constraints
        self.uikitBroke = uikitBroke
        self.isComplete = isComplete
        self.warnings = warnings
        self.ambiguousViews = ambiguousViews
    }
}
