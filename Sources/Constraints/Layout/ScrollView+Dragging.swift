/// Dragging: a finger down, moving the content with it, and the release.
///
/// - The finger's position is in the scroll view's frame coordinates (where it is on screen),
///   so the content follows it: the offset changes by the opposite of the finger's movement.
/// - The drag begins (`scrollViewWillBeginDragging`, ``isDragging``) at the finger's first
///   movement along an axis that scrolls. UIKit's pan waits for about ten points of movement
///   first; a host feeding recorded touches would see that as lost travel, so the model has no
///   such slop.
/// - Past an edge the offset follows the rubber band of the finger's travel past it
///   (``rubberBandDistance(forOvershoot:dimension:)``); without ``bounces`` it stops at the edge.
/// - A finger down on a moving scroll view stops it (`scrollViewDidEndDecelerating` or
///   `scrollViewDidEndScrollingAnimation` first, as UIKit does since iOS 13); out of range, the
///   drag continues from where the rubber band shows it.
extension ScrollView {
    /// A finger goes down at `location` (frame coordinates) at the current ``motionClock``.
    /// - Throws: ``ScrollMotionError`` for a location that is not finite, or when a finger or a
    ///   pinch is already down; nothing changes then.
    public func beginTouch(at location: Point) throws(ScrollMotionError) {
        let location = try checked(location, "the touch location")
        guard motionState.touch == nil, motionState.pinch == nil else { throw .touchInProgress }
        layoutIfStale()
        stopMotion()
        let offset = contentOffset
        motionState.touch = ScrollMotion.Touch(
            location: location, raw: rawOffset(for: offset), startOffset: offset, lock: nil)
    }

    /// The finger moves to `location` (frame coordinates): the content follows it, rubber-banded
    /// past the edges. The first movement along a scrolling axis begins the drag.
    /// - Throws: ``ScrollMotionError`` for a location that is not finite or when no finger is
    ///   down; nothing changes then.
    /// - Complexity: O(1) plus the cost of one offset change.
    public func moveTouch(to location: Point) throws(ScrollMotionError) {
        let location = try checked(location, "the touch location")
        guard var touch = motionState.touch else { throw .noTouch }
        let delta = Point(x: location.x - touch.location.x, y: location.y - touch.location.y)
        touch.location = location
        guard isScrollEnabled else {
            motionState.touch = touch
            return
        }
        var beginning = false
        if touch.lock == nil {
            let h = scrollsHorizontally, v = scrollsVertically
            guard (h && delta.x != 0) || (v && delta.y != 0) else {
                motionState.touch = touch
                return
            }
            touch.lock = directionalLock(delta, horizontal: h, vertical: v)
            beginning = true
        }
        let lock = touch.lock ?? (true, true)
        if lock.x { touch.raw.x -= delta.x }
        if lock.y { touch.raw.y -= delta.y }
        motionState.touch = touch
        if beginning {
            motionState.isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        }
        guard let current = motionState.touch else { return }
        let lo = minimumContentOffset, hi = maximumContentOffset
        moveContent(
            to: Point(
                x: lock.x ? banded(current.raw.x, lo.x, hi.x, frame.width) : contentOffset.x,
                y: lock.y ? banded(current.raw.y, lo.y, hi.y, frame.height) : contentOffset.y))
        recenterIfNeeded()
    }

    /// The finger lifts with `velocity` (its own, in points per second, frame coordinates; the
    /// content moves the opposite way). After a drag: `scrollViewWillEndDragging` with the
    /// velocity in points per millisecond and the target, `scrollViewDidEndDragging`, and, when
    /// the content moves on, `scrollViewWillBeginDecelerating`. A finger that never moved the
    /// content lifts without events.
    /// - Throws: ``ScrollMotionError`` for a velocity that is not finite or faster than
    ///   ``ScrollMotion/maximumSpeed``, or when no finger is down; nothing changes then.
    public func endTouch(velocity: Point) throws(ScrollMotionError) {
        let velocity = try checked(velocity, "the release velocity")
        guard
            Swift.abs(velocity.x) <= ScrollMotion.maximumSpeed, Swift.abs(velocity.y) <= ScrollMotion.maximumSpeed
        else { throw .invalidValue("the release velocity") }
        guard let touch = motionState.touch else { throw .noTouch }
        motionState.touch = nil
        guard motionState.isDragging else { return }
        motionState.isDragging = false
        let lock = touch.lock ?? (true, true)
        let u = Point(x: lock.x ? -velocity.x : 0, y: lock.y ? -velocity.y : 0)
        release(from: touch.startOffset, velocity: u)
    }

    /// The release after a drag, with the content's velocity `u` (points per second).
    private func release(from start: Point, velocity u: Point) {
        let o = contentOffset, lo = minimumContentOffset, hi = maximumContentOffset
        let now = motionState.time
        let size = frame.size
        var glide: (x: ScrollMotion.AxisMotion, y: ScrollMotion.AxisMotion)
        let paging = isPagingEnabled
        let rate = paging ? ScrollMotion.pagingDecelerationRate : decelerationRate
        let proposed: Point
        if paging {
            proposed = pagingTarget(from: start, offset: o, velocity: u)
            glide = landing(from: o, on: proposed, lo, hi, size, rate, snapWithin: 0.5)
        } else {
            glide = (
                ScrollMotion.AxisMotion(
                    releasedAt: o.x, velocity: u.x, time: now, lower: lo.x, upper: hi.x, dimension: size.width,
                    bounces: bounces, rate: rate),
                ScrollMotion.AxisMotion(
                    releasedAt: o.y, velocity: u.y, time: now, lower: lo.y, upper: hi.y, dimension: size.height,
                    bounces: bounces, rate: rate)
            )
            proposed = Point(x: glide.x.restingOffset, y: glide.y.restingOffset)
        }
        var target = proposed
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: Point(x: u.x / 1000, y: u.y / 1000), targetContentOffset: &target)
        if target != proposed {
            // The delegate moved it: land exactly there (within the range; NaN keeps the proposal).
            let moved = Point(
                x: target.x.isFinite ? target.x : proposed.x, y: target.y.isFinite ? target.y : proposed.y)
            glide = landing(from: o, on: clampedContentOffset(moved), lo, hi, size, rate, snapWithin: 0)
        }
        let willDecelerate = !(glide.x.isResting && glide.y.isResting)
        if willDecelerate {
            motionState.glide = glide
            motionState.isDecelerating = true
        } else {
            // Nothing to travel (or less than the stop distance to an exact target): rest now.
            moveContent(to: Point(x: glide.x.restingOffset, y: glide.y.restingOffset))
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate && motionState.isDecelerating { delegate?.scrollViewWillBeginDecelerating(self) }
    }

    /// Landings from `o` exactly on `target` per axis; an axis already within `snapWithin`
    /// points rests on the target at once.
    private func landing(
        from o: Point, on target: Point, _ lo: Point, _ hi: Point, _ size: Size, _ rate: DecelerationRate,
        snapWithin: Double
    ) -> (x: ScrollMotion.AxisMotion, y: ScrollMotion.AxisMotion) {
        let now = motionState.time
        func axis(_ o: Double, _ t: Double, _ lo: Double, _ hi: Double, _ d: Double) -> ScrollMotion.AxisMotion {
            guard Swift.abs(t - o) > snapWithin else {
                return .resting(t, lower: lo, upper: hi, dimension: d)
            }
            return ScrollMotion.AxisMotion(
                landingFrom: o, on: t, time: now, lower: lo, upper: hi, dimension: d, rate: rate)
        }
        return (axis(o.x, target.x, lo.x, hi.x, size.width), axis(o.y, target.y, lo.y, hi.y, size.height))
    }

    /// The axes a drag moves, from its first movement `delta`: both scrolling axes, or with
    /// ``isDirectionalLockEnabled`` the one that moved ``ScrollMotion/directionalLockRatio``
    /// times more than the other.
    private func directionalLock(_ delta: Point, horizontal: Bool, vertical: Bool) -> (x: Bool, y: Bool) {
        guard isDirectionalLockEnabled, horizontal, vertical else { return (horizontal, vertical) }
        let ax = Swift.abs(delta.x), ay = Swift.abs(delta.y), r = ScrollMotion.directionalLockRatio
        if ax >= r * ay { return (true, false) }
        if ay >= r * ax { return (false, true) }
        return (true, true)
    }

    /// The offset shown for the unresisted offset `raw` on an axis with range `lo…hi` and
    /// bounds size `dimension`: `raw` inside, the rubber band (or the edge, without
    /// ``bounces``) outside.
    func banded(_ raw: Double, _ lo: Double, _ hi: Double, _ dimension: Double) -> Double {
        let hi = Swift.max(lo, hi)
        if raw < lo {
            return bounces ? lo - ScrollView.rubberBandDistance(forOvershoot: lo - raw, dimension: dimension) : lo
        }
        if raw > hi {
            return bounces ? hi + ScrollView.rubberBandDistance(forOvershoot: raw - hi, dimension: dimension) : hi
        }
        return raw
    }

    /// The unresisted offset that shows as `offset`: the inverse of ``banded(_:_:_:_:)``.
    func rawOffset(for offset: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset
        func axis(_ o: Double, _ lo: Double, _ hi: Double, _ d: Double) -> Double {
            if o < lo { return lo - ScrollView.overshoot(forRubberBandDistance: lo - o, dimension: d) }
            if o > hi { return hi + ScrollView.overshoot(forRubberBandDistance: o - hi, dimension: d) }
            return o
        }
        return Point(x: axis(offset.x, lo.x, hi.x, frame.width), y: axis(offset.y, lo.y, hi.y, frame.height))
    }
}
