/// Something in a document the reader does not model, or could not use, located in the file:
/// the rest of the document is still laid out. Printed as `FILE:LINE: warning: MESSAGE`.
public struct IBWarning: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the element concerned.
    public var line: Int
    /// What was left out, and why.
    public var message: String

    /// A warning about the element at `line`.
    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `LINE: warning: MESSAGE` (the file name is added where it is printed).
    public var description: String { "\(line): warning: \(message)" }
}
