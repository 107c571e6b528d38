import Constraints
import Foundation

/// `layout-tool solve SYSTEM [--format text|json]`: solves a plain linear system with the
/// library's ``Solver`` (contract section 3).
///
/// Lines are added in file order. A required line that conflicts with the required lines
/// before it is left out (as Auto Layout breaks a constraint and carries on); it is reported
/// with a minimal conflicting set, and the exit status is 2.
enum SolveCommand {
    static let usage = "USAGE: layout-tool solve SYSTEM [--format text|json]\n"

    static func run(arguments: [String], standardInput: () -> Data) -> ToolResult {
        var path: String?
        var format = "text"
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--format" || a.hasPrefix("--format=") {
                let value: String
                if a == "--format" {
                    guard i + 1 < arguments.count else { return usageError("--format needs a value") }
                    value = arguments[i + 1]
                    i += 1
                } else {
                    value = String(a.dropFirst("--format=".count))
                }
                guard value == "text" || value == "json" else {
                    return usageError("unknown format '\(value)' (expected text or json)")
                }
                format = value
            } else if a == "--help" || a == "-h" {
                return ToolResult(standardOutput: helpText)
            } else if a.hasPrefix("-") && a != "-" {
                return usageError("unknown option '\(a)'")
            } else if path == nil {
                path = a
            } else {
                return usageError("unexpected argument '\(a)'")
            }
            i += 1
        }
        guard let path else { return usageError("missing SYSTEM (a file, or '-' for standard input)") }
        let source: String
        switch readInput(path, standardInput: standardInput) {
        case .success(let text): source = text
        case .failure(let error): return ToolResult(standardError: error.rendered, status: ExitStatus.badInput)
        }
        let name = path == "-" ? "<stdin>" : path
        do {
            let system = try LinearSystem.parse(source, file: name)
            return solve(system, file: name, json: format == "json")
        } catch {
            return ToolResult(standardError: error.rendered, status: ExitStatus.badInput)
        }
    }

    static func usageError(_ message: String) -> ToolResult {
        ToolResult(standardError: "error: \(message)\n" + usage, status: ExitStatus.usage)
    }

    static var helpText: String { Help.solve }

    /// A conflict met while adding the lines: the line left out and a minimal set.
    struct Conflict {
        var broken: LinearSystem.Line
        var set: [LinearSystem.Line]
    }

    static func solve(_ system: LinearSystem, file: String, json: Bool) -> ToolResult {
        let solver = Solver()
        var variables: [String: Variable] = [:]
        for name in system.names { variables[name] = Variable(name) }
        var lineOf: [Int: LinearSystem.Line] = [:]
        var conflicts: [Conflict] = []
        for line in system.lines {
            func expression(_ side: LinearSystem.Side) -> LinearExpression {
                LinearExpression(
                    terms: side.terms.compactMap { t in variables[t.name].map { Term($0, t.coefficient) } },
                    constant: side.constant)
            }
            let constraint = Constraint(
                expression(line.lhs), line.relation, expression(line.rhs),
                priority: Priority(line.priority))
            lineOf[constraint.id] = line
            do throws(SolverError) {
                try solver.add(constraint)
            } catch {
                switch error {
                case .unsatisfiable(_, let conflict):
                    conflicts.append(Conflict(broken: line, set: conflict.compactMap { lineOf[$0.id] }))
                default:
                    let failure = InputError(
                        file: file, line: line.number, column: 1, message: error.description, text: line.text)
                    return ToolResult(standardError: failure.rendered, status: ExitStatus.badInput)
                }
            }
        }
        let ambiguousSet = Set(solver.ambiguousVariables().map(\.name))
        var values: [(String, Double)] = []
        var ambiguous: [String] = []
        for name in system.names {
            let v = variables[name].map { solver.contains(variable: $0) } ?? false
            let value = v ? variables[name].map { solver.value(of: $0) } ?? 0 : 0
            // Multipliers within the limits can still compound past Double's range (x1 == 1e12*x0,
            // x2 == 1e12*x1, ...): say so rather than print a wrong number.
            guard value.isFinite else {
                let line = system.lines.first { l in (l.lhs.terms + l.rhs.terms).contains { $0.name == name } }
                let failure = InputError(
                    file: file, line: line?.number ?? 1, column: 1,
                    message: "the solution overflows: '\(name)' is not a finite number (the coefficients multiply beyond Double's range)",
                    text: line?.text ?? "")
                return ToolResult(standardError: failure.rendered, status: ExitStatus.badInput)
            }
            values.append((name, clean(value)))
            if !v || ambiguousSet.contains(name) { ambiguous.append(name) }
        }
        let ambiguousNames = Set(ambiguous)

        var result = ToolResult()
        for c in conflicts {
            result.standardError += InputError(
                file: file, line: c.broken.number, column: 1,
                message: "unsatisfiable: this required constraint cannot hold together with the others of "
                    + "this minimal conflicting set, so it was left out:",
                text: c.broken.text
            ).rendered
            for l in c.set { result.standardError += "    \(file):\(l.number): \(l.text)\n" }
        }
        if !ambiguous.isEmpty {
            result.standardError += "warning: ambiguous: \(ambiguous.joined(separator: ", ")) "
                + "could take other values without making any priority's error worse\n"
        }
        if json {
            let object: JSON = .object([
                ("values", .object(values.map { ($0.0, .number($0.1)) })),
                ("ambiguous", .array(ambiguous.map(JSON.string))),
                ("unsatisfiable", .array((conflicts.first?.set ?? []).map { .string($0.text) })),
                ("conflicts", .array(conflicts.map { c in
                    .object([
                        ("constraints", .array(c.set.map { .string($0.text) })),
                        ("lines", .array(c.set.map { .number(Double($0.number)) })),
                        ("broken", .string(c.broken.text)),
                        ("brokenLine", .number(Double(c.broken.number))),
                    ])
                })),
            ])
            result.standardOutput = object.rendered() + "\n"
        } else {
            let width = values.map(\.0.count).max() ?? 0
            for (name, value) in values {
                let padded = name + String(repeating: " ", count: width - name.count)
                let mark = ambiguousNames.contains(name) ? "   (ambiguous)" : ""
                result.standardOutput += "\(padded) = \(JSON.format(value))\(mark)\n"
            }
        }
        result.status = conflicts.isEmpty ? ExitStatus.success : ExitStatus.unsatisfiable
        return result
    }

    /// Rounds away the last bits of floating-point noise (`2.9999999999999996` → `3`) by
    /// keeping 12 significant digits; solutions are exact to far fewer than that.
    static func clean(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return 0 }
        let cleaned = Double(String(format: "%.12g", x)) ?? x
        return cleaned == 0 ? 0 : cleaned
    }
}

/// Reads a path, or standard input for `-`, as UTF-8 text.
func readInput(_ path: String, standardInput: () -> Data) -> Result<String, InputError> {
    let data: Data
    if path == "-" {
        data = standardInput()
    } else {
        // Read at most one byte past the limit: `/dev/zero` or a huge file must not exhaust memory.
        // (`read` answers nil at the end of the file: an empty file.)
        var contents: Data?
        if let handle = FileHandle(forReadingAtPath: path) {
            contents = try? handle.read(upToCount: Limits.maximumInputSize + 1) ?? Data()
            try? handle.close()
        }
        guard let d = contents else {
            return .failure(InputError(file: path, line: 1, column: 1, message: "cannot read the file (missing or unreadable)"))
        }
        data = d
    }
    guard data.count <= Limits.maximumInputSize else {
        return .failure(InputError(
            file: path == "-" ? "<stdin>" : path, line: 1, column: 1,
            message: "the input is larger than \(Limits.maximumInputSize >> 20) MiB"))
    }
    guard let text = String(data: data, encoding: .utf8) else {
        return .failure(InputError(file: path == "-" ? "<stdin>" : path, line: 1, column: 1, message: "the input is not valid UTF-8"))
    }
    return .success(text)
}
