/// One axis of a released scroll view's motion: a sequence of closed-form phases.
///
/// - *gliding*: a natural deceleration; if its projection lies past an edge it reaches the edge
///   at a computed time, then bounces (with `bounces`) or stops there (without).
/// - *landing*: a deceleration chosen to end exactly on a target (a page, or a target the
///   delegate moved); it ignores the edges, since the target is inside the range.
/// - *bouncing*: the spring back to an edge (``ScrollView/BounceBack``); thrown inwards hard
///   enough it crosses the edge and glides on inside the range.
/// - *resting*: stopped, at an exact offset.
///
/// Every phase change happens at a time computed from the phase, so sampling is a pure
/// function of the time, whatever the frame rate.
extension ScrollMotion {
    struct AxisMotion {
        enum Phase {
            case gliding(ScrollView.Deceleration, start: Double, duration: Double)
            case landing(ScrollView.Deceleration, start: Double, duration: Double, target: Double)
            /// `side` is −1 past the lower edge, +1 past the upper one.
            case bouncing(ScrollView.BounceBack, start: Double, duration: Double, edge: Double, side: Double)
            case resting(Double)
        }

        var phase: Phase
        /// The offset range on this axis.
        var lower: Double
        var upper: Double
        /// The bounds size on this axis (the rubber band's `D`).
        var dimension: Double
        var bounces: Bool
        var rate: ScrollView.DecelerationRate

        init(
            phase: Phase, lower: Double, upper: Double, dimension: Double, bounces: Bool,
            rate: ScrollView.DecelerationRate
        ) {
            self.phase = phase
            self.lower = lower
            self.upper = Swift.max(lower, upper)
            self.dimension = dimension
            self.bounces = bounces
            self.rate = rate
        }

        /// A motion at rest at `offset`.
        static func resting(_ offset: Double, lower: Double, upper: Double, dimension: Double) -> AxisMotion {
            AxisMotion(
                phase: .resting(offset), lower: lower, upper: upper, dimension: dimension, bounces: false,
                rate: .normal)
        }

        /// The natural motion after a release at `offset` with `velocity` (points per second) at
        /// `time`: a bounce when the offset is out of range, else a glide.
        init(
            releasedAt offset: Double, velocity: Double, time: Double, lower: Double, upper: Double, dimension: Double,
            bounces: Bool, rate: ScrollView.DecelerationRate
        ) {
            self.lower = lower
            self.upper = Swift.max(lower, upper)
            self.dimension = dimension
            self.bounces = bounces
            self.rate = rate
            phase = .resting(offset)
            if offset < lower || offset > self.upper {
                let side: Double = offset < lower ? -1 : 1
                let edge = offset < lower ? lower : self.upper
                let raw = ScrollView.overshoot(forRubberBandDistance: Swift.abs(offset - edge), dimension: dimension)
                phase = AxisMotion.bounce(
                    raw: raw, rawVelocity: side * velocity, edge: edge, side: side, at: time, dimension)
            } else {
                phase = AxisMotion.glide(
                    ScrollView.Deceleration(offset: offset, velocity: velocity, rate: rate), at: time)
            }
        }

        /// A landing from `offset` exactly on `target`, starting at `time`.
        init(
            landingFrom offset: Double, on target: Double, time: Double, lower: Double, upper: Double,
            dimension: Double,
            rate: ScrollView.DecelerationRate
        ) {
            self.lower = lower
            self.upper = Swift.max(lower, upper)
            self.dimension = dimension
            bounces = true
            self.rate = rate
            let d = ScrollView.Deceleration(offset: offset, target: target, rate: rate)
            let duration = d.duration
            phase = duration > 0 ? .landing(d, start: time, duration: duration, target: target) : .resting(target)
        }

        static func glide(_ d: ScrollView.Deceleration, at time: Double) -> Phase {
            let duration = d.duration
            // Less than the stop distance to travel: it does not move at all.
            return duration > 0 ? .gliding(d, start: time, duration: duration) : .resting(d.offset)
        }

        static func bounce(
            raw: Double, rawVelocity: Double, edge: Double, side: Double, at time: Double, _ dimension: Double
        )
            -> Phase
        {
            let b = ScrollView.BounceBack(overshoot: raw, velocity: rawVelocity, dimension: dimension)
            return .bouncing(
                b, start: time, duration: b.crossingTime == nil ? b.duration : .infinity, edge: edge, side: side)
        }

        /// Whether it has stopped.
        var isResting: Bool {
            if case .resting = phase { return true }
            return false
        }

        /// Moves the phase on to `time` (through every phase change before it) and returns the
        /// offset then.
        mutating func offset(at time: Double) -> Double {
            // Each change moves to a later phase of a finite chain (glide → bounce → glide →
            // bounce → rest at most); the bound only guards against a mistake.
            for _ in 0..<16 {
                switch phase {
                case .resting(let o):
                    return o
                case .landing(let d, let start, let duration, let target):
                    if time - start >= duration {
                        phase = .resting(target)
                        continue
                    }
                    return d.offset(at: time - start)
                case .gliding(let d, let start, let duration):
                    let edge: Double? =
                        d.restingOffset > upper && d.offset <= upper
                        ? upper : d.restingOffset < lower && d.offset >= lower ? lower : nil
                    if let edge, let reach = d.time(toReach: edge), time - start >= reach {
                        if bounces {
                            let side: Double = edge == upper ? 1 : -1
                            let v = d.velocity(at: reach) / ScrollView.rubberBandCoefficient
                            phase = AxisMotion.bounce(
                                raw: 0, rawVelocity: side * v, edge: edge, side: side, at: start + reach, dimension)
                        } else {
                            phase = .resting(edge)
                        }
                        continue
                    }
                    if let edge, time - start >= duration {
                        // The edge is within the last quarter point: the projection rests there.
                        phase = .resting(edge)
                        continue
                    }
                    if time - start >= duration {
                        phase = .resting(d.restingOffset)
                        continue
                    }
                    return d.offset(at: time - start)
                case .bouncing(let b, let start, let duration, let edge, let side):
                    if let cross = b.crossingTime, time - start >= cross {
                        let v = side * b.rawVelocity(at: cross) * ScrollView.rubberBandCoefficient
                        phase = AxisMotion.glide(
                            ScrollView.Deceleration(offset: edge, velocity: v, rate: rate), at: start + cross)
                        continue
                    }
                    if time - start >= duration {
                        phase = .resting(edge)
                        continue
                    }
                    return edge + side * b.distance(at: time - start)
                }
            }
            return restingGuess
        }

        /// Where a phase that did not settle within the bound would be left: its edge or target.
        private var restingGuess: Double {
            switch phase {
            case .resting(let o): return o
            case .landing(let d, _, _, _), .gliding(let d, _, _):
                return Swift.min(Swift.max(d.restingOffset, lower), upper)
            case .bouncing(_, _, _, let edge, _): return edge
            }
        }

        /// Where it will come to rest, found by running a copy to the end.
        var restingOffset: Double {
            var copy = self
            return copy.offset(at: .greatestFiniteMagnitude)
        }

        /// Moves the trajectory by `delta` (recentring: the content moved by `delta` too, so the
        /// motion on screen is unchanged). The range stays: the content's edges did not move.
        /// Recentring never happens past an edge, so a bounce is left alone.
        mutating func shift(by delta: Double) {
            switch phase {
            case .resting(let o): phase = .resting(o + delta)
            case .landing(var d, let start, let duration, let target):
                d.offset += delta
                phase = .landing(d, start: start, duration: duration, target: target + delta)
            case .gliding(var d, let start, let duration):
                d.offset += delta
                phase = .gliding(d, start: start, duration: duration)
            case .bouncing: break
            }
        }

        /// Whether it is springing back past an edge.
        var isBouncing: Bool {
            if case .bouncing = phase { return true }
            return false
        }
    }
}
