/// The check that keeps overflowed numbers out of the output (see `Limits`).
extension SpecLayout {
    /// An error for the first view or guide (in tree order) whose laid-out frame is not finite,
    /// or nil. Every input number is within ``Limits/magnitude``, but multipliers can still
    /// compound past `Double`'s range along a chain (`b.width == 1e12*a.width`, ...); printing
    /// such a frame would show `0` or `null` where the answer is infinite.
    func nonFiniteFrameError() -> InputError? {
        var bad: String?
        if let v = views.first(where: { !$0.frame.isFinite }) {
            bad = v.name
        } else if let g = guides.first(where: { !$0.1.layoutFrame.isFinite }) {
            bad = g.0
        }
        guard let name = bad else { return nil }
        let message =
            "the layout overflows: the frame of '\(name)' is not a finite number (multipliers compound beyond Double's range)"
        let reader = SpecReader(file: spec.file, source: spec.source)
        let position =
            spec.views.first { $0.name == name }?.position
            ?? spec.views.lazy.flatMap(\.guides).first { $0.name == name }?.position
            ?? spec.root.position
        return reader.error(message, at: position)
    }
}
