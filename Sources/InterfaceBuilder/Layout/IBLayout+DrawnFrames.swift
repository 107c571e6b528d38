import Constraints

extension IBLayout {
    /// How far a control draws outside the rectangle constraints place (its alignment
    /// rectangle), left and right, as UIKit draws it and Xcode stores it: a `UISwitch` is drawn
    /// 2 points wider than it is laid out, from the same origin — 49 laid out and 51 drawn
    /// until iOS 18, 61 and 63 since iOS 26 (Xcode 26 stores 63 × 28); a `UISlider` is drawn 2
    /// points beyond each end of its track.
    static func drawnOutset(_ m: IBView) -> (left: Double, right: Double)? {
        switch m.element {
        case "switch" where m.frame?.width == 51 || m.frame?.width == 63: (0, 2)
        case "slider": (2, 2)
        default: nil
        }
    }

    /// A control's layout width: its stored width less what it draws outside (nil for others).
    static func alignmentWidth(_ m: IBView) -> Double? {
        guard let o = drawnOutset(m), let w = m.frame?.width, m.drawsContent else { return nil }
        return w - o.left - o.right
    }

    /// After the layout pass: each such control placed by constraints gets its drawn frame.
    func applyDrawnOutsets() {
        guard !drawnOutsetsApplied else { return }
        drawnOutsetsApplied = true
        for v in views where !v.translatesAutoresizingMaskIntoConstraints {
            guard let m = model(of: v), let o = IBLayout.drawnOutset(m) else { continue }
            v.frame.origin.x -= o.left
            v.frame.size.width += o.left + o.right
        }
    }
}
