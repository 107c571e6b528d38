import Testing

@testable import VisualFormat

/// Item order, emission order, standard spacing, name lookup and numbers.
@Suite struct SemanticsTests {
    let abc: Set<String> = ["a", "b", "c"]

    @Test func aBareViewMakesNothing() throws {
        #expect(try lines("[a]", views: abc) == [])
        #expect(try lines("V:[a]", views: abc) == [])
    }

    @Test func theLaterItemComesFirst() throws {
        #expect(try lines("[a]-[b]", views: abc) == ["b.leading == a.trailing + 8"])
        #expect(try lines("[a]-|", views: abc) == ["superview.trailing == a.trailing + 20"])
        #expect(try lines("|-[a]", views: abc) == ["a.leading == superview.leading + 20"])
        #expect(try lines("V:|[a]|", views: abc) == ["a.top == superview.top", "superview.bottom == a.bottom"])
    }

    @Test func relationsAreReadAsWritten() throws {
        // The gap is at least 10, not at most (autolayout.js and GTK invert this).
        #expect(try lines("[a]-(>=10)-[b]", views: abc) == ["b.leading >= a.trailing + 10"])
        #expect(try lines("[a]-(<=30@500)-|", views: abc) == ["superview.trailing <= a.trailing + 30 @500"])
        #expect(try lines("|-(>=5)-[a]", views: abc) == ["a.leading >= superview.leading + 5"])
    }

    @Test func connectionPredicateListsKeepTheirOrder() throws {
        #expect(
            try lines("[a]-(>=8,<=20@750)-[b]", views: abc) == [
                "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @750",
            ])
    }

    @Test func unparenthesisedConnectionsTakeARelationAndPriorityLikeApple() throws {
        #expect(try lines("[a]->=8-[b]", views: abc) == ["b.leading >= a.trailing + 8"])
        #expect(try lines("[a]-50@750-[b]", views: abc) == ["b.leading == a.trailing + 50 @750"])
    }

    @Test func emissionOrderIsLeftToRightWithSizesAfterTheirConnection() throws {
        #expect(
            try lines("[a(50)]-[b(60,<=70)]-|", views: abc) == [
                "a.width == 50",
                "b.leading == a.trailing + 8",
                "b.width == 60",
                "b.width <= 70",
                "superview.trailing == b.trailing + 20",
            ])
        #expect(try lines("|-[a(50)]", views: abc) == ["a.leading == superview.leading + 20", "a.width == 50"])
    }

    @Test func standardSpacingIsConfigurable() throws {
        let configuration = VisualFormat.Configuration(siblingSpacing: 4, superviewSpacing: 16, baselineSpacing: 6)
        #expect(
            try lines("|-[a]-[b]-|", views: abc, configuration: configuration) == [
                "a.leading == superview.leading + 16", "b.leading == a.trailing + 4",
                "superview.trailing == b.trailing + 16",
            ])
        #expect(
            try lines("V:[a]-[b]", options: .spacingBaselineToBaseline, views: abc, configuration: configuration) == [
                "b.firstBaseline == a.lastBaseline + 6"
            ])
        #expect(VisualFormat.Configuration() == .init(siblingSpacing: 8, superviewSpacing: 20, baselineSpacing: 8))
    }

    @Test func metricsAreLookedUpBeforeViews() throws {
        #expect(try lines("[a(b)]", metrics: ["b": 30], views: abc) == ["a.width == 30"])
        #expect(try lines("[a(b)]", views: abc) == ["a.width == b.width"])
        #expect(try lines("V:[a(>=b@250)]", views: abc) == ["a.height >= b.height @250"])
        #expect(try lines("[a]-b-[c]", metrics: ["b": 12], views: abc) == ["c.leading == a.trailing + 12"])
        #expect(try lines("[a(a)]", views: abc) == ["a.width == a.width"])
    }

    @Test func prioritiesTakeNumbersAndMetrics() throws {
        #expect(try lines("[a(10@p)]", metrics: ["p": 250], views: abc) == ["a.width == 10 @250"])
        #expect(try lines("[a(10@750.5)]", views: abc) == ["a.width == 10 @750.5"])
        #expect(try lines("[a(10@1000)]", views: abc) == ["a.width == 10"])
        #expect(try lines("[a(10@1e3)]", views: abc) == ["a.width == 10"])
        #expect(try lines("[a(10@0.001)]", views: abc) == ["a.width == 10 @0.001"])
    }

    @Test(arguments: [
        ("[a(1e2)]", "a.width == 100"),
        ("[a(1E+2)]", "a.width == 100"),
        ("[a(2e-1)]", "a.width == 0.2"),
        ("[a(8.5)]", "a.width == 8.5"),
        ("[a(10.)]", "a.width == 10"),
        ("[a(-5)]", "a.width == -5"),
        ("[a(-.5)]", "a.width == -0.5"),
        ("[a(007)]", "a.width == 7"),
        ("[a(-0)]", "a.width == 0"),
        ("[a]-(-10)-[b]", "b.leading == a.trailing - 10"),
        ("[a]-10.-[b]", "b.leading == a.trailing + 10"),
        ("[a]-1e1-[b]", "b.leading == a.trailing + 10"),
    ])
    func numberForms(format: String, expected: String) throws {
        #expect(try lines(format, views: abc) == [expected])
    }

    @Test func anExponentWithoutDigitsIsNotPartOfTheNumber() {
        // strtod reads "1" from "1e)" and stops at the "e".
        expectError(
            "[a(1e)]\n    ^", Messages.viewPredicateListEnd, views: abc)
        expectError("[a]-1e-[b]\n     ^", Messages.expectedDash, views: abc)
    }

    @Test func leadingDotAndPlusAreNotNumbers() {
        expectError("[a(.5)]\n   ^", Messages.expectedNumberOrMetric, views: abc)
        expectError("[a(+5)]\n   ^", Messages.expectedNumberOrMetric, views: abc)
        expectError("[a]-.5-[b]\n    ^", Messages.expectedNumberOrMetric, views: abc)
    }

    @Test func hexadecimalIsNotANumberHere() {
        // strtod would read 0x10 as 16; this parser reads decimal forms only (documented).
        expectError("[a(0x10)]\n    ^", Messages.viewPredicateListEnd, views: abc)
    }

    @Test func candidateViewNamesAreTheNamesInBracketsExceptPriorities() throws {
        #expect(VisualFormat.candidateViewNames(in: "|-gap-[a(==b@p,1e5,10.e2,-m)]-[c]-[a]|") == ["a", "b", "m", "c"])
        #expect(VisualFormat.candidateViewNames(in: "[a] [b(") == ["a", "b"])
        #expect(VisualFormat.candidateViewNames(in: "[é]x[_v2]") == ["_v2"])
        #expect(VisualFormat.candidateViewNames(in: "") == [])
        let format = "[button1(==button2)]"
        #expect(
            try lines(format, views: Set(VisualFormat.candidateViewNames(in: format))) == [
                "button1.width == button2.width"
            ])
    }

    @Test func theResultIsDeterministic() throws {
        let views: Set<String> = ["v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8"]
        let format = "|-[v1]-[v2]-[v3]-[v4]-[v5]-[v6]-[v7]-[v8]-|"
        let first = try lines(format, options: [.alignAllTop, .alignAllBottom], views: views)
        for _ in 0..<20 {
            #expect(try lines(format, options: [.alignAllTop, .alignAllBottom], views: views) == first)
        }
    }

    @Test func descriptionsUseTheLinearForm() {
        typealias C = VisualFormat.ConstraintDescription
        #expect(
            C(.view("a"), .width, .equal, .view("b"), .height, multiplier: 0.5, constant: -3, priority: 250)
                .description == "a.width == 0.5*b.height - 3 @250")
        #expect(
            C(.superview, .centerX, .lessThanOrEqual, .view("b"), .centerX, constant: 2.25).description
                == "superview.centerX <= b.centerX + 2.25")
        #expect(C(.view("a"), .height, .greaterThanOrEqual, constant: -7).description == "a.height >= -7")
        #expect(
            C(.view("a"), .height, .equal, .view("b"), .height, constant: -0.0).description == "a.height == b.height")
    }

    @Test func errorDescriptionLooksLikeApples() {
        let error = VisualFormatError(message: "Expected a view or '|'", format: "[a] [b]", position: 3)
        #expect(error.description == "Expected a view or '|'\n[a] [b]\n   ^")
        #expect(
            VisualFormatError(message: "It's an empty string.", format: "", position: nil).description
                == "It's an empty string.")
        #expect(VisualFormatError(message: "m", format: "é", position: nil).description == "m\né")
    }
}
