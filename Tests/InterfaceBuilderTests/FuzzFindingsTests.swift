import Constraints
import Foundation
import InterfaceBuilder
import LayoutSpec
import Testing

/// What the Interface Builder fuzz domain (`Tests/LayoutToolTests/InterfaceBuilderFuzzTests`)
/// found, each fixed at its cause and held here.
@Suite struct FuzzFindingsTests {
    /// A frame or constant beyond the solver's 1e12 (or not a number) is a warning with the
    /// element's line and is left out; laid out, it would overflow the frames to values the
    /// reports print as infinite, and the SVG legend's width to an integer it cannot be (a trap).
    @Test func aNumberBeyondTheLimitIsAWarningWithItsLine() throws {
        let text = Documents.storyboard(
            """
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="huge">
                <rect key="frame" x="0.0" y="0.0" width="1e308" height="nan"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="huge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="1e13" id="c1"/>
            </constraints>
            """)
        let document = try IBDocument.read(Data(text.utf8), file: "huge.storyboard")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let rectLine = (lines.firstIndex { $0.contains("width=\"1e308\"") } ?? -1) + 1
        let constraintLine = (lines.firstIndex { $0.contains("constant=\"1e13\"") } ?? -1) + 1
        #expect(document.warnings.contains { $0.line == rectLine && $0.message.hasPrefix("width '1e308'") })
        #expect(document.warnings.contains { $0.line == rectLine && $0.message.hasPrefix("height 'nan'") })
        #expect(document.warnings.contains { $0.line == constraintLine && $0.message.hasPrefix("constant '1e13'") })
        let huge = document.allViews.first { $0.view.id == "huge" }?.view
        #expect(huge?.frame == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(document.scenes.first?.root.constraints.first?.constant == 0)
        let svg = try IBLayoutRun.run(Data(text.utf8), file: "huge.storyboard", format: .svg, compare: false)
        #expect(!svg.standardOutput.contains("inf"))
    }

    /// A label's line breaks (a multi-line label's text) stay out of its description, so the
    /// text table keeps one row per view.
    @Test func aMultiLineLabelKeepsOneTableRow() throws {
        let text = Documents.storyboard(
            """
            <subviews>
              <label text="One&#10;Two" translatesAutoresizingMaskIntoConstraints="NO" id="two-lines">
                <rect key="frame" x="0.0" y="100" width="100" height="41"/>
              </label>
            </subviews>
            """)
        let out = try IBLayoutRun.run(Data(text.utf8), file: "label.storyboard", format: .text, compare: false)
        let table = out.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        #expect(table.count == 3)  // the header, the root, the label
        #expect(table.last?.contains("label 'One Two'") == true)
    }

    /// A processing instruction without data (`<?x?>`) in a document Foundation's parser reads
    /// (here one with a document type declaration) is read, not a crash of that parser.
    @Test func aProcessingInstructionWithoutDataIsRead() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document>
            <?before?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" useAutolayout="YES"><?x?>
              <objects/>
            </document>
            <?after?>
            """
        let document = try IBDocument.read(Data(text.utf8), file: "pi.xib")
        #expect(document.scenes.isEmpty)
        // An error after the instructions is where it is when they have data (the parser
        // reads those), line and column.
        func error(_ text: String) -> InputError? {
            do {
                _ = try IBDocument.read(
                    Data(text.replacingOccurrences(of: "<objects/>", with: "<objects>").utf8), file: "pi.xib")
                return nil
            } catch {
                return error
            }
        }
        let withData = text.replacingOccurrences(of: "?>\n", with: " ?>\n").replacingOccurrences(
            of: "<?x?>", with: "<?x ?>")
        #expect(error(text) != nil)
        #expect(error(text)?.line == error(withData)?.line)
        #expect(error(text)?.column == error(withData)?.column)
    }
}
