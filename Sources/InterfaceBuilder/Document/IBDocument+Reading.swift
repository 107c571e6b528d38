import Constraints
import Foundation
import LayoutSpec

extension IBDocument {
    /// Reads a `.xib` or `.storyboard` document.
    ///
    /// Malformed XML, or a document that is not Interface Builder's, is an error; anything
    /// else that cannot be used (an unknown attribute name, a multiplier that is not a number)
    /// is a warning with its line, and the rest is read.
    /// - Throws: `InputError` located where the XML is malformed, or at the root element.
    /// - Complexity: linear in the document's size.
    public static func read(_ data: Data, file: String) throws(InputError) -> IBDocument {
        let root = try XMLTreeReader.read(data, file: file)
        guard root.name == "document" else {
            throw InputError(
                file: file, line: root.line, column: root.column,
                message: "not an Interface Builder document: the root element is <\(root.name)>, not <document>")
        }
        var reader = DocumentReader(file: file, root: root)
        return reader.document()
    }
}

/// The walk from the XML tree to the model, collecting warnings.
struct DocumentReader {
    /// The longer side of a system symbol drawn at the default symbol configuration (the body
    /// text style, 17 points): `<resources>` writes symbols 128 points on their longer side (64
    /// in Xcode 11: two documents, tools 15702 and 15705; 128 in 17 documents, 18122 to 24765), and
    /// an image view without a size of its own takes the drawn size (an owncloud passcode
    /// screen's Face ID symbol, pinned inside a 60-point button, agrees at about 21 × 19; the
    /// 128-point size had pushed the button to 138).
    static let symbolLength = 21.0

    let file: String
    let root: XMLNode
    var warnings: [IBWarning] = []
    var variations: [IBVariation] = []
    /// Image sizes from `<resources>`, by name.
    var imageSizes: [String: Size] = [:]
    /// Ids already given to a view: a repeated id would make two views share a name.
    var seenIDs: Set<String> = []
    /// The intrinsic sizes `<designables>` records, by view id.
    var designableSizes: [String: Size] = [:]
    /// The document's ``toolsVersion()``, once read.
    var tools = 0.0
    /// Whether the document's `<device>` is a tablet (its navigation bars are taller).
    var isPad = false
    /// The `style` of the table whose subtree is being read (nil outside tables).
    var tableStyle: String?
    /// The size of the view whose subviews are being read (for `frameInset`).
    var parentSize: Size?

    init(file: String, root: XMLNode) {
        self.file = file
        self.root = root
    }

    mutating func warn(_ node: XMLNode, _ message: String) {
        warnings.append(IBWarning(line: node.line, message))
    }

    mutating func document() -> IBDocument {
        let type = root["type"] ?? ""
        let kind: IBDocument.Kind = type.contains("Storyboard") ? .storyboard : .xib
        if let runtime = root["targetRuntime"], !runtime.hasPrefix("iOS") {
            warn(root, "targetRuntime '\(runtime)' is not iOS: laid out with UIKit's rules anyway")
        }
        tools = toolsVersion()
        var device: IBDevice?
        if let d = root.child("device"), let id = d["id"] {
            device = IBDevice(id: id, orientation: d["orientation"], toolsVersion: tools)
            if device == nil { warn(d, "device '\(id)' is not in the device table: no safe area is simulated") }
        }
        isPad = device?.idiom == "pad"
        // Xcode records the intrinsic size a designable view's code gave at design time.
        for d in root.children(named: "designables").flatMap({ $0.children(named: "designable") }) {
            guard let name = d["name"], let size = d.child("size", key: "intrinsicContentSize"),
                let w = number(size, "width"), let h = number(size, "height")
            else { continue }
            designableSizes[name] = Size(width: w, height: h)
        }
        for r in root.children(named: "resources") {
            for image in r.children(named: "image") {
                if let name = image["name"], let w = number(image, "width"), let h = number(image, "height") {
                    // A system symbol is written at 128 points on its longer side (64 by Xcode
                    // 11); an image view draws it at the default symbol configuration (the body
                    // text style), about 21 on its longer side.
                    let k = image["catalog"] == "system" && max(w, h) > 0 ? Self.symbolLength / max(w, h) : 1
                    imageSizes[name] = Size(width: w * k, height: h * k)
                }
            }
        }
        let autolayout = root.flag("useAutolayout")
        if !autolayout { warn(root, "useAutolayout is not YES: every view keeps its frame and autoresizing mask") }
        var scenes: [IBScene] = []
        if kind == .storyboard {
            scenes = storyboardScenes()
        } else {
            for objects in root.children(named: "objects") { scenes += topLevelScenes(objects, controller: nil) }
            applyFilesOwner(&scenes)
        }
        return IBDocument(
            file: file, kind: kind, toolsVersion: tools, device: device, usesAutoLayout: autolayout,
            usesSafeAreas: root.flag("useSafeAreas"), scenes: scenes, variations: variations, warnings: warnings)
    }

    /// The document's `toolsVersion` as a number (0 when absent). Xcode 14 and 15 write the
    /// placeholder `32700.99.1234` there instead of their build; the Interface Builder plug-in's
    /// version (`<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
    /// version="22685">`) then says which Xcode saved the document.
    func toolsVersion() -> Double {
        func number(_ text: String?) -> Double {
            guard let text else { return 0 }
            return Double(text.prefix { $0.isNumber || $0 == "." }) ?? Double(text.prefix { $0.isNumber }) ?? 0
        }
        let tools = number(root["toolsVersion"])
        guard tools >= DocumentReader.placeholderToolsVersion else { return tools }
        let plugIns = root.child("dependencies")?.children(named: "plugIn") ?? []
        let plugIn = plugIns.first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        let version = number(plugIn?["version"])
        return version > 0 ? version : tools
    }

    /// The `toolsVersion` Xcode 14 and 15 write in place of their build (32700.99.1234).
    static let placeholderToolsVersion = 32700.0

    // MARK: Scenes

    /// A xib's top-level views (and a storyboard scene's extra views): each element with a
    /// frame is a root.
    mutating func topLevelScenes(_ objects: XMLNode, controller: IBController?) -> [IBScene] {
        var out: [IBScene] = []
        for node in objects.children where node.child("rect", key: "frame") != nil && node["id"] != nil {
            var c = controller
            if let metrics = simulatedBars(of: node) {
                c = c ?? IBController(element: "view", id: node["id"] ?? "")
                c?.topBarHeight = metrics.top
                c?.bottomBarHeight = metrics.bottom
                c?.respectsSystemMinimumLayoutMargins = false
            }
            out.append(IBScene(root: view(node), controller: c))
        }
        return out
    }

    /// A xib's view that File's Owner holds as `view` is a view controller's root view.
    mutating func applyFilesOwner(_ scenes: inout [IBScene]) {
        guard let objects = root.child("objects") else { return }
        for p in objects.children(named: "placeholder") where p["placeholderIdentifier"] == "IBFilesOwner" {
            for outlet in p.child("connections")?.children(named: "outlet") ?? []
            where outlet["property"] == "view" {
                guard let i = scenes.firstIndex(where: { $0.root.id == outlet["destination"] }) else { continue }
                var c = scenes[i].controller ?? IBController(element: "viewController", id: p["id"] ?? "-1")
                c.respectsSystemMinimumLayoutMargins = true
                scenes[i].controller = c
            }
        }
    }

    /// The bars a `simulated…Metrics` element asks for: a navigation bar on top (44; 54 in
    /// Xcode 26), a tab
    /// bar (49) or toolbar (44) below. Nil when none is given.
    func simulatedBars(of node: XMLNode) -> (top: Double, bottom: Double)? {
        var top: Double?, bottom: Double?
        for c in node.children {
            switch c.name {
            case "simulatedNavigationBarMetrics": top = ContainerBars.navigationBar(toolsVersion: tools, pad: isPad)
            case "simulatedTabBarMetrics": bottom = 49
            case "simulatedToolbarMetrics": bottom = 44
            default: break
            }
        }
        if top == nil && bottom == nil { return nil }
        return (top ?? 0, bottom ?? 0)
    }

    /// Every storyboard scene in document order: each controller's root view with the bars its
    /// containers give it, and the scene's other top-level views; a controller without a view
    /// contributes its bars as fixed views.
    mutating func storyboardScenes() -> [IBScene] {
        let objects = root.children(named: "scenes").flatMap { $0.children(named: "scene") }
            .flatMap { $0.children(named: "objects") }.flatMap(\.children)
        let tieBreakers = root.children(named: "inferredMetricsTieBreakers").flatMap { $0.children(named: "segue") }
            .compactMap { $0["reference"] }
        let bars = ContainerBars(
            controllers: objects.filter { $0["sceneMemberID"] == "viewController" }, toolsVersion: tools,
            pad: isPad, tieBreakers: tieBreakers)
        var embedded: Set<String> = []
        var pending = objects
        while let n = pending.popLast() {
            if n.name == "segue", n["kind"] == "embed", let d = n["destination"] { embedded.insert(d) }
            pending += n.children
        }
        var out: [IBScene] = []
        for node in objects {
            guard let id = node["id"] else { continue }
            guard node["sceneMemberID"] == "viewController" else {
                if node.child("rect", key: "frame") != nil { out.append(IBScene(root: view(node), controller: nil)) }
                continue
            }
            var c = IBController(element: node.name, id: id)
            c.respectsSystemMinimumLayoutMargins = node["viewRespectsSystemMinimumLayoutMargins"] != "NO"
            c.isEmbedded = embedded.contains(id)
            (c.topBarHeight, c.bottomBarHeight) = bars.heights(of: node)
            if let edges = node.children.first(where: {
                $0.name == "extendedEdge" && $0["key"] == "edgesForExtendedLayout"
            }) {
                c.extendsUnderTopBar = edges.flag("top")
                c.extendsUnderBottomBar = edges.flag("bottom")
            }
            if let explicit = simulatedBars(of: node) {
                if explicit.top > 0 { c.topBarHeight = max(c.topBarHeight, explicit.top) }
                if explicit.bottom > 0 { c.bottomBarHeight = explicit.bottom }
            }
            for guide in node.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
                if guide["type"] == "top" { c.topLayoutGuide = guide["id"] }
                if guide["type"] == "bottom" { c.bottomLayoutGuide = guide["id"] }
            }
            if let v = node.children.first(where: { $0["key"] == "view" && $0["id"] != nil }) {
                out.append(IBScene(root: view(v), controller: c))
            } else {
                for bar in node.children where ["navigationBar", "tabBar", "toolbar"].contains(bar.name) {
                    guard bar.child("rect", key: "frame") != nil, bar["id"] != nil else { continue }
                    out.append(IBScene(root: view(bar), controller: nil))
                }
            }
        }
        return out
    }
}
