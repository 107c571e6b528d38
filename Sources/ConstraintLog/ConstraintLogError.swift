/// Why a text cannot be read as a constraint log.
public enum ConstraintLogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing in the text looks like a constraint log: no "Unable to simultaneously satisfy
    /// constraints", no constraint description, no `_autolayoutTrace` line.
    case notAConstraintLog

    /// A sentence for people.
    public var description: String {
        switch self {
        case .notAConstraintLog:
            "nothing here looks like a constraint log: no \"Unable to simultaneously satisfy constraints\" block, "
                + "no constraint description such as <NSLayoutConstraint:0x… …>, no _autolayoutTrace line"
        }
    }
}
