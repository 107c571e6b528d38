import Constraints

/// The delegate `layout-tool scroll` gives the scroll view: it writes down every call with the
/// clock's time, and answers `willEndDragging` with the target of the last `target` step.
final class ScrollEventRecorder: ScrollViewDelegate {
    private(set) var events: [ScrollReport.Event] = []
    /// The target `willEndDragging` moves to, once a `target` step has set it.
    var target: Point?
    private weak var scrollView: ScrollView?

    /// For a paging scroll view: the page window at the last offset the recorder saw.
    private var window: PageWindow?

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        if scrollView.isPagingEnabled { window = scrollView.pageWindow }
    }

    private func add(_ name: String, _ fill: (inout ScrollReport.Event) -> Void = { _ in }) {
        var e = ScrollReport.Event(t: ScrollReport.time(scrollView?.motionClock ?? 0), name: name)
        fill(&e)
        events.append(e)
    }

    /// `didScroll`, then `pageChanged` when a paging scroll view's current page changed (with
    /// the pages now loaded and the ones that left them).
    func scrollViewDidScroll(_ s: ScrollView) {
        add("didScroll")
        guard s.isPagingEnabled else { return }
        let next = s.pageWindow
        guard let old = window else {
            window = next
            return
        }
        window = next
        guard next.current != old.current else { return }
        let recycled = old.transition(to: next).recycled
        add("pageChanged") { $0.page = (next.current, next.loaded, recycled) }
    }
    func scrollViewWillBeginDragging(_ s: ScrollView) { add("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        let proposed = targetContentOffset
        if let target { targetContentOffset = target }
        add("willEndDragging") {
            $0.velocity = Point(x: ScrollReport.rounded(velocity.x, 4), y: ScrollReport.rounded(velocity.y, 4))
            $0.targetContentOffset = ScrollReport.offset(proposed)
            if let t = self.target { $0.adjustedTargetContentOffset = ScrollReport.offset(t) }
        }
    }
    func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate decelerate: Bool) {
        add("didEndDragging") { $0.willDecelerate = decelerate }
    }
    func scrollViewWillBeginDecelerating(_ s: ScrollView) { add("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: ScrollView) { add("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: ScrollView) { add("didEndScrollingAnimation") }
    func scrollViewDidScrollToTop(_ s: ScrollView) { add("didScrollToTop") }
    func scrollViewWillBeginZooming(_ s: ScrollView, with view: View?) {
        add("willBeginZooming") { $0.zoomView = view?.name }
    }
    func scrollViewDidZoom(_ s: ScrollView) { add("didZoom") }
    func scrollViewDidEndZooming(_ s: ScrollView, with view: View?, atScale scale: Double) {
        add("didEndZooming") {
            $0.zoomView = view?.name
            $0.scale = ScrollReport.rounded(scale, 4)
        }
    }
    func scrollView(_ s: ScrollView, didRecenterBy shift: Point) {
        add("recentered") { $0.shift = ScrollReport.offset(shift) }
    }
}
