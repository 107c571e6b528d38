import Foundation
import Testing

@testable import InterfaceBuilder

/// The direct reader builds the tree Foundation's parser builds (names, attributes with their
/// references replaced, lines and columns) and hands everything it does not read to it.
@Suite struct FastXMLReaderTests {
    static func flat(_ node: XMLNode) -> [String] {
        var out: [String] = []
        var stack = [(node, 0)]
        while let (n, depth) = stack.popLast() {
            let attributes = n.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            out.append("\(depth) \(n.name) \(n.line):\(n.column) \(attributes.joined(separator: "|"))")
            stack += n.children.reversed().map { ($0, depth + 1) }
        }
        return out
    }

    @Test func readsWhatFoundationReads() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- made for this test -->
            <document type="t" a='x &amp; y &lt;&gt; &quot;&apos; &#65;&#x42;'>
              <view id="v" text="wide é — ✓"
                 userLabel="two
            lines"/>
              <string key="s"><![CDATA[<not an element>]]> text &amp; more</string>
              <?processing instruction?>
            </document>
            """
        let data = Data(text.utf8)
        let fast = try #require(XMLFastReader.read(data))
        let foundation = try XMLTreeReader.readWithFoundation(data)
        #expect(Self.flat(fast) == Self.flat(foundation))
        #expect(fast.attributes["a"] == "x & y <> \"' AB")
        #expect(fast.children.first?.attributes["userLabel"] == "two lines")
    }

    @Test func leavesEverythingElseToFoundation() {
        for text in [
            "<!DOCTYPE d><document/>", "<document a=\"&nbsp;\"/>", "<document><a></b></document>",
            "<document><a></document>", "<document/><second/>", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><d/>",
            "<document a=\"1\" a=\"2\"/>", "", "text",
        ] {
            #expect(XMLFastReader.read(Data(text.utf8)) == nil, "\(text)")
        }
    }
}
