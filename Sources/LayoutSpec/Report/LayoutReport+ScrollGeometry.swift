import Constraints
import InternalUtilities

/// Scroll geometry in the reports (contract `scrolling.md` §4): in JSON, each `scrollViews`
/// entry gains `zoomedFrame` and `doubleTapZoomScale` (with a zoom view), `indicators` (always)
/// and `pages` (paging scroll views); the SVG draws the indicators.
extension LayoutReport {
    /// The members added to a scroll view's JSON entry, in a fixed order.
    func scrollGeometryJSON(_ sv: ScrollView) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if let z = sv.zoomedFrame {
            members.append(("zoomedFrame", LayoutReport.json(z)))
            members.append(("doubleTapZoomScale", .number(cleanedNumber(sv.doubleTapZoomScale))))
        }
        let (vertical, horizontal) = sv.scrollIndicatorFrames()
        members.append(
            (
                "indicators",
                .object([
                    ("vertical", vertical.map(LayoutReport.json) ?? .null),
                    ("horizontal", horizontal.map(LayoutReport.json) ?? .null),
                ])
            ))
        if sv.isPagingEnabled {
            let w = sv.pageWindow
            func pages(_ list: [Int]) -> JSONValue { .array(list.map { .number(Double($0)) }) }
            members.append(
                (
                    "pages",
                    .object([
                        ("current", .number(Double(w.current))), ("visible", pages(w.visible)),
                        ("loaded", pages(w.loaded)), ("axis", .string(w.axis.description)),
                        ("count", .number(Double(w.count))),
                    ])
                ))
        }
        return members
    }

    /// The scroll indicators of `sv` as SVG rectangles, given its frame in window coordinates
    /// (indicators are in its bounds coordinates: the offset is taken off).
    static func indicatorsSVG(_ sv: ScrollView, windowFrame f: Rect, indent: String) -> String {
        let (vertical, horizontal) = sv.scrollIndicatorFrames()
        func n(_ x: Double) -> String { JSONValue.format(cleanedNumber(x)) }
        var out = ""
        for bar in [vertical, horizontal].compactMap({ $0 }) {
            let x = f.minX + bar.minX - sv.contentOffset.x, y = f.minY + bar.minY - sv.contentOffset.y
            out +=
                "\(indent)<rect class=\"indicator\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(bar.width))\" "
                + "height=\"\(n(bar.height))\" rx=\"\(n(Swift.min(bar.width, bar.height) / 2))\" "
                + "fill=\"#000000\" fill-opacity=\"0.45\"/>\n"
        }
        return out
    }
}
