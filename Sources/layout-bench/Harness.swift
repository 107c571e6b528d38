import Constraints
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: Strengths

/// kiwi's strength names on this project's priority scale (problems.md).
enum Strength {
    static let required: Priority = 1000
    static let strong: Priority = 750
    /// kiwi's `100 × medium`, kept between strong and mmedium.
    static let smedium: Priority = 600
    /// kiwi's `1.25 × medium`, kept just above medium.
    static let mmedium: Priority = 510
    static let medium: Priority = 500
    static let weak: Priority = 250

    static func named(_ name: String) -> Priority? {
        switch name {
        case "required": required
        case "strong": strong
        case "smedium": smedium
        case "mmedium": mmedium
        case "medium": medium
        case "weak": weak
        default: nil
        }
    }
}

// MARK: Sizes and results

/// A problem size: a count (`stack 3000`) or rows × columns (`grid 50x50`).
enum Size: Equatable, CustomStringConvertible {
    case count(Int)
    case grid(rows: Int, columns: Int)

    /// Parses `3000` or `50x50`.
    init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 1, let n = Int(parts[0]), n > 0 {
            self = .count(n)
        } else if parts.count == 2, let r = Int(parts[0]), let c = Int(parts[1]), r > 0, c > 0 {
            self = .grid(rows: r, columns: c)
        } else {
            return nil
        }
    }

    var description: String {
        switch self {
        case .count(let n): "\(n)"
        case .grid(let r, let c): "\(r)x\(c)"
        }
    }

    /// A JSON number for a count, a JSON string such as `"50x50"` for a grid.
    var json: String {
        switch self {
        case .count(let n): "\(n)"
        case .grid: "\"\(description)\""
        }
    }
}

/// The seconds of each phase of one run, in the order the phases ran.
typealias PhaseTimes = [(phase: String, seconds: Double)]

/// One line of output.
struct Measurement {
    let problem: String
    let size: Size
    let phase: String
    let seconds: Double
    /// Peak resident set size of the whole process so far (stack lines only).
    let maxRSSBytes: Int?

    /// `{"problem": "stack", "n": 3000, "phase": "add", "seconds": 0.0123}`
    var jsonLine: String {
        var line =
            "{\"problem\": \"\(problem)\", \"n\": \(size.json), \"phase\": \"\(phase)\", \"seconds\": \(String(format: "%.6g", seconds))"
        if let maxRSSBytes { line += ", \"maxRSSBytes\": \(maxRSSBytes)" }
        return line + "}"
    }
}

/// A problem at one size.
struct Benchmark {
    let problem: String
    let size: Size
    /// How many timed runs to take the best of, unless `--repeat` says otherwise.
    let defaultRepeats: Int
    /// Whether the lines carry `maxRSSBytes`.
    let reportsMemory: Bool
    /// Whether the problem has a loop of suggestions: then an extra, untimed run checks the
    /// answer after every step (the timed runs check the final state only, so that checks cost
    /// no time inside the measured loop).
    let hasSteps: Bool
    /// One run: builds everything from scratch, times the phases, checks the answer.
    /// `checkEveryStep` asks for the untimed run that checks after every step (its times are
    /// discarded).
    let run: (_ checkEveryStep: Bool) throws -> PhaseTimes

    /// The untimed checking run if any, then the best (minimum) of `repeats` timed runs, per phase.
    func measure(repeats: Int?) throws -> [Measurement] {
        if hasSteps { _ = try run(true) }
        var best: PhaseTimes = []
        for _ in 0..<max(1, repeats ?? defaultRepeats) {
            let times = try run(false)
            if best.isEmpty {
                best = times
            } else {
                for i in best.indices { best[i].seconds = min(best[i].seconds, times[i].seconds) }
            }
        }
        let rss = reportsMemory ? peakRSSBytes() : nil
        return best.map {
            Measurement(problem: problem, size: size, phase: $0.phase, seconds: $0.seconds, maxRSSBytes: rss)
        }
    }
}

// MARK: Timing and checks

/// Wall-clock seconds that `body` takes, on the monotonic clock.
@inline(__always)
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// A result that differs from the closed-form answer: no time is printed for that problem.
struct WrongAnswer: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Throws ``WrongAnswer`` unless `actual` is `expected` within 1e-6 (relative for large values).
func expect(_ actual: Double, _ expected: Double, _ what: @autoclosure () -> String) throws(WrongAnswer) {
    guard abs(actual - expected) <= 1e-6 * max(1, abs(expected)) else {
        throw WrongAnswer(message: "\(what()) = \(actual), expected \(expected)")
    }
}

/// The process's peak resident set size in bytes (cumulative over the process's life).
func peakRSSBytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)  // bytes on Darwin
    #else
        // Glibc imports RUSAGE_SELF as an enum case; getrusage takes its raw Int32.
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss) * 1024  // KiB on Linux
    #endif
}

// MARK: Output

/// Writes a line to standard output at once (no buffering, so that a crash later loses nothing).
func printLine(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// Writes a line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// `12.3 µs`, `4.56 ms`, `1.23 s`.
func humanSeconds(_ s: Double) -> String {
    func f(_ x: Double) -> String { String(format: x < 10 ? "%.3g" : "%.4g", x) }
    if s < 1e-3 { return f(s * 1e6) + " µs" }
    if s < 1 { return f(s * 1e3) + " ms" }
    return f(s) + " s"
}

/// `123.4 MiB`.
func humanBytes(_ b: Int) -> String {
    String(format: "%.1f MiB", Double(b) / 1_048_576)
}
