/// The pages a paging scroll view shows and keeps loaded at an offset: the three-view reuse of
/// Apple's PageControl sample and the seeds' photo gallery (the current page and its two
/// neighbours stay loaded; when the offset crosses a page's midpoint the current page changes
/// and the page that falls out of the window is recycled).
public struct PageWindow: Hashable, Sendable {
    /// The axis pages follow.
    public var axis: LayoutAxis
    /// How many pages there are on ``axis`` (a last, partial page counts).
    public var count: Int
    /// The page whose origin is nearest the offset.
    public var current: Int
    /// The pages that overlap the visible rect by more than 0.5 point, in order.
    public var visible: [Int]
    /// ``current`` and its neighbours that exist, in order.
    public var loaded: [Int]

    /// The window at `current` of `count` pages, with the given visible pages.
    public init(axis: LayoutAxis, count: Int, current: Int, visible: [Int]) {
        self.axis = axis
        self.count = count
        self.current = current
        self.visible = visible
        loaded = [current - 1, current, current + 1].filter { $0 >= 0 && $0 < count }
    }

    /// What changes when the window moves to `next`: the pages to load (in `next.loaded`, not
    /// in this one's) and those to recycle (in this one's `loaded`, not in `next`'s), in order.
    /// - Complexity: O(1): a window holds at most three pages.
    public func transition(to next: PageWindow) -> (loading: [Int], recycled: [Int]) {
        (next.loaded.filter { !loaded.contains($0) }, loaded.filter { !next.loaded.contains($0) })
    }
}

extension ScrollView {
    /// The axis a paging scroll view pages along: horizontal when the content is wider than
    /// the bounds, else vertical.
    public var pagingAxis: LayoutAxis { contentSize.width > frame.width ? .horizontal : .vertical }

    /// The page window at ``contentOffset``.
    public var pageWindow: PageWindow { pageWindow(at: contentOffset) }

    /// The page window at `offset` along ``pagingAxis``: the current page is the one whose
    /// origin is nearest the offset (``page(at:)``), the visible ones overlap
    /// `[offset, offset + page)` by more than 0.5 point, the loaded ones are the current page
    /// ± 1 within the page count.
    /// - Complexity: O(1).
    public func pageWindow(at offset: Point) -> PageWindow {
        let horizontal = pagingAxis == .horizontal
        let count = horizontal ? pageCount.column : pageCount.row
        let page = self.page(at: offset)
        let current = horizontal ? page.column : page.row
        let o = horizontal ? offset.x : offset.y
        let length = horizontal ? pageSize.width : pageSize.height
        var visible: [Int] = []
        if length > 0, o.isFinite {
            // Page i overlaps (o, o + length) by more than 0.5 when (i + 1)·length > o + 0.5
            // and i·length < o + length − 0.5; both bounds clamped to the pages before any
            // conversion to Int.
            let limit = Double(count)
            let first = Swift.min(Swift.max(((o + 0.5) / length - 1).rounded(.down) + 1, 0), limit)
            let last = Swift.min(Swift.max(((o + length - 0.5) / length).rounded(.up) - 1, -1), limit - 1)
            if first <= last { visible = Array(Int(first)...Int(last)) }
        }
        return PageWindow(axis: pagingAxis, count: count, current: current, visible: visible)
    }
}
