/// Measures text for a ``Label``: a headless library knows no fonts, so the host supplies the
/// measuring (its toolkit's text layout, a terminal's character cells, a server's font
/// metrics). ``MonospacedTextMeasurer`` is a complete, deterministic example.
public protocol TextMeasuring: Sendable {
    /// The size of `text` laid out in lines no wider than `maximumWidth` (`.infinity`: each
    /// paragraph on one line), at most `maximumLines` lines (0: no limit): the widest line's
    /// width and the lines' total height.
    func size(of text: String, maximumWidth: Double, maximumLines: Int) -> Size
    /// The first baseline's distance below the top of the text.
    var ascent: Double { get }
    /// The last baseline's distance above the bottom of the text.
    var descent: Double { get }
}
