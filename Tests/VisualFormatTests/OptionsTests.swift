import Testing

@testable import VisualFormat

/// Direction, alignment and baseline-spacing options.
@Suite struct OptionsTests {
    let views: Set<String> = ["a", "b", "c", "find", "findNext"]
    typealias Options = VisualFormat.FormatOptions

    @Test func rawValuesAreApples() {
        #expect(Options.alignAllLeft.rawValue == 1 << 1)
        #expect(Options.alignAllRight.rawValue == 1 << 2)
        #expect(Options.alignAllTop.rawValue == 1 << 3)
        #expect(Options.alignAllBottom.rawValue == 1 << 4)
        #expect(Options.alignAllLeading.rawValue == 1 << 5)
        #expect(Options.alignAllTrailing.rawValue == 1 << 6)
        #expect(Options.alignAllCenterX.rawValue == 1 << 9)
        #expect(Options.alignAllCenterY.rawValue == 1 << 10)
        #expect(Options.alignAllLastBaseline.rawValue == 1 << 11)
        #expect(Options.alignAllBaseline == .alignAllLastBaseline)
        #expect(Options.alignAllFirstBaseline.rawValue == 1 << 12)
        #expect(Options.alignmentMask.rawValue == 0xFFFF)
        #expect(Options.directionLeadingToTrailing.rawValue == 0)
        #expect(Options.directionLeftToRight.rawValue == 1 << 16)
        #expect(Options.directionRightToLeft.rawValue == 2 << 16)
        #expect(Options.directionMask.rawValue == 3 << 16)
        #expect(Options.spacingEdgeToEdge.rawValue == 0)
        #expect(Options.spacingBaselineToBaseline.rawValue == 1 << 19)
        #expect(Options.named.count == 16)
    }

    @Test func leftToRightUsesLeftAndRight() throws {
        #expect(
            try lines("|-[find]-[findNext]-|", options: .directionLeftToRight, views: views) == [
                "find.left == superview.left + 20",
                "findNext.left == find.right + 8",
                "superview.right == findNext.right + 20",
            ])
    }

    @Test func rightToLeftMirrors() throws {
        #expect(
            try lines("|-[find]-[findNext]-|", options: .directionRightToLeft, views: views) == [
                "superview.right == find.right + 20",
                "find.left == findNext.right + 8",
                "findNext.left == superview.left + 20",
            ])
        #expect(
            try lines("[a]-(>=10@300)-[b]", options: .directionRightToLeft, views: views) == [
                "a.left >= b.right + 10 @300"
            ])
    }

    @Test(arguments: [Options.directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft])
    func directionHasNoEffectOnVerticalLines(direction: Options) throws {
        #expect(
            try lines("V:|-[find]-[findNext]-|", options: direction, views: views) == [
                "find.top == superview.top + 20",
                "findNext.top == find.bottom + 8",
                "superview.bottom == findNext.bottom + 20",
            ])
    }

    @Test func alignmentsComeLastInAttributeOrderBetweenAdjacentViewsOnly() throws {
        #expect(
            try lines("|-[a]-[b(50)][c]-|", options: [.alignAllBottom, .alignAllTop], views: views) == [
                "a.leading == superview.leading + 20",
                "b.leading == a.trailing + 8",
                "b.width == 50",
                "c.leading == b.trailing",
                "superview.trailing == c.trailing + 20",
                "a.top == b.top",
                "a.bottom == b.bottom",
                "b.top == c.top",
                "b.bottom == c.bottom",
            ])
    }

    @Test func aConnectionAlignsOnceWhateverItsPredicates() throws {
        #expect(
            try lines("[a]-(>=8,<=20)-[b]", options: .alignAllCenterY, views: views) == [
                "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20", "a.centerY == b.centerY",
            ])
    }

    @Test func rightToLeftAlignsTheLaterViewFirst() throws {
        #expect(
            try lines("[a]-[b]", options: [.directionRightToLeft, .alignAllTop], views: views) == [
                "a.left == b.right + 8", "b.top == a.top",
            ])
    }

    @Test(arguments: [
        (Options.alignAllTop, "top"), (.alignAllBottom, "bottom"), (.alignAllCenterY, "centerY"),
        (.alignAllBaseline, "lastBaseline"), (.alignAllLastBaseline, "lastBaseline"),
        (.alignAllFirstBaseline, "firstBaseline"),
    ])
    func horizontalLinesAlignAcross(option: Options, attribute: String) throws {
        #expect(
            try lines("[a][b]", options: option, views: views) == [
                "b.leading == a.trailing", "a.\(attribute) == b.\(attribute)",
            ])
    }

    @Test(arguments: [
        (Options.alignAllLeft, "left"), (.alignAllRight, "right"), (.alignAllLeading, "leading"),
        (.alignAllTrailing, "trailing"), (.alignAllCenterX, "centerX"),
    ])
    func verticalLinesAlignAcross(option: Options, attribute: String) throws {
        #expect(
            try lines("V:[a][b]", options: option, views: views) == [
                "b.top == a.bottom", "a.\(attribute) == b.\(attribute)",
            ])
    }

    @Test(arguments: [
        (Options.alignAllLeft, "alignAllLeft"), (.alignAllRight, "alignAllRight"),
        (.alignAllLeading, "alignAllLeading"), (.alignAllTrailing, "alignAllTrailing"),
        (.alignAllCenterX, "alignAllCenterX"),
    ])
    func aligningAlongAHorizontalLineIsAnError(option: Options, name: String) throws {
        // The caret is just past the second view: the connection is complete there.
        expectError(
            "|-[a]-(8)-[b]-[c]\n             ^", Messages.alignmentAlongAxis(name, horizontal: true),
            options: option, views: views)
        // Without a view-to-view connection nothing checks the option, as in Apple.
        #expect(try lines("|-[a]-|", options: option, views: views).count == 2)
    }

    @Test(arguments: [
        (Options.alignAllTop, "alignAllTop"), (.alignAllBottom, "alignAllBottom"),
        (.alignAllCenterY, "alignAllCenterY"), (.alignAllLastBaseline, "alignAllLastBaseline"),
        (.alignAllFirstBaseline, "alignAllFirstBaseline"),
    ])
    func aligningAlongAVerticalLineIsAnError(option: Options, name: String) throws {
        expectError(
            "V:[a(20)][b]\n            ^", Messages.alignmentAlongAxis(name, horizontal: false),
            options: option, views: views)
        #expect(try lines("V:[a]", options: option, views: views) == [])
    }

    @Test func baselineSpacingOnAVerticalLine() throws {
        #expect(
            try lines("V:|-[a]-[b]-(12)-|", options: .spacingBaselineToBaseline, views: views) == [
                "a.firstBaseline == superview.top + 20",
                "b.firstBaseline == a.lastBaseline + 8",
                "superview.bottom == b.lastBaseline + 12",
            ])
    }

    @Test func baselineSpacingOnAHorizontalLineIsAnError() throws {
        expectError(
            "[a(10)]-[b]\n           ^", Messages.baselineOnHorizontal, options: .spacingBaselineToBaseline,
            views: views)
        expectError("|[a]\n    ^", Messages.baselineOnHorizontal, options: .spacingBaselineToBaseline, views: views)
        #expect(try lines("[a(10)]", options: .spacingBaselineToBaseline, views: views) == ["a.width == 10"])
    }

    @Test func conflictingDirectionsHaveNoCaret() {
        let error = parseError("[a]", options: [.directionLeftToRight, .directionRightToLeft], views: views)
        #expect(error?.message == Messages.conflictingDirections)
        #expect(error?.position == nil)
    }

    @Test func undefinedBitsAreIgnored() throws {
        let undefined = Options(rawValue: 1 << 0 | 1 << 7 | 1 << 8 | 1 << 13 | 1 << 18 | 1 << 40)
        #expect(try lines("[a]-[b]", options: undefined, views: views) == ["b.leading == a.trailing + 8"])
    }
}
