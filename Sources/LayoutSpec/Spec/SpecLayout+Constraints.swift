import Constraints
import VisualFormat

/// Turning the spec's constraint strings (linear constraints and Visual Format lines) into
/// layout constraints, every error located in the string.
extension SpecLayout {
    // MARK: Errors inside constraint strings

    /// An error at character `offset` of the constraint's string: the file position of that
    /// character (exact, escapes included), and the string quoted with a caret under it.
    func error(_ message: String, in c: Spec.ConstraintSpec, at offset: Int) -> InputError {
        let shown = String(
            String.UnicodeScalarView(c.text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
        return InputError(
            file: spec.file, line: c.located.position.line, column: c.located.column(ofCharacter: offset),
            message: message, text: shown, caret: offset)
    }

    // MARK: Constraints

    static func isVisualFormat(_ text: String) -> Bool {
        text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
    }

    func constraints(for c: Spec.ConstraintSpec) throws(InputError) -> [LayoutConstraint] {
        if SpecLayout.isVisualFormat(c.text) { return try visualFormat(c) }
        return [try linear(c)]
    }

    private func linear(_ c: Spec.ConstraintSpec) throws(InputError) -> LayoutConstraint {
        var metrics = spec.metrics
        metrics.merge(c.metrics) { $1 }
        let parsed: LinearConstraint
        do {
            parsed = try LinearConstraint.parse(c.text, metrics: metrics)
        } catch {
            throw self.error(error.message, in: c, at: error.offset)
        }
        let firstItem = try item(parsed.first, in: c)
        let firstAttribute = try attribute(parsed.first, of: firstItem, in: c)
        var secondItem: LayoutItem?
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let second = parsed.second {
            let resolved = try item(second, in: c)
            secondItem = resolved
            secondAttribute = try attribute(second, of: resolved, in: c)
        }
        let made: LayoutConstraint
        do {
            made = try LayoutConstraint(
                item: firstItem, attribute: firstAttribute, relatedBy: parsed.relation, toItem: secondItem,
                attribute: secondAttribute, multiplier: parsed.multiplier, constant: parsed.constant)
        } catch {
            let at: Int
            switch error {
            case .invalidPairing, .mixedAxes, .directionalMixedWithAbsolute:
                at = parsed.second?.attributeOffset ?? parsed.relationOffset
            case .locationEqualToConstant:
                at =
                    parsed.second == nil
                    ? (parsed.constantOffset ?? parsed.relationOffset)
                    : (parsed.multiplierOffset ?? parsed.relationOffset)
            case .invalidNumber:
                at = parsed.constantOffset ?? parsed.multiplierOffset ?? 0
            default:
                at = 0
            }
            throw self.error(String(describing: error), in: c, at: at)
        }
        let priority = parsed.priority ?? c.priority ?? 1000
        made.priority = Priority(priority)
        made.identifier = c.identifier
        made.source = c.text
        return made
    }

    /// The view or guide a path names.
    private func item(_ r: LinearConstraint.Reference, in c: Spec.ConstraintSpec) throws(InputError) -> LayoutItem {
        let parts = r.item.split(separator: ".").map(String.init)
        if parts.count == 1 {
            if let v = viewsByName[parts[0]] { return v }
            if let g = guidesByName[parts[0]] { return g.guide }
            throw error("unknown view or guide '\(parts[0])'", in: c, at: r.itemOffset)
        }
        guard let owner = viewsByName[parts[0]] else {
            throw error("unknown view '\(parts[0])'", in: c, at: r.itemOffset)
        }
        let guideOffset = r.itemOffset + parts[0].unicodeScalars.count + 1
        guard parts.count == 2 else {
            throw error(
                "expected VIEW.GUIDE.ATTRIBUTE at most", in: c, at: guideOffset + parts[1].unicodeScalars.count + 1)
        }
        switch parts[1] {
        case "layoutMarginsGuide":
            return owner.layoutMarginsGuide
        case "safeAreaLayoutGuide":
            return owner.safeAreaLayoutGuide
        case "readableContentGuide":
            return owner.readableContentGuide
        case "contentLayoutGuide", "frameLayoutGuide":
            guard isScrollView(parts[0]) else {
                throw error(
                    "'\(parts[0])' is not a scroll view (it has no 'scroll' key), so it has no \(parts[1])", in: c,
                    at: guideOffset)
            }
            guard let sv = owner as? ScrollView else {
                throw error("'\(parts[0])' is not a scroll view, so it has no \(parts[1])", in: c, at: guideOffset)
            }
            return parts[1] == "contentLayoutGuide" ? sv.contentLayoutGuide : sv.frameLayoutGuide
        default:
            if let g = guidesByName[parts[1]], g.owner == parts[0] { return g.guide }
            throw error("view '\(parts[0])' has no guide '\(parts[1])'", in: c, at: guideOffset)
        }
    }

    private func attribute(_ r: LinearConstraint.Reference, of item: LayoutItem, in c: Spec.ConstraintSpec)
        throws(InputError) -> LayoutAttribute
    {
        guard let a = LayoutAttribute(name: r.attribute) else {
            throw error(
                "unknown attribute '\(r.attribute)' (expected one of \(LayoutAttribute.allCases.dropFirst().map(\.description).joined(separator: ", ")))",
                in: c, at: r.attributeOffset)
        }
        if item is LayoutGuide, a.isBaseline || a.isMargin {
            throw error("layout guides have no \(a) (no baselines or margins)", in: c, at: r.attributeOffset)
        }
        return a
    }

    private func visualFormat(_ c: Spec.ConstraintSpec) throws(InputError) -> [LayoutConstraint] {
        var metrics = spec.metrics
        metrics.merge(c.metrics) { $1 }
        var options: VisualFormat.FormatOptions = []
        for (name, json) in c.options {
            guard let option = VisualFormat.FormatOptions(named: name) else {
                let known = VisualFormat.FormatOptions.named.map(\.name).joined(separator: ", ")
                throw InputError(
                    file: spec.file, line: json.position.line, column: json.position.column,
                    message: "unknown option '\(name)' (known options: \(known))")
            }
            options.insert(option)
        }
        let made: [LayoutConstraint]
        do {
            made = try LayoutConstraint.constraints(
                withVisualFormat: c.text, options: options, metrics: metrics, views: viewsByName)
        } catch {
            throw self.error(error.message, in: c, at: error.position)
        }
        for constraint in made {
            // An object's `priority` applies to what the line leaves required.
            if constraint.priority.isRequired, let p = c.priority { constraint.priority = Priority(p) }
            constraint.identifier = c.identifier
            constraint.source = c.text
        }
        return made
    }
}
