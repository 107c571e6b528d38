/// Recentring: the infinite-scrolling technique of WWDC's "Advanced ScrollView Techniques".
///
/// On each axis in ``recenteringAxes``, when the offset is further than a quarter of the content
/// size from the centred offset `(contentSize − bounds size) / 2`, it jumps back to the centred
/// offset and the content moves by the same amount, so nothing moves on screen:
/// - the scroll view's direct subviews that keep their frames
///   (``View/translatesAutoresizingMaskIntoConstraints``) move by the shift (content placed by
///   constraints is the delegate's to move, told by `scrollView(_:didRecenterBy:)`);
/// - everything in flight moves with the offset: the finger's drag, a deceleration and its
///   target, an animation's start and end;
/// - the jump calls no `scrollViewDidScroll` (nothing moved on screen) but the delegate's
///   `scrollView(_:didRecenterBy:)`.
///
/// It is checked after every offset change a drag or the clock makes, never past an edge (a
/// bounce goes on to its edge), and not while zooming.
extension ScrollView {
    /// The axes along which the scroll view recentres (none by default).
    public struct RecenteringAxes: OptionSet, Hashable, Sendable {
        /// The bits: 1 horizontal, 2 vertical.
        public let rawValue: Int
        /// Axes from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Along x.
        public static let horizontal = RecenteringAxes(rawValue: 1)
        /// Along y.
        public static let vertical = RecenteringAxes(rawValue: 2)
        /// Along both.
        public static let both: RecenteringAxes = [.horizontal, .vertical]
    }

    /// The axes along which the offset recentres (see the extension's notes); empty by default.
    public var recenteringAxes: RecenteringAxes {
        get { motionState.recenteringAxes }
        set { motionState.recenteringAxes = newValue }
    }

    /// The shift recentring would add to the offset now, per axis (0 where it would not).
    func recenteringShift() -> Point {
        let axes = recenteringAxes
        guard !axes.isEmpty, motionState.pinch == nil, motionState.zoomAnimation == nil else { return .zero }
        let o = contentOffset, lo = minimumContentOffset, hi = maximumContentOffset
        func axis(_ o: Double, _ lo: Double, _ hi: Double, _ content: Double, _ bounds: Double, _ bouncing: Bool)
            -> Double
        {
            guard !bouncing, o >= lo, o <= hi else { return 0 }
            let centre = (content - bounds) / 2
            return Swift.abs(o - centre) > content / 4 ? centre - o : 0
        }
        let glide = motionState.glide
        return Point(
            x: axes.contains(.horizontal)
                ? axis(o.x, lo.x, hi.x, contentSize.width, frame.width, glide?.x.isBouncing ?? false) : 0,
            y: axes.contains(.vertical)
                ? axis(o.y, lo.y, hi.y, contentSize.height, frame.height, glide?.y.isBouncing ?? false) : 0)
    }

    /// Recentres when the offset has gone far enough (see the extension's notes).
    func recenterIfNeeded() {
        let shift = recenteringShift()
        guard shift != .zero else { return }
        motionState.isRecentering = true
        contentOffset = Point(x: contentOffset.x + shift.x, y: contentOffset.y + shift.y)
        motionState.isRecentering = false
        for v in subviews where v.translatesAutoresizingMaskIntoConstraints {
            v.frame.origin = Point(x: v.frame.minX + shift.x, y: v.frame.minY + shift.y)
        }
        setNeedsLayout()
        layoutIfNeeded()
        if var touch = motionState.touch {
            touch.raw = Point(x: touch.raw.x + shift.x, y: touch.raw.y + shift.y)
            touch.startOffset = Point(x: touch.startOffset.x + shift.x, y: touch.startOffset.y + shift.y)
            motionState.touch = touch
        }
        if var glide = motionState.glide {
            glide.x.shift(by: shift.x)
            glide.y.shift(by: shift.y)
            motionState.glide = glide
        }
        if var a = motionState.animation {
            a.from = Point(x: a.from.x + shift.x, y: a.from.y + shift.y)
            a.to = Point(x: a.to.x + shift.x, y: a.to.y + shift.y)
            motionState.animation = a
        }
        delegate?.scrollView(self, didRecenterBy: shift)
    }
}
