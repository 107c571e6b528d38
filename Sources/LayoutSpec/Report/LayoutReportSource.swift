import Constraints

/// What ``LayoutReport`` needs of a laid-out input to print it: the hierarchies, their views in
/// order, and where each constraint was written. A spec (``SpecLayout``) is one; an Interface
/// Builder document laid out by the `InterfaceBuilder` module is another, so the text, JSON and
/// SVG writers exist once.
///
/// Every member is in a fixed order (tree order, root by root): the reports never iterate a
/// `Dictionary` or `Set`.
public protocol LayoutReportSource: AnyObject {
    /// The input's file name, as diagnostics print it.
    var file: String { get }
    /// The roots laid out, each a hierarchy with its own engine, in input order (a spec has one;
    /// a storyboard has one per scene).
    var roots: [View] { get }
    /// Every reported view in tree order, root by root. A root's frame is reported in its own
    /// coordinates (it has no superview).
    var views: [View] { get }
    /// Declared custom guides with their names, in tree order.
    var guides: [(String, LayoutGuide)] { get }
    /// The scroll views in tree order.
    var scrollViews: [ScrollView] { get }
    /// A readable description shown beside a view's name in the text table (its class, label
    /// or text), or nil for the name alone.
    func label(of view: View) -> String?
    /// The 1-based line of the input where `constraint` was written, or nil.
    func line(of constraint: LayoutConstraint) -> Int?
    /// `FILE:LINE:COLUMN` of the place `constraint` was written, or nil.
    func place(of constraint: LayoutConstraint) -> String?
    /// `message` located at the place `constraint` was written, as a compiler prints an error
    /// (with the source quoted when there is one), or nil when it has no place.
    func located(_ message: String, at constraint: LayoutConstraint) -> String?
}

extension LayoutReportSource {
    /// No description: the name alone.
    public func label(of view: View) -> String? { nil }
}
