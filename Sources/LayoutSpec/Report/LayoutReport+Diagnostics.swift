import Constraints

extension LayoutReport {
    /// The diagnostics for standard error: ambiguity warnings as `FILE: warning: MESSAGE`; each
    /// broken constraint as `FILE:LINE:COLUMN: error: MESSAGE` with the constraint quoted and a
    /// caret, then its conflicting set, one constraint a line with its place in the spec; a
    /// solver failure (a bug) as `FILE: error: MESSAGE`.
    public var diagnosticText: String {
        var out = ""
        var shownConflicts = 0, hiddenConflicts = 0
        for d in diagnostics {
            switch d.kind {
            case .ambiguous:
                out += "\(file): warning: \(d.message)\n"
            case .unsatisfiable where shownConflicts >= LayoutReport.conflictsShown:
                hiddenConflicts += 1
            case .unsatisfiable:
                shownConflicts += 1
                let broken = d.broken.flatMap { spec(of: $0) }
                let message =
                    "unsatisfiable: this required constraint conflicts with the others below and was broken (left out)"
                if let broken {
                    out += layout.error(message, in: broken, at: 0).rendered
                } else {
                    out += "\(file): error: \(message): \(InputLimits.quoted(d.broken.map(text) ?? ""))\n"
                }
                for c in d.constraints {
                    let place =
                        spec(of: c).map { "\(file):\($0.located.position.line):\($0.located.column(ofCharacter: 0))" }
                        ?? file
                    let expanded = linearForm(c) == text(c) ? "" : "   (\(linearForm(c)))"
                    out += "    \(place): \(InputLimits.quoted(text(c)))\(InputLimits.quoted(expanded))\n"
                }
            case .solverFailure:
                out += "\(file): error: \(InputLimits.quoted(d.message))\n"
            }
        }
        if hiddenConflicts > 0 {
            out +=
                "\(file): error: \(hiddenConflicts) more broken constraints not shown (the first \(shownConflicts) are)\n"
        }
        return out
    }

    /// How many broken constraints ``diagnosticText`` shows with their conflicting sets: a spec
    /// that repeats a view thousands of times in one Visual Format line can break every repeat,
    /// and each diagnostic quotes its line.
    public static let conflictsShown = 50
}
