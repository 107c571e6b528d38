import Constraints

/// A scroll script (contract `scrolling.md` §2): the steps `layout-tool scroll` plays against a
/// scroll view, each with where it was written.
///
/// Steps are separated by `;` or line breaks; a `#` starts a comment that runs to the end of
/// the line; blank steps are skipped. Words and numbers are separated by spaces; a pair is two
/// numbers joined by a comma (`0,-300`, spaces around the comma allowed). Times are seconds.
///
/// | step | meaning |
/// |---|---|
/// | `drag DX,DY [in T]` | the finger moves by DX,DY over T (default 0.1) |
/// | `release [VX,VY]` | the finger lifts with that velocity (points/s; default: the last drag's) |
/// | `wait T` | time passes |
/// | `settle` | time passes until nothing moves |
/// | `scroll-to X,Y [animated]` | `setContentOffset` |
/// | `scroll-rect X,Y,W,H [animated]` | `scrollRectToVisible` |
/// | `scroll-to-top` | a status-bar tap |
/// | `pinch S [at X,Y] [in T]` | two fingers spread by S about X,Y of the frame over T (default 0.2) |
/// | `zoom S [animated]` | `setZoomScale` |
/// | `target X,Y` | the delegate moves `willEndDragging`'s target to X,Y from now on |
public struct ScrollScript: Sendable {
    /// The file name used in messages (`<script>` for a script given on the command line).
    public var file: String
    /// The script's text, to quote in errors.
    public var source: String
    /// The steps, in order.
    var steps: [Step] = []

    /// The longest a `drag`, `wait` or `pinch` may take: 600 seconds.
    public static let maximumDuration = 600.0
    /// The fastest release velocity: `ScrollMotion/maximumSpeed` points per second.
    public static let maximumSpeed = ScrollMotion.maximumSpeed

    /// One step and where it starts.
    struct Step: Sendable {
        var action: Action
        /// The first character of the step (its keyword).
        var position: SourcePosition
        /// The step's text, for messages.
        var text: String
    }

    /// What a step does.
    enum Action: Sendable, Equatable {
        case drag(Point, duration: Double)
        case release(Point?)
        case wait(Double)
        case settle
        case scrollTo(Point, animated: Bool)
        case scrollRect(Rect, animated: Bool)
        case scrollToTop
        case pinch(Double, center: Point?, duration: Double)
        case zoom(Double, animated: Bool)
        case target(Point)
    }

    /// The step keywords, in the contract's order.
    static let keywords = [
        "drag", "release", "wait", "settle", "scroll-to", "scroll-rect", "scroll-to-top", "pinch", "zoom", "target",
    ]

    /// Reads a script.
    /// - Parameters:
    ///   - source: the script's text.
    ///   - file: the name for messages (`<script>` for one given on the command line).
    /// - Throws: ``InputError`` at the first malformed step, the caret under the word or number
    ///   that is wrong.
    /// - Complexity: O(length of `source`).
    public static func read(_ source: String, file: String) throws(InputError) -> ScrollScript {
        var reader = ScrollScriptReader(source: source, file: file)
        return ScrollScript(file: file, source: source, steps: try reader.readSteps())
    }

    /// The number of steps.
    public var count: Int { steps.count }

    /// An error about `step`, with the caret under its keyword.
    func error(_ message: String, at step: Step) -> InputError {
        let excerpt = SourceExcerpt(source: source, around: step.position)
        return InputError(
            file: file, line: step.position.line, column: step.position.column, message: message, text: excerpt.text,
            caret: excerpt.caret)
    }
}
