import Constraints
import InternalUtilities
import LayoutSpec

extension IBComparison {
    /// The summary line: how many constraint-placed views agree with Xcode within a point.
    public var summary: String {
        // Views without a stored frame have nothing to compare with, whatever Xcode marked.
        let unstored = entries.filter { $0.placedByConstraints && $0.stored == nil }.count
        let left = entries.filter { $0.placedByConstraints && !$0.counts && $0.stored != nil }.count
        let ambiguous = xcodeAmbiguous
        var line =
            "\(agreeing.count) of \(counted.count) constraint-placed views agree with Xcode's stored frames within 1 point"
        if left > 0 { line += "; \(left) left out (marked misplaced or ambiguous by Xcode, or inside such a view)" }
        if unstored > 0 { line += "; \(unstored) without a stored frame" }
        if !ambiguous.isEmpty {
            line +=
                "; Xcode marked \(ambiguous.count) ambiguous, the tool reports \(ambiguous.filter(\.toolAmbiguous).count) of them"
        }
        return line
    }

    /// The comparison for the text report: the differing views (tool frame beside the stored
    /// one), the views Xcode marked with the tool's verdict beside, then the summary.
    public var text: String {
        func r(_ rect: Rect?) -> String {
            guard let rect else { return "-" }
            return [rect.minX, rect.minY, rect.width, rect.height].map { formatted($0) }.joined(separator: ", ")
        }
        var out = "\ncompared with Xcode's stored frames\n"
        for e in differing {
            out += "  differs  \(e.id) \(e.label)\n           tool  \(r(e.frame))\n           Xcode \(r(e.stored))\n"
        }
        for e in entries where !e.xcodeMarks.isEmpty {
            let verdict = [e.toolAmbiguous ? "ambiguous" : nil, e.toolConflict ? "in a conflict" : nil].compactMap {
                $0
            }
            out +=
                "  Xcode: \(e.xcodeMarks.joined(separator: ", "))  \(e.id) \(e.label); tool: "
                + (verdict.isEmpty ? "determined" : verdict.joined(separator: ", "))
                + (e.agrees == true ? ", same frame" : ", tool \(r(e.frame)) Xcode \(r(e.stored))") + "\n"
        }
        return out + summary + "\n"
    }

    func formatted(_ x: Double) -> String { formatNumber(cleanedNumber(x)) }

    /// The comparison as the JSON report's `comparison` member: per view (tree order) the two
    /// frames, whether it counts and agrees, Xcode's marks and the tool's; then the summary.
    package var jsonMember: (String, JSONValue) {
        func rect(_ r: Rect?) -> JSONValue {
            guard let r else { return .null }
            return .array([r.minX, r.minY, r.width, r.height].map { .number(cleanedNumber($0)) })
        }
        let views: [JSONValue] = entries.map { e in
            var tool: [JSONValue] = []
            if e.toolAmbiguous { tool.append(.string("ambiguous")) }
            if e.toolConflict { tool.append(.string("conflict")) }
            return .object([
                ("view", .string(e.id)), ("label", .string(e.label)), ("frame", rect(e.frame)),
                ("stored", rect(e.stored)), ("placedByConstraints", .bool(e.placedByConstraints)),
                ("counts", .bool(e.counts)), ("agrees", e.agrees.map(JSONValue.bool) ?? .null),
                ("xcode", .array(e.xcodeMarks.map(JSONValue.string))), ("insideMarked", .bool(e.insideMarked)),
                ("tool", .array(tool)),
            ])
        }
        let summary: JSONValue = .object([
            ("counted", .number(Double(counted.count))), ("agreeing", .number(Double(agreeing.count))),
            ("differing", .array(differing.map { .string($0.id) })),
            ("xcodeAmbiguous", .array(xcodeAmbiguous.map { .string($0.id) })),
            ("xcodeAmbiguousReported", .array(xcodeAmbiguous.filter(\.toolAmbiguous).map { .string($0.id) })),
            ("text", .string(self.summary)),
        ])
        return ("comparison", .object([("views", .array(views)), ("summary", summary)]))
    }
}
