import ConstraintSolver

/// The constraints of one block as a linear system over the solver: four variables per item
/// (`minX`, `minY`, `width`, `height`, one shared coordinate space), UIKit's rule that a view's
/// width and height are never negative, and one variable per value the log does not print
/// (``LogAssumption``).
///
/// - Edges: `left`/`leading`/`minX` is `minX`; `right`/`trailing`/`maxX` is `minX + width`; the
///   centres are halfway. Leading is taken as left (the conflict does not depend on direction).
/// - Margins: `leadingMargin` is `minX + m` with the item's leading margin `m` (UIKit's default
///   8: an assumption); `centerXWithinMargins` is halfway between the margins.
/// - Baselines are free variables of their own: the log does not say where a baseline is.
/// - A position with no second item (`midY == + 39` of an autoresizing constraint) is in the
///   superview's coordinates: the superview is the `|` of a VFL-like form naming the view, or,
///   when no form names it, an unknown origin (a free variable).
package struct LogModel {
    /// UIKit's default layout margin.
    package static let defaultMargin = 8.0

    /// The block's constraints.
    package let constraints: [LogConstraint]
    /// The items in order of first mention.
    package private(set) var items: [LogItem] = []
    /// The values the log does not print, in order of first use.
    package private(set) var assumptions: [LogAssumption] = []
    /// For each constraint, the indices into ``assumptions`` it depends on.
    package private(set) var assumptionsUsed: [[Int]] = []

    private var variables: [String: Variable] = [:]
    private var assumptionIndex: [String: Int] = [:]
    private var superviews: [String: LogItem] = [:]
    /// The built form of each constraint with its constant as printed, as `expression REL 0`
    /// pieces: the variable part and the constant.
    private var parts: [(expression: LinearExpression, relation: Relation, constant: Double)] = []

    /// Builds the model of `constraints`.
    package init(_ constraints: [LogConstraint]) {
        self.constraints = constraints
        for constraint in constraints {
            let e = constraint.equation
            note(e.first)
            if let second = e.second { note(second) }
        }
        for constraint in constraints where constraint.text.hasPrefix("H:") || constraint.text.hasPrefix("V:") {
            let e = constraint.equation
            guard let second = e.second else { continue }
            // `|-(g)-[v]`: v first, | second; `[v]-(g)-|`: | first, v second (same attribute).
            if e.firstAttribute == e.secondAttribute {
                if [.leading, .top].contains(e.firstAttribute) {
                    superviews[e.first.key] = superviews[e.first.key] ?? second
                } else {
                    superviews[second.key] = superviews[second.key] ?? e.first
                }
            }
        }
        for constraint in constraints {
            var used: [Int] = []
            let e = constraint.equation
            var expression = term(e.first, e.firstAttribute, &used)
            if let second = e.second, let attribute = e.secondAttribute {
                expression = expression - e.multiplier * term(second, attribute, &used)
            } else if e.firstAttribute.isPosition {
                expression = expression - origin(of: e.first, horizontal: e.firstAttribute.isHorizontal)
            }
            var constant = e.constant
            if e.constantIsAssumedSpacing {
                let spacing = assumption("system spacing of \(constraint.id)", value: 8, &used)
                expression = expression - spacing.expression
                constant -= 8
            }
            parts.append((expression, e.relation, constant))
            assumptionsUsed.append(used)
        }
    }

    private mutating func note(_ item: LogItem) {
        if variables[item.key + ".minX"] == nil {
            items.append(item)
            for name in ["minX", "minY", "width", "height"] {
                variables[item.key + "." + name] = Variable(item.printed + "." + name)
            }
        }
    }

    private mutating func variable(_ item: LogItem, _ name: String) -> Variable {
        if let v = variables[item.key + "." + name] { return v }
        let v = Variable(item.printed + "." + name)
        variables[item.key + "." + name] = v
        return v
    }

    private mutating func assumption(_ subject: String, value: Double, _ used: inout [Int]) -> Variable {
        if let index = assumptionIndex[subject] {
            if !used.contains(index) { used.append(index) }
            return assumptions[index].variable
        }
        let v = Variable(subject)
        assumptionIndex[subject] = assumptions.count
        used.append(assumptions.count)
        assumptions.append(LogAssumption(subject: subject, value: value, variable: v))
        return v
    }

    private mutating func origin(of item: LogItem, horizontal: Bool) -> LinearExpression {
        if let superview = superviews[item.key] {
            note(superview)
            return variable(superview, horizontal ? "minX" : "minY").expression
        }
        return variable(item, horizontal ? "unknownSuperviewX" : "unknownSuperviewY").expression
    }

    private mutating func term(_ item: LogItem, _ attribute: LogAttribute, _ used: inout [Int]) -> LinearExpression {
        let x = variable(item, "minX"), y = variable(item, "minY")
        let w = variable(item, "width"), h = variable(item, "height")
        func margin(_ side: String) -> LinearExpression {
            assumption("\(side) layout margin of \(item.printed)", value: Self.defaultMargin, &used).expression
        }
        switch attribute {
        case .left, .leading, .minX: return x.expression
        case .right, .trailing, .maxX: return x + w
        case .centerX, .midX: return x + 0.5 * w
        case .top, .minY: return y.expression
        case .bottom, .maxY: return y + h
        case .centerY, .midY: return y + 0.5 * h
        case .width: return w.expression
        case .height: return h.expression
        case .firstBaseline, .lastBaseline, .baseline: return variable(item, attribute.rawValue).expression
        case .leftMargin, .leadingMargin: return x + margin("leading")
        case .rightMargin, .trailingMargin: return x + w - margin("trailing")
        case .topMargin: return y + margin("top")
        case .bottomMargin: return y + h - margin("bottom")
        case .centerXWithinMargins: return x + 0.5 * w + 0.5 * (margin("leading") - margin("trailing"))
        case .centerYWithinMargins: return y + 0.5 * h + 0.5 * (margin("top") - margin("bottom"))
        }
    }

    /// Constraint `index` as a solver constraint, its constant moved by `delta`.
    package func constraint(_ index: Int, delta: Double = 0, priority: Priority = .required) -> Constraint {
        let part = parts[index]
        return Constraint(
            part.expression, part.relation, LinearExpression(constant: part.constant + delta), priority: priority)
    }

    /// The variable part of constraint `index` (`first − m × second`, or `first − origin`): what
    /// its constant must equal (or bound).
    package func expression(_ index: Int) -> LinearExpression { parts[index].expression }

    /// UIKit's rule: every view's and guide's width and height are ≥ 0 (UIKit reports a
    /// margins guide squeezed below 0 as a conflict: fragment so45163786 of the corpus).
    package func sizeRules() -> [Constraint] {
        items.flatMap { item in
            [item.key + ".width", item.key + ".height"].compactMap { variables[$0] }.map { $0 >= 0 }
        }
    }

    /// The assumptions held at their values (`moved` moves one of them by `delta`), or none when
    /// `free`.
    package func assumptionRules(free: Bool, moved: Int? = nil, delta: Double = 0) -> [Constraint] {
        guard !free else { return [] }
        return assumptions.enumerated().map { index, a in a.variable == a.value + (index == moved ? delta : 0) }
    }
}
