import Constraints

extension ScrollReport {
    /// The report as the contract's JSON object (`scrolling.md` §2): `fps`, `view`, `frames`
    /// (one line each), `events` (one line each), `final`. Keys keep this order; an event has
    /// only the keys its call carries.
    public var json: String {
        var out = "{\n"
        out += "  \"fps\": \(JSONValue.format(fps)),\n"
        out += "  \"view\": \(JSONValue.quote(view)),\n"
        out += "  \"frames\": " + Self.lines(frames.map(\.jsonValue)) + ",\n"
        out += "  \"events\": " + Self.lines(events.map(\.jsonValue)) + ",\n"
        out += "  \"final\": " + final.jsonValue.rendered(indent: nil) + "\n"
        return out + "}\n"
    }

    /// An array with one compact item per line.
    static func lines(_ items: [JSONValue]) -> String {
        guard !items.isEmpty else { return "[]" }
        return "[\n" + items.map { "    " + $0.rendered(indent: nil) }.joined(separator: ",\n") + "\n  ]"
    }

    static func pair(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }
}

extension ScrollReport.Frame {
    var jsonValue: JSONValue {
        .object([
            ("t", .number(t)), ("offset", ScrollReport.pair(offset)), ("zoomScale", .number(zoomScale)),
            ("tracking", .bool(tracking)), ("dragging", .bool(dragging)), ("decelerating", .bool(decelerating)),
            ("zooming", .bool(zooming)), ("zoomBouncing", .bool(zoomBouncing)),
        ])
    }
}

extension ScrollReport.Event {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("t", .number(t)), ("name", .string(name))]
        if let velocity { members.append(("velocity", ScrollReport.pair(velocity))) }
        if let targetContentOffset { members.append(("targetContentOffset", ScrollReport.pair(targetContentOffset))) }
        if let adjustedTargetContentOffset {
            members.append(("adjustedTargetContentOffset", ScrollReport.pair(adjustedTargetContentOffset)))
        }
        if let willDecelerate { members.append(("willDecelerate", .bool(willDecelerate))) }
        if let zoomView { members.append(("view", .string(zoomView))) }
        if let scale { members.append(("scale", .number(scale))) }
        if let shift { members.append(("shift", ScrollReport.pair(shift))) }
        if let page {
            func list(_ pages: [Int]) -> JSONValue { .array(pages.map { .number(Double($0)) }) }
            members.append(("current", .number(Double(page.current))))
            members.append(("loaded", list(page.loaded)))
            members.append(("recycled", list(page.recycled)))
        }
        return .object(members)
    }
}

extension ScrollReport.Final {
    var jsonValue: JSONValue {
        .object([
            ("t", .number(t)), ("offset", ScrollReport.pair(offset)), ("zoomScale", .number(zoomScale)),
            ("contentSize", .array([.number(contentSize.width), .number(contentSize.height)])),
            ("resting", .bool(resting)),
        ])
    }
}
