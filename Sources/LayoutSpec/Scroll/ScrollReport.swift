import Constraints
import InternalUtilities

/// What `layout-tool scroll` prints (contract `scrolling.md` §2): one entry per frame, the
/// delegate's calls in order, and the state after the last step. Written as JSON
/// (``json``), text (``text(style:)``) or an SVG plot of the offset against time (``svg``).
///
/// Numbers are rounded for print: times to 0.1 ms (4 decimals), offsets to 0.001 point,
/// velocities (points per millisecond) and zoom scales to 4 decimals; so the output does not
/// depend on the last bits of the platform's `exp` and `log`.
public struct ScrollReport {
    /// The scroll view played.
    public var view: String
    /// Frames per second.
    public var fps: Double
    /// One entry per frame, from the first step to the end of the script.
    public var frames: [Frame] = []
    /// The delegate's calls, in order.
    public var events: [Event] = []
    /// The state after the last step.
    public var final: Final

    /// The state at the end of one frame.
    public struct Frame: Equatable, Sendable {
        /// Seconds since the script began.
        public var t: Double
        /// The content offset.
        public var offset: Point
        /// The zoom scale.
        public var zoomScale: Double
        /// `isTracking`, `isDragging`, `isDecelerating`, `isZooming`, `isZoomBouncing`.
        public var tracking: Bool, dragging: Bool, decelerating: Bool, zooming: Bool, zoomBouncing: Bool
    }

    /// One delegate call: UIKit's name without the `scrollView` prefix (`didScroll`,
    /// `willEndDragging`, …) and what it carried.
    public struct Event: Equatable, Sendable {
        /// Seconds since the script began.
        public var t: Double
        /// The call's name.
        public var name: String
        /// `willEndDragging`'s velocity, in points per millisecond.
        public var velocity: Point?
        /// `willEndDragging`'s target as the scroll view proposed it.
        public var targetContentOffset: Point?
        /// `willEndDragging`'s target after the delegate (a `target` step) moved it.
        public var adjustedTargetContentOffset: Point?
        /// `didEndDragging`'s `willDecelerate`.
        public var willDecelerate: Bool?
        /// `willBeginZooming`'s and `didEndZooming`'s view.
        public var zoomView: String?
        /// `didEndZooming`'s scale.
        public var scale: Double?
        /// `recentered`'s shift added to the offset.
        public var shift: Point?
        /// `pageChanged`'s current page, loaded pages and the pages that left the loaded ones
        /// (contract `scrolling.md` §4).
        public var page: (current: Int, loaded: [Int], recycled: [Int])?

        /// Events are equal when every field is.
        public static func == (a: Event, b: Event) -> Bool {
            a.t == b.t && a.name == b.name && a.velocity == b.velocity
                && a.targetContentOffset == b.targetContentOffset
                && a.adjustedTargetContentOffset == b.adjustedTargetContentOffset
                && a.willDecelerate == b.willDecelerate
                && a.zoomView == b.zoomView && a.scale == b.scale && a.shift == b.shift
                && a.page?.current == b.page?.current && a.page?.loaded == b.page?.loaded
                && a.page?.recycled == b.page?.recycled
        }

        /// An event `name` at `t` with nothing else.
        init(t: Double, name: String) {
            self.t = t
            self.name = name
        }
    }

    /// The state after the last step.
    public struct Final: Equatable, Sendable {
        /// Seconds since the script began.
        public var t: Double
        /// The content offset.
        public var offset: Point
        /// The zoom scale.
        public var zoomScale: Double
        /// The content size.
        public var contentSize: Size
        /// Whether nothing moves and no finger is down.
        public var resting: Bool
    }

    /// Names of the calls made every frame of a motion; the text and SVG forms group them.
    static let perFrameEvents: Set<String> = ["didScroll", "didZoom"]
}

extension ScrollReport {
    /// `x` rounded to `places` decimals, noise and negative zero cleaned.
    static func rounded(_ x: Double, _ places: Int) -> Double {
        guard x.isFinite else { return x }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return cleanedNumber((x * scale).rounded(.toNearestOrAwayFromZero) / scale)
    }

    static func time(_ t: Double) -> Double { rounded(t, 4) }
    static func offset(_ p: Point) -> Point { Point(x: rounded(p.x, 3), y: rounded(p.y, 3)) }
}
