import Testing

@testable import Constraints

/// Scroll indicator frames (the project's metrics: 3 thick, 3 from the edge and the ends, at
/// least 36 long) and page windows. Numbers worked by hand.
@Suite struct IndicatorAndPageWindowTests {
    /// Keeps the fixtures' roots alive: views hold their superviews weakly.
    let roots = Roots()

    /// A 320 × 480 scroll view over content of `size`, laid out .
    func scrollView(content size: Size) throws -> ScrollView {
        let (root, sv) = try scrollWindow()
        sv.explicitContentSize = size
        root.layoutIfNeeded()
        roots.keep(root)
        return sv
    }

    // MARK: Indicators

    /// Content three screens high: the bar is a third of the 474-point track (3…477), 158 long,
    /// 3 from the right edge (x = 314), in bounds coordinates (it moves with the offset).
    @Test func verticalIndicatorAtTopMiddleAndBottom() throws {
        let sv = try scrollView(content: Size(width: 320, height: 1440))
        #expect(sv.canScroll(on: .vertical) && !sv.canScroll(on: .horizontal))
        #expect(sv.verticalScrollIndicatorFrame == Rect(x: 314, y: 3, width: 3, height: 158))
        #expect(sv.horizontalScrollIndicatorFrame == nil)
        sv.contentOffset = Point(x: 0, y: 480)
        // Half-way along the 474 − 158 = 316 points it can travel: 3 + 158 = 161 below the top.
        #expect(sv.verticalScrollIndicatorFrame == Rect(x: 314, y: 480 + 161, width: 3, height: 158))
        sv.contentOffset = Point(x: 0, y: 960)
        #expect(sv.verticalScrollIndicatorFrame == Rect(x: 314, y: 960 + 319, width: 3, height: 158))
    }

    @Test func rubberBandingShortensTheBar() throws {
        let sv = try scrollView(content: Size(width: 320, height: 1440))
        // 50 past the top: 50 shorter, still at the top of the track.
        let top = sv.scrollIndicatorFrames(at: Point(x: 0, y: -50)).vertical
        #expect(top == Rect(x: 314, y: -50 + 3, width: 3, height: 108))
        // 100 past the bottom: 58 long, ending at the bottom of the track (477).
        let bottom = sv.scrollIndicatorFrames(at: Point(x: 0, y: 1060)).vertical
        #expect(bottom == Rect(x: 314, y: 1060 + 477 - 58, width: 3, height: 58))
        // Far past: never shorter than a dot of the bar's thickness.
        let far = sv.scrollIndicatorFrames(at: Point(x: 0, y: 2000)).vertical
        #expect(far == Rect(x: 314, y: 2000 + 474, width: 3, height: 3))
    }

    @Test func bothBarsLeaveTheCornerFree() throws {
        let sv = try scrollView(content: Size(width: 640, height: 1440))
        let (v, h) = sv.scrollIndicatorFrames()
        // Vertical track 3…471 (6 shorter for the horizontal bar): 468 / 3 = 156.
        #expect(v == Rect(x: 314, y: 3, width: 3, height: 156))
        // Horizontal track 3…311: 308 / 2 = 154, 3 above the bottom edge (y = 474).
        #expect(h == Rect(x: 3, y: 474, width: 154, height: 3))
        sv.contentOffset = Point(x: 320, y: 0)
        #expect(sv.horizontalScrollIndicatorFrame == Rect(x: 320 + 157, y: 474, width: 154, height: 3))
    }

    @Test func minimumLengthAndHiddenBars() throws {
        let sv = try scrollView(content: Size(width: 320, height: 48000))
        // 474 × 480 / 48000 = 4.74: raised to 36; half-way is 3 + (474 − 36) / 2 = 222.
        sv.contentOffset = Point(x: 0, y: 23760)
        #expect(sv.verticalScrollIndicatorFrame == Rect(x: 314, y: 23760 + 222, width: 3, height: 36))
        sv.showsVerticalScrollIndicator = false
        #expect(sv.verticalScrollIndicatorFrame == nil)
        // Content that fits shows no bar on either axis.
        let small = try scrollView(content: Size(width: 320, height: 480))
        #expect(small.scrollIndicatorFrames().vertical == nil && small.scrollIndicatorFrames().horizontal == nil)
    }

    /// Indicator insets move the track; contentInset alone does not (the seeds: set both).
    @Test func indicatorInsets() throws {
        let sv = try scrollView(content: Size(width: 320, height: 1440))
        sv.verticalScrollIndicatorInsets = EdgeInsets(top: 64, left: 0, bottom: 44, right: 10)
        // Track 67…433: 366 long, a third is 122; 10 + 3 in from the right.
        #expect(sv.verticalScrollIndicatorFrame == Rect(x: 304, y: 67, width: 3, height: 122))
        sv.verticalScrollIndicatorInsets = .zero
        sv.contentInset = EdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
        sv.contentOffset = Point(x: 0, y: -60)
        // At the minimum offset the bar is at the top of the unmoved track; the range is 1020
        // and the scrollable extent 1500, so the bar is 474 × 480 / 1500 long.
        #expect(sv.verticalScrollIndicatorFrame == Rect(x: 314, y: -60 + 3, width: 3, height: 474 * 480 / 1500))
    }

    // MARK: Page windows

    /// Five pages of 320: the current page changes at each midpoint, the visible pages are
    /// those showing more than half a point, and current ± 1 stay loaded.
    @Test func pageWindowsAtSeveralOffsets() throws {
        let sv = try scrollView(content: Size(width: 1600, height: 480))
        sv.isPagingEnabled = true
        #expect(sv.pagingAxis == .horizontal)
        func window(_ x: Double) -> (Int, [Int], [Int]) {
            let w = sv.pageWindow(at: Point(x: x, y: 0))
            return (w.current, w.visible, w.loaded)
        }
        #expect(window(0) == (0, [0], [0, 1]))
        #expect(window(100) == (0, [0, 1], [0, 1]))
        #expect(window(170) == (1, [0, 1], [0, 1, 2]))
        #expect(window(319.7) == (1, [1], [0, 1, 2]))
        #expect(window(640) == (2, [2], [1, 2, 3]))
        #expect(window(810) == (3, [2, 3], [2, 3, 4]))
        #expect(window(1280) == (4, [4], [3, 4]))
        #expect(window(-100) == (0, [0], [0, 1]))
        #expect(window(1500) == (4, [4], [3, 4]))
        #expect(sv.pageWindow.count == 5)
    }

    /// Crossing a midpoint recycles the page that falls out of the window (the three-view reuse).
    @Test func crossingAMidpointRecyclesAPage() throws {
        let sv = try scrollView(content: Size(width: 1600, height: 480))
        sv.isPagingEnabled = true
        let at100 = sv.pageWindow(at: Point(x: 100, y: 0)), at170 = sv.pageWindow(at: Point(x: 170, y: 0))
        #expect(at100.transition(to: at170) == ([2], []))
        let at640 = sv.pageWindow(at: Point(x: 640, y: 0)), at810 = sv.pageWindow(at: Point(x: 810, y: 0))
        #expect(at640.transition(to: at810) == ([4], [1]))
        #expect(at810.transition(to: at640) == ([1], [4]))
        #expect(at640.transition(to: at640) == ([], []))
    }

    @Test func aPartialLastPageAndVerticalPaging() throws {
        let sv = try scrollView(content: Size(width: 1500, height: 480))
        sv.isPagingEnabled = true
        // 1500 / 320 = 4.7: five pages; at the last offset (1180) page 4 is nearest (3.69).
        let w = sv.pageWindow(at: Point(x: 1180, y: 0))
        #expect(w.count == 5 && w.current == 4 && w.visible == [3, 4] && w.loaded == [3, 4])
        let tall = try scrollView(content: Size(width: 320, height: 1440))
        tall.isPagingEnabled = true
        #expect(tall.pagingAxis == .vertical)
        let t = tall.pageWindow(at: Point(x: 0, y: 700))
        #expect(t.count == 3 && t.current == 1 && t.visible == [1, 2] && t.loaded == [0, 1, 2])
    }
}
