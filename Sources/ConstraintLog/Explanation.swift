/// What `layout-tool explain` says about one block.
public struct Explanation: Sendable {
    /// The block explained.
    public var block: LogBlock
    /// Short names for the block's items (`label1`).
    public var names: ShortNames
    /// Whether the block's required constraints cannot all hold, by UIKit's rules.
    public var conflict: Bool
    /// Indices into the block's constraints of a smallest subset that still cannot hold: every
    /// proper subset can. Empty without a conflict.
    public var minimalConflict: [Int]
    /// The conflict as numbers a person can check.
    public var arithmetic: String
    /// Every value the answer depends on that the log does not print, with the value used; the
    /// last entry says whether the conflict holds whatever those values are.
    public var assumptions: [String]
    /// Concrete edits that remove the conflict, in UIKit's terms.
    public var suggestions: [String]

    /// Creates an explanation.
    public init(
        block: LogBlock, names: ShortNames, conflict: Bool, minimalConflict: [Int], arithmetic: String,
        assumptions: [String], suggestions: [String]
    ) {
        self.block = block
        self.names = names
        self.conflict = conflict
        self.minimalConflict = minimalConflict
        self.arithmetic = arithmetic
        self.assumptions = assumptions
        self.suggestions = suggestions
    }

    /// The addresses of ``minimalConflict``, in list order.
    public var minimalConflictIDs: [String] { minimalConflict.map { block.constraints[$0].id } }
}
