/// A ``TextMeasuring`` for a monospaced font: every character (Unicode scalar… precisely, every
/// `Character`) advances ``characterWidth`` and every line is ``lineHeight`` tall. Lines break
/// at spaces (greedy word wrapping, the way UIKit's labels wrap by word); a word wider than the
/// line is broken between characters; `\n` starts a new paragraph. Deterministic: the sizes are
/// exact multiples of the two metrics, which makes it the measurer of choice for tests, and an
/// example of the protocol for hosts with real fonts.
public struct MonospacedTextMeasurer: TextMeasuring, Hashable {
    /// The advance of every character, in points.
    public var characterWidth: Double
    /// The height of every line, in points.
    public var lineHeight: Double
    /// The first baseline's distance below the top.
    public var ascent: Double
    /// The last baseline's distance above the bottom.
    public var descent: Double

    /// A measurer with the given metrics; the baselines default to 80% of the line from its
    /// top. Values that are not finite or are negative count as 0.
    public init(characterWidth: Double = 8, lineHeight: Double = 20, ascent: Double? = nil, descent: Double? = nil) {
        func clean(_ x: Double) -> Double { x.isFinite && x > 0 ? x : 0 }
        self.characterWidth = clean(characterWidth)
        self.lineHeight = clean(lineHeight)
        self.ascent = clean(ascent ?? 0.8 * self.lineHeight)
        self.descent = clean(descent ?? 0.2 * self.lineHeight)
    }

    /// The lines `text` breaks into at `maximumWidth`, each as its number of characters.
    /// - Complexity: O(characters).
    public func lineLengths(of text: String, maximumWidth: Double) -> [Int] {
        // How many characters fit on a line (at least one, so that every line makes progress).
        let perLine: Int
        if !maximumWidth.isFinite || characterWidth == 0 {
            perLine = Int.max
        } else {
            perLine = Swift.max(1, Int((Swift.max(maximumWidth, 0) / characterWidth + 1e-9).rounded(.down)))
        }
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0
            var any = false
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var length = word.count
                if any {
                    if current + 1 + length <= perLine {
                        current += 1 + length
                        continue
                    }
                    lines.append(current)
                }
                // A word longer than a line is broken between characters.
                while length > perLine {
                    lines.append(perLine)
                    length -= perLine
                }
                current = length
                any = true
            }
            lines.append(any ? current : 0)
        }
        return lines
    }

    /// The widest line times ``characterWidth`` by the lines times ``lineHeight``; empty text
    /// measures (0, 0).
    public func size(of text: String, maximumWidth: Double, maximumLines: Int) -> Size {
        guard !text.isEmpty else { return .zero }
        var lines = lineLengths(of: text, maximumWidth: maximumWidth)
        if maximumLines > 0 && lines.count > maximumLines { lines = Array(lines.prefix(maximumLines)) }
        return Size(width: Double(lines.max() ?? 0) * characterWidth, height: Double(lines.count) * lineHeight)
    }
}
