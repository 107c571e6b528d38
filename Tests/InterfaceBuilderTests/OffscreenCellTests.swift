import Constraints
import Foundation
import InterfaceBuilder
import LayoutSpec
import Testing

/// A static table 100 points high with three cells: one within its bounds and two that end
/// below them (one with a box constraints place, one of the built-in style with its text
/// label). Xcode 16 marks the built-in label of the cell beyond the bounds ambiguous, Xcode 26
/// the box as well; the cell within the bounds is laid out, and earlier Xcodes mark nothing.
@Suite struct OffscreenCellTests {
    static func cell(_ id: String, y: Double, box: String) -> String {
        """
        <tableViewCell contentMode="scaleToFill" id="\(id)">
          <rect key="frame" x="0.0" y="\(y)" width="393" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" id="\(id)-content">
            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="\(box)"><rect key="frame" x="20" y="12" width="100" height="20"/></view>
            </subviews>
            <constraints>
              <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leading" constant="20" id="\(box)-1"/>
              <constraint firstItem="\(box)" firstAttribute="centerY" secondItem="\(id)-content" secondAttribute="centerY" id="\(box)-2"/>
              <constraint firstItem="\(box)" firstAttribute="width" constant="100" id="\(box)-3"/>
              <constraint firstItem="\(box)" firstAttribute="height" constant="20" id="\(box)-4"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A static table 100 points high pinned to the top of the root, holding `cells`.
    static func table(_ cells: String) -> String {
        """
        <subviews>
          <tableView clipsSubviews="YES" dataMode="static" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
            <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
            <sections>
              <tableViewSection id="section">
                <cells>
                  \(cells)
                </cells>
              </tableViewSection>
            </sections>
          </tableView>
        </subviews>
        <constraints>
          <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
          <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
          <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t3"/>
          <constraint firstItem="table" firstAttribute="height" constant="100" id="t4"/>
        </constraints>
        """
    }

    /// The views `body` leaves ambiguous, laid out as saved by `toolsVersion`.
    static func ambiguous(_ body: String, toolsVersion: String) throws -> [String] {
        let (_, report) = try Documents.layOut(Documents.storyboard(toolsVersion: toolsVersion, body))
        return report.diagnostics.filter { $0.kind == .ambiguous }.flatMap { $0.items.map(\.name) }
    }

    static let body = table(
        """
        \(cell("inside", y: 0, box: "box1"))
        \(cell("below", y: 88, box: "box2"))
                  <tableViewCell contentMode="scaleToFill" textLabel="title" style="IBUITableViewCellStyleDefault" id="styled">
                    <rect key="frame" x="0.0" y="132" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" id="styled-content">
                      <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                        <label text="Title" id="title">
                          <rect key="frame" x="20" y="0.0" width="353" height="44"/>
                          <autoresizingMask key="autoresizingMask"/>
                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                      </subviews>
                    </tableViewCellContentView>
                  </tableViewCell>
        """)

    static func ambiguous(toolsVersion: String) throws -> [String] {
        try ambiguous(body, toolsVersion: toolsVersion)
    }

    @Test func xcode26MarksWhatTheCellsBeyondTheBoundsPlace() throws {
        #expect(try Self.ambiguous(toolsVersion: "24127") == ["box2", "title"])
    }

    @Test func xcode16MarksTheBuiltInLabelsOnly() throws {
        #expect(try Self.ambiguous(toolsVersion: "23727") == ["title"])
    }

    @Test func earlierXcodesLayEveryCellOut() throws {
        #expect(try Self.ambiguous(toolsVersion: "22505").isEmpty)
    }

    /// A cell beyond the bounds whose content needs 8 + 60 + 8 points in a 44-point row: Xcode
    /// 26 marks the box it does not lay out, not the content view's height (the self-sizing
    /// cell rule), which earlier Xcodes, laying every cell out, mark.
    static let tallCellBody = table(
        Documents.paddedCell(id: "tall", contentID: "tall-content", y: 88, width: 393, box: 60))

    @Test func aCellXcode26DoesNotLayOutIsNotASelfSizingCell() throws {
        #expect(try Self.ambiguous(Self.tallCellBody, toolsVersion: "24127") == ["box"])
        #expect(try Self.ambiguous(Self.tallCellBody, toolsVersion: "22505") == ["tall-content"])
    }
}
