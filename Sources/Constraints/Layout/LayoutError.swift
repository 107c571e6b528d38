/// Why a constraint could not be made, activated or changed: the cases where UIKit raises an
/// exception, as typed errors. Nothing changes when one is thrown.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A size attribute paired with a location attribute (`a.width == b.left`).
    case invalidPairing(first: LayoutAttribute, second: LayoutAttribute)
    /// A leading/trailing attribute paired with a left/right one.
    case directionalMixedWithAbsolute(first: LayoutAttribute, second: LayoutAttribute)
    /// A horizontal location paired with a vertical one (`a.left == b.top`).
    case mixedAxes(first: LayoutAttribute, second: LayoutAttribute)
    /// A location attribute with no second item or a multiplier of 0: "a location equal to a
    /// constant", which Auto Layout forbids.
    case locationEqualToConstant(LayoutAttribute)
    /// ``LayoutAttribute/notAnAttribute`` as the first attribute, or as the second attribute of
    /// a constraint that has a second item (or a second attribute without an item).
    case missingAttribute
    /// The attribute does not exist on that item (layout guides have no baselines).
    case unsupportedAttribute(item: String, attribute: LayoutAttribute)
    /// The items are not in one view hierarchy (or a guide has no owning view).
    case noCommonAncestor(first: String, second: String)
    /// An item of the constraint no longer exists: constraints hold their items weakly, as
    /// UIKit's do, so activating a constraint whose view was freed is an error.
    case releasedItem
    /// A constant or multiplier that is not a finite number within ``Solver/magnitudeLimit``.
    case invalidNumber(Double)
    /// A priority outside `(0, 1000]`.
    case invalidPriority(Double)
    /// Changing an active constraint's priority between required and optional.
    case requiredPriorityMutation(from: Double, to: Double)

    /// A sentence for people, naming the items and attributes concerned.
    public var description: String {
        switch self {
        case .invalidPairing(let a, let b):
            "invalid pairing of layout attributes: \(a) is \(a.isSize ? "a size" : "a location") and \(b) is \(b.isSize ? "a size" : "a location")"
        case .directionalMixedWithAbsolute(let a, let b):
            "a constraint cannot be made between a leading/trailing attribute and a right/left attribute (\(a) and \(b)); use leading/trailing for both or neither"
        case .mixedAxes(let a, let b):
            "a constraint cannot relate a horizontal and a vertical location (\(a) and \(b))"
        case .locationEqualToConstant(let a):
            "\(a) is a location: a location cannot equal a constant; location attributes must be specified in pairs"
        case .missingAttribute:
            "a constraint needs a first attribute, and a second attribute exactly when it has a second item"
        case .unsupportedAttribute(let item, let a):
            "\(item) has no \(a) (layout guides have no baselines or margins)"
        case .releasedItem:
            "an item of the constraint no longer exists (constraints hold their items weakly)"
        case .noCommonAncestor(let a, let b):
            "\(a) and \(b) have no common ancestor: they are in different view hierarchies"
        case .invalidNumber(let x):
            "constant or multiplier \(x) is not a finite number of magnitude at most 1e12"
        case .invalidPriority(let p):
            "invalid priority \(Priority(p)): must be greater than 0 and at most 1000"
        case .requiredPriorityMutation(let from, let to):
            "mutating a priority from required to not on an active constraint (or vice versa) is not supported: you passed priority \(Priority(to)) and the existing priority was \(Priority(from))"
        }
    }
}
