extension StackView {
    /// Collects the constraints an arrangement wants, by ``Phase``, each marked with the
    /// segment it belongs to: the one way every part of the arrangement (segments,
    /// distribution, alignment, the stack's own constraints) states a constraint.
    struct ArrangementBuilder {
        private var phases = [[Wanted]](repeating: [], count: Phase.allCases.count)
        /// The arranged subview whose segment the next constraints belong to; −1 for the
        /// stack's own.
        var owner = -1

        /// Wants `a.aa r b.ba × multiplier + constant` at `priority`, made in `phase`.
        mutating func want(
            _ phase: Phase, _ a: LayoutItem, _ aa: LayoutAttribute, _ r: Relation, _ b: LayoutItem?,
            _ ba: LayoutAttribute, multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
            id: String, weight: Double? = nil
        ) {
            phases[phase.rawValue].append(
                Wanted(
                    first: a, firstAttribute: aa, relation: r, second: b,
                    secondAttribute: b == nil ? .notAnAttribute : ba,
                    multiplier: multiplier, constant: constant, priority: priority, identifier: id, weight: weight,
                    owner: owner))
        }

        /// Everything wanted, phase by phase, each phase in the order wanted.
        /// - Complexity: O(wanted constraints).
        var wanted: [Wanted] { Array(phases.joined()) }
    }
}
