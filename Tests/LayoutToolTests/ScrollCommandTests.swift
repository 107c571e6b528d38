import Foundation
import Testing

@testable import LayoutSpec
@testable import layout_tool

/// `layout-tool layout` on scroll views and `fit`: JSON `scrollViews`, `fittingSizes`, `--offset`.
@Suite struct ScrollCommandTests {
    func layout(_ arguments: String..., input: String = "") -> ToolResult {
        LayoutTool.run(arguments: ["layout"] + arguments, standardInput: { Data(input.utf8) })
    }

    /// The value at a path of object keys in the JSON output, as plain Swift values.
    func value(_ result: ToolResult, _ path: String...) -> Any? {
        guard var node = try? JSONParser.parse(result.standardOutput) else { return nil }
        for key in path {
            guard case .object(let members) = node.value, let next = members.first(where: { $0.key.text == key })?.value
            else { return nil }
            node = next
        }
        func plain(_ j: LocatedJSON) -> Any {
            switch j.value {
            case .null: return NSNull()
            case .bool(let b): return b
            case .number(let x): return x
            case .string(let s): return s
            case .array(let a): return a.map(plain)
            case .object(let m): return Dictionary(m.map { ($0.key.text, plain($0.value)) }, uniquingKeysWith: { $1 })
            }
        }
        return plain(node)
    }

    func numbers(_ result: ToolResult, _ path: String...) -> [Double]? {
        var node: Any? = nil
        switch path.count {
        case 2: node = value(result, path[0], path[1])
        case 3: node = value(result, path[0], path[1], path[2])
        case 4: node = value(result, path[0], path[1], path[2], path[3])
        default: return nil
        }
        return (node as? [Any])?.compactMap { $0 as? Double }
    }

    static let labels = LayoutCommandTests.example("scroll-30-labels.json")
    static let badge = LayoutCommandTests.example("floating-badge.json")
    static let photo = LayoutCommandTests.example("photo-zoom.json")

    @Test func thirtyLabelsDecideTheContentHeight() {
        let r = layout(Self.labels, "--format", "json")
        #expect(r.status == 0)
        #expect(numbers(r, "scrollViews", "sv", "contentSize") == [0, 940])
        #expect(numbers(r, "scrollViews", "sv", "contentOffset") == [0, 200])
        #expect(numbers(r, "scrollViews", "sv", "minOffset") == [0, 0])
        #expect(numbers(r, "scrollViews", "sv", "maxOffset") == [0, 460])
        #expect(numbers(r, "scrollViews", "sv", "visibleRect") == [0, 200, 320, 480])
        #expect(numbers(r, "frames", "label30") == [10, 909, 106, 21])
        #expect(numbers(r, "fittingSizes", "label12") == [106, 21])
        // Only leading edges are pinned: the content width is its own ambiguity.
        let d = value(r, "diagnostics") as? [[String: Any]]
        #expect(d?.count == 1)
        #expect(d?.first?["kind"] as? String == "ambiguous")
        #expect(d?.first?["attributes"] as? [String] == ["contentWidth"])
        #expect(d?.first?["views"] as? [String] == ["sv"])
        #expect(
            r.standardError
                == "\(Self.labels): warning: sv: content width is ambiguous: no constraint chain reaches its trailing edge; using 0\n"
        )
    }

    @Test func floatingBadgeAndOffsets() {
        let r = layout(Self.badge, "--format", "json")
        #expect(r.status == 0)
        #expect(r.standardError.isEmpty)
        #expect(numbers(r, "frames", "sv") == [0, 64, 320, 416])
        #expect(numbers(r, "frames", "column") == [0, 0, 320, 1172])
        // 74 below the window's top: 74 − 64 + 300 in content coordinates.
        #expect(numbers(r, "frames", "badge") == [270, 310, 40, 40])
        #expect(numbers(r, "scrollViews", "sv", "maxOffset") == [0, 1172 + 20 - 416])
        #expect(numbers(r, "fittingSizes", "column") == [320, 1172])
        // --offset with and without the name; not clamped.
        #expect(
            numbers(layout(Self.badge, "--format", "json", "--offset", "0,-50"), "frames", "badge") == [
                270, -40, 40, 40,
            ])
        let far = layout(Self.badge, "--format=json", "--offset=sv=0,2000")
        #expect(numbers(far, "frames", "badge") == [270, 2010, 40, 40])
        #expect(numbers(far, "frames", "title") == [20, 20, 180, 24])
        #expect(numbers(far, "scrollViews", "sv", "clampedOffset") == [0, 776])
    }

    @Test func offsetUsageErrors() {
        #expect(layout(Self.badge, "--offset", "nope=1,2").status == 64)
        #expect(layout(Self.badge, "--offset", "1").status == 64)
        #expect(layout(LayoutCommandTests.example("basic-pinning.json"), "--offset", "0,10").status == 64)
        let two = """
            { "root": { "name": "root", "frame": [0, 0, 100, 100], "subviews": [
                { "name": "a", "frame": [0, 0, 50, 50], "scroll": {} },
                { "name": "b", "frame": [50, 0, 50, 50], "scroll": {} } ] } }
            """
        #expect(layout("-", "--offset", "1,2", input: two).status == 64)
        let named = layout("-", "--format", "json", "--offset", "b=1,2", input: two)
        #expect(named.status == 0)
        #expect(numbers(named, "scrollViews", "b", "contentOffset") == [1, 2])
        #expect(numbers(named, "scrollViews", "a", "contentOffset") == [0, 0])
    }

    @Test func zoomScalesTheZoomViewAndTheContentSize() {
        let r = layout(Self.photo, "--format", "json")
        #expect(r.status == 0)
        #expect(numbers(r, "frames", "photo") == [0, 0, 960, 720])
        #expect(numbers(r, "scrollViews", "sv", "contentSize") == [960, 720])
        #expect(numbers(r, "scrollViews", "sv", "maxOffset") == [640, 240])
        #expect(value(r, "scrollViews", "sv", "zoom", "zoomScale") as? Double == 1.5)
        #expect(numbers(r, "scrollViews", "sv", "zoom", "unzoomedContentSize") == [640, 480])
    }

    @Test func pagingFacts() {
        let spec = """
            { "root": { "name": "root", "frame": [0, 0, 320, 480], "subviews": [
                { "name": "pages", "scroll": { "pagingEnabled": true, "contentOffset": [500, 0] },
                  "subviews": [ { "name": "p1" }, { "name": "p2" }, { "name": "p3" } ] } ] },
              "constraints": [ "H:|[pages]|", "V:|[pages]|",
                "H:|[p1(==pages)][p2(==pages)][p3(==pages)]|",
                "V:|[p1(==pages)]|", "V:|[p2(==pages)]|", "V:|[p3(==pages)]|" ] }
            """
        let r = layout("-", "--format", "json", input: spec)
        #expect(r.status == 0)
        #expect(r.standardError.isEmpty)
        #expect(numbers(r, "scrollViews", "pages", "contentSize") == [960, 480])
        #expect(numbers(r, "scrollViews", "pages", "paging", "pageSize") == [320, 480])
        #expect(numbers(r, "scrollViews", "pages", "paging", "pageCount") == [3, 1])
        #expect(numbers(r, "scrollViews", "pages", "paging", "currentPage") == [2, 0])
        #expect(numbers(r, "scrollViews", "pages", "paging", "snappedOffset") == [640, 0])
        #expect(numbers(r, "frames", "p3") == [640, 0, 320, 480])
    }

    @Test func fitTargetsAndPriorities() {
        let spec = """
            { "root": { "name": "root", "frame": [0, 0, 320, 480], "subviews": [
                { "name": "button", "intrinsicSize": [50, 50] } ] },
              "constraints": [ "button.left == root.left", "button.top == root.top" ],
              "fit": [ { "view": "button", "target": "expanded" },
                       { "view": "button", "target": [10, 10], "priorities": [1000, 250] },
                       { "view": "root", "target": "compressed" } ] }
            """
        let r = layout("-", "--format", "json", input: spec)
        #expect(r.status == 0)
        #expect(numbers(r, "fittingSizes", "button") == [10, 50])
        #expect(numbers(r, "fittingSizes", "root") == [0, 0])
        #expect(numbers(r, "frames", "button") == [0, 0, 50, 50])
        let fittings = value(r, "fittings") as? [[String: Any]]
        #expect(fittings?.count == 3)
        #expect(fittings?.first?["size"] as? [Double] == [50, 50])
    }
}
