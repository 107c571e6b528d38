import VisualFormat

/// Why ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)`` made no
/// constraints. Every case carries the 0-based position in the format to put a caret under.
public enum VisualFormatLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line does not parse (Apple's message, and where).
    case invalidFormat(VisualFormatError)
    /// `|` cannot be resolved to a view: the line pins no view to it, a pinned view is a root,
    /// or the pinned views are in different hierarchies. `position` is the first `|`.
    case unresolvedSuperview(message: String, position: Int)
    /// A constraint the line describes cannot be made (an alignment option that relates two
    /// incompatible attributes, a number out of range): the error, and the constraint in the
    /// linear form.
    case invalidConstraint(LayoutError, constraint: String)

    /// The 0-based position in the format the error points at (0 when it has none).
    public var position: Int {
        switch self {
        case .invalidFormat(let e): e.position ?? 0
        case .unresolvedSuperview(_, let position): position
        case .invalidConstraint: 0
        }
    }

    /// A sentence for people (for a malformed line: Apple's message).
    public var message: String {
        switch self {
        case .invalidFormat(let e): e.message
        case .unresolvedSuperview(let message, _): message
        case .invalidConstraint(let error, let constraint): "\(error) (in '\(constraint)')"
        }
    }

    /// ``message``.
    public var description: String { message }
}

extension LayoutConstraint {
    /// The constraints a line of Apple's Visual Format Language makes between `views`, inactive,
    /// in Visual Format's emission order — UIKit's
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// `|` stands for the nearest common superview of the views the line pins to it (a view a
    /// predicate only names, `[a(==sv)]`, does not count). Priorities are the line's (`@750`),
    /// required otherwise; ``identifier`` is left unset. `VisualFormat` parses the line and knows
    /// nothing of views: this resolves its names against `views`.
    ///
    /// - Parameters:
    ///   - format: the Visual Format line, such as `H:|-[a]-[b(==a)]-|`.
    ///   - options: alignment, direction and spacing options, as UIKit's.
    ///   - metrics: values for the names the line uses as numbers.
    ///   - views: the views by the names the line uses.
    /// - Throws: ``VisualFormatLayoutError``, with the position of the problem in `format`.
    /// - Complexity: linear in the length of `format`, plus the depth of the pinned views.
    public static func constraints(
        withVisualFormat format: String, options: VisualFormat.FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: View]
    ) throws(VisualFormatLayoutError) -> [LayoutConstraint] {
        let descriptions: [VisualFormat.ConstraintDescription]
        do {
            descriptions = try VisualFormat.parse(format, options: options, metrics: metrics, views: Set(views.keys))
        } catch {
            throw .invalidFormat(error)
        }
        let superview = try resolveSuperview(of: descriptions, in: format, views: views)
        var made: [LayoutConstraint] = []
        for d in descriptions {
            // The parser admits only names of `views` (and `|` only where a superview was found).
            func resolve(_ item: VisualFormat.Item) -> View? {
                switch item {
                case .superview: superview
                case .view(let name): views[name]
                }
            }
            guard let first = resolve(d.firstItem) else { continue }
            let constraint: LayoutConstraint
            do {
                constraint = try LayoutConstraint(
                    item: first, attribute: LayoutAttribute(d.firstAttribute), relatedBy: Relation(d.relation),
                    toItem: d.secondItem.flatMap(resolve),
                    attribute: d.secondAttribute.map(LayoutAttribute.init) ?? .notAnAttribute,
                    multiplier: d.multiplier, constant: d.constant)
            } catch {
                throw .invalidConstraint(error, constraint: d.description)
            }
            constraint.priority = Priority(d.priority)
            made.append(constraint)
        }
        return made
    }

    /// The view `|` stands for in a line: the nearest common superview of the views pinned to
    /// it; nil when the line does not use `|`.
    private static func resolveSuperview(
        of descriptions: [VisualFormat.ConstraintDescription], in format: String, views: [String: View]
    ) throws(VisualFormatLayoutError) -> View? {
        let pinned = descriptions.filter { $0.firstItem == .superview || $0.secondItem == .superview }
        guard !pinned.isEmpty else { return nil }
        let scalars = format.unicodeScalars
        let bar = scalars.firstIndex(of: "|").map { scalars.distance(from: scalars.startIndex, to: $0) } ?? 0
        // The views pinned to `|`, not those a predicate only names (`[a(==sv)]`).
        var named: [View] = []
        for d in pinned {
            for case .view(let name)? in [d.firstItem, d.secondItem] {
                if let v = views[name] { named.append(v) }
            }
        }
        guard !named.isEmpty else {
            throw .unresolvedSuperview(
                message: "'|' stands for the superview of the line's views, but the line names none", position: bar)
        }
        var superview: View?
        for v in named {
            guard let parent = v.superview else {
                throw .unresolvedSuperview(
                    message: "'|' stands for the superview of '\(v.name)', which has none (it is the root)",
                    position: bar)
            }
            guard let current = superview else {
                superview = parent
                continue
            }
            guard let common = current.nearestCommonAncestor(with: parent) else {
                throw .unresolvedSuperview(message: "the line's views have no common superview", position: bar)
            }
            superview = common
        }
        return superview
    }
}

extension LayoutAttribute {
    /// The layout attribute of a Visual Format attribute (the same names).
    init(_ attribute: VisualFormat.Attribute) {
        switch attribute {
        case .left: self = .left
        case .right: self = .right
        case .top: self = .top
        case .bottom: self = .bottom
        case .leading: self = .leading
        case .trailing: self = .trailing
        case .width: self = .width
        case .height: self = .height
        case .centerX: self = .centerX
        case .centerY: self = .centerY
        case .firstBaseline: self = .firstBaseline
        case .lastBaseline: self = .lastBaseline
        }
    }
}

extension Relation {
    /// The solver's relation for a Visual Format relation.
    init(_ relation: VisualFormat.Relation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
