import Constraints

/// The k-th suggested content width of `edit N`: `300 + (37k) mod 500`.
func editSuggestion(_ k: Int) -> Double { Double(300 + (37 * k) % 500) }

/// `edit N`: stack(N), an edit variable on `cw` (strong), then 1000 times: suggest
/// `cw = 300 + (37k) mod 500` and update the variables. Phase `suggest_update_per_call`.
///
/// The stack is built and the edit variable added before timing. With `checkEveryStep`, every
/// label is checked after every suggestion (`width_i == cw − 20`, `cw` == the suggestion);
/// timed runs check the final state.
func runEdit(n: Int, checkEveryStep: Bool) throws -> PhaseTimes {
    let calls = 1000
    let scene = StackScene(n: n)
    let solver = Solver()
    try scene.add(to: solver)
    try solver.addEditVariable(scene.cw, priority: Strength.strong)
    let cw = scene.cw

    if checkEveryStep {
        for k in 0..<calls {
            try solver.suggestValue(editSuggestion(k), for: cw)
            solver.updateVariables()
            do {
                try scene.check(solver, contentWidth: editSuggestion(k))
            } catch {
                throw WrongAnswer(message: "after suggestion \(k) (cw = \(editSuggestion(k))): \(error)")
            }
        }
        return []
    }

    let total = try seconds {
        for k in 0..<calls {
            try solver.suggestValue(editSuggestion(k), for: cw)
            solver.updateVariables()
        }
    }
    try scene.check(solver, contentWidth: editSuggestion(calls - 1))
    return [("suggest_update_per_call", total / Double(calls))]
}
