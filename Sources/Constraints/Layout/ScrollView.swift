/// A view whose content is larger than its bounds, like `UIScrollView`, headless: the content
/// size follows from constraints, floating views keep their place outside, and the offset range,
/// paging and zoom are computed the way UIKit computes them.
///
/// ## Constraints and the content area
/// - Between the scroll view `S` and its own content (descendants), `S`'s **edges and margins**
///   (`left`, `right`, `top`, `bottom`, `leading`, `trailing` and their `…Margin` variants)
///   are the **content area** `(0, 0, contentWidth, contentHeight)` in `S`'s bounds (content)
///   coordinates; so an unbroken chain from the content's top to its bottom, and from its
///   leading to its trailing edge, decides the content size. `S`'s `width`, `height`,
///   `centerX` and `centerY` (and `…WithinMargins`) are its **frame**, seen from inside: they
///   float with the offset (the pre-iOS 11 rule; centers are frame-based).
/// - ``contentLayoutGuide`` is the content area; ``frameLayoutGuide`` is the visible frame in
///   content coordinates, `(contentOffset, bounds.size)`: its edges float, its size is `S`'s.
/// - Constraints from outside `S` attach to its frame. A constraint between a view inside `S`
///   and one outside crosses `S`'s boundary and carries `−contentOffset` as a constant: a
///   subview pinned to something outside **floats** (keeps its place in that view while the
///   content scrolls). Setting ``contentOffset`` changes exactly those constants, in place.
/// - Where the constraints leave the content size undetermined, ``explicitContentSize`` is used
///   (else 0) through a fallback constraint at priority ``contentSizeFallbackPriority``, and
///   ``LayoutEngine/diagnostics()`` reports `contentWidth`/`contentHeight` as ambiguous.
///   Fixed-frame subviews do not feed the content size (as in UIKit's mixed approach).
///
/// ## Offsets
/// ``contentOffset`` is ``View/boundsOrigin``. Setting it is not clamped (UIKit clamps only
/// user scrolling); ``minimumContentOffset``, ``maximumContentOffset`` and
/// ``clampedContentOffset(_:)`` give the range. The solver's constants move at once; frames of
/// floating views that simply keep their place move at once too (a cost independent of the
/// amount of content); anything else follows at the next ``View/layoutIfNeeded()``.
///
/// ## Zoom
/// With a ``zoomView`` the layout is still solved at scale 1 (Auto Layout ignores transforms,
/// so ``View/frame`` of the zoom view stays its layout frame); ``zoomedFrame`` is that frame
/// with its size scaled by ``zoomScale`` and its layout origin kept (UIKit's `frame` under the
/// transform), and ``contentSize`` reaches the far edges of it and of the subviews that do not
/// zoom (the WWDC session's stationary header: a 44-point header above a 640 × 480 photo at 2×
/// gives 1280 × 1004). See `ScrollView+ZoomContent.swift`.
open class ScrollView: View {
    /// The priority of the fallback constraints that hold the content size at
    /// ``explicitContentSize`` (or 0) where nothing else decides it.
    public static let contentSizeFallbackPriority = Priority(0.001)

    /// The point of the content at the top-left of the visible area: the bounds origin.
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// Changing the bounds origin of a scroll view is scrolling (see ``contentOffset``): the
    /// constraints that depend on the offset move their constants in place.
    override func boundsOriginDidChange(from oldValue: Point) {
        layoutEngine.contentOffsetChanged(
            self, by: Point(x: boundsOrigin.x - oldValue.x, y: boundsOrigin.y - oldValue.y))
        if !motionState.isRecentering { delegate?.scrollViewDidScroll(self) }
    }

    /// The object told about scrolling, dragging and zooming, and asked about targets and the
    /// zoom view (UIKit's `delegate`); see ``ScrollViewDelegate``.
    public weak var delegate: (any ScrollViewDelegate)?
    /// The moving scroll view's settings, gestures, clock and flags (see ``ScrollMotion``).
    var motionState = ScrollMotion.State()

    /// Extra scroll area around the content (UIKit's `contentInset`). It changes the offset
    /// range, not the layout.
    public var contentInset = EdgeInsets.zero
    /// The inset the offset range uses: ``contentInset`` plus the ``View/safeAreaInsets`` that
    /// ``contentInsetAdjustmentBehavior`` lets through (see ``ContentInsetAdjustmentBehavior``).
    public var adjustedContentInset: EdgeInsets {
        let taken = safeAreaAxesTakenByInsets
        guard taken.horizontal || taken.vertical else { return contentInset }
        let s = safeAreaInsets
        return EdgeInsets(
            top: contentInset.top + (taken.vertical ? s.top : 0),
            left: contentInset.left + (taken.horizontal ? s.left : 0),
            bottom: contentInset.bottom + (taken.vertical ? s.bottom : 0),
            right: contentInset.right + (taken.horizontal ? s.right : 0))
    }
    /// Which safe area insets ``adjustedContentInset`` takes in; ``ContentInsetAdjustmentBehavior/automatic``
    /// by default.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
    }

    /// The content size to use where constraints leave it undetermined (UIKit's manually set
    /// `contentSize`); nil: 0. Used only on an axis where no constraint attaches the content to
    /// the scroll view (see `LayoutEngine+ContentAttachment.swift`).
    public var explicitContentSize: Size?
    /// Per axis (horizontal, vertical), whether a constraint attaches the content to the scroll
    /// view's content area, as of the last layout pass.
    @exclusivity(unchecked) var contentAttachedAxes = [false, false]
    /// The content size after the last layout pass: the content layout guide's solved size,
    /// or, with a ``zoomView``, the far edges of its ``zoomedFrame``.
    public internal(set) var contentSize = Size.zero
    /// The content size from constraints at scale 1 (before zoom), after the last layout pass.
    public internal(set) var unzoomedContentSize = Size.zero

    /// The subview that zooms (UIKit asks the delegate's `viewForZooming(in:)`); nil: no zoom.
    public weak var zoomView: View?
    /// The smallest zoom scale (default 1).
    public var minimumZoomScale = 1.0
    /// The largest zoom scale (default 1).
    public var maximumZoomScale = 1.0
    private var requestedZoomScale = 1.0
    /// The zoom scale, clamped to `minimumZoomScale...maximumZoomScale` when read (when the
    /// maximum is below the minimum, the minimum wins). Takes effect at the next layout pass.
    public var zoomScale: Double {
        get {
            // A pinch past the limits (with `bouncesZoom`) and its bounce back read the overshoot.
            if motionState.zoomMayOvershoot, requestedZoomScale.isFinite, requestedZoomScale > 0 {
                return requestedZoomScale
            }
            return Swift.max(minimumZoomScale, Swift.min(requestedZoomScale, maximumZoomScale))
        }
        set { requestedZoomScale = newValue }
    }

    /// Whether scrolling stops on multiples of the bounds size.
    public var isPagingEnabled = false

    /// Whether a zoom view smaller than the visible area is centred in it on that axis (the
    /// seeds' technique; see ``zoomedFrame(atScale:)``). Default false: UIKit pins it top-left.
    public var centersContent = false
    /// Whether the vertical scroll indicator shows when the content scrolls vertically.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows when the content scrolls horizontally.
    public var showsHorizontalScrollIndicator = true
    /// Moves the vertical indicator's track in from the scroll view's edges.
    public var verticalScrollIndicatorInsets = EdgeInsets.zero
    /// Moves the horizontal indicator's track in from the scroll view's edges.
    public var horizontalScrollIndicatorInsets = EdgeInsets.zero

    /// The content area: `(0, 0, contentWidth, contentHeight)` in the scroll view's bounds
    /// coordinates (iOS 11's "untranslated content area").
    public private(set) lazy var contentLayoutGuide = LayoutGuide(contentOf: self)
    /// The visible frame in content coordinates, `(contentOffset, bounds.size)`: its edges
    /// float with the offset, its width and height are the scroll view's.
    public private(set) lazy var frameLayoutGuide = LayoutGuide(visibleFrameOf: self)

    /// Stand-ins for the offset in expressions: never in a solver (see `LayoutEngine`).
    let offsetXVariable: Variable
    let offsetYVariable: Variable

    /// The content width and height: the content layout guide's size variables.
    var contentWidthVariable: Variable { contentLayoutGuide.widthVariable }
    var contentHeightVariable: Variable { contentLayoutGuide.heightVariable }

    /// The stem of generated names (`scrollView1`, …).
    override class var namePrefix: String { "scrollView" }

    override var standsForScrollContent: Bool { true }

    /// Creates a scroll view placed by constraints, or, when `frame` is given, one that keeps it.
    override public init(_ name: String, frame: Rect? = nil) {
        offsetXVariable = Variable("\(name).contentOffset.x")
        offsetYVariable = Variable("\(name).contentOffset.y")
        super.init(name, frame: frame)
    }

    /// A scroll view placed by constraints, with a generated name (`scrollView1`, …), like
    /// `UIScrollView()`.
    override public init() {
        let name = Self.generatedName(Self.namePrefix)
        offsetXVariable = Variable("\(name).contentOffset.x")
        offsetYVariable = Variable("\(name).contentOffset.y")
        super.init(name)
    }

    /// A scroll view that keeps `frame`, with a generated name, like `UIScrollView(frame:)`.
    override public init(frame: Rect) {
        let name = Self.generatedName(Self.namePrefix)
        offsetXVariable = Variable("\(name).contentOffset.x")
        offsetYVariable = Variable("\(name).contentOffset.y")
        super.init(name, frame: frame)
    }

    // MARK: Offset range

    /// The smallest offset user scrolling reaches: `(−inset.left, −inset.top)`.
    public var minimumContentOffset: Point {
        Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest offset user scrolling reaches, per axis
    /// `max(minimum, contentSize + inset.right/bottom − bounds size)`.
    public var maximumContentOffset: Point {
        let lo = minimumContentOffset, inset = adjustedContentInset
        return Point(
            x: Swift.max(lo.x, contentSize.width + inset.right - frame.width),
            y: Swift.max(lo.y, contentSize.height + inset.bottom - frame.height))
    }

    /// `offset` clamped to the range user scrolling reaches.
    public func clampedContentOffset(_ offset: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return Point(x: Swift.min(Swift.max(offset.x, lo.x), hi.x), y: Swift.min(Swift.max(offset.y, lo.y), hi.y))
    }

    /// The part of the content in view: `(contentOffset, bounds.size)`.
    public var visibleRect: Rect { bounds }

    /// The offset `scrollRectToVisible` scrolls to for `rect` (content coordinates): the
    /// smallest move that brings it inside the area the insets leave unobscured (a rectangle
    /// larger than that area is aligned on its top/left edge), clamped to the offset range.
    public func contentOffset(toMakeVisible rect: Rect) -> Point {
        let inset = adjustedContentInset
        func axis(_ o: Double, _ lo: Double, _ hi: Double, _ insetLo: Double, _ insetHi: Double, _ length: Double)
            -> Double
        {
            let visible = length - insetLo - insetHi
            if hi - lo > visible || lo < o + insetLo { return lo - insetLo }
            if hi > o + length - insetHi { return hi - (length - insetHi) }
            return o
        }
        let target = Point(
            x: axis(contentOffset.x, rect.minX, rect.maxX, inset.left, inset.right, frame.width),
            y: axis(contentOffset.y, rect.minY, rect.maxY, inset.top, inset.bottom, frame.height))
        return clampedContentOffset(target)
    }

    /// Scrolls so that `rect` (content coordinates) is visible; see
    /// ``contentOffset(toMakeVisible:)``.
    public func scrollRectToVisible(_ rect: Rect) { contentOffset = contentOffset(toMakeVisible: rect) }

    // MARK: Paging

    /// A page's place: its column (along x) and row (along y), from 0.
    public struct Page: Hashable, Sendable, CustomStringConvertible {
        /// The page's index along the horizontal axis, from 0.
        public var column: Int
        /// The page's index along the vertical axis, from 0.
        public var row: Int
        /// The page in `column` and `row`.
        public init(column: Int, row: Int) {
            self.column = column
            self.row = row
        }
        /// `(column, row)`.
        public var description: String { "(\(column), \(row))" }
    }

    /// A page is the bounds size.
    public var pageSize: Size { frame.size }

    /// Pages per axis: `ceil(contentSize / pageSize)`, at least 1.
    public var pageCount: Page {
        func count(_ content: Double, _ page: Double) -> Int {
            guard page > 0, content.isFinite else { return 1 }
            let n = (content / page - 1e-9).rounded(.up)
            return Int(Swift.max(1, Swift.min(n, 1e9)))
        }
        return Page(column: count(contentSize.width, pageSize.width), row: count(contentSize.height, pageSize.height))
    }

    /// The page an offset shows most of (and that paging snaps to): `round(offset / pageSize)`
    /// per axis, within `0..<pageCount`.
    public func page(at offset: Point) -> Page {
        let count = pageCount
        func index(_ o: Double, _ page: Double, _ n: Int) -> Int {
            guard page > 0, o.isFinite else { return 0 }
            let i = (o / page).rounded(.toNearestOrAwayFromZero)
            return Int(Swift.max(0, Swift.min(i, Double(n - 1))))
        }
        return Page(
            column: index(offset.x, pageSize.width, count.column), row: index(offset.y, pageSize.height, count.row))
    }

    /// The page at ``contentOffset``.
    public var currentPage: Page { page(at: contentOffset) }

    /// The offset paging settles on from `offset`: the snapped page's origin, clamped to the
    /// offset range.
    public func snappedContentOffset(_ offset: Point) -> Point {
        let p = page(at: offset)
        return clampedContentOffset(Point(x: Double(p.column) * pageSize.width, y: Double(p.row) * pageSize.height))
    }

    // MARK: Zoom

    /// The zoom view's frame as UIKit's `frame` shows it under the zoom transform, at
    /// ``zoomScale`` (after the last layout pass): see ``zoomedFrame(atScale:)``.
    public var zoomedFrame: Rect? { zoomedFrame(atScale: zoomScale) }

    /// The zoom scale and offset `zoom(to:)` moves to for `rect` (in the zoom view's own,
    /// unscaled coordinates): the scale that fits the rectangle in the bounds
    /// (`min(bounds.w / rect.w, bounds.h / rect.h)`, clamped to the zoom range) and the offset
    /// that centres it, clamped to the offset range at that scale.
    public func zoomTarget(for rect: Rect) -> (scale: Double, offset: Point) {
        let z = zoomView?.frame ?? .zero
        var s = zoomScale
        if rect.width > 0 || rect.height > 0 {
            let sx = rect.width > 0 ? frame.width / rect.width : .infinity
            let sy = rect.height > 0 ? frame.height / rect.height : .infinity
            s = Swift.max(minimumZoomScale, Swift.min(Swift.min(sx, sy), maximumZoomScale))
        }
        let zoomed = zoomedFrame(atScale: s) ?? Rect(origin: z.origin, size: .zero)
        let center = Point(x: zoomed.minX + rect.midX * s, y: zoomed.minY + rect.midY * s)
        let size = zoomedContentSize(atScale: s) ?? Size(width: z.maxX * s, height: z.maxY * s)
        let inset = adjustedContentInset
        func clamp(_ o: Double, _ lo: Double, _ content: Double, _ insetHi: Double, _ length: Double) -> Double {
            Swift.min(Swift.max(o, lo), Swift.max(lo, content + insetHi - length))
        }
        let offset = Point(
            x: clamp(center.x - frame.width / 2, -inset.left, size.width, inset.right, frame.width),
            y: clamp(center.y - frame.height / 2, -inset.top, size.height, inset.bottom, frame.height))
        return (s, offset)
    }

    /// Zooms to `rect` (zoom view coordinates): sets ``zoomScale`` and ``contentOffset`` from
    /// ``zoomTarget(for:)``. The content size follows at the next layout pass.
    public func zoom(to rect: Rect) {
        let (s, o) = zoomTarget(for: rect)
        zoomScale = s
        contentOffset = o
    }

    // MARK: Layout pass

    /// Reads the content size after the solver's pass (called by the engine).
    func finishLayout(contentWidth: Double, contentHeight: Double, scale: Double?) {
        var w = contentWidth, h = contentHeight
        if let scale, scale > 0 {
            w = (w * scale).rounded(.toNearestOrAwayFromZero) / scale
            h = (h * scale).rounded(.toNearestOrAwayFromZero) / scale
        }
        unzoomedContentSize = Size(width: w, height: h)
        contentSize = zoomedContentSize(atScale: zoomScale) ?? unzoomedContentSize
        contentLayoutGuide.layoutFrame = Rect(origin: .zero, size: unzoomedContentSize)
        frameLayoutGuide.layoutFrame = bounds
    }
}
