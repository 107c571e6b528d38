/// What a scroll view tells its ``ScrollView/delegate`` while it moves, and what it asks it,
/// with UIKit's names (`UIScrollViewDelegate`). Every method is optional: the protocol
/// extension gives each a default that does nothing (or answers as UIKit does without a
/// delegate).
///
/// The order of the calls is UIKit's (docs/scrolling.md lists it for each gesture):
/// - a flick: `scrollViewWillBeginDragging`, `scrollViewDidScroll`…,
///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
///   `scrollViewDidEndDragging(_:willDecelerate: true)`, `scrollViewWillBeginDecelerating`,
///   `scrollViewDidScroll`…, `scrollViewDidEndDecelerating`;
/// - a release without speed inside the range: `scrollViewDidEndDragging(_:willDecelerate:
///   false)` and nothing after it;
/// - an animated `setContentOffset`: `scrollViewDidScroll`…,
///   `scrollViewDidEndScrollingAnimation`;
/// - a pinch: `scrollViewWillBeginZooming`, `scrollViewDidScroll` and `scrollViewDidZoom` each
///   frame, then (after any bounce back) `scrollViewDidEndZooming(_:with:atScale:)`.
///
/// Every change of ``ScrollView/contentOffset`` calls `scrollViewDidScroll`, as in UIKit.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A finger down on the scroll view has started to move it.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifts after a drag. `velocity` is in points per **millisecond** (UIKit's
    /// unit); `targetContentOffset` is where the motion will come to rest, and the delegate may
    /// move it: the deceleration then ends exactly there (clamped to the offset range).
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// The finger lifted after a drag; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts to move on after a release (a deceleration, a bounce back, a page
    /// settle).
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The motion after a release has stopped (or a finger caught it).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` has finished (or was stopped).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// Whether a tap on the status bar may scroll to the top (default true).
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// The scroll to the top after a status-bar tap has finished.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// The view to zoom; nil (the default) keeps the scroll view's ``ScrollView/zoomView``.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch (or an animated zoom) is about to change the zoom scale of `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A zoom has ended, after any bounce back, at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
    /// Recentring (``ScrollView/recenteringAxes``, not a UIKit call) moved the offset by `shift`
    /// and the frame-placed content with it; content placed by constraints is the delegate's to
    /// move by the same amount.
    func scrollView(_ scrollView: ScrollView, didRecenterBy shift: Point)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target where it is.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Allows it: true.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// nil: the scroll view's own ``ScrollView/zoomView``.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
    /// Does nothing.
    public func scrollView(_ scrollView: ScrollView, didRecenterBy shift: Point) {}
}
