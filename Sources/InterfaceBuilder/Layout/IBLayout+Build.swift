import Constraints

extension IBLayout {
    /// Builds one scene: its views, its root's safe area and margins, its guides, and its
    /// constraints in document order.
    func build(_ scene: IBScene, excluded: Set<String>) {
        var items: [String: LayoutItem] = [:]
        var made: [(IBView, View)] = []
        let root = makeViews(scene.root, excluded: excluded, items: &items, made: &made)
        root.translatesAutoresizingMaskIntoConstraints = true
        root.frame = scene.root.frame ?? .zero
        root.autoresizingMask = []
        roots.append(root)
        // Xcode's canvas keeps what the document made before: a stack view's hiding, or a
        // frame, breaks rather than an earlier constraint of the app's (the frames stored for
        // hidden arranged views with a required size in two documents of one repository, and
        // for a frame's conflict in another; docs/interface-builder.md), where UIKit at run
        // time breaks the app's constraint (see `LayoutEngine.BreakingRule`).
        root.layoutEngine.breakingRule = .lastInstalled
        configureRoot(root, scene, items: &items)
        var constraints: [IBConstraint] = []
        for (model, _) in made { constraints += model.constraints }
        // Document order: a view's constraints follow its subviews in the file.
        constraints.sort { $0.line < $1.line }
        for c in constraints where !excluded.contains(c.id) {
            guard c.isPlaceholder else {
                activate(c, items: items, excluded: excluded)
                continue
            }
            // Left out, as a device leaves it out; its views are noted for their ambiguity.
            for id in [c.firstItem] + (c.secondItem.map { [$0] } ?? []) {
                let item = items[id]
                if let view = (item as? View) ?? (item as? LayoutGuide)?.owningView {
                    placeholderViews.insert(ObjectIdentifier(view))
                }
            }
        }
    }

    /// Makes the view tree of `model` (subviews a variation masks out are left out), its guides
    /// in `items`, and records each view with its model, in tree order.
    /// - Complexity: linear in the subtree; iterative, so any depth the reader accepts is fine.
    func makeViews(
        _ model: IBView, excluded: Set<String>, items: inout [String: LayoutItem], made: inout [(IBView, View)]
    ) -> View {
        let top = makeView(model, items: &items)
        var stack: [(IBView, View)] = [(model, top)]
        while let (m, v) = stack.popLast() {
            views.append(v)
            made.append((m, v))
            models[ObjectIdentifier(v)] = m
            if let s = v as? ScrollView { scrollViews.append(s) }
            var children: [(IBView, View)] = []
            for sub in m.subviews where !excluded.contains(sub.id) {
                let child = makeView(sub, items: &items)
                if let stackView = v as? StackView, m.stack != nil {
                    child.translatesAutoresizingMaskIntoConstraints = false
                    stackView.addArrangedSubview(child)
                } else {
                    v.addSubview(child)
                }
                children.append((sub, child))
            }
            if let s = v as? ScrollView, children.isEmpty, s.explicitContentSize == nil,
                document.toolsVersion < IBLayout.emptyScrollViewAmbiguityVersion
            {
                // Before Xcode 11 a scroll view with no subviews in the document (its content
                // is added in code) has no content size for Auto Layout to decide: zero, as
                // UIScrollView's default, not an ambiguity.
                s.explicitContentSize = .zero
            }
            stack.append(contentsOf: children.reversed())
        }
        return top
    }

    /// The first `toolsVersion` of Xcode 11 (15000), whose scroll views have content and frame
    /// layout guides: from it Xcode marks a scroll view with no subviews ambiguous (its
    /// content size is decided by nothing), before it not (the corpus's empty scroll views:
    /// 7 marked of 7 saved by tools 16096 to 24506, 0 of 17 saved by 10117 to 14460).
    static let emptyScrollViewAmbiguityVersion = 15000.0

    /// The elements built as scroll views: `<scrollView>`, and table and collection views,
    /// which are scroll views in UIKit too (their cells keep their stored frames, in content
    /// coordinates, and take no vertical safe area: the adjusted content inset takes it in).
    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView"]

    /// A cell content view's trailing margin beside an accessory (UIView's default margin), as
    /// the frames of four repositories' cells with accessories show from Xcode 10 to 26.
    static let accessorySideMargin = 8.0

    /// One view of the class its element needs, configured from its model.
    func makeView(_ m: IBView, items: inout [String: LayoutItem]) -> View {
        let v: View
        if IBLayout.scrollingElements.contains(m.element) {
            let s = ScrollView(m.id)
            s.contentInsetAdjustmentBehavior = m.contentInsetAdjustment
            if let g = m.contentGuide { items[g] = s.contentLayoutGuide }
            if let g = m.frameGuide { items[g] = s.frameLayoutGuide }
            if m.element != "scrollView" {
                // A table's or collection view's content size comes from its data source, not
                // from constraints: the stored width, down to the last stored cell.
                let bottom = m.subviews.compactMap { $0.frame.map { $0.origin.y + $0.size.height } }.max() ?? 0
                s.explicitContentSize = Size(width: m.frame?.width ?? 0, height: Swift.max(0, bottom))
            }
            v = s
        } else if let config = m.stack {
            let s = StackView(m.id)
            s.configuration = stackConfiguration(m, default: config)
            v = s
        } else {
            v = View(m.id)
            if m.contentGuide != nil || m.frameGuide != nil {
                warnings.append(
                    IBWarning(
                        line: m.line,
                        "the content and frame layout guides of '\(m.id)' (a \(m.element)) are not modelled: "
                            + "constraints to them are left out"))
            }
        }
        items[m.id] = v
        if let g = m.safeAreaGuide { items[g] = v.safeAreaLayoutGuide }
        v.frame = m.frame ?? .zero
        v.translatesAutoresizingMaskIntoConstraints = m.translatesAutoresizingMask || !document.usesAutoLayout
        v.autoresizingMask = m.autoresizingMask ?? []
        if let size = m.frame?.size { v.autoresizingDesignSize = size }
        v.isHidden = isHidden(m)
        v.fixedIntrinsicContentSize = m.intrinsicSize
        if m.placeholderIntrinsicSize.width == nil,
            let width = IBLayout.alignmentWidth(m, toolsVersion: document.toolsVersion)
        {
            v.fixedIntrinsicContentSize.width = width
        }
        if m.placeholderIntrinsicSize.height == nil,
            let height = IBLayout.alignmentHeight(m, toolsVersion: document.toolsVersion)
        {
            v.fixedIntrinsicContentSize.height = height
        }
        v.contentHuggingPriority = (Priority(m.hugging.horizontal), Priority(m.hugging.vertical))
        v.compressionResistancePriority = (
            Priority(m.compressionResistance.horizontal), Priority(m.compressionResistance.vertical)
        )
        if let margins = m.layoutMargins {
            v.layoutMargins = margins
        } else if m.stack != nil && m.directionalLayoutMargins == nil {
            // A stack view's margins are zero unless set (the frames Xcode stores for views on a
            // stack's margins show none).
            v.layoutMargins = EdgeInsets(all: 0)
        } else if m.element == "tableViewCell" || m.element == "tableViewCellContentView" {
            // The table gives the cell and its content view their margins (a content view with
            // margins of its own that preserves its superview's takes the cell's where they are
            // larger).
            v.layoutMargins = cellContentMargins(tableStyle: m.tableStyle, standaloneCellWidth: m.standaloneCellWidth)
            if m.element == "tableViewCellContentView" && m.cellHasAccessory
                && document.toolsVersion >= IBLayout.cellMarginsChange
            {
                // The accessory takes the trailing edge: UIView's 8 points are left there.
                var d = v.directionalLayoutMargins
                d.trailing = IBLayout.accessorySideMargin
                v.directionalLayoutMargins = d
            }
        }
        if let margins = m.directionalLayoutMargins { v.directionalLayoutMargins = margins }
        v.insetsLayoutMarginsFromSafeArea = m.insetsLayoutMarginsFromSafeArea
        v.layoutMarginsFollowReadableWidth = m.layoutMarginsFollowReadableWidth
        v.preservesSuperviewLayoutMargins = m.preservesSuperviewLayoutMargins
        v.semanticContentAttribute = m.semanticContentAttribute
        if m.element == "label" || m.element == "button", let baselines = IBLayout.labelBaselines(m) {
            v.firstBaselineOffsetFromTop = baselines.first
            v.lastBaselineOffsetFromBottom = baselines.last
        } else if IBLayout.textElements.contains(m.element) {
            // Text whose lines the document does not place (a text style's size is not in the
            // file): both baselines at the bottom edge, as before baselines were measured. A
            // view without text keeps the first baseline at its top edge (View's default).
            v.firstBaselineOffsetFromTop = nil
        }
        return v
    }

    /// The elements that draw text, and so have baselines of their own.
    static let textElements: Set<String> = ["label", "button", "textField"]

    /// A label's baselines from its font size and stored height, in the system font's metrics
    /// (ascender 0.952 em, descender 0.241 em, line height 1.193 em): a label less than two
    /// lines tall holds one line centred vertically; a taller one starts its first line at the
    /// top and ends its last at the bottom.
    static func labelBaselines(_ m: IBView) -> (first: Double, last: Double)? {
        guard let size = m.fontSize, size > 0, let h = m.frame?.height else { return nil }
        let line = 1.193 * size
        let top = h < 2 * line ? max(0, (h - line) / 2) : 0
        return (top + 0.952 * size, top + 0.241 * size)
    }
}
