import Constraints
import Testing

/// The README's library example, as written there: if this fails, the README is wrong.
@Test("README example")
func readmeExample() throws {
    let left = Variable("left"), width = Variable("width")
    let solver = Solver()
    try solver.add(left == 20)
    try solver.add(left + width <= 300)
    try solver.add((width == 400).withPriority(.defaultHigh))
    try solver.add((width >= 100).withPriority(.required))
    #expect(solver.value(of: width) == 280)
    #expect(solver.ambiguousVariables() == [])
    let tooWide = width >= 500
    #expect {
        try solver.add(tooWide)
    } throws: { error in
        guard case SolverError.unsatisfiable(let c, let set) = error else { return false }
        return c == tooWide && set.count == 3
            && String(describing: error).hasPrefix(
                "unsatisfiable constraint: width >= 500; conflicting set: left == 20;")
    }
}
