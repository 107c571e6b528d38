import Foundation
import Testing

@testable import LayoutSpec
@testable import layout_tool

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `layout-tool layout --format svg`: a well-formed standalone document with every view.
@Suite struct SVGTests {
    func svg(_ arguments: [String], input: String = "") -> ToolResult {
        LayoutTool.run(arguments: ["layout"] + arguments + ["--format", "svg"], standardInput: { Data(input.utf8) })
    }

    /// The element names and the text content, from Foundation's XML parser.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var attributes: [[String: String]] = []
        var text = ""
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            elements.append(elementName)
            attributes.append(attributeDict)
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    func parse(_ document: String) -> Collector? {
        let parser = XMLParser(data: Data(document.utf8))
        let collector = Collector()
        parser.delegate = collector
        return parser.parse() ? collector : nil
    }

    @Test(arguments: ExamplesGoldenTests.examples)
    func everyExampleIsWellFormedAndNamesEveryView(_ name: String) throws {
        let path = LayoutCommandTests.example("\(name).json")
        let result = svg([path])
        #expect(result.status == 0 || result.status == 2)
        let doc = try #require(parse(result.standardOutput), "not well-formed XML")
        #expect(doc.elements.first == "svg")
        let root = doc.attributes.first ?? [:]
        #expect(root["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root["viewBox"] != nil && root["width"] != nil && root["height"] != nil)
        #expect(doc.elements.contains("title"))
        let spec = try String(contentsOfFile: path, encoding: .utf8)
        let layout = try SpecLayout(SpecReader.read(spec, file: path))
        for v in layout.views {
            #expect(doc.text.contains(v.name), "\(v.name) is not labelled")
        }
        // Deterministic bytes.
        #expect(svg([path]).standardOutput == result.standardOutput)
    }

    @Test func namesAreEscaped() throws {
        // Names are C identifiers, but the title holds the file name and the legend holds
        // constraint text with '<' and '>'.
        let spec = """
            {"root": {"name": "root", "frame": [0, 0, 100, 100], "subviews": [{"name": "a"}]},
             "constraints": ["a.width <= 10", "a.width >= 20", "H:|[a]", "V:|[a(5)]"]}
            """
        let result = svg(["-"], input: spec)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("&lt;=") && result.standardOutput.contains("&gt;="))
        #expect(parse(result.standardOutput) != nil)
        #expect(SVGPrinter.escape("a<b & \"c\" 'd'>\u{1}") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;\u{FFFD}")
    }

    @Test func scrollViewStylesAreToldApart() {
        let out = svg([LayoutCommandTests.example("floating-badge.json")]).standardOutput
        #expect(out.contains("stroke-dasharray"))  // content area
        #expect(out.contains("<title>badge (floating): frame"))  // floating view
        #expect(out.contains("clip-path=\"url(#clip0)\""))
        #expect(out.contains("mask=\"url(#outside0)\""))
        #expect(!out.contains("column (floating)"))  // only its width is tied to the frame guide
        let amb = svg([LayoutCommandTests.example("ambiguity.json")]).standardOutput
        #expect(amb.contains("url(#hatch)") && amb.contains("caption ?"))
    }
}
