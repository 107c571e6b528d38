import Foundation
import TestSupport
import Testing

@testable import LayoutSpec
@testable import layout_tool

/// Every Example, laid out under 100 shuffled insertion orders, gives identical frames and
/// identical diagnostics.
///
/// What is shuffled, and why that keeps the answer:
/// - **Sibling order** of every `subviews` array. It changes the order of the output (frames and
///   diagnostics follow tree order) and nothing else, so frames are compared as a map by name
///   and diagnostics as a sorted list.
/// - **Constraint order** in `constraints`. Which required constraint breaks in a conflict is,
///   by the documented rule, the last activated of the conflicting set, so the members of any
///   conflicting set (found by laying out the Example as written) keep their relative order
///   and take the slots they occupy after the shuffle; every other constraint moves freely.
///   Intrinsic-size and frame constraints come from the views and are not reordered.
/// What is compared, and why not more:
/// - Frames, except the attributes a diagnostic reports as **ambiguous**: those are not
///   determined by the spec, and which point of the ambiguous range the solver lands on depends
///   on insertion order (hugging-tie.json: a tie at 250 leaves a's and b's widths free), as in
///   UIKit. That they are ambiguous, and everything determined, must not change.
/// - Diagnostics exactly, except that a message's words are compared as a sorted list: messages
///   name views in tree order ("a and b both hug"), which the sibling shuffle changes.
/// Specs are re-rendered on one line (so that a diagnostic's `line` is 1 in every order).
@Suite struct DeterminismTests {
    static let examples: [URL] = {
        let dir = packageRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { dir.appendingPathComponent($0) }
    }()

    static func plain(_ v: LocatedJSON) -> JSONValue {
        switch v.value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let x): .number(x)
        case .string(let s): .string(s)
        case .array(let items): .array(items.map(plain))
        case .object(let members): .object(members.map { ($0.key.text, plain($0.value)) })
        }
    }

    /// The spec with every `subviews` array shuffled, except a stack view's (the arrangement).
    static func shuffledViews(_ v: JSONValue, _ g: inout FuzzTests.Generator) -> JSONValue {
        switch v {
        case .array(let items): return .array(items.map { shuffledViews($0, &g) })
        case .object(let members):
            // A stack view's subviews are its arrangement: their order is the layout, not noise.
            let isStack = members.contains { $0.0 == "stack" }
            return .object(
                members.map { key, value in
                    var value = shuffledViews(value, &g)
                    if key == "subviews", !isStack, case .array(let items) = value {
                        value = .array(items.shuffled(using: &g))
                    }
                    return (key, value)
                })
        default: return v
        }
    }

    /// Frames by name, diagnostics sorted, and the exit status.
    static func outcome(_ spec: JSONValue) throws -> (frames: [String: [String]], diagnostics: [String], status: Int32)
    {
        let text = spec.rendered(indent: nil)
        let result = LayoutTool.run(arguments: ["layout", "-", "--format", "json"], standardInput: { Data(text.utf8) })
        guard case .object(let top) = plain(try JSONParser.parse(result.standardOutput)) else { return ([:], [], -1) }
        var frames: [String: [String]] = [:], diagnostics: [String] = []
        for (key, value) in top {
            if key == "frames" || key == "guides", case .object(let members) = value {
                for (name, frame) in members {
                    if case .array(let xs) = frame { frames[name] = xs.map { $0.rendered(indent: nil) } }
                }
            }
            if key == "diagnostics", case .array(let items) = value {
                diagnostics = items.map { item -> String in
                    guard case .object(let m) = item else { return item.rendered(indent: nil) }
                    return JSONValue.object(
                        m.map { key, value in
                            guard key == "message", case .string(let text) = value else { return (key, value) }
                            let words = text.split(whereSeparator: { " ,;:()'".contains($0) }).sorted()
                            return (key, .string(words.joined(separator: " ")))
                        }
                    ).rendered(indent: nil)
                }.sorted()
            }
        }
        // Ambiguous attributes are not determined: blank them out.
        let component = ["x": 0, "y": 1, "width": 2, "height": 3]
        for d in diagnostics {
            guard case .object(let m)? = try? plain(JSONParser.parse(d)),
                m.contains(where: { $0.0 == "kind" && $0.1 == .string("ambiguous") }),
                case .array(let views)? = m.first(where: { $0.0 == "views" })?.1,
                case .array(let attributes)? = m.first(where: { $0.0 == "attributes" })?.1
            else { continue }
            for case .string(let view) in views {
                for case .string(let a) in attributes {
                    if let i = component[a], frames[view]?.indices.contains(i) == true {
                        frames[view]?[i] = "ambiguous"
                    }
                }
            }
        }
        return (frames, diagnostics, result.status)
    }

    @Test(arguments: examples)
    func shuffledInsertionOrders(example: URL) throws {
        let source = try String(contentsOf: example, encoding: .utf8)
        let spec = Self.plain(try JSONParser.parse(source))
        guard case .object(var members) = spec else {
            Issue.record("not an object")
            return
        }
        let base = try Self.outcome(spec)
        #expect(!base.frames.isEmpty)
        // The constraints that take part in a conflict keep their relative order.
        let conflicting = Set(
            base.diagnostics.flatMap { d -> [String] in
                guard case .object(let m)? = try? Self.plain(JSONParser.parse(d)),
                    case .array(let cs)? = m.first(where: { $0.0 == "constraints" })?.1
                else { return [] }
                return cs.compactMap { if case .string(let s) = $0 { s } else { nil } }
            })
        let index = members.firstIndex { $0.0 == "constraints" }
        var g = FuzzTests.Generator(state: 0xD37E_4A11)
        for round in 0..<100 {
            if let index, case .array(let constraints) = members[index].1 {
                func text(_ c: JSONValue) -> String {
                    switch c {
                    case .string(let s): s
                    case .object(let m):
                        m.first { $0.0 == "format" }.flatMap { if case .string(let s) = $0.1 { s } else { nil } } ?? ""
                    default: ""
                    }
                }
                var order = constraints.shuffled(using: &g)
                let fixed = constraints.filter { conflicting.contains(text($0)) }
                let slots = order.indices.filter { conflicting.contains(text(order[$0])) }
                for (slot, c) in zip(slots, fixed) { order[slot] = c }
                members[index].1 = .array(order)
            }
            let shuffled = Self.shuffledViews(.object(members), &g)
            let got = try Self.outcome(shuffled)
            #expect(got.frames == base.frames, "round \(round): frames differ")
            #expect(got.diagnostics == base.diagnostics, "round \(round): diagnostics differ")
            #expect(got.status == base.status, "round \(round)")
            if got.frames != base.frames || got.diagnostics != base.diagnostics { break }
        }
    }
}
