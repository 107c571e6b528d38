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

/// Malformed XML is a typed ``XMLReadError``: where the first error is, and why in words.
@Suite struct XMLReadErrorTests {
    /// A small storyboard (a label pinned to its root) with `old` replaced by `new`, as UTF-8.
    static func broken(_ old: String, _ new: String) -> (text: String, data: Data) {
        let text = Documents.storyboard(
            """
            <subviews>
              <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            </constraints>
            """
        ).replacingOccurrences(of: old, with: new)
        return (text, Data(text.utf8))
    }

    /// The 1-based line of `text` that contains `fragment`.
    static func line(of fragment: String, in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(fragment) } ?? -1) + 1
    }

    func failure(_ data: Data) -> XMLReadError? {
        do {
            _ = try XMLTreeReader.parse(data)
            return nil
        } catch {
            return error
        }
    }

    @Test func aMissingEndTagNamesTheTagAndWhereItOpened() throws {
        let (text, data) = Self.broken("</subviews>", "")
        let e = try #require(failure(data))
        let opened = Self.line(of: "<subviews>", in: text)
        #expect(e.reason == .mismatchedEndTag(found: "view", open: "subviews", line: opened))
        #expect(e.line == Self.line(of: "</view>", in: text))
        #expect(e.reason.description == "</view> does not close <subviews>, opened on line \(opened)")
    }

    @Test func aTruncatedDocumentSaysWhichElementIsOpen() throws {
        let (text, _) = Self.broken("", "")
        let cut = String(text[..<(text.range(of: "<constraints>")?.lowerBound ?? text.endIndex)])
        let e = try #require(failure(Data(cut.utf8)))
        guard case .unclosed(let name, let line) = e.reason else {
            Issue.record("\(e)")
            return
        }
        #expect(name == "view" && line == Self.line(of: "id=\"root\"", in: cut))
        #expect(e.reason.description.hasPrefix("the document ends before <view> (line \(line))"))
    }

    @Test func entitiesAndAttributesAreNamedWithTheirColumn() throws {
        let (text, data) = Self.broken("text=\"Hi\"", "text=\"Hi &nbsp;\"")
        let entity = try #require(failure(data))
        #expect(entity.reason == .undefinedEntity)
        let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[entity.line - 1]
        #expect(lineText.contains("&nbsp;"))
        // libxml2 stops just past the reference.
        let nbsp = try #require(lineText.range(of: "&nbsp;"))
        #expect(entity.column == lineText.distance(from: lineText.startIndex, to: nbsp.upperBound) + 1)

        #expect(failure(Self.broken("text=\"Hi\"", "text=\"Hi & co\"").data)?.reason == .malformedReference)
        #expect(failure(Self.broken("text=\"Hi\"", "text=Hi").data)?.reason == .malformedAttribute)
        #expect(failure(Self.broken("id=\"l\"", "id=\"l\" id=\"m\"").data)?.reason == .duplicateAttribute)
        #expect(failure(Self.broken("text=\"Hi\"", "text=\"Hi &#1;\"").data)?.reason == .invalidCharacter)
        #expect(failure(Self.broken("<subviews>", "<subviews>< ").data)?.reason == .malformedTag)
    }

    @Test func contentAfterTheRootIsAnErrorNotIgnored() throws {
        let (text, data) = Self.broken("</document>", "</document>\n<document/>")
        let e = try #require(failure(data))
        #expect(e.reason == .contentAfterRoot)
        #expect(e.line == Self.line(of: "</document>", in: text) + 1)
        #expect(failure(Data()) == XMLReadError(line: 1, column: 1, reason: .noRootElement))
    }

    @Test func theToolsMessageIsLocatedAndWorded() throws {
        let (text, data) = Self.broken("text=\"Hi\"", "text=\"Hi &nbsp;\"")
        do {
            _ = try IBDocument.read(data, file: "bad.storyboard")
            Issue.record("read")
        } catch {
            #expect(error.line == Self.line(of: "&nbsp;", in: text))
            #expect(error.message == "malformed XML: " + XMLReadError.Reason.undefinedEntity.description)
            #expect(error.rendered.hasPrefix("bad.storyboard:\(error.line):\(error.column): error: malformed XML: "))
            // The line is quoted, the caret under the column.
            #expect(error.text.contains("&nbsp;") && error.rendered.hasSuffix("^\n"))
        }
    }
}

/// Documents in UTF-16 (with or without a byte-order mark, either byte order) are read as their
/// UTF-8 form is; so is a UTF-8 document whose declaration says UTF-16.
@Suite struct UTF16DocumentTests {
    static let text = XMLReadErrorTests.broken("", "").text.replacingOccurrences(
        of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")

    static func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> Data {
        var out = Data()
        for unit in ((mark ? "\u{FEFF}" : "") + text).utf16 {
            let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            out += bigEndian ? pair : pair.reversed()
        }
        return out
    }

    static func frames(_ data: Data) throws -> [String] {
        let layout = IBLayout(try IBDocument.read(data, file: "u.storyboard"))
        return layout.views.map { "\($0.name) \($0.frame)" }
    }

    @Test(arguments: [(false, true), (true, true), (true, false), (false, false)])
    func readAsTheirUTF8Form(bigEndian: Bool, mark: Bool) throws {
        let expected = try Self.frames(Data(Self.text.replacingOccurrences(of: "UTF-16", with: "UTF-8").utf8))
        #expect(expected.contains { $0.hasPrefix("l ") })
        #expect(try Self.frames(Self.utf16(Self.text, bigEndian: bigEndian, mark: mark)) == expected)
        #expect(try Self.frames(Data(Self.text.utf8)) == expected)
        #expect(IBLayoutRun.isXML(Self.utf16(Self.text, bigEndian: bigEndian, mark: mark)))
        #expect(IBLayoutRun.isXML(Self.utf16("\n  " + Self.text, bigEndian: bigEndian, mark: true)))
        #expect(!IBLayoutRun.isXML(Self.utf16("{\"views\": {}}", bigEndian: bigEndian, mark: true)))
    }

    @Test func errorsKeepTheFilesLinesAndColumns() throws {
        let bad = Self.text.replacingOccurrences(of: "text=\"Hi\"", with: "text=\"Hé &nbsp;\"")
        var located: [String] = []
        for data in [Data(bad.utf8), Self.utf16(bad, bigEndian: false, mark: true)] {
            do {
                _ = try XMLTreeReader.parse(data)
            } catch {
                located.append("\(error)")
            }
        }
        #expect(located.count == 2 && located[0] == located[1], "\(located)")
    }

    /// Bytes that are not UTF-8 (a name with a stray byte, as a corrupted file has) are an
    /// encoding error where they are, never handed to the parser (which traps on such a name).
    @Test func bytesThatAreNotUTF8AreAnEncodingError() throws {
        let text = XMLReadErrorTests.broken("", "").text
        var data = Data(text.utf8)
        let name = try #require(data.firstRange(of: Data("translatesAutoresizing".utf8)))
        data[name.lowerBound + 3] = 0xD5
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("translatesAutoresizing") }) + 1
        let column =
            try #require(lines[line - 1].range(of: "translatesAutoresizing")).lowerBound.utf16Offset(
                in: lines[line - 1]) + 4
        #expect(
            throws: XMLReadError(line: line, column: column, reason: .badEncoding("the document is not valid UTF-8"))
        ) { try XMLTreeReader.parse(data) }
    }

    @Test func aLoneSurrogateIsAnEncodingError() throws {
        // The label's text "Hi" with a high surrogate and no low one after its "H".
        let marked = Self.text.replacingOccurrences(of: "text=\"Hi\"", with: "text=\"H\u{E000}i\"")
        var data = Self.utf16(marked, bigEndian: false, mark: true)
        let at = try #require(data.firstRange(of: Data([0x00, 0xE0])))
        data.replaceSubrange(at, with: [0x00, 0xD8])
        let lines = marked.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("\u{E000}") }) + 1
        let column = try #require(lines[line - 1].firstIndex(of: "\u{E000}")).utf16Offset(in: lines[line - 1]) + 1
        do {
            _ = try XMLTreeReader.parse(data)
            Issue.record("read")
        } catch {
            #expect(error.line == line && error.column == column)
            guard case .badEncoding = error.reason else {
                Issue.record("\(error)")
                return
            }
        }
    }
}
