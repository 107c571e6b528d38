import Constraints
import LayoutSpec

extension DocumentReader {
    /// Elements under a view whose children are (laid-out) subviews: `<subviews>`, a table's
    /// prototype and static cells, a collection view's cells.
    static let subviewContainers: Set<String> = ["subviews", "prototypes", "cells", "sections", "tableViewSection"]
    /// Keyed children with a frame that are views of their parent: a cell's or a visual effect
    /// view's content view, a table's header and footer.
    static let viewKeys: Set<String> = [
        "contentView", "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView",
        "sectionHeaderView", "sectionFooterView",
    ]

    /// The view `node` and its subtree.
    mutating func view(_ node: XMLNode, fallbackID: String? = nil) -> IBView {
        var id = node["id"] ?? fallbackID ?? "line\(node.line)"
        if !seenIDs.insert(id).inserted {
            warn(node, "id '\(id)' is used twice: this view is named '\(id)@\(node.line)'")
            id = "\(id)@\(node.line)"
            seenIDs.insert(id)
        }
        var v = IBView(element: node.name, id: id, line: node.line)
        v.customClass = node["customClass"]
        v.userLabel = node["userLabel"]
        v.text = node["text"] ?? node.children(named: "state").first { $0["key"] == "normal" }?["title"]
        if let r = node.child("rect", key: "frame") {
            v.frame = Rect(
                x: number(r, "x") ?? 0, y: number(r, "y") ?? 0, width: number(r, "width") ?? 0,
                height: number(r, "height") ?? 0)
        } else if let r = node.child("frame", key: "frameInset") {
            v.frame = frameInset(r)
        }
        // `fixedFrame="YES"`: a view IB holds at its frame at build time (it has no constraints
        // of its own), whatever the translation flag says.
        v.translatesAutoresizingMask =
            node["translatesAutoresizingMaskIntoConstraints"] != "NO" || node.flag("fixedFrame")
        if let m = node.child("autoresizingMask", key: "autoresizingMask") { v.autoresizingMask = mask(m) }
        v.isHidden = node.flag("hidden")
        v.hugging = (number(node, "horizontalHuggingPriority") ?? 250, number(node, "verticalHuggingPriority") ?? 250)
        v.compressionResistance = (
            number(node, "horizontalCompressionResistancePriority") ?? 750,
            number(node, "verticalCompressionResistancePriority") ?? 750
        )
        v.placeholderIntrinsicSize = (
            placeholder(node, "placeholderIntrinsicWidth"), placeholder(node, "placeholderIntrinsicHeight")
        )
        if let image = node["image"] { v.imageSize = imageSizes[image] }
        if let own = node["id"] { v.designableSize = designableSizes[own] }
        if let font = node.child("fontDescription") { v.fontSize = number(font, "pointSize") }
        if node.name == "label" { v.numberOfLines = node["numberOfLines"].map { Int($0) ?? 0 } ?? 1 }
        if let e = node.child("edgeInsets", key: "layoutMargins") {
            v.layoutMargins = EdgeInsets(
                top: number(e, "top") ?? 0, left: number(e, "left") ?? 0, bottom: number(e, "bottom") ?? 0,
                right: number(e, "right") ?? 0)
        }
        if let e = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            v.directionalLayoutMargins = DirectionalEdgeInsets(
                top: number(e, "top") ?? 0, leading: number(e, "leading") ?? 0, bottom: number(e, "bottom") ?? 0,
                trailing: number(e, "trailing") ?? 0)
        }
        v.insetsLayoutMarginsFromSafeArea = node["insetsLayoutMarginsFromSafeArea"] != "NO"
        v.preservesSuperviewLayoutMargins = node.flag("preservesSuperviewLayoutMargins")
        switch node["semanticContentAttribute"] {
        case "forceRightToLeft": v.semanticContentAttribute = .forceRightToLeft
        case "forceLeftToRight": v.semanticContentAttribute = .forceLeftToRight
        default: break
        }
        v.layoutMarginsFollowReadableWidth = node.flag("layoutMarginsFollowReadableWidth")
        v.scrollEnabled = node["scrollEnabled"] != "NO"
        switch node["contentInsetAdjustmentBehavior"] {
        case "never": v.contentInsetAdjustment = .never
        case "always": v.contentInsetAdjustment = .always
        case "scrollableAxes": v.contentInsetAdjustment = .scrollableAxes
        default: break
        }
        v.misplaced = node.flag("misplaced")
        v.ambiguous = node.flag("ambiguous")
        if node.name == "stackView" {
            v.stack = stack(node)
            v.stackVariations = stackVariations(node)
        }
        for g in node.children(named: "viewLayoutGuide") {
            switch g["key"] {
            case "safeArea": v.safeAreaGuide = g["id"]
            case "contentLayoutGuide": v.contentGuide = g["id"]
            case "frameLayoutGuide": v.frameGuide = g["id"]
            default: warn(g, "layout guide '\(g["key"] ?? "?")' is not modelled")
            }
        }
        if node.name == "tableViewCellContentView" { v.tableStyle = tableStyle }
        if node.name == "tableViewCell" {
            v.cellStyleSubviews = ["textLabel", "detailTextLabel", "imageView"].compactMap { node[$0] }
            if tableStyle == nil { v.standaloneCellWidth = v.frame?.width }
        }
        // A table's cells (and their content views) are read with its style in hand.
        let outerStyle = tableStyle
        if node.name == "tableView" { tableStyle = node["style"] ?? "plain" }
        defer { tableStyle = outerStyle }
        // Subviews stored with Xcode 8.0's `frameInset` may give their size as insets from this
        // view's edges.
        let outerSize = parentSize
        parentSize = v.frame?.size
        defer { parentSize = outerSize }
        for child in node.children {
            if Self.subviewContainers.contains(child.name) {
                v.subviews += subviews(in: child)
            } else if let key = child["key"], Self.viewKeys.contains(key) {
                // Older cells store their content view without an id: it is named after the cell.
                var sub = view(child, fallbackID: "\(id).\(key)")
                if key == "contentView" && node.name == "tableViewCell" {
                    let type = node["accessoryType"] ?? "none"
                    sub.cellHasAccessory = type != "none" || node.children.contains { $0["key"] == "accessoryView" }
                    sub.standaloneCellWidth = v.standaloneCellWidth
                }
                v.subviews.append(sub)
            }
        }
        for c in node.children(named: "constraints") {
            for e in c.children(named: "constraint") {
                if let made = constraint(e, owner: id) { v.constraints.append(made) }
            }
        }
        for variation in node.children(named: "variation") {
            if let key = variation["key"], variation["hidden"] != nil {
                v.hiddenVariations.append((key, variation.flag("hidden")))
            }
            let modelled = (node.name == "stackView" ? Self.stackAttributes : []).union(["hidden"])
            readVariation(variation, of: id, modelling: modelled)
        }
        return v
    }

    /// The attributes of a `<stackView>` that make its arrangement (see ``stack(_:)``), which a
    /// size-class variation can set.
    static let stackAttributes: Set<String> = [
        "axis", "distribution", "alignment", "spacing", "spacingType", "baselineRelativeArrangement",
        "layoutMarginsRelativeArrangement",
    ]

    /// The arrangement of the stack view `node` under each of its variations that sets some of
    /// its attributes: its own attributes with the variation's in their place (a `spacing`
    /// there replaces a default `spacingType` too).
    mutating func stackVariations(_ node: XMLNode) -> [(key: String, stack: IBStack)] {
        var out: [(key: String, stack: IBStack)] = []
        for variation in node.children(named: "variation") {
            guard let key = variation["key"] else { continue }
            let changed = variation.pairs.filter { Self.stackAttributes.contains($0.name) }
            guard !changed.isEmpty else { continue }
            let replaced = Set(changed.map(\.name) + (variation["spacing"] != nil ? ["spacingType"] : []))
            let merged = XMLNode(
                name: node.name, pairs: node.pairs.filter { !replaced.contains($0.name) } + changed,
                line: variation.line, column: variation.column)
            merged.children = node.children
            out.append((key, stack(merged)))
        }
        return out
    }

    /// Xcode 8.0's form of a frame, `<frame key="frameInset" minX= minY= width= height= maxX=
    /// maxY=/>` (each optional): the origin `minX, minY` (0 when absent) in the superview, and a
    /// size given, or what the superview leaves between `min` and `max` insets; nil when a size
    /// is neither given nor derivable (the view then has no stored frame).
    mutating func frameInset(_ r: XMLNode) -> Rect? {
        let minX = number(r, "minX") ?? 0, minY = number(r, "minY") ?? 0
        let width = number(r, "width") ?? parentSize.map { $0.width - minX - (number(r, "maxX") ?? 0) }
        let height = number(r, "height") ?? parentSize.map { $0.height - minY - (number(r, "maxY") ?? 0) }
        guard let width, let height, width >= 0, height >= 0 else { return nil }
        return Rect(x: minX, y: minY, width: width, height: height)
    }

    /// The views among `container`'s children (through nested containers: sections, cells).
    mutating func subviews(in container: XMLNode) -> [IBView] {
        var out: [IBView] = []
        for child in container.children {
            if Self.subviewContainers.contains(child.name) {
                out += subviews(in: child)
            } else if child["id"] != nil {
                // Xcode leaves `<rect key="frame">` out for some views (an empty frame); they
                // are views all the same.
                out.append(view(child))
            }
        }
        return out
    }

    /// `placeholderIntrinsicWidth`/`Height`: a number, or -1 for IB's "none" (any other word);
    /// a number that is not finite or beyond ``InputLimits/magnitude`` is a warning and none.
    mutating func placeholder(_ node: XMLNode, _ key: String) -> Double? {
        guard let text = node[key] else { return nil }
        guard Double(text) != nil else { return -1 }
        return number(node, key) ?? -1
    }

    /// The attribute `key` of `node` as a number, or nil when absent. A value that is not a
    /// finite number within ``InputLimits/magnitude`` (1e12, the solver's limit: a frame or
    /// constant beyond it would overflow the layout) is a warning with the element's line,
    /// and nil, so that the caller's default applies.
    mutating func number(_ node: XMLNode, _ key: String) -> Double? {
        guard let text = node[key] else { return nil }
        if let x = Double(text), x.isFinite, Swift.abs(x) <= InputLimits.magnitude { return x }
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        warn(node, "\(key) '\(shown)' of <\(node.name)> is not a number within ±1e12: left out")
        return nil
    }

    /// `<autoresizingMask>`'s six flags.
    func mask(_ m: XMLNode) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        if m.flag("flexibleMinX") { mask.insert(.flexibleLeftMargin) }
        if m.flag("widthSizable") { mask.insert(.flexibleWidth) }
        if m.flag("flexibleMaxX") { mask.insert(.flexibleRightMargin) }
        if m.flag("flexibleMinY") { mask.insert(.flexibleTopMargin) }
        if m.flag("heightSizable") { mask.insert(.flexibleHeight) }
        if m.flag("flexibleMaxY") { mask.insert(.flexibleBottomMargin) }
        return mask
    }

    /// A `<stackView>`'s arrangement.
    mutating func stack(_ node: XMLNode) -> IBStack {
        var s = IBStack()
        if node["axis"] == "vertical" { s.axis = .vertical }
        switch node["distribution"] {
        case nil, "fill": break
        case "fillEqually": s.distribution = .fillEqually
        case "fillProportionally": s.distribution = .fillProportionally
        case "equalSpacing": s.distribution = .equalSpacing
        case "equalCentering": s.distribution = .equalCentering
        case let other?: warn(node, "stack view distribution '\(other)' is not known: fill is used")
        }
        switch node["alignment"] {
        case nil, "fill": break
        case "top", "leading": s.alignment = .leading
        case "bottom", "trailing": s.alignment = .trailing
        case "center": s.alignment = .center
        case "firstBaseline": s.alignment = .firstBaseline
        case "lastBaseline", "baseline": s.alignment = .lastBaseline
        case let other?: warn(node, "stack view alignment '\(other)' is not known: fill is used")
        }
        s.spacing = number(node, "spacing") ?? 0
        if node["spacingType"] == "standard" { s.spacing = StackView.systemSpacing }
        s.isBaselineRelativeArrangement = node.flag("baselineRelativeArrangement")
        // Margins set on a stack view arrange its views within them: the frames Xcode stores
        // for every stack with margins of its own show that, without the attribute written.
        let setsMargins = node.children.contains {
            ($0.name == "edgeInsets" && $0["key"] == "layoutMargins")
                || ($0.name == "directionalEdgeInsets" && $0["key"] == "directionalLayoutMargins")
        }
        s.isLayoutMarginsRelativeArrangement = node.flag("layoutMarginsRelativeArrangement") || setsMargins
        return s
    }

    /// A `<constraint>` of the view `owner`, or nil (with a warning) when it cannot be read.
    mutating func constraint(_ e: XMLNode, owner: String) -> IBConstraint? {
        guard let first = e["firstAttribute"] else {
            warn(e, "constraint '\(e["id"] ?? "?")' has no firstAttribute: left out")
            return nil
        }
        let relation: Relation
        switch e["relation"] {
        case nil: relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?:
            warn(e, "constraint '\(e["id"] ?? "?")' has relation '\(other)': left out")
            return nil
        }
        var variations: [(String, Double)] = []
        for v in e.children(named: "variation") {
            guard let key = v["key"] else { continue }
            if let c = number(v, "constant") { variations.append((key, c)) }
            if v.pairs.contains(where: { $0.name != "key" && $0.name != "constant" }) {
                warn(
                    v,
                    "size-class variation '\(key)' of constraint '\(e["id"] ?? "?")' changes more than its constant: only the constant is modelled"
                )
            }
        }
        return IBConstraint(
            id: e["id"] ?? "line\(e.line)", owner: owner, firstItem: e["firstItem"] ?? owner, firstAttribute: first,
            relation: relation, secondItem: e["secondItem"] ?? (e["secondAttribute"] == nil ? nil : owner),
            secondAttribute: e["secondAttribute"], multiplier: e["multiplier"], constant: number(e, "constant") ?? 0,
            priority: number(e, "priority") ?? 1000, identifier: e["identifier"], isPlaceholder: e.flag("placeholder"),
            constantVariations: variations, line: e.line)
    }

    /// A view's `<variation>`: its masks, and the names of what else it changes (a font, a
    /// content mode), for the layout to apply or warn about where the variation applies;
    /// `modelled` names the attributes read elsewhere (a stack view's, see
    /// ``stackVariations(_:)``).
    mutating func readVariation(_ node: XMLNode, of id: String, modelling modelled: Set<String> = []) {
        guard let key = node["key"] else { return }
        var excluded: [String] = [], included: [String] = []
        var other: [String] = node.pairs.map(\.name).filter { $0 != "key" && !modelled.contains($0) }.sorted()
        for child in node.children {
            guard child.name == "mask" else {
                other.append("<\(child.name)>")
                continue
            }
            for r in child.children {
                guard let ref = r["reference"] else { continue }
                if r.name == "exclude" { excluded.append(ref) } else if r.name == "include" { included.append(ref) }
            }
        }
        variations.append(
            IBVariation(
                key: key, owner: id, excluded: excluded, included: included, unmodelled: other, line: node.line))
    }
}
