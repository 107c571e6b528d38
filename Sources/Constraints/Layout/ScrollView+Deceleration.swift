import Foundation

/// Deceleration after a release: UIKit's published rule. The velocity decays by the factor
/// `decelerationRate` every millisecond, so after a release with velocity `v` (points per
/// second) the offset comes to rest at the projection `offset + (v / 1000) · d / (1 − d)`.
extension ScrollView {
    /// How quickly a released scroll view slows down: the factor by which its velocity decays
    /// every millisecond (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The factor per millisecond, in (0, 1).
        public var rawValue: Double
        /// A rate of `rawValue` per millisecond.
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// UIKit's default, 0.998: 1000 points per second travel 499 points.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99: 1000 points per second travel 99 points.
        public static let fast = DecelerationRate(rawValue: 0.99)

        /// The factor the physics uses: `rawValue` kept within [0.01, 0.9999] (a rate of 1 or
        /// more would never stop; NaN reads as `.normal`).
        var factor: Double {
            guard rawValue.isFinite else { return DecelerationRate.normal.rawValue }
            return Swift.min(Swift.max(rawValue, 0.01), 0.9999)
        }
    }

    /// Where a release at `offset` with `velocity` (points per second, in the direction in
    /// which the offset grows) comes to rest if nothing stops it:
    /// `offset + (velocity / 1000) · d / (1 − d)` per axis.
    /// - Complexity: O(1).
    public static func projectedContentOffset(_ offset: Point, velocity: Point, decelerationRate: DecelerationRate)
        -> Point
    {
        Point(
            x: Deceleration(offset: offset.x, velocity: velocity.x, rate: decelerationRate).restingOffset,
            y: Deceleration(offset: offset.y, velocity: velocity.y, rate: decelerationRate).restingOffset)
    }

    /// One axis of a deceleration: the offset as a function of the time since the release.
    ///
    /// With `d` the rate per millisecond and `R = (v / 1000) · d / (1 − d)` the distance still
    /// to travel at release, the offset after `t` seconds is `offset + R · (1 − d^(1000 t))`:
    /// the sum of the per-millisecond steps, in closed form, so any frame rate samples the same
    /// curve. It stops (``duration``) when less than ``ScrollMotion/stopDistance`` remains.
    public struct Deceleration: Hashable, Sendable {
        /// The offset at the release.
        public var offset: Double
        /// The velocity at the release, in points per second.
        public var velocity: Double
        /// The rate per millisecond.
        public var rate: DecelerationRate

        /// A deceleration from `offset` with `velocity` (points per second) at `rate`.
        public init(offset: Double, velocity: Double, rate: DecelerationRate) {
            self.offset = offset
            self.velocity = velocity
            self.rate = rate
        }

        /// The deceleration at `rate` that comes to rest exactly at `target`: its velocity is
        /// `(target − offset) · 1000 · (1 − d) / d`. This is how a target moved by the delegate
        /// (or a page) is reached: the decay keeps its rate, the release speed changes.
        public init(offset: Double, target: Double, rate: DecelerationRate) {
            let d = rate.factor
            self.init(offset: offset, velocity: (target - offset) * 1000 * (1 - d) / d, rate: rate)
        }

        /// The distance still to travel at release: `(v / 1000) · d / (1 − d)`.
        public var distance: Double {
            let d = rate.factor
            return velocity / 1000 * d / (1 - d)
        }

        /// Where it comes to rest: ``offset`` + ``distance``.
        public var restingOffset: Double { offset + distance }

        /// `d^(1000 t)`: the fraction of the distance still to travel after `t` seconds.
        func remainingFraction(at t: Double) -> Double {
            guard t > 0 else { return 1 }
            return exp(1000 * t * log(rate.factor))
        }

        /// The offset `t` seconds after the release (the resting offset once ``duration`` has
        /// passed).
        public func offset(at t: Double) -> Double {
            guard t < duration else { return restingOffset }
            return offset + distance * (1 - remainingFraction(at: t))
        }

        /// The velocity, in points per second, `t` seconds after the release (0 once stopped).
        public func velocity(at t: Double) -> Double {
            guard t < duration else { return 0 }
            return distance * (-1000 * log(rate.factor)) * remainingFraction(at: t)
        }

        /// The time it moves: until less than ``ScrollMotion/stopDistance`` remains (0 when
        /// less than that remains at release).
        public var duration: Double {
            let r = Swift.abs(distance)
            guard r > ScrollMotion.stopDistance, r.isFinite else { return 0 }
            return log(ScrollMotion.stopDistance / r) / (1000 * log(rate.factor))
        }

        /// The time at which the offset reaches `x`, or nil when it comes to rest before (or
        /// `x` is behind it).
        public func time(toReach x: Double) -> Double? {
            let r = distance
            guard r != 0 else { return x == offset ? 0 : nil }
            let fraction = (x - offset) / r
            guard fraction >= 0 else { return nil }
            guard fraction > 0 else { return 0 }
            guard fraction < 1 else { return nil }
            let t = log(1 - fraction) / (1000 * log(rate.factor))
            return t <= duration ? t : nil
        }
    }
}
