/// Scroll to top: what a tap on the status bar does.
///
/// With ``scrollsToTop`` and the delegate's `scrollViewShouldScrollToTop` agreeing, whatever
/// moves stops and the offset animates (as `setContentOffset(_:animated: true)` does) to
/// `y = −adjustedContentInset.top`, keeping `x`; then `scrollViewDidScrollToTop`. Already at the
/// top, `scrollViewDidScrollToTop` comes at once. A tap while a finger is down is ignored.
extension ScrollView {
    /// A tap on the status bar. Returns whether it scrolls (or was already at the top).
    @discardableResult
    public func statusBarTapped() -> Bool {
        guard scrollsToTop, motionState.touch == nil, motionState.pinch == nil else { return false }
        if let d = delegate, !d.scrollViewShouldScrollToTop(self) { return false }
        stopMotion()
        let target = Point(x: contentOffset.x, y: -adjustedContentInset.top)
        guard target != contentOffset else {
            delegate?.scrollViewDidScrollToTop(self)
            return true
        }
        motionState.animation = ScrollMotion.OffsetAnimation(
            from: contentOffset, to: target, start: motionState.time, kind: .scrollToTop)
        return true
    }
}
