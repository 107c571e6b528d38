/// The report of `layout-tool explain`: every block of a log explained, as JSON
/// (`{ "blocks": [ … ] }`, docs/explain.md) or as text a person reads in seconds.
public struct ExplainReport: Sendable {
    /// The explanations, one per block, in input order.
    public var explanations: [Explanation]

    /// Reads `text` and explains every block.
    /// - Throws: ``ConstraintLogError/notAConstraintLog`` when nothing in it looks like a log.
    public init(reading text: String) throws(ConstraintLogError) {
        explanations = try ConstraintLog.read(text).blocks.map(Explainer.explain)
    }

    /// The descriptions that could not be read, as `FILE:LINE: warning: MESSAGE` lines.
    public func warnings(file: String) -> String {
        explanations.flatMap(\.block.warnings).map { "\(file):\($0.line): warning: \($0.message)\n" }.joined()
    }
}
