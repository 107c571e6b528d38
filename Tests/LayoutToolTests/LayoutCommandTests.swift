import Foundation
import TestSupport
import Testing

@testable import LayoutSpec
@testable import layout_tool

/// `layout-tool layout`, in process through `LayoutTool.run`, and once through the real binary.
@Suite struct LayoutCommandTests {
    static func example(_ name: String) -> String { packagePath("Examples/\(name)") }

    func layout(_ arguments: String..., input: String = "") -> ToolResult {
        LayoutTool.run(arguments: ["layout"] + arguments, standardInput: { Data(input.utf8) })
    }

    /// The JSON output, parsed back with the tool's own reader.
    func frames(_ result: ToolResult) -> [String: [Double]] {
        guard case .object(let top)? = try? JSONParser.parse(result.standardOutput).value,
            case .object(let frames)? = top.first(where: { $0.key.text == "frames" })?.value.value
        else { return [:] }
        var out: [String: [Double]] = [:]
        for (key, value) in frames {
            if case .array(let items) = value.value {
                out[key.text] = items.compactMap { if case .number(let x) = $0.value { x } else { nil } }
            }
        }
        return out
    }

    @Test func basicPinningFrames() {
        let result = layout(Self.example("basic-pinning.json"), "--format", "json")
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(
            frames(result) == [
                "root": [0, 0, 320, 480], "header": [0, 0, 320, 60], "title": [10, 19.5, 252, 21],
                "badge": [270, 10, 40, 40], "content": [0, 60, 320, 420],
            ])
        #expect(result.standardOutput.contains("\"scrollViews\": {},\n  \"fittingSizes\": {},\n  \"diagnostics\": []"))
    }

    @Test func tiedHuggingIsAWarning() {
        let result = layout(Self.example("hugging-tie.json"), "--format", "json")
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\"attributes\": [\"width\"],\n      \"tiedPriority\": 250"))
        #expect(
            result.standardError.hasPrefix(
                "\(Self.example("hugging-tie.json")): warning: a: width is ambiguous (tied priorities: a and b both hug at 250"
            ))
    }

    @Test func conflictExitsTwoAndNamesTheBrokenConstraint() {
        let result = layout(Self.example("conflict.json"), "--format", "json")
        #expect(result.status == 2)
        #expect(frames(result)["box"] == [20, 20, 280, 100])
        #expect(
            result.standardOutput.contains(
                "\"constraints\": [\"root.width == 320 (frame: h=--& v=--&)\", \"H:|-20-[box]-20-|\", \"box.width == 300\"],\n      \"broken\": \"box.width == 300\""
            ))
        #expect(result.standardError.hasPrefix("\(Self.example("conflict.json")):10:18: error: unsatisfiable"))
    }

    @Test func badConstraintStringPointsIntoTheFile() {
        let spec = """
            {
              "root": { "name": "root", "frame": [0, 0, 100, 100], "subviews": [ { "name": "a" } ] },
              "constraints": [
                "a.width == root.left + 8"
              ]
            }
            """
        let result = layout("-", input: spec)
        #expect(
            result
                == ToolResult(
                    standardError: """
                        <stdin>:4:22: error: invalid pairing of layout attributes: width is a size and left is a location
                            a.width == root.left + 8
                                            ^

                        """,
                    status: 1))
    }

    @Test func escapesKeepColumnsExact() {
        // `\u0020` is six characters in the file for one in the string.
        let spec =
            #"{"root":{"name":"root","frame":[0,0,1,1],"subviews":[{"name":"a"}]},"constraints":["a.top\u0020== b.top"]}"#
        let result = layout("-", input: spec)
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix(
                "<stdin>:1:99: error: unknown view or guide 'b'\n    a.top == b.top\n             ^\n"))
    }

    @Test func specErrorsAreLocated() {
        let cases: [(String, String)] = [
            (#"{"root":{"name":"root"}}"#, "<stdin>:1:9: error: the root view needs a 'frame'"),
            (
                #"{"root":{"name":"r","frame":[0,0,1,1],"subviews":[{"name":"r"}]}}"#,
                "<stdin>:1:59: error: duplicate name 'r'"
            ),
            (#"{"root":{"name":"9a","frame":[0,0,1,1]}}"#, "<stdin>:1:17: error: view name '9a' is not a C identifier"),
            (
                #"{"root":{"name":"r","frame":[0,0,1,1],"hugging":[0,250]}}"#,
                "<stdin>:1:50: error: 'hugging' of view 'r' 0 is out of range"
            ),
            (
                #"{"root":{"name":"r","frame":[0,0,1,1],"colour":1}}"#,
                "<stdin>:1:39: error: unknown key 'colour' in view 'r'"
            ),
            (#"{"root":{"name":"r","frame":[0,0,1,1e999]}}"#, "<stdin>:1:36: error: number 1e999 is out of range"),
            (
                #"{"root":{"name":"r","frame":[0,0,1,1]},"constraints":[{"format":"r.width == 1","bogus":2}]}"#,
                "<stdin>:1:80: error: unknown key 'bogus' in a constraint object"
            ),
            (String(repeating: "[", count: 600), "<stdin>:1:513: error: nesting deeper than 512 levels"),
        ]
        for (spec, expected) in cases {
            let result = layout("-", input: spec)
            #expect(result.status == 1, "\(spec)")
            #expect(result.standardError.hasPrefix(expected), "\(result.standardError)")
        }
    }

    @Test func stackSafeAreaAndAutoresizingKeysAreChecked() {
        let root = #"{"root":{"name":"r","frame":[0,0,100,100],"#
        let cases: [(String, String)] = [
            (
                root + #""subviews":[{"name":"s","stack":{"axis":"diagonal"}}]}}"#,
                "<stdin>:1:83: error: 'axis' of stack view 's' must be one of \"horizontal\", \"vertical\""
            ),
            (
                root + #""subviews":[{"name":"s","stack":{"spacing":"wide"}}]}}"#,
                "<stdin>:1:86: error: 'spacing' of stack view 's' must be a number or \"system\""
            ),
            (
                root + #""subviews":[{"name":"s","stack":{"customSpacing":{"x":4}},"subviews":[{"name":"a"}]}]}}"#,
                "<stdin>:1:93: error: customSpacing names 'x', which is not an arranged subview of 's'"
            ),
            (
                root + #""subviews":[{"name":"s","stack":{},"scroll":{}}]}}"#,
                "<stdin>:1:67: error: view 's' cannot be both a scroll view and a stack view"
            ),
            (
                root + #""subviews":[{"name":"s","safeAreaInsets":[1,0,0,0]}]}}"#,
                "<stdin>:1:67: error: 'safeAreaInsets' is the window's unsafe area: it belongs on the root view"
            ),
            (
                root + #""safeAreaInsets":[-1,0,0,0]}}"#,
                "<stdin>:1:61: error: 'safeAreaInsets' of view 'r' must not be negative"
            ),
            (
                root + #""layoutMargins":[1,1,1,1],"directionalLayoutMargins":[1,1,1,1]}}"#,
                "<stdin>:1:69: error: view 'r' has both 'layoutMargins' and 'directionalLayoutMargins'"
            ),
            (
                root + #""systemMinimumLayoutMargins":"tiny"}}"#,
                "<stdin>:1:72: error: 'systemMinimumLayoutMargins' of view 'r' must be one of \"compact\", \"regular\""
            ),
            (
                root + #""subviews":[{"name":"a","autoresizingMask":["flexibleWidth"]}]}}"#,
                "<stdin>:1:67: error: an 'autoresizingMask' needs a 'frame' on view 'a'"
            ),
            (
                root + #""subviews":[{"name":"a","frame":[0,0,1,1],"autoresizingMask":["stretchy"]}]}}"#,
                "<stdin>:1:105: error: each flag of 'autoresizingMask' of view 'a' must be one of"
            ),
            (
                root
                    + #""subviews":[{"name":"c","subviews":[{"name":"a","frame":[0,0,1,1],"autoresizingMask":["flexibleWidth"]}]}]}}"#,
                "<stdin>:1:109: error: view 'a' resizes with its superview 'c', which is placed by constraints: give 'c' a 'designSize'"
            ),
            (
                root + #""subviews":[{"name":"sv","scroll":{"contentInsetAdjustmentBehavior":"sometimes"}}]}}"#,
                "<stdin>:1:111: error: 'contentInsetAdjustmentBehavior' of scroll view 'sv' must be one of"
            ),
        ]
        for (spec, expected) in cases {
            let result = layout("-", input: spec)
            #expect(result.status == 1, "\(spec)")
            #expect(result.standardError.hasPrefix(expected), "\(result.standardError)")
        }
    }

    @Test func scrollAndFitKeysAreReadAndChecked() {
        let spec = """
            {"root": {"name": "root", "frame": [0, 0, 320, 480], "subviews": [
              {"name": "sv", "frame": [0, 0, 320, 480],
               "scroll": {"contentInset": [0, 0, 0, 0], "contentOffset": [0, 200], "contentSize": [320, 900],
                          "zoomView": "photo", "zoomScale": 1, "minimumZoomScale": 0.5, "maximumZoomScale": 2,
                          "pagingEnabled": false},
               "subviews": [{"name": "photo", "frame": [0, 0, 640, 480]}]}]},
             "fit": [{"view": "sv", "target": "compressed", "priorities": [1000, 50]}]}
            """
        let result = layout("-", "--format", "json", "--offset", "0,100", input: spec)
        #expect(result.status == 0)
        #expect(frames(result)["photo"] == [0, 0, 640, 480])
        let notScroll = layout("-", "--offset", "root=0,1", input: spec)
        #expect(notScroll.status == 64)
        #expect(
            notScroll.standardError.contains("--offset: 'root' is not a scroll view of the spec (scroll views: sv)"))
        let none = layout("-", "--offset", "0,1", input: #"{"root": {"name": "root", "frame": [0, 0, 320, 480]}}"#)
        #expect(none.status == 64 && none.standardError.contains("--offset: the spec has no scroll view"))
        let badZoom = spec.replacingOccurrences(of: "\"zoomView\": \"photo\"", with: "\"zoomView\": \"nope\"")
        #expect(layout("-", input: badZoom).standardError.contains("zoomView 'nope' is not a subview of 'sv'"))
    }

    @Test func textTableAndScale() {
        let spec = """
            {"root": {"name": "root", "frame": [0, 0, 100, 100], "subviews": [{"name": "a"}]},
             "constraints": ["H:|-(10.2)-[a]-(10.3)-|", "V:|-[a(33.33)]"]}
            """
        #expect(
            layout("-", "--scale", "2", input: spec).standardOutput
                == """
                view          x          y      width     height
                root          0          0        100        100
                  a        10.0         20       79.5       33.5

                """.replacingOccurrences(of: "10.0", with: "  10"))
        #expect(frames(layout("-", "--format=json", input: spec))["a"] == [10.2, 20, 79.5, 33.33])
    }

    @Test func badUsageExits64() {
        #expect(layout().status == 64)
        #expect(layout("a.json", "b.json").status == 64)
        #expect(layout("a.json", "--format", "xml").status == 64)
        #expect(layout("a.json", "--scale", "0").status == 64)
        #expect(layout("a.json", "--offset", "1").status == 64)
        #expect(layout("a.json", "--bogus").status == 64)
        #expect(layout("--help").standardOutput.contains("--format text|json|svg"))
        #expect(layout("/nonexistent/spec.json").status == 1)
    }

    @Test func realBinaryExitStatus() throws {
        let run = try runBuiltExecutable("layout-tool", ["layout", Self.example("conflict.json"), "--format", "json"])
        #expect(run.status == 2)
        #expect(run.standardOutput.hasPrefix("{"))
        #expect(run.standardError.contains("error: unsatisfiable"))
    }

    @Test func inputFilesAreReadByTheLibrary() throws {
        #expect(InputFile.displayName(of: "-") == "<stdin>")
        #expect(InputFile.displayName(of: "a.json") == "a.json")
        #expect(try InputFile.read("-", standardInput: { Data("é".utf8) }).get() == "é")
        guard case .failure(let missing) = InputFile.read("/nonexistent/a.json", standardInput: { Data() }) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(missing.file == "/nonexistent/a.json" && missing.line == 1)
        guard case .failure(let binary) = InputFile.read("-", standardInput: { Data([0xFF, 0xFE]) }) else {
            Issue.record("invalid UTF-8 was read")
            return
        }
        #expect(binary.message == "the input is not valid UTF-8")
    }
}
