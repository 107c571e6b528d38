/// The constraints a view that translates its frame gets (UIKit's
/// `NSAutoresizingMaskLayoutConstraint`): a fixed frame, or the translation of its
/// ``View/autoresizingMask`` (see ``AutoresizingTranslation``).
extension LayoutEngine {
    /// One of the four frame constraints, before it is made.
    struct WantedFrameConstraint {
        var origin: LayoutConstraint.Origin
        var attribute: LayoutAttribute
        var superview: View?
        var superviewAttribute: LayoutAttribute
        var multiplier: Double
        var constant: Double
    }

    /// The frame constraints `v` wants now, in the order x, y, width, height: per axis `minX ==
    /// x` and `width == w` when nothing on it is flexible (or the view is a root), else the
    /// translation's `centerX == k × superview.width + c` and `width == k × superview.width + c`.
    /// Records the design (the frame and the superview's size it is for) the first time, and
    /// anew when the frame or the mask was changed since the last pass.
    func wantedFrameConstraints(_ v: View) -> [WantedFrameConstraint] {
        let f = v.frame
        let fixed: [WantedFrameConstraint] = zip(
            [LayoutAttribute.left, .top, .width, .height], [f.minX, f.minY, f.width, f.height]
        )
        .enumerated().map { i, pair in
            WantedFrameConstraint(
                origin: .frame(i), attribute: pair.0, superview: nil, superviewAttribute: .notAnAttribute,
                multiplier: 1, constant: pair.1)
        }
        let mask = v.autoresizingMask
        guard let parent = v.superview, mask.isFlexible(.horizontal) || mask.isFlexible(.vertical) else {
            v.implied.design = nil
            v.implied.writtenFrame = nil
            return fixed
        }
        if v.implied.design == nil || v.implied.designMask != mask || frameWasSet(v) {
            // First time: the size the superview's frame was designed at; later: its current size.
            let size =
                v.implied.design == nil ? (parent.autoresizingDesignSize ?? parent.frame.size) : parent.frame.size
            v.implied.design = (f, size)
            v.implied.designMask = mask
        }
        guard let design = v.implied.design else { return fixed }
        var out = fixed
        for axis in LayoutAxis.allCases where mask.isFlexible(axis) {
            let horizontal = axis == .horizontal
            let t = AutoresizingTranslation.make(
                origin: horizontal ? design.frame.minX : design.frame.minY,
                length: horizontal ? design.frame.width : design.frame.height,
                design: horizontal ? design.superviewSize.width : design.superviewSize.height,
                flexible: horizontal
                    ? (
                        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                        mask.contains(.flexibleRightMargin)
                    )
                    : (
                        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                        mask.contains(.flexibleBottomMargin)
                    ))
            let length: LayoutAttribute = horizontal ? .width : .height
            let position = horizontal ? 0 : 1
            out[position] = WantedFrameConstraint(
                origin: .autoresizing(position), attribute: horizontal ? .centerX : .centerY, superview: parent,
                superviewAttribute: length, multiplier: t.centerFactor, constant: t.centerConstant)
            out[position + 2] = WantedFrameConstraint(
                origin: .autoresizing(position + 2), attribute: length, superview: parent, superviewAttribute: length,
                multiplier: t.lengthFactor, constant: t.lengthConstant)
        }
        return out
    }

    /// Whether `v`'s frame was set since the last pass made or wrote it: for a fixed frame, a
    /// constant differs from it; for an autoresizing one, it is not what the pass wrote.
    func frameWasSet(_ v: View) -> Bool {
        if v.implied.design != nil {
            guard let written = v.implied.writtenFrame else { return false }
            return v.frame != written
        }
        let values = [v.frame.minX, v.frame.minY, v.frame.width, v.frame.height]
        return zip(v.implied.frame, values).contains { c, value in
            if case .frame = c.origin { return c.storedConstant != value }
            return true
        }
    }
}
