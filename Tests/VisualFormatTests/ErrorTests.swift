import Testing

@testable import VisualFormat

/// One test per error case, each with its caret position marked under the format.
@Suite struct ErrorTests {
    let views: Set<String> = ["a", "b", "c"]
    let metrics: [String: Double] = ["m": 10, "p": 500]

    func check(_ markedFormat: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectError(markedFormat, message, metrics: metrics, views: views, sourceLocation: sourceLocation)
    }

    @Test func emptyStringHasNoCaret() {
        let error = parseError("", views: views)
        #expect(error?.message == "It's an empty string.")
        #expect(error?.position == nil)
    }

    @Test func nonASCIIHasNoCaret() {
        for format in ["[a]-[bé]", "[a]\u{00A0}", "é", "[a]-[b]💥"] {
            let error = parseError(format, views: views)
            #expect(error?.message == "It contains non-ASCII characters.")
            #expect(error?.position == nil)
        }
    }

    @Test func missingColonAfterOrientation() {
        check("H[a]\n ^", "Expected ':' after 'H' to specify horizontal arrangement")
        check("V\n ^", "Expected ':' after 'V' to specify vertical arrangement")
    }

    @Test func lowerCaseOrientationIsJustAnUnexpectedCharacter() {
        check("v:[a]\n^", "Expected a view")
    }

    @Test func whitespaceIsAnError() {
        check("[a] [b]\n   ^", "Expected a view or '|'")
        check(" [a]\n^", "Expected a view")
        check("[a ]\n  ^", Messages.expectedCloseBracket)
        check("[a]-( 10)-[b]\n     ^", Messages.expectedNumberOrMetric)
    }

    @Test func barWithoutConnection() {
        check("|\n ^", "Expected a connection after the '|' character")
        check("H:||\n   ^", "Expected a connection after the '|' character")
        check("|(10)[a]\n ^", "Expected a connection after the '|' character")
    }

    @Test func missingView() {
        check("H:\n  ^", "Expected a view")
        check("[\n ^", "Expected a view")
        check("|-10-|\n     ^", "Expected a view")
        check("a]\n^", "Expected a view")
    }

    @Test func badViewName() {
        check("[1a]\n ^", Messages.badViewName)
        check("[a][]\n    ^", Messages.badViewName)
    }

    @Test func unknownView() {
        check("[a][zz]\n      ^", "zz is not a key in the views dictionary.")
        check("[m]\n  ^", "m is not a key in the views dictionary.")
    }

    @Test func missingCloseBracket() {
        check("[a-b]\n  ^", "Expected a ']' here. That is how you give the end of a view.")
        check("[a|\n  ^", "Expected a ']' here. That is how you give the end of a view.")
    }

    @Test func ranOutInAView() {
        let message = "Unexpectedly ran out of character fodder in the middle of parsing a view"
        check("[a\n  ^", message)
        check("[a(\n   ^", message)
        check("[a(10\n     ^", message)
        check("[a(>\n    ^", message)
        check("[a(10@\n      ^", message)
        check("[a(10)\n      ^", message)
    }

    @Test func unclosedViewPredicateList() {
        check("[a(10]\n     ^", Messages.viewPredicateListEnd)
        check("[a(10;20)]\n     ^", Messages.viewPredicateListEnd)
    }

    @Test func missingBracketAfterThickness() {
        check("[a(10))\n      ^", "Expected ']' after specifying thickness.")
        check("[a(10)-[b]\n      ^", "Expected ']' after specifying thickness.")
    }

    @Test func ranOutInAConnection() {
        check("[a]-(10\n       ^", "Expected more input")
        check("[a]-(\n     ^", "Expected more input")
        check("[a]-(>=\n       ^", "Expected more input")
        check("[a]-(10@\n        ^", "Expected more input")
        check("[a]-(10,\n        ^", "Expected more input")
    }

    @Test func unknownRelation() {
        check("[a(=10)]\n    ^", "Unknown relation. Must be ==, >=, or <=")
        check("[a(<10)]\n    ^", "Unknown relation. Must be ==, >=, or <=")
        check("[a]-(=<10)-[b]\n      ^", "Unknown relation. Must be ==, >=, or <=")
    }

    @Test func expectedNumberOrMetric() {
        check("[a()]\n   ^", Messages.expectedNumberOrMetric)
        check("[a(!=10)]\n   ^", Messages.expectedNumberOrMetric)
        check("[a(10,)]\n      ^", Messages.expectedNumberOrMetric)
        check("[a(-)]\n   ^", Messages.expectedNumberOrMetric)
        check("[a]-(-m)-[b]\n     ^", Messages.expectedNumberOrMetric)
        check("[a(10@@)]\n      ^", Messages.expectedNumberOrMetric)
    }

    @Test func unknownMetric() {
        check(
            "[a(zz)]\n     ^",
            "Encountered metric with name \"zz\", but value was not specified in metrics or views dictionaries")
        check(
            "[a]-gap-[b]\n       ^",
            "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries")
    }

    @Test func viewAsSpacing() {
        check("[a]-b-[c]\n     ^", Messages.viewAsSpacing)
        check("[a]-(>=8,<=b)-[c]\n            ^", Messages.viewAsSpacing)
        check("|-a-[b]\n   ^", Messages.viewAsSpacing)
    }

    @Test func priorityNotANumberOrMetric() {
        check(
            "[a(10@b)]\n       ^", "b is a view, but a priority must be a number or a key from the metrics dictionary")
        check(
            "[a(10@q)]\n       ^",
            "Encountered priority metric with name \"q\", but value was not specified in the metrics dictionary")
    }

    @Test func priorityOutOfRange() {
        check("[a(10@0)]\n       ^", "Invalid priority specified: 0. Priority must be greater than 0")
        check("[a(10@-5)]\n        ^", "Invalid priority specified: -5. Priority must be greater than 0")
        check(
            "[a]-(10@1001)-[b]\n            ^",
            "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.")
        check(
            "[a(10@1000.5)]\n            ^",
            "Invalid priority specified: 1000.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        )
        expectError(
            "[a(10@p)]\n       ^", "Invalid priority specified: 0. Priority must be greater than 0",
            metrics: ["p": 0], views: views)
    }

    @Test func numberTooLarge() {
        check("[a(1e999)]\n   ^", "The number 1e999 is too large to represent")
        check("[a]-(-1e400)-[b]\n     ^", "The number -1e400 is too large to represent")
    }

    @Test func ambiguousMinus() {
        check("[a]--10-[b]\n    ^", Messages.ambiguousMinus)
        check("[a]--[b]\n    ^", Messages.ambiguousMinus)
        check("|--[a]\n  ^", Messages.ambiguousMinus)
    }

    @Test func missingClosingDash() {
        check("[a]-10[b]\n      ^", "Expected a '-' here")
        check("[a]-(10)[b]\n        ^", "Expected a '-' here")
        check("[a]-(10)\n        ^", "Expected a '-' here")
        check("[a]-10\n      ^", "Expected a '-' here")
        check("[a]-10,20-[b]\n      ^", Messages.expectedDashNotList)
    }

    @Test func unclosedConnectionPredicateList() {
        check("[a]-(10]-[b]\n       ^", Messages.connectionPredicateListEnd)
        check("[a]-(10 20)-[b]\n       ^", Messages.connectionPredicateListEnd)
    }

    @Test func expectedViewOrBar() {
        check("[a]-10-\n       ^", "Expected a view or '|'")
        check("[a]-\n    ^", "Expected a view or '|'")
        check("[a])\n   ^", "Expected a view or '|'")
        check("[a]-10-(b)\n       ^", "Expected a view or '|'")
    }

    @Test func expectedEnd() {
        check("[a]|[b]\n    ^", "Expected the end of the format string")
        check("[a]-||\n     ^", "Expected the end of the format string")
        check("V:|[a]|-10-[b]\n       ^", "Expected the end of the format string")
    }

    @Test func theFirstProblemWins() {
        // An unknown view is reported before a later syntax error.
        check("[zz] [a]\n   ^", "zz is not a key in the views dictionary.")
        // An option problem is reported where its connection completes, before later syntax.
        expectError(
            "[a]-[b] \n       ^", Messages.baselineOnHorizontal, options: .spacingBaselineToBaseline, views: views)
    }
}
