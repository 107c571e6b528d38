import Constraints
import Foundation
import TestSupport
import Testing

@testable import LayoutSpec
@testable import layout_tool

/// `layout-tool scroll`: the script reader (shapes, values, carets), the playback's located
/// errors, the contract's JSON, exit statuses, and the spec's motion keys.
@Suite struct ScrollScriptTests {
    static let article = LayoutCommandTests.example("long-article.json")
    static let photo = LayoutCommandTests.example("photo-zoom.json")
    static let labels = LayoutCommandTests.example("scroll-30-labels.json")

    func scroll(_ arguments: String..., input: String = "") -> ToolResult {
        LayoutTool.run(arguments: ["scroll"] + arguments, standardInput: { Data(input.utf8) })
    }

    /// The JSON output, parsed into plain values.
    func json(_ r: ToolResult) -> [String: Any] {
        guard let data = r.standardOutput.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object
    }

    func events(_ r: ToolResult) -> [[String: Any]] { json(r)["events"] as? [[String: Any]] ?? [] }

    /// Event names without the per-frame runs.
    func milestones(_ r: ToolResult) -> [String] {
        var out: [String] = []
        for e in events(r) {
            guard let name = e["name"] as? String else { continue }
            if out.last == name && (name == "didScroll" || name == "didZoom") { continue }
            out.append(name)
        }
        return out
    }

    func finalOffset(_ r: ToolResult) -> [Double] {
        ((json(r)["final"] as? [String: Any])?["offset"] as? [Double]) ?? []
    }

    // MARK: Reading scripts

    @Test func everyStepReads() throws {
        let s = try ScrollScript.read(
            """
            drag 0,-300 in 0.3; release; release 10, -20
            wait 1.5 # a comment; not a step
            settle; scroll-to 0,100 animated; scroll-rect 0,1,2,3; scroll-to-top
            pinch 2 at 10,20 in 0.5; pinch 0.5; zoom 3 animated; target 0,600;;
            """, file: "t")
        #expect(
            s.steps.map(\.action) == [
                .drag(Point(x: 0, y: -300), duration: 0.3), .release(nil), .release(Point(x: 10, y: -20)), .wait(1.5),
                .settle, .scrollTo(Point(x: 0, y: 100), animated: true),
                .scrollRect(Rect(x: 0, y: 1, width: 2, height: 3), animated: false), .scrollToTop,
                .pinch(2, center: Point(x: 10, y: 20), duration: 0.5), .pinch(0.5, center: nil, duration: 0.2),
                .zoom(3, animated: true), .target(Point(x: 0, y: 600)),
            ])
        #expect(s.steps[3].position.line == 2 && s.steps[3].position.column == 1)
    }

    @Test(arguments: [
        ("drag 0,-300; relase; settle", 14, "unknown step 'relase'"),
        ("drag 0 -300", 8, "drag: expected DX,DY (drag DX,DY [in T])"),
        ("drag 0,-300 in -1", 16, "drag: a time is in seconds, from 0 to 600"),
        ("wait 700", 6, "wait: a time is in seconds, from 0 to 600"),
        ("settle 3", 8, "settle: unexpected text after the step"),
        ("pinch 0 at 1,2", 7, "pinch: a scale must be positive"),
        ("release 2e7,0", 9, "release: a velocity is at most 1e6 points per second"),
        ("scroll-rect 0,0,-1,5", 13, "scroll-rect: the width and height must not be negative"),
        ("drag 1.5.2,0", 6, "malformed number '1.5.'"),
        ("wait 1e999", 6, "the number 1e999 is too large"),
        ("drag 0,0 ? 3", 10, "unexpected '?'"),
        ("  ;  # nothing", 1, "the script has no steps"),
    ])
    func malformedStepsPointAtTheirMistake(_ c: (String, Int, String)) {
        let r = scroll(Self.article, "--script", c.0)
        #expect(r.status == 1)
        #expect(r.standardOutput.isEmpty)
        #expect(r.standardError.hasPrefix("<script>:1:\(c.1): error: \(c.2)"), "\(r.standardError)")
        let lines = r.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count >= 3, c.2 != "the script has no steps" {
            #expect(lines[2] == Substring(String(repeating: " ", count: 4 + c.1 - 1) + "^"), "\(r.standardError)")
        }
    }

    @Test func stepsThatMakeNoSenseAreLocatedErrors() {
        let release = scroll(Self.article, "--script", "wait 0.1\nrelease")
        #expect(release.status == 1)
        #expect(release.standardError.hasPrefix("<script>:2:1: error: release: no finger is down"))
        let pinch = scroll(Self.article, "--script", "pinch 2")
        #expect(pinch.status == 1)
        #expect(pinch.standardError.contains("pinch: scroll view 'sv' has no zoomView"))
        let zoom = scroll(Self.article, "--script", "settle; zoom 2 animated")
        #expect(zoom.standardError.hasPrefix("<script>:1:9: error: zoom: scroll view 'sv' has no zoomView"))
        let fingers = scroll(Self.photo, "--script", "drag 10,0; pinch 2")
        #expect(fingers.standardError.hasPrefix("<script>:1:12: error: pinch: a finger is down"))
    }

    // MARK: The command line

    @Test func usageAndInputErrors() {
        #expect(scroll(Self.article).status == 64)
        #expect(scroll(Self.article, "--script", "settle", "--fps", "0").status == 64)
        #expect(scroll(Self.article, "--script", "settle", "--fps", "nan").status == 64)
        #expect(scroll(Self.article, "--script", "settle", "--format", "yaml").status == 64)
        let view = scroll(Self.article, "--script", "settle", "--view", "content")
        #expect(view.status == 64 && view.standardError.contains("'content' is not a scroll view of the spec"))
        let none = scroll("-", "--script", "settle", input: #"{"root": {"name": "r", "frame": [0, 0, 10, 10]}}"#)
        #expect(none.status == 1 && none.standardError.contains("the spec has no scroll view"))
        let two = """
            {"root": {"name": "r", "frame": [0, 0, 10, 10], "subviews": [
              {"name": "a", "frame": [0, 0, 5, 5], "scroll": {}}, {"name": "b", "frame": [0, 0, 5, 5], "scroll": {}}]}}
            """
        let several = scroll("-", "--script", "settle", input: two)
        #expect(several.status == 64 && several.standardError.contains("the spec has 2 scroll views (a, b)"))
        #expect(scroll("-", "--script", "settle", "--view", "b", input: two).status == 0)
        #expect(scroll("-", "--script", "-").status == 64)
        #expect(scroll(Self.article, "--help").standardOutput == Help.scroll)
    }

    @Test func aScriptFileAndStandardInput() throws {
        let path = packagePath("Examples/scroll/flick-article.scroll")
        let file = scroll(Self.article, "--script", path, "--format", "json")
        let inline = scroll(Self.article, "--script", "drag 0,-150 in 0.1; release; settle", "--format", "json")
        #expect(file.status == 0 && file.standardOutput == inline.standardOutput)
        let piped = scroll(
            Self.article, "--script", "-", "--format", "json", input: "drag 0,-150 in 0.1\nrelease\nsettle")
        #expect(piped.standardOutput == inline.standardOutput)
        let bad = scroll(Self.article, "--script", "-", input: "drag 0,-150\nfling")
        #expect(bad.standardError.hasPrefix("<stdin>:2:1: error: unknown step 'fling'"))
    }

    @Test func theBinaryExitsOneOnABadScript() throws {
        let run = try runBuiltExecutable("layout-tool", ["scroll", Self.article, "--script", "drag 0,-100; fling"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("^"))
        let ok = try runBuiltExecutable(
            "layout-tool", ["scroll", Self.article, "--script", "drag 0,-100; release; settle", "--format", "json"])
        #expect(ok.status == 0 && ok.standardOutput.hasPrefix("{\n  \"fps\": 60,"))
    }

    // MARK: The contract's JSON

    @Test func aFlickInJSON() throws {
        // From −20 the finger moves up 150 in 0.1 s (6 frames): 1500 points/s.
        let r = scroll(Self.article, "--script", "drag 0,-150 in 0.1; release; settle", "--format", "json")
        #expect(r.status == 0)
        let j = json(r)
        #expect(j["fps"] as? Double == 60)
        let frames = j["frames"] as? [[String: Any]] ?? []
        #expect(frames.first?["t"] as? Double == 0.0167)
        #expect(frames.first?["offset"] as? [Double] == [0, 5])
        for key in ["t", "offset", "zoomScale", "tracking", "dragging", "decelerating", "zooming", "zoomBouncing"] {
            #expect(frames.first?[key] != nil, "\(key)")
        }
        #expect(frames[5]["dragging"] as? Bool == true && frames[6]["dragging"] as? Bool == false)
        #expect(frames[6]["decelerating"] as? Bool == true && frames[6]["tracking"] as? Bool == false)
        let will = events(r).first { $0["name"] as? String == "willEndDragging" }
        #expect(will?["t"] as? Double == 0.1)
        #expect(will?["velocity"] as? [Double] == [0, 1.5])
        // 130 + 1.5 · 0.998 / 0.002 = 130 + 748.5.
        #expect(will?["targetContentOffset"] as? [Double] == [0, 878.5])
        #expect(finalOffset(r) == [0, 878.5])
        #expect((j["final"] as? [String: Any])?["resting"] as? Bool == true)
        #expect(
            milestones(r) == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                "didScroll", "didEndDecelerating",
            ])
        #expect(frames.count == Int(((j["final"] as? [String: Any])?["t"] as? Double ?? 0) * 60 + 0.5))
    }

    @Test func aFastRateFromTheSpecTravels99PointsPer1000PointsPerSecond() {
        let spec = """
            {"root": {"name": "r", "frame": [0, 0, 320, 480], "subviews": [
              {"name": "sv", "frame": [0, 0, 320, 480],
               "scroll": {"contentSize": [320, 5000], "decelerationRate": "fast"}}]}}
            """
        let r = scroll("-", "--script", "drag 0,-100 in 0.1; release 0,-1000; settle", "--format", "json", input: spec)
        #expect(finalOffset(r) == [0, 199])
        let custom = spec.replacingOccurrences(of: "\"fast\"", with: "0.5")
        #expect(
            finalOffset(
                scroll("-", "--script", "drag 0,-100; release 0,-1000; settle", "--format", "json", input: custom)) == [
                    0, 101,
                ])
        let bad = scroll("-", "--script", "settle", input: spec.replacingOccurrences(of: "\"fast\"", with: "1"))
        #expect(
            bad.status == 1 && bad.standardError.contains("'decelerationRate' of scroll view 'sv' 1 is out of range"))
        let unknown = scroll(
            "-", "--script", "settle", input: spec.replacingOccurrences(of: "\"fast\"", with: "\"slow\""))
        #expect(unknown.status == 1)
    }

    @Test func slowReleaseAnimatedScrollScrollToTopAndTarget() {
        let slow = scroll(Self.article, "--script", "drag 0,-100; wait 0.2; release; settle", "--format", "json")
        #expect(milestones(slow) == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging"])
        #expect(events(slow).last?["willDecelerate"] as? Bool == false)
        let animated = scroll(Self.article, "--script", "scroll-to 0,500 animated; settle", "--format", "json")
        #expect(milestones(animated) == ["didScroll", "didEndScrollingAnimation"])
        #expect(events(animated).last?["t"] as? Double == 0.3)
        let jump = scroll(Self.article, "--script", "scroll-to 0,500", "--format", "json")
        #expect(milestones(jump) == ["didScroll"] && events(jump).first?["t"] as? Double == 0)
        let top = scroll(Self.article, "--script", "scroll-to 0,900; scroll-to-top; settle", "--format", "json")
        #expect(milestones(top) == ["didScroll", "didScrollToTop"])
        #expect(finalOffset(top) == [0, -20])
        let target = scroll(Self.article, "--script", "target 0,333; drag 0,-100; release; settle", "--format", "json")
        #expect(finalOffset(target) == [0, 333])
        #expect(
            events(target).first { $0["name"] as? String == "willEndDragging" }?["adjustedTargetContentOffset"]
                as? [Double] == [0, 333])
    }

    @Test func aPinchInJSON() {
        let r = scroll(Self.photo, "--script", "pinch 2 at 100,100 in 0.2; settle", "--format", "json")
        #expect(r.status == 0)
        #expect(milestones(r).first == "willBeginZooming" && milestones(r).last == "didEndZooming")
        let end = events(r).filter { $0["name"] as? String == "didEndZooming" }
        #expect(end.count == 1 && end.first?["scale"] as? Double == 2)
        let frames = json(r)["frames"] as? [[String: Any]] ?? []
        #expect(frames.contains { $0["zoomBouncing"] as? Bool == true })
        #expect(frames.contains { ($0["zoomScale"] as? Double ?? 0) > 2 })
    }

    @Test func theSameScriptPrintsTheSameBytes() {
        let script = "drag 0,-150; release; wait 0.5; drag 0,40 in 0.2; release; settle; scroll-to-top; settle"
        let a = scroll(Self.article, "--script", script, "--format", "json")
        let b = scroll(Self.article, "--script", script, "--format", "json")
        #expect(a.standardOutput == b.standardOutput && a.status == 0)
        let svg = scroll(Self.article, "--script", script, "--format", "svg")
        #expect(svg.standardOutput.hasPrefix("<svg") && svg.standardOutput.hasSuffix("</svg>\n"))
        #expect(!svg.standardOutput.contains("nan") && !svg.standardOutput.contains("inf"))
    }
}
