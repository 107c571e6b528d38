import Constraints
import InternalUtilities

extension IBLayout {
    /// Makes and activates one document constraint between the items `items` names; a warning
    /// with its line (and nothing activated) when an item is unknown, an attribute has no
    /// meaning here, or Auto Layout refuses the pair. Constraints that name a view a size-class
    /// variation masked out go silently, as they do in UIKit.
    func activate(_ c: IBConstraint, items: [String: LayoutItem], excluded: Set<String>) {
        func skip(_ why: String) { warnings.append(IBWarning(line: c.line, "constraint '\(c.id)' left out: \(why)")) }
        let names = [c.firstItem] + (c.secondItem.map { [$0] } ?? [])
        if names.contains(where: excluded.contains) { return }
        guard let first = items[c.firstItem] else {
            return skip(unknownItemReason(c.firstItem))
        }
        var second: LayoutItem?
        if let id = c.secondItem {
            guard let item = items[id] else { return skip(unknownItemReason(id)) }
            second = item
        }
        guard let a = IBLayout.attribute(c.firstAttribute) else {
            return skip("attribute '\(c.firstAttribute)' is not known")
        }
        var b = LayoutAttribute.notAnAttribute
        if second != nil {
            guard let name = c.secondAttribute, let attribute = IBLayout.attribute(name) else {
                return skip("attribute '\(c.secondAttribute ?? "")' is not known")
            }
            b = attribute
        }
        guard let multiplier = IBLayout.multiplier(c.multiplier) else {
            return skip("multiplier '\(c.multiplier ?? "")' is not a number or a ratio")
        }
        var constant = c.constant
        for (key, value) in c.constantVariations where key != "default" && applies(key) { constant = value }
        guard c.priority > 0, c.priority <= 1000 else {
            return skip("priority \(formatNumber(c.priority)) is out of (0, 1000]")
        }
        do throws(LayoutError) {
            let made = try LayoutConstraint(
                item: first, attribute: a, relatedBy: c.relation, toItem: second, attribute: b,
                multiplier: multiplier, constant: constant)
            // Diagnostics name a constraint by its identifier (`'id' a.top == b.bottom + 8`):
            // the document's `identifier`, else IB's object id, so a person finds it in Xcode.
            // (Not a formatted `source`: the text is made only when a diagnostic needs it.)
            made.identifier = c.identifier ?? c.id
            if c.priority < 1000 { made.priority = Priority(c.priority) }
            constraintLines[ObjectIdentifier(made)] = c.line
            // Checked first, so that a constraint that cannot be made is a warning with the
            // file's line rather than an issue of the engine.
            try made.validate()
            made.activate()
        } catch {
            skip("\(error)")
        }
    }

    /// Why an id names no item of the scene (a view of another scene, a guide the model does
    /// not have, an object that is not a view).
    func unknownItemReason(_ id: String) -> String {
        "item '\(id)' is not a view or layout guide of this scene"
    }

    /// IB's attribute names: UIKit's, with `baseline` for the last baseline.
    static func attribute(_ name: String) -> LayoutAttribute? { LayoutAttribute(name: name) }

    /// `multiplier`: nil (absent) is 1; `a:b` and `a/b` are ratios; `p%` a percentage (Xcode 13
    /// writes `50%` when one is typed that way); otherwise a decimal. Nil when it is none of
    /// these, or not finite.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        if text.hasSuffix("%") {
            guard let p = Double(text.dropLast()), (p / 100).isFinite else { return nil }
            return p / 100
        }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
            let m = a / b
            return m.isFinite ? m : nil
        }
        guard let m = Double(text), m.isFinite else { return nil }
        return m
    }
}
