import Constraints
import Foundation
import InterfaceBuilder
import LayoutSpec
import Testing

/// A self-sizing cell stored 44 high whose content needs 8 + 60 + 8 = 76: the tool holds the
/// content view at its stored height and finds the conflict; Xcode 9 and later leave the
/// height to the table and mark the content view ambiguous, and the tool reports that too.
@Suite struct SelfSizingCellTests {
    static func cell(box: Double) -> String {
        """
        <tableViewCell contentMode="scaleToFill" id="cell">
          <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" id="content">
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="8" y="8" width="359" height="\(box)"/></view>
            </subviews>
            <constraints>
              <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="s1"/>
              <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="8" id="s2"/>
              <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="s3"/>
              <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="8" id="s4"/>
              <constraint firstItem="box" firstAttribute="height" constant="\(box)" id="s5"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
        """
    }

    static func ambiguous(_ report: LayoutReport) -> [String] {
        report.diagnostics.filter { $0.kind == .ambiguous }.flatMap { $0.items.map(\.name) }
    }

    @Test func aCellWhoseContentDoesNotFitItsStoredHeightIsAmbiguous() throws {
        let (_, report) = try Documents.layOut(Documents.xib(Self.cell(box: 60)), file: "cell.xib")
        #expect(report.hasConflicts)
        #expect(Self.ambiguous(report) == ["content"])
        let message = try #require(report.diagnostics.first { $0.kind == .ambiguous }?.message)
        #expect(message.contains("self-sizing cell"))
    }

    @Test func aCellThatFitsOrAnOlderDocumentIsNot() throws {
        let (_, fits) = try Documents.layOut(Documents.xib(Self.cell(box: 28)), file: "cell.xib")
        #expect(!fits.hasConflicts && Self.ambiguous(fits).isEmpty)
        // Before Xcode 9 a table's rows kept their stored height: the conflict is only that.
        let (_, old) = try Documents.layOut(
            Documents.xib(toolsVersion: "10117", Self.cell(box: 60)), file: "cell.xib")
        #expect(old.hasConflicts && Self.ambiguous(old).isEmpty)
    }
}
