import Foundation
import Testing

@testable import LayoutSpec
@testable import layout_tool

/// Scroll geometry through the tool: `layout-tool tiles` (contract `scrolling.md` §3) and the
/// `zoomedFrame`, `indicators` and `pages` of `layout --format json` (§4), with the spec keys'
/// errors located.
@Suite struct ScrollGeometryCommandTests {
    func run(_ arguments: [String], input: String = "") -> ToolResult {
        LayoutTool.run(arguments: arguments, standardInput: { Data(input.utf8) })
    }

    /// The JSON output as Foundation values.
    func object(_ r: ToolResult) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(r.standardOutput.utf8))) as? [String: Any] ?? [:]
    }

    static let map = LayoutCommandTests.example("tiled-map.json")

    // MARK: tiles

    @Test func tilesJSONHasTheContractsShape() throws {
        let r = run(["tiles", Self.map, "--view", "map", "--zoom", "3", "--offset", "6000,6000", "--format", "json"])
        #expect(r.status == 0 && r.standardError.isEmpty)
        let o = object(r)
        #expect(o["view"] as? String == "map")
        #expect(o["zoomScale"] as? Double == 3)
        let level = try #require(o["level"] as? [String: Any])
        #expect(level["k"] as? Double == 2 && level["scale"] as? Double == 4)
        #expect(o["tileSizePoints"] as? [Double] == [32, 32])
        #expect((o["visibleRect"] as? [Double])?.first == 2000)
        let tiles = try #require(o["tiles"] as? [[String: Any]])
        #expect(tiles.count == 24)
        #expect(tiles.first?["column"] as? Double == 62 && tiles.first?["row"] as? Double == 62)
        #expect(tiles.first?["rect"] as? [Double] == [1984, 1984, 32, 32])
        // Sorted by row then column.
        let order = tiles.map { [($0["row"] as? Double) ?? -1, ($0["column"] as? Double) ?? -1] }
        #expect(order == order.sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test func tilesAtTheSpecsStateAndAScroll() throws {
        let here = object(run(["tiles", Self.map, "--view", "map", "--format", "json"]))
        #expect(here["zoomScale"] as? Double == 1)
        #expect((here["tiles"] as? [Any])?.count == 20)
        #expect(here["contentOffset"] as? [Double] == [200, 300])
        let moved = object(
            run(["tiles", Self.map, "--view", "map", "--offset", "0,0", "--to", "200,0", "--format", "json"]))
        let scroll = try #require(moved["scroll"] as? [String: Any])
        // Columns 3 and 4 of rows 0…3 enter, by row then column; column 0 leaves.
        let entering = (scroll["entering"] as? [[String: Any]])?.map { $0["column"] as? Double ?? -1 }
        #expect(entering == [3, 4, 3, 4, 3, 4, 3, 4])
        #expect((scroll["leaving"] as? [[String: Any]])?.count == 4)
    }

    @Test func tilesExitStatuses() {
        #expect(run(["tiles", Self.map]).status == 64)
        #expect(
            run(["tiles", Self.map, "--view", "nope"]).standardError.hasPrefix("error: --view: 'nope' is not a view"))
        #expect(run(["tiles", Self.map, "--view", "nope"]).status == 64)
        #expect(run(["tiles", Self.map, "--view", "map", "--zoom", "0"]).status == 64)
        #expect(run(["tiles", Self.map, "--view", "map", "--zoom", "nan"]).status == 64)
        #expect(run(["tiles", Self.map, "--view", "map", "--screen-scale", "-1"]).status == 64)
        #expect(run(["tiles", Self.map, "--view", "map", "--offset", "1"]).status == 64)
        #expect(run(["tiles", Self.map, "--view", "map", "--format", "svg"]).status == 64)
        #expect(run(["tiles", Self.map, "--view", "root", "--offset", "0,0"]).status == 64)
        #expect(run(["tiles", "/nonexistent.json", "--view", "map"]).status == 1)
        // Far too many tiles: a typed error, exit 1, nothing printed.
        let tiny = """
            { "root": { "name": "root", "frame": [0, 0, 320, 480], "subviews": [
                { "name": "sv", "frame": [0, 0, 320, 480],
                  "scroll": { "zoomView": "map", "minimumZoomScale": 0.0001, "zoomScale": 0.0001 },
                  "subviews": [ { "name": "map", "frame": [0, 0, 1e9, 1e9], "tiled": { "tileSize": [1, 1] } } ] } ] } }
            """
        let r = run(["tiles", "-", "--view", "map"], input: tiny)
        #expect(r.status == 1 && r.standardOutput.isEmpty)
        #expect(r.standardError.hasPrefix("error: the visible area needs"))
        // No tiled key: the defaults, with a warning.
        let plain = run(["tiles", Self.map, "--view", "sv"])
        #expect(plain.status == 0)
        #expect(plain.standardError == "warning: view 'sv' has no 'tiled' key: using CATiledLayer's defaults\n")
    }

    @Test func tilesHelp() throws {
        let text = try #require(Help.text(for: "tiles"))
        #expect(run(["tiles", "--help"]) == ToolResult(standardOutput: text))
        #expect(run(["help", "tiles"]) == ToolResult(standardOutput: text))
        for section in ["OVERVIEW:", "USAGE: layout-tool tiles", "ARGUMENTS:", "OPTIONS:", "EXIT STATUS:", "EXAMPLES:"]
        {
            #expect(text.contains(section))
        }
        for line in text.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        #expect(Help.overview.contains("tiles SPEC --view NAME"))
    }

    // MARK: Spec keys

    @Test func tiledAndScrollKeysAreCheckedWhereTheyAreWritten() {
        func error(_ tiled: String = "{}", scroll: String = "{}") -> ToolResult {
            let spec = """
                { "root": { "name": "root", "frame": [0, 0, 320, 480], "subviews": [
                  { "name": "sv", "frame": [0, 0, 320, 480], "scroll": \(scroll),
                    "subviews": [ { "name": "map", "frame": [0, 0, 100, 100], "tiled": \(tiled) } ] } ] } }
                """
            return run(["layout", "-"], input: spec)
        }
        #expect(error().status == 0)
        let zeroLevels = error(#"{ "levelsOfDetail": 0 }"#)
        #expect(zeroLevels.status == 1)
        #expect(
            zeroLevels.standardError.hasPrefix(
                "<stdin>:3:92: error: 'levelsOfDetail' of the tiled view 'map' must be a whole number from 1 to 32"))
        #expect(
            error(#"{ "levelsOfDetailBias": 0.5 }"#).standardError.contains("must be a whole number from -32 to 32"))
        #expect(error(#"{ "tileSize": [0, 256] }"#).standardError.contains("each side of 'tileSize'"))
        #expect(error(#"{ "tileSize": 256 }"#).status == 1)
        #expect(error(#"{ "tilesize": [256, 256] }"#).standardError.contains("unknown key 'tilesize' in 'tiled'"))
        #expect(error(scroll: #"{ "centersContent": 1 }"#).standardError.contains("must be true or false"))
        #expect(error(scroll: #"{ "verticalScrollIndicatorInsets": [1, 2] }"#).status == 1)
        let unknown = error(scroll: #"{ "showsIndicators": true }"#).standardError
        #expect(
            unknown.contains("unknown key 'showsIndicators'") && unknown.contains("horizontalScrollIndicatorInsets"))
    }

    // MARK: layout --format json

    @Test func zoomContentInTheJSON() throws {
        let header = object(run(["layout", LayoutCommandTests.example("photo-header-zoom.json"), "--format", "json"]))
        let sv = try #require((header["scrollViews"] as? [String: Any])?["sv"] as? [String: Any])
        #expect(sv["zoomedFrame"] as? [Double] == [0, 44, 1280, 960])
        #expect(sv["contentSize"] as? [Double] == [1280, 1004])
        #expect(sv["doubleTapZoomScale"] as? Double == 0.25)
        #expect((header["frames"] as? [String: Any])?["photo"] as? [Double] == [0, 44, 1280, 960])
        let centred = object(run(["layout", LayoutCommandTests.example("photo-centered.json"), "--format", "json"]))
        let c = try #require((centred["scrollViews"] as? [String: Any])?["sv"] as? [String: Any])
        #expect(c["zoomedFrame"] as? [Double] == [80, 180, 160, 120])
        #expect(c["contentSize"] as? [Double] == [160, 120])
        let indicators = try #require(c["indicators"] as? [String: Any])
        #expect(indicators["vertical"] is NSNull && indicators["horizontal"] is NSNull)
    }

    @Test func indicatorsAndPagesInTheJSON() throws {
        func gallery(_ offset: String) throws -> [String: Any] {
            let r = run([
                "layout", LayoutCommandTests.example("gallery-pages.json"), "--offset", offset, "--format", "json",
            ])
            return try #require((object(r)["scrollViews"] as? [String: Any])?["gallery"] as? [String: Any])
        }
        // Five pages: track 3…317 (314), the bar a fifth of it; 20 above the bottom by the inset.
        let start = try gallery("0,0"), middle = try gallery("480,0"), end = try gallery("1280,0")
        func bar(_ g: [String: Any]) -> [Double]? { (g["indicators"] as? [String: Any])?["horizontal"] as? [Double] }
        #expect(bar(start) == [3, 454, 62.8, 3])
        // At 480 of 1280 the bar is 0.375 of the way along the 314 − 62.8 it can travel: 94.2.
        #expect(bar(middle) == [480 + 3 + 94.2, 454, 62.8, 3])
        #expect(bar(end) == [1280 + 317 - 62.8, 454, 62.8, 3])
        #expect((start["indicators"] as? [String: Any])?["vertical"] is NSNull)
        func pages(_ g: [String: Any]) -> [String: Any] { g["pages"] as? [String: Any] ?? [:] }
        #expect(pages(start)["current"] as? Double == 0 && pages(start)["loaded"] as? [Double] == [0, 1])
        #expect(pages(middle)["visible"] as? [Double] == [1, 2] && pages(middle)["loaded"] as? [Double] == [1, 2, 3])
        #expect(pages(end)["current"] as? Double == 4 && pages(end)["visible"] as? [Double] == [4])
    }
}
