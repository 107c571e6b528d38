/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64): the same sequence on
/// every platform and every run, so that the solver's choices (the ambiguity check's random
/// directions) and every seeded test replay exactly.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state; a seed is any value of it.
    package var state: UInt64

    /// A generator that starts from `seed`.
    @inlinable
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    /// - Complexity: O(1).
    @inlinable
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1), from the top 53 bits.
    /// - Complexity: O(1).
    @inlinable
    package mutating func nextUnit() -> Double { Double(next() >> 11) * 0x1.0p-53 }
}
