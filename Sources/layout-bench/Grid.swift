import Constraints

/// `grid RxC`: R × C cells of equal size in a container (`cw`, `ch`), margin 10, spacing 5
/// (problems.md). Cell (r, c) has `width = (cw − 20 − 5(C − 1)) / C`,
/// `height = (ch − 20 − 5(R − 1)) / R`, `left = 10 + c(width + 5)`, `top = 10 + r(height + 5)`.
struct GridScene {
    static let margin = 10.0
    static let spacing = 5.0

    let rows: Int
    let columns: Int
    let cw = Variable("cw")
    let ch = Variable("ch")
    /// Row-major: cell (r, c) at `r * columns + c`.
    let left: [Variable]
    let top: [Variable]
    let width: [Variable]
    let height: [Variable]
    /// Made before any timing; row-major per cell, all required.
    let constraints: [Constraint]

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        let cells = rows * columns
        left = (0..<cells).map { Variable("left\($0 / columns)_\($0 % columns)") }
        top = (0..<cells).map { Variable("top\($0 / columns)_\($0 % columns)") }
        width = (0..<cells).map { Variable("width\($0 / columns)_\($0 % columns)") }
        height = (0..<cells).map { Variable("height\($0 / columns)_\($0 % columns)") }

        let m = GridScene.margin, s = GridScene.spacing
        var cs: [Constraint] = []
        cs.reserveCapacity(6 * cells)
        for r in 0..<rows {
            for c in 0..<columns {
                let i = r * columns + c
                if c == 0 {
                    cs.append(left[i] == m)
                } else {
                    let after: LinearExpression = left[i - 1] + width[i - 1] + s
                    cs.append(left[i] == after)
                }
                if r == 0 {
                    cs.append(top[i] == m)
                } else {
                    let below: LinearExpression = top[i - columns] + height[i - columns] + s
                    cs.append(top[i] == below)
                }
                if c > 0 { cs.append(width[i] == width[i - 1]) }
                if r > 0 { cs.append(height[i] == height[i - columns]) }
                if c == columns - 1 {
                    let right: LinearExpression = left[i] + width[i]
                    let inner: LinearExpression = cw - m
                    cs.append(right == inner)
                }
                if r == rows - 1 {
                    let bottom: LinearExpression = top[i] + height[i]
                    let inner: LinearExpression = ch - m
                    cs.append(bottom == inner)
                }
            }
        }
        constraints = cs
    }

    /// Checks every cell against the closed form for a container of `containerWidth` ×
    /// `containerHeight`.
    func check(_ solver: Solver, containerWidth: Double, containerHeight: Double) throws(WrongAnswer) {
        let m = GridScene.margin, s = GridScene.spacing
        let w = (containerWidth - 2 * m - s * Double(columns - 1)) / Double(columns)
        let h = (containerHeight - 2 * m - s * Double(rows - 1)) / Double(rows)
        try expect(solver.value(of: cw), containerWidth, "cw")
        try expect(solver.value(of: ch), containerHeight, "ch")
        for r in 0..<rows {
            for c in 0..<columns {
                let i = r * columns + c
                try expect(solver.value(of: left[i]), m + Double(c) * (w + s), "left[\(r)][\(c)]")
                try expect(solver.value(of: top[i]), m + Double(r) * (h + s), "top[\(r)][\(c)]")
                try expect(solver.value(of: width[i]), w, "width[\(r)][\(c)]")
                try expect(solver.value(of: height[i]), h, "height[\(r)][\(c)]")
            }
        }
    }
}

/// The k-th resize of `grid`: `cw = 800 + (37k) mod 400`, `ch = 800 + (53k) mod 400`.
func gridResize(_ k: Int) -> (width: Double, height: Double) {
    (Double(800 + (37 * k) % 400), Double(800 + (53 * k) % 400))
}

/// Phases `add` (a fresh solver, the edit variables `cw`, `ch` at strong suggested to
/// 1000 × 1000, then every cell's constraints, made beforehand) and `resize_per_call` (100
/// times: suggest both, update the variables). With `checkEveryStep`, every cell is checked
/// after every resize; timed runs check after the adds and after the last resize.
func runGrid(rows: Int, columns: Int, checkEveryStep: Bool) throws -> PhaseTimes {
    let resizes = 100
    let scene = GridScene(rows: rows, columns: columns)
    let cw = scene.cw, ch = scene.ch
    let solver = Solver()
    let add = try seconds {
        try solver.addEditVariable(cw, priority: Strength.strong)
        try solver.addEditVariable(ch, priority: Strength.strong)
        try solver.suggestValue(1000, for: cw)
        try solver.suggestValue(1000, for: ch)
        for c in scene.constraints { try solver.add(c) }
    }
    solver.updateVariables()
    try scene.check(solver, containerWidth: 1000, containerHeight: 1000)

    if checkEveryStep {
        for k in 0..<resizes {
            let size = gridResize(k)
            try solver.suggestValue(size.width, for: cw)
            try solver.suggestValue(size.height, for: ch)
            solver.updateVariables()
            do {
                try scene.check(solver, containerWidth: size.width, containerHeight: size.height)
            } catch {
                throw WrongAnswer(message: "after resize \(k) to \(size.width) x \(size.height): \(error)")
            }
        }
        return []
    }

    let total = try seconds {
        for k in 0..<resizes {
            let size = gridResize(k)
            try solver.suggestValue(size.width, for: cw)
            try solver.suggestValue(size.height, for: ch)
            solver.updateVariables()
        }
    }
    let last = gridResize(resizes - 1)
    try scene.check(solver, containerWidth: last.width, containerHeight: last.height)
    return [("add", add), ("resize_per_call", total / Double(resizes))]
}
