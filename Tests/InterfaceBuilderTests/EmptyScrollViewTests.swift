import Constraints
import Foundation
import InterfaceBuilder
import LayoutSpec
import Testing

/// A scroll view with no subviews in the document (its content comes from code), pinned on
/// every side: Xcode 11 and later mark it ambiguous (nothing decides its content size), Xcode
/// 10 and earlier do not, and the tool follows each.
@Suite struct EmptyScrollViewTests {
    static let body = """
        <subviews>
          <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
          </scrollView>
        </subviews>
        <constraints>
          <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="e1"/>
          <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="e2"/>
          <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="e3"/>
          <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="e4"/>
        </constraints>
        """

    static func ambiguous(_ report: LayoutReport) -> [String] {
        report.diagnostics.filter { $0.kind == .ambiguous }.flatMap { $0.items.map(\.name) }
    }

    @Test func beforeXcode11AnEmptyScrollViewIsNotAmbiguous() throws {
        let (layout, report) = try Documents.layOut(Documents.storyboard(toolsVersion: "14460", Self.body))
        #expect(Self.ambiguous(report).isEmpty)
        #expect(Documents.frame(layout, "scroll") == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func fromXcode11ItsContentSizeIsAmbiguous() throws {
        let (_, report) = try Documents.layOut(Documents.storyboard(toolsVersion: "16096", Self.body))
        #expect(Self.ambiguous(report) == ["scroll", "scroll"])
    }
}
