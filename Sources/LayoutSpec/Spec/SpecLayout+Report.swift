import Constraints

extension SpecLayout {
    /// Lays the views out and reports the result: frames, scroll-view facts, the `fit` entries'
    /// sizes and the layout engine's diagnostics.
    ///
    /// Set scroll views' offsets (``scrollView(named:)``) before calling this: floating views and
    /// everything else the layout derives from an offset follow it.
    /// - Parameter scale: when given, every frame edge is rounded to the nearest `1/scale` point
    ///   (`Rect.rounded(toScale:)`), as UIKit rounds to pixels.
    /// - Throws: ``InputError`` when a frame comes out not finite: every input number is within
    ///   ``InputLimits/magnitude``, but multipliers can still compound past `Double`'s range along
    ///   a chain, and printing such a frame would show a wrong number.
    /// - Complexity: one layout pass, then one fitting measurement per `fit` entry.
    public func report(scale: Double? = nil) throws(InputError) -> LayoutReport {
        let engine = root.layoutEngine
        engine.scale = scale
        engine.layoutIfNeeded()
        if let overflow = nonFiniteFrameError() { throw overflow }
        var fits: [(Spec.FitSpec, Size)] = []
        for f in spec.fit {
            // The reader checked that every `fit` entry names a view of the spec.
            guard let v = view(named: f.view) else { continue }
            fits.append(
                (
                    f,
                    v.systemLayoutSizeFitting(
                        f.target, withHorizontalFittingPriority: Priority(f.priorities.0),
                        verticalFittingPriority: Priority(f.priorities.1))
                ))
        }
        return LayoutReport(layout: self, diagnostics: engine.diagnostics(), fits: fits)
    }
}
