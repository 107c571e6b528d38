import Constraints
import InternalUtilities

/// Every limit the readers of specs and linear systems enforce on their input, in one place
/// (documented in `docs/limits.md`). Input beyond a limit is bad input: an ``InputError`` (exit
/// status 1 and a located `FILE:LINE:COLUMN: error:` message), never a trap, a hang or a wrong
/// answer.
public enum InputLimits {
    /// The largest input file (or standard input) read, in bytes: 64 MiB.
    public static let maximumInputSize = 64 << 20

    /// The deepest nesting of JSON arrays and objects in a spec. A view nests two levels below
    /// its parent (an object inside a `subviews` array), so views nest at most about 255 deep
    /// in a spec. The JSON parser recurses once per level, well within any thread's stack.
    public static let maximumJSONDepth = 512

    /// The longest line of a linear system, in bytes: 1 MiB.
    public static let maximumLineLength = 1 << 20

    /// The largest magnitude of any number in any input (constants, coefficients, multipliers,
    /// metrics, frames, sizes): the solver's own limit, beyond which its tolerances stop
    /// meaning anything.
    public static let magnitude = Solver.magnitudeLimit

    /// The smallest magnitude of a non-zero coefficient or multiplier. The solver treats
    /// coefficients within its tolerance (1e-8) as zero, so a smaller one would silently turn
    /// `x == 1e-12*y` into `x == 0`; 1e-6 leaves a margin of 100.
    public static let minimumCoefficient = 1e-6

    /// The longest excerpt of the input quoted in one error message, in characters; longer
    /// text (a megabyte-long number or name) is cut in the middle with `…`.
    public static let maximumQuotedLength = 200

    /// `text` cut to ``maximumQuotedLength`` characters, keeping its start and end.
    static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > maximumQuotedLength else { return text }
        let half = maximumQuotedLength / 2
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars.prefix(half))
        out.append("…")
        out.append(contentsOf: scalars.suffix(half))
        return String(out)
    }

    /// Why a coefficient or multiplier is unusable (`X is …`, to follow the word 'coefficient' or
    /// 'multiplier'), or nil when it is fine.
    static func coefficientProblem(_ x: Double) -> String? {
        guard x.isFinite, Swift.abs(x) <= magnitude else {
            return "\(formatNumber(x)) is out of range (the limit is 1e12 in magnitude)"
        }
        guard x == 0 || Swift.abs(x) >= minimumCoefficient else {
            return
                "\(x) is too small: non-zero coefficients and multipliers need a magnitude of at least 1e-6 (smaller ones are within the solver's tolerance)"
        }
        return nil
    }
}
