import Constraints
import Foundation
import LayoutSpec
import TestSupport
import Testing

/// LayoutSpec as a user of the package calls it (public API only, no `@testable`): the DocC
/// catalog's example, and the same output as the tool.
@Suite struct LayoutSpecLibraryTests {
    @Test func aSpecLaysOutAndReportsInEveryForm() throws {
        let path = packagePath("Examples/floating-badge.json")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let spec = try Spec.read(text, file: "floating-badge.json")
        let layout = try SpecLayout(spec)
        let scroll = try #require(layout.scrollView(named: "sv"))
        scroll.contentOffset = Point(x: 0, y: 0)
        let report = try layout.report(scale: 2)
        #expect(report.text.hasPrefix("view "))
        #expect(report.text.contains("badge"))
        #expect(report.json.hasPrefix("{") && report.json.hasSuffix("}\n"))
        #expect(report.svg.hasPrefix("<?xml"))
        #expect(!report.hasConflicts)
        #expect(report.diagnosticText.isEmpty)
        #expect(layout.view(named: "badge")?.frame == Rect(x: 270, y: 10, width: 40, height: 40))
    }

    @Test func aRunIsWhatTheToolPrints() throws {
        let path = packagePath("Examples/floating-badge.json")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let out = try SpecLayoutRun.run(
            text, file: "floating-badge.json", format: .json, offsets: [("sv", Point(x: 0, y: 30))], scale: 2)
        // The same as the parts called one by one.
        let layout = try SpecLayout(try Spec.read(text, file: "floating-badge.json"))
        try #require(layout.scrollView(named: "sv")).contentOffset = Point(x: 0, y: 30)
        let report = try layout.report(scale: 2)
        #expect(out.standardOutput == report.json)
        #expect(out.standardError == layout.warningText + report.diagnosticText)
        #expect(!out.hasConflicts)
        #expect(out.standardOutput.contains("\"contentOffset\": [0, 30]"))  // the offset applied
        do {
            _ = try SpecLayoutRun.run(text, file: "f.json", format: .text, offsets: [("nothing", .zero)])
            Issue.record("expected an offset error")
        } catch {
            guard case .offset = error else {
                Issue.record("expected an offset error, not \(error)")
                return
            }
        }
    }

    @Test func aScrollRunIsThePlaybackOfItsParts() throws {
        let text = try String(contentsOfFile: packagePath("Examples/long-article.json"), encoding: .utf8)
        let script = try String(contentsOfFile: packagePath("Examples/scroll/flick-article.scroll"), encoding: .utf8)
        let out = try ScrollRun.run(
            text, file: "long-article.json", script: script, scriptFile: "flick-article.scroll", format: .json)
        // The same as the parts called one by one.
        let layout = try SpecLayout(try Spec.read(text, file: "long-article.json"))
        let steps = try ScrollScript.read(script, file: "flick-article.scroll")
        let layoutReport = try layout.report()
        let report = try ScrollPlayback.play(steps, on: try layout.scrollView(selecting: nil), fps: 60)
        #expect(out.standardOutput == report.json)
        #expect(out.standardError == layout.warningText + layoutReport.diagnosticText)
        #expect(!out.hasConflicts)
        // A view that is not a scroll view, and a spec without one, are told apart.
        do {
            _ = try ScrollRun.run(text, file: "a.json", script: script, scriptFile: "s", view: "nothing", format: .text)
            Issue.record("expected a view error")
        } catch {
            guard case .view(.notAScrollView) = error else {
                Issue.record("expected a view error, not \(error)")
                return
            }
        }
        let plain = #"{"root": {"name": "root", "frame": [0, 0, 100, 100]}}"#
        do {
            _ = try ScrollRun.run(plain, file: "plain.json", script: script, scriptFile: "s", format: .text)
            Issue.record("expected an input error")
        } catch {
            guard case .input(let e) = error, e.file == "plain.json", e.line == 1 else {
                Issue.record("expected an input error at the spec's start, not \(error)")
                return
            }
        }
    }

    @Test func aTilesRunIsTheReportOfItsParts() throws {
        let text = try String(contentsOfFile: packagePath("Examples/tiled-map.json"), encoding: .utf8)
        let out = try TilesRun.run(text, file: "tiled-map.json", query: TilesQuery(view: "map"), json: true)
        let layout = try SpecLayout(try Spec.read(text, file: "tiled-map.json"))
        let tiles = try layout.tiles(TilesQuery(view: "map"))
        #expect(out.standardOutput == tiles.json)
        #expect(
            out.standardError == (layout.spec.warnings + tiles.warnings).map { $0 + "\n" }.joined()
                + (try layout.report()).diagnosticText)
        do {
            _ = try TilesRun.run(text, file: "tiled-map.json", query: TilesQuery(view: "nothing"), json: false)
            Issue.record("expected a query error")
        } catch {
            guard case .query(.unknownView("nothing")) = error else {
                Issue.record("expected an unknown view, not \(error)")
                return
            }
        }
    }

    @Test func badInputIsALocatedError() {
        do {
            _ = try Spec.read("{\n  \"root\": 3\n}", file: "bad.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "bad.json")
            #expect(error.line == 2 && error.column == 11)
            #expect(error.rendered.hasPrefix("bad.json:2:11: error: 'root' must be an object"))
        }
    }

    @Test func aLinearSystemSolvesWithItsConflictsAndAmbiguities() throws {
        let system = try LinearSystem.parse("x == 0 @251\nx == 100 @250\ny >= 0\ny <= 10\ny == 20\n", file: "s.txt")
        let solution = try system.solve(file: "s.txt")
        #expect(solution.values.map(\.name) == ["x", "y"])
        #expect(solution.values.first?.value == 0)
        #expect(solution.hasConflicts)
        #expect(solution.conflicts.first?.broken.number == 5)
        #expect(solution.text.hasPrefix("x = 0\n"))
    }

    @Test func aVisualFormatLineIsListed() throws {
        let listing = try VisualFormatListing(format: "H:|-[a]-[b]-|", views: ["a", "b"])
        #expect(listing.lines.first == "a.leading == superview.leading + 20")
        #expect(listing.text.split(separator: "\n").count == 3)
    }

    @Test func metricsAndOptionsAreReadFromText() throws {
        #expect(try VisualFormatListing.metrics(" gap = 8 , w=2.5,gap=9") == ["gap": 9, "w": 2.5])
        #expect(VisualFormatListing.items(" a, ,b ") == ["a", "b"])
        #expect(throws: VisualFormatListing.ArgumentError("bad metric 'x': expected NAME=NUMBER")) {
            try VisualFormatListing.metrics("x")
        }
        #expect(throws: VisualFormatListing.ArgumentError.self) { try VisualFormatListing.metrics("a=inf") }
        let options = try VisualFormatListing.options("alignAllTop, 0")
        #expect(options == .alignAllTop)
        #expect(throws: VisualFormatListing.ArgumentError.self) { try VisualFormatListing.options("sideways") }
        #expect(throws: VisualFormatListing.ArgumentError.self) {
            try VisualFormatListing.options("directionLeftToRight,directionRightToLeft")
        }
    }
}
