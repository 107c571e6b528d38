extension ExplainReport {
    /// The report for a person: per block, the views' short names, each constraint in words
    /// (`*` marks the minimal conflicting set, `!` the one UIKit broke), the arithmetic, the
    /// assumptions and the suggestions.
    public var text: String {
        var out = ""
        for (n, e) in explanations.enumerated() {
            if n > 0 { out += "\n" }
            let block = e.block
            let count = block.constraints.count
            let verdict =
                block.kind == .trace
                ? "_autolayoutTrace"
                : e.conflict
                    ? "conflict: \(e.minimalConflict.count) of \(count) constraint\(count == 1 ? "" : "s") cannot hold together"
                    : "no conflict among the \(count) constraint\(count == 1 ? "" : "s") listed"
            out += "block \(n + 1) (line \(block.line)): \(verdict)\n"
            if !e.names.entries.isEmpty {
                out +=
                    "  views: " + e.names.entries.map { "\($0.name) = \($0.item.printed)" }.joined(separator: ", ")
                    + "\n"
            }
            for (i, c) in block.constraints.enumerated() {
                let mark = e.minimalConflict.contains(i) ? "*" : " "
                let broke = c.id == block.uikitBroke ? "  (UIKit broke this)" : ""
                let system = c.isSystem ? "  [\(c.identifier ?? c.kind)]" : ""
                out += "  \(mark) c\(i + 1)  \(Explainer.words(c.equation, e.names))\(system)\(broke)\n"
            }
            if let broke = block.uikitBroke, !block.constraints.contains(where: { $0.id == broke }) {
                out += "  UIKit broke \(broke), which the list does not hold\n"
            }
            out += "  why: \(e.arithmetic)\n"
            for a in e.assumptions { out += "  assumed: \(a)\n" }
            for s in e.suggestions { out += "  fix: \(s)\n" }
            for w in block.warnings { out += "  unread: line \(w.line): \(w.message)\n" }
        }
        return out
    }
}
