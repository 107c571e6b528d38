import Constraints

extension IBLayout {
    /// The unsafe area a scene's root is laid out with: the device's (status bar or sensor
    /// housing, home indicator) plus the bars its view controller sits between, for a view
    /// controller's root or a top-level view the size of the screen; none for anything smaller
    /// that no view controller owns (a cell, a custom view). A root shorter than the screen
    /// sits at its bottom (a sheet, a view under an opaque bar), so the top inset shrinks by
    /// the difference.
    func unsafeArea(of scene: IBScene) -> EdgeInsets {
        guard let device = traits, let size = scene.root.frame?.size else { return .zero }
        var insets = device.safeAreaInsets
        if let c = scene.controller {
            insets.top += c.topBarHeight
            if c.bottomBarHeight > 0 { insets.bottom += c.bottomBarHeight }
        } else if size != device.screen {
            return .zero
        }
        let shortfall = device.screen.height - size.height
        if shortfall > 0 { insets.top = max(0, insets.top - shortfall) }
        return insets
    }

    /// A root's safe area (the window's unsafe area, as `additionalSafeAreaInsets`), its view
    /// controller's system minimum margins, and the legacy top and bottom layout guides.
    func configureRoot(_ root: View, _ scene: IBScene, items: inout [String: LayoutItem]) {
        let insets = unsafeArea(of: scene)
        if document.usesSafeAreas { root.additionalSafeAreaInsets = insets }
        guard let c = scene.controller else { return }
        if c.respectsSystemMinimumLayoutMargins {
            root.systemMinimumLayoutMargins = DirectionalEdgeInsets.systemMinimumLayoutMargins(
                horizontalSizeClass: traits?.horizontalSizeClass ?? .compact)
        }
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
                try c.activate()
            } catch {
                warnings.append(IBWarning(line: 1, "the \(name) '\(id)' could not be made: \(error)"))
            }
        }
        return g
    }
}
