/// The moving scroll view: its motion settings and flags with UIKit's names, and the clock a
/// host advances (see ``ScrollMotion`` for the model and its decided numbers).
///
/// A host feeds a scroll view touches (``beginTouch(at:)``, ``moveTouch(to:)``,
/// ``endTouch(velocity:)``), pinches (``beginPinch(at:)``, ``changePinch(scale:)``,
/// ``endPinch()``), status-bar taps (``statusBarTapped()``) and clock ticks
/// (``advanceClock(to:)``), and reads ``contentOffset``, ``zoomScale``, the flags and the
/// ``delegate``'s calls. Nothing reads a wall clock: the same inputs at the same times give the
/// same results. Each frame's offset change is one ``contentOffset`` assignment, so floating
/// views follow at the cost of an offset change (see `LayoutEngine`'s scroll notes).
extension ScrollView {
    // MARK: Settings

    /// Whether the content rubber-bands past its edges (default true); without it, drags and
    /// decelerations stop at the edges.
    public var bounces: Bool {
        get { motionState.bounces }
        set { motionState.bounces = newValue }
    }

    /// Whether vertical drags rubber-band even when the content is not taller than the bounds
    /// (default false; needs ``bounces``).
    public var alwaysBounceVertical: Bool {
        get { motionState.alwaysBounceVertical }
        set { motionState.alwaysBounceVertical = newValue }
    }

    /// Whether horizontal drags rubber-band even when the content is not wider than the
    /// bounds (default false; needs ``bounces``).
    public var alwaysBounceHorizontal: Bool {
        get { motionState.alwaysBounceHorizontal }
        set { motionState.alwaysBounceHorizontal = newValue }
    }

    /// Whether a pinch may take the zoom scale past its limits, to bounce back on release
    /// (default true).
    public var bouncesZoom: Bool {
        get { motionState.bouncesZoom }
        set { motionState.bouncesZoom = newValue }
    }

    /// How quickly a released scroll view slows down (default ``DecelerationRate/normal``).
    public var decelerationRate: DecelerationRate {
        get { motionState.decelerationRate }
        set { motionState.decelerationRate = newValue }
    }

    /// Whether drags scroll (default true). Programmatic scrolling and pinches still work.
    public var isScrollEnabled: Bool {
        get { motionState.isScrollEnabled }
        set { motionState.isScrollEnabled = newValue }
    }

    /// Whether a drag that starts mostly along one axis stays on it (default false; the ratio
    /// is ``ScrollMotion/directionalLockRatio``).
    public var isDirectionalLockEnabled: Bool {
        get { motionState.isDirectionalLockEnabled }
        set { motionState.isDirectionalLockEnabled = newValue }
    }

    /// Whether a status-bar tap scrolls to the top (default true).
    public var scrollsToTop: Bool {
        get { motionState.scrollsToTop }
        set { motionState.scrollsToTop = newValue }
    }

    // MARK: Flags

    /// Whether a finger (or two, pinching) is down on the scroll view.
    public var isTracking: Bool { motionState.touch != nil || motionState.pinch != nil }
    /// Whether a finger is down and has moved the content; false again once it lifts (so false
    /// while decelerating).
    public var isDragging: Bool { motionState.isDragging }
    /// Whether the content moves on after a release (a deceleration, a bounce back, a page
    /// settle).
    public var isDecelerating: Bool { motionState.isDecelerating }
    /// Whether a pinch is in progress.
    public var isZooming: Bool { motionState.isZooming }
    /// Whether the zoom scale is springing back inside its limits after a pinch past them.
    public var isZoomBouncing: Bool { motionState.isZoomBouncing }
    /// Whether an animated offset change (`setContentOffset`, `scrollRectToVisible`, scroll to
    /// top) is in flight (not a UIKit property).
    public var isScrollAnimating: Bool { motionState.animation != nil }
    /// Whether the content moves on its own: a deceleration, bounce back, page settle, animation
    /// or zoom bounce is in flight (a finger's drag does not count).
    public var isMoving: Bool {
        let m = motionState
        return m.glide != nil || m.animation != nil || m.zoomAnimation != nil
    }
    /// Whether nothing moves and no finger is down: no gesture, deceleration or animation.
    public var isResting: Bool {
        let m = motionState
        return m.touch == nil && m.pinch == nil && m.glide == nil && m.animation == nil && m.zoomAnimation == nil
    }

    // MARK: The clock

    /// The time of the last clock tick, in seconds (0 until the host advances it).
    public var motionClock: Double { motionState.time }

    /// Advances the clock to `time` (seconds) and moves whatever is in flight (deceleration,
    /// bounce, page settle, animation, zoom bounce) to where it is then, calling the delegate.
    /// - Throws: ``ScrollMotionError`` when `time` is not finite or earlier than
    ///   ``motionClock``; nothing changes then.
    /// - Complexity: O(1) plus the cost of one offset change (and a layout pass per frame of a
    ///   zoom animation).
    public func advanceClock(to time: Double) throws(ScrollMotionError) {
        guard time.isFinite, Swift.abs(time) <= 1e12 else { throw .invalidValue("the time") }
        guard time >= motionState.time else {
            throw .timeGoesBackwards(now: motionState.time, requested: time)
        }
        motionState.time = time
        stepZoomAnimation(at: time)
        if let a = motionState.animation {
            let (offset, done) = a.sample(at: time)
            if done { motionState.animation = nil }
            moveContent(to: offset)
            if done { finishAnimation(a) }
        }
        if var glide = motionState.glide {
            let offset = Point(x: glide.x.offset(at: time), y: glide.y.offset(at: time))
            let done = glide.x.isResting && glide.y.isResting
            motionState.glide = done ? nil : glide
            moveContent(to: offset)
            if done { finishDeceleration() }
        }
        recenterIfNeeded()
    }

    // MARK: Shared steps

    /// Sets the offset when it changes (one `didScroll`).
    func moveContent(to offset: Point) {
        guard offset.x.isFinite, offset.y.isFinite, offset != contentOffset else { return }
        contentOffset = offset
    }

    /// Stops whatever moves on its own (a finger or a programmatic scroll takes over), with the
    /// events that end it: `didEndDecelerating`, `didEndScrollingAnimation`, or a zoom animation
    /// jumping to its end with `didZoom` and `didEndZooming`.
    func stopMotion() {
        if let z = motionState.zoomAnimation {
            motionState.zoomAnimation = nil
            finishZoomAnimation(z)
        }
        if let a = motionState.animation {
            motionState.animation = nil
            if a.kind == .scrolling { delegate?.scrollViewDidEndScrollingAnimation(self) }
        }
        if motionState.glide != nil {
            motionState.glide = nil
            finishDeceleration()
        }
    }

    func finishDeceleration() {
        guard motionState.isDecelerating else { return }
        motionState.isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    func finishAnimation(_ a: ScrollMotion.OffsetAnimation) {
        switch a.kind {
        case .scrolling: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
        }
    }

    /// Whether drags move the content along the horizontal axis: the content (with insets) is
    /// wider than the bounds, or ``alwaysBounceHorizontal`` with ``bounces``.
    var scrollsHorizontally: Bool {
        maximumContentOffset.x > minimumContentOffset.x + 1e-9 || (bounces && alwaysBounceHorizontal)
    }

    /// Whether drags move the content along the vertical axis (see ``scrollsHorizontally``).
    var scrollsVertically: Bool {
        maximumContentOffset.y > minimumContentOffset.y + 1e-9 || (bounces && alwaysBounceVertical)
    }

    /// Runs a layout pass only when something that only a pass reflects has changed (new
    /// constraints, changed inputs): the offset range a gesture starts from must be current, but
    /// a pass walks every view, which a touch on a long list must not pay for each time.
    func layoutIfStale() {
        let engine = layoutEngine
        if !engine.framesAreCurrent || !engine.pending.isEmpty { engine.layoutIfNeeded() }
    }

    /// Checks a point from the host: finite, within the solver's magnitude limit.
    func checked(_ p: Point, _ what: String) throws(ScrollMotionError) -> Point {
        guard p.x.isFinite, p.y.isFinite, Swift.abs(p.x) <= Solver.magnitudeLimit,
            Swift.abs(p.y) <= Solver.magnitudeLimit
        else { throw .invalidValue(what) }
        return p
    }
}
