/// The constraints a stack view makes for its arrangement: UIKit's, by identifier (see
/// docs/stack-views.md for the list and the decisions where UIKit is undocumented).
///
/// The arrangement is made of one *segment* per arranged subview (the constraints that mention
/// it first: its order disambiguation, its place in the chain or its hiding, its share of the
/// distribution, its alignment) and the stack's own constraints (the spanning guide's). A
/// segment depends on the view and on its neighbours among the visible views only, so a change
/// to one view (hidden, shown, a new intrinsic length) remakes the segments of that view and of
/// its neighbours (see `LayoutEngine+Stack.swift`); everything else remakes them all.
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
        /// The index of the arranged subview whose segment holds it; −1 for the stack's own.
        let owner: Int

        /// What must match for an installed constraint to be kept (its constant, identifier
        /// and optional priority can change in place: a link of the chain that becomes a
        /// hidden view's is the same equation with another constant and name).
        var key: Key {
            Key(
                first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
                second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
                multiplier: multiplier, weight: weight)
        }

        /// The identity part of a wanted constraint.
        struct Key: Hashable {
            let first: ObjectIdentifier
            let firstAttribute: LayoutAttribute
            let relation: Relation
            let second: ObjectIdentifier?
            let secondAttribute: LayoutAttribute
            let multiplier: Double
            let weight: Double?
        }
    }

    /// When a constraint is made in a rebuild: all of one kind before the next kind, each kind
    /// in the order of the arranged subviews. The order decides the solver's work, not the
    /// result: the order disambiguation comes before the chain (made after it, each pivot
    /// rewrote the rows of every later view: quadratic).
    enum Phase: Int, CaseIterable {
        case order, chain, hiding, distribution, alignment, spanningEdges, spanningViews, fit, suppression
    }

    /// An installed arrangement constraint with the key it was made for.
    typealias Installed = (key: Wanted.Key, constraint: LayoutConstraint)

    /// What the segments read besides their own view: the arranged subviews, which of them are
    /// visible, the lengths read along the axis, and (for the distributions that number or
    /// weigh the visible views) each view's place among the visible ones.
    struct ArrangementContext {
        let items: [View]
        let lengths: [Double]
        let firstVisible: Int?
        let lastVisible: Int?
        /// Each item's position among the visible ones (−1 when hidden), as of the last full
        /// rebuild; read only by ``Distribution/fillProportionally``, ``Distribution/equalSpacing``
        /// and ``Distribution/equalCentering``, whose segments are remade together whenever a
        /// view is hidden or shown.
        let visiblePositions: [Int]
        /// ``Distribution/fillProportionally``: the sum of the visible views' lengths and of the
        /// gaps between them.
        let proportionalTotal: Double
        let proportionalSpacing: Double

        /// Whether the chain along the axis passes through the hidden views (each view tied to
        /// the one before, hidden or not, a hidden one with no length) rather than skipping
        /// them (each visible view tied to the previous visible one, as UIKit drops a hidden
        /// view's spacing). Both place every view alike while every hidden view's
        /// `UISV-hiding` length holds; through the hidden views, hiding and showing a view
        /// change two constants of the chain instead of relinking it, which a solver pays for
        /// with the length of the chain. So the stack chains through unless a hiding length
        /// broke (``StackView/hidingConflicts``; a hidden view's own length then pushes
        /// nothing), or the chain is not one of equal edges (the equal-spacing distributions,
        /// baseline-relative vertical stacks).
        let chainsThrough: Bool

        /// The item the alignment ties to the canvas: the first visible, else the first.
        var anchor: Int { firstVisible ?? 0 }

        /// The nearest visible item before `index`.
        /// - Complexity: O(hidden items between).
        func previousVisible(before index: Int) -> Int? {
            var i = index - 1
            while i >= 0 {
                if !items[i].isHidden { return i }
                i -= 1
            }
            return nil
        }

        /// The nearest visible item after `index`.
        /// - Complexity: O(hidden items between).
        func nextVisible(after index: Int) -> Int? {
            var i = index + 1
            while i < items.count {
                if !items[i].isHidden { return i }
                i += 1
            }
            return nil
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
    /// The priority of `UISV-distributing-fit` (this project's): under
    /// ``Distribution/equalSpacing``, the gaps keep to `spacing` when nothing else sizes the
    /// stack along its axis. Below hugging, so that a stack made longer pads its gaps rather
    /// than stretching its views, and below ``canvasFitPriority``, so that a nested stack keeps
    /// its content's length there too (Xcode's stored frames).
    public static let distributingFitPriority = Priority(48)

    /// The alignment as laid out: baseline alignments mean nothing across a vertical stack, and
    /// UIKit lays those out as fill.
    var effectiveAlignment: Alignment {
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { return .fill }
        return alignment
    }

    /// The context of a full rebuild: every length read now, the visible views counted.
    /// - Complexity: O(arranged subviews), plus the fitting solves of
    ///   ``Distribution/fillProportionally``.
    func fullArrangementContext() -> ArrangementContext {
        let items = arrangedSubviews
        let lengths = items.map { intrinsicLength(of: $0) }
        var positions = [Int](repeating: -1, count: items.count)
        var first: Int?, last: Int?, position = 0
        var total = 0.0, spacing = 0.0
        for (i, v) in items.enumerated() where !v.isHidden {
            positions[i] = position
            position += 1
            total += Swift.max(lengths[i], 0)
            if let l = last { spacing += resolvedSpacing(after: items[l]) }
            if first == nil { first = i }
            last = i
        }
        return ArrangementContext(
            items: items, lengths: lengths, firstVisible: first, lastVisible: last, visiblePositions: positions,
            proportionalTotal: total, proportionalSpacing: spacing, chainsThrough: chainsThroughHiddenViews)
    }

    /// Whether the arrangement's chain passes through hidden views (see
    /// ``ArrangementContext/chainsThrough``).
    var chainsThroughHiddenViews: Bool {
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            return !hidingConflicts && !(isBaselineRelativeArrangement && axis == .vertical)
        case .equalSpacing, .equalCentering:
            return false
        }
    }

    /// The constraints the whole arrangement wants now, in the order they are made (by
    /// ``Phase``, then by arranged subview).
    /// - Complexity: O(arranged subviews).
    func wantedArrangement(_ context: ArrangementContext) -> [Wanted] {
        guard !context.items.isEmpty else { return [] }
        var builder = ArrangementBuilder()
        for j in context.items.indices { appendSegment(of: j, context, to: &builder) }
        builder.owner = -1
        appendOwnConstraints(context, to: &builder)
        return builder.wanted
    }

    /// The constraints of the segments of `owners` (ascending indices), in the order they are
    /// made.
    /// - Complexity: O(owners + hidden views next to them).
    func wantedSegments(of owners: [Int], _ context: ArrangementContext) -> [Wanted] {
        var builder = ArrangementBuilder()
        for j in owners { appendSegment(of: j, context, to: &builder) }
        return builder.wanted
    }

    /// The segment of the arranged subview at `j`: the constraints whose first item it is
    /// (or, for the canvas's trailing connection and gap guides, that it closes).
    private func appendSegment(of j: Int, _ context: ArrangementContext, to builder: inout ArrangementBuilder) {
        builder.owner = j
        let v = context.items[j]
        let horizontal = axis == .horizontal
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        let length = context.lengths[j]
        let previousIndex = context.previousVisible(before: j)
        let previous = previousIndex.map { context.items[$0] }
        let chainsThrough = context.chainsThrough

        if v.isHidden {
            // No room, placed where the chain passes it: after the previous visible view, in
            // the middle of the gap when a visible view follows (Xcode's stored frames).
            builder.want(.hiding, v, size, .equal, nil, .notAnAttribute, id: "UISV-hiding")
            let offset = previous.map { context.nextVisible(after: j) == nil ? 0 : resolvedSpacing(after: $0) / 2 } ?? 0
            if chainsThrough {
                // The chain passes through it (see ``ArrangementContext/chainsThrough``): tied to
                // the view before, hidden or not, so that hiding and showing change constants.
                if j == 0 {
                    builder.want(.chain, v, lead, .equal, canvas, lead, id: "UISV-hiding")
                } else {
                    let c = previousIndex == j - 1 ? offset : 0
                    builder.want(.chain, v, lead, .equal, context.items[j - 1], trail, constant: c, id: "UISV-hiding")
                }
            } else if distribution == .equalSpacing || distribution == .equalCentering {
                // The equal distributions space their visible views only and leave a hidden one
                // nowhere along the axis: its position is ambiguous (Xcode marks every hidden
                // view of such a stack ambiguous, and stores them at unrelated places).
            } else if let p = previous {
                // Tied to the previous visible view, not to other hidden ones, so that a hidden
                // view whose size 0 loses to a required size pushes nothing (as Xcode lays such
                // stacks out).
                builder.want(.hiding, v, lead, .equal, p, trail, constant: offset, id: "UISV-hiding")
            } else {
                builder.want(.hiding, v, lead, .equal, canvas, lead, id: "UISV-hiding")
            }
        } else {
            // Arrangement order breaks what compression resistance and hugging leave open: a
            // weighted pull towards each view's intrinsic length, heaviest for the first view,
            // so the last one gives way first (UIKit: "based on their index").
            if distribution != .fillEqually && distribution != .fillProportionally && length >= 0 {
                builder.want(
                    .order, v, size, .equal, nil, .notAnAttribute, constant: length,
                    priority: Self.arrangementOrderPriority,
                    id: "UISV-order-disambiguation", weight: Double(context.items.count - j))
            }
            // Along the axis: the chain of visible views, edge to edge (or baseline to baseline).
            if chainsThrough && j > 0 {
                // Through the hidden views before it, which sit at the previous visible view's
                // trailing edge plus half the gap (none when no visible view precedes).
                let c =
                    previous.map {
                        previousIndex == j - 1 ? resolvedSpacing(after: $0) : resolvedSpacing(after: $0) / 2
                    } ?? 0
                let id = previous == nil ? "UISV-canvas-connection" : "UISV-spacing"
                builder.want(.chain, v, lead, .equal, context.items[j - 1], trail, constant: c, id: id)
            } else if let p = previous {
                let gap = resolvedSpacing(after: p)
                let fills = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
                let relation: Relation = fills ? .equal : .greaterThanOrEqual
                if isBaselineRelativeArrangement && !horizontal {
                    builder.want(
                        .chain, v, .firstBaseline, relation, p, .lastBaseline, constant: gap, id: "UISV-spacing")
                } else {
                    builder.want(.chain, v, lead, relation, p, trail, constant: gap, id: "UISV-spacing")
                }
            } else {
                builder.want(.chain, v, lead, .equal, canvas, lead, id: "UISV-canvas-connection")
            }
            if j == context.lastVisible && !chainsThrough {
                builder.want(.chain, canvas, trail, .equal, v, trail, id: "UISV-canvas-connection")
            }
            appendDistribution(of: j, previous: previous, context, to: &builder)
        }
        if chainsThrough && j == context.items.count - 1 && context.firstVisible != nil {
            // The last view closes the chain, hidden or not (a hidden one sits at the last
            // visible view's trailing edge with no length).
            builder.want(.chain, canvas, trail, .equal, v, trail, id: "UISV-canvas-connection")
        }
        appendAlignment(of: j, context, canvas: canvas, to: &builder)
    }

    /// The visible view at `j`'s part of the distribution.
    private func appendDistribution(
        of j: Int, previous: View?, _ context: ArrangementContext, to builder: inout ArrangementBuilder
    ) {
        let v = context.items[j]
        let horizontal = axis == .horizontal
        let size: LayoutAttribute = horizontal ? .width : .height
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            if let f = context.firstVisible, f != j {
                builder.want(.distribution, v, size, .equal, context.items[f], size, id: "UISV-fill-equally")
            }
        case .fillProportionally:
            // Each view's share of the canvas less the spacing, in proportion to its intrinsic
            // length; UIKit's descending priorities (999, 998, …) decide which gives way first
            // when something else conflicts, floored at 900.
            let length = context.lengths[j]
            guard context.proportionalTotal > 0, length >= 0 else { return }
            let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
            let m = length / context.proportionalTotal
            let i = context.visiblePositions[j]
            builder.want(
                .distribution, v, size, .equal, canvas, size, multiplier: m, constant: -m * context.proportionalSpacing,
                priority: Priority(Double(Swift.max(999 - i, 900))), id: "UISV-fill-proportionally")
        case .equalSpacing, .equalCentering:
            // The gap guide between the previous visible view and this one, numbered by place.
            guard let previous else { return }
            let centering = distribution == .equalCentering
            let lead: LayoutAttribute = horizontal ? .leading : .top
            let trail: LayoutAttribute = horizontal ? .trailing : .bottom
            let center: LayoutAttribute = horizontal ? .centerX : .centerY
            let across: LayoutAttribute = horizontal ? .top : .leading
            let acrossSize: LayoutAttribute = horizontal ? .height : .width
            let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
            let number = context.visiblePositions[j]
            let g = arrangementGuide("gap\(number)")
            builder.want(
                .distribution, g, lead, .equal, previous, centering ? center : trail, id: "UISV-distributing-edge")
            builder.want(.distribution, g, trail, .equal, v, centering ? center : lead, id: "UISV-distributing-edge")
            builder.want(.distribution, g, across, .equal, canvas, across, id: "UISV-distributing-edge")
            builder.want(.distribution, g, acrossSize, .equal, nil, .notAnAttribute, id: "UISV-distributing-edge")
            if number > 1 {
                builder.want(
                    .distribution, g, size, .equal, arrangementGuide("gap1"), size,
                    priority: centering ? Self.equalCenteringPriority : .required, id: "UISV-distributing")
            } else if !centering {
                // The gaps are equal and at least `spacing`; with the stack's length left to its
                // content, they are exactly `spacing` (Xcode stores such stacks so and marks none
                // ambiguous: 7 stacks in 6 public documents of 5 projects).
                builder.want(
                    .distribution, g, size, .equal, nil, .notAnAttribute, priority: Self.distributingFitPriority,
                    id: "UISV-distributing-fit")
            }
        }
    }

    /// Across the axis, the view at `j`: the anchor (first visible, else first) tied to the
    /// canvas by `UISV-canvas-connection`, every other one by `UISV-alignment` (to the canvas
    /// for edges and centres, to the anchor for baselines); for the alignments other than
    /// fill, each visible view inside the spanning guide and, with nothing else to size it
    /// across, collapsed at low priority.
    private func appendAlignment(
        of j: Int, _ context: ArrangementContext, canvas: LayoutItem, to builder: inout ArrangementBuilder
    ) {
        let v = context.items[j]
        let horizontal = axis == .horizontal
        let pLead: LayoutAttribute = horizontal ? .top : .leading
        let pTrail: LayoutAttribute = horizontal ? .bottom : .trailing
        let pSize: LayoutAttribute = horizontal ? .height : .width
        let effective = effectiveAlignment
        let isAnchor = j == context.anchor
        let attribute: LayoutAttribute
        switch effective {
        case .fill:
            // UIKit ties each view to the first; tying each to the canvas holds the same (the
            // first is tied to the canvas) and keeps the solver's rows short: no view becomes
            // a hub that every other view's row mentions.
            let id = isAnchor ? "UISV-canvas-connection" : "UISV-alignment"
            builder.want(.alignment, v, pLead, .equal, canvas, pLead, id: id)
            builder.want(.alignment, canvas, pTrail, .equal, v, pTrail, id: id)
            return
        case .leading: attribute = pLead
        case .trailing: attribute = pTrail
        case .center: attribute = horizontal ? .centerY : .centerX
        case .firstBaseline: attribute = .firstBaseline
        case .lastBaseline: attribute = .lastBaseline
        }
        let baseline = effective == .firstBaseline || effective == .lastBaseline
        if isAnchor {
            if !baseline {
                builder.want(.alignment, v, attribute, .equal, canvas, attribute, id: "UISV-canvas-connection")
            }
        } else {
            // Edges and centres align on the canvas; baselines on the anchor's.
            let reference: LayoutItem = baseline ? context.items[context.anchor] : canvas
            builder.want(.alignment, v, attribute, .equal, reference, attribute, id: "UISV-alignment")
        }
        guard !v.isHidden else { return }
        let span = arrangementGuide("spanning")
        builder.want(.spanningViews, span, pLead, .lessThanOrEqual, v, pLead, id: "UISV-spanning-boundary")
        builder.want(.spanningViews, span, pTrail, .greaterThanOrEqual, v, pTrail, id: "UISV-spanning-boundary")
        builder.want(
            .suppression, v, pSize, .equal, nil, .notAnAttribute, priority: Self.ambiguitySuppressionPriority,
            id: "UISV-ambiguity-suppression")
    }

    /// The stack's own constraints: for the alignments other than fill, the spanning guide —
    /// as tall (wide) as the visible views together, inside the canvas — and the stack hugging
    /// it.
    private func appendOwnConstraints(_ context: ArrangementContext, to builder: inout ArrangementBuilder) {
        let effective = effectiveAlignment
        guard effective != .fill else { return }
        let horizontal = axis == .horizontal
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let pLead: LayoutAttribute = horizontal ? .top : .leading
        let pTrail: LayoutAttribute = horizontal ? .bottom : .trailing
        let pSize: LayoutAttribute = horizontal ? .height : .width
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let span = arrangementGuide("spanning")
        builder.want(.spanningEdges, span, lead, .equal, canvas, lead, id: "UISV-spanning-boundary")
        builder.want(.spanningEdges, span, trail, .equal, canvas, trail, id: "UISV-spanning-boundary")
        builder.want(
            .fit, span, pSize, .equal, nil, .notAnAttribute, priority: Self.spanningFitPriority, id: "UISV-spanning-fit"
        )
        // Baseline-aligned groups sit at the canvas's top (first baseline) or bottom (last).
        let boundaryPriority: Priority = 999.5
        builder.want(
            .fit, span, pLead, effective == .firstBaseline ? .equal : .greaterThanOrEqual, canvas, pLead,
            priority: effective == .firstBaseline ? boundaryPriority : .required, id: "UISV-canvas-connection")
        builder.want(
            .fit, span, pTrail, effective == .lastBaseline ? .equal : .lessThanOrEqual, canvas, pTrail,
            priority: effective == .lastBaseline ? boundaryPriority : .required, id: "UISV-canvas-connection")
        builder.want(
            .fit, canvas, pSize, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority, id: "UISV-canvas-fit")
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
        for stack in nested.reversed() { engine.updateArrangement(of: stack, checkingEveryView: true) }
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
}
