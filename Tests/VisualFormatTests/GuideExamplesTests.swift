import Testing

@testable import VisualFormat

/// Every example of Apple's *Auto Layout Guide* appendix "Visual Format Language", and the
/// scroll-view lines of the project's seeds.
@Suite struct GuideExamplesTests {
    @Test func standardSpace() throws {
        #expect(
            try lines("[button]-[textField]", views: ["button", "textField"]) == [
                "textField.leading == button.trailing + 8"
            ])
        let constraint = try VisualFormat.parse("[button]-[textField]", views: ["button", "textField"])
        #expect(
            constraint == [
                VisualFormat.ConstraintDescription(
                    .view("textField"), .leading, .equal, .view("button"), .trailing, constant: 8)
            ])
    }

    @Test func widthConstraint() throws {
        #expect(try lines("[button(>=50)]", views: ["button"]) == ["button.width >= 50"])
        let constraint = try VisualFormat.parse("[button(>=50)]", views: ["button"])
        #expect(
            constraint == [
                VisualFormat.ConstraintDescription(.view("button"), .width, .greaterThanOrEqual, constant: 50)
            ])
    }

    @Test func connectionToSuperview() throws {
        #expect(
            try lines("|-50-[purpleBox]-50-|", views: ["purpleBox"]) == [
                "purpleBox.leading == superview.leading + 50",
                "superview.trailing == purpleBox.trailing + 50",
            ])
    }

    @Test func verticalLayout() throws {
        #expect(
            try lines("V:[topField]-10-[bottomField]", views: ["topField", "bottomField"]) == [
                "bottomField.top == topField.bottom + 10"
            ])
    }

    @Test func flushViews() throws {
        #expect(
            try lines("[maroonView][blueView]", views: ["maroonView", "blueView"]) == [
                "blueView.leading == maroonView.trailing"
            ])
    }

    @Test func priority() throws {
        #expect(try lines("[button(100@20)]", views: ["button"]) == ["button.width == 100 @20"])
    }

    @Test func equalWidths() throws {
        #expect(
            try lines("[button1(==button2)]", views: ["button1", "button2"]) == [
                "button1.width == button2.width"
            ])
    }

    @Test func multiplePredicates() throws {
        #expect(
            try lines("[flexibleButton(>=70,<=100)]", views: ["flexibleButton"]) == [
                "flexibleButton.width >= 70",
                "flexibleButton.width <= 100",
            ])
    }

    @Test func completeLineOfLayout() throws {
        #expect(
            try lines("|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"]) == [
                "find.leading == superview.leading + 20",
                "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8",
                "findField.width >= 20",
                "superview.trailing == findField.trailing + 20",
            ])
    }

    @Test func seedScrollViewLines() throws {
        #expect(try lines("H:|-(10)-[lab]", views: ["lab"]) == ["lab.leading == superview.leading + 10"])
        #expect(try lines("V:[prev]-(10)-[lab]", views: ["prev", "lab"]) == ["lab.top == prev.bottom + 10"])
        #expect(
            try lines("V:|[v(y)]|", metrics: ["y": 300], views: ["v"]) == [
                "v.top == superview.top", "v.height == 300", "superview.bottom == v.bottom",
            ])
        #expect(try lines("H:[lab]-(10)-|", views: ["lab"]) == ["superview.trailing == lab.trailing + 10"])
        #expect(
            try lines("H:|[v(0)]|", views: ["v"]) == [
                "v.leading == superview.leading", "v.width == 0", "superview.trailing == v.trailing",
            ])
    }

    // The guide's four diagnostic examples, with their carets at 1, 33, 21 and 15.

    @Test func diagnosticMissingColon() {
        expectError(
            "V|[backgroundBox]|\n ^", "Expected ':' after 'V' to specify vertical arrangement",
            views: ["backgroundBox"])
    }

    @Test func diagnosticUnclosedPredicate() {
        expectError(
            "|[whiteBox1][blackBox4(blackWidth][redBox]|\n                                 ^",
            "A predicate on a view's thickness must end with ')' and the view must end with ']'",
            metrics: ["blackWidth": 40], views: ["whiteBox1", "blackBox4", "redBox"])
    }

    @Test func diagnosticUnknownView() {
        // The 2016 guide prints the older wording, "Unable to find view with name blackBox".
        expectError(
            "|[whiteBox2][blackBox]\n                     ^", "blackBox is not a key in the views dictionary.",
            views: ["whiteBox2"])
    }

    @Test func diagnosticUnknownRelation() {
        expectError(
            "V:|[blackBox4(>30)]|\n               ^", "Unknown relation. Must be ==, >=, or <=",
            views: ["blackBox4"])
    }
}
