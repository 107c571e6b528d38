/// The constraints a stack view makes for its arrangement: UIKit's, by identifier (see
/// docs/stack-views.md for the list and the decisions where UIKit is undocumented).
extension StackView {
    /// One constraint the arrangement wants, before it is made: what a rebuild compares with
    /// the constraints already installed.
    struct Wanted {
        let first: LayoutItem
        let firstAttribute: LayoutAttribute
        let relation: Relation
        let second: LayoutItem?
        let secondAttribute: LayoutAttribute
        let multiplier: Double
        var constant: Double
        var priority: Priority
        let identifier: String
        /// For `UISV-order-disambiguation`: the error's weight (see ``arrangementOrderPriority``).
        var weight: Double?

        /// What must match for an installed constraint to be kept (its constant and priority
        /// can change in place).
        var key: Key {
            Key(
                first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
                second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
                multiplier: multiplier, identifier: identifier, weight: weight)
        }

        /// The identity part of a wanted constraint.
        struct Key: Hashable {
            let first: ObjectIdentifier
            let firstAttribute: LayoutAttribute
            let relation: Relation
            let second: ObjectIdentifier?
            let secondAttribute: LayoutAttribute
            let multiplier: Double
            let identifier: String
            let weight: Double?
        }
    }

    /// The priority of `UISV-order-disambiguation`: below every priority UIKit's stack view
    /// uses, so it only decides what everything else leaves open (see ``Distribution/fill``).
    public static let arrangementOrderPriority = Priority(0.5)
    /// The priority of `UISV-canvas-fit` (the stack hugs its arranged subviews across the axis).
    public static let canvasFitPriority = Priority(49)
    /// The priority of `UISV-spanning-fit` (the spanning guide hugs the arranged subviews).
    public static let spanningFitPriority = Priority(51)
    /// The priority of `UISV-ambiguity-suppression` (an arranged subview with nothing else to
    /// size it across the axis collapses).
    public static let ambiguitySuppressionPriority = Priority(25)
    /// The priority of the gaps' equal sizes under ``Distribution/equalCentering``.
    public static let equalCenteringPriority = Priority(149)

    /// The constraints the arrangement wants now, in the order they are made.
    /// - Complexity: O(arranged subviews).
    func wantedArrangement() -> [Wanted] {
        var out: [Wanted] = []
        let items = arrangedSubviews
        guard !items.isEmpty else { return out }
        let horizontal = axis == .horizontal
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        let center: LayoutAttribute = horizontal ? .centerX : .centerY
        func want(
            _ a: LayoutItem, _ aa: LayoutAttribute, _ r: Relation, _ b: LayoutItem?, _ ba: LayoutAttribute,
            _ m: Double = 1, _ c: Double = 0, _ p: Priority = .required, id: String, weight: Double? = nil
        ) {
            out.append(
                Wanted(
                    first: a, firstAttribute: aa, relation: r, second: b,
                    secondAttribute: b == nil ? .notAnAttribute : ba,
                    multiplier: m, constant: c, priority: p, identifier: id, weight: weight))
        }

        // Arrangement order breaks what compression resistance and hugging leave open: a
        // weighted pull towards each view's intrinsic length, heaviest for the first view, so
        // the last one gives way first (UIKit: "based on their index"). Made before the chain:
        // the solver then meets each view's length pinned while its rows are short (made after
        // it, each pivot rewrote the rows of every later view: quadratic).
        if distribution != .fillEqually && distribution != .fillProportionally {
            for (index, v) in items.enumerated() where !v.isHidden {
                let length = intrinsicLength(of: v)
                guard length >= 0 else { continue }
                want(
                    v, size, .equal, nil, .notAnAttribute, 1, length, Self.arrangementOrderPriority,
                    id: "UISV-order-disambiguation", weight: Double(items.count - index))
            }
        }

        // Along the axis: the chain of visible views, edge to edge (or baseline to baseline).
        let visible = items.filter { !$0.isHidden }
        let fills = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        var gaps: [Double] = []
        if let first = visible.first, let last = visible.last {
            want(first, lead, .equal, canvas, lead, id: "UISV-canvas-connection")
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let gap = resolvedSpacing(after: previous)
                gaps.append(gap)
                let relation: Relation = fills ? .equal : .greaterThanOrEqual
                if isBaselineRelativeArrangement && !horizontal {
                    want(next, .firstBaseline, relation, previous, .lastBaseline, 1, gap, id: "UISV-spacing")
                } else {
                    want(next, lead, relation, previous, trail, 1, gap, id: "UISV-spacing")
                }
            }
            want(canvas, trail, .equal, last, trail, id: "UISV-canvas-connection")
        }
        // Hidden views: no room, placed where the chain passes them.
        var previousVisible: View?
        for v in items {
            guard v.isHidden else {
                previousVisible = v
                continue
            }
            want(v, size, .equal, nil, .notAnAttribute, id: "UISV-hiding")
            if let p = previousVisible {
                want(v, lead, .equal, p, trail, id: "UISV-hiding")
            } else {
                want(v, lead, .equal, canvas, lead, id: "UISV-hiding")
            }
        }

        // The distribution.
        let lengths = visible.map { intrinsicLength(of: $0) }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for v in visible.dropFirst() { want(v, size, .equal, visible[0], size, id: "UISV-fill-equally") }
        case .fillProportionally:
            let total = lengths.reduce(0) { $0 + Swift.max($1, 0) }
            let spacing = gaps.reduce(0.0) { $0 + $1 }
            if total > 0 {
                // Each view's share of the canvas less the spacing, in proportion to its
                // intrinsic length; UIKit's descending priorities (999, 998, …) decide which
                // gives way first when something else conflicts, floored at 900.
                for (i, (v, length)) in zip(visible, lengths).enumerated() where length >= 0 {
                    let m = length / total
                    want(
                        v, size, .equal, canvas, size, m, -m * spacing, Priority(Double(Swift.max(999 - i, 900))),
                        id: "UISV-fill-proportionally")
                }
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            let across: LayoutAttribute = horizontal ? .top : .leading
            let acrossSize: LayoutAttribute = horizontal ? .height : .width
            var firstGap: LayoutGuide?
            for (i, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
                let g = arrangementGuide("gap\(i + 1)")
                want(g, lead, .equal, previous, centering ? center : trail, id: "UISV-distributing-edge")
                want(g, trail, .equal, next, centering ? center : lead, id: "UISV-distributing-edge")
                want(g, across, .equal, canvas, across, id: "UISV-distributing-edge")
                want(g, acrossSize, .equal, nil, .notAnAttribute, id: "UISV-distributing-edge")
                if let f = firstGap {
                    want(
                        g, size, .equal, f, size, 1, 0, centering ? Self.equalCenteringPriority : .required,
                        id: "UISV-distributing")
                } else {
                    firstGap = g
                }
            }
        }
        appendAlignment(items: items, visible: visible, canvas: canvas, to: &out)
        return out
    }

    /// The arranged subview's length along the axis that the arrangement reads, or −1 for
    /// none: its intrinsic length; under ``Distribution/fillProportionally``, for a visible view
    /// without one (a nested stack view, a plain view sized by its content), its fitting length
    /// (see ``fittingLength(of:)``), as UIKit shares the canvas by each view's natural size.
    func intrinsicLength(of v: View) -> Double {
        let s = v.intrinsicContentSize
        let length = axis == .horizontal ? s.width : s.height
        if length >= 0 && length.isFinite { return length }
        guard distribution == .fillProportionally, !v.isHidden else { return -1 }
        return fittingLength(of: v)
    }

    /// The length along the axis of `v`'s compressed fitting size
    /// (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``),
    /// with the arrangements of the stack views inside it brought up to date first (innermost
    /// first), so that a nested stack measures the arrangement it will have; −1 when it comes
    /// out 0 (nothing inside gives it a length: no proportional share, as before).
    /// - Complexity: one fitting solve of `v`'s subtree, plus the nested arrangements.
    func fittingLength(of v: View) -> Double {
        let engine = v.layoutEngine
        var nested: [StackView] = []
        var todo = [v]
        while let n = todo.popLast() {
            if let stack = n as? StackView { nested.append(stack) }
            todo.append(contentsOf: n.subviews)
        }
        for stack in nested.reversed() { engine.updateArrangement(of: stack) }
        let size = v.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let length = axis == .horizontal ? size.width : size.height
        return length > 0 && length.isFinite ? length : -1
    }

    /// The guide the arrangement uses under `role`, made on first use and kept.
    func arrangementGuide(_ role: String) -> LayoutGuide {
        if let g = arrangementGuides[role] { return g }
        let g = LayoutGuide(arrangementOf: self, role: role)
        arrangementGuides[role] = g
        return g
    }

    /// Across the axis: `UISV-canvas-connection` ties the first visible arranged subview to the
    /// canvas and `UISV-alignment` every other one (to the canvas for edges and centres, to the
    /// first view for baselines); for the alignments other than fill, a spanning guide around
    /// the visible ones keeps them inside the canvas and the stack hugs that guide.
    private func appendAlignment(items: [View], visible: [View], canvas: LayoutItem, to out: inout [Wanted]) {
        let horizontal = axis == .horizontal
        let pLead: LayoutAttribute = horizontal ? .top : .leading
        let pTrail: LayoutAttribute = horizontal ? .bottom : .trailing
        let pSize: LayoutAttribute = horizontal ? .height : .width
        func want(
            _ a: LayoutItem, _ aa: LayoutAttribute, _ r: Relation, _ b: LayoutItem?, _ ba: LayoutAttribute,
            _ c: Double = 0, _ p: Priority = .required, id: String
        ) {
            out.append(
                Wanted(
                    first: a, firstAttribute: aa, relation: r, second: b,
                    secondAttribute: b == nil ? .notAnAttribute : ba,
                    multiplier: 1, constant: c, priority: p, identifier: id, weight: nil))
        }
        guard let anchor = visible.first ?? items.first else { return }
        // Baseline alignments mean nothing across a vertical stack; UIKit lays those out as fill.
        var effective = alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { effective = .fill }
        let attribute: LayoutAttribute
        switch effective {
        case .fill:
            want(anchor, pLead, .equal, canvas, pLead, id: "UISV-canvas-connection")
            want(canvas, pTrail, .equal, anchor, pTrail, id: "UISV-canvas-connection")
            // UIKit ties each view to the first; tying each to the canvas holds the same (the
            // first is tied to the canvas) and keeps the solver's rows short: no view becomes
            // a hub that every other view's row mentions.
            for v in items where v !== anchor {
                want(v, pLead, .equal, canvas, pLead, id: "UISV-alignment")
                want(canvas, pTrail, .equal, v, pTrail, id: "UISV-alignment")
            }
            return
        case .leading: attribute = pLead
        case .trailing: attribute = pTrail
        case .center: attribute = horizontal ? .centerY : .centerX
        case .firstBaseline: attribute = .firstBaseline
        case .lastBaseline: attribute = .lastBaseline
        }
        if effective != .firstBaseline && effective != .lastBaseline {
            want(anchor, attribute, .equal, canvas, attribute, id: "UISV-canvas-connection")
        }
        // Edges and centres align on the canvas (as above); baselines on the first view's.
        let reference: LayoutItem = effective == .firstBaseline || effective == .lastBaseline ? anchor : canvas
        for v in items where v !== anchor { want(v, attribute, .equal, reference, attribute, id: "UISV-alignment") }
        // The spanning guide: as tall (wide) as the visible views together, inside the canvas.
        let span = arrangementGuide("spanning")
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        want(span, lead, .equal, canvas, lead, id: "UISV-spanning-boundary")
        want(span, trail, .equal, canvas, trail, id: "UISV-spanning-boundary")
        for v in visible {
            want(span, pLead, .lessThanOrEqual, v, pLead, id: "UISV-spanning-boundary")
            want(span, pTrail, .greaterThanOrEqual, v, pTrail, id: "UISV-spanning-boundary")
        }
        want(span, pSize, .equal, nil, .notAnAttribute, 0, Self.spanningFitPriority, id: "UISV-spanning-fit")
        // Baseline-aligned groups sit at the canvas's top (first baseline) or bottom (last).
        let boundaryPriority: Priority = 999.5
        want(
            span, pLead, effective == .firstBaseline ? .equal : .greaterThanOrEqual, canvas, pLead, 0,
            effective == .firstBaseline ? boundaryPriority : .required, id: "UISV-canvas-connection")
        want(
            span, pTrail, effective == .lastBaseline ? .equal : .lessThanOrEqual, canvas, pTrail, 0,
            effective == .lastBaseline ? boundaryPriority : .required, id: "UISV-canvas-connection")
        want(canvas, pSize, .equal, nil, .notAnAttribute, 0, Self.canvasFitPriority, id: "UISV-canvas-fit")
        for v in visible {
            want(
                v, pSize, .equal, nil, .notAnAttribute, 0, Self.ambiguitySuppressionPriority,
                id: "UISV-ambiguity-suppression")
        }
    }
}
