/// Animated scrolling: `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`.
///
/// Animated, the offset eases from where it is to the target over
/// ``ScrollMotion/animationDuration`` (``ScrollMotion/animationProgress(_:)``), with a
/// `scrollViewDidScroll` each clock tick, then `scrollViewDidEndScrollingAnimation`. Not
/// animated, it is one `scrollViewDidScroll`. Either way whatever was moving stops first (with
/// its end event); a target equal to the offset does nothing. While a finger is down the offset
/// is set at once and the drag carries on from it (the finger keeps the content).
extension ScrollView {
    /// Scrolls to `offset`, animated or not (UIKit's method; the offset is not clamped, as in
    /// UIKit). A non-finite offset is ignored.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        if var touch = motionState.touch {
            moveContent(to: offset)
            touch.raw = rawOffset(for: contentOffset)
            motionState.touch = touch
            return
        }
        stopMotion()
        guard animated else {
            moveContent(to: offset)
            return
        }
        guard offset != contentOffset else { return }
        motionState.animation = ScrollMotion.OffsetAnimation(
            from: contentOffset, to: offset, start: motionState.time, kind: .scrolling)
    }

    /// Scrolls by the smallest move that makes `rect` (content coordinates) visible within the
    /// bounds less ``adjustedContentInset`` (``contentOffset(toMakeVisible:)``), animated or not;
    /// nothing happens when it is visible already.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let target = contentOffset(toMakeVisible: rect)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }
}
