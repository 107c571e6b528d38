import ConstraintSolver

/// A value the log does not print that the model needs: a view's layout margin, or a system
/// spacing printed without its value. Each is a variable held at UIKit's default, or left free
/// to see whether the conflict holds whatever the value is.
public struct LogAssumption: Sendable {
    /// What the value is, for people: `leading layout margin of UITableViewCellContentView:0x…`.
    public var subject: String
    /// The value taken (UIKit's default).
    public var value: Double
    /// The variable that stands for it in the model.
    public var variable: Variable

    /// Creates an assumption.
    public init(subject: String, value: Double, variable: Variable) {
        self.subject = subject
        self.value = value
        self.variable = variable
    }
}
