import Constraints
import InternalUtilities

extension ScrollReport {
    /// The report for a terminal: the events (a run of `didScroll` or `didZoom` on one line with
    /// its count and time span), a few frames (about one every quarter second, at most 40, and
    /// the last), and the final state.
    public func text(style: TerminalStyle) -> String {
        let n = { (x: Double) in formatNumber(x) }
        let p = { (q: Point) in "(\(formatNumber(q.x)), \(formatNumber(q.y)))" }
        let duration = frames.last?.t ?? final.t
        var out = style.bold("scroll view \(view)") + ": \(frames.count) frames at \(n(fps)) fps (\(n(duration)) s)\n\n"
        out += style.bold("events") + "\n"
        if events.isEmpty { out += "  (none)\n" }
        var i = 0
        while i < events.count {
            let e = events[i]
            var j = i + 1
            if Self.perFrameEvents.contains(e.name) {
                while j < events.count && events[j].name == e.name { j += 1 }
            }
            var line = "  " + pad(n(e.t), 8) + e.name
            if j - i > 1 { line += " ×\(j - i) (to \(n(events[j - 1].t)))" }
            if let v = e.velocity { line += "  velocity \(p(v)) pt/ms" }
            if let t = e.targetContentOffset { line += "  target \(p(t))" }
            if let t = e.adjustedTargetContentOffset { line += " moved to \(p(t))" }
            if let d = e.willDecelerate { line += "  willDecelerate \(d)" }
            if let v = e.zoomView, e.scale == nil { line += "  view \(v)" }
            if let s = e.scale { line += "  scale \(n(s))" }
            if let s = e.shift { line += "  shift \(p(s))" }
            if let page = e.page {
                func list(_ pages: [Int]) -> String { "[" + pages.map(String.init).joined(separator: ", ") + "]" }
                line += "  page \(page.current), loaded \(list(page.loaded)), recycled \(list(page.recycled))"
            }
            out += line + "\n"
            i = j
        }
        out += "\n" + style.bold("frames") + "\n"
        out += "  " + pad("t", 8) + pad("offset", 22) + pad("zoom", 8) + "state\n"
        for f in sampledFrames() {
            var state: [String] = []
            if f.tracking { state.append("tracking") }
            if f.dragging { state.append("dragging") }
            if f.decelerating { state.append("decelerating") }
            if f.zooming { state.append("zooming") }
            if f.zoomBouncing { state.append("zoomBouncing") }
            out += "  " + pad(n(f.t), 8) + pad(p(f.offset), 22) + pad(n(f.zoomScale), 8)
            out += (state.isEmpty ? "-" : state.joined(separator: " ")) + "\n"
        }
        if frames.isEmpty { out += "  (none)\n" }
        out += "\n" + style.bold("final") + ": t \(n(final.t)), offset \(p(final.offset)), zoomScale "
        out += "\(n(final.zoomScale)), contentSize (\(n(final.contentSize.width)), \(n(final.contentSize.height))), "
        out += final.resting ? "resting\n" : "still moving\n"
        return out
    }

    /// About one frame per quarter second (at most 40), and the last.
    func sampledFrames() -> [Frame] {
        guard !frames.isEmpty else { return [] }
        var stride = Swift.max(1, Int((fps / 4).rounded()))
        while frames.count / stride > 40 { stride *= 2 }
        var out: [Frame] = []
        for (k, f) in frames.enumerated() where (k + 1) % stride == 0 { out.append(f) }
        if let last = frames.last, out.last != last { out.append(last) }
        return out
    }

    private func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}
