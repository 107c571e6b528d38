import Foundation
import InternalUtilities
import TestSupport
import Testing

@testable import InterfaceBuilder
@testable import layout_tool

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The fuzz harness's Interface Builder domain (see ``FuzzTests``, whose conventions it keeps):
/// seeded mutations of the project's own IB documents, laid out through `LayoutTool.run` in
/// process as users run it (`layout FILE`, `--format json`, `--format svg`, `--compare`), and a
/// smaller batch through the real binary, where a trap is a signal.
///
/// Seeds: `Examples/interface-builder/*.{xib,storyboard}` and the documents the
/// `InterfaceBuilderTests` write (their multi-line string literals, read from the test sources
/// with interpolations left out, each kept when it reads as a document). Nothing else.
///
/// A case parses its seed into a tree and mutates the tree (elements deleted, duplicated,
/// reordered or renamed; attributes deleted or given hostile numbers; constraints retargeted at
/// missing ids, themselves, ancestors, descendants, guides; ids shared; deep nesting; stack,
/// scroll, table and collection views inserted; size-class variations and masks; devices and
/// tools versions), then now and then its bytes (truncation, bit flips, other encodings, a
/// document type declaration with entities to expand or fetch).
///
/// Every case must exit 0, 1 or 2; errors as `FILE:LINE:COLUMN: error:`, warnings as
/// `FILE:LINE: warning:` (contract §7) with a line of the file; valid JSON without NaN or
/// infinite numbers or `null` where a number goes; a well-formed SVG without `nan`/`inf`; a
/// text table whose four numbers per view are finite; within ``FuzzTests/caseBudget`` (and a
/// second per megabyte of input).
///
/// Environment as for ``FuzzTests``: `FUZZ_SEED`, `FUZZ_ITERATIONS` (cases in process; the
/// binary runs a sixth as many), `FUZZ_CASE` (replay one case), `FUZZ_VERBOSE`; and
/// `FUZZ_IB_SEEDS=DIR` adds the documents of a folder to the seeds, for a long run by hand
/// over files that must not enter the project.
@Suite(.serialized) struct InterfaceBuilderFuzzTests {
    typealias Generator = FuzzTests.Generator
    /// Cases in process by default: about 15 s in a debug build on 2 cores (the binary runs a
    /// sixth as many, about 3 s more).
    static let defaultIterations = 480
    static var iterations: Int { FuzzTests.iterations ?? defaultIterations }
    static let domainHash: UInt64 = 4

    // MARK: The tree

    /// An element as the mutations see it: name, attributes in order, children.
    struct Element {
        var name: String
        var attributes: [(name: String, value: String)]
        var children: [Element] = []

        init(name: String, _ attributes: [(String, String)] = [], _ children: [Element] = []) {
            self.name = name
            self.attributes = attributes.map { (name: $0.0, value: $0.1) }
            self.children = children
        }

        init(_ node: InterfaceBuilder.XMLNode) {
            name = node.name
            attributes = node.pairs
            children = node.children.map(Element.init)
        }

        subscript(key: String) -> String? {
            get { attributes.first { $0.name == key }?.value }
            set {
                if let i = attributes.firstIndex(where: { $0.name == key }) {
                    if let newValue { attributes[i].value = newValue } else { attributes.remove(at: i) }
                } else if let newValue {
                    attributes.append((key, newValue))
                }
            }
        }

        /// The element as XML, one start tag a line (so warnings' lines name elements), or
        /// all on one line (`indent` nil: one element's ids repeated on a line, long columns).
        func render(into out: inout String, indent: Int?) {
            let pad = indent.map { String(repeating: " ", count: min($0, 40)) } ?? ""
            let end = indent == nil ? "" : "\n"
            out += pad + "<" + name
            for a in attributes { out += " \(a.name)=\"\(Self.escape(a.value))\"" }
            if children.isEmpty {
                out += "/>" + end
                return
            }
            out += ">" + end
            for c in children { c.render(into: &out, indent: indent.map { $0 + 2 }) }
            out += pad + "</\(name)>" + end
        }

        static func escape(_ s: String) -> String {
            var out = ""
            for ch in s.unicodeScalars {
                switch ch {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case "\"": out += "&quot;"
                case "\n": out += "&#10;"
                case "\t": out += "&#9;"
                default: out.unicodeScalars.append(ch)
                }
            }
            return out
        }

        /// Every path below (and including) this element, depth first.
        func paths(_ prefix: [Int] = [], into out: inout [[Int]]) {
            out.append(prefix)
            for (i, c) in children.enumerated() { c.paths(prefix + [i], into: &out) }
        }

        func at(_ path: [Int]) -> Element {
            path.isEmpty ? self : children[path[0]].at(Array(path.dropFirst()))
        }

        mutating func update(_ path: [Int], _ body: (inout Element) -> Void) {
            if path.isEmpty { return body(&self) }
            children[path[0]].update(Array(path.dropFirst()), body)
        }
    }

    /// A document under mutation, with what the mutations aim at.
    struct Tree {
        var root: Element
        var paths: [[Int]] = []

        init(_ root: Element) {
            self.root = root
            refresh()
        }

        mutating func refresh() {
            paths = []
            root.paths(into: &paths)
        }

        func paths(where test: (Element) -> Bool) -> [[Int]] { paths.filter { test(root.at($0)) } }

        /// Elements that are views: an id and a frame, or inside `<subviews>`.
        var viewPaths: [[Int]] {
            paths.filter { p in
                let e = root.at(p)
                guard e["id"] != nil, !p.isEmpty else { return false }
                let parent = root.at(Array(p.dropLast()))
                return e.children.contains { $0.name == "rect" } || parent.name == "subviews"
            }
        }

        var ids: [String] { paths.compactMap { root.at($0)["id"] } }
    }

    // MARK: Seeds

    struct Seed {
        var name: String
        var text: String
        var storyboard: Bool
    }

    /// The project's own documents (see the type's comment), read once.
    static let seeds: [Seed] = {
        var out: [Seed] = []
        let examples = packageRoot.appendingPathComponent("Examples/interface-builder")
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).sorted()
        where IBLayoutRun.isDocument(name) {
            if let text = try? String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8) {
                out.append(Seed(name: name, text: text, storyboard: name.hasSuffix(".storyboard")))
            }
        }
        // A long run by hand may add a folder of documents (never in CI: the default seeds
        // are the project's own).
        if let extra = FuzzTests.environment["FUZZ_IB_SEEDS"] {
            let folder = URL(fileURLWithPath: extra)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: extra)) ?? []).sorted()
            where IBLayoutRun.isDocument(name) {
                if let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) {
                    out.append(Seed(name: name, text: text, storyboard: name.hasSuffix(".storyboard")))
                }
            }
        }
        let tests = packageRoot.appendingPathComponent("Tests/InterfaceBuilderTests")
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []).sorted()
        where name.hasSuffix(".swift") && name != "Documents.swift" {
            guard let source = try? String(contentsOf: tests.appendingPathComponent(name), encoding: .utf8) else {
                continue
            }
            for (k, literal) in multilineLiterals(source).enumerated() {
                for seed in documents(from: literal, name: "\(name)#\(k)")
                where (try? IBDocument.read(Data(seed.text.utf8), file: "seed")) != nil {
                    out.append(seed)
                }
            }
        }
        return out
    }()

    /// The multi-line string literals of a Swift source, interpolations left out and the
    /// closing delimiter's indentation removed.
    static func multilineLiterals(_ source: String) -> [String] {
        var out: [String] = []
        var rest = Substring(source)
        while let open = rest.range(of: "\"\"\"\n") {
            guard let close = rest[open.upperBound...].range(of: "\"\"\"") else { break }
            var body = String(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
            // Interpolations, with nested parentheses.
            while let start = body.range(of: "\\(") {
                var depth = 1
                var i = start.upperBound
                while i < body.endIndex, depth > 0 {
                    if body[i] == "(" { depth += 1 } else if body[i] == ")" { depth -= 1 }
                    i = body.index(after: i)
                }
                body.replaceSubrange(start.lowerBound..<i, with: "")
            }
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
            let indent =
                lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            out.append(
                lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n"))
        }
        return out
    }

    /// A literal as documents: itself when whole, else wrapped as a storyboard scene's body
    /// and as a xib's top-level object.
    static func documents(from literal: String, name: String) -> [Seed] {
        let trimmed = literal.drop { $0.isWhitespace }
        guard trimmed.hasPrefix("<") else { return [] }
        if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<document") {
            return [Seed(name: name, text: literal, storyboard: literal.contains("Storyboard"))]
        }
        // A view's insides go in a root view; a view is a xib's top-level object too.
        let element = trimmed.dropFirst().prefix { $0.isLetter }
        if ["subviews", "constraints", "viewLayoutGuide", "edgeInsets", "directionalEdgeInsets"].contains(element) {
            return [Seed(name: name + " in a storyboard", text: storyboard(literal), storyboard: true)]
        }
        return [
            Seed(
                name: name + " in a storyboard", text: storyboard("<subviews>\n" + literal + "\n</subviews>"),
                storyboard: true),
            Seed(name: name + " in a xib", text: xib(literal), storyboard: false),
        ]
    }

    static func storyboard(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <scenes>
            <scene sceneID="scene">
              <objects>
                <viewController id="vc" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <viewLayoutGuide key="safeArea" id="safe"/>
        \(body)
                  </view>
                </viewController>
              </objects>
            </scene>
          </scenes>
        </document>
        """
    }

    static func xib(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(body)
          </objects>
        </document>
        """
    }

    // MARK: Vocabulary

    static let hostileNumbers = [
        "0", "-0", "-1", "-1e308", "1e308", "1.7976931348623157e308", "5e-324", "1e999", "-1e999", "nan", "NaN",
        "inf", "-inf", "Infinity", "", " ", "abc", "0x10", "1,5", " 12", "12 ", "1e12", "-1e12", "1e13", "1000",
        "1001", "999.5", "0.5", "250", "251", "750", "1e-12", "99999999999999999999999",
    ]
    static let multipliers = [
        "1:2", "0:1", "1:0", "0:0", "-1:2", "1e308:1e-308", "1e-308:1e308", ":", "1:", ":1", "nan:1", "1:inf",
        "16/9", "1/0", "0/0", "1:2:3", "x", "", "-0", "1e308", "0", "nan", "2", "0.5", "3:4",
    ]
    static let attributes = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "baseline",
        "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", "notAnAttribute", "bogus", "",
    ]
    static let relations = ["greaterThanOrEqual", "lessThanOrEqual", "equal", "bogus", ""]
    static let elementNames = [
        "view", "label", "button", "imageView", "textView", "textField", "switch", "slider", "segmentedControl",
        "scrollView", "stackView", "tableView", "collectionView", "tableViewCell", "tableViewCellContentView",
        "collectionViewCell", "navigationBar", "tabBar", "toolbar", "visualEffectView", "containerView",
        "pickerView", "datePicker", "activityIndicatorView", "progressView", "searchBar", "mapView", "bogus",
    ]
    static let devices = [
        "retina3_5", "retina4_0", "retina4_7", "retina5_5", "retina5_9", "retina6_1", "retina6_12", "retina6_72",
        "retina6_9", "ipad9_7", "ipad12_9rounded", "ipad11rounded", "appleTV", "watch38", "", "bogus",
    ]
    static let toolsVersions = [
        "0", "9531", "10117", "11762", "13196", "13771", "14490", "15705", "17701", "21507", "22505", "23504",
        "24127", "32700.99.1234", "nan", "-1", "1e308", "", "abc",
    ]
    static let variationKeys = [
        "default", "widthClass=compact", "widthClass=regular", "heightClass=compact", "heightClass=regular",
        "heightClass=regular-widthClass=compact", "heightClass=compact-widthClass=regular",
        "heightClass=regular-widthClass=regular", "userInterfaceIdiom=phone", "userInterfaceIdiom=pad", "", "bogus",
    ]
    static let flags: [(String, [String])] = [
        ("hidden", ["YES", "NO"]), ("translatesAutoresizingMaskIntoConstraints", ["NO", "YES"]),
        ("fixedFrame", ["YES"]), ("misplaced", ["YES"]), ("ambiguous", ["YES"]),
        ("preservesSuperviewLayoutMargins", ["YES"]), ("insetsLayoutMarginsFromSafeArea", ["NO"]),
        ("layoutMarginsFollowReadableWidth", ["YES"]),
        ("semanticContentAttribute", ["forceRightToLeft", "forceLeftToRight", "bogus"]),
        ("contentInsetAdjustmentBehavior", ["never", "always", "scrollableAxes", "bogus"]),
        ("scrollEnabled", ["NO"]), ("placeholderIntrinsicWidth", ["infinite", "-1", "0", "1e308", "nan"]),
        ("placeholderIntrinsicHeight", ["infinite", "30", "-5", "1e308"]),
        ("horizontalHuggingPriority", ["0", "1000", "1001", "-1", "nan", "1e308"]),
        ("verticalCompressionResistancePriority", ["0", "1000", "2000", "-0", "inf"]),
        ("accessoryType", ["disclosureIndicator", "checkmark", "none"]),
        ("style", ["plain", "grouped", "insetGrouped"]),
        ("userLabel", ["", "a\nb", "<&>", "'\"", "\u{202E}x"]), ("text", ["", "line\none", "<b>&amp;", "nan", "inf"]),
        ("customClass", ["Custom", "", String(repeating: "Wide", count: 20_000)]), ("image", ["photo", "missing"]),
        ("userLabel", [String(repeating: "é😀", count: 30_000), String(repeating: "\u{301}", count: 5_000)]),
        ("spacingType", ["standard"]), ("baselineRelativeArrangement", ["YES"]),
        ("layoutMarginsRelativeArrangement", ["YES"]),
    ]

    static func pick<T>(_ a: [T], _ g: inout Generator) -> T { a[g.below(a.count)] }

    // MARK: Insertions: the project's own fragments, filled in with the document's ids

    static func frame(_ g: inout Generator) -> Element {
        let n =
            g.below(6) == 0
            ? { (g: inout Generator) in pick(hostileNumbers, &g) }
            : { (g: inout Generator) in
                String(g.below(400))
            }
        return Element(
            name: "rect", [("key", "frame"), ("x", n(&g)), ("y", n(&g)), ("width", n(&g)), ("height", n(&g))])
    }

    static func constraint(_ g: inout Generator, ids: [String], id: String) -> Element {
        var a: [(String, String)] = []
        if g.below(5) != 0 { a.append(("firstItem", pick(ids, &g))) }
        a.append(("firstAttribute", pick(attributes, &g)))
        if g.below(3) != 0 { a.append(("relation", pick(relations, &g))) }
        if g.below(4) != 0 {
            a.append(("secondItem", pick(ids, &g)))
            a.append(("secondAttribute", pick(attributes, &g)))
        }
        if g.below(3) == 0 { a.append(("multiplier", pick(multipliers, &g))) }
        if g.below(2) == 0 { a.append(("constant", g.below(3) == 0 ? pick(hostileNumbers, &g) : String(g.below(50)))) }
        if g.below(3) == 0 { a.append(("priority", pick(hostileNumbers, &g))) }
        if g.below(8) == 0 { a.append(("placeholder", "YES")) }
        a.append(("id", id))
        var c = Element(name: "constraint", a)
        if g.below(6) == 0 {
            c.children.append(
                Element(name: "variation", [("key", pick(variationKeys, &g)), ("constant", pick(hostileNumbers, &g))]))
        }
        return c
    }

    /// A stack view of a few views (some hidden) with any distribution and alignment.
    static func stackView(_ g: inout Generator, id: String) -> Element {
        var subviews: [Element] = []
        for k in 0..<g.below(5) {
            var v = Element(
                name: pick(["label", "view", "button", "imageView", "stackView", "switch"], &g), [("id", "\(id)-\(k)")])
            if g.below(2) == 0 { v["translatesAutoresizingMaskIntoConstraints"] = "NO" }
            if g.below(3) == 0 { v["hidden"] = "YES" }
            if g.below(3) == 0 { v["placeholderIntrinsicWidth"] = pick(["infinite", "40", "0"], &g) }
            v.children.append(frame(&g))
            if v.name == "label" {
                v.children.append(
                    Element(
                        name: "fontDescription",
                        [
                            ("key", "fontDescription"), ("type", "system"),
                            ("pointSize", pick(["17", "0", "-3", "1e308"], &g)),
                        ]))
            }
            subviews.append(v)
        }
        var s = Element(
            name: "stackView",
            [
                ("axis", pick(["vertical", "horizontal", "diagonal"], &g)),
                (
                    "distribution",
                    pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering", "bogus"], &g)
                ),
                (
                    "alignment",
                    pick(
                        [
                            "fill", "top", "leading", "bottom", "trailing", "center", "firstBaseline", "lastBaseline",
                            "baseline", "bogus",
                        ], &g)
                ),
                ("spacing", g.below(3) == 0 ? pick(hostileNumbers, &g) : String(g.below(20))),
                ("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", id),
            ])
        if g.below(3) == 0 { s["baselineRelativeArrangement"] = "YES" }
        if g.below(3) == 0 { s["layoutMarginsRelativeArrangement"] = "YES" }
        if g.below(4) == 0 { s["hidden"] = "YES" }
        s.children.append(frame(&g))
        if !subviews.isEmpty { s.children.append(Element(name: "subviews", [], subviews)) }
        if g.below(3) == 0 {
            s.children.append(
                Element(
                    name: "edgeInsets",
                    [
                        ("key", "layoutMargins"), ("top", pick(hostileNumbers, &g)), ("left", "8"), ("bottom", "8"),
                        ("right", pick(hostileNumbers, &g)),
                    ]))
        }
        return s
    }

    /// A scroll view with a content view, with or without its content and frame layout guides.
    static func scrollView(_ g: inout Generator, id: String) -> Element {
        let content = Element(
            name: "view", [("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", "\(id)-content")], [frame(&g)])
        var s = Element(
            name: "scrollView", [("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", id)], [frame(&g)])
        if g.below(4) != 0 { s.children.append(Element(name: "subviews", [], [content])) }
        let guides = g.below(3)
        if guides > 0 {
            s.children.append(Element(name: "viewLayoutGuide", [("key", "contentLayoutGuide"), ("id", "\(id)-cg")]))
        }
        if guides > 1 {
            s.children.append(Element(name: "viewLayoutGuide", [("key", "frameLayoutGuide"), ("id", "\(id)-fg")]))
        }
        let targets = [id, "\(id)-content", "\(id)-cg", "\(id)-fg"]
        var constraints: [Element] = []
        for (k, attribute) in ["top", "bottom", "leading", "trailing", "width", "height"].enumerated()
        where g.below(4) != 0 {
            var c = Element(
                name: "constraint",
                [
                    ("firstItem", "\(id)-content"), ("firstAttribute", attribute), ("secondItem", pick(targets, &g)),
                    ("secondAttribute", attribute), ("id", "\(id)-c\(k)"),
                ])
            if g.below(5) == 0 { c["priority"] = pick(["250", "750", "999", "0", "nan"], &g) }
            constraints.append(c)
        }
        if !constraints.isEmpty { s.children.append(Element(name: "constraints", [], constraints)) }
        if g.below(4) == 0 { s["contentInsetAdjustmentBehavior"] = pick(["never", "always", "scrollableAxes"], &g) }
        return s
    }

    /// A table view (or a collection view) with a cell and its content view holding a label.
    static func tableView(_ g: inout Generator, id: String) -> Element {
        let collection = g.below(3) == 0
        let label = Element(
            name: "label",
            [("text", "Title"), ("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", "\(id)-label")],
            [
                frame(&g),
                Element(
                    name: "fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
            ])
        var contentConstraints: [Element] = []
        for (k, a) in ["top", "bottom", "leadingMargin", "trailingMargin"].enumerated() where g.below(3) != 0 {
            contentConstraints.append(
                Element(
                    name: "constraint",
                    [
                        ("firstItem", "\(id)-label"),
                        ("firstAttribute", a.replacingOccurrences(of: "Margin", with: "")),
                        ("secondItem", "\(id)-contentView"), ("secondAttribute", a),
                        ("constant", g.below(4) == 0 ? pick(hostileNumbers, &g) : "0"), ("id", "\(id)-cc\(k)"),
                    ]))
        }
        var content = Element(
            name: collection ? "view" : "tableViewCellContentView",
            [("key", "contentView"), ("id", "\(id)-contentView")],
            [frame(&g), Element(name: "subviews", [], [label])])
        if g.below(5) == 0 { content["id"] = nil }
        if !contentConstraints.isEmpty { content.children.append(Element(name: "constraints", [], contentConstraints)) }
        var cell = Element(
            name: collection ? "collectionViewCell" : "tableViewCell", [("id", "\(id)-cell")], [frame(&g), content])
        if g.below(3) == 0 { cell["accessoryType"] = pick(["disclosureIndicator", "checkmark", "none"], &g) }
        if g.below(4) == 0 { cell["textLabel"] = "\(id)-label" }
        var table = Element(
            name: collection ? "collectionView" : "tableView",
            [("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", id)], [frame(&g)])
        if !collection { table["style"] = pick(["plain", "grouped", "insetGrouped"], &g) }
        table.children.append(
            Element(name: g.below(3) == 0 ? "cells" : "prototypes", [], Array(repeating: cell, count: 1 + g.below(3))))
        return table
    }

    /// Views nested `depth` deep, each pinned or not to its superview.
    static func nested(_ g: inout Generator, id: String, depth: Int) -> Element {
        var inner = Element(
            name: "view", [("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", "\(id)-\(depth)")], [frame(&g)])
        for k in stride(from: depth - 1, through: 0, by: -1) {
            var c: [Element] = []
            if g.below(2) == 0 {
                c.append(
                    Element(
                        name: "constraint",
                        [
                            ("firstItem", inner["id"] ?? ""), ("firstAttribute", "top"), ("secondItem", "\(id)-\(k)"),
                            ("secondAttribute", "top"), ("constant", "1"), ("id", "\(id)-n\(k)"),
                        ]))
            }
            var v = Element(
                name: "view", [("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", "\(id)-\(k)")],
                [frame(&g), Element(name: "subviews", [], [inner])])
            if !c.isEmpty { v.children.append(Element(name: "constraints", [], c)) }
            inner = v
        }
        return inner
    }

    // MARK: Tree mutation

    static func mutate(_ tree: inout Tree, _ g: inout Generator) {
        let viewPaths = tree.viewPaths
        let ids = tree.ids + ["missing", "", "-1", "root"]
        var fresh = 0
        func newID() -> String {
            fresh += 1
            return "fz\(fresh)"
        }
        func anyPath() -> [Int] { pick(tree.paths, &g) }
        func anyView() -> [Int]? { viewPaths.isEmpty ? nil : pick(viewPaths, &g) }
        /// Appends `element` to the `<subviews>` of the view at `path` (made when absent).
        func insert(_ element: Element, into path: [Int]) {
            tree.root.update(path) { v in
                if let i = v.children.firstIndex(where: { $0.name == "subviews" }) {
                    v.children[i].children.insert(element, at: g.below(v.children[i].children.count + 1))
                } else {
                    v.children.append(Element(name: "subviews", [], [element]))
                }
            }
        }
        func addConstraint(_ c: Element, to path: [Int]) {
            tree.root.update(path) { v in
                if let i = v.children.firstIndex(where: { $0.name == "constraints" }) {
                    v.children[i].children.insert(c, at: g.below(v.children[i].children.count + 1))
                } else {
                    v.children.append(Element(name: "constraints", [], [c]))
                }
            }
        }
        let constraintPaths = tree.paths { $0.name == "constraint" }

        switch g.below(24) {
        case 0:  // delete an element
            let p = anyPath()
            guard !p.isEmpty else { break }
            tree.root.update(Array(p.dropLast())) { $0.children.remove(at: p.last ?? 0) }
        case 1:  // duplicate an element (its ids too), now and then many times
            let p = anyPath()
            guard !p.isEmpty else { break }
            let copies = g.below(6) == 0 ? (g.below(8) == 0 ? 300 + g.below(500) : 20 + g.below(60)) : 1
            tree.root.update(Array(p.dropLast())) { parent in
                let e = parent.children[p.last ?? 0]
                parent.children.insert(contentsOf: Array(repeating: e, count: copies), at: p.last ?? 0)
            }
        case 2:  // reorder children
            let p = anyPath()
            tree.root.update(p) { e in
                if g.below(2) == 0 {
                    e.children.shuffle(using: &g)
                } else if e.children.count > 1 {
                    e.children.swapAt(g.below(e.children.count), g.below(e.children.count))
                }
            }
        case 3:  // delete or reorder attributes
            let p = anyPath()
            tree.root.update(p) { e in
                guard !e.attributes.isEmpty else { return }
                if g.below(3) == 0 {
                    e.attributes.shuffle(using: &g)
                } else {
                    e.attributes.remove(at: g.below(e.attributes.count))
                }
            }
        case 4, 5:  // a number (or what should be one) made hostile
            let numeric = tree.paths { e in e.attributes.contains { Double($0.value) != nil } }
            guard let p = numeric.isEmpty ? nil : pick(numeric, &g) else { break }
            tree.root.update(p) { e in
                let indices = e.attributes.indices.filter { Double(e.attributes[$0].value) != nil }
                let i = pick(indices, &g)
                e.attributes[i].value = pick(hostileNumbers, &g)
            }
        case 6:  // a multiplier in any form
            guard !constraintPaths.isEmpty else { break }
            tree.root.update(pick(constraintPaths, &g)) { $0["multiplier"] = pick(multipliers, &g) }
        case 7, 8:  // a constraint retargeted: missing, itself, ancestor, descendant, guide, other scene
            guard let p = constraintPaths.isEmpty ? nil : pick(constraintPaths, &g) else { break }
            // The owning view: the element above `<constraints>`.
            let ownerPath = Array(p.dropLast(2))
            let owner = tree.root.at(ownerPath)
            var family: [String] = []
            var up = ownerPath
            while !up.isEmpty {
                up.removeLast()
                if let id = tree.root.at(up)["id"] { family.append(id) }
            }
            var below: [[Int]] = []
            owner.paths(ownerPath, into: &below)
            family += below.compactMap { tree.root.at($0)["id"] }
            let guides = tree.paths {
                ["viewLayoutGuide", "layoutGuide", "viewControllerLayoutGuide"].contains($0.name)
            }
            .compactMap { tree.root.at($0)["id"] }
            let target = pick([owner["id"] ?? "", pick(ids, &g), "missing"] + family + guides, &g)
            tree.root.update(p) { c in
                switch g.below(5) {
                case 0: c["firstItem"] = target
                case 1: c["secondItem"] = target
                case 2: (c["firstItem"], c["secondItem"]) = (c["secondItem"], c["firstItem"])
                case 3: c[pick(["firstItem", "secondItem", "secondAttribute", "firstAttribute"], &g)] = nil
                default:
                    c["secondItem"] = target
                    c["secondAttribute"] = pick(attributes, &g)
                }
            }
        case 9:  // a constraint's attributes, relation, priority, constant
            guard !constraintPaths.isEmpty else { break }
            tree.root.update(pick(constraintPaths, &g)) { c in
                switch g.below(5) {
                case 0: c["firstAttribute"] = pick(attributes, &g)
                case 1: c["secondAttribute"] = pick(attributes, &g)
                case 2: c["relation"] = pick(relations, &g)
                case 3: c["priority"] = pick(hostileNumbers, &g)
                default: c["constant"] = pick(hostileNumbers, &g)
                }
            }
        case 10:  // two elements share an id
            let withIDs = tree.paths { $0["id"] != nil }
            guard withIDs.count > 1 else { break }
            let a = pick(withIDs, &g), b = pick(withIDs, &g)
            let idA = tree.root.at(a)["id"], idB = tree.root.at(b)["id"]
            tree.root.update(a) { $0["id"] = idB }
            if g.below(2) == 0 { tree.root.update(b) { $0["id"] = idA } }
        case 11:  // deep nesting (now and then past the reader's limit)
            guard let p = anyView() else { break }
            insert(nested(&g, id: newID(), depth: pick([3, 12, 40, 90, 120], &g)), into: p)
        case 12:  // a stack view
            guard let p = anyView() else { break }
            insert(stackView(&g, id: newID()), into: p)
        case 13:  // a view turned into a stack view, its subviews arranged
            guard let p = anyView() else { break }
            let config = stackView(&g, id: "unused")
            tree.root.update(p) { v in
                v.name = "stackView"
                for a in config.attributes where a.name != "id" { v[a.name] = a.value }
                for i in v.children.indices where v.children[i].name == "subviews" {
                    for k in v.children[i].children.indices where g.below(3) == 0 {
                        v.children[i].children[k]["hidden"] = "YES"
                    }
                }
            }
        case 14:  // a scroll view, with or without guides
            guard let p = anyView() else { break }
            insert(scrollView(&g, id: newID()), into: p)
        case 15:  // a table or collection view with cells
            guard let p = anyView() else { break }
            insert(tableView(&g, id: newID()), into: p)
        case 16:  // a size-class variation masking views or constraints
            guard let p = anyView() else { break }
            var mask = Element(name: "mask", [("key", pick(["subviews", "constraints", "bogus"], &g))])
            for _ in 0..<(1 + g.below(3)) {
                mask.children.append(
                    Element(name: pick(["exclude", "include", "exclude"], &g), [("reference", pick(ids, &g))]))
            }
            var variation = Element(name: "variation", [("key", pick(variationKeys, &g))], [mask])
            if g.below(4) == 0 {
                variation.children.append(
                    Element(name: "fontDescription", [("key", "fontDescription"), ("pointSize", "30")]))
            }
            if g.below(4) == 0 { variation["axis"] = "horizontal" }
            tree.root.update(p) { $0.children.append(variation) }
        case 17:  // the document's device, tools version, flags
            tree.root.update([]) { d in
                switch g.below(6) {
                case 0: d["toolsVersion"] = pick(toolsVersions, &g)
                case 1: d["useAutolayout"] = pick(["NO", "YES", nil], &g)
                case 2: d["useSafeAreas"] = pick(["NO", "YES", nil], &g)
                case 3:
                    d["type"] = pick(
                        [
                            "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
                            "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "bogus",
                        ], &g)
                case 4: d["targetRuntime"] = pick(["MacOSX.Cocoa", "AppleTV", "iOS.CocoaTouch"], &g)
                default:
                    if let i = d.children.firstIndex(where: { $0.name == "device" }) {
                        d.children[i]["id"] = pick(devices, &g)
                        d.children[i]["orientation"] = pick(
                            ["portrait", "landscape", "landscapeLeft", "bogus", nil], &g)
                    } else {
                        d.children.insert(Element(name: "device", [("id", pick(devices, &g))]), at: 0)
                    }
                }
            }
        case 18:  // an element renamed to another class
            guard let p = anyView() else { break }
            tree.root.update(p) { $0.name = pick(elementNames, &g) }
        case 19:  // flags and properties
            let p = anyView() ?? []
            let (key, values) = pick(flags, &g)
            tree.root.update(p) { $0[key] = pick(values, &g) }
        case 20:  // margins, masks, fonts, guides, frames
            guard let p = anyView() else { break }
            tree.root.update(p) { v in
                switch g.below(6) {
                case 0:
                    v.children.append(
                        Element(
                            name: "edgeInsets",
                            [
                                ("key", "layoutMargins"), ("top", pick(hostileNumbers, &g)),
                                ("left", pick(hostileNumbers, &g)), ("bottom", "0"), ("right", "0"),
                            ]))
                case 1:
                    v.children.append(
                        Element(
                            name: "directionalEdgeInsets",
                            [
                                ("key", "directionalLayoutMargins"), ("top", "0"),
                                ("leading", pick(hostileNumbers, &g)), ("bottom", "0"),
                                ("trailing", pick(hostileNumbers, &g)),
                            ]))
                case 2:
                    let all = [
                        "flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY",
                    ]
                    v.children.removeAll { $0.name == "autoresizingMask" }
                    v.children.append(
                        Element(
                            name: "autoresizingMask",
                            [("key", "autoresizingMask")] + all.filter { _ in g.below(2) == 0 }.map { ($0, "YES") }))
                case 3:
                    v.children.append(
                        Element(
                            name: "fontDescription",
                            [("key", "fontDescription"), ("type", "system"), ("pointSize", pick(hostileNumbers, &g))]))
                case 4:
                    v.children.append(
                        Element(
                            name: pick(["viewLayoutGuide", "layoutGuide"], &g),
                            [
                                ("key", pick(["safeArea", "contentLayoutGuide", "frameLayoutGuide", "bogus"], &g)),
                                ("id", pick(ids, &g)),
                            ]))
                default:
                    v.children.removeAll { $0.name == "rect" }
                    if g.below(3) != 0 { v.children.insert(frame(&g), at: 0) }
                }
            }
        case 21:  // a constraint between any two ids
            guard let p = anyView() else { break }
            addConstraint(constraint(&g, ids: ids, id: g.below(5) == 0 ? pick(ids, &g) : newID()), to: p)
        case 22:  // resources and designables with hostile sizes
            tree.root.update([]) { d in
                if g.below(2) == 0 {
                    d.children.append(
                        Element(
                            name: "resources", [],
                            [
                                Element(
                                    name: "image",
                                    [
                                        ("name", "photo"), ("width", pick(hostileNumbers, &g)),
                                        ("height", pick(hostileNumbers, &g)),
                                    ])
                            ]))
                } else {
                    let size = Element(
                        name: "size",
                        [
                            ("key", "intrinsicContentSize"), ("width", pick(hostileNumbers, &g)),
                            ("height", pick(hostileNumbers, &g)),
                        ])
                    d.children.append(
                        Element(
                            name: "designables", [], [Element(name: "designable", [("name", pick(ids, &g))], [size])]))
                }
            }
        default:  // storyboard scenes: navigation, tab bar, embedding, legacy guides
            let controllers = tree.paths { $0["sceneMemberID"] == "viewController" }
            guard let p = controllers.isEmpty ? nil : pick(controllers, &g) else { break }
            let vc = tree.root.at(p)["id"] ?? "vc"
            switch g.below(4) {
            case 0:
                tree.root.update(p) { c in
                    c.children.append(
                        Element(
                            name: "layoutGuides", [],
                            [
                                Element(name: "viewControllerLayoutGuide", [("type", "top"), ("id", "\(vc)-top")]),
                                Element(
                                    name: "viewControllerLayoutGuide", [("type", "bottom"), ("id", "\(vc)-bottom")]),
                            ]))
                }
                if let v = anyView() {
                    addConstraint(
                        Element(
                            name: "constraint",
                            [
                                ("firstItem", pick(ids, &g)), ("firstAttribute", "top"), ("secondItem", "\(vc)-top"),
                                ("secondAttribute", pick(["bottom", "top", "height"], &g)), ("id", newID()),
                            ]), to: v)
                }
            case 1:
                tree.root.update(p) { c in
                    c.children.append(
                        Element(
                            name: pick(
                                ["simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics"],
                                &g), [("key", "simulatedTopBarMetrics")]))
                    if g.below(2) == 0 {
                        c.children.append(
                            Element(
                                name: "extendedEdge",
                                [("key", "edgesForExtendedLayout"), ("top", pick(["YES", "NO"], &g))]))
                    }
                }
            case 2:
                // A navigation controller (or tab bar controller) whose root is this one, or a
                // container view embedding it.
                let scene = Element(
                    name: "scene", [("sceneID", newID())],
                    [
                        Element(
                            name: "objects", [],
                            [
                                Element(
                                    name: pick(["navigationController", "tabBarController"], &g),
                                    [("id", newID()), ("sceneMemberID", "viewController")],
                                    [
                                        Element(
                                            name: pick(["navigationBar", "tabBar", "toolbar"], &g),
                                            [("key", "navigationBar"), ("id", newID())], [frame(&g)]),
                                        Element(
                                            name: "connections", [],
                                            [
                                                Element(
                                                    name: "segue",
                                                    [
                                                        ("destination", vc),
                                                        ("kind", pick(["relationship", "embed", "show"], &g)),
                                                        ("relationship", "rootViewController"), ("id", newID()),
                                                    ])
                                            ]),
                                    ])
                            ])
                    ])
                if let scenes = tree.paths(where: { $0.name == "scenes" }).first {
                    tree.root.update(scenes) { $0.children.insert(scene, at: 0) }
                }
            default:
                tree.root.update(p) { $0["viewRespectsSystemMinimumLayoutMargins"] = "NO" }
            }
        }
        tree.refresh()
    }

    // MARK: Byte mutation

    static let tokens = [
        "&amp;", "&lt;", "&#0;", "&#x110000;", "&#xD800;", "&bogus;", "&", "<", ">", "\"", "'", "<!--", "-->",
        "<![CDATA[", "]]>", "<?x?>", "</view>", "<view>", "<view id=\"z\"/>", "id=\"root\"", "nan", "1e308", "\u{0}",
        "\u{FEFF}", "é", "😀", "\r", "\r\n",
    ]

    /// Byte-level damage: the shared mutator with XML tokens, truncation, other encodings,
    /// and document type declarations with entities to expand or fetch (nothing may be fetched).
    static func damage(_ text: String, _ g: inout Generator) -> [UInt8] {
        var bytes = Array(text.utf8)
        switch g.below(9) {
        case 0:  // truncated
            return Array(bytes.prefix(g.below(bytes.count + 1)))
        case 1, 2:  // the spec domain's mutator, then an XML token or two
            bytes = FuzzTests.mutate(bytes, &g)
            for _ in 0..<g.below(3) {
                bytes.insert(contentsOf: Array(pick(tokens, &g).utf8), at: g.below(bytes.count + 1))
            }
            return bytes
        case 3:  // another encoding, declared or not
            switch g.below(5) {
            case 0: return Array(text.replacingOccurrences(of: "UTF-8", with: "UTF-16").utf8)
            case 1:
                var out: [UInt8] = [0xFF, 0xFE]
                for u in text.replacingOccurrences(of: "UTF-8", with: "UTF-16").utf16 {
                    out += [UInt8(u & 0xFF), UInt8(u >> 8)]
                }
                return out
            case 2: return Array(text.replacingOccurrences(of: "UTF-8", with: "ISO-8859-1").utf8) + [0xE9, 0x0A]
            case 3: return [0xEF, 0xBB, 0xBF] + bytes
            default:
                let i = g.below(bytes.count + 1)
                bytes.insert(contentsOf: [0xC3, 0x28, 0xFF, 0xE2, 0x82], at: i)
                return bytes
            }
        case 4:  // entities: expansion, external files, parameter entities
            let declarations = [
                #"<!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;"><!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">]>"#,
                #"<!DOCTYPE document [<!ENTITY x SYSTEM "file:///etc/passwd">]>"#,
                #"<!DOCTYPE document SYSTEM "file:///nonexistent/ib.dtd">"#,
                #"<!DOCTYPE document [<!ENTITY % p SYSTEM "file:///nonexistent/p.dtd"> %p;]>"#,
                #"<!DOCTYPE document [<!ENTITY w "393">]>"#,
            ]
            let k = g.below(declarations.count)
            var t = text
            if let end = t.range(of: "?>") {
                t.insert(contentsOf: "\n" + declarations[k], at: end.upperBound)
            } else {
                t = declarations[k] + "\n" + t
            }
            let reference = ["&h;", "&x;", "", "", "&w;"][k]
            if !reference.isEmpty, let at = t.range(of: "id=\"") {
                t.insert(contentsOf: reference, at: at.upperBound)
            }
            if k == 4, let w = t.range(of: "width=\"393\"") { t.replaceSubrange(w, with: "width=\"&w;\"") }
            return Array(t.utf8)
        default:
            return bytes
        }
    }

    // MARK: One case

    struct Case {
        var arguments: [String]
        var bytes: [UInt8]
        var format: String
        var compare: Bool
        var storyboard: Bool
        var seed: String
    }

    /// The file every in-process case is written to (one folder per process).
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-ibfuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    static func makeCase(_ index: Int) -> Case {
        var g = Generator(state: FuzzTests.seed &* 0x1000_0000_01B3 &+ domainHash &* 0x9E37 &+ UInt64(index))
        let seed = seeds.isEmpty ? Seed(name: "empty", text: storyboard(""), storyboard: true) : pick(seeds, &g)
        var text = seed.text
        if let root = try? XMLTreeReader.read(Data(seed.text.utf8), file: "seed") {
            var tree = Tree(Element(root))
            for _ in 0..<(1 + g.below(g.below(4) == 0 ? 12 : 4)) { mutate(&tree, &g) }
            text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            tree.root.render(into: &text, indent: g.below(12) == 0 ? nil : 0)
        }
        let bytes = g.below(4) == 0 ? damage(text, &g) : Array(text.utf8)
        let format = pick(["text", "text", "json", "json", "svg"], &g)
        let compare = format != "svg" && g.below(2) == 0
        var storyboard = seed.storyboard
        if g.below(10) == 0 { storyboard.toggle() }
        var arguments = ["layout", "FILE", "--format", format]
        if compare { arguments.append("--compare") }
        if g.below(6) == 0 { arguments += ["--scale", pick(["1", "2", "3", "0.5"], &g)] }
        return Case(
            arguments: arguments, bytes: bytes, format: format, compare: compare, storyboard: storyboard,
            seed: seed.name)
    }

    /// The case's file, written.
    static func write(_ c: Case, in folder: URL, name: String) -> String {
        let path = folder.appendingPathComponent(name + (c.storyboard ? ".storyboard" : ".xib")).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(c.bytes))
        return path
    }

    // MARK: Checks

    /// What is wrong with a result for the file `file` (as the tool names it), or nil.
    static func problem(_ c: Case, _ r: ToolResult, file: String) -> String? {
        guard [ExitStatus.success, ExitStatus.badInput, ExitStatus.unsatisfiable].contains(r.status) else {
            return "exit status \(r.status)"
        }
        if r.standardError.contains("Fatal error") || r.standardOutput.contains("Fatal error") {
            return "a trap message"
        }
        let lines = r.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        if r.status == ExitStatus.badInput {
            let first = lines.first.map(String.init) ?? ""
            guard first.hasPrefix(file + ":"),
                first.dropFirst(file.count).wholeMatch(of: /:[1-9][0-9]*:[1-9][0-9]*: error: .+/) != nil
            else {
                return "error not in the FILE:LINE:COLUMN: error: shape: \(first.prefix(300))"
            }
            guard r.standardOutput.isEmpty else { return "output printed with status 1" }
            return nil
        }
        // Warnings and diagnostics: `FILE:LINE: warning:` (or `FILE: warning:` for a
        // diagnostic of the whole layout), `FILE:LINE: error:` for a conflict's constraint;
        // lines within the file.
        let fileLines = c.bytes.count(where: { $0 == 0x0A }) + 1
        for line in lines where line.hasPrefix(file + ":") {
            let rest = line.dropFirst(file.count)
            guard let m = rest.prefixMatch(of: /:(?:([0-9]+):)?[ ](warning|error|note):[ ]/) else {
                return "a message not in the FILE:LINE: warning: shape: \(line.prefix(300))"
            }
            if let n = m.output.1.flatMap({ Int($0) }), n < 1 || n > fileLines {
                return "a message at line \(n) of a file of \(fileLines) lines: \(line.prefix(300))"
            }
        }
        let out = r.standardOutput
        switch c.format {
        case "json": return jsonProblem(out)
        case "svg": return svgProblem(out)
        default: return textProblem(out)
        }
    }

    /// Keys whose value may be null: no stored frame, no verdict, an indicator not shown.
    static let nullable: Set<String> = ["stored", "agrees", "vertical", "horizontal"]

    static func jsonProblem(_ out: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(out.utf8), options: [.fragmentsAllowed]) else {
            return "the JSON output does not parse: \(out.prefix(300))"
        }
        func walk(_ value: Any, key: String) -> String? {
            switch value {
            case let d as [String: Any]:
                for (k, v) in d { if let p = walk(v, key: k) { return p } }
            case let a as [Any]:
                for v in a { if let p = walk(v, key: key) { return p } }
            case is NSNull:
                return nullable.contains(key) ? nil : "null under '\(key)'"
            case let n as NSNumber:
                return n.doubleValue.isFinite ? nil : "a non-finite number under '\(key)'"
            default: break
            }
            return nil
        }
        return walk(object, key: "")
    }

    static func svgProblem(_ out: String) -> String? {
        let parser = XMLParser(data: Data(out.utf8))
        guard parser.parse() else {
            return "the SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")"
        }
        if let bad = out.firstMatch(
            of: /[ ](x|y|x1|x2|y1|y2|width|height|viewBox|points|d|r|cx|cy|stroke-width|transform)="[^"]*\b(nan|inf)/)
        {
            return "a non-finite number in the SVG: \(bad.output.0)"
        }
        return nil
    }

    /// The frames table (four finite numbers ending each row) and the scroll and comparison
    /// sections' numbers.
    static func textProblem(_ out: String) -> String? {
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        var inTable = true
        for (k, line) in lines.enumerated() {
            if k == 0 {
                guard line.hasPrefix("view") else {
                    return "the text output does not start with the table: \(line.prefix(200))"
                }
                continue
            }
            if line.isEmpty { inTable = false }
            if inTable {
                let fields = line.split(separator: " ")
                guard fields.count >= 5, fields.suffix(4).allSatisfy({ Double($0)?.isFinite == true }) else {
                    return "a table row without four finite numbers: \(line.prefix(300))"
                }
            } else if let m = line.wholeMatch(of: /\s+(content size|content offset|visible rect|tool|Xcode)\s+(.*)/),
                m.output.2.contains(/\b-?(nan|inf)\b/)
            {
                return "a non-finite number: \(line.prefix(300))"
            }
        }
        return nil
    }

    /// A case's time budget: ``FuzzTests/caseBudget``, and a second more per megabyte (a
    /// large seed of a run by hand, duplicated hundreds of times, is read at about 2 MB a
    /// second in a debug build: linear, not a hang).
    static func budget(_ c: Case) -> Duration {
        FuzzTests.caseBudget + .milliseconds(c.bytes.count / 1_000)
    }

    static func save(_ c: Case, _ index: Int) -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "layout-fuzz-ib-\(FuzzTests.seed)-\(index)" + (c.storyboard ? ".storyboard" : ".xib"))
        try? Data(c.bytes).write(to: url)
        return url.path
    }

    static func replay(_ index: Int, binary: Bool = false) -> String {
        "FUZZ_SEED=\(FuzzTests.seed) FUZZ_CASE=\(index) swift test --filter 'InterfaceBuilderFuzzTests/\(binary ? "binary" : "inProcess")'"
    }

    // MARK: In process

    @Test func inProcess() {
        #expect(Self.seeds.count >= 20, "the project's own IB documents: \(Self.seeds.count) seeds")
        let clock = ContinuousClock()
        let start = clock.now
        let indices = FuzzTests.onlyCase.map { [$0] } ?? Array(0..<Self.iterations)
        var tally = FuzzTally()
        for index in indices {
            let c = Self.makeCase(index)
            let path = Self.write(c, in: Self.folder, name: "case")
            let arguments = c.arguments.map { $0 == "FILE" ? path : $0 }
            let caseStart = clock.now
            let result = LayoutTool.run(arguments: arguments, standardInput: { Data() })
            let elapsed = clock.now - caseStart
            tally.count(result, elapsed: elapsed, label: "case \(index) (\(c.seed))")
            var failure = Self.problem(c, result, file: path)
            let budget = Self.budget(c)
            if failure == nil, elapsed > budget {
                failure = "took \(elapsed) (budget \(budget))"
            }
            if let failure {
                let saved = Self.save(c, index)
                Issue.record(
                    """
                    fuzz interfaceBuilder case \(index) (seed \(FuzzTests.seed), from \(c.seed)): \(failure)
                    arguments: \(c.arguments)
                    input saved to \(saved)
                    replay: \(Self.replay(index))
                    stderr: \(result.standardError.prefix(600))
                    """)
            }
        }
        try? FileManager.default.removeItem(at: Self.folder)
        print(
            "fuzz interfaceBuilder: \(tally.done) cases from \(Self.seeds.count) seeds in \(clock.now - start) (slowest \(tally.slowest)); \(tally.statusText); seed \(FuzzTests.seed)"
        )
        #expect(tally.done == indices.count)
    }

    // MARK: Through the binary

    /// A sixth as many cases through the real binary (new indices), each crash or hang a
    /// failure with its input saved, and each result held against the same run in process.
    @Test func binary() throws {
        guard let binary = builtExecutable("layout-tool") else {
            Issue.record("no layout-tool binary beside the tests or in .build/debug")
            return
        }
        let clock = ContinuousClock()
        let start = clock.now
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-ibfuzz-bin-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var done = 0
        for index in 0..<max(1, Self.iterations / 6) {
            let caseIndex = 1_000_000 + index
            if let only = FuzzTests.onlyCase, only != caseIndex { continue }
            let c = Self.makeCase(caseIndex)
            let path = Self.write(c, in: folder, name: "case")
            let arguments = c.arguments.map { $0 == "FILE" ? path : $0 }
            let (status, signaled, stdout, stderr) = try FuzzTests.runProcess(binary, arguments, [], timeout: 20)
            done += 1
            var failure: String? =
                if signaled {
                    "killed by signal \(status) (a trap or a hang past 20 s)"
                } else {
                    [0, 1, 2].contains(status) ? nil : "exit status \(status)"
                }
            // The same case in process: the same result (another process hashes with another
            // seed, so an order taken from a set or a dictionary shows here).
            if failure == nil {
                let own = LayoutTool.run(arguments: arguments, standardInput: { Data() })
                if own.status != status || own.standardOutput != stdout || own.standardError != stderr {
                    failure =
                        "the binary's result differs from the same run in process (status \(status) and \(own.status))"
                }
            }
            if let failure {
                let saved = Self.save(c, caseIndex)
                Issue.record(
                    """
                    fuzz binary interfaceBuilder case \(caseIndex) (seed \(FuzzTests.seed)): \(failure)
                    replay: \(binary.path) \(c.arguments.map { $0 == "FILE" ? saved : "'\($0)'" }.joined(separator: " "))
                    stderr: \(stderr.prefix(600))
                    """)
            }
        }
        print("fuzz binary interfaceBuilder: \(done) cases in \(clock.now - start); seed \(FuzzTests.seed)")
    }
}
