import Foundation
import TestSupport
import Testing

@testable import Constraints

/// A delegate that writes down every call, with the clock time, and can move the target.
final class Recorder: ScrollViewDelegate {
    var events: [String] = []
    var targets: [(velocity: Point, target: Point)] = []
    var endScales: [Double] = []
    var shifts: [Point] = []
    var moveTarget: Point?
    var allowScrollToTop = true
    var window: View?

    var names: [String] { events }
    /// The events without the per-frame `didScroll` and `didZoom`, runs of which read as one.
    var milestones: [String] {
        var out: [String] = []
        for e in events where out.last != e || (e != "didScroll" && e != "didZoom") { out.append(e) }
        return out
    }

    func scrollViewDidScroll(_ s: ScrollView) { events.append("didScroll") }
    func scrollViewWillBeginDragging(_ s: ScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: ScrollView, withVelocity v: Point, targetContentOffset: inout Point) {
        events.append("willEndDragging")
        targets.append((v, targetContentOffset))
        if let moveTarget { targetContentOffset = moveTarget }
    }
    func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate d: Bool) {
        events.append("didEndDragging(\(d))")
    }
    func scrollViewWillBeginDecelerating(_ s: ScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: ScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: ScrollView) { events.append("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ s: ScrollView) -> Bool {
        events.append("shouldScrollToTop")
        return allowScrollToTop
    }
    func scrollViewDidScrollToTop(_ s: ScrollView) { events.append("didScrollToTop") }
    func scrollViewWillBeginZooming(_ s: ScrollView, with view: View?) { events.append("willBeginZooming") }
    func scrollViewDidZoom(_ s: ScrollView) { events.append("didZoom") }
    func scrollViewDidEndZooming(_ s: ScrollView, with view: View?, atScale scale: Double) {
        events.append("didEndZooming")
        endScales.append(scale)
    }
    func scrollView(_ s: ScrollView, didRecenterBy shift: Point) {
        events.append("recentered")
        shifts.append(shift)
    }
}

/// A 320 × 480 scroll view at the window's origin with an explicit content size, laid out, with
/// a recorder as its delegate.
func motionScrollView(content: Size = Size(width: 320, height: 2000), inset: EdgeInsets = .zero) -> (
    View, ScrollView, Recorder
) {
    let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let sv = ScrollView("sv", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    root.addSubview(sv)
    sv.explicitContentSize = content
    sv.contentInset = inset
    root.layoutIfNeeded()
    let recorder = Recorder()
    sv.delegate = recorder
    // A scroll view holds its window and delegate weakly and tests hold only the scroll view:
    // the recorder keeps the window and is itself kept for the run (a deliberate small leak).
    recorder.window = root
    _ = Unmanaged.passRetained(recorder)
    return (root, sv, recorder)
}

/// Drives a scroll view frame by frame at `fps`, as a host does.
struct Host {
    let sv: ScrollView
    var fps = 60.0
    var frame = 0

    init(_ sv: ScrollView, fps: Double = 60) {
        self.sv = sv
        self.fps = fps
    }

    var time: Double { Double(frame) / fps }

    mutating func tick() throws {
        frame += 1
        try sv.advanceClock(to: time)
    }

    /// A finger at the centre drags by `delta` over `frames` frames (finger down first).
    mutating func drag(_ dx: Double, _ dy: Double, frames n: Int = 6, lift: Bool = true, velocity: Point? = nil)
        throws
    {
        let start = Point(x: 160, y: 240)
        try sv.beginTouch(at: start)
        for k in 1...n {
            try tick()
            let f = Double(k) / Double(n)
            try sv.moveTouch(to: Point(x: start.x + dx * f, y: start.y + dy * f))
        }
        guard lift else { return }
        let seconds = Double(n) / fps
        try sv.endTouch(velocity: velocity ?? Point(x: dx / seconds, y: dy / seconds))
    }

    /// Ticks until the scroll view rests (at most `limit` seconds).
    mutating func settle(limit: Double = 30) throws {
        let end = time + limit
        while !sv.isResting && time < end { try tick() }
    }
}

@Suite struct ScrollMotionTests {
    // MARK: Deceleration

    @Test func projectionIs499PointsAtNormalAnd99AtFast() {
        // (v / 1000) · d / (1 − d): 1 · 0.998 / 0.002 = 499; 1 · 0.99 / 0.01 = 99.
        let normal = ScrollView.projectedContentOffset(.zero, velocity: Point(x: 0, y: 1000), decelerationRate: .normal)
        let fast = ScrollView.projectedContentOffset(.zero, velocity: Point(x: 1000, y: 0), decelerationRate: .fast)
        expectClose(normal.y, 499, tolerance: 1e-9)
        expectClose(fast.x, 99, tolerance: 1e-9)
        #expect(normal.x == 0 && fast.y == 0)
        #expect(ScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(ScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test func decelerationIsThePerMillisecondDecayInClosedForm() {
        let d = ScrollView.Deceleration(offset: 100, velocity: 2000, rate: .normal)
        // 50 ms of steps: each millisecond moves v/1000 · 0.998^k.
        var sum = 100.0
        for k in 1...50 { sum += 2 * pow(0.998, Double(k)) }
        expectClose(d.offset(at: 0.05), sum, tolerance: 1e-12)
        // It stops when less than a quarter point remains: ln(0.25 / 998) / (1000 ln 0.998).
        expectClose(d.duration, log(0.25 / 998) / (1000 * log(0.998)), tolerance: 1e-12)
        expectClose(d.offset(at: d.duration), 1098, tolerance: 1e-12)
        #expect(d.velocity(at: d.duration) == 0)
        // A target the delegate moved: the same decay, the speed that lands on it.
        let landing = ScrollView.Deceleration(offset: 0, target: 300, rate: .normal)
        expectClose(landing.restingOffset, 300, tolerance: 1e-9)
        expectClose(landing.velocity, 300 * 1000 * 0.002 / 0.998, tolerance: 1e-9)
    }

    @Test func aFlickEndsOnTheProjectionWithUIKitsEventOrder() throws {
        let (_, sv, r) = motionScrollView()
        var host = Host(sv)
        // The finger moves up 100 points in 0.1 s: the content scrolls down at 1000 pt/s.
        try host.drag(0, -100)
        #expect(!sv.isDragging && !sv.isTracking && sv.isDecelerating)
        expectPoint(sv.contentOffset, 0, 100)
        #expect(r.targets.count == 1)
        expectPoint(r.targets[0].velocity, 0, 1)  // points per millisecond
        expectClose(r.targets[0].target.y, 599, tolerance: 1e-9)
        try host.settle()
        #expect(sv.contentOffset == Point(x: 0, y: r.targets[0].target.y))
        #expect(!sv.isDecelerating && sv.isResting)
        #expect(
            r.milestones == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating",
            ])
        // The deceleration lasted ln(0.25 / 499) / (1000 ln 0.998) ≈ 3.8 s.
        expectClose(host.time, 0.1 + 3.8, tolerance: 0.02)
    }

    @Test func aSlowReleaseDoesNotDecelerate() throws {
        let (_, sv, r) = motionScrollView()
        var host = Host(sv)
        try host.drag(0, -100, velocity: .zero)
        #expect(sv.isResting && !sv.isDecelerating)
        expectPoint(sv.contentOffset, 0, 100)
        #expect(r.milestones == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        expectPoint(r.targets[0].target, 0, 100)
    }

    @Test func theDelegatesTargetIsWhereTheDecelerationEnds() throws {
        let (_, sv, r) = motionScrollView()
        r.moveTarget = Point(x: 0, y: 300)
        var host = Host(sv)
        try host.drag(0, -100)
        var path: [Double] = []
        while !sv.isResting {
            try host.tick()
            path.append(sv.contentOffset.y)
        }
        #expect(sv.contentOffset == Point(x: 0, y: 300))
        #expect(path.allSatisfy { $0 <= 300 })
        #expect(zip(path, path.dropFirst()).allSatisfy { $0 <= $1 })
        // Out of range, the target is clamped to it.
        let (_, sv2, r2) = motionScrollView()
        r2.moveTarget = Point(x: 50, y: 5000)
        var host2 = Host(sv2)
        try host2.drag(0, -100)
        try host2.settle()
        #expect(sv2.contentOffset == Point(x: 0, y: 1520))
    }

    @Test func aFingerCatchesADeceleration() throws {
        let (_, sv, r) = motionScrollView()
        var host = Host(sv)
        try host.drag(0, -100)
        for _ in 0..<10 { try host.tick() }
        let caught = sv.contentOffset
        r.events.removeAll()
        try sv.beginTouch(at: Point(x: 10, y: 10))
        #expect(r.events == ["didEndDecelerating"])
        #expect(!sv.isDecelerating && sv.isTracking && !sv.isDragging)
        try host.tick()
        #expect(sv.contentOffset == caught)
        try sv.endTouch(velocity: .zero)
        #expect(r.events == ["didEndDecelerating"])
    }

    // MARK: Rubber band

    @Test func theRubberBandAt100PointsOfOvershoot() throws {
        // (1 − 1 / (100 · 0.55 / 480 + 1)) · 480 = 480 · (1 − 480 / 535) = 49.345794…
        let expected = 480.0 * (1 - 480.0 / 535.0)
        expectClose(ScrollView.rubberBandDistance(forOvershoot: 100, dimension: 480), expected, tolerance: 1e-12)
        expectClose(ScrollView.overshoot(forRubberBandDistance: expected, dimension: 480), 100, tolerance: 1e-9)
        let (_, sv, r) = motionScrollView()
        var host = Host(sv)
        // At the top, the finger pulls down 100 points: the offset goes to −49.35, not −100.
        try host.drag(0, 100, velocity: .zero)
        expectClose(sv.contentOffset.y, -expected, tolerance: 1e-9)
        #expect(sv.isDecelerating)
        #expect(
            r.milestones == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
            ])
        expectPoint(r.targets[0].target, 0, 0)
        var path: [Double] = []
        while !sv.isResting {
            try host.tick()
            path.append(sv.contentOffset.y)
        }
        // The spring brings it back without swinging past the edge, and rests exactly there.
        #expect(sv.contentOffset == .zero)
        #expect(path.allSatisfy { $0 <= 0 })
        #expect(r.milestones.suffix(2) == ["didScroll", "didEndDecelerating"])
        // About 0.6 s: (1 + ωt) e^(−ωt) · x₀ falls under the quarter point.
        expectClose(Double(path.count) / 60, 0.6, tolerance: 0.1)
    }

    @Test func withoutBouncesTheEdgeStopsTheDrag() throws {
        let (_, sv, r) = motionScrollView()
        sv.bounces = false
        var host = Host(sv)
        try host.drag(0, 100, velocity: .zero)
        #expect(sv.contentOffset == .zero)
        #expect(r.milestones.last == "didEndDragging(false)")
        // A flick into the bottom stops at the edge, without going past it.
        sv.setContentOffset(Point(x: 0, y: 1400), animated: false)
        try host.drag(0, -60)
        var maxSeen = 0.0
        while !sv.isResting {
            try host.tick()
            maxSeen = max(maxSeen, sv.contentOffset.y)
        }
        #expect(maxSeen == 1520 && sv.contentOffset.y == 1520)
    }

    @Test func aFlickIntoAnEdgeOvershootsAndSpringsBack() throws {
        let (_, sv, r) = motionScrollView()
        sv.setContentOffset(Point(x: 0, y: 1400), animated: false)
        var host = Host(sv)
        try host.drag(0, -60, frames: 3)  // 1200 pt/s towards the bottom edge at 1520
        expectClose(r.targets[0].target.y, 1520, tolerance: 1e-9)
        var maxSeen = 0.0
        while !sv.isResting {
            try host.tick()
            maxSeen = max(maxSeen, sv.contentOffset.y)
            #expect(sv.contentOffset.y.isFinite)
        }
        #expect(maxSeen > 1530 && maxSeen < 1520 + 480)
        #expect(sv.contentOffset.y == 1520)
        #expect(r.milestones.last == "didEndDecelerating")
    }

    @Test func alwaysBounceLetsContentThatFitsRubberBand() throws {
        let (_, sv, r) = motionScrollView(content: Size(width: 320, height: 300))
        var host = Host(sv)
        try host.drag(0, 80, velocity: .zero)
        #expect(sv.contentOffset == .zero)
        #expect(r.events.isEmpty)
        sv.alwaysBounceVertical = true
        try host.drag(0, 80, velocity: .zero)
        #expect(sv.contentOffset.y < 0)
        try host.settle()
        #expect(sv.contentOffset == .zero)
        #expect(r.milestones.first == "willBeginDragging" && r.milestones.last == "didEndDecelerating")
    }

    // MARK: Paging

    @Test func pagingSettlesOnTheStartPageOrItsNeighbour() throws {
        let (_, sv, r) = motionScrollView(content: Size(width: 1600, height: 480))
        sv.isPagingEnabled = true
        sv.setContentOffset(Point(x: 320, y: 0), animated: false)
        var host = Host(sv)
        // Slowly 100 points on (less than half a page): back to page 1.
        try host.drag(-100, 0, frames: 30, velocity: .zero)
        expectPoint(r.targets[0].target, 320, 0)
        try host.settle()
        #expect(sv.contentOffset == Point(x: 320, y: 0))
        // Slowly 200 points on (past half a page): page 2.
        try host.drag(-200, 0, frames: 60, velocity: Point(x: -200, y: 0))
        try host.settle()
        #expect(sv.contentOffset == Point(x: 640, y: 0))
        // A quick short flick (50 points at 500 pt/s): the next page.
        try host.drag(-50, 0)
        try host.settle()
        #expect(sv.contentOffset == Point(x: 960, y: 0))
        // A huge flick still goes one page only.
        try host.drag(-100, 0, frames: 2, velocity: Point(x: -50_000, y: 0))
        try host.settle()
        #expect(sv.contentOffset == Point(x: 1280, y: 0))
        // 0.7 of a page back, then a flick forwards: back to where it started.
        try host.drag(224, 0, frames: 30, lift: false)
        try sv.endTouch(velocity: Point(x: -1000, y: 0))
        try host.settle()
        #expect(sv.contentOffset == Point(x: 1280, y: 0))
        #expect(r.milestones.last == "didEndDecelerating")
    }

    @Test func pagingTargetsByHand() throws {
        let (_, sv, _) = motionScrollView(content: Size(width: 1600, height: 480))
        let start = Point(x: 320, y: 0)
        // Over the threshold forwards: floor(p) + 1; backwards: ceil(p) − 1; else round(p).
        expectPoint(sv.pagingTarget(from: start, offset: Point(x: 330, y: 0), velocity: Point(x: 301, y: 0)), 640, 0)
        expectPoint(sv.pagingTarget(from: start, offset: Point(x: 330, y: 0), velocity: Point(x: 299, y: 0)), 320, 0)
        expectPoint(sv.pagingTarget(from: start, offset: Point(x: 310, y: 0), velocity: Point(x: -301, y: 0)), 0, 0)
        expectPoint(sv.pagingTarget(from: start, offset: Point(x: 900, y: 0), velocity: .zero), 640, 0)
        expectPoint(sv.pagingTarget(from: start, offset: Point(x: -40, y: 0), velocity: Point(x: -900, y: 0)), 0, 0)
    }

    @Test func aPagingReleaseOnAPageOriginDoesNotDecelerate() throws {
        let (_, sv, r) = motionScrollView(content: Size(width: 1600, height: 480))
        sv.isPagingEnabled = true
        var host = Host(sv)
        try host.drag(-320.4, 0, frames: 60, velocity: .zero)
        #expect(r.milestones.last == "didEndDragging(false)")
        #expect(sv.contentOffset == Point(x: 320, y: 0))
    }

    // MARK: Animations and scroll to top

    @Test func anAnimatedScrollEndsWithDidEndScrollingAnimation() throws {
        let (_, sv, r) = motionScrollView()
        var host = Host(sv)
        sv.setContentOffset(Point(x: 0, y: 600), animated: true)
        #expect(sv.isScrollAnimating && r.events.isEmpty)
        try host.tick()
        // Eased: after one frame of 0.3 s, 3u² − 2u³ with u = 1/18.
        let u = 1.0 / 18
        expectClose(sv.contentOffset.y, 600 * u * u * (3 - 2 * u), tolerance: 1e-9)
        try host.settle()
        #expect(host.frame == 18)
        #expect(sv.contentOffset == Point(x: 0, y: 600))
        #expect(r.milestones == ["didScroll", "didEndScrollingAnimation"])
        #expect(r.events.count == 19)
        r.events.removeAll()
        sv.setContentOffset(Point(x: 0, y: 10), animated: false)
        #expect(r.events == ["didScroll"])
        r.events.removeAll()
        sv.scrollRectToVisible(Rect(x: 0, y: 700, width: 100, height: 100), animated: true)
        try host.settle()
        #expect(sv.contentOffset == Point(x: 0, y: 320))
        #expect(r.milestones == ["didScroll", "didEndScrollingAnimation"])
        r.events.removeAll()
        sv.scrollRectToVisible(Rect(x: 0, y: 400, width: 100, height: 100), animated: true)
        #expect(sv.isResting && r.events.isEmpty)
    }

    @Test func scrollToTopGoesToMinusTheTopInset() throws {
        let (_, sv, r) = motionScrollView(inset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        var host = Host(sv)
        sv.setContentOffset(Point(x: 0, y: 900), animated: false)
        r.events.removeAll()
        #expect(sv.statusBarTapped())
        try host.settle()
        #expect(sv.contentOffset == Point(x: 0, y: -20))
        #expect(r.milestones == ["shouldScrollToTop", "didScroll", "didScrollToTop"])
        r.events.removeAll()
        sv.setContentOffset(Point(x: 0, y: 900), animated: false)
        r.allowScrollToTop = false
        #expect(!sv.statusBarTapped())
        sv.scrollsToTop = false
        #expect(!sv.statusBarTapped())
        #expect(r.events == ["didScroll", "shouldScrollToTop"])
    }

    // MARK: Zoom

    /// A 320 × 480 scroll view holding a 640 × 480 photo as its zoom view, scales 0.5…2.
    func photo() -> (View, ScrollView, View, Recorder) {
        let (root, sv, r) = motionScrollView(content: Size(width: 0, height: 0))
        let photo = View("photo", frame: Rect(x: 0, y: 0, width: 640, height: 480))
        sv.addSubview(photo)
        sv.explicitContentSize = nil
        sv.zoomView = photo
        sv.minimumZoomScale = 0.5
        sv.maximumZoomScale = 2
        root.layoutIfNeeded()
        return (root, sv, photo, r)
    }

    @Test func aPinchKeepsThePointUnderTheFingers() throws {
        let (_, sv, _, r) = photo()
        sv.setContentOffset(Point(x: 100, y: 0), animated: false)
        r.events.removeAll()
        var host = Host(sv)
        let c = Point(x: 60, y: 200)
        let content = Point(x: 160, y: 200)  // what is under the fingers at scale 1
        try sv.beginPinch(at: c)
        #expect(sv.isZooming && sv.isTracking)
        for k in 1...12 {
            try host.tick()
            try sv.changePinch(scale: 1 + 0.5 * Double(k) / 12)
            let s = sv.zoomScale
            expectClose(content.x * s - sv.contentOffset.x, c.x, tolerance: 1e-9)
            expectClose(content.y * s - sv.contentOffset.y, c.y, tolerance: 1e-9)
        }
        try sv.endPinch()
        #expect(!sv.isZooming)
        try host.settle()
        expectClose(sv.zoomScale, 1.5, tolerance: 1e-12)
        expectSize(sv.contentSize, 960, 720)
        expectPoint(sv.contentOffset, 180, 100)
        #expect(r.milestones.first == "willBeginZooming")
        #expect(r.milestones.last == "didEndZooming")
        #expect(r.events.filter { $0 == "didEndZooming" }.count == 1)
        #expect(r.endScales == [1.5])
        // Each change: didScroll, then didZoom.
        #expect(Array(r.events[1...2]) == ["didScroll", "didZoom"])
    }

    @Test func aPinchPastTheMaximumBouncesBack() throws {
        let (_, sv, _, r) = photo()
        var host = Host(sv)
        try sv.beginPinch(at: Point(x: 160, y: 240))
        try host.tick()
        try sv.changePinch(scale: 4)
        // Resisted: 2 · (4 / 2)^0.5.
        expectClose(sv.zoomScale, 2 * 2.0.squareRoot(), tolerance: 1e-12)
        try sv.endPinch()
        #expect(sv.isZoomBouncing && !sv.isZooming)
        #expect(!r.events.contains("didEndZooming"))
        var frames = 0
        while !sv.isResting {
            try host.tick()
            frames += 1
        }
        #expect(frames == 18)
        #expect(!sv.isZoomBouncing)
        #expect(sv.zoomScale == 2)
        #expect(r.endScales == [2])
        // The centre stays under the fingers: (160, 240) of the unzoomed photo at 2×.
        expectPoint(sv.contentOffset, 160, 240)
        expectSize(sv.contentSize, 1280, 960)
        // Without bouncesZoom the scale stops at the limit.
        sv.bouncesZoom = false
        try sv.beginPinch(at: Point(x: 160, y: 240))
        try sv.changePinch(scale: 3)
        #expect(sv.zoomScale == 2)
        try sv.endPinch()
        #expect(r.endScales == [2, 2])
    }

    @Test func setZoomScaleKeepsTheVisibleCentreThenClamps() throws {
        let (_, sv, _, r) = photo()
        sv.setContentOffset(Point(x: 100, y: 0), animated: false)
        r.events.removeAll()
        sv.setZoomScale(2, animated: false)
        // The centre (260, 240) at 1× is (520, 480) at 2×: offset (360, 240).
        expectPoint(sv.contentOffset, 360, 240)
        #expect(r.events == ["didScroll", "didZoom"])
        // Back to 0.5: the centre (260, 240) → (130, 120), offset (−30, −120), clamped to (0, 0).
        r.events.removeAll()
        var host = Host(sv)
        sv.setZoomScale(0.1, animated: true)  // clamped to 0.5
        try host.settle()
        #expect(sv.zoomScale == 0.5)
        expectPoint(sv.contentOffset, 0, 0)
        #expect(r.milestones.first == "willBeginZooming" && r.milestones.last == "didEndZooming")
        #expect(r.endScales == [0.5])
    }

    @Test func pinchingWithoutAZoomViewIsATypedError() throws {
        let (_, sv, _) = motionScrollView()
        #expect(throws: ScrollMotionError.cannotZoom("it has no zoom view among its subviews")) {
            try sv.beginPinch(at: .zero)
        }
        #expect(!sv.isZooming && sv.isResting)
    }

    // MARK: Recentring

    @Test func recentringKeepsScreenPositions() throws {
        // The WWDC strip: content three screens wide, a frame-placed row of tiles.
        let (root, sv, r) = motionScrollView(content: Size(width: 960, height: 480))
        let strip = View("strip", frame: Rect(x: 0, y: 0, width: 960, height: 480))
        sv.addSubview(strip)
        sv.recenteringAxes = .horizontal
        root.layoutIfNeeded()
        sv.setContentOffset(Point(x: 320, y: 0), animated: false)  // centred: (960 − 320) / 2
        var host = Host(sv)
        var screen: [Double] = []
        try host.drag(-300, 0, frames: 30, lift: false)
        // 240 points past the centre is more than 960 / 4: it jumped back.
        #expect(r.shifts.count == 1)
        screen.append(strip.frame.minX - sv.contentOffset.x)
        // The strip moved with the shift; on screen it is where the finger put it.
        expectClose(screen[0], -320 - 300, tolerance: 1e-9)
        #expect(abs(sv.contentOffset.x - 320) <= 960 / 4)
        try sv.endTouch(velocity: Point(x: -2000, y: 0))
        var last = strip.frame.minX - sv.contentOffset.x
        while !sv.isResting {
            try host.tick()
            let now = strip.frame.minX - sv.contentOffset.x
            #expect(now <= last)  // keeps moving the same way, never jumps back
            last = now
        }
        #expect(r.shifts.count >= 2)
        #expect(!r.events.contains("didEndDecelerating") || r.milestones.last == "didEndDecelerating")
        // The same flick without recentring travels the same distance on screen (until the edge).
        let travelled = -last - 320
        expectClose(travelled, 300 + 2000 * 0.499, tolerance: 0.5)
    }

    // MARK: Directional lock, disabled scrolling, errors

    @Test func directionalLockKeepsADragOnItsAxis() throws {
        let (_, sv, _) = motionScrollView(content: Size(width: 1000, height: 1000))
        sv.isDirectionalLockEnabled = true
        var host = Host(sv)
        try host.drag(-100, -30, velocity: .zero)
        expectPoint(sv.contentOffset, 100, 0)
        try host.drag(-40, -60, velocity: .zero)
        expectPoint(sv.contentOffset, 140, 60)
    }

    @Test func disabledScrollingIgnoresDrags() throws {
        let (_, sv, r) = motionScrollView()
        sv.isScrollEnabled = false
        var host = Host(sv)
        try host.drag(0, -100)
        #expect(sv.contentOffset == .zero && r.events.isEmpty && sv.isResting)
    }

    @Test func badInputIsRefusedAndChangesNothing() throws {
        let (_, sv, _) = motionScrollView()
        try sv.advanceClock(to: 1)
        #expect(throws: ScrollMotionError.timeGoesBackwards(now: 1, requested: 0.5)) { try sv.advanceClock(to: 0.5) }
        #expect(throws: ScrollMotionError.invalidValue("the time")) { try sv.advanceClock(to: .nan) }
        #expect(throws: ScrollMotionError.noTouch) { try sv.moveTouch(to: .zero) }
        #expect(throws: ScrollMotionError.noTouch) { try sv.endTouch(velocity: .zero) }
        try sv.beginTouch(at: .zero)
        #expect(throws: ScrollMotionError.invalidValue("the touch location")) {
            try sv.moveTouch(to: Point(x: .infinity, y: 0))
        }
        #expect(throws: ScrollMotionError.invalidValue("the release velocity")) {
            try sv.endTouch(velocity: Point(x: 0, y: 1e9))
        }
        #expect(throws: ScrollMotionError.touchInProgress) { try sv.beginTouch(at: .zero) }
        #expect(sv.isTracking && sv.motionClock == 1 && sv.contentOffset == .zero)
        sv.setContentOffset(Point(x: .nan, y: 0), animated: true)
        #expect(sv.contentOffset == .zero)
    }

    // MARK: Properties over many cases

    @Test func everyReleaseComesToRestInRangeOnItsTarget() throws {
        var random = SeededRandom(seed: 12)
        for _ in 0..<200 {
            let (_, sv, r) = motionScrollView()
            sv.bounces = random.next() % 4 != 0
            sv.decelerationRate = random.next() % 2 == 0 ? .normal : .fast
            sv.isPagingEnabled = random.next() % 5 == 0
            sv.setContentOffset(Point(x: 0, y: Double(random.next() % 1521)), animated: false)
            var host = Host(sv)
            let dy = Double(Int(random.next() % 1201) - 600)
            let v = Double(Int(random.next() % 12001) - 6000)
            try host.drag(0, dy, frames: 1 + Int(random.next() % 20), velocity: Point(x: 0, y: v))
            try host.settle(limit: 60)
            let o = sv.contentOffset.y
            #expect(sv.isResting, "did not settle")
            #expect(o.isFinite && o >= 0 && o <= 1520, "rested at \(o)")
            if let target = r.targets.last?.target.y { #expect(Swift.abs(o - target) <= 0.5, "\(o) vs \(target)") }
            if sv.isPagingEnabled, !r.targets.isEmpty {
                #expect(o == 1520 || o.truncatingRemainder(dividingBy: 480) == 0)
            }
        }
    }

    @Test func framesSampleOneCurveAtAnyRate() throws {
        var offsets: [[Double]] = []
        for fps in [60.0, 120.0] {
            let (_, sv, _) = motionScrollView()
            sv.setContentOffset(Point(x: 0, y: 1200), animated: false)
            try sv.beginTouch(at: Point(x: 0, y: 200))
            try sv.moveTouch(to: Point(x: 0, y: 100))
            try sv.endTouch(velocity: Point(x: 0, y: -3000))
            var seen: [Double] = []
            for k in 1...240 {
                try sv.advanceClock(to: Double(k) / fps)
                if fps == 60 || k % 2 == 0 { seen.append(sv.contentOffset.y) }
            }
            offsets.append(Array(seen.prefix(120)))
        }
        #expect(offsets[0] == offsets[1])
    }
}
