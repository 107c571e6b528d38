import ConstraintSolver
import InternalUtilities

/// Explains one block: rebuilds its constraints (``LogModel``), decides whether they conflict,
/// finds a minimal conflicting subset of the listed constraints, and says why in numbers.
///
/// The minimal set is found by deletion: starting from the whole list, each constraint in list
/// order is left out when the rest still conflicts, so every proper subset of the result can
/// hold (with UIKit's rules and the assumptions, which are not listed constraints).
public enum Explainer {
    /// The explanation of `block`.
    public static func explain(_ block: LogBlock) -> Explanation {
        let model = LogModel(block.constraints)
        let names = ShortNames(model.items)
        guard block.kind != .trace else {
            let views = block.ambiguousViews
            return Explanation(
                block: block, names: names, conflict: false, minimalConflict: [],
                arithmetic: "an _autolayoutTrace: \(views.count) view\(views.count == 1 ? " is" : "s are") ambiguous"
                    + (views.isEmpty ? "" : " (" + views.joined(separator: ", ") + ")"),
                assumptions: [],
                suggestions: views.isEmpty
                    ? [] : ["add constraints that fix the position and the size of each ambiguous view"])
        }
        // Only required constraints can conflict; an optional one (`@750`) gives way.
        let all = block.constraints.indices.filter { block.constraints[$0].equation.priority >= 1000 }
        guard !all.isEmpty, solve(model, all) == nil else {
            let used = uniqueSorted(all.flatMap { model.assumptionsUsed[$0] })
            return Explanation(
                block: block, names: names, conflict: false, minimalConflict: [],
                arithmetic: all.isEmpty
                    ? "no constraint could be read"
                    : "no conflict: the \(all.count) listed constraint\(all.count == 1 ? "" : "s") can all hold together"
                        + " (UIKit's conflict involves a constraint the log does not list, or its rounding)",
                assumptions: used.map { taken(model.assumptions[$0]) },
                suggestions: [])
        }
        var minimal = all
        for index in all where minimal.count > 1 {
            let trial = minimal.filter { $0 != index }
            if solve(model, trial) == nil { minimal = trial }
        }
        let used = uniqueSorted(minimal.flatMap { model.assumptionsUsed[$0] })
        var assumptions = used.map { taken(model.assumptions[$0]) }
        if !used.isEmpty {
            if let free = solve(model, minimal, free: true) {
                let witness = used.map {
                    "\(model.assumptions[$0].subject) = \(formatNumber(cleanedNumber(free.value(of: model.assumptions[$0].variable))))"
                }
                assumptions.append(
                    "the conflict depends on these values: with " + witness.joined(separator: ", ")
                        + " the constraints could all hold")
            } else {
                assumptions.append("the conflict holds whatever these values are")
            }
        }
        let target =
            block.uikitBroke.flatMap { id in minimal.first { block.constraints[$0].id == id } }
            ?? minimal[minimal.count - 1]
        return Explanation(
            block: block, names: names, conflict: true, minimalConflict: minimal,
            arithmetic: arithmetic(model, names, minimal: minimal, target: target, used: used),
            assumptions: assumptions,
            suggestions: suggestions(block, names, minimal: minimal, target: target))
    }

    /// A solver holding UIKit's rules, the assumptions (held at their values unless `free`) and
    /// constraints `indices` (required; `weak` at priority 1), or nil when they cannot all hold.
    static func solve(
        _ model: LogModel, _ indices: [Int], free: Bool = false, sizes: Bool = true, weak: Int? = nil,
        moved: Int? = nil, movedAssumption: Int? = nil
    ) -> Solver? {
        let solver = Solver()
        do {
            try solver.add(contentsOf: sizes ? model.sizeRules() : [])
            try solver.add(contentsOf: model.assumptionRules(free: free, moved: movedAssumption, delta: 1))
            for index in indices {
                try solver.add(
                    model.constraint(
                        index, delta: index == moved ? 1 : 0, priority: index == weak ? Priority(1) : .required))
            }
        } catch {
            return nil
        }
        return solver
    }

    /// `E = a + b - c = X, but TARGET needs REL k`: the target's variable part as the other
    /// constraints of the set make it (as near to the target as they allow), written as the sum
    /// of their constants. Each constant's sign comes from moving it by one and re-solving.
    static func arithmetic(_ model: LogModel, _ names: ShortNames, minimal: [Int], target: Int, used: [Int]) -> String {
        let equation = model.constraints[target].equation
        let others = minimal.filter { $0 != target }
        let expression = model.expression(target)
        func value(_ solver: Solver?) -> Double? {
            guard let solver else { return nil }
            return cleanedNumber(
                expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) })
        }
        let label = "c\(target + 1)"
        let wanted = "\(equation.relation) \(formatNumber(model.constraints[target].equation.constant))"
        let sizesMatter = solve(model, minimal, sizes: false) != nil
        let rule = sizesMatter ? " (UIKit keeps sizes ≥ 0)" : ""
        let lhs = side(equation, names)
        guard let x = value(solve(model, minimal, weak: target)) else {
            return "\(label) needs \(lhs) \(wanted), which the others of the set rule out\(rule)"
        }
        var products: [Double] = []
        for index in others {
            guard let moved = value(solve(model, minimal, weak: target, moved: index)) else { continue }
            let c = model.constraint(index).constant
            products.append(cleanedNumber((moved - x) * c))
        }
        for a in used {
            guard let moved = value(solve(model, minimal, weak: target, movedAssumption: a)) else { continue }
            products.append(cleanedNumber((moved - x) * model.assumptions[a].value))
        }
        // Positive terms first, each group in list order: `380 - 10 - 24 = 346`.
        products = products.filter { $0 > 0 } + products.filter { $0 < 0 }
        var sum = ""
        if !products.isEmpty, (products.reduce(0, +) - x).magnitude < 1e-6 {
            sum = formatNumber(products[0])
            for p in products.dropFirst() { sum += p < 0 ? " - \(formatNumber(-p))" : " + \(formatNumber(p))" }
            if products.count > 1 || products[0] != x { sum += " = \(formatNumber(x))" }
        } else {
            sum = formatNumber(x)
        }
        let bound = others.isEmpty ? "UIKit's rules allow" : "the others allow"
        let side = x < model.constraint(target).constant ? "at most" : "at least"
        return "\(lhs): \(bound) \(side) \(sum)\(rule), but \(label) needs \(wanted)"
    }

    /// The variable part of an equation in short names: `view1.bottom - view2.bottom`.
    static func side(_ e: LogEquation, _ names: ShortNames) -> String {
        var out = "\(names.name(e.first)).\(e.firstAttribute.rawValue)"
        if let second = e.second, let attribute = e.secondAttribute {
            let m = e.multiplier == 1 ? "" : "\(formatNumber(e.multiplier)) × "
            out += " - \(m)\(names.name(second)).\(attribute.rawValue)"
        }
        return out
    }

    /// Edits that remove the conflict, for the constraints of the minimal set in list order.
    static func suggestions(_ block: LogBlock, _ names: ShortNames, minimal: [Int], target: Int) -> [String] {
        var out: [String] = []
        let userConstraints = minimal.filter { !block.constraints[$0].isSystem }
        for index in minimal {
            let c = block.constraints[index]
            let e = c.equation
            let short = "c\(index + 1), \(words(e, names))"
            if c.kind == "NSAutoresizingMaskLayoutConstraint" {
                out.append(
                    "set translatesAutoresizingMaskIntoConstraints = false on \(names.name(e.first)) (\(e.first.printed)):"
                        + " its autoresizing mask \(c.mask ?? "") made \(c.id) (\(short))")
            } else if c.isEncapsulatedSize {
                let axis = e.firstAttribute == .width ? "width" : "height"
                let other = userConstraints.first.map { " (e.g. \(block.constraints[$0].id))" } ?? ""
                out.append(
                    "\(names.name(e.first)) gets its \(axis) from its table, collection or input view (\(c.id),"
                        + " \(c.identifier ?? "")): lower one constraint of its own chain to priority 999\(other),"
                        + " or let it size itself: rowHeight = UITableView.automaticDimension with an estimatedRowHeight"
                )
            } else if e.second == nil, e.firstAttribute.isSize, e.constant < 0 {
                out.append(
                    "\(c.id) (\(short)) asks a negative \(e.firstAttribute.rawValue), and UIKit keeps sizes ≥ 0:"
                        + " make its constant at least 0")
            }
        }
        // The app's own constraints: the target first, then one line for the others.
        let t = block.constraints[target]
        if !t.isSystem {
            out.append(
                "lower the priority of \(t.id) (c\(target + 1), \(words(t.equation, names))) to 999, or deactivate it")
        }
        let rest = userConstraints.filter {
            $0 != target
                && !(block.constraints[$0].equation.second == nil && block.constraints[$0].equation.constant < 0)
        }
        if !rest.isEmpty {
            let list = rest.map { "c\($0 + 1) (\(block.constraints[$0].id))" }.joined(separator: ", ")
            out.append("or lower the priority of \(rest.count == 1 ? "" : "one of ")\(list) to 999")
        }
        if out.isEmpty {
            out.append("every constraint of the set is UIKit's own: check the frame or size the container is given")
        }
        return out
    }

    /// A constraint in words with short names: `label1.leading == view1.leadingMargin + 20`.
    public static func words(_ e: LogEquation, _ names: ShortNames) -> String {
        var out = "\(names.name(e.first)).\(e.firstAttribute.rawValue) \(e.relation) "
        var constant = e.constant
        if let second = e.second, let attribute = e.secondAttribute {
            let m = e.multiplier == 1 ? "" : "\(formatNumber(e.multiplier)) × "
            out += "\(m)\(names.name(second)).\(attribute.rawValue)"
            if constant != 0 {
                out += constant < 0 ? " - " : " + "
                constant = constant.magnitude
                out += formatNumber(constant)
            }
        } else {
            if e.firstAttribute.isPosition { out += "superview + " }
            out += formatNumber(constant)
        }
        if e.constantIsAssumedSpacing { out += " (system spacing)" }
        if e.priority < 1000 { out += " @\(formatNumber(e.priority)) (optional: it gives way, never conflicts)" }
        return out
    }

    static func taken(_ a: LogAssumption) -> String { "\(a.subject) taken as \(formatNumber(a.value))" }

    static func uniqueSorted(_ values: [Int]) -> [Int] { Array(Set(values)).sorted() }
}
