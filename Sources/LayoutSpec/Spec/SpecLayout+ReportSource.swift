import Constraints

/// A spec as the reports see it: one root, constraints located in the spec's strings.
extension SpecLayout: LayoutReportSource {
    /// The spec's file name.
    public var file: String { spec.file }
    /// The spec's one root.
    public var roots: [View] { [root] }

    /// The spec constraint a layout constraint was made from, or nil for an implied one.
    func spec(of c: LayoutConstraint) -> Spec.ConstraintSpec? {
        origin[ObjectIdentifier(c)].map { spec.constraints[$0] }
    }

    /// The line of the spec constraint `constraint` was made from.
    public func line(of constraint: LayoutConstraint) -> Int? { spec(of: constraint)?.located.position.line }

    /// `FILE:LINE:COLUMN` of the spec constraint's string.
    public func place(of constraint: LayoutConstraint) -> String? {
        spec(of: constraint).map { "\(file):\($0.located.position.line):\($0.located.column(ofCharacter: 0))" }
    }

    /// `message` at the start of the spec constraint's string, quoted with a caret.
    public func located(_ message: String, at constraint: LayoutConstraint) -> String? {
        spec(of: constraint).map { error(message, in: $0, at: 0).rendered }
    }
}
