import Foundation
import Testing

@testable import layout_tool

/// What the Interface Builder fuzz domain found in the tool's shared reports, fixed at its
/// cause and held here (the reader's findings are in `InterfaceBuilderTests/FuzzFindingsTests`).
@Suite struct ToolFuzzFindingsTests {
    /// A picture made very wide by frames near Double's range (multipliers compound within the
    /// 1e12 limit to 1e303) is drawn: the legend's characters per line stay an integer, not a
    /// conversion of a huge number that traps.
    @Test func aHugeLayoutDrawsAsSVG() {
        var constraints = [
            "\"v0.width == 1000\"", "\"v0.height == 10\"", "\"v0.left == root.left\"", "\"v0.top == root.top\"",
        ]
        var views: [String] = ["{\"name\": \"v0\"}"]
        for i in 1..<26 {
            views.append("{\"name\": \"v\(i)\"}")
            constraints += [
                "\"v\(i).width == 1e12*v\(i - 1).width\"", "\"v\(i).height == 10\"", "\"v\(i).left == root.left\"",
                "\"v\(i).top == root.top\"",
            ]
        }
        let spec = """
            {"root": {"name": "root", "frame": [0, 0, 320, 480], "subviews": [\(views.joined(separator: ", "))]},
             "constraints": [\(constraints.joined(separator: ", "))]}
            """
        let result = LayoutTool.run(arguments: ["layout", "-", "--format", "svg"], standardInput: { Data(spec.utf8) })
        #expect(result.status == ExitStatus.success)
        #expect(result.standardOutput.contains("width=\"1e303\""))
    }
}
