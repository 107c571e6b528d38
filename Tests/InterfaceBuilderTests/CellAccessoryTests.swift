import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A cell with an accessory: its content view keeps UIView's 8-point margin at the trailing
/// edge, where the accessory is, and the system minimum at the leading edge.
@Suite struct CellAccessoryTests {
    static func cell(accessory: String) -> String {
        """
        <tableViewCell contentMode="scaleToFill" \(accessory) id="cell">
          <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" id="content">
            <rect key="frame" x="0.0" y="0.0" width="348.5" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
              <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="16" y="11" width="324.5" height="22"/></label>
            </subviews>
            <constraints>
              <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="m1"/>
              <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="m2"/>
              <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="m3"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
        """
    }

    @Test func anAccessoryLeavesUIViewsMarginAtTheTrailingEdge() throws {
        let (layout, _) = try Documents.layOut(
            Documents.xib(device: "retina4_7", Self.cell(accessory: #"accessoryType="disclosureIndicator""#)),
            file: "cell.xib")
        #expect(Documents.frame(layout, "title") == Rect(x: 16, y: 11, width: 324.5, height: 22))
        let (plain, _) = try Documents.layOut(
            Documents.xib(device: "retina4_7", Self.cell(accessory: "")), file: "cell.xib")
        #expect(Documents.frame(plain, "title") == Rect(x: 16, y: 11, width: 316.5, height: 22))
    }

    /// A cell on an iPad keeps 16 points at the sides (the iPad documents' stored cells, in a
    /// table and alone), where the iPad gives a controller's root 20.
    @Test func aCellKeeps16PointSideMarginsOnAnIPad() throws {
        let (layout, _) = try Documents.layOut(
            Documents.xib(device: "ipad9_7", toolsVersion: "23504", Self.cell(accessory: "")), file: "cell.xib")
        #expect(Documents.frame(layout, "title") == Rect(x: 16, y: 11, width: 316.5, height: 22))
    }
}
