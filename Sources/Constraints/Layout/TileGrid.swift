/// One tile of a ``TileGrid``: its level of detail, column and row. Tiles sort by level, then
/// row, then column (the order in which they are listed).
public struct Tile: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The exponent `k` of the drawing scale `2^k` the tile is drawn at.
    public var level: Int
    /// The tile's column: it starts at `column · tileWidth` in the view's coordinates.
    public var column: Int
    /// The tile's row: it starts at `row · tileHeight` in the view's coordinates.
    public var row: Int

    /// The tile in `column` and `row` at `level`.
    public init(level: Int, column: Int, row: Int) {
        self.level = level
        self.column = column
        self.row = row
    }

    /// Level, then row, then column.
    public static func < (a: Tile, b: Tile) -> Bool {
        (a.level, a.row, a.column) < (b.level, b.row, b.column)
    }

    /// `(column, row)@k`.
    public var description: String { "(\(column), \(row))@\(level)" }
}

/// A rectangle of tiles: the columns and rows of a ``TileGrid`` that meet a visible area.
public struct TileRange: Hashable, Sendable {
    /// The level of detail of every tile in the range.
    public var level: Int
    /// The columns, left to right.
    public var columns: Range<Int>
    /// The rows, top to bottom.
    public var rows: Range<Int>

    /// An empty range at `level`.
    public static func empty(level: Int) -> TileRange { TileRange(level: level, columns: 0..<0, rows: 0..<0) }

    /// Whether the range holds no tile.
    public var isEmpty: Bool { columns.isEmpty || rows.isEmpty }

    /// How many tiles the range holds.
    public var count: Int { isEmpty ? 0 : columns.count * rows.count }

    /// Whether `tile` is in the range.
    public func contains(_ tile: Tile) -> Bool {
        tile.level == level && columns.contains(tile.column) && rows.contains(tile.row)
    }

    /// Every tile of the range, by row then column.
    /// - Complexity: O(``count``).
    public var tiles: [Tile] {
        guard !isEmpty else { return [] }
        var out: [Tile] = []
        out.reserveCapacity(count)
        for r in rows { for c in columns { out.append(Tile(level: level, column: c, row: r)) } }
        return out
    }

    /// The tiles of this range that are not in `other`, by row then column: at most four
    /// rectangles (the rows above and below `other`, and the parts left and right of it in the
    /// rows they share), enumerated without visiting a tile of `other`.
    /// - Complexity: O(number of tiles returned + 1): linear in the tiles that change, whatever
    ///   the size of the image or of the overlap.
    public func subtracting(_ other: TileRange) -> [Tile] {
        guard !isEmpty else { return [] }
        guard other.level == level, !other.isEmpty else { return tiles }
        let sharedRows =
            Swift.max(
                rows.lowerBound, other.rows.lowerBound)..<Swift.max(
                Swift.max(rows.lowerBound, other.rows.lowerBound), Swift.min(rows.upperBound, other.rows.upperBound))
        let sharedColumns =
            Swift.max(
                columns.lowerBound, other.columns.lowerBound)..<Swift.max(
                Swift.max(columns.lowerBound, other.columns.lowerBound),
                Swift.min(columns.upperBound, other.columns.upperBound))
        guard !sharedRows.isEmpty, !sharedColumns.isEmpty else { return tiles }
        var out: [Tile] = []
        func add(_ rs: Range<Int>, _ cs: Range<Int>) {
            for r in rs { for c in cs { out.append(Tile(level: level, column: c, row: r)) } }
        }
        add(rows.lowerBound..<sharedRows.lowerBound, columns)
        for r in sharedRows {
            add(r..<r + 1, columns.lowerBound..<sharedColumns.lowerBound)
            add(r..<r + 1, sharedColumns.upperBound..<columns.upperBound)
            // A row whose every column is shared yields nothing; skip the rest of such rows at
            // once so that a tall overlap costs nothing.
            if sharedColumns == columns { break }
        }
        add(sharedRows.upperBound..<rows.upperBound, columns)
        return out
    }
}

/// Which tiles a host must draw and which it may drop when the visible area moves: the tiles
/// visible after and not before (``entering``), and before and not after (``leaving``).
public struct TileDiff: Hashable, Sendable {
    /// Newly visible tiles, by level, row, column.
    public var entering: [Tile]
    /// Tiles no longer visible, by level, row, column.
    public var leaving: [Tile]

    /// The difference between the tiles of `before` and `after`, both ways. At one level the
    /// ranges are subtracted as rectangles; across levels every tile changes.
    /// - Complexity: O(tiles entering + tiles leaving + 1), never in the size of the image.
    public init(from before: TileRange, to after: TileRange) {
        entering = after.subtracting(before)
        leaving = before.subtracting(after)
    }
}

/// The tiles of a ``TiledLayer`` at one level of detail over a view: tile `(column, row)` covers
/// `(column · w, row · h, w, h)` in the view's own coordinates, clipped to its bounds, where
/// `w × h` is ``tileSize`` in points.
public struct TileGrid: Hashable, Sendable {
    /// How many tiles a question may list before it fails with
    /// ``ScrollGeometryError/tooManyTiles(count:limit:)``.
    public static let maximumTileCount = 65_536

    /// The exponent `k` of the drawing scale.
    public var level: Int
    /// A tile's size in the view's points: `tileSize / (screenScale · 2^k)`.
    public var tileSize: Size
    /// The view's bounds: tiles are clipped to them and none lies outside.
    public var bounds: Rect

    /// The drawing scale of the grid's level: `2^k`.
    public var drawingScale: Double { TileGrid.drawingScale(level: level) }

    /// `2^k`, exactly.
    static func drawingScale(level: Int) -> Double { Double(sign: .plus, exponent: level, significand: 1) }

    /// The columns and rows of tiles that meet `visible` (in the view's coordinates) inside the
    /// bounds: a tile that only touches the area's edge is not in it.
    /// - Throws: ``ScrollGeometryError/tooManyTiles(count:limit:)`` when more than `limit`
    ///   tiles meet it (or an index would not fit an `Int`).
    /// - Complexity: O(1).
    public func range(for visible: Rect, limit: Int = TileGrid.maximumTileCount) throws(ScrollGeometryError)
        -> TileRange
    {
        let minX = Swift.max(visible.minX, bounds.minX), maxX = Swift.min(visible.maxX, bounds.maxX)
        let minY = Swift.max(visible.minY, bounds.minY), maxY = Swift.min(visible.maxY, bounds.maxY)
        guard minX < maxX, minY < maxY, tileSize.width > 0, tileSize.height > 0 else { return .empty(level: level) }
        let c0 = (minX / tileSize.width).rounded(.down), c1 = (maxX / tileSize.width).rounded(.up)
        let r0 = (minY / tileSize.height).rounded(.down), r1 = (maxY / tileSize.height).rounded(.up)
        let count = (c1 - c0) * (r1 - r0)
        // Indices beyond 2^52 are no longer exact integers in a Double; checked before any
        // conversion to Int, which would trap on a value out of range.
        let exact = 4_503_599_627_370_496.0
        guard count.isFinite, count <= Double(limit), [c0, c1, r0, r1].allSatisfy({ Swift.abs($0) <= exact }) else {
            throw .tooManyTiles(count: count.isFinite ? count : .greatestFiniteMagnitude, limit: limit)
        }
        return TileRange(level: level, columns: Int(c0)..<Int(c1), rows: Int(r0)..<Int(r1))
    }

    /// The tiles that meet `visible`, by row then column.
    /// - Throws: as ``range(for:limit:)``.
    /// - Complexity: O(tiles listed).
    public func tiles(for visible: Rect, limit: Int = TileGrid.maximumTileCount) throws(ScrollGeometryError) -> [Tile] {
        try range(for: visible, limit: limit).tiles
    }

    /// The rectangle tile `tile` covers in the view's coordinates, clipped to the bounds.
    public func rect(of tile: Tile) -> Rect {
        let x0 = Double(tile.column) * tileSize.width, y0 = Double(tile.row) * tileSize.height
        let minX = Swift.max(x0, bounds.minX), minY = Swift.max(y0, bounds.minY)
        let maxX = Swift.min(x0 + tileSize.width, bounds.maxX), maxY = Swift.min(y0 + tileSize.height, bounds.maxY)
        return Rect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }
}
