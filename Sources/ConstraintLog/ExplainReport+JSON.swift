import LayoutSpec

extension ExplainReport {
    /// `{ "blocks": [ … ] }`, each block with `line`, `kind`, `constraints`, `uikitBroke`,
    /// `conflict`, `minimalConflict`, `arithmetic`, `assumptions`, `suggestions` and `warnings`.
    public var json: String {
        JSONValue.object([("blocks", .array(explanations.map(Self.json)))]).rendered() + "\n"
    }

    static func json(_ e: Explanation) -> JSONValue {
        let block = e.block
        var members: [(String, JSONValue)] = [
            ("line", .number(Double(block.line))),
            ("kind", .string(block.kind.rawValue)),
            (
                "constraints",
                .array(
                    block.constraints.map { c in
                        .object([
                            ("id", .string(c.id)), ("text", .string(c.text)), ("kind", .string(c.kind)),
                            ("identifier", c.identifier.map(JSONValue.string) ?? .null),
                            ("line", .number(Double(c.line))),
                            ("words", .string(Explainer.words(c.equation, e.names))),
                        ])
                    })
            ),
            ("uikitBroke", block.uikitBroke.map(JSONValue.string) ?? .null),
            ("conflict", .bool(e.conflict)),
            ("minimalConflict", .array(e.minimalConflictIDs.map(JSONValue.string))),
            ("arithmetic", .string(e.arithmetic)),
            ("assumptions", .array(e.assumptions.map(JSONValue.string))),
            ("suggestions", .array(e.suggestions.map(JSONValue.string))),
            ("names", .object(e.names.entries.map { ($0.name, .string($0.item.printed)) })),
        ]
        if block.kind == .trace { members.append(("ambiguous", .array(block.ambiguousViews.map(JSONValue.string)))) }
        members.append(
            (
                "warnings",
                .array(
                    block.warnings.map {
                        .object([("line", .number(Double($0.line))), ("message", .string($0.message))])
                    })
            ))
        return .object(members)
    }
}
