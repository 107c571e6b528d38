extension VisualFormat {
    /// Turns a line's parsed pieces into constraint descriptions, in Apple's order: it knows the
    /// attributes each orientation and option uses, never the syntax.
    struct LineBuilder {
        /// The axis a line lays out along.
        enum Axis { case horizontal, vertical }

        let axis: Axis
        let options: FormatOptions
        let configuration: Configuration
        private var constraints: [ConstraintDescription] = []
        private var alignments: [ConstraintDescription] = []

        init(axis: Axis, options: FormatOptions, configuration: Configuration) {
            self.axis = axis
            self.options = options
            self.configuration = configuration
        }

        /// Whether a horizontal line runs right to left: the mirrored form, `L.left REL R.right + c`.
        private var mirrored: Bool {
            axis == .horizontal && options.intersection(.directionMask) == .directionRightToLeft
        }

        private var baselineSpacing: Bool {
            axis == .vertical && options.contains(.spacingBaselineToBaseline)
        }

        /// The attribute of a view's (or the superview's) start and end edge along the line,
        /// after mirroring.
        private func edges(superview: Bool) -> (start: Attribute, end: Attribute) {
            switch axis {
            case .vertical:
                return baselineSpacing && !superview ? (.firstBaseline, .lastBaseline) : (.top, .bottom)
            case .horizontal:
                return options.intersection(.directionMask).isEmpty ? (.leading, .trailing) : (.left, .right)
            }
        }

        /// Why the options forbid a connection between `left` and `right`, or `nil` when they allow
        /// it: `spacingBaselineToBaseline` on a horizontal line (any connection), and an alignment
        /// along the line's own axis (connections between two views only).
        func problem(connecting left: Item, to right: Item) -> String? {
            if axis == .horizontal, options.contains(.spacingBaselineToBaseline) {
                return Messages.baselineOnHorizontal
            }
            guard case .view = left, case .view = right else { return nil }
            for alignment in FormatOptions.alignments where options.contains(alignment.option) {
                if isAlongAxis(alignment.attribute) {
                    return Messages.alignmentAlongAxis(alignment.name, horizontal: axis == .horizontal)
                }
            }
            return nil
        }

        private func isAlongAxis(_ attribute: Attribute) -> Bool {
            switch attribute {
            case .left, .right, .leading, .trailing, .centerX: axis == .horizontal
            case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: axis == .vertical
            case .width, .height: false
            }
        }

        /// Adds one constraint per predicate between `left` and `right` (in string order), then
        /// records the alignments of a view-to-view connection for ``finish()``. Call
        /// ``problem(connecting:to:)`` first.
        mutating func connect(_ left: Item, to right: Item, predicates: [Predicate<Spacing>]) {
            let (near, far) = mirrored ? (right, left) : (left, right)
            let nearIsSuperview = near == .superview
            let farIsSuperview = far == .superview
            let firstAttribute = farIsSuperview ? edges(superview: true).end : edges(superview: false).start
            let secondAttribute = nearIsSuperview ? edges(superview: true).start : edges(superview: false).end
            for predicate in predicates {
                let constant: Double
                switch predicate.object {
                case .constant(let value): constant = value
                case .standard:
                    if nearIsSuperview || farIsSuperview {
                        constant = configuration.superviewSpacing
                    } else {
                        constant = baselineSpacing ? configuration.baselineSpacing : configuration.siblingSpacing
                    }
                }
                constraints.append(
                    ConstraintDescription(
                        far, firstAttribute, predicate.relation, near, secondAttribute,
                        constant: constant, priority: predicate.priority))
            }
            guard case .view = near, case .view = far else { return }
            for alignment in FormatOptions.alignments where options.contains(alignment.option) {
                alignments.append(ConstraintDescription(near, alignment.attribute, .equal, far, alignment.attribute))
            }
        }

        /// Adds the size predicates of `view` (its width on a horizontal line, its height on a
        /// vertical one), in written order.
        mutating func size(of view: String, predicates: [Predicate<Size>]) {
            let attribute: Attribute = axis == .horizontal ? .width : .height
            for predicate in predicates {
                switch predicate.object {
                case .view(let other):
                    constraints.append(
                        ConstraintDescription(
                            .view(view), attribute, predicate.relation, .view(other), attribute,
                            priority: predicate.priority))
                case .constant(let value):
                    constraints.append(
                        ConstraintDescription(
                            .view(view), attribute, predicate.relation,
                            constant: value, priority: predicate.priority))
                }
            }
        }

        /// Every constraint, alignments last.
        func finish() -> [ConstraintDescription] { constraints + alignments }
    }
}
