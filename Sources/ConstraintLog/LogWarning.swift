/// A description that could not be read: the rest of its block is still explained.
public struct LogWarning: Equatable, Sendable {
    /// The line (1-based) of the description.
    public var line: Int
    /// What could not be read.
    public var message: String

    /// Creates a warning.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
