import Constraints

/// A device Interface Builder lays a document out on (`<device id=… orientation=…>`): its
/// screen size in points, the window's unsafe area, and its size classes.
///
/// The table (docs/interface-builder.md) holds the phones and tablets Xcode offers. Safe area
/// insets are those Xcode's canvas uses, which changed with Xcode versions for two ids
/// (`retina6_1`: 44 before Xcode 14, 48 after; `retina6_0`: 44, then 47; `retina5_9`: 44, then
/// 47, then 50 as it became the mini phones), so they depend on the document's `toolsVersion`.
public struct IBDevice: Sendable, Hashable {
    /// Xcode's id (`retina6_1`).
    public var id: String
    /// The screen in the document's orientation.
    public var screen: Size
    /// The window's unsafe area in that orientation (status bar or sensor housing, home
    /// indicator).
    public var safeAreaInsets: EdgeInsets
    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// `phone` or `pad`.
    public var idiom: String
    /// The leading and trailing system minimum layout margins a view controller gives its root
    /// view here: 20 on tablets and on phones at least 414 points wide in portrait (the Plus and
    /// Max phones), 16 on the others.
    public var systemMinimumSideMargin: Double
    /// The leading and trailing margins of a table view cell's content view that sets none,
    /// as Xcode stores cells here (in a table; a xib's top-level cell by its own width, see
    /// ``standaloneCellSideMargin(width:on:)``): 20 on phones at
    /// least 393 points wide in portrait, 16 on narrower phones and on tablets. Not the root's
    /// rule: on a 393-point phone a root has 16 and a cell 20 (three documents of three
    /// repositories, Xcode 14.3 to 26; a 390-point phone's cell has 16), and the only two
    /// tablet documents with cells on their margins store 16 (one in a table, one alone).
    public var cellSideMargin: Double

    /// The side margins of a xib's top-level cell `width` points wide on the phone `device`:
    /// 20 when the cell is at least 414 points wide (the root's rule, ``systemMinimumSideMargin``,
    /// at the cell's width) or at least 393 on a phone whose cells have 20; else 16. As the
    /// frames Xcode stored show: a 320-point cell on a 414-point phone has 16 (Xcode 13), a
    /// 414-point cell on a 375-point phone 20 (Xcode 10), a 394-point cell on a 375-point phone
    /// 16 (Xcode 15), a 393-point cell on a 393-point phone 20 (Xcode 14.3 to 26): four documents
    /// of four repositories across the corpus and two held-out rounds.
    public static func standaloneCellSideMargin(width: Double, on device: IBDevice) -> Double {
        let byOwnWidth = width >= 414 ? 20.0 : 16
        let byDevice = width >= 393 ? device.cellSideMargin : 16
        return Swift.max(byOwnWidth, byDevice)
    }
    /// Whether the screen has rounded corners and a home indicator (no home button).
    public var isNotched: Bool { safeAreaInsets.bottom > 0 || safeAreaInsets.left > 0 }

    /// Portrait facts of one device: width, height, top inset, bottom inset, idiom.
    struct Entry {
        var width: Double, height: Double, top: Double, bottom: Double, pad: Bool
        /// Landscape regular width (the large phones).
        var wideLandscape = false
    }

    /// The portrait top inset of a notched phone whose inset changed with Xcode's version.
    static func top(of id: String, toolsVersion: Double) -> Double? {
        switch id {
        case "retina6_1": toolsVersion < 21000 ? 44 : 48
        case "retina6_0", "retina6_7": toolsVersion < 21000 ? 44 : 47
        case "retina5_9": toolsVersion < 21000 ? 44 : toolsVersion < 22000 ? 47 : 50
        default: nil
        }
    }

    static let table: [String: Entry] = [
        "retina3_5": Entry(width: 320, height: 480, top: 20, bottom: 0, pad: false),
        "retina4_0": Entry(width: 320, height: 568, top: 20, bottom: 0, pad: false),
        "retina4_7": Entry(width: 375, height: 667, top: 20, bottom: 0, pad: false),
        "retina5_5": Entry(width: 414, height: 736, top: 20, bottom: 0, pad: false, wideLandscape: true),
        "retina5_9": Entry(width: 375, height: 812, top: 44, bottom: 34, pad: false),
        "retina5_4": Entry(width: 375, height: 812, top: 50, bottom: 34, pad: false),
        "retina6_1": Entry(width: 414, height: 896, top: 44, bottom: 34, pad: false, wideLandscape: true),
        "retina6_5": Entry(width: 414, height: 896, top: 44, bottom: 34, pad: false, wideLandscape: true),
        "retina6_0": Entry(width: 390, height: 844, top: 47, bottom: 34, pad: false),
        "retina6_12": Entry(width: 393, height: 852, top: 59, bottom: 34, pad: false),
        "retina6_7": Entry(width: 428, height: 926, top: 47, bottom: 34, pad: false, wideLandscape: true),
        "retina6_72": Entry(width: 430, height: 932, top: 59, bottom: 34, pad: false, wideLandscape: true),
        "retina6_3": Entry(width: 402, height: 874, top: 62, bottom: 34, pad: false),
        "retina6_9": Entry(width: 440, height: 956, top: 62, bottom: 34, pad: false, wideLandscape: true),
        "ipad9_7": Entry(width: 768, height: 1024, top: 20, bottom: 0, pad: true),
        // The 8.3-inch iPad mini (Xcode's id names the older mini's diagonal).
        "ipad7_9": Entry(width: 744, height: 1133, top: 24, bottom: 20, pad: true),
        "ipad10_2": Entry(width: 810, height: 1080, top: 20, bottom: 0, pad: true),
        "ipad10_5": Entry(width: 834, height: 1112, top: 20, bottom: 0, pad: true),
        "ipad10_9rounded": Entry(width: 820, height: 1180, top: 24, bottom: 20, pad: true),
        "ipad11rounded": Entry(width: 834, height: 1194, top: 24, bottom: 20, pad: true),
        "ipad11_0rounded": Entry(width: 834, height: 1194, top: 24, bottom: 20, pad: true),
        "ipad12_9": Entry(width: 1024, height: 1366, top: 20, bottom: 0, pad: true),
        "ipad12_9rounded": Entry(width: 1024, height: 1366, top: 24, bottom: 20, pad: true),
        "ipad13rounded": Entry(width: 1032, height: 1376, top: 24, bottom: 20, pad: true),
        // Xcode 16's name for the same 13-inch iPad.
        "iPad13_0rounded": Entry(width: 1032, height: 1376, top: 24, bottom: 20, pad: true),
    ]

    /// The device `id` in `orientation` (`portrait` when nil), or nil for an id the table lacks.
    /// Landscape phones hide the status bar; a notched phone's housing moves to the sides and
    /// its home indicator takes 21 points.
    public init?(id: String, orientation: String?, toolsVersion: Double) {
        guard let e = Self.table[id] else { return nil }
        self.id = id
        var top = Self.top(of: id, toolsVersion: toolsVersion) ?? e.top
        // Xcode 11 to 13 (tools 15000 to 20999) simulate no status bar on devices without a
        // sensor housing: the safe area starts at the top of the screen.
        if e.bottom == 0 && toolsVersion >= 15000 && toolsVersion < 21000 { top = 0 }
        idiom = e.pad ? "pad" : "phone"
        systemMinimumSideMargin = e.pad || e.width >= 414 ? 20 : 16
        cellSideMargin = !e.pad && e.width >= 393 ? 20 : 16
        let landscape = orientation?.hasPrefix("landscape") == true
        if !landscape {
            screen = Size(width: e.width, height: e.height)
            safeAreaInsets = EdgeInsets(top: top, left: 0, bottom: e.bottom, right: 0)
            horizontalSizeClass = e.pad ? .regular : .compact
            verticalSizeClass = .regular
        } else {
            screen = Size(width: e.height, height: e.width)
            if e.pad {
                safeAreaInsets = EdgeInsets(top: top, left: 0, bottom: e.bottom, right: 0)
            } else if e.bottom > 0 {
                safeAreaInsets = EdgeInsets(top: 0, left: top, bottom: 21, right: top)
            } else {
                safeAreaInsets = .zero
            }
            horizontalSizeClass = e.pad || e.wideLandscape ? .regular : .compact
            verticalSizeClass = e.pad ? .regular : .compact
        }
        // Xcode 26 counts the device's unsafe area twice: the frames it stores for views on
        // the safe area, and the navigation bars it stores, sit twice as far from the screen's
        // edges as the device's insets (docs/interface-builder.md, "Xcode 26").
        if toolsVersion >= Self.xcode26 {
            let i = safeAreaInsets
            safeAreaInsets = EdgeInsets(top: 2 * i.top, left: 2 * i.left, bottom: 2 * i.bottom, right: 2 * i.right)
        }
    }

    /// The first `toolsVersion` of Xcode 26 (24000; its documents are saved by 24127 and later).
    public static let xcode26 = 24000.0

    /// Whether a `<variation key=…>` applies here: `default` always; otherwise every
    /// `name=value` part (joined by `-`) must hold (`widthClass`, `heightClass`,
    /// `userInterfaceIdiom`).
    public func matches(variation key: String) -> Bool {
        if key == "default" { return true }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return false }
            let value = pair[1]
            switch pair[0] {
            case "widthClass": if value != Self.name(horizontalSizeClass) { return false }
            case "heightClass": if value != Self.name(verticalSizeClass) { return false }
            case "userInterfaceIdiom": if value != idiom { return false }
            default: return false
            }
        }
        return true
    }

    static func name(_ c: UserInterfaceSizeClass) -> String { c == .regular ? "regular" : "compact" }
}
