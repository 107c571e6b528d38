import Constraints

extension IBLayout {
    /// Where a scene's root lies on the device's screen, and the unsafe area it is laid out
    /// with: the device's (status bar or sensor housing, home indicator) plus the bars its view
    /// controller sits between, for a view controller's root or a top-level view the size of
    /// the screen. A root stored below the top (`y` > 0: under an opaque bar) starts there and
    /// ends at the screen's bottom at the latest; in a storyboard, a shorter root stored at `y` 0
    /// sits at the screen's bottom (a sheet), unless a container view embeds its controller (a
    /// child controller: Xcode draws it at the top of the screen) or it ends where its
    /// controller's bottom bar starts (an opaque bar below it, see
    /// ``endsAtBottomBar(_:_:device:)``); a xib has no presentations, and draws every root from
    /// the top of the screen. The insets are the parts of the unsafe area it overlaps; a root
    /// whose controller's `edgesForExtendedLayout` leaves out a bar's edge overlaps none of that
    /// side (it lies beyond the bar).
    ///
    /// A top-level plain view of another size that no view controller owns (a custom view, a
    /// banner) is drawn at the top of the screen too, in a window of its own size where it is
    /// larger, and takes the unsafe area it overlaps: the status bar or sensor housing above
    /// it, the home indicator only if it reaches it (Xcode 12's stored frames: a view pinned
    /// 20 below its safe area's top sits 64 down on a notched phone; a stack on the margins of
    /// one that insets them from the safe area starts 44 down). Cells and other reusable views
    /// get none: they are laid out in their table or collection.
    func placement(of scene: IBScene) -> (height: Double?, insets: EdgeInsets) {
        guard let frame = scene.root.frame else { return (nil, .zero) }
        guard let device = traits else {
            // Xcode 6 and 7's any-size canvas: a status bar over every view controller's root.
            guard isAnySizeCanvas, let c = scene.controller else { return (nil, .zero) }
            let top = IBLayout.anySizeCanvasStatusBar + c.topBarHeight
            return (nil, EdgeInsets(top: top, left: 0, bottom: c.bottomBarHeight, right: 0))
        }
        var unsafe = device.safeAreaInsets
        if let c = scene.controller {
            unsafe.top += c.topBarHeight
            if c.bottomBarHeight > 0 { unsafe.bottom += IBLayout.bottomBar(c.bottomBarHeight, device: device) }
        } else if frame.size != device.screen {
            // A top-level cell is drawn apart from any screen, unless it is taller than the
            // screen: then in a window like a view's, its content view's margins taking the
            // status bar through the safe area (two documents of two repositories).
            let tallCell =
                ["tableViewCell", "collectionViewCell"].contains(scene.root.element)
                && frame.height > device.screen.height
            guard scene.root.element == "view" || tallCell else { return (nil, .zero) }
            // Xcode 9 and 10 (tools 13000 to 14999) draw a freeform view of a xib shorter than
            // a phone without a sensor housing with no status bar, as Xcode 11 to 13 draw every
            // scene there (`IBDevice`): views on its safe area's top are stored at 0 (two
            // documents of two repositories, tools 14109 and 14113; none against).
            if device.idiom == "phone", unsafe.bottom == 0, frame.height < device.screen.height,
                document.toolsVersion >= IBLayout.safeAreaIntroduced,
                document.toolsVersion < IBLayout.noStatusBarVersion
            {
                unsafe.top = 0
            }
            let width = max(device.screen.width, frame.width), height = max(device.screen.height, frame.height)
            return (
                nil,
                EdgeInsets(
                    top: unsafe.top, left: unsafe.left,
                    bottom: max(0, unsafe.bottom - (height - frame.height)),
                    right: max(0, unsafe.right - (width - frame.width)))
            )
        }
        // A freeform root taller than the device is drawn in a window of its own size: the
        // bottom of the unsafe area is at the root's bottom.
        let screen = max(device.screen.height, frame.height)
        var top = 0.0, height = frame.height
        if scene.controller != nil && frame.minY > 0 && frame.minY < screen {
            top = frame.minY
            height = min(frame.height, screen - top)
        } else if frame.height < screen && scene.controller?.isEmbedded != true && document.kind == .storyboard
            && !IBLayout.endsAtBottomBar(frame.height, scene.controller, device: device)
        {
            top = screen - frame.height
        }
        var insets = unsafe
        insets.top = max(0, unsafe.top - top)
        insets.bottom = max(0, unsafe.bottom - (screen - top - height))
        // A root that does not extend under a bar (`edgesForExtendedLayout`) lies beyond it, and
        // beyond what the bar covers (the status bar, the home indicator).
        if let c = scene.controller {
            if !c.extendsUnderTopBar && c.topBarHeight > 0 { insets.top = 0 }
            if !c.extendsUnderBottomBar && c.bottomBarHeight > 0 { insets.bottom = 0 }
        }
        return (height == frame.height ? nil : height, insets)
    }

    /// The height of a bottom bar on `device`: a toolbar (44) is as tall as a tab bar (49)
    /// above a home indicator (the toolbars Xcode stores on a notched phone: 8 of 9 are 49 high).
    static func bottomBar(_ height: Double, device: IBDevice) -> Double {
        height == ContainerBars.toolbar && device.safeAreaInsets.bottom > 0 ? ContainerBars.tabBar : height
    }

    /// Whether a root of `height` ends where its controller's bottom bar starts (the screen's
    /// height less the bar, and the home indicator under it): a root above an opaque bar,
    /// drawn from the top of the screen.
    static func endsAtBottomBar(_ height: Double, _ c: IBController?, device: IBDevice) -> Bool {
        guard let c, c.bottomBarHeight > 0 else { return false }
        let above = device.screen.height - bottomBar(c.bottomBarHeight, device: device)
        return Swift.abs(height - above) < 0.5 || Swift.abs(height - (above - device.safeAreaInsets.bottom)) < 0.5
    }

    /// A root's safe area (the window's unsafe area, as `additionalSafeAreaInsets`), its view
    /// controller's margins (none of its own at the top and bottom, the system minimum at the
    /// sides), and the legacy top and bottom layout guides.
    func configureRoot(_ root: View, _ scene: IBScene, items: inout [String: LayoutItem]) {
        let (height, insets) = placement(of: scene)
        if let height { root.frame.size.height = height }
        // From Xcode 9 (iOS 11) every view has a safe area, whether the document uses the guide
        // or not: a root's margins take the bars in either way.
        if document.usesSafeAreas || document.toolsVersion >= IBLayout.safeAreaIntroduced {
            root.additionalSafeAreaInsets = insets
        }
        guard let c = scene.controller else {
            // A xib's top-level plain view that no controller owns is drawn as a controller's
            // root would be: the device's system minimum side margins (Xcode 13 and 14's stored
            // frames in two documents of two repositories: views on its side margins 16 points
            // in on a 375-point phone, 20 on a 414-point one; no document shows 8).
            if document.kind == .xib, traits != nil, scene.root.element == "view" {
                root.systemMinimumLayoutMargins = systemMinimumLayoutMargins
            }
            return
        }
        // A view controller's root has no top and bottom margins of its own (UIKit's root view
        // reports 0 there, plus the safe area); its sides get the system minimum below.
        if scene.root.layoutMargins == nil && scene.root.directionalLayoutMargins == nil {
            var m = root.layoutMargins
            (m.top, m.bottom) = (0, 0)
            root.layoutMargins = m
        }
        if c.respectsSystemMinimumLayoutMargins { root.systemMinimumLayoutMargins = systemMinimumLayoutMargins }
        if let id = c.topLayoutGuide { items[id] = addLegacyGuide(id, to: root, top: true, length: insets.top) }
        if let id = c.bottomLayoutGuide {
            items[id] = addLegacyGuide(id, to: root, top: false, length: insets.bottom)
        }
    }

    /// `topLayoutGuide` (from the root's top, as tall as the bars and status bar above the
    /// content) or `bottomLayoutGuide` (up from the root's bottom): a guide held by required
    /// constraints, named by its id.
    func addLegacyGuide(_ id: String, to root: View, top: Bool, length: Double) -> LayoutGuide {
        let g = LayoutGuide(id)
        root.addLayoutGuide(g)
        guides.append((id, g))
        let edge: LayoutAttribute = top ? .top : .bottom
        let name = top ? "topLayoutGuide" : "bottomLayoutGuide"
        let shapes: [(LayoutAttribute, View?, LayoutAttribute, Double)] = [
            (edge, root, edge, 0), (.height, nil, .notAnAttribute, length), (.left, root, .left, 0),
            (.width, nil, .notAnAttribute, 0),
        ]
        for (a, other, b, constant) in shapes {
            do throws(LayoutError) {
                let c = try LayoutConstraint(
                    item: g, attribute: a, relatedBy: .equal, toItem: other, attribute: b, constant: constant)
                c.source = "\(name) \(id): \(c.description)"
                try c.validate()
                c.activate()
            } catch {
                warnings.append(IBWarning(line: 1, "the \(name) '\(id)' could not be made: \(error)"))
            }
        }
        return g
    }

    /// The system minimum side margin on this document's device (20 on the any-size canvas, 16
    /// when no device is known otherwise).
    var sideMargin: Double { traits?.systemMinimumSideMargin ?? (isAnySizeCanvas ? 20 : 16) }

    /// A view controller's root's system minimum layout margins here: ``sideMargin`` at the
    /// sides, none at the top and bottom.
    var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: 0, leading: sideMargin, bottom: 0, trailing: sideMargin)
    }

    /// Whether the document is laid out on Xcode 6 and 7's any-size canvas: saved before
    /// Xcode 8 (tools below 11000, which introduced `<device>`) and matched to no device (its
    /// roots are 600 × 600, the "any width, any height" size class). Its view controllers'
    /// roots sit under a 20-point status bar and have 20-point side margins, as the frames
    /// those Xcodes stored show.
    var isAnySizeCanvas: Bool {
        traits == nil && document.device == nil && document.toolsVersion > 0
            && document.toolsVersion < IBLayout.deviceElementIntroduced
    }

    /// The first `toolsVersion` of Xcode 9, whose iOS 11 gives every view a safe area (its
    /// builds are 13xxx).
    static let safeAreaIntroduced = 13000.0
    /// The first `toolsVersion` (Xcode 11) that draws every scene on a phone without a sensor
    /// housing with no status bar (see `IBDevice`).
    static let noStatusBarVersion = 15000.0
    /// The first `toolsVersion` of Xcode 8, which writes `<device>` (its builds are 11xxx).
    static let deviceElementIntroduced = 11000.0
    /// The status bar over a view controller's root on the any-size canvas.
    static let anySizeCanvasStatusBar = 20.0

    /// The margins of a table view cell's content view that has none of its own, by the Xcode
    /// that saved the document (`toolsVersion`) and the style of the table, as the frames it
    /// stored show: UIView's 8 points on every side up to Xcode 9.2 (tools 13196 and before:
    /// the pre-iOS 11 cell); from Xcode 9.3 (13771) UIKit's 11 top and bottom and the device's
    /// cell side margins (``IBDevice/cellSideMargin``; without a device, the any-size canvas's
    /// 20 in a table and 16 for a cell outside one; a cell outside a table on a phone by its own
    /// width, `standaloneCellWidth`); in Xcode 26 an inset-grouped table's cells have 15 top and
    /// bottom.
    func cellContentMargins(tableStyle: String?, standaloneCellWidth: Double? = nil) -> EdgeInsets {
        if document.toolsVersion > 0 && document.toolsVersion < IBLayout.cellMarginsChange {
            return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        let vertical = document.toolsVersion >= IBDevice.xcode26 && tableStyle == "insetGrouped" ? 15.0 : 11.0
        var side = traits?.cellSideMargin ?? (tableStyle == nil ? IBLayout.standaloneCellSideMargin : sideMargin)
        if let traits, traits.idiom == "phone", let width = standaloneCellWidth {
            side = IBDevice.standaloneCellSideMargin(width: width, on: traits)
        }
        return EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
    }

    /// A `toolsVersion` between Xcode 9.2's (13196, the last seen with 8-point cell margins) and
    /// Xcode 9.3's (13771, the first seen with UIKit's): see ``cellContentMargins(tableStyle:standaloneCellWidth:)``.
    static let cellMarginsChange = 13700.0

    /// The side margins of a cell outside a table (a xib's top-level cell) in a document
    /// without a known device: UIKit's compact 16 points.
    static let standaloneCellSideMargin = 16.0
}
