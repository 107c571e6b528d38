import Constraints
import InternalUtilities

/// Reads a layout spec (contract §1) from JSON text into a ``Spec``, checking everything that
/// can be checked without laying out, each error located (`FILE:LINE:COLUMN`).
///
/// Choices:
/// - Unknown keys are **errors** inside views, `scroll`, constraint objects and `fit` entries (a
///   typo there would silently change the layout); unknown **top-level** keys are warnings, so
///   that newer specs still run.
/// - Names of views, custom guides and metrics are C identifiers; view and guide names share
///   one namespace and must be unique; `layoutMarginsGuide`, `safeAreaLayoutGuide`,
///   `contentLayoutGuide` and `frameLayoutGuide` are reserved guide names.
/// - Numbers must be finite with magnitude at most 1e12; sizes (frame width/height, intrinsic
///   sizes, `contentSize`) must not be negative (`-1` or `null` in `intrinsicSize` means "no
///   intrinsic metric"); priorities are in (0, 1000] or `required`/`high`/`low`/`fitting`.
/// - Additions to the contract: `"layoutDirection": "leftToRight" | "rightToLeft"` on a view
///   (forces the direction for it and its subtree), and `"baselineOffsets": [first, last]`:
///   the first baseline's distance below the top (`null`: same as the last) and the last
///   baseline's distance above the bottom (default: both at the bottom edge).
struct SpecReader {
    let file: String
    let source: String
    /// Views and custom guides by name, for uniqueness.
    var names: [String: SourcePosition] = [:]
    var warnings: [String] = []

    static let reservedGuides: Set<String> = [
        "layoutMarginsGuide", "safeAreaLayoutGuide", "readableContentGuide", "contentLayoutGuide", "frameLayoutGuide",
    ]

    /// Parses and validates a spec.
    static func read(_ source: String, file: String) throws(InputError) -> Spec {
        var reader = SpecReader(file: file, source: source)
        let json: LocatedJSON
        do {
            json = try JSONParser.parse(source)
        } catch {
            throw reader.error(error.message, at: error.position)
        }
        return try reader.readSpec(json)
    }

    // MARK: Errors

    func error(_ message: String, at p: SourcePosition) -> InputError {
        let excerpt = SourceExcerpt(source: source, around: p)
        return InputError(
            file: file, line: p.line, column: p.column, message: message, text: excerpt.text, caret: excerpt.caret)
    }

    // MARK: Shapes

    func members(_ v: LocatedJSON, _ what: String) throws(InputError) -> [(key: LocatedString, value: LocatedJSON)] {
        guard case .object(let m) = v.value else {
            throw error("\(what) must be an object, not \(v.typeName)", at: v.position)
        }
        return m
    }

    func array(_ v: LocatedJSON, _ what: String) throws(InputError) -> [LocatedJSON] {
        guard case .array(let a) = v.value else {
            throw error("\(what) must be an array, not \(v.typeName)", at: v.position)
        }
        return a
    }

    func string(_ v: LocatedJSON, _ what: String) throws(InputError) -> String {
        guard case .string(let s) = v.value else {
            throw error("\(what) must be a string, not \(v.typeName)", at: v.position)
        }
        return s
    }

    func bool(_ v: LocatedJSON, _ what: String) throws(InputError) -> Bool {
        guard case .bool(let b) = v.value else {
            throw error("\(what) must be true or false, not \(v.typeName)", at: v.position)
        }
        return b
    }

    func number(_ v: LocatedJSON, _ what: String, nonNegative: Bool = false) throws(InputError) -> Double {
        guard case .number(let x) = v.value else {
            throw error("\(what) must be a number, not \(v.typeName)", at: v.position)
        }
        guard Swift.abs(x) <= Solver.magnitudeLimit else {
            throw error("\(what) is too large (the limit is 1e12 in magnitude)", at: v.position)
        }
        if nonNegative && x < 0 { throw error("\(what) must not be negative", at: v.position) }
        return x
    }

    /// An array of exactly `count` numbers (or nulls when `nullable`).
    func numbers(_ v: LocatedJSON, _ count: Int, _ what: String, shape: String, nullable: Bool = false)
        throws(InputError) -> [LocatedJSON]
    {
        guard case .array(let a) = v.value, a.count == count else {
            throw error("\(what) must be an array of \(count) numbers \(shape)", at: v.position)
        }
        for item in a {
            if case .null = item.value, nullable { continue }
            _ = try number(item, "each value of \(what)")
        }
        return a
    }

    func priority(_ v: LocatedJSON, _ what: String) throws(InputError) -> Double {
        if case .string(let s) = v.value {
            guard let p = Spec.priority(named: s) else {
                throw error(
                    "\(what) must be a number in (0, 1000] or one of required, high, low, fitting", at: v.position)
            }
            return p
        }
        let p = try number(v, what)
        guard p > 0 && p <= 1000 else {
            throw error("\(what) \(formatNumber(p)) is out of range: priorities are in (0, 1000]", at: v.position)
        }
        return p
    }

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        return s.unicodeScalars.allSatisfy {
            $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        }
    }

    func unknownKey(_ key: LocatedString, in what: String, known: [String]) -> InputError {
        error("unknown key '\(key.text)' in \(what) (known keys: \(known.joined(separator: ", ")))", at: key.position)
    }

    // MARK: The spec

    mutating func readSpec(_ json: LocatedJSON) throws(InputError) -> Spec {
        var metrics: [String: Double] = [:]
        var rootJSON: LocatedJSON?
        var constraintsJSON: LocatedJSON?
        var fitJSON: LocatedJSON?
        for (key, value) in try members(json, "the spec") {
            switch key.text {
            case "metrics": metrics = try readMetrics(value)
            case "root": rootJSON = value
            case "constraints": constraintsJSON = value
            case "fit": fitJSON = value
            default:
                warnings.append(
                    "\(file):\(key.position.line):\(key.position.column): warning: unknown top-level key '\(key.text)' (ignored)"
                )
            }
        }
        guard let rootJSON else { throw error("the spec has no 'root' view", at: json.position) }
        let root = try readView(rootJSON, isRoot: true)
        var spec = Spec(file: file, source: source, metrics: metrics, root: root)
        if let constraintsJSON {
            for item in try array(constraintsJSON, "'constraints'") {
                spec.constraints.append(try readConstraint(item))
            }
        }
        if let fitJSON {
            for item in try array(fitJSON, "'fit'") { spec.fit.append(try readFit(item)) }
        }
        spec.warnings = warnings
        return spec
    }

    func readMetrics(_ v: LocatedJSON) throws(InputError) -> [String: Double] {
        var out: [String: Double] = [:]
        for (key, value) in try members(v, "'metrics'") {
            guard SpecReader.isIdentifier(key.text) else {
                throw error(
                    "metric name '\(key.text)' is not an identifier (letters, digits and _, not starting with a digit)",
                    at: key.position)
            }
            out[key.text] = try number(value, "metric '\(key.text)'")
        }
        return out
    }

    static let viewKeys = [
        "name", "frame", "subviews", "intrinsicSize", "hugging", "compressionResistance", "layoutMargins", "guides",
        "scroll", "layoutDirection", "baselineOffsets", "stack", "hidden", "safeAreaInsets",
        "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "directionalLayoutMargins",
        "systemMinimumLayoutMargins", "layoutMarginsFollowReadableWidth", "autoresizingMask", "designSize", "tiled",
    ]

    mutating func claim(_ name: String, at p: SourcePosition, what: String) throws(InputError) {
        guard SpecReader.isIdentifier(name) else {
            throw error(
                "\(what) name '\(name)' is not a C identifier (letters, digits and _, not starting with a digit)", at: p
            )
        }
        if let first = names[name] {
            throw error("duplicate name '\(name)' (first used at line \(first.line), column \(first.column))", at: p)
        }
        names[name] = p
    }

    /// A view and its subtree; names are claimed as they are met, so duplicates are found.
    mutating func readView(_ v: LocatedJSON, isRoot: Bool) throws(InputError) -> Spec.ViewSpec {
        let m = try members(v, isRoot ? "'root'" : "a view")
        guard let nameJSON = m.first(where: { $0.key.text == "name" })?.value else {
            throw error("a view needs a 'name'", at: v.position)
        }
        let name = try string(nameJSON, "'name'")
        try claim(name, at: nameJSON.position, what: "view")
        var view = Spec.ViewSpec(name: name, position: nameJSON.position)
        var subviewsJSON: [LocatedJSON] = []
        for (key, value) in m {
            let what = "'\(key.text)' of view '\(name)'"
            switch key.text {
            case "name": break
            case "frame": view.frame = try readFrame(value, what)
            case "subviews": subviewsJSON = try array(value, what)
            case "intrinsicSize": view.intrinsicSize = try readIntrinsicSize(value, what)
            case "hugging": view.hugging = try priorityPair(value, what)
            case "compressionResistance": view.compressionResistance = try priorityPair(value, what)
            case "layoutMargins": view.layoutMargins = try insets(value, what)
            case "guides": view.guides = try readGuides(value, what)
            case "scroll": view.scroll = try readScroll(value, view: name)
            case "stack": view.stack = try readStack(value, view: name)
            case "hidden": view.hidden = try bool(value, what)
            case "safeAreaInsets":
                guard isRoot else {
                    throw error(
                        "'safeAreaInsets' is the window's unsafe area: it belongs on the root view", at: key.position)
                }
                view.safeAreaInsets = try insets(value, what, nonNegative: true)
            case "autoresizingMask":
                var mask = AutoresizingMask()
                for flag in try array(value, what) {
                    mask.insert(try choice(flag, "each flag of \(what)", SpecReader.autoresizingFlags))
                }
                view.autoresizingMask = (mask, key.position)
            case "designSize":
                let a = try numbers(value, 2, what, shape: "[width, height]")
                view.designSize = Size(
                    width: try number(a[0], what, nonNegative: true), height: try number(a[1], what, nonNegative: true))
            case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = try bool(value, what)
            case "preservesSuperviewLayoutMargins": view.preservesSuperviewLayoutMargins = try bool(value, what)
            case "layoutMarginsFollowReadableWidth": view.layoutMarginsFollowReadableWidth = try bool(value, what)
            case "directionalLayoutMargins":
                let i = try insets(value, what, shape: "[top, leading, bottom, trailing]")
                view.directionalLayoutMargins = DirectionalEdgeInsets(
                    top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
            case "systemMinimumLayoutMargins":
                if case .string = value.value {
                    let sizeClass = try choice(
                        value, what, [("compact", UserInterfaceSizeClass.compact), ("regular", .regular)])
                    view.systemMinimumLayoutMargins = .systemMinimumLayoutMargins(horizontalSizeClass: sizeClass)
                } else {
                    let i = try insets(
                        value, what, shape: "[top, leading, bottom, trailing], or \"compact\" or \"regular\"",
                        nonNegative: true)
                    view.systemMinimumLayoutMargins = DirectionalEdgeInsets(
                        top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
                }
            case "tiled": view.tiled = try readTiled(value, view: name)
            case "layoutDirection": view.layoutDirection = try readDirection(value, what)
            case "baselineOffsets":
                let a = try numbers(
                    value, 2, what, shape: "[first below the top (or null), last above the bottom]", nullable: true)
                var first: Double?
                if case .number(let x) = a[0].value { first = x }
                view.baselines = (first, try number(a[1], what))
            default:
                throw unknownKey(key, in: "view '\(name)'", known: SpecReader.viewKeys)
            }
        }
        if isRoot && view.frame == nil {
            throw error("the root view needs a 'frame': the window's frame is required and fixed", at: v.position)
        }
        if view.layoutMargins != nil && view.directionalLayoutMargins != nil,
            let key = m.first(where: { $0.key.text == "directionalLayoutMargins" })?.key
        {
            throw error(
                "view '\(name)' has both 'layoutMargins' and 'directionalLayoutMargins': give one", at: key.position)
        }
        if view.scroll != nil && view.stack != nil, let key = m.first(where: { $0.key.text == "stack" })?.key {
            throw error("view '\(name)' cannot be both a scroll view and a stack view", at: key.position)
        }
        if let (mask, position) = view.autoresizingMask, !mask.isEmpty, view.frame == nil {
            throw error("an 'autoresizingMask' needs a 'frame' on view '\(name)' (the frame it resizes)", at: position)
        }
        for s in subviewsJSON { view.subviews.append(try readView(s, isRoot: false)) }
        if view.frame == nil && view.designSize == nil,
            let sub = view.subviews.first(where: { !($0.autoresizingMask?.mask.isEmpty ?? true) }),
            let position = sub.autoresizingMask?.position
        {
            throw error(
                "view '\(sub.name)' resizes with its superview '\(name)', which is placed by constraints: "
                    + "give '\(name)' a 'designSize' (the size the frame was designed for)", at: position)
        }
        for (other, position, _) in view.stack?.customSpacing ?? []
        where !view.subviews.contains(where: { $0.name == other }) {
            throw error("customSpacing names '\(other)', which is not an arranged subview of '\(name)'", at: position)
        }
        if let zoom = view.scroll?.zoomView, !view.subviews.contains(where: { $0.name == zoom.name }) {
            throw error("zoomView '\(zoom.name)' is not a subview of '\(name)'", at: zoom.position)
        }
        return view
    }

    /// `[x, y, width, height]`, the size not negative.
    func readFrame(_ value: LocatedJSON, _ what: String) throws(InputError) -> Rect {
        let a = try numbers(value, 4, what, shape: "[x, y, width, height]")
        let f = try a.map { (x: LocatedJSON) throws(InputError) in try number(x, what) }
        for (i, x) in f.enumerated() where i >= 2 && x < 0 {
            throw error("the frame's \(i == 2 ? "width" : "height") must not be negative", at: a[i].position)
        }
        return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    /// `[width, height]`, each not negative, or `null` or `-1` for no intrinsic metric.
    func readIntrinsicSize(_ value: LocatedJSON, _ what: String) throws(InputError) -> (width: Double?, height: Double?)
    {
        let a = try numbers(value, 2, what, shape: "[width, height] (null or -1: none)", nullable: true)
        var sizes: [Double?] = []
        for x in a {
            guard case .number(let n) = x.value else {
                sizes.append(nil)
                continue
            }
            if n == -1 {
                sizes.append(nil)
                continue
            }
            guard n >= 0 else {
                throw error("an intrinsic size must not be negative (use -1 or null for none)", at: x.position)
            }
            sizes.append(n)
        }
        return (sizes[0], sizes[1])
    }

    /// `[horizontal, vertical]` priorities.
    func priorityPair(_ value: LocatedJSON, _ what: String) throws(InputError) -> (Double, Double) {
        guard case .array(let a) = value.value, a.count == 2 else {
            throw error("\(what) must be an array of 2 priorities [horizontal, vertical]", at: value.position)
        }
        return (try priority(a[0], what), try priority(a[1], what))
    }

    /// `[top, left, bottom, right]` (or another order named by `shape`).
    func insets(
        _ value: LocatedJSON, _ what: String, shape: String = "[top, left, bottom, right]", nonNegative: Bool = false
    ) throws(InputError) -> EdgeInsets {
        let a = try numbers(value, 4, what, shape: shape)
        let f = try a.map { (x: LocatedJSON) throws(InputError) in try number(x, what, nonNegative: nonNegative) }
        return EdgeInsets(top: f[0], left: f[1], bottom: f[2], right: f[3])
    }

    /// Custom guide names: identifiers, not the built-in guides' names, unique among views and
    /// guides.
    mutating func readGuides(_ value: LocatedJSON, _ what: String) throws(InputError) -> [(
        name: String, position: SourcePosition
    )] {
        var guides: [(name: String, position: SourcePosition)] = []
        for g in try array(value, what) {
            let gname = try string(g, "a guide name")
            guard !SpecReader.reservedGuides.contains(gname) else {
                throw error("'\(gname)' is a built-in guide; custom guides need other names", at: g.position)
            }
            try claim(gname, at: g.position, what: "guide")
            guides.append((gname, g.position))
        }
        return guides
    }

    /// `"leftToRight"` or `"rightToLeft"`.
    func readDirection(_ value: LocatedJSON, _ what: String) throws(InputError) -> LayoutDirection {
        switch try string(value, what) {
        case "leftToRight": return .leftToRight
        case "rightToLeft": return .rightToLeft
        default: throw error("\(what) must be \"leftToRight\" or \"rightToLeft\"", at: value.position)
        }
    }

    static let scrollKeys = [
        "contentInset", "contentOffset", "contentSize", "zoomView", "zoomScale", "minimumZoomScale", "maximumZoomScale",
        "pagingEnabled", "contentInsetAdjustmentBehavior", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
        "bouncesZoom", "decelerationRate", "scrollEnabled", "directionalLockEnabled", "scrollsToTop", "recenter",
    ]

    func readScroll(_ v: LocatedJSON, view: String) throws(InputError) -> Spec.ScrollSpec {
        var s = Spec.ScrollSpec()
        for (key, value) in try members(v, "'scroll' of view '\(view)'") {
            let what = "'\(key.text)' of scroll view '\(view)'"
            switch key.text {
            case "contentInset":
                s.contentInset = try insets(value, what)
            case "contentOffset":
                let a = try numbers(value, 2, what, shape: "[x, y]")
                s.contentOffset = Point(x: try number(a[0], what), y: try number(a[1], what))
            case "contentSize":
                let a = try numbers(value, 2, what, shape: "[width, height]")
                s.contentSize = Size(
                    width: try number(a[0], what, nonNegative: true), height: try number(a[1], what, nonNegative: true))
            case "zoomView":
                s.zoomView = (try string(value, what), value.position)
            case "zoomScale", "minimumZoomScale", "maximumZoomScale":
                let x = try number(value, what)
                guard x > 0 else { throw error("\(what) must be greater than 0", at: value.position) }
                if key.text == "zoomScale" {
                    s.zoomScale = x
                } else if key.text == "minimumZoomScale" {
                    s.minimumZoomScale = x
                } else {
                    s.maximumZoomScale = x
                }
            case "pagingEnabled":
                s.pagingEnabled = try bool(value, what)
            case "contentInsetAdjustmentBehavior":
                s.contentInsetAdjustmentBehavior = try choice(
                    value, what,
                    [
                        ("automatic", .automatic), ("scrollableAxes", .scrollableAxes), ("never", .never),
                        ("always", .always),
                    ])
            case "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "bouncesZoom", "scrollEnabled",
                "directionalLockEnabled", "scrollsToTop":
                try readMotionFlag(key.text, value, what, into: &s.motion)
            case "decelerationRate":
                s.motion.decelerationRate = try readDecelerationRate(value, what)
            case "recenter":
                switch try string(value, what) {
                case "horizontal": s.motion.recenter = .horizontal
                case "vertical": s.motion.recenter = .vertical
                case "both": s.motion.recenter = .both
                default: throw error("\(what) must be \"horizontal\", \"vertical\" or \"both\"", at: value.position)
                }
            default:
                guard try readScrollGeometry(key.text, value, into: &s.geometry, what: what) else {
                    throw unknownKey(
                        key, in: "'scroll' of view '\(view)'",
                        known: SpecReader.scrollKeys + SpecReader.scrollGeometryKeys)
                }
            }
        }
        return s
    }

    /// The `autoresizingMask` flags, UIKit's names.
    static let autoresizingFlags: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    static let stackKeys = [
        "axis", "distribution", "alignment", "spacing", "customSpacing", "baselineRelativeArrangement",
        "layoutMarginsRelativeArrangement",
    ]

    /// One of `names` (the enum's cases in UIKit's spelling).
    func choice<T>(_ value: LocatedJSON, _ what: String, _ names: [(String, T)]) throws(InputError) -> T {
        let text = try string(value, what)
        guard let found = names.first(where: { $0.0 == text }) else {
            let list = names.map { "\"\($0.0)\"" }.joined(separator: ", ")
            throw error("\(what) must be one of \(list)", at: value.position)
        }
        return found.1
    }

    /// A spacing: a number, or `"system"` for the system spacing.
    func spacing(_ value: LocatedJSON, _ what: String) throws(InputError) -> Double {
        if case .string(let s) = value.value {
            guard s == "system" else { throw error("\(what) must be a number or \"system\"", at: value.position) }
            return StackView.spacingUseSystem
        }
        return try number(value, what)
    }

    func readStack(_ v: LocatedJSON, view: String) throws(InputError) -> Spec.StackSpec {
        var s = Spec.StackSpec()
        for (key, value) in try members(v, "'stack' of view '\(view)'") {
            let what = "'\(key.text)' of stack view '\(view)'"
            switch key.text {
            case "axis":
                s.configuration.axis = try choice(value, what, [("horizontal", .horizontal), ("vertical", .vertical)])
            case "distribution":
                s.configuration.distribution = try choice(
                    value, what,
                    [
                        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
                        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
                    ])
            case "alignment":
                s.configuration.alignment = try choice(
                    value, what,
                    [
                        ("fill", .fill), ("leading", .leading), ("top", .top), ("center", .center),
                        ("trailing", .trailing), ("bottom", .bottom), ("firstBaseline", .firstBaseline),
                        ("lastBaseline", .lastBaseline),
                    ])
            case "spacing":
                s.configuration.spacing = try spacing(value, what)
            case "customSpacing":
                for (name, x) in try members(value, what) {
                    s.customSpacing.append((name.text, name.position, try spacing(x, "spacing after '\(name.text)'")))
                }
            case "baselineRelativeArrangement":
                s.configuration.isBaselineRelativeArrangement = try bool(value, what)
            case "layoutMarginsRelativeArrangement":
                s.configuration.isLayoutMarginsRelativeArrangement = try bool(value, what)
            default:
                throw unknownKey(key, in: "'stack' of view '\(view)'", known: SpecReader.stackKeys)
            }
        }
        return s
    }

    /// One of the `scroll` object's true-or-false motion settings.
    func readMotionFlag(_ key: String, _ value: LocatedJSON, _ what: String, into m: inout Spec.MotionSpec)
        throws(InputError)
    {
        let b = try bool(value, what)
        switch key {
        case "bounces": m.bounces = b
        case "alwaysBounceVertical": m.alwaysBounceVertical = b
        case "alwaysBounceHorizontal": m.alwaysBounceHorizontal = b
        case "bouncesZoom": m.bouncesZoom = b
        case "scrollEnabled": m.scrollEnabled = b
        case "directionalLockEnabled": m.directionalLockEnabled = b
        default: m.scrollsToTop = b
        }
    }

    /// `"normal"` (0.998), `"fast"` (0.99) or a number strictly between 0 and 1 (the factor by
    /// which the velocity decays each millisecond; at most 0.9999, beyond which a flick would
    /// travel for minutes).
    func readDecelerationRate(_ value: LocatedJSON, _ what: String) throws(InputError) -> ScrollView.DecelerationRate {
        if case .string(let name) = value.value {
            switch name {
            case "normal": return .normal
            case "fast": return .fast
            default: throw error("\(what) must be \"normal\", \"fast\" or a number in (0, 1)", at: value.position)
            }
        }
        let x = try number(value, what)
        guard x > 0, x <= 0.9999 else {
            throw error(
                "\(what) \(formatNumber(x)) is out of range: a rate per millisecond in (0, 0.9999] (normal is 0.998)",
                at: value.position)
        }
        return ScrollView.DecelerationRate(rawValue: x)
    }

    static let constraintKeys = ["format", "options", "metrics", "priority", "identifier"]

    func readConstraint(_ v: LocatedJSON) throws(InputError) -> Spec.ConstraintSpec {
        if case .string(let text) = v.value { return Spec.ConstraintSpec(text: text, located: v) }
        guard case .object(let m) = v.value else {
            throw error(
                "a constraint must be a string or an object {\"format\", ...}, not \(v.typeName)", at: v.position)
        }
        guard let format = m.first(where: { $0.key.text == "format" })?.value else {
            throw error("a constraint object needs a 'format' string", at: v.position)
        }
        var c = Spec.ConstraintSpec(text: try string(format, "'format'"), located: format)
        for (key, value) in m {
            switch key.text {
            case "format": break
            case "options":
                for o in try array(value, "'options'") { c.options.append((try string(o, "an option"), o)) }
            case "metrics": c.metrics = try readMetrics(value)
            case "priority": c.priority = try priority(value, "'priority'")
            case "identifier": c.identifier = try string(value, "'identifier'")
            default: throw unknownKey(key, in: "a constraint object", known: SpecReader.constraintKeys)
            }
        }
        return c
    }

    static let fitKeys = ["view", "target", "priorities"]

    func readFit(_ v: LocatedJSON) throws(InputError) -> Spec.FitSpec {
        let m = try members(v, "a 'fit' entry")
        guard let viewJSON = m.first(where: { $0.key.text == "view" })?.value else {
            throw error("a 'fit' entry needs a 'view'", at: v.position)
        }
        let name = try string(viewJSON, "'view'")
        guard names[name] != nil else { throw error("unknown view '\(name)'", at: viewJSON.position) }
        var fit = Spec.FitSpec(view: name, position: viewJSON.position, target: .zero)
        var hasTarget = false
        for (key, value) in m {
            switch key.text {
            case "view": break
            case "target":
                hasTarget = true
                if case .string(let s) = value.value {
                    switch s {
                    case "compressed": fit.target = .zero
                    case "expanded": fit.target = Size(width: 10000, height: 10000)
                    default:
                        throw error(
                            "'target' must be \"compressed\", \"expanded\" or [width, height]", at: value.position)
                    }
                } else {
                    let a = try numbers(
                        value, 2, "'target'", shape: "[width, height], or \"compressed\" or \"expanded\"")
                    fit.target = Size(
                        width: try number(a[0], "'target'", nonNegative: true),
                        height: try number(a[1], "'target'", nonNegative: true))
                }
            case "priorities":
                guard case .array(let a) = value.value, a.count == 2 else {
                    throw error(
                        "'priorities' must be an array of 2 priorities [horizontal, vertical]", at: value.position)
                }
                fit.priorities = (try priority(a[0], "'priorities'"), try priority(a[1], "'priorities'"))
            default: throw unknownKey(key, in: "a 'fit' entry", known: SpecReader.fitKeys)
            }
        }
        guard hasTarget else { throw error("a 'fit' entry needs a 'target'", at: v.position) }
        return fit
    }
}
