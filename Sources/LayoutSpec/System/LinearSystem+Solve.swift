import Constraints
import InternalUtilities

/// What the solver made of a ``LinearSystem``: every variable's value, which of them are
/// ambiguous, and the required lines left out because they conflicted.
///
/// Lines are added in file order. A required line that conflicts with the required lines before
/// it is left out (as Auto Layout breaks a constraint and carries on) and reported with a minimal
/// conflicting set.
public struct SystemSolution: Sendable {
    /// A required line that was left out, and a minimal set of lines it cannot hold with (itself
    /// among them).
    public struct Conflict: Sendable {
        /// The line left out.
        public var broken: LinearSystem.Line
        /// A minimal conflicting set, in the order the solver gives it.
        public var set: [LinearSystem.Line]
    }

    /// The file name used in diagnostics.
    public var file: String
    /// Every variable in order of first appearance, with its value (noise beyond 12 significant
    /// digits rounded away).
    public var values: [(name: String, value: Double)]
    /// The variables that could take other values without making any priority's error worse, in
    /// order of first appearance.
    public var ambiguous: [String]
    /// The conflicts, in the order they were met.
    public var conflicts: [Conflict]

    /// Whether a required line was left out (`layout-tool solve` exits with status 2).
    public var hasConflicts: Bool { !conflicts.isEmpty }
}

extension LinearSystem {
    /// Solves the system with a fresh `Solver`.
    ///
    /// - Parameter file: the file name for the located errors.
    /// - Throws: ``InputError`` at the line concerned when the solver rejects a line for a reason
    ///   other than a conflict, or when a value overflows `Double` (coefficients within the
    ///   limits can still compound past its range: `x1 == 1e12*x0`, `x2 == 1e12*x1`, …), so that
    ///   no wrong number is ever reported.
    /// - Complexity: one solver add per line, then the solver's ambiguity check.
    public func solve(file: String) throws(InputError) -> SystemSolution {
        let solver = Solver()
        var variables: [String: Variable] = [:]
        for name in names { variables[name] = Variable(name) }
        var lineOf: [Int: Line] = [:]
        var conflicts: [SystemSolution.Conflict] = []
        for line in lines {
            let constraint = Constraint(
                expression(line.lhs, variables), line.relation, expression(line.rhs, variables),
                priority: Priority(line.priority))
            lineOf[constraint.id] = line
            do throws(SolverError) {
                try solver.add(constraint)
            } catch {
                guard case .unsatisfiable(_, let conflict) = error else {
                    throw InputError(
                        file: file, line: line.number, column: 1, message: error.description, text: line.text)
                }
                conflicts.append(SystemSolution.Conflict(broken: line, set: conflict.compactMap { lineOf[$0.id] }))
            }
        }
        let ambiguousSet = Set(solver.ambiguousVariables().map(\.name))
        var values: [(name: String, value: Double)] = []
        var ambiguous: [String] = []
        for name in names {
            let variable = variables[name]
            let known = variable.map { solver.contains(variable: $0) } ?? false
            let value = known ? variable.map { solver.value(of: $0) } ?? 0 : 0
            guard value.isFinite else {
                let line = lines.first { l in (l.lhs.terms + l.rhs.terms).contains { $0.name == name } }
                throw InputError(
                    file: file, line: line?.number ?? 1, column: 1,
                    message:
                        "the solution overflows: '\(name)' is not a finite number (the coefficients multiply beyond Double's range)",
                    text: line?.text ?? "")
            }
            values.append((name, cleanedNumber(value)))
            if !known || ambiguousSet.contains(name) { ambiguous.append(name) }
        }
        return SystemSolution(file: file, values: values, ambiguous: ambiguous, conflicts: conflicts)
    }

    /// One side of a line as a solver expression over `variables`.
    private func expression(_ side: Side, _ variables: [String: Variable]) -> LinearExpression {
        LinearExpression(
            terms: side.terms.compactMap { t in variables[t.name].map { Term($0, t.coefficient) } },
            constant: side.constant)
    }
}

extension SystemSolution {
    /// `NAME = VALUE` a line, names padded to one width, `(ambiguous)` after the ambiguous ones.
    public var text: String {
        let ambiguousNames = Set(ambiguous)
        let width = values.map(\.name.count).max() ?? 0
        var out = ""
        for (name, value) in values {
            let padded = name + String(repeating: " ", count: width - name.count)
            let mark = ambiguousNames.contains(name) ? "   (ambiguous)" : ""
            out += "\(padded) = \(formatNumber(value))\(mark)\n"
        }
        return out
    }

    /// One JSON object: `values`, `ambiguous`, `unsatisfiable` (the first conflict's set, as the
    /// contract has it) and `conflicts` (every one, with lines), then a newline.
    public var json: String {
        let object: JSONValue = .object([
            ("values", .object(values.map { ($0.name, .number($0.value)) })),
            ("ambiguous", .array(ambiguous.map(JSONValue.string))),
            ("unsatisfiable", .array((conflicts.first?.set ?? []).map { .string($0.text) })),
            (
                "conflicts",
                .array(
                    conflicts.map { c in
                        .object([
                            ("constraints", .array(c.set.map { .string($0.text) })),
                            ("lines", .array(c.set.map { .number(Double($0.number)) })),
                            ("broken", .string(c.broken.text)),
                            ("brokenLine", .number(Double(c.broken.number))),
                        ])
                    })
            ),
        ])
        return object.rendered() + "\n"
    }

    /// The errors and warnings for standard error: each conflict located at its broken line with
    /// its set below, then one warning naming the ambiguous variables.
    public var diagnostics: String {
        var out = ""
        for c in conflicts {
            out +=
                InputError(
                    file: file, line: c.broken.number, column: 1,
                    message: "unsatisfiable: this required constraint cannot hold together with the others of "
                        + "this minimal conflicting set, so it was left out:",
                    text: c.broken.text
                ).rendered
            for l in c.set { out += "    \(file):\(l.number): \(l.text)\n" }
        }
        if !ambiguous.isEmpty {
            out +=
                "warning: ambiguous: \(ambiguous.joined(separator: ", ")) "
                + "could take other values without making any priority's error worse\n"
        }
        return out
    }
}
