import Constraints
import InternalUtilities

/// What `layout-tool tiles` answers (contract `scrolling.md` §3): for a tiled view of a laid-out
/// spec, the level of detail in use and the tiles that meet its visible part; with a second
/// offset, the tiles that enter and leave on the scroll there. Made by
/// ``SpecLayout/tiles(_:)``.
public struct TilesReport {
    /// The view's name.
    public let view: String
    /// The tiled layer the answer is for (the view's `tiled`, or the defaults).
    public let layer: TiledLayer
    /// The screen scale, pixels per point.
    public let screenScale: Double
    /// The enclosing scroll view's offset the answer is for (nil: the view is in no scroll view).
    public let contentOffset: Point?
    /// The answer at ``contentOffset``.
    public let tiles: VisibleTiles
    /// With a second offset: that offset, the answer there, and the tiles entering and leaving.
    public let scroll: (contentOffset: Point, tiles: VisibleTiles, diff: TileDiff)?

    /// Non-fatal findings: the view has no `tiled` key (the defaults were used).
    public var warnings: [String] {
        hasTiledKey ? [] : ["warning: view '\(view)' has no 'tiled' key: using CATiledLayer's defaults"]
    }
    /// Whether the view has a tiled layer of its own.
    let hasTiledKey: Bool

    /// The JSON report, indented by two spaces, with a final newline: the contract's keys
    /// (`view`, `zoomScale`, `level`, `tileSizePoints`, `visibleRect`, `tiles`), then
    /// `screenScale`, `tileSize` (pixels), `levelsOfDetail`, `levelsOfDetailBias`,
    /// `contentOffset` (or null) and, with a second offset, `scroll` (`contentOffset`,
    /// `zoomScale`, `level`, `visibleRect`, `entering`, `leaving`).
    public var json: String { jsonValue.rendered() + "\n" }

    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("view", .string(view))]
        members += TilesReport.stateJSON(tiles)
        members.append(("tiles", .array(tiles.tiles.map { TilesReport.json($0, tiles.grid) })))
        members += [
            ("screenScale", number(screenScale)), ("tileSize", LayoutReport.json(layer.tileSize)),
            ("levelsOfDetail", .number(Double(layer.levelsOfDetail))),
            ("levelsOfDetailBias", .number(Double(layer.levelsOfDetailBias))),
            ("contentOffset", contentOffset.map(LayoutReport.json) ?? .null),
        ]
        if let scroll {
            var s: [(String, JSONValue)] = [("contentOffset", LayoutReport.json(scroll.contentOffset))]
            s += TilesReport.stateJSON(scroll.tiles)
            s.append(("entering", .array(scroll.diff.entering.map { TilesReport.json($0, scroll.tiles.grid) })))
            s.append(("leaving", .array(scroll.diff.leaving.map { TilesReport.json($0, tiles.grid) })))
            members.append(("scroll", .object(s)))
        }
        return .object(members)
    }

    func number(_ x: Double) -> JSONValue { .number(cleanedNumber(x)) }

    /// `zoomScale`, `level`, `tileSizePoints`, `visibleRect` of one state.
    static func stateJSON(_ t: VisibleTiles) -> [(String, JSONValue)] {
        [
            ("zoomScale", .number(cleanedNumber(t.zoomScale))),
            (
                "level",
                .object([("k", .number(Double(t.grid.level))), ("scale", .number(cleanedNumber(t.grid.drawingScale)))])
            ),
            ("tileSizePoints", LayoutReport.json(t.grid.tileSize)), ("visibleRect", LayoutReport.json(t.visibleRect)),
        ]
    }

    static func json(_ tile: Tile, _ grid: TileGrid) -> JSONValue {
        .object([
            ("column", .number(Double(tile.column))), ("row", .number(Double(tile.row))),
            ("rect", LayoutReport.json(grid.rect(of: tile))),
        ])
    }

    /// A short listing for a terminal: the level, the visible rect, one line per tile.
    public var text: String {
        func n(_ x: Double) -> String { formatNumber(cleanedNumber(x)) }
        func rect(_ r: Rect) -> String { "(\(n(r.minX)), \(n(r.minY))) \(n(r.width)) × \(n(r.height))" }
        func state(_ t: VisibleTiles) -> String {
            "zoom \(n(t.zoomScale)), level \(t.grid.level) (drawn at \(n(t.grid.drawingScale))×), tiles of "
                + "\(n(t.grid.tileSize.width)) × \(n(t.grid.tileSize.height)) points\n"
                + "visible \(rect(t.visibleRect)) in \(view)'s coordinates\n"
        }
        func list(_ title: String, _ tiles: [Tile], _ grid: TileGrid) -> String {
            var out = "\(title) (\(tiles.count)):\n"
            for t in tiles { out += "  column \(t.column), row \(t.row): \(rect(grid.rect(of: t)))\n" }
            return out
        }
        var out = "\(view): " + state(tiles) + list("tiles", tiles.tiles, tiles.grid)
        if let scroll {
            out += "\nscrolled to (\(n(scroll.contentOffset.x)), \(n(scroll.contentOffset.y))): " + state(scroll.tiles)
            out += list("entering", scroll.diff.entering, scroll.tiles.grid)
            out += list("leaving", scroll.diff.leaving, tiles.grid)
        }
        return out
    }
}
