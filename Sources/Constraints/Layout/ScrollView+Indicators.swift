/// The sizes of a scroll indicator. UIKit does not document its own; these are the project's
/// (docs/scroll-geometry.md), close to what iOS draws.
public struct ScrollIndicatorMetrics: Hashable, Sendable {
    /// The bar's thickness across the axis (3 points).
    public var thickness: Double
    /// The gap between the bar and the scroll view's edge it runs along (3 points).
    public var edgeInset: Double
    /// The gap at each end of the track (3 points).
    public var endInset: Double
    /// The shortest bar while the offset is in range (36 points; less only when the track is).
    public var minimumLength: Double
    /// The shortest bar while rubber-banding past an edge (the thickness: a dot).
    public var minimumRubberBandLength: Double

    /// Metrics with the given values.
    public init(
        thickness: Double = 3, edgeInset: Double = 3, endInset: Double = 3, minimumLength: Double = 36,
        minimumRubberBandLength: Double = 3
    ) {
        self.thickness = thickness
        self.edgeInset = edgeInset
        self.endInset = endInset
        self.minimumLength = minimumLength
        self.minimumRubberBandLength = minimumRubberBandLength
    }

    /// The project's metrics: thickness 3, 3 from the edge and from each end of the track,
    /// at least 36 long, shrinking to 3 while rubber-banding.
    public static let standard = ScrollIndicatorMetrics()
}

/// Scroll indicators: where the bars are for an offset.
///
/// An indicator shows on an axis that can scroll (the offset range has some length,
/// ``maximumContentOffset`` above ``minimumContentOffset``) when its `shows…ScrollIndicator` is
/// set. Its frame is in the scroll view's bounds coordinates, like the subviews' (it moves with
/// the offset, so it stays put on screen). For the vertical bar (the horizontal one is the
/// same with the axes swapped):
///
/// - **Insets**: ``verticalScrollIndicatorInsets`` plus the part of ``adjustedContentInset``
///   that is not ``contentInset`` (the safe area, which UIKit keeps indicators out of). As the
///   seeds say, `contentInset` alone does not move indicators: set the indicator insets too.
/// - **Track**: `thickness` wide, `edgeInset` in from the right edge (less the right inset);
///   from `top inset + endInset` to `height − bottom inset − endInset`, and, when the
///   horizontal bar shows too, another `thickness + edgeInset` shorter at the bottom, so the
///   bars do not meet in the corner.
/// - **Length**: `track × visible ÷ scrollable`, where visible is the bounds height and
///   scrollable the content height plus the top and bottom adjusted insets; at least
///   `minimumLength` (and at most the track).
/// - **Position**: along the rest of the track in proportion to
///   `(offset − minimum) ÷ (maximum − minimum)`: at the top at the minimum offset, at the bottom
///   at the maximum.
/// - **Rubber band**: past an edge by `p` points the bar stays at that end of the track and is
///   `p` shorter, but not below `minimumRubberBandLength`.
extension ScrollView {
    /// The vertical indicator's frame at the current offset, or nil when it does not show.
    public var verticalScrollIndicatorFrame: Rect? { scrollIndicatorFrames().vertical }
    /// The horizontal indicator's frame at the current offset, or nil when it does not show.
    public var horizontalScrollIndicatorFrame: Rect? { scrollIndicatorFrames().horizontal }

    /// Whether the offset range has some length on `axis` (more than 1e-6 points).
    public func canScroll(on axis: LayoutAxis) -> Bool {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return axis == .horizontal ? hi.x - lo.x > 1e-6 : hi.y - lo.y > 1e-6
    }

    /// Both indicators' frames in bounds coordinates at `offset` (default: the current one); nil
    /// for one that does not show (the axis cannot scroll, its `shows…` is false, or no track
    /// is left between the insets).
    public func scrollIndicatorFrames(at offset: Point? = nil, metrics: ScrollIndicatorMetrics = .standard) -> (
        vertical: Rect?, horizontal: Rect?
    ) {
        let o = offset ?? contentOffset
        let showsV = showsVerticalScrollIndicator && canScroll(on: .vertical)
        let showsH = showsHorizontalScrollIndicator && canScroll(on: .horizontal)
        let adjusted = adjustedContentInset, plain = contentInset
        func add(_ a: EdgeInsets) -> EdgeInsets {
            EdgeInsets(
                top: a.top + adjusted.top - plain.top, left: a.left + adjusted.left - plain.left,
                bottom: a.bottom + adjusted.bottom - plain.bottom, right: a.right + adjusted.right - plain.right)
        }
        let corner = metrics.thickness + metrics.edgeInset
        var vertical: Rect?, horizontal: Rect?
        if showsV {
            let i = add(verticalScrollIndicatorInsets)
            if let (start, length) = bar(
                offset: o.y, minimum: minimumContentOffset.y, maximum: maximumContentOffset.y,
                visible: frame.height, trackStart: i.top + metrics.endInset,
                trackEnd: frame.height - i.bottom - metrics.endInset - (showsH ? corner : 0), metrics: metrics)
            {
                let x = frame.width - i.right - metrics.edgeInset - metrics.thickness
                vertical = Rect(x: o.x + x, y: o.y + start, width: metrics.thickness, height: length)
            }
        }
        if showsH {
            let i = add(horizontalScrollIndicatorInsets)
            if let (start, length) = bar(
                offset: o.x, minimum: minimumContentOffset.x, maximum: maximumContentOffset.x,
                visible: frame.width, trackStart: i.left + metrics.endInset,
                trackEnd: frame.width - i.right - metrics.endInset - (showsV ? corner : 0), metrics: metrics)
            {
                let y = frame.height - i.bottom - metrics.edgeInset - metrics.thickness
                horizontal = Rect(x: o.x + start, y: o.y + y, width: length, height: metrics.thickness)
            }
        }
        return (vertical, horizontal)
    }

    /// Where a bar starts along its track (from the frame's edge) and how long it is; nil when
    /// no track is left.
    private func bar(
        offset: Double, minimum: Double, maximum: Double, visible: Double, trackStart: Double, trackEnd: Double,
        metrics: ScrollIndicatorMetrics
    ) -> (start: Double, length: Double)? {
        let track = trackEnd - trackStart
        let range = maximum - minimum
        guard track > 0, range > 0, offset.isFinite else { return nil }
        // The scrollable extent is the visible length plus the range: content plus insets.
        let proportional = track * visible / (visible + range)
        let length = Swift.min(track, Swift.max(metrics.minimumLength, proportional))
        let shortest = Swift.min(length, metrics.minimumRubberBandLength)
        if offset < minimum {
            return (trackStart, Swift.max(shortest, length - (minimum - offset)))
        }
        if offset > maximum {
            let l = Swift.max(shortest, length - (offset - maximum))
            return (trackEnd - l, l)
        }
        return (trackStart + (offset - minimum) / range * (track - length), length)
    }
}
