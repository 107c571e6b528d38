import Foundation
import TestSupport
import Testing

@testable import LayoutSpec
@testable import layout_tool

/// `layout-tool vfl`, in process through `LayoutTool.run`, and once through the real binary.
@Suite struct VFLCommandTests {
    func vfl(_ arguments: String...) -> ToolResult {
        LayoutTool.run(arguments: ["vfl"] + arguments, standardInput: { Data() })
    }

    @Test func printsTheLinearForm() {
        let result = vfl("|-[find]-[findNext]-[findField(>=20@750)]-|", "--views", "find,findNext,findField")
        #expect(
            result
                == ToolResult(
                    standardOutput: """
                        find.leading == superview.leading + 20
                        findNext.leading == find.trailing + 8
                        findField.leading == findNext.trailing + 8
                        findField.width >= 20 @750
                        superview.trailing == findField.trailing + 20

                        """))
    }

    @Test func printsJSON() {
        let result = vfl("[a]-(>=10)-[b(==a)]", "--format", "json")
        #expect(
            result
                == ToolResult(
                    standardOutput: """
                        {
                          "constraints": [
                            "b.leading >= a.trailing + 10",
                            "b.width == a.width"
                          ]
                        }

                        """))
        #expect(vfl("[a]", "--format=json").standardOutput == "{\n  \"constraints\": []\n}\n")
    }

    @Test func jsonStringsAreEscaped() {
        #expect(JSONValue.quote("a\"b\\c\n\u{1}é") == "\"a\\\"b\\\\c\\n\\u0001é\"")
    }

    @Test func metricsAndOptions() {
        let result = vfl(
            "V:|-pad-[a(h@p)][b]", "--metrics", "pad=10, h=44.5,p=250", "--options", "alignAllLeading,.alignAllCenterX")
        #expect(result.status == ExitStatus.success)
        #expect(
            result.standardOutput == """
                a.top == superview.top + 10
                a.height == 44.5 @250
                b.top == a.bottom
                a.leading == b.leading
                a.centerX == b.centerX

                """)
        #expect(
            vfl("[a]-[b]", "--options", "NSLayoutFormatDirectionRightToLeft").standardOutput
                == "a.left == b.right + 8\n")
        #expect(
            vfl("V:[a][b]", "--options", "spacingbaselinetobaseline").standardOutput
                == "b.firstBaseline == a.lastBaseline\n")
        #expect(vfl("[a][b]", "--options", "8").standardOutput == "b.leading == a.trailing\na.top == b.top\n")
    }

    @Test func viewsDefaultToTheNamesInBrackets() {
        #expect(vfl("[a(==b)]").standardOutput == "a.width == b.width\n")
        // A metric still wins over a name that the default makes a view.
        #expect(vfl("[a(b)]", "--metrics", "b=5").standardOutput == "a.width == 5\n")
        // Given views replace the default.
        #expect(vfl("[a(==b)]", "--views", "a").status == ExitStatus.badInput)
    }

    @Test func malformedFormatExitsOneWithACaret() {
        #expect(
            vfl("[a] [b]")
                == ToolResult(
                    standardError: "<format>:1:4: error: Expected a view or '|'\n[a] [b]\n   ^\n",
                    status: ExitStatus.badInput))
        #expect(
            vfl("|[whiteBox2][blackBox]", "--views", "whiteBox2", "--format", "json")
                == ToolResult(
                    standardError: """
                        <format>:1:22: error: blackBox is not a key in the views dictionary.
                        |[whiteBox2][blackBox]
                                             ^

                        """,
                    status: ExitStatus.badInput))
        #expect(vfl("[a]\t[b]").standardError == "<format>:1:4: error: Expected a view or '|'\n[a]?[b]\n   ^\n")
    }

    @Test func errorsWithoutACaretUseColumnOne() {
        #expect(vfl("") == ToolResult(standardError: "<format>:1:1: error: It's an empty string.\n", status: 1))
        #expect(
            vfl("[é]")
                == ToolResult(
                    standardError: "<format>:1:1: error: It contains non-ASCII characters.\n[é]\n", status: 1))
    }

    @Test(arguments: [
        [], ["--views"], ["[a]", "[b]"], ["[a]", "--bogus"], ["[a]", "--metrics", "x"], ["[a]", "--metrics", "=1"],
        ["[a]", "--metrics", "x=inf"], ["[a]", "--metrics", "x="], ["[a]", "--verbose"], ["--format", "json"],
        ["[a]", "--metrics", "x=ten"], ["[a]", "--options", "alignAllMiddle"],
        ["[a]", "--options", "directionLeftToRight,directionRightToLeft"], ["[a]", "--format", "yaml"],
    ])
    func badUsageExits64(arguments: [String]) {
        let result = LayoutTool.run(arguments: ["vfl"] + arguments, standardInput: { Data() })
        #expect(result.status == ExitStatus.usage)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: "))
        #expect(result.standardError.contains("USAGE: layout-tool vfl FORMAT"))
    }

    @Test func helpAndDoubleDash() {
        #expect(vfl("--help").standardOutput == Help.vfl)
        #expect(vfl("-h").status == ExitStatus.success)
        // A malformed format that starts with dashes is a format, not a flag: exit 1, not 64.
        #expect(vfl("-[a]").standardError == "<format>:1:1: error: Expected a view\n-[a]\n^\n")
        #expect(vfl("--[a]", "--views=a").status == ExitStatus.badInput)
        #expect(vfl("[a]", "--").status == ExitStatus.success)
        // After `--` a format that looks like a flag is still the format.
        #expect(vfl("--views", "a", "--", "--[a]").standardError == "<format>:1:1: error: Expected a view\n--[a]\n^\n")
    }

    @Test func theBinaryExitsWithTheContractStatuses() throws {
        let ok = try runBuiltExecutable("layout-tool", ["vfl", "[a]-[b]"])
        #expect(ok.status == 0)
        #expect(ok.standardOutput == "b.leading == a.trailing + 8\n")
        #expect(ok.standardError.isEmpty)
        let malformed = try runBuiltExecutable("layout-tool", ["vfl", "[a]-(=10)-[b]"])
        #expect(malformed.status == 1)
        #expect(malformed.standardOutput.isEmpty)
        #expect(
            malformed.standardError
                == "<format>:1:7: error: Unknown relation. Must be ==, >=, or <=\n[a]-(=10)-[b]\n      ^\n")
        let usage = try runBuiltExecutable("layout-tool", ["vfl"])
        #expect(usage.status == 64)
        #expect(usage.standardOutput.isEmpty)
        #expect(usage.standardError.hasPrefix("error: missing FORMAT"))
    }
}
