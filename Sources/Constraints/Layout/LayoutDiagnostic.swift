/// A finding of the layout pass, as data: what is wrong, with which items, attributes and
/// constraints, and a message for people.
///
/// - `ambiguous` (a warning): some of an item's frame is not determined by the constraints
///   and priorities. ``attributes`` names exactly which, in the vocabulary `x` (its `minX`),
///   `y` (its `minY`), `width`, `height`.
/// - `unsatisfiable` (an error): required constraints could not all hold. ``constraints`` is a
///   minimal conflicting set in activation order and ``broken`` the one that was dropped.
/// - `invalidConstraint` (an error): a constraint could not be activated (an invalid pairing,
///   items in different hierarchies, …) and stays inactive, or a change to its constant or
///   priority was refused; ``constraints`` names it and ``error`` says why.
/// - `solverFailure` (an error): the solver met a numerical failure it could not recover from
///   while the engine changed it; ``constraints`` names the constraint being changed. Frames may
///   be wrong until the hierarchy is laid out afresh. This is a bug: please report it.
public struct LayoutDiagnostic: CustomStringConvertible {
    /// How bad a finding is: ambiguity is a warning, a broken constraint an error.
    public enum Severity: String, Sendable {
        case warning
        case error
    }

    /// What kind of finding it is.
    public enum Kind: String, Sendable {
        /// An item's frame is not uniquely determined.
        case ambiguous
        /// Required constraints conflict; one was broken.
        case unsatisfiable
        /// The solver failed numerically and could not restore itself (a bug).
        case solverFailure
        /// A constraint could not be activated, or a change to one was refused (UIKit raises
        /// an exception there); it stays as it was.
        case invalidConstraint
    }

    /// `warning` for ambiguity, `error` for a broken constraint.
    public var severity: Severity
    /// What was found.
    public var kind: Kind
    /// The views (or guides) concerned, in tree order.
    public var items: [LayoutItem]
    /// What an `ambiguous` finding says is undetermined: part of an item's frame, or a scroll
    /// view's content size. The raw values are the names reports print.
    public enum Attribute: String, Sendable, Hashable, CaseIterable {
        /// The frame's `minX`.
        case x
        /// The frame's `minY`.
        case y
        /// The frame's width.
        case width
        /// The frame's height.
        case height
        /// A scroll view's content width.
        case contentWidth
        /// A scroll view's content height.
        case contentHeight

        /// Whether it is part of a scroll view's content size rather than of a frame.
        public var isContentSize: Bool { self == .contentWidth || self == .contentHeight }
    }

    /// For `ambiguous`: the undetermined attributes, in the order `x`, `y`, `width`, `height`,
    /// or a content size.
    public var attributes: [Attribute]
    /// For `unsatisfiable`: the minimal conflicting set, in activation order.
    public var constraints: [LayoutConstraint]
    /// For `unsatisfiable`: the constraint that was dropped.
    public var broken: LayoutConstraint?
    /// For `ambiguous` from tied priorities: the priority at which optional constraints tie.
    public var tiedPriority: Priority?
    /// A sentence for people.
    public var message: String
    /// For `invalidConstraint`: why.
    public var error: LayoutError?

    /// `warning: MESSAGE` or `error: MESSAGE`.
    public var description: String { "\(severity.rawValue): \(message)" }

    /// An `ambiguous` warning about `item`'s `attributes` that a layer above the engine found
    /// (the document readers know of ambiguity the constraints alone do not show).
    package static func ambiguity(_ item: LayoutItem, attributes: [Attribute], message: String) -> LayoutDiagnostic {
        LayoutDiagnostic(
            severity: .warning, kind: .ambiguous, items: [item], attributes: attributes, constraints: [],
            message: message)
    }
}
