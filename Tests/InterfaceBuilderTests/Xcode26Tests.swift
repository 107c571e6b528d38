import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// What documents saved by Xcode 26 (and by the Xcodes that write a placeholder
/// `toolsVersion`) store: the device's unsafe area counted twice, a 54-point navigation bar,
/// inset-grouped cells' 15-point vertical margins; and table views as scroll views.
@Suite struct Xcode26Tests {
    static let pinned = DeviceAndVariationTests.pinnedToSafeArea

    @Test func xcode26CountsTheDevicesUnsafeAreaTwice() throws {
        let text = Documents.storyboard(
            device: "retina6_1", toolsVersion: "24127", width: 414, height: 896, Self.pinned)
        let (layout, _) = try Documents.layOut(text)
        // 2 × 48 from the top, 2 × 34 from the bottom.
        #expect(Documents.frame(layout, "v") == Rect(x: 0, y: 96, width: 414, height: 732))
        let (older, _) = try Documents.layOut(
            Documents.storyboard(device: "retina6_1", toolsVersion: "23504", width: 414, height: 896, Self.pinned))
        #expect(Documents.frame(older, "v") == Rect(x: 0, y: 48, width: 414, height: 814))
    }

    @Test func xcode26sNavigationBarIs54PointsTall() throws {
        let text = Documents.storyboard(
            device: "retina6_1", toolsVersion: "24127", width: 414, height: 896, navigation: true, Self.pinned)
        let (layout, _) = try Documents.layOut(text)
        #expect(Documents.frame(layout, "v") == Rect(x: 0, y: 150, width: 414, height: 678))
    }

    @Test func thePlaceholderToolsVersionDefersToThePlugInsVersion() throws {
        // Xcode 14 and 15 write 32700.99.1234; the plug-in's 22685 is an Xcode after the
        // change of `retina6_1`'s top inset from 44 to 48.
        let text = Documents.storyboard(
            device: "retina6_1", toolsVersion: "32700.99.1234", width: 414, height: 896, Self.pinned
        )
        .replacingOccurrences(
            of: "<scenes>",
            with: """
                <dependencies>
                  <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
                </dependencies>
                <scenes>
                """)
        let (layout, _) = try Documents.layOut(text)
        #expect(layout.document.toolsVersion == 22685)
        #expect(Documents.frame(layout, "v") == Rect(x: 0, y: 48, width: 414, height: 814))
    }

    /// A table of `style` filling the root, with one cell at the top whose title sits on the
    /// content view's margins and whose badge is on the cell's safe area.
    static func table(style: String) -> String {
        """
        <subviews>
          <tableView style="\(style)" id="table">
            <rect key="frame" x="0" y="0" width="414" height="896"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <cells>
              <tableViewCell id="cell">
                <rect key="frame" x="20" y="0" width="374" height="52"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" id="content">
                  <rect key="frame" x="0" y="0" width="374" height="52"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <subviews>
                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="20" y="15" width="200" height="22"/></label>
                  </subviews>
                  <constraints>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="m1"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="m2"/>
                  </constraints>
                </tableViewCellContentView>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="badge"><rect key="frame" x="300" y="4" width="10" height="10"/></view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="cellSafe"/>
                <constraints>
                  <constraint firstItem="badge" firstAttribute="top" secondItem="cellSafe" secondAttribute="top" constant="4" id="s1"/>
                  <constraint firstItem="badge" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="300" id="s2"/>
                  <constraint firstAttribute="width" secondItem="badge" secondAttribute="width" constant="364" id="s3"/>
                  <constraint firstItem="badge" firstAttribute="height" secondItem="badge" secondAttribute="width" id="s4"/>
                </constraints>
              </tableViewCell>
            </cells>
          </tableView>
        </subviews>
        """
    }

    @Test func xcode26sInsetGroupedCellsHave15PointVerticalMargins() throws {
        func titleY(_ style: String, _ tools: String) throws -> Double? {
            let text = Documents.storyboard(
                device: "retina6_1", toolsVersion: tools, width: 414, height: 896, Self.table(style: style))
            return Documents.frame(try Documents.layOut(text).0, "title")?.minY
        }
        #expect(try titleY("insetGrouped", "24506") == 15)
        #expect(try titleY("insetGrouped", "23504") == 11)
        #expect(try titleY("plain", "24506") == 11)
    }

    @Test func aTablesCellsTakeNoVerticalSafeArea() throws {
        // The table is a scroll view: its adjusted content inset takes the 96 points of unsafe
        // area at the top, so the cell stored at the top of its content has none.
        let text = Documents.storyboard(
            device: "retina6_1", toolsVersion: "24506", width: 414, height: 896, Self.table(style: "plain"))
        let (layout, report) = try Documents.layOut(text)
        #expect(Documents.frame(layout, "badge") == Rect(x: 300, y: 4, width: 10, height: 10))
        // Its content size comes from its data source: no constraint is missing for it.
        #expect(!report.diagnostics.contains { $0.kind == .ambiguous })
        let table = try #require(layout.scrollViews.first { $0.name == "table" })
        #expect(table.contentSize == Size(width: 414, height: 52))
    }
}
