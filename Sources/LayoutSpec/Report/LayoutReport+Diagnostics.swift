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
                let message =
                    "unsatisfiable: this required constraint conflicts with the others below and was broken (left out)"
                if let located = d.broken.flatMap({ layout.located(message, at: $0) }) {
                    out += located
                } else {
                    out += "\(file): error: \(message): \(InputLimits.quoted(d.broken.map(text) ?? ""))\n"
                }
                for c in d.constraints {
                    let place = layout.place(of: c) ?? file
                    let expanded = linearForm(c) == text(c) ? "" : "   (\(linearForm(c)))"
                    out += "    \(place): \(InputLimits.quoted(text(c)))\(InputLimits.quoted(expanded))\n"
                }
            case .solverFailure, .invalidConstraint:
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
