/// The moving scroll view's decided numbers, and the state a ``ScrollView`` keeps between the
/// clock ticks and touches its host feeds it (docs/scrolling.md explains each choice).
///
/// UIKit documents the deceleration rates, the rubber band's formula and the delegate's order of
/// events; it does not document the rest. Where it is silent, these constants are the project's
/// decisions, kept stable because scripts and golden files depend on them.
///
/// ## The model
/// Everything that moves is a closed-form function of the time since it began: a
/// ``ScrollView/Deceleration`` (velocity decaying by the rate every millisecond), a
/// ``ScrollView/BounceBack`` (a critically damped spring in finger-travel space, shown through
/// the rubber band), or an ease-in-out animation (``animationDuration``). A host advances the
/// clock (``ScrollView/advanceClock(to:)``) and reads the offset, zoom scale and flags; the
/// same clock times give the same answers at any frame rate.
public enum ScrollMotion {
    /// How far from its resting offset a deceleration (or an edge a bounce) may be when motion
    /// counts as stopped: 0.25 point, half a pixel on a 2× screen. The offset then snaps to the
    /// exact resting offset. For a deceleration at `.normal` this is a speed of about 0.5 point
    /// per second.
    public static let stopDistance = 0.25

    /// The duration of `setContentOffset(_:animated: true)`, `scrollRectToVisible(_:animated:
    /// true)`, scroll-to-top, `setZoomScale(_:animated: true)` and a zoom's bounce back:
    /// 0.3 seconds, about what UIKit's animations take.
    public static let animationDuration = 0.3

    /// The ease-in-out curve of those animations: `3u² − 2u³` for the fraction `u` of the
    /// duration (zero speed at both ends, like Core Animation's ease-in-ease-out).
    /// - Complexity: O(1).
    public static func animationProgress(_ u: Double) -> Double {
        guard u > 0 else { return 0 }
        guard u < 1 else { return 1 }
        return u * u * (3 - 2 * u)
    }

    /// The speed, in points per second, above which a paging release turns to the neighbouring
    /// page in the direction of the velocity whatever the distance moved: 300 (0.3 points per
    /// millisecond in `scrollViewWillEndDragging`'s units).
    public static let pagingVelocityThreshold = 300.0

    /// The deceleration rate of the settle onto a page (and onto a target a delegate moved in
    /// a paging scroll view): ``ScrollView/DecelerationRate/fast``, so a page settles in about
    /// half a second.
    public static let pagingDecelerationRate = ScrollView.DecelerationRate.fast

    /// How strongly a pinch past the zoom limits is resisted: the scale moves by this power of
    /// the factor the fingers ask for beyond the limit (0.5: pinching to 4 × the maximum shows
    /// 2 × the maximum).
    public static let zoomOvershootExponent = 0.5

    /// How much more one axis must move than the other in a drag's first movement for
    /// `isDirectionalLockEnabled` to lock the drag to it: twice as much.
    public static let directionalLockRatio = 2.0

    /// The largest speed accepted from a host, in points per second (a finger does not move a
    /// million points a second; the limit keeps every computed offset finite).
    public static let maximumSpeed = 1e6
}

extension ScrollMotion {
    /// What a scroll view keeps between the host's calls: its motion settings, the clock, the
    /// finger or fingers down, the motion in flight and the flags.
    struct State {
        // MARK: Settings
        var bounces = true
        var alwaysBounceVertical = false
        var alwaysBounceHorizontal = false
        var bouncesZoom = true
        var decelerationRate = ScrollView.DecelerationRate.normal
        var isScrollEnabled = true
        var isDirectionalLockEnabled = false
        var scrollsToTop = true
        var recenteringAxes: ScrollView.RecenteringAxes = []

        // MARK: Clock and gestures
        /// The time of the last clock tick, in seconds.
        var time = 0.0
        /// The finger that is down, if any.
        var touch: Touch?
        /// The pinch in progress, if any.
        var pinch: Pinch?

        // MARK: Motion in flight
        /// The motion after a release, per axis (both nil when none).
        var glide: (x: AxisMotion, y: AxisMotion)?
        /// An animated offset change in flight.
        var animation: OffsetAnimation?
        /// A zoom animation in flight (a bounce back after a pinch, or an animated
        /// `setZoomScale`).
        var zoomAnimation: ZoomAnimation?

        // MARK: Flags
        var isDragging = false
        var isDecelerating = false
        var isZooming = false
        var isZoomBouncing = false
        /// While a pinch or its bounce back is in progress, `zoomScale` reads past its limits.
        var zoomMayOvershoot = false
        /// While recentring moves the offset: no `didScroll` (nothing moves on screen).
        var isRecentering = false
    }

    /// A finger down on the scroll view.
    struct Touch {
        /// Where the finger is, in the scroll view's frame coordinates.
        var location: Point
        /// The offset the finger's travel asks for, before the rubber band (finger-travel space).
        var raw: Point
        /// The offset when the finger went down (paging turns at most one page from its page).
        var startOffset: Point
        /// The axes the drag may move, decided at its first movement.
        var lock: (x: Bool, y: Bool)?
    }

    /// A pinch in progress.
    struct Pinch {
        /// The zoom scale when the pinch began.
        var startScale: Double
        /// The point between the fingers, in the scroll view's frame coordinates.
        var center: Point
        /// The content point under `center`, in the zoom's unscaled coordinates.
        var anchor: Point
    }

    /// An animated offset change: `setContentOffset(_:animated: true)`,
    /// `scrollRectToVisible(_:animated: true)` or a scroll to the top.
    struct OffsetAnimation {
        /// What ends it: `didEndScrollingAnimation` or `didScrollToTop`.
        enum Kind {
            case scrolling, scrollToTop
        }
        var from: Point
        var to: Point
        var start: Double
        var kind: Kind

        /// The offset at `time`, and whether the animation has finished.
        func sample(at time: Double) -> (offset: Point, done: Bool) {
            let u = (time - start) / ScrollMotion.animationDuration
            guard u < 1 else { return (to, true) }
            let e = ScrollMotion.animationProgress(u)
            return (Point(x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e), false)
        }
    }

    /// An animated zoom: the scale eases from `fromScale` to `toScale` about `center` (the point
    /// of the frame that keeps its content point `anchor`), while the offset also eases by
    /// `correction` (what clamping it into the range at `toScale` adds).
    struct ZoomAnimation {
        var fromScale: Double
        var toScale: Double
        var center: Point
        var anchor: Point
        var correction: Point
        /// The offset it ends on exactly.
        var target: Point
        var start: Double
        /// Whether this is a pinch's bounce back (`isZoomBouncing`), rather than an animated
        /// `setZoomScale`.
        var isBounce: Bool
        /// Whether it ends with `didEndZooming` (a pinch's bounce back, an animated
        /// `setZoomScale`).
        var endsZooming: Bool

        /// The scale and offset at `time`, and whether the animation has finished.
        func sample(at time: Double) -> (scale: Double, offset: Point, done: Bool) {
            let u = (time - start) / ScrollMotion.animationDuration
            let e = ScrollMotion.animationProgress(u)
            let s = fromScale + (toScale - fromScale) * e
            guard u < 1 else { return (toScale, target, true) }
            let o = Point(
                x: anchor.x * s - center.x + correction.x * e, y: anchor.y * s - center.y + correction.y * e)
            return (s, o, false)
        }
    }
}
