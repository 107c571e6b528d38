import InternalUtilities

/// Ambiguity, conflicts and `constraintsAffectingLayout`, computed from the solver's state
/// after a layout pass.
extension LayoutEngine {
    /// The diagnostics of the current state, after ``layoutIfNeeded()``: first one
    /// `unsatisfiable` error per broken constraint (in the order they broke), then solver
    /// failures, then one `invalidConstraint` error per refused activation still inactive, then
    /// one `ambiguous` warning per item with undetermined attributes (in tree order; each view,
    /// then its custom guides).
    ///
    /// **Exact part.** Which attributes are ambiguous comes from
    /// ``Solver/ambiguousVariables(ignoringPrioritiesBelow:)``, plus any variable that no installed constraint uses.
    /// Custom guides that no constraint uses at all are skipped (they are unused, not wrong).
    ///
    /// **Explanation (heuristic wording).** Per axis the message says which of the item's
    /// attributes active constraints mention ("only its left edge is constrained"). When the
    /// ambiguous variables take part in two or more installed optional constraints of one
    /// priority, at least one of them not satisfied, the ambiguity is explained as a tie at
    /// that priority ("tied priorities: a and b both hug at 250 and share the slack"); the
    /// highest such priority is named.
    /// - Complexity: O(views + constraint terms) plus the solver's ambiguity analysis.
    public func diagnostics() -> [LayoutDiagnostic] {
        var out: [LayoutDiagnostic] = []
        var seen: Set<ObjectIdentifier> = []
        for c in brokenLog where c.isBroken && c.isActive && seen.insert(ObjectIdentifier(c)).inserted {
            out.append(unsatisfiableDiagnostic(c))
        }
        for (c, error) in solverFailures {
            out.append(
                LayoutDiagnostic(
                    severity: .error, kind: .solverFailure, items: [c.firstItem, c.secondItem].compactMap { $0 },
                    attributes: [], constraints: [c], broken: nil, tiedPriority: nil,
                    message: "the solver failed while removing \(c.displayText), and frames may be wrong: \(error)"))
        }
        out.append(contentsOf: invalidDiagnostics)
        out.append(contentsOf: ambiguityDiagnostics())
        return out
    }

    func unsatisfiableDiagnostic(_ c: LayoutConstraint) -> LayoutDiagnostic {
        let set = c.conflictingConstraints
        var items: [LayoutItem] = []
        var seen: Set<ObjectIdentifier> = []
        for k in set {
            for item in [k.firstItem, k.secondItem].compactMap({ $0 }) {
                let view: LayoutItem = item.hostView ?? item
                if seen.insert(ObjectIdentifier(view)).inserted { items.append(view) }
            }
        }
        var texts: [String] = []
        for k in set {
            let text = Self.shortened(k.displayText)
            if !texts.contains(text) { texts.append(text) }
        }
        let listed = texts.map { "'\($0)'" }.joined(separator: ", ")
        return LayoutDiagnostic(
            severity: .error, kind: .unsatisfiable, items: items, attributes: [], constraints: set, broken: c,
            tiedPriority: nil,
            message: "unable to simultaneously satisfy constraints: broke '\(Self.shortened(c.displayText))' "
                + "(the last to be activated of the conflicting set \(listed)); layout continues without it")
    }

    /// A constraint's text for a message, its middle cut out past 240 bytes: a constraint written
    /// in a megabyte-long Visual Format line carries the whole line as its source, and a layout
    /// can break thousands of them.
    /// - Complexity: O(1) in the length of `text`.
    static func shortened(_ text: String) -> String {
        guard text.utf8.count > 240 else { return text }
        return String(text.prefix(110)) + "…" + String(text.suffix(110))
    }

    /// Every item the diagnostics cover, in tree order: each view, then its custom guides.
    var itemsInTreeOrder: [LayoutItem] {
        var out: [LayoutItem] = []
        for v in views {
            out.append(v)
            out.append(contentsOf: v.layoutGuides as [LayoutItem])
        }
        return out
    }

    /// Installed constraints, implied ones first (frames, then intrinsic sizes, in tree
    /// order), then the user's in activation order.
    var installedConstraints: [LayoutConstraint] {
        let all = views
        var out: [LayoutConstraint] = []
        for v in all { out.append(contentsOf: v.implied.frame.filter { $0.installed != nil }) }
        for v in all { out.append(contentsOf: v.implied.intrinsic.made.filter { $0.installed != nil }) }
        for v in all { out.append(contentsOf: v.implied.contentSize.compactMap { $0 }.filter { $0.installed != nil }) }
        out.append(contentsOf: constraints.filter { $0.installed != nil })
        return out
    }

    /// Constraints below this priority do not count for ambiguity: the engine's own fallbacks
    /// (a scroll view's content size, at ``ScrollView/contentSizeFallbackPriority``) must not
    /// hide an ambiguity. User priorities that low are treated the same way.
    public static let ambiguityPriorityCutoff = Priority(0.01)

    /// The priority below which constraints do not count for this engine's ambiguity analysis
    /// (``ambiguousAttributes(of:)``, the `ambiguous` diagnostics and their ties): at least
    /// ``ambiguityPriorityCutoff``. Raised above ``StackView/arrangementOrderPriority``, a tie
    /// that only a stack view's arrangement order breaks (two arranged views that hug at one
    /// priority and share the slack) is reported, as Interface Builder's canvas reports it;
    /// UIKit itself breaks it by the order, and so does the layout either way.
    public var ambiguityCutoff: Priority {
        get { Swift.max(LayoutEngine.ambiguityPriorityCutoff, ambiguityCutoffSetting) }
        set { ambiguityCutoffSetting = newValue }
    }

    /// Which of the item's `minX, minY, width, height` are ambiguous.
    public func ambiguousAttributes(of item: LayoutItem) -> [LayoutDiagnostic.Attribute] {
        let ambiguous = Set(solver.ambiguousVariables(ignoringPrioritiesBelow: ambiguityCutoff))
        return zip(item.variables, LayoutEngine.attributeNames).compactMap { v, name in
            ambiguous.contains(v) || !solver.contains(variable: v) ? name : nil
        }
    }

    /// The frame attributes in the order of ``LayoutItem/variables``.
    static let attributeNames: [LayoutDiagnostic.Attribute] = [.x, .y, .width, .height]

    /// One `ambiguous` warning per item (in tree order) with an attribute the constraints above
    /// the cutoff leave free, saying why per axis; then each scroll view's content-size warnings.
    func ambiguityDiagnostics() -> [LayoutDiagnostic] {
        let ambiguous = Set(solver.ambiguousVariables(ignoringPrioritiesBelow: ambiguityCutoff))
        func isAmbiguous(_ v: Variable) -> Bool { ambiguous.contains(v) || !solver.contains(variable: v) }
        let installed = installedConstraints
        let mentioned = mentionedAttributes(installed)
        let ties = violatedTies(installed, ambiguous)
        var out: [LayoutDiagnostic] = []
        for item in itemsInTreeOrder {
            let content = (item as? ScrollView).map { contentSizeDiagnostics($0, isAmbiguous, installed) } ?? []
            defer { out.append(contentsOf: content) }
            let flags = item.variables.map(isAmbiguous)
            guard flags.contains(true) else { continue }
            if item is LayoutGuide, !item.variables.contains(where: { solver.contains(variable: $0) }) { continue }
            out.append(
                ambiguityDiagnostic(
                    item, flags: flags, ties: ties, ambiguous: ambiguous, mentioned: mentioned[ObjectIdentifier(item)]))
        }
        return out
    }

    /// A group of optional constraints of one priority, at least two, that touch an ambiguous
    /// variable and are not all satisfied: they pull against each other and no priority decides.
    struct Tie {
        var priority: Priority
        var constraints: [LayoutConstraint]
        var variables: Set<Variable>
    }

    /// Per item (a margins guide counts as its view), per axis, the phrases for the attributes
    /// the installed constraints mention (`leading edge`, `frame`, `intrinsic width`), each once,
    /// in constraint order.
    private func mentionedAttributes(_ installed: [LayoutConstraint]) -> [ObjectIdentifier: [[String]]] {
        var mentioned: [ObjectIdentifier: [[String]]] = [:]
        func mention(_ item: LayoutItem?, _ attribute: LayoutAttribute, _ origin: LayoutConstraint.Origin) {
            guard let item else { return }
            var target = item
            if let g = item as? LayoutGuide, g.kind == .margins || g.kind == .safeArea || g.kind == .readableContent,
                let v = g.owningView
            {
                target = v
            }
            let words: String
            switch origin {
            case .frame, .autoresizing: words = "frame"
            case .hugging, .compressionResistance: words = "intrinsic \(attribute)"
            case .contentSize, .sizeRule: return
            case .user, .arrangementOrder: words = LayoutEngine.phrase(attribute.withoutMargin)
            }
            guard let axis = attribute.axis else { return }
            var lists = mentioned[ObjectIdentifier(target)] ?? [[], []]
            if !lists[axis.rawValue].contains(words) { lists[axis.rawValue].append(words) }
            mentioned[ObjectIdentifier(target)] = lists
        }
        for c in installed {
            mention(c.firstItem, c.firstAttribute, c.origin)
            mention(c.secondItem, c.secondAttribute, c.origin)
        }
        return mentioned
    }

    /// The ties among the installed optional constraints (see ``Tie``), highest priority first.
    private func violatedTies(_ installed: [LayoutConstraint], _ ambiguous: Set<Variable>) -> [Tie] {
        var byPriority: [Priority: [LayoutConstraint]] = [:]
        for c in installed
        where !c.storedPriority.isRequired && c.storedPriority >= ambiguityCutoff {
            guard let sc = c.installed, sc.expression.terms.contains(where: { ambiguous.contains($0.variable) }) else {
                continue
            }
            byPriority[c.storedPriority, default: []].append(c)
        }
        // Sorted by priority (each priority once), so the dictionary's order never shows.
        return byPriority.keys.sorted(by: >).compactMap { p in
            guard let group = byPriority[p], group.count >= 2, group.contains(where: isViolated) else { return nil }
            let vars = Set(group.flatMap { $0.installed?.expression.terms.map(\.variable) ?? [] })
            return Tie(priority: p, constraints: group, variables: vars)
        }
    }

    /// Whether an installed constraint is not satisfied by the current solution.
    private func isViolated(_ c: LayoutConstraint) -> Bool {
        guard let sc = c.installed, let rhs = solver.constant(of: sc) else { return false }
        var lhs = 0.0
        for t in sc.expression.terms { lhs += t.coefficient * solver.value(of: t.variable) }
        let d = lhs - rhs
        // The layout constraint's relation: a hugging or compression resistance constraint
        // may be installed as one side of a preferred value (an equality in the solver).
        switch c.relation {
        case .equal: return Swift.abs(d) > 1e-7
        case .lessThanOrEqual: return d > 1e-7
        case .greaterThanOrEqual: return d < -1e-7
        }
    }

    /// The warning for one item whose attributes `flags` (x, y, width, height) marks ambiguous:
    /// per axis, a tie that explains it, or what the constraints mention of it.
    private func ambiguityDiagnostic(
        _ item: LayoutItem, flags: [Bool], ties: [Tie], ambiguous: Set<Variable>, mentioned: [[String]]?
    ) -> LayoutDiagnostic {
        let vars = item.variables
        var parts: [String] = []
        var tiedPriority: Priority?
        for axis in LayoutAxis.allCases {
            let (position, size) = axis == .horizontal ? (0, 2) : (1, 3)
            let names = [position, size].filter { flags[$0] }.map { LayoutEngine.attributeNames[$0].rawValue }
            guard !names.isEmpty else { continue }
            let subject = names.joined(separator: " and ") + (names.count == 1 ? " is" : " are")
            let axisVars = Set([position, size].filter { flags[$0] }.map { vars[$0] })
            if let tie = ties.first(where: { !$0.variables.isDisjoint(with: axisVars) }) {
                tiedPriority = tiedPriority ?? tie.priority
                parts.append(
                    "\(subject) ambiguous (\(LayoutEngine.tieExplanation(tie.priority, tie.constraints, ambiguous)))")
                continue
            }
            let said = mentioned?[axis.rawValue] ?? []
            let why: String
            switch said.count {
            case 0: why = "nothing constrains it \(axis)ly"
            case 1: why = "only its \(said[0]) is constrained"
            default: why = "its \(LayoutEngine.list(said)) are constrained, but not enough to fix it"
            }
            parts.append("\(subject) ambiguous (\(why))")
        }
        return LayoutDiagnostic(
            severity: .warning, kind: .ambiguous, items: [item],
            attributes: zip(flags, LayoutEngine.attributeNames).filter(\.0).map(\.1),
            constraints: [], broken: nil, tiedPriority: tiedPriority,
            message: "\(item.name): " + parts.joined(separator: "; "))
    }

    /// `ambiguous` warnings for a scroll view's content width and height, when the
    /// constraints (above the cutoff) leave them free and no zoom view sets the content size —
    /// except where no constraint touches the content size and the spec gives it explicitly.
    func contentSizeDiagnostics(
        _ s: ScrollView, _ isAmbiguous: (Variable) -> Bool, _ installed: [LayoutConstraint]
    ) -> [LayoutDiagnostic] {
        if let z = s.zoomView, z.superview === s { return [] }
        var out: [LayoutDiagnostic] = []
        for axis in LayoutAxis.allCases {
            let v = axis == .horizontal ? s.contentWidthVariable : s.contentHeightVariable
            guard isAmbiguous(v) else { continue }
            let used = installed.contains { c in
                c.origin == .user && (c.installed?.expression.terms.contains { $0.variable == v } ?? false)
            }
            let explicit = s.explicitContentSize.map { axis == .horizontal ? $0.width : $0.height }
            // Nothing attaches the content to the scroll view on this axis and a size is given
            // explicitly: the classic (or UIKit's "mixed") approach, where the explicit size is
            // the answer, not a guess.
            let attached = s.contentAttachedAxes[axis == .horizontal ? 0 : 1]
            if !attached, explicit != nil { continue }
            let (word, attribute, far, edges) =
                axis == .horizontal
                ? ("width", LayoutDiagnostic.Attribute.contentWidth, "trailing", "leading and trailing")
                : ("height", LayoutDiagnostic.Attribute.contentHeight, "bottom", "top and bottom")
            let why =
                used
                ? "the constraints between its content and its \(edges) edges leave it free"
                : "no constraint chain reaches its \(far) edge"
            let direction = axis == .horizontal ? "horizontally" : "vertically"
            let fallback =
                explicit.map {
                    "using 0 (the explicit contentSize \(word) \(formatNumber($0)) does not apply: constraints attach "
                        + "the content to the scroll view \(direction), so Auto Layout decides it)"
                } ?? "using 0"
            out.append(
                LayoutDiagnostic(
                    severity: .warning, kind: .ambiguous, items: [s], attributes: [attribute], constraints: [],
                    broken: nil,
                    tiedPriority: nil, message: "\(s.name): content \(word) is ambiguous: \(why); \(fallback)"))
        }
        return out
    }

    static func tieExplanation(_ p: Priority, _ group: [LayoutConstraint], _ ambiguous: Set<Variable>) -> String {
        var names: [String] = []
        for c in group {
            let n = c.firstItem?.hostView?.name ?? c.firstItemName
            if !names.contains(n) { names.append(n) }
        }
        let allHug = group.allSatisfy { if case .hugging = $0.origin { true } else { false } }
        let allResist = group.allSatisfy { if case .compressionResistance = $0.origin { true } else { false } }
        let who =
            names.count == 1 ? names[0] : (names.count == 2 ? "\(names[0]) and \(names[1]) both" : "\(list(names)) all")
        if allHug {
            return "tied priorities: \(who) hug at \(p) and share the slack; give one a higher hugging priority"
        }
        if allResist {
            return
                "tied priorities: \(who) resist compression at \(p) and share the shortfall; give one a higher compression resistance"
        }
        return
            "tied priorities: \(who) have constraints at priority \(p) that cannot all hold, and any split of the difference is as good; make one priority higher"
    }

    static func phrase(_ a: LayoutAttribute) -> String {
        switch a {
        case .left, .right, .top, .bottom, .leading, .trailing: "\(a) edge"
        case .firstBaseline: "first baseline"
        case .lastBaseline: "last baseline"
        default: a.description
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }

    /// Every installed constraint that directly or indirectly (through shared variables)
    /// affects the item's frame on `axis` (`minX` and width, or `minY` and height), in
    /// activation order (implied constraints first). The search does not continue through
    /// the variables of views held at a fixed frame: their frame constraints are listed, but
    /// what else touches them cannot move them. Runs a layout pass first.
    /// - Complexity: O(constraint terms).
    public func constraintsAffectingLayout(for item: LayoutItem, axis: LayoutAxis) -> [LayoutConstraint] {
        layoutIfNeeded()
        let installed = installedConstraints
        var users: [Variable: [Int]] = [:]
        for (i, c) in installed.enumerated() {
            for t in c.installed?.expression.terms ?? [] { users[t.variable, default: []].append(i) }
        }
        var fixed: Set<Variable> = []
        for c in installed {
            if case .frame = c.origin, let t = c.installed?.expression.terms.first { fixed.insert(t.variable) }
        }
        var queue =
            axis == .horizontal ? [item.minXVariable, item.widthVariable] : [item.minYVariable, item.heightVariable]
        var seenVariables = Set(queue)
        var taken = [Bool](repeating: false, count: installed.count)
        while let v = queue.popLast() {
            for i in users[v] ?? [] where !taken[i] {
                taken[i] = true
                if case .frame = installed[i].origin { continue }
                for t in installed[i].installed?.expression.terms ?? []
                where !fixed.contains(t.variable) && seenVariables.insert(t.variable).inserted {
                    queue.append(t.variable)
                }
            }
        }
        return installed.indices.filter { taken[$0] }.map { installed[$0] }
    }
}

extension View {
    /// Whether any of the view's frame is not determined by its constraints (after a layout
    /// pass; see ``LayoutEngine/diagnostics()``).
    public var hasAmbiguousLayout: Bool { !layoutEngine.ambiguousAttributes(of: self).isEmpty }

    /// The constraints that affect this view's layout on an axis; see
    /// ``LayoutEngine/constraintsAffectingLayout(for:axis:)``.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        layoutEngine.constraintsAffectingLayout(for: self, axis: axis)
    }
}
