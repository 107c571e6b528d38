import Constraints

/// The ambiguity the stored-size stand-in hides: a second look at the layout with single-line
/// labels at their font's line height and custom views without subviews at no intrinsic size.
///
/// A label takes its stored size as intrinsic size, so when Xcode stretched or squeezed it to
/// share slack with another view of the same priority (two labels that hug at 251 between
/// fixed edges), the stored sizes fit the space exactly and no priority is left to tie: the
/// layout looks determined. Xcode measured the text, found the tie and marked the views
/// ambiguous. A single line's height is the one text size that needs no text measurement (the
/// font's line height), so the check lays the scenes out once more with those heights and keeps
/// the solver's exact ambiguity of that layout. Widths stay the stored ones (they need the text
/// measured). A custom view without subviews stands in at its stored size for what its code
/// draws; whether that code gives an intrinsic size is not in the document, so the check takes
/// it without one, the way Xcode sees a class that has none.
extension IBLayout {
    /// The system font's line height per point of size (ascender 0.952 + descender 0.241).
    static let lineHeightPerPoint = 1.193

    /// The line height of a single-line label (`fontDescription` size; stored less than two
    /// lines tall, or of one line — `numberOfLines` 1 — at any stored height; no placeholder
    /// height) when its stored height is not that line height as a 2× or 3× screen rounds it;
    /// nil otherwise.
    static func lineHeight(_ m: IBView) -> Double? {
        guard m.element == "label", m.placeholderIntrinsicSize.height == nil, let size = m.fontSize, size > 0,
            let stored = m.frame?.height
        else { return nil }
        let line = lineHeightPerPoint * size
        guard stored < 2 * line || m.numberOfLines == 1 else { return nil }
        let roundings = [line, (line * 2).rounded(.up) / 2, (line * 3).rounded(.up) / 3]
        return roundings.contains { Swift.abs($0 - stored) < 0.01 } ? nil : line
    }

    /// The `ambiguous` warnings of the layout with single-line labels at their line height
    /// (see ``lineHeight(_:)``), for the items not in `reported`; the labels' stored sizes are
    /// put back and the scenes laid out again before it returns.
    /// - Complexity: two layout passes (only the changed heights are edited) and one ambiguity
    ///   analysis per scene with such a label; nothing when no label's stored height differs.
    func lineHeightAmbiguities(reported: Set<ObjectIdentifier>) -> [LayoutDiagnostic] {
        var changed: [(view: View, size: Size, first: Double?, last: Double)] = []
        var scenes: Set<ObjectIdentifier> = []
        var customViewCount = 0
        for v in views {
            // A custom view without subviews stands in at its stored size for the size its code
            // gives (see `IBView.isCustomLeaf`); the check looks at it with none, as the class
            // may have none: then Xcode finds it ambiguous.
            if let m = model(of: v), m.isCustomLeaf, m.placeholderIntrinsicSize == (nil, nil), m.designableSize == nil {
                changed.append(
                    (v, v.fixedIntrinsicContentSize, v.firstBaselineOffsetFromTop, v.lastBaselineOffsetFromBottom))
                v.fixedIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
                v.invalidateIntrinsicContentSize()
                scenes.insert(ObjectIdentifier(root(of: v)))
                customViewCount += 1
                continue
            }
            guard let m = model(of: v), let line = IBLayout.lineHeight(m), v.fixedIntrinsicContentSize.height >= 0,
                let size = m.fontSize
            else { continue }
            changed.append(
                (v, v.fixedIntrinsicContentSize, v.firstBaselineOffsetFromTop, v.lastBaselineOffsetFromBottom))
            v.fixedIntrinsicContentSize.height = line
            v.firstBaselineOffsetFromTop = 0.952 * size
            v.lastBaselineOffsetFromBottom = 0.241 * size
            v.invalidateIntrinsicContentSize()
            scenes.insert(ObjectIdentifier(root(of: v)))
        }
        guard !changed.isEmpty else { return [] }
        let labels = changed.count > customViewCount
        let note =
            switch (labels, customViewCount > 0) {
            case (true, false):
                " (with its labels one line high at their font's line height: their stored heights fit the space exactly)"
            case (false, _):
                " (with its custom views without an intrinsic size: their stored sizes stand in for what their code draws)"
            case (true, true):
                " (with its labels one line high at their font's line height and its custom views without an intrinsic size: their stored sizes fit the space exactly)"
            }
        var out: [LayoutDiagnostic] = []
        for root in roots where scenes.contains(ObjectIdentifier(root)) {
            root.layoutEngine.layoutIfNeeded()
            for var d in root.layoutEngine.diagnostics() where d.kind == .ambiguous {
                guard !d.items.contains(where: { reported.contains(ObjectIdentifier($0)) }) else { continue }
                d.message += note
                out.append(d)
            }
        }
        for c in changed {
            c.view.fixedIntrinsicContentSize = c.size
            c.view.firstBaselineOffsetFromTop = c.first
            c.view.lastBaselineOffsetFromBottom = c.last
            c.view.invalidateIntrinsicContentSize()
        }
        for root in roots where scenes.contains(ObjectIdentifier(root)) { root.layoutEngine.layoutIfNeeded() }
        return out
    }

    /// The root of the hierarchy `view` is in.
    private func root(of view: View) -> View {
        var v = view
        while let s = v.superview { v = s }
        return v
    }
}
