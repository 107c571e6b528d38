/// Why a visual format string could not be parsed, and where.
///
/// ``position`` is the 0-based character index of Apple's caret: the parser's cursor when it
/// failed. That is usually the first character it could not use, the character just past a
/// name whose lookup failed, or the character just past the view or `|` that closed a
/// connection for errors found once a connection is complete (alignment and baseline options,
/// priorities out of range are reported just past the priority). It is `nil` for the cases
/// Apple reports without a caret: an empty string, a non-ASCII string, and (this module's
/// addition) options that combine two directions. A non-`nil` position is always in
/// `0...format.utf8.count` (the format is ASCII whenever there is a position).
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong: Apple's text where it is known, or a clearer one in the same spirit.
    public var message: String
    /// The whole format string that failed.
    public var format: String
    /// The 0-based index of the character the caret points at, or `nil` when there is none.
    public var position: Int?

    /// Creates an error; `position` is a 0-based character index into `format`, or `nil`.
    public init(message: String, format: String, position: Int?) {
        self.message = message
        self.format = format
        self.position = position
    }

    /// Apple's rendering: the message, the format on the next line, then a line with
    /// ``position`` spaces and a caret (`^`). Without a position the caret line is left out, and
    /// an empty format adds no line at all.
    public var description: String {
        var text = message
        if !format.isEmpty { text += "\n" + format }
        if let position { text += "\n" + String(repeating: " ", count: position) + "^" }
        return text
    }
}
