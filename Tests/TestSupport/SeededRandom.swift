import InternalUtilities

/// The seeded generator every randomized test draws from: the solver's own SplitMix64, so a
/// failing case replays from its seed on any machine.
package typealias SeededRandom = SplitMix64
