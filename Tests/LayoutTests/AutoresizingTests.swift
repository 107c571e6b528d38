import TestSupport
import Testing

@testable import Constraints

/// A 640×480 window holding a container designed at 320×480 and laid out as wide as the
/// window, with one subview framed at (160, 120, 80, 80) for that design and `mask`.
func resizedContainer(_ mask: AutoresizingMask) throws -> (View, View) {
    let root = View("root", frame: Rect(x: 0, y: 0, width: 640, height: 480))
    let container = View("container")
    container.autoresizingDesignSize = Size(width: 320, height: 480)
    root.addSubview(container)
    try pinEdges(container, to: root)
    let v = View("v", frame: Rect(x: 160, y: 120, width: 80, height: 80))
    v.autoresizingMask = mask
    container.addSubview(v)
    root.layoutIfNeeded()
    return (root, v)
}

@Suite struct AutoresizingTests {
    /// The reference's measured table (frame (160, 120, 80, 80) in 320 wide), at 640 wide.
    @Test(
        arguments: [
            (AutoresizingMask(), 160.0, 80.0),
            ([.flexibleWidth], 160, 400),
            ([.flexibleLeftMargin], 480, 80),
            ([.flexibleLeftMargin, .flexibleRightMargin], 360, 80),
            ([.flexibleLeftMargin, .flexibleWidth], 373.333333333333, 186.666666666667),
            ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 320, 160),
            ([.flexibleRightMargin], 160, 80),
            ([.flexibleWidth, .flexibleRightMargin], 160, 240),
        ] as [(AutoresizingMask, Double, Double)])
    func horizontalMasks(mask: AutoresizingMask, x: Double, width: Double) throws {
        let (root, v) = try resizedContainer(mask)
        #expect(Swift.abs(v.frame.minX - x) < 1e-6 && Swift.abs(v.frame.width - width) < 1e-6, "\(v.frame)")
        #expect(v.frame.minY == 120 && v.frame.height == 80)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func theTranslationIsUIKitsConstraints() {
        // FlexL|W in 320: width == 0.3333 × sup.width − 26.67, centerX == 0.8333 × sup.width − 66.67.
        let t = AutoresizingTranslation.make(origin: 160, length: 80, design: 320, flexible: (true, true, false))
        expectClose(t.lengthFactor, 1.0 / 3)
        expectClose(t.lengthConstant, -80.0 / 3)
        expectClose(t.centerFactor, 5.0 / 6)
        expectClose(t.centerConstant, -200.0 / 3)
        // FlexL|R: centerX == 0.625 × sup.width.
        let centred = AutoresizingTranslation.make(origin: 160, length: 80, design: 320, flexible: (true, false, true))
        #expect(
            centred
                == AutoresizingTranslation(centerFactor: 0.625, centerConstant: 0, lengthFactor: 0, lengthConstant: 80))
        // Nothing with a length to share it by: equal shares.
        let empty = AutoresizingTranslation.make(origin: 0, length: 0, design: 0, flexible: (false, true, true))
        #expect(empty.lengthFactor == 0.5)
    }

    @Test func verticalMasksAndTheLogWords() throws {
        let (_, v) = try resizedContainer([.flexibleWidth, .flexibleTopMargin, .flexibleHeight])
        // 0 more points of height: the frame stays vertically.
        expectFrame(v, 160, 120, 400, 80)
        #expect(v.autoresizingMask.logDescription == "h=-&- v=&&-")
        #expect(AutoresizingMask().logDescription == "h=--& v=--&")
        #expect(AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]).logDescription == "h=&-& v=--&")
    }

    @Test func followsTheSuperviewAsItResizes() throws {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let bar = View("bar", frame: Rect(x: 0, y: 524, width: 320, height: 44))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(bar)
        root.layoutIfNeeded()
        expectFrame(bar, 0, 524, 320, 44)
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        expectFrame(bar, 0, 623, 375, 44)
        // Setting the frame designs it anew for the superview's current size.
        bar.frame = Rect(x: 10, y: 600, width: 100, height: 44)
        root.layoutIfNeeded()
        expectFrame(bar, 10, 600, 100, 44)
        root.frame = Rect(x: 0, y: 0, width: 475, height: 667)
        root.layoutIfNeeded()
        expectFrame(bar, 10, 600, 200, 44)
        // No mask: the frame stays.
        bar.autoresizingMask = []
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        expectFrame(bar, 10, 600, 200, 44)
    }

    @Test func aConflictSpeaksAutoresizing() throws {
        let (root, v) = try resizedContainer([.flexibleWidth])
        try activate(v.widthAnchor == 100)
        root.layoutIfNeeded()
        let texts = root.layoutEngine.diagnostics().flatMap { $0.constraints.map(\.description) }
        #expect(texts.contains("v.width == container.width - 240 (autoresizing h=-&- v=--&)"), "\(texts)")
        let (fixedRoot, fixed) = try resizedContainer([])
        try activate(fixed.widthAnchor == 100)
        fixedRoot.layoutIfNeeded()
        let fixedTexts = fixedRoot.layoutEngine.diagnostics().flatMap { $0.constraints.map(\.description) }
        #expect(fixedTexts.contains("v.width == 80 (frame: h=--& v=--&)"), "\(fixedTexts)")
    }
}
