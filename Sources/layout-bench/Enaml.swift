import Constraints
import Foundation

/// `enaml`: kiwi's own benchmark problem (111 constraints, 37 variables), read from
/// `Benchmarks/enaml.json`. Each constraint is `Σ coef × var + constant OP 0` with a kiwi
/// strength name; `width` and `height` are edit variables at strong.
struct EnamlProblem {
    /// The six (width, height) pairs suggested in turn, as enaml.json's `about` gives them.
    static let sizes: [(width: Double, height: Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]
    static let sizesText = "(400,600), (600,400), (800,1200), (1200,800), (400,800), (800,400)"

    let variables: [String: Variable]
    let width: Variable
    let height: Variable
    /// Made once, added to every solver.
    let constraints: [Constraint]
    /// The required ones, for the checks.
    let required: [Constraint]

    /// `Benchmarks/enaml.json` in the package this source file belongs to.
    static var defaultPath: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // layout-bench
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Benchmarks/enaml.json").path
    }

    private struct File: Decodable {
        let about: String
        let variables: [String]
        let constraints: [Entry]
    }
    private struct Entry: Decodable {
        let terms: [Term]
        let constant: Double
        let op: String
        let strength: String
    }
    private struct Term: Decodable {
        let coefficient: Double
        let variable: String
        init(from decoder: any Decoder) throws {
            var pair = try decoder.unkeyedContainer()
            coefficient = try pair.decode(Double.self)
            variable = try pair.decode(String.self)
        }
    }

    struct DataError: Error, CustomStringConvertible {
        let description: String
    }

    init(path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DataError(description: "cannot read \(path) (pass --enaml PATH): \(error.localizedDescription)")
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw DataError(description: "\(path) is not enaml problem data: \(error)")
        }
        let compactAbout = file.about.replacingOccurrences(of: " ", with: "")
        guard compactAbout.contains(EnamlProblem.sizesText.replacingOccurrences(of: " ", with: "")) else {
            throw DataError(description: "\(path): the suggested sizes are not \(EnamlProblem.sizesText)")
        }

        var variables: [String: Variable] = [:]
        for name in file.variables { variables[name] = Variable(name) }
        guard let width = variables["width"], let height = variables["height"] else {
            throw DataError(description: "\(path): no variables named width and height")
        }
        var constraints: [Constraint] = []
        for (k, entry) in file.constraints.enumerated() {
            var terms: [Constraints.Term] = []
            for t in entry.terms {
                guard let v = variables[t.variable] else {
                    throw DataError(description: "\(path): constraint \(k) uses unknown variable \(t.variable)")
                }
                terms.append(Constraints.Term(v, t.coefficient))
            }
            let relation: Relation
            switch entry.op {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default: throw DataError(description: "\(path): constraint \(k) has unknown op \(entry.op)")
            }
            guard let priority = Strength.named(entry.strength) else {
                throw DataError(description: "\(path): constraint \(k) has unknown strength \(entry.strength)")
            }
            constraints.append(
                Constraint(
                    LinearExpression(terms: terms, constant: entry.constant), relation, LinearExpression(),
                    priority: priority))
        }
        self.variables = variables
        self.width = width
        self.height = height
        self.constraints = constraints
        self.required = constraints.filter { $0.priority.isRequired }
    }

    /// A fresh solver: the two edit variables, then every constraint.
    func build() throws(SolverError) -> Solver {
        let solver = Solver()
        try solver.addEditVariable(width, priority: Strength.strong)
        try solver.addEditVariable(height, priority: Strength.strong)
        for c in constraints { try solver.add(c) }
        return solver
    }

    /// Every required constraint holds (`contents_right == left + width - 10` among them).
    func checkRequired(_ solver: Solver) throws(WrongAnswer) {
        for c in required {
            var lhs = c.expression.constant
            var scale = abs(lhs)
            for t in c.expression.terms {
                let x = t.coefficient * solver.value(of: t.variable)
                lhs += x
                scale += abs(x)
            }
            let tolerance = 1e-8 * max(1, scale)
            let holds =
                switch c.relation {
                case .equal: abs(lhs) <= tolerance
                case .lessThanOrEqual: lhs <= tolerance
                case .greaterThanOrEqual: lhs >= -tolerance
                }
            guard holds else {
                throw WrongAnswer(message: "required constraint \(c) does not hold: lhs − rhs = \(lhs)")
            }
        }
    }

    /// The required constraints hold and `width`, `height` are the suggested pair.
    func check(_ solver: Solver, size: (width: Double, height: Double)) throws(WrongAnswer) {
        try checkRequired(solver)
        try expect(solver.value(of: width), size.width, "width")
        try expect(solver.value(of: height), size.height, "height")
    }
}

/// Phases `build_per_solver` (a fresh solver, the two edit variables, the 111 adds, with the
/// constraints made beforehand; solvers are kept until timing ends, so that freeing them is not
/// timed) and `suggest2_update_per_call` (suggest width, suggest height, update, cycling through
/// the six sizes; the loop ends on (800, 400)).
func runEnaml(_ problem: EnamlProblem, checkEveryStep: Bool) throws -> PhaseTimes {
    let builds = 100
    let cycles = 500
    let sizes = EnamlProblem.sizes

    if checkEveryStep {
        let solver = try problem.build()
        solver.updateVariables()
        try problem.checkRequired(solver)
        for k in 0..<(sizes.count * 2) {
            let size = sizes[k % sizes.count]
            try solver.suggestValue(size.width, for: problem.width)
            try solver.suggestValue(size.height, for: problem.height)
            solver.updateVariables()
            do {
                try problem.check(solver, size: size)
            } catch {
                throw WrongAnswer(message: "after suggesting \(size.width) x \(size.height): \(error)")
            }
        }
        return []
    }

    var solvers: [Solver] = []
    solvers.reserveCapacity(builds)
    let build = try seconds {
        for _ in 0..<builds { solvers.append(try problem.build()) }
    }
    guard let solver = solvers.last else { return [] }
    solver.updateVariables()
    try problem.checkRequired(solver)

    let width = problem.width, height = problem.height
    let suggest = try seconds {
        for _ in 0..<cycles {
            for size in sizes {
                try solver.suggestValue(size.width, for: width)
                try solver.suggestValue(size.height, for: height)
                solver.updateVariables()
            }
        }
    }
    try problem.check(solver, size: (800, 400))
    return [
        ("build_per_solver", build / Double(builds)),
        ("suggest2_update_per_call", suggest / Double(cycles * sizes.count)),
    ]
}
