import Constraints

extension IBLayout {
    /// How much wider a switch draws than its alignment rectangle, on the right: UIKit lays a
    /// `UISwitch` out as 49 points wide (what constraints and its intrinsic size use) and draws
    /// it 51 wide from the same origin, and Xcode stores the 51.
    static let switchOverhang = 2.0

    /// Whether the view is a switch stored at its drawn width.
    static func overhangs(_ m: IBView) -> Bool {
        m.element == "switch" && m.frame?.width == 49 + switchOverhang
    }

    /// A switch's layout width: its stored width less the overhang.
    static func alignmentWidth(_ m: IBView) -> Double? {
        overhangs(m) ? (m.frame?.width ?? 0) - switchOverhang : nil
    }

    /// After the layout pass: each switch placed by constraints drawn at its full width.
    func widenSwitches() {
        guard !switchesWidened else { return }
        switchesWidened = true
        for v in views where !v.translatesAutoresizingMaskIntoConstraints {
            guard let m = model(of: v), IBLayout.overhangs(m) else { continue }
            v.frame.size.width += IBLayout.switchOverhang
        }
    }
}
