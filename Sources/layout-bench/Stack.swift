import Constraints

/// `stack N`: N labels stacked in a scroll view's content (problems.md).
///
/// Variables per label: top, left, width, height; plus `cw` and `ch`. Constraints in the order
/// problems.md adds them. Answer: `ch == 31N + 10`, `top_i == 10 + 31i`, every width 355.
struct StackScene {
    let n: Int
    let cw = Variable("cw")
    let ch = Variable("ch")
    let top: [Variable]
    let left: [Variable]
    let width: [Variable]
    let height: [Variable]
    /// Made before any timing, in the order they are added.
    let constraints: [Constraint]

    init(n: Int) {
        // At least one label (the bench's own sizes; no user input reaches here).
        let n = max(1, n)
        self.n = n
        top = (0..<n).map { Variable("top\($0)") }
        left = (0..<n).map { Variable("left\($0)") }
        width = (0..<n).map { Variable("width\($0)") }
        height = (0..<n).map { Variable("height\($0)") }

        var cs: [Constraint] = []
        cs.reserveCapacity(5 * n + 2)
        cs.append((cw == 375).withPriority(Strength.weak))
        for i in 0..<n {
            if i == 0 {
                cs.append(top[0] == 10)
            } else {
                let below: LinearExpression = top[i - 1] + height[i - 1] + 10
                cs.append(top[i] == below)
            }
            cs.append((height[i] == 21).withPriority(Strength.strong))
            cs.append(height[i] >= 0)
            cs.append(left[i] == 10)
            let inset: LinearExpression = cw - 20
            cs.append(width[i] == inset)
        }
        let bottom: LinearExpression = top[n - 1] + height[n - 1] + 10
        cs.append(ch == bottom)
        constraints = cs
    }

    /// Adds every constraint to `solver`.
    func add(to solver: Solver) throws(SolverError) {
        for c in constraints { try solver.add(c) }
    }

    /// Checks the layout for content width `contentWidth` (375 unless edited): every label at
    /// its closed-form place and size, and `ch == 31N + 10`.
    func check(_ solver: Solver, contentWidth: Double = 375) throws(WrongAnswer) {
        try expect(solver.value(of: cw), contentWidth, "cw")
        try expect(solver.value(of: ch), Double(31 * n + 10), "ch")
        for i in 0..<n {
            try expect(solver.value(of: top[i]), Double(10 + 31 * i), "top\(i)")
            try expect(solver.value(of: left[i]), 10, "left\(i)")
            try expect(solver.value(of: width[i]), contentWidth - 20, "width\(i)")
            try expect(solver.value(of: height[i]), 21, "height\(i)")
        }
    }
}

/// Phases `add` (every constraint, made beforehand) and `update` (one read-out of every
/// variable's value); the read-out values are checked against the closed form.
func runStack(n: Int) throws -> PhaseTimes {
    let scene = StackScene(n: n)
    let solver = Solver()
    let add = try seconds { try scene.add(to: solver) }

    let variables = [scene.cw, scene.ch] + scene.top + scene.left + scene.width + scene.height
    var values = [Double](repeating: .nan, count: variables.count)
    let update = seconds {
        solver.updateVariables()
        for i in variables.indices { values[i] = solver.value(of: variables[i]) }
    }

    // Check the values read out in the timed phase, then everything through the solver.
    try expect(values[0], 375, "cw")
    try expect(values[1], Double(31 * n + 10), "ch")
    for i in 0..<n {
        try expect(values[2 + 2 * n + i], 355, "width\(i)")
    }
    try scene.check(solver)
    return [("add", add), ("update", update)]
}
