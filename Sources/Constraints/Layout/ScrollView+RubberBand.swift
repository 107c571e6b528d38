import Foundation

/// The rubber band at the edges, and the spring back to them.
///
/// Dragged past an edge by `x` points of finger travel, the offset goes past it by only
/// `(1 − 1 / (x · 0.55 / D + 1)) · D`, `D` the bounds size on that axis (UIKit's formula): at
/// first about half the finger's travel, never as much as `D`. Out of range, the model works in
/// finger-travel space (the raw overshoot `x`) and shows `x` through that formula, both while
/// dragging and while springing back, so a bounce is "resisted as by the rubber band".
extension ScrollView {
    /// The rubber band's coefficient: UIKit's 0.55.
    public static let rubberBandCoefficient = 0.55

    /// How far past an edge the offset goes for `overshoot` points of finger travel past it:
    /// `(1 − 1 / (x · 0.55 / D + 1)) · D` with `D = dimension`; 0 for no overshoot or an
    /// empty dimension.
    /// - Complexity: O(1).
    public static func rubberBandDistance(forOvershoot overshoot: Double, dimension: Double) -> Double {
        guard overshoot > 0, dimension > 0, dimension.isFinite else { return 0 }
        guard overshoot.isFinite else { return dimension }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The finger travel past an edge that shows `distance` past it: the inverse of
    /// ``rubberBandDistance(forOvershoot:dimension:)``, `(D / 0.55) · y / (D − y)` (a distance
    /// at or beyond `D`, which the rubber band never reaches, reads as just under it).
    /// - Complexity: O(1).
    public static func overshoot(forRubberBandDistance distance: Double, dimension: Double) -> Double {
        guard distance > 0, dimension > 0, dimension.isFinite, distance.isFinite else { return 0 }
        let y = Swift.min(distance, dimension * (1 - 1e-9))
        return dimension / rubberBandCoefficient * y / (dimension - y)
    }

    /// The spring that brings an offset past an edge back to it, in finger-travel space: a
    /// critically damped spring, `x(t) = (x₀ + (v₀ + ω x₀) t) e^(−ω t)` with
    /// ``angularFrequency`` ω, where `x` is the raw overshoot (positive: away from the range) and
    /// the offset shows it through the rubber band. Critical damping returns as fast as a spring
    /// can without swinging past the edge (unless it is thrown inwards, in which case the motion
    /// becomes a deceleration inside the range where it crosses the edge).
    public struct BounceBack: Hashable, Sendable {
        /// ω, in radians per second: 14, so a release 100 points past the edge of a 480-point
        /// view is back within ``ScrollMotion/stopDistance`` in about 0.6 seconds (UIKit's
        /// bounce back is undocumented; Flutter's iOS-like spring has about the same stiffness).
        public static let angularFrequency = 14.0

        /// The raw overshoot when the spring starts (finger-travel points past the edge).
        public var overshoot: Double
        /// The raw velocity when the spring starts (points per second, positive away from the
        /// range).
        public var velocity: Double
        /// The bounds size on the axis, for the rubber band.
        public var dimension: Double

        /// A spring from `overshoot` with `velocity` (finger-travel space), on an axis of
        /// `dimension` points.
        public init(overshoot: Double, velocity: Double, dimension: Double) {
            self.overshoot = overshoot
            self.velocity = velocity
            self.dimension = dimension
        }

        /// The raw overshoot `t` seconds after the start.
        public func rawOvershoot(at t: Double) -> Double {
            let w = Self.angularFrequency
            return (overshoot + (velocity + w * overshoot) * t) * exp(-w * t)
        }

        /// The raw velocity `t` seconds after the start: `(v₀ − ω (v₀ + ω x₀) t) e^(−ω t)`.
        public func rawVelocity(at t: Double) -> Double {
            let w = Self.angularFrequency
            return (velocity - w * (velocity + w * overshoot) * t) * exp(-w * t)
        }

        /// How far past the edge the offset is `t` seconds after the start (through the rubber
        /// band); 0 once it has settled.
        public func distance(at t: Double) -> Double {
            guard t < duration else { return 0 }
            return ScrollView.rubberBandDistance(forOvershoot: rawOvershoot(at: t), dimension: dimension)
        }

        /// When the spring, thrown inwards, reaches the edge: `−x₀ / (v₀ + ω x₀)` when that is
        /// positive; nil when it never gets there.
        public var crossingTime: Double? {
            let b = velocity + Self.angularFrequency * overshoot
            guard b < 0 else { return nil }
            let t = -overshoot / b
            return t >= 0 && t.isFinite ? t : nil
        }

        /// The time it takes to settle: until the offset shown is within
        /// ``ScrollMotion/stopDistance`` of the edge for good (found by bisection after the
        /// peak, where the overshoot only shrinks). 0 when it never gets that far out.
        public var duration: Double {
            guard crossingTime == nil else { return .infinity }
            let w = Self.angularFrequency
            let b = velocity + w * overshoot
            let limit = ScrollView.overshoot(forRubberBandDistance: ScrollMotion.stopDistance, dimension: dimension)
            let peak = velocity > 0 && b > 0 ? velocity / (w * b) : 0
            guard rawOvershoot(at: peak) > limit else { return 0 }
            var lo = peak, hi = peak + 1 / w
            var guardCount = 0
            while rawOvershoot(at: hi) > limit && guardCount < 200 {
                hi += (hi - peak) + 1 / w
                guardCount += 1
            }
            for _ in 0..<64 {
                let mid = (lo + hi) / 2
                if rawOvershoot(at: mid) > limit { lo = mid } else { hi = mid }
            }
            return hi
        }
    }
}
