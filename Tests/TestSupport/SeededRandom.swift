import Foundation
import InternalUtilities

/// The seeded generator every randomized test draws from: the solver's own SplitMix64, so a
/// failing case replays from its seed on any machine.
package typealias SeededRandom = SplitMix64

/// How many cases a seeded randomized test runs: `default`, or the number in the environment
/// variable `name` when it is set (a longer run by hand: `FUZZ_CASES=100000 swift test …`).
/// Every machine runs the same cases for the same count: nothing depends on the clock.
package func caseCount(_ name: String = "FUZZ_CASES", default count: Int) -> Int {
    guard let text = ProcessInfo.processInfo.environment[name], let n = Int(text), n > 0 else { return count }
    return n
}
