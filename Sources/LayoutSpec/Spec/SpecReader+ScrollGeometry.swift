import Constraints

extension Spec {
    /// The `scroll` keys of scroll geometry: centring and the scroll indicators.
    struct ScrollGeometrySpec {
        var centersContent = false
        var showsVerticalScrollIndicator = true
        var showsHorizontalScrollIndicator = true
        var verticalScrollIndicatorInsets = EdgeInsets.zero
        var horizontalScrollIndicatorInsets = EdgeInsets.zero

        /// Sets the scroll view's properties of the same names.
        func apply(to sv: ScrollView) {
            sv.centersContent = centersContent
            sv.showsVerticalScrollIndicator = showsVerticalScrollIndicator
            sv.showsHorizontalScrollIndicator = showsHorizontalScrollIndicator
            sv.verticalScrollIndicatorInsets = verticalScrollIndicatorInsets
            sv.horizontalScrollIndicatorInsets = horizontalScrollIndicatorInsets
        }
    }
}

/// Reading the spec keys of scroll geometry (contract `scrolling.md` §3 and §4):
///
/// - `scroll.centersContent` (false), `scroll.showsVerticalScrollIndicator` and
///   `scroll.showsHorizontalScrollIndicator` (true), `scroll.verticalScrollIndicatorInsets` and
///   `scroll.horizontalScrollIndicatorInsets` (`[top, left, bottom, right]`, 0);
/// - a view's `tiled` object: `tileSize` (`[width, height]` in pixels, each 1…1,000,000; default
///   `[256, 256]`), `levelsOfDetail` (a whole number 1…32; default 1), `levelsOfDetailBias` (a
///   whole number −32…32; default 0). Every error is located at the offending value.
extension SpecReader {
    static let scrollGeometryKeys = [
        "centersContent", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator",
        "verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets",
    ]

    /// Reads `key` into `geometry` when it is a scroll-geometry key; false when it is not one.
    func readScrollGeometry(
        _ key: String, _ value: LocatedJSON, into geometry: inout Spec.ScrollGeometrySpec, what: String
    ) throws(InputError) -> Bool {
        switch key {
        case "centersContent": geometry.centersContent = try bool(value, what)
        case "showsVerticalScrollIndicator": geometry.showsVerticalScrollIndicator = try bool(value, what)
        case "showsHorizontalScrollIndicator": geometry.showsHorizontalScrollIndicator = try bool(value, what)
        case "verticalScrollIndicatorInsets": geometry.verticalScrollIndicatorInsets = try insets(value, what)
        case "horizontalScrollIndicatorInsets": geometry.horizontalScrollIndicatorInsets = try insets(value, what)
        default: return false
        }
        return true
    }

    static let tiledKeys = ["tileSize", "levelsOfDetail", "levelsOfDetailBias"]

    /// A view's `tiled` object.
    func readTiled(_ v: LocatedJSON, view: String) throws(InputError) -> TiledLayer {
        var layer = TiledLayer()
        for (key, value) in try members(v, "'tiled' of view '\(view)'") {
            let what = "'\(key.text)' of the tiled view '\(view)'"
            switch key.text {
            case "tileSize":
                let a = try numbers(value, 2, what, shape: "[width, height] in pixels")
                var sides: [Double] = []
                for side in a {
                    let x = try number(side, what)
                    guard x >= 1, x <= TiledLayer.maximumTileSide else {
                        throw error("each side of \(what) must be from 1 to 1000000 pixels", at: side.position)
                    }
                    sides.append(x)
                }
                layer.tileSize = Size(width: sides[0], height: sides[1])
            case "levelsOfDetail":
                layer.levelsOfDetail = try wholeNumber(value, what, in: 1...TiledLayer.maximumLevelsOfDetail)
            case "levelsOfDetailBias":
                layer.levelsOfDetailBias = try wholeNumber(value, what, in: TiledLayer.levelsOfDetailBiasRange)
            default:
                throw unknownKey(key, in: "'tiled' of view '\(view)'", known: SpecReader.tiledKeys)
            }
        }
        return layer
    }

    /// A whole number in `range`.
    func wholeNumber(_ v: LocatedJSON, _ what: String, in range: ClosedRange<Int>) throws(InputError) -> Int {
        let x = try number(v, what)
        guard x.rounded() == x, x >= Double(range.lowerBound), x <= Double(range.upperBound) else {
            throw error(
                "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound)", at: v.position)
        }
        return Int(x)
    }
}
