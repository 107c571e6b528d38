import Constraints

/// What `layout-tool tiles` asks of a laid-out spec.
public struct TilesQuery: Sendable {
    /// The tiled view's name.
    public var view: String
    /// Pixels per point (default 2).
    public var screenScale = 2.0
    /// The enclosing scroll view's content offset, set as plain state (nil: the spec's).
    public var contentOffset: Point?
    /// The zoom scale, as plain state (nil: the spec's, clamped to its range).
    public var zoomScale: Double?
    /// A second offset: report the tiles entering and leaving on the scroll there.
    public var scrollTo: Point?

    /// A query for `view` with the defaults.
    public init(view: String) { self.view = view }
}

/// Why a ``TilesQuery`` has no answer.
public enum TilesQueryError: Error, Equatable, CustomStringConvertible {
    /// No view has that name.
    case unknownView(String)
    /// An offset was given for a view that is in no scroll view.
    case notInScrollView(String)
    /// The tiling, scale or zoom cannot be answered (see `ScrollGeometryError`).
    case geometry(ScrollGeometryError)

    /// One sentence saying what is wrong.
    public var description: String {
        switch self {
        case .unknownView(let name): "'\(name)' is not a view of the spec"
        case .notInScrollView(let name): "view '\(name)' is in no scroll view, so it has no offset to set"
        case .geometry(let e): e.description
        }
    }
}

extension SpecLayout {
    /// Answers `query` (contract `scrolling.md` §3): sets the enclosing scroll view's offset as
    /// plain state, lays out, and lists the tiles the view's tiled layer (its `tiled`, else the
    /// defaults) must draw, at the query's zoom scale.
    /// - Returns: the report and the layout's report (for its diagnostics and exit status).
    /// - Throws: ``TilesQueryError``; the layout may have been laid out, nothing else changes.
    /// - Complexity: one layout pass, plus the tiles listed (and those entering and leaving).
    public func tiles(_ query: TilesQuery) throws(TilesQueryError) -> TilesReport {
        guard let v = view(named: query.view) else { throw .unknownView(query.view) }
        let sv = v.enclosingScrollView
        if let offset = query.contentOffset {
            guard let sv else { throw .notInScrollView(query.view) }
            sv.contentOffset = offset
        }
        if query.scrollTo != nil, sv == nil { throw .notInScrollView(query.view) }
        root.layoutIfNeeded()
        let layer = v.tiledLayer ?? TiledLayer()
        do throws(ScrollGeometryError) {
            let now = try v.visibleTiles(layer: layer, screenScale: query.screenScale, zoomScale: query.zoomScale)
            var scroll: (Point, VisibleTiles, TileDiff)?
            if let to = query.scrollTo {
                let later = try v.visibleTiles(
                    layer: layer, screenScale: query.screenScale, contentOffset: to, zoomScale: query.zoomScale)
                scroll = (to, later, now.diff(to: later))
            }
            return TilesReport(
                view: query.view, layer: layer, screenScale: query.screenScale, contentOffset: sv?.contentOffset,
                tiles: now, scroll: scroll, hasTiledKey: v.tiledLayer != nil)
        } catch {
            throw .geometry(error)
        }
    }
}
