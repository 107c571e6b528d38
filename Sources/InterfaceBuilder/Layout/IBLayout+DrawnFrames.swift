import Constraints

extension IBLayout {
    /// How far a control draws outside the rectangle constraints place (its alignment
    /// rectangle), left and right, as UIKit draws it and Xcode stores it: a `UISwitch` is drawn
    /// 2 points wider than it is laid out, from the same origin — 49 laid out and 51 drawn
    /// until iOS 18, 61 and 63 since iOS 26 (Xcode 26 stores 63 × 28); a `UISlider` is drawn 2
    /// points beyond each end of its track and 1 point below it (31 drawn, 30 laid out: three
    /// sliders in a stack make it 3 points shorter than their stored heights); Xcode 26 stores
    /// a slider as it lays it out. A segmented control of iOS 13 and later (stored 32 high) is
    /// laid out 31 high and drawn 1 point below (views under it are stored 1 point higher than
    /// its stored bottom gives, in seven repositories).
    static func drawnOutset(_ m: IBView, toolsVersion: Double) -> (left: Double, right: Double, bottom: Double)? {
        switch m.element {
        case "switch" where m.frame?.width == 51 || m.frame?.width == 63: (0, 2, 0)
        case "slider": toolsVersion >= IBDevice.xcode26 ? nil : (2, 2, 1)
        case "segmentedControl" where m.frame?.height == 32: (0, 0, 1)
        default: nil
        }
    }

    /// A control's layout width: its stored width less what it draws outside (nil for others).
    static func alignmentWidth(_ m: IBView, toolsVersion: Double) -> Double? {
        guard let o = drawnOutset(m, toolsVersion: toolsVersion), let w = m.frame?.width, m.drawsContent else {
            return nil
        }
        return w - o.left - o.right
    }

    /// A control's layout height: its stored height less what it draws below (nil for others
    /// and for controls that draw nothing below).
    static func alignmentHeight(_ m: IBView, toolsVersion: Double) -> Double? {
        guard let o = drawnOutset(m, toolsVersion: toolsVersion), o.bottom > 0, let h = m.frame?.height else {
            return nil
        }
        return Swift.max(0, h - o.bottom)
    }

    /// After the layout pass: each such control placed by constraints gets its drawn frame.
    func applyDrawnOutsets() {
        guard !drawnOutsetsApplied else { return }
        drawnOutsetsApplied = true
        for v in views where !v.translatesAutoresizingMaskIntoConstraints {
            guard let m = model(of: v), let o = IBLayout.drawnOutset(m, toolsVersion: document.toolsVersion) else {
                continue
            }
            v.frame.origin.x -= o.left
            v.frame.size.width += o.left + o.right
            v.frame.size.height += o.bottom
        }
    }
}
