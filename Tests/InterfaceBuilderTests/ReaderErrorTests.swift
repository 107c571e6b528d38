import Constraints
import Foundation
import InterfaceBuilder
import LayoutSpec
import Testing

/// Malformed documents are located errors; what is not modelled is a warning with its line.
@Suite struct ReaderErrorTests {
    func error(_ text: String) -> InputError? {
        do {
            _ = try IBDocument.read(Data(text.utf8), file: "bad.xib")
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedXMLIsALocatedError() throws {
        let e = try #require(
            error("<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <objects>\n    <view id=\"a\">\n</document>\n"))
        #expect(e.file == "bad.xib")
        #expect(e.line >= 4)
        #expect(e.message.hasPrefix("malformed XML"))
        #expect(e.rendered.hasPrefix("bad.xib:\(e.line):"))
    }

    @Test func anythingButAnInterfaceBuilderDocumentIsRefused() throws {
        let e = try #require(error("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n"))
        #expect(e.line == 2)
        #expect(e.message.contains("not an Interface Builder document"))
        #expect(error("") != nil)
        #expect(error("not xml at all") != nil)
    }

    @Test func deepNestingIsRefusedRatherThanRecursedInto() throws {
        let deep = String(repeating: "<subviews>", count: 300) + String(repeating: "</subviews>", count: 300)
        let e = try #require(error("<document>\(deep)</document>"))
        #expect(e.message.contains("nested more than"))
    }

    @Test func whatIsNotModelledIsAWarningAndTheRestLaysOut() throws {
        let text = Documents.storyboard(
            rootAttributes: "layoutMarginsFollowReadableWidth=\"YES\"",
            """
            <subviews>
              <label text="Big" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
                <variation key="widthClass=compact"><fontDescription key="fontDescription" type="system" pointSize="30"/></variation>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
              <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            </constraints>
            """)
        let (layout, _) = try Documents.layOut(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // `layoutMarginsFollowReadableWidth` is modelled now (no warning); the variation is not.
        #expect(layout.warnings.count == 1, "\(layout.warnings)")
        for w in layout.warnings { #expect(w.line >= 1 && w.line <= lines.count) }
        #expect(!layout.warnings.contains { $0.message.contains("layoutMarginsFollowReadableWidth") })
        let font = try #require(layout.warnings.first { $0.message.contains("fontDescription") })
        #expect(lines[font.line - 1].contains("<variation key=\"widthClass=compact\">"))
        #expect(layout.warningText.contains("test.storyboard:\(font.line): warning: "))
        #expect(Documents.frame(layout, "l") == Rect(x: 0, y: 0, width: 40, height: 20))
    }
}
