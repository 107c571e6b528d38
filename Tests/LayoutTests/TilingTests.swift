import TestSupport
import Testing

@testable import Constraints

/// `CATiledLayer` semantics: the level of detail at a zoom scale, the tiles that cover the
/// visible part of a view and what changes when the view scrolls. Numbers worked by hand.
@Suite struct TilingTests {
    /// Keeps the fixtures' roots alive: views hold their superviews weakly.
    let roots = Roots()

    // MARK: Levels of detail

    @Test func oneLevelIsAlwaysOneX() throws {
        let layer = TiledLayer()
        #expect(layer.levels == 0...0)
        for z in [0.01, 0.5, 1, 3, 100.0] { #expect(try layer.level(forZoomScale: z) == 0) }
    }

    /// Seed 000: two levels with bias 1 are 1× and 2×, and the layer redraws at 2× as soon as
    /// the view is zoomed even a little past 1×; with bias 0 they are 0.5× and 1×.
    @Test func twoLevelsAndTheBias() throws {
        let up = TiledLayer(levelsOfDetail: 2, levelsOfDetailBias: 1)
        #expect(up.levels == 0...1)
        #expect(try up.level(forZoomScale: 1) == 0)
        #expect(try up.level(forZoomScale: 1.01) == 1)
        #expect(try up.level(forZoomScale: 2) == 1)
        #expect(try up.level(forZoomScale: 3) == 1)
        #expect(try up.level(forZoomScale: 0.5) == 0)
        let down = TiledLayer(levelsOfDetail: 2, levelsOfDetailBias: 0)
        #expect(down.levels == -1...0)
        #expect(try down.level(forZoomScale: 0.5) == -1)
        #expect(try down.level(forZoomScale: 0.7) == 0)
        #expect(try down.level(forZoomScale: 4) == 0)
    }

    /// Apple's Listing 3-3 (5 levels, bias 2): scales 0.25 … 4.
    @Test func fiveLevelsWithBiasTwo() throws {
        let layer = TiledLayer(levelsOfDetail: 5, levelsOfDetailBias: 2)
        #expect(layer.levels == -2...2)
        let expected: [(Double, Int)] = [
            (0.1, -2), (0.25, -2), (0.3, -1), (0.5, -1), (0.9, 0), (1, 0), (1.5, 1), (2, 1), (3, 2), (4, 2), (10, 2),
        ]
        for (z, k) in expected { #expect(try layer.level(forZoomScale: z) == k, "zoom \(z)") }
        // A scale computed with rounding noise just above a power of two still counts as it.
        #expect(try layer.level(forZoomScale: 0.1 * 20) == 1)
    }

    /// Seed 000's earth image: tiles of 208 × 238 points at 1× on a 2× screen (416 × 476 pixels),
    /// three levels with bias 2. Zooming in halves the tile's points at each level.
    @Test func tileSizeInPointsPerLevel() throws {
        let layer = TiledLayer(tileSize: Size(width: 416, height: 476), levelsOfDetail: 3, levelsOfDetailBias: 2)
        let bounds = Rect(x: 0, y: 0, width: 208, height: 238)
        let sizes = try [1.0, 2, 4].map { try layer.grid(bounds: bounds, zoomScale: $0, screenScale: 2).tileSize }
        #expect(sizes == [Size(width: 208, height: 238), Size(width: 104, height: 119), Size(width: 52, height: 59.5)])
        let g = try layer.grid(bounds: bounds, zoomScale: 4, screenScale: 2)
        #expect(g.drawingScale == 4)
        #expect(try g.range(for: bounds).count == 16)
        // 4 × 52 = 208 and 4 × 59.5 = 238: the last tile ends exactly on the bounds.
        #expect(g.rect(of: Tile(level: 2, column: 3, row: 3)) == Rect(x: 156, y: 178.5, width: 52, height: 59.5))
    }

    // MARK: Tiles at an offset

    /// A 4096 × 4096 map as the zoom view of a 320 × 480 scroll view.
    func map(layer: TiledLayer = TiledLayer()) throws -> (ScrollView, View) {
        let (root, sv) = try scrollWindow()
        let map = View("map", frame: Rect(x: 0, y: 0, width: 4096, height: 4096))
        sv.addSubview(map)
        sv.zoomView = map
        sv.minimumZoomScale = 0.125
        sv.maximumZoomScale = 4
        map.tiledLayer = layer
        root.layoutIfNeeded()
        roots.keep(root)
        return (sv, map)
    }

    @Test func tilesAtAnOffset() throws {
        let (sv, map) = try map()
        sv.contentOffset = Point(x: 200, y: 300)
        let t = try map.visibleTiles()
        #expect(t.zoomScale == 1)
        #expect(t.grid.level == 0)
        #expect(t.grid.tileSize == Size(width: 128, height: 128))
        #expect(t.visibleRect == Rect(x: 200, y: 300, width: 320, height: 480))
        // Columns 200/128 = 1.6 → 1 … 520/128 = 4.06 → 4; rows 300/128 = 2.3 → 2 … 780/128 = 6.1 → 6.
        #expect(t.range.columns == 1..<5)
        #expect(t.range.rows == 2..<7)
        #expect(t.tiles.count == 20)
        #expect(t.tiles.first == Tile(level: 0, column: 1, row: 2))
        #expect(t.grid.rect(of: Tile(level: 0, column: 1, row: 2)) == Rect(x: 128, y: 256, width: 128, height: 128))
    }

    /// The map zoomed in to 3× (levels 0.5, 1, 2, 4: 4× is used) and out to 0.25× (0.5× is used).
    @Test func zoomedInAndOut() throws {
        let (sv, map) = try map(layer: TiledLayer(levelsOfDetail: 4, levelsOfDetailBias: 2))
        let zoomedIn = try map.visibleTiles(contentOffset: Point(x: 6000, y: 6000), zoomScale: 3)
        #expect(zoomedIn.grid.level == 2)
        #expect(zoomedIn.grid.tileSize == Size(width: 32, height: 32))
        // (6000, 6000, 320, 480) in content is (2000, 2000, 106.67, 160) in the map.
        #expect(isClose(zoomedIn.visibleRect.minX, 2000) && isClose(zoomedIn.visibleRect.width, 320.0 / 3))
        #expect(zoomedIn.range.columns == 62..<66)
        #expect(zoomedIn.range.rows == 62..<68)
        #expect(
            zoomedIn.grid.rect(of: Tile(level: 2, column: 62, row: 62)) == Rect(x: 1984, y: 1984, width: 32, height: 32)
        )
        let zoomedOut = try map.visibleTiles(contentOffset: .zero, zoomScale: 0.25)
        #expect(zoomedOut.grid.level == -1)
        #expect(zoomedOut.grid.tileSize == Size(width: 256, height: 256))
        #expect(zoomedOut.visibleRect == Rect(x: 0, y: 0, width: 1280, height: 1920))
        #expect(zoomedOut.range.columns == 0..<5 && zoomedOut.range.rows == 0..<8)
        // Plain state: neither question moved the scroll view.
        #expect(sv.contentOffset == .zero && sv.zoomScale == 1)
    }

    @Test func theEdgeOfTheImageClipsTilesAndNothingOutsideIsListed() throws {
        let (sv, map) = try map(layer: TiledLayer(tileSize: Size(width: 300, height: 300)))
        // 150-point tiles; the map's last column starts at 27 × 150 = 4050 and is 46 wide.
        sv.contentOffset = Point(x: 3900, y: -100)
        let t = try map.visibleTiles()
        #expect(t.visibleRect == Rect(x: 3900, y: 0, width: 196, height: 380))
        #expect(t.range.columns == 26..<28 && t.range.rows == 0..<3)
        #expect(t.grid.rect(of: Tile(level: 0, column: 27, row: 2)) == Rect(x: 4050, y: 300, width: 46, height: 150))
        sv.contentOffset = Point(x: 5000, y: 0)
        #expect(try map.visibleTiles().tiles.isEmpty)
    }

    @Test func aTiledViewInsideTheContentThatDoesNotZoom() throws {
        let (root, sv) = try scrollWindow()
        let content = View("content", frame: Rect(x: 0, y: 0, width: 320, height: 2000))
        let strip = View("strip", frame: Rect(x: 10, y: 500, width: 300, height: 1000))
        sv.addSubview(content)
        content.addSubview(strip)
        sv.explicitContentSize = Size(width: 320, height: 2000)
        root.layoutIfNeeded()
        sv.contentOffset = Point(x: 0, y: 700)
        // Visible content y 700…1180 is strip y 200…680; zoom does not apply: not the zoom view.
        let t = try strip.visibleTiles(zoomScale: 4)
        #expect(t.zoomScale == 1)
        #expect(t.visibleRect == Rect(x: 0, y: 200, width: 300, height: 480))
        #expect(t.range.columns == 0..<3 && t.range.rows == 1..<6)
    }

    // MARK: Scrolling

    @Test func tilesEnterAndLeaveOnAScroll() throws {
        let (_, map) = try map()
        let a = try map.visibleTiles(contentOffset: .zero)
        #expect(a.range.columns == 0..<3 && a.range.rows == 0..<4)
        let b = try map.visibleTiles(contentOffset: Point(x: 100, y: 0))
        let ab = a.diff(to: b)
        #expect(ab.entering == (0..<4).map { Tile(level: 0, column: 3, row: $0) })
        #expect(ab.leaving.isEmpty)
        let c = try map.visibleTiles(contentOffset: Point(x: 200, y: 0))
        let ac = a.diff(to: c)
        #expect(ac.entering == (0..<4).flatMap { r in [3, 4].map { Tile(level: 0, column: $0, row: r) } })
        #expect(ac.leaving == (0..<4).map { Tile(level: 0, column: 0, row: $0) })
        // Back again: the same tiles the other way round.
        let ca = c.diff(to: a)
        #expect(ca.entering == ac.leaving && ca.leaving == ac.entering)
    }

    @Test func aZoomThatChangesTheLevelReplacesEveryTile() throws {
        let (_, map) = try map(layer: TiledLayer(levelsOfDetail: 2, levelsOfDetailBias: 1))
        let a = try map.visibleTiles(zoomScale: 1)
        let b = try map.visibleTiles(zoomScale: 1.5)
        #expect(a.grid.level == 0 && b.grid.level == 1)
        let d = a.diff(to: b)
        #expect(d.leaving == a.tiles && d.entering == b.tiles)
    }

    /// The diff of two ranges is the set difference of their tiles, both ways, in order.
    @Test func diffIsTheSetDifference() {
        var random = SeededRandom(seed: 0x711E_0001)
        func range() -> TileRange {
            let c = Int(random.next() % 12), r = Int(random.next() % 12)
            return TileRange(
                level: Int(random.next() % 4 == 0 ? 1 : 0), columns: c..<c + Int(random.next() % 7),
                rows: r..<r + Int(random.next() % 7))
        }
        for _ in 0..<500 {
            let a = range(), b = range()
            let d = TileDiff(from: a, to: b)
            let setA = Set(a.tiles), setB = Set(b.tiles)
            #expect(d.entering == setB.subtracting(setA).sorted())
            #expect(d.leaving == setA.subtracting(setB).sorted())
        }
    }

    /// Random scrolls of the map: the diff agrees with the two visible sets.
    @Test func scrollDiffsAgreeWithTheVisibleSets() throws {
        let (_, map) = try map(layer: TiledLayer(levelsOfDetail: 3, levelsOfDetailBias: 1))
        var random = SeededRandom(seed: 0x711E_0002)
        for _ in 0..<200 {
            func state() throws -> VisibleTiles {
                let z = [0.5, 1, 1.5, 2][Int(random.next() % 4)]
                let offset = Point(x: random.nextUnit() * 5000 - 200, y: random.nextUnit() * 5000 - 200)
                return try map.visibleTiles(contentOffset: offset, zoomScale: z)
            }
            let a = try state(), b = try state()
            let d = a.diff(to: b)
            #expect(d.entering == Set(b.tiles).subtracting(a.tiles).sorted())
            #expect(d.leaving == Set(a.tiles).subtracting(b.tiles).sorted())
        }
    }

    /// A tall overlap costs nothing: scrolling sideways within one column range lists no tile
    /// of the shared part (checked through the count of what is listed).
    @Test func diffDoesNotWalkTheOverlap() {
        let a = TileRange(level: 0, columns: 0..<4, rows: 0..<1_000_000)
        let b = TileRange(level: 0, columns: 0..<4, rows: 1..<1_000_001)
        let d = TileDiff(from: a, to: b)
        #expect(d.entering == (0..<4).map { Tile(level: 0, column: $0, row: 1_000_000) })
        #expect(d.leaving == (0..<4).map { Tile(level: 0, column: $0, row: 0) })
    }

    // MARK: Bad input

    @Test func badConfigurationsAreTypedErrors() throws {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(throws: ScrollGeometryError.invalidTileSize(Size(width: 0, height: 256))) {
            try TiledLayer(tileSize: Size(width: 0, height: 256)).grid(bounds: bounds, zoomScale: 1)
        }
        #expect(throws: ScrollGeometryError.self) {
            try TiledLayer(tileSize: Size(width: .nan, height: 256)).validate()
        }
        #expect(throws: ScrollGeometryError.invalidLevelsOfDetail(0)) {
            try TiledLayer(levelsOfDetail: 0).grid(bounds: bounds, zoomScale: 1)
        }
        #expect(throws: ScrollGeometryError.invalidLevelsOfDetailBias(1000)) {
            try TiledLayer(levelsOfDetailBias: 1000).grid(bounds: bounds, zoomScale: 1)
        }
        #expect(throws: ScrollGeometryError.invalidZoomScale(0)) { try TiledLayer().level(forZoomScale: 0) }
        #expect(throws: ScrollGeometryError.invalidZoomScale(.infinity)) {
            try TiledLayer().level(forZoomScale: .infinity)
        }
        #expect(throws: ScrollGeometryError.invalidScreenScale(-2)) {
            try TiledLayer().grid(bounds: bounds, zoomScale: 1, screenScale: -2)
        }
        let e = ScrollGeometryError.invalidLevelsOfDetail(0).description
        #expect(e == "levelsOfDetail 0 is invalid: it must be from 1 to 32")
    }

    @Test func theNumberOfTilesIsBounded() throws {
        // A 1-pixel tile at 32 levels above 1×: absurdly small tiles over a huge image.
        let layer = TiledLayer(tileSize: Size(width: 1, height: 1), levelsOfDetail: 32, levelsOfDetailBias: 32)
        let g = try layer.grid(bounds: Rect(x: 0, y: 0, width: 1e12, height: 1e12), zoomScale: 1e9)
        #expect(throws: ScrollGeometryError.self) { try g.range(for: Rect(x: 0, y: 0, width: 1e12, height: 1e12)) }
        let small = try TiledLayer().grid(bounds: Rect(x: 0, y: 0, width: 1e6, height: 1e6), zoomScale: 1)
        #expect(throws: ScrollGeometryError.tooManyTiles(count: 100, limit: 99)) {
            try small.range(for: Rect(x: 0, y: 0, width: 1280, height: 1280), limit: 99)
        }
        #expect(try small.range(for: Rect(x: 0, y: 0, width: 1280, height: 1280), limit: 100).count == 100)
    }
}
