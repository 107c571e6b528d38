import Constraints
import Foundation
import InternalUtilities

extension ScrollReport {
    /// The offset against time as a standalone SVG plot: the offset's y (blue) and x (orange)
    /// on the left axis, the axes that change (y when neither does); the zoom scale (green) on
    /// the right axis when it changes; each delegate call other than the per-frame `didScroll` and
    /// `didZoom` a dashed vertical line labelled with its name (calls at the same time share a
    /// line). Deterministic bytes, numbers as in the JSON output.
    public var svg: String { ScrollPlot(report: self).document }
}

/// The geometry and drawing of ``ScrollReport/svg``.
private struct ScrollPlot {
    let report: ScrollReport
    static let width = 760.0, left = 80.0, right = 690.0, top = 150.0, bottom = 410.0
    static let blue = "#1f77b4", orange = "#e8740c", green = "#2ca02c", grey = "#888888"

    var frames: [ScrollReport.Frame] { report.frames }
    var endTime: Double { Swift.max(frames.last?.t ?? 0, report.final.t, 0.1) }

    func n(_ x: Double) -> String { JSONValue.format(cleanedNumber(ScrollReport.rounded(x, 2))) }
    func x(_ t: Double) -> Double { Self.left + (Self.right - Self.left) * t / endTime }

    /// The axes of the offset that change (y when neither does).
    var series: [(name: String, colour: String, value: (ScrollReport.Frame) -> Double)] {
        func varies(_ f: (ScrollReport.Frame) -> Double) -> Bool {
            guard let first = frames.first else { return false }
            return frames.contains { f($0) != f(first) }
        }
        var out: [(String, String, (ScrollReport.Frame) -> Double)] = []
        if varies({ $0.offset.y }) { out.append(("contentOffset.y", Self.blue, { $0.offset.y })) }
        if varies({ $0.offset.x }) { out.append(("contentOffset.x", Self.orange, { $0.offset.x })) }
        if out.isEmpty { out.append(("contentOffset.y", Self.blue, { $0.offset.y })) }
        return out
    }

    var zoomVaries: Bool {
        guard let first = frames.first else { return false }
        return frames.contains { $0.zoomScale != first.zoomScale }
    }

    /// A range padded by 5% (or ±1 when flat), and tick values at a 1-2-5 step.
    static func axis(_ values: [Double]) -> (lo: Double, hi: Double, ticks: [Double]) {
        var lo = values.min() ?? 0, hi = values.max() ?? 1
        if hi - lo < 1e-9 {
            lo -= 1
            hi += 1
        }
        let pad = (hi - lo) * 0.05
        lo -= pad
        hi += pad
        let step = niceStep((hi - lo) / 6)
        var ticks: [Double] = []
        var v = (lo / step).rounded(.up) * step
        while v <= hi + 1e-9 && ticks.count < 20 {
            ticks.append(cleanedNumber(v))
            v += step
        }
        return (lo, hi, ticks)
    }

    /// The smallest of 1, 2, 5 times a power of ten at or above `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let p = pow(10, floor(log10(raw)))
        for m in [1.0, 2, 5, 10] where m * p >= raw { return m * p }
        return 10 * p
    }

    var document: String {
        let offsets = series
        let yAxis = Self.axis(frames.flatMap { f in offsets.map { $0.value(f) } })
        let zAxis = Self.axis(frames.map(\.zoomScale))
        let y = { (v: Double) in Self.bottom - (Self.bottom - Self.top) * (v - yAxis.lo) / (yAxis.hi - yAxis.lo) }
        let z = { (v: Double) in Self.bottom - (Self.bottom - Self.top) * (v - zAxis.lo) / (zAxis.hi - zAxis.lo) }
        let height = Self.bottom + 70
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(Self.width))\" height=\"\(n(height))\""
        out += " viewBox=\"0 0 \(n(Self.width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\""
        out += " font-size=\"11\">\n"
        out += "  <title>\(SVGPrinter.escape("scroll view \(report.view): offset against time"))</title>\n"
        out += "  <rect x=\"0\" y=\"0\" width=\"\(n(Self.width))\" height=\"\(n(height))\" fill=\"white\"/>\n"
        out += "  <text x=\"\(n(Self.left))\" y=\"20\" font-size=\"14\" font-weight=\"bold\">"
        out +=
            SVGPrinter.escape("scroll view \(report.view): \(frames.count) frames at \(n(report.fps)) fps")
            + "</text>\n"
        // Axes and grid.
        out += "  <g stroke=\"#cccccc\" stroke-width=\"1\">\n"
        for v in yAxis.ticks {
            out += "    <line x1=\"\(n(Self.left))\" y1=\"\(n(y(v)))\" x2=\"\(n(Self.right))\" y2=\"\(n(y(v)))\"/>\n"
        }
        out += "  </g>\n"
        out += "  <rect x=\"\(n(Self.left))\" y=\"\(n(Self.top))\" width=\"\(n(Self.right - Self.left))\""
        out += " height=\"\(n(Self.bottom - Self.top))\" fill=\"none\" stroke=\"black\"/>\n"
        out += "  <g text-anchor=\"end\">\n"
        for v in yAxis.ticks { out += "    <text x=\"\(n(Self.left - 6))\" y=\"\(n(y(v) + 4))\">\(n(v))</text>\n" }
        out += "  </g>\n"
        let step = Self.niceStep(endTime / 8)
        out += "  <g text-anchor=\"middle\">\n"
        var t = 0.0
        while t <= endTime + 1e-9 {
            out += "    <text x=\"\(n(x(t)))\" y=\"\(n(Self.bottom + 16))\">\(n(t))</text>\n"
            t = cleanedNumber(t + step)
        }
        out += "    <text x=\"\(n((Self.left + Self.right) / 2))\" y=\"\(n(Self.bottom + 34))\">time (s)</text>\n"
        out += "  </g>\n"
        if zoomVaries {
            out += "  <g text-anchor=\"start\" fill=\"\(Self.green)\">\n"
            for v in zAxis.ticks {
                out += "    <text x=\"\(n(Self.right + 6))\" y=\"\(n(z(v) + 4))\">\(n(v))×</text>\n"
            }
            out += "  </g>\n"
        }
        // Events: one dashed line per time, labelled with the calls made then.
        var groups: [(t: Double, names: [String])] = []
        for e in report.events where !ScrollReport.perFrameEvents.contains(e.name) {
            if let last = groups.last, last.t == e.t {
                groups[groups.count - 1].names.append(e.name)
            } else {
                groups.append((e.t, [e.name]))
            }
        }
        out += "  <g stroke=\"\(Self.grey)\" stroke-dasharray=\"4 3\">\n"
        for g in groups {
            out +=
                "    <line x1=\"\(n(x(g.t)))\" y1=\"\(n(Self.top))\" x2=\"\(n(x(g.t)))\" y2=\"\(n(Self.bottom))\"/>\n"
        }
        out += "  </g>\n"
        out += "  <g fill=\"#444444\">\n"
        for g in groups {
            let label = SVGPrinter.escape(g.names.joined(separator: ", "))
            out +=
                "    <text transform=\"translate(\(n(x(g.t) + 3)) \(n(Self.top - 4))) rotate(-40)\">\(label)</text>\n"
        }
        out += "  </g>\n"
        // The curves.
        func polyline(_ colour: String, _ point: (ScrollReport.Frame) -> Double) -> String {
            let points = frames.map { "\(n(x($0.t))),\(n(point($0)))" }.joined(separator: " ")
            return "  <polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" points=\"\(points)\"/>\n"
        }
        if !frames.isEmpty {
            for s in offsets { out += polyline(s.colour, { y(s.value($0)) }) }
            if zoomVaries { out += polyline(Self.green, { z($0.zoomScale) }) }
        }
        // Legend.
        var legend = offsets.map { ($0.colour, $0.name + " (pt)") }
        if zoomVaries { legend.append((Self.green, "zoomScale (right)")) }
        legend.append((Self.grey, "delegate calls"))
        var lx = Self.left
        for (colour, name) in legend {
            out +=
                "  <rect x=\"\(n(lx))\" y=\"\(n(Self.bottom + 48))\" width=\"12\" height=\"4\" fill=\"\(colour)\"/>\n"
            out += "  <text x=\"\(n(lx + 16))\" y=\"\(n(Self.bottom + 53))\">\(SVGPrinter.escape(name))</text>\n"
            lx += 16 + Double(name.count) * 6 + 16
        }
        return out + "</svg>\n"
    }
}
