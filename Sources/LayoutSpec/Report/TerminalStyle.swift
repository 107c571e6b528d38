/// ANSI styling for a terminal: bold headings, yellow warnings, red errors — or plain text.
///
/// Colour is for people at a terminal only; a tool turns it on only when standard output is a
/// terminal and `NO_COLOR` is unset, so that files and pipes get plain text.
public struct TerminalStyle: Sendable {
    /// Whether ANSI escapes are written.
    public var colour: Bool

    /// A style that writes ANSI escapes only when `colour` is true.
    public init(colour: Bool) { self.colour = colour }

    /// `s` in bold.
    func bold(_ s: String) -> String { colour ? "\u{1B}[1m\(s)\u{1B}[0m" : s }
    /// `s` in yellow.
    func yellow(_ s: String) -> String { colour ? "\u{1B}[33m\(s)\u{1B}[0m" : s }
    /// `s` in bold red.
    func red(_ s: String) -> String { colour ? "\u{1B}[1;31m\(s)\u{1B}[0m" : s }
}
