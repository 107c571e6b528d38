/// One constraint description of a log, parsed:
/// `<NSLayoutConstraint:0x600000c8e0d0 'identifier' h=--& v=--& BODY   (active, names: …)>`.
public struct LogConstraint: Sendable {
    /// The constraint's address (`0x600000c8e0d0`).
    public var id: String
    /// The constraint class: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
    /// `MASLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    public var kind: String
    /// The constraint's identifier in quotes (`UIView-Encapsulated-Layout-Width`), if printed.
    public var identifier: String?
    /// The autoresizing mask (`h=--& v=--&`) of an `NSAutoresizingMaskLayoutConstraint`.
    public var mask: String?
    /// The body as printed, without the class, identifier, mask and suffix.
    public var text: String
    /// The line (1-based) of the input where the description starts.
    public var line: Int
    /// What it says.
    public var equation: LogEquation

    /// Creates a parsed description.
    public init(
        id: String, kind: String, identifier: String?, mask: String?, text: String, line: Int,
        equation: LogEquation
    ) {
        self.id = id
        self.kind = kind
        self.identifier = identifier
        self.mask = mask
        self.text = text
        self.line = line
        self.equation = equation
    }

    /// Whether UIKit (not the app) made the constraint: autoresizing masks, layout support,
    /// IB prototyping, and the identifiers of UIKit's own constraints (`UIView-Encapsulated-…`,
    /// `UISV-…`, `_UITemporary…`, `fittingSizeHTarget`, margin and safe-area guides).
    public var isSystem: Bool {
        if kind == "NSAutoresizingMaskLayoutConstraint" || kind == "_UILayoutSupportConstraint"
            || kind == "NSIBPrototypingLayoutConstraint" || kind == "_UISystemBaselineConstraint"
        {
            return true
        }
        guard let identifier else { return false }
        let prefixes = [
            "UIView-", "UISV-", "_UI", "fittingSize", "UIViewSafeAreaLayoutGuide", "UIViewLayoutMarginsGuide",
        ]
        return prefixes.contains { identifier.hasPrefix($0) }
    }

    /// The encapsulated size UIKit gives a cell, header or keyboard view
    /// (`UIView-Encapsulated-Layout-Width/Height`).
    public var isEncapsulatedSize: Bool { identifier?.hasPrefix("UIView-Encapsulated-Layout") ?? false }
}
