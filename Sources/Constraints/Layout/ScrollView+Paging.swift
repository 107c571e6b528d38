/// Where a paging release settles: the page the drag started on, or its neighbour.
///
/// Per axis, with `P` the page size (the bounds size), `p = offset / P` and `s` the index of
/// the page the drag started on:
/// - faster than ``ScrollMotion/pagingVelocityThreshold`` forwards: page `floor(p) + 1`;
///   backwards: page `ceil(p) − 1` (the next page origin in the direction of the velocity);
/// - slower: the nearest page, `round(p)` (past half a page, the neighbour);
/// - then kept within `s − 1 … s + 1` (never further than one page from where the drag began)
///   and within the pages, and the page origin clamped to the offset range (a last, partial page
///   ends at the maximum offset).
extension ScrollView {
    /// The offset a paging release settles on (see the extension's notes).
    /// - Parameters:
    ///   - start: the offset when the drag began.
    ///   - offset: the offset at release.
    ///   - velocity: the content's velocity at release, in points per second.
    /// - Complexity: O(1).
    public func pagingTarget(from start: Point, offset: Point, velocity: Point) -> Point {
        let startPage = page(at: start), count = pageCount, size = pageSize
        let lo = minimumContentOffset, hi = maximumContentOffset
        func axis(_ s: Int, _ n: Int, _ o: Double, _ v: Double, _ p: Double, _ lo: Double, _ hi: Double) -> Double {
            guard p > 0, o.isFinite else { return Swift.min(Swift.max(o, lo), Swift.max(lo, hi)) }
            let position = o / p
            var index: Double
            if v > ScrollMotion.pagingVelocityThreshold {
                index = position.rounded(.down) + 1
            } else if v < -ScrollMotion.pagingVelocityThreshold {
                index = position.rounded(.up) - 1
            } else {
                index = position.rounded(.toNearestOrAwayFromZero)
            }
            index = Swift.min(Swift.max(index, Double(s - 1)), Double(s + 1))
            index = Swift.min(Swift.max(index, 0), Double(n - 1))
            return Swift.min(Swift.max(index * p, lo), Swift.max(lo, hi))
        }
        return Point(
            x: axis(startPage.column, count.column, offset.x, velocity.x, size.width, lo.x, hi.x),
            y: axis(startPage.row, count.row, offset.y, velocity.y, size.height, lo.y, hi.y))
    }
}
