import Foundation

/// Zooming over time: the pinch, `setZoomScale(_:animated:)` and the bounce back.
///
/// - A pinch by factor `k` about a point `c` of the frame keeps the content under `c` fixed on
///   screen: with `s₀` and `o₀` the scale and offset when it began, the content point
///   `a = (o₀ + c) / s₀` (unscaled) stays at `c`, so the offset is `a · s − c` at scale `s`.
/// - Past ``minimumZoomScale`` or ``maximumZoomScale`` with ``bouncesZoom`` the scale overshoots,
///   resisted (``ScrollMotion/zoomOvershootExponent``); on release it eases back to the limit
///   about the same point (``isZoomBouncing``), and the offset eases into its range at the final
///   scale. Without ``bouncesZoom`` the scale stops at the limits.
/// - `setZoomScale` clamps the scale to the limits and keeps the centre of the visible area
///   fixed, then clamps the offset to the range at the new scale.
/// - Events: `scrollViewWillBeginZooming`; each change `scrollViewDidScroll` (when the offset
///   moves) then `scrollViewDidZoom`; once per pinch, after any bounce back,
///   `scrollViewDidEndZooming(_:with:atScale:)` with the final scale. An animated
///   `setZoomScale` is framed the same way; one that is not animated calls only
///   `scrollViewDidScroll` and `scrollViewDidZoom`.
/// - The layout stays at scale 1 (see ``ScrollView``); each change of scale runs a layout pass so
///   that ``contentSize`` and the offset range follow it.
extension ScrollView {
    /// Two fingers go down with `center` between them (frame coordinates), at the current
    /// ``motionClock``. Asks the delegate's `viewForZooming(in:)` (a view it returns becomes the
    /// ``zoomView``).
    /// - Throws: ``ScrollMotionError`` for a center that is not finite, when a finger or a pinch
    ///   is already down, or when the scroll view cannot zoom (no zoom view among its subviews,
    ///   or a maximum zoom scale not above the minimum); nothing changes then.
    public func beginPinch(at center: Point) throws(ScrollMotionError) {
        let center = try checked(center, "the pinch center")
        guard motionState.touch == nil, motionState.pinch == nil else { throw .pinchInProgress }
        let view = delegate?.viewForZooming(in: self) ?? zoomView
        guard let view, view.superview === self else {
            throw .cannotZoom("it has no zoom view among its subviews")
        }
        guard maximumZoomScale > minimumZoomScale else {
            throw .cannotZoom(
                "maximumZoomScale (\(maximumZoomScale)) is not above minimumZoomScale (\(minimumZoomScale))")
        }
        guard zoomScale.isFinite, zoomScale > 0, minimumZoomScale > 0 else {
            throw .cannotZoom("its zoom scales are not positive numbers")
        }
        zoomView = view
        layoutIfStale()
        stopMotion()
        let s = zoomScale, o = contentOffset
        motionState.pinch = ScrollMotion.Pinch(
            startScale: s, center: center, anchor: Point(x: (o.x + center.x) / s, y: (o.y + center.y) / s))
        motionState.isZooming = true
        motionState.zoomMayOvershoot = bouncesZoom
        delegate?.scrollViewWillBeginZooming(self, with: view)
    }

    /// The fingers have spread by `factor` since the pinch began (2: twice as far apart): the
    /// zoom scale becomes the starting scale times `factor` (resisted past the limits), about
    /// the pinch's center.
    /// - Throws: ``ScrollMotionError`` for a factor that is not a positive finite number (or
    ///   makes a scale outside 10⁻⁶…10⁶), or when no pinch is in progress; nothing changes then.
    /// - Complexity: one layout pass.
    public func changePinch(scale factor: Double) throws(ScrollMotionError) {
        guard let pinch = motionState.pinch else { throw .noPinch }
        let raw = pinch.startScale * factor
        guard factor.isFinite, factor > 0, raw >= 1e-6, raw <= 1e6 else { throw .invalidValue("the pinch scale") }
        let s = resistedZoomScale(raw)
        applyZoomScale(s)
        moveContent(to: Point(x: pinch.anchor.x * s - pinch.center.x, y: pinch.anchor.y * s - pinch.center.y))
        delegate?.scrollViewDidZoom(self)
    }

    /// The fingers lift: the scale (and offset) ease back within their limits if they are past
    /// them, then `scrollViewDidEndZooming`.
    /// - Throws: ``ScrollMotionError/noPinch`` when no pinch is in progress.
    public func endPinch() throws(ScrollMotionError) {
        guard let pinch = motionState.pinch else { throw .noPinch }
        motionState.pinch = nil
        motionState.isZooming = false
        let s = zoomScale
        let final = clampedZoomScale(s)
        let natural = Point(x: pinch.anchor.x * final - pinch.center.x, y: pinch.anchor.y * final - pinch.center.y)
        let target = clampedContentOffset(natural, atZoomScale: final)
        guard final != s || target != contentOffset else {
            motionState.zoomMayOvershoot = false
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: s)
            return
        }
        motionState.isZoomBouncing = final != s
        motionState.zoomAnimation = ScrollMotion.ZoomAnimation(
            fromScale: s, toScale: final, center: pinch.center, anchor: pinch.anchor,
            correction: Point(x: target.x - natural.x, y: target.y - natural.y), target: target,
            start: motionState.time, isBounce: final != s, endsZooming: true)
    }

    /// Sets the zoom scale (clamped to the limits) keeping the centre of the visible area fixed,
    /// then clamps the offset to the range at the new scale (UIKit's method). Without a zoom
    /// view (or with a scale that is not a positive finite number) only ``zoomScale`` is set,
    /// as a plain value. Ignored during a pinch.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard motionState.pinch == nil else { return }
        guard let view = zoomView, view.superview === self, scale.isFinite, scale > 0 else {
            zoomScale = scale
            return
        }
        layoutIfStale()
        stopMotion()
        let s0 = zoomScale, s1 = clampedZoomScale(scale)
        guard s0.isFinite, s0 > 0, s1.isFinite, s1 > 0 else {
            zoomScale = scale
            return
        }
        let center = Point(x: frame.width / 2, y: frame.height / 2)
        let o = contentOffset
        let anchor = Point(x: (o.x + center.x) / s0, y: (o.y + center.y) / s0)
        let natural = Point(x: anchor.x * s1 - center.x, y: anchor.y * s1 - center.y)
        let target = clampedContentOffset(natural, atZoomScale: s1)
        guard s1 != s0 || target != o else { return }
        guard animated else {
            applyZoomScale(s1)
            moveContent(to: target)
            delegate?.scrollViewDidZoom(self)
            return
        }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        motionState.zoomAnimation = ScrollMotion.ZoomAnimation(
            fromScale: s0, toScale: s1, center: center, anchor: anchor,
            correction: Point(x: target.x - natural.x, y: target.y - natural.y), target: target,
            start: motionState.time, isBounce: false, endsZooming: true)
    }

    // MARK: Steps

    /// Moves a zoom animation in flight to `time` (called by the clock).
    func stepZoomAnimation(at time: Double) {
        guard let z = motionState.zoomAnimation else { return }
        let (s, o, done) = z.sample(at: time)
        if done {
            motionState.zoomAnimation = nil
            finishZoomAnimation(z)
            return
        }
        applyZoomScale(s)
        moveContent(to: o)
        delegate?.scrollViewDidZoom(self)
    }

    /// Puts a zoom animation at its end: the final scale and offset, then `didEndZooming`.
    func finishZoomAnimation(_ z: ScrollMotion.ZoomAnimation) {
        motionState.zoomMayOvershoot = false
        motionState.isZoomBouncing = false
        applyZoomScale(z.toScale)
        moveContent(to: z.target)
        delegate?.scrollViewDidZoom(self)
        if z.endsZooming { delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: z.toScale) }
    }

    /// `scale` within the limits (the minimum wins when the maximum is below it).
    func clampedZoomScale(_ scale: Double) -> Double {
        Swift.max(minimumZoomScale, Swift.min(scale, maximumZoomScale))
    }

    /// The scale a pinch asking for `raw` shows: `raw` within the limits; past one, with
    /// ``bouncesZoom``, `limit · (raw / limit)^e` (``ScrollMotion/zoomOvershootExponent``), else
    /// the limit.
    func resistedZoomScale(_ raw: Double) -> Double {
        let lo = minimumZoomScale, hi = Swift.max(minimumZoomScale, maximumZoomScale)
        let e = ScrollMotion.zoomOvershootExponent
        if raw > hi { return bouncesZoom ? hi * pow(raw / hi, e) : hi }
        if raw < lo { return bouncesZoom ? lo * pow(raw / lo, e) : lo }
        return raw
    }

    /// Sets the zoom scale and runs a layout pass, so the content size follows.
    func applyZoomScale(_ scale: Double) {
        // Always: the scale read back may be clamped while the one set is not (a bounce's end).
        zoomScale = scale
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// `offset` clamped to the offset range the scroll view has at zoom scale `scale` (found by
    /// laying out at that scale; the scale is put back afterwards).
    func clampedContentOffset(_ offset: Point, atZoomScale scale: Double) -> Point {
        let old = zoomScale
        guard scale != old else { return clampedContentOffset(offset) }
        applyZoomScale(scale)
        let clamped = clampedContentOffset(offset)
        applyZoomScale(old)
        return clamped
    }
}
