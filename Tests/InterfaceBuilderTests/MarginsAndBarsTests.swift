import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// Where a root's bars reach its margins: documents of Xcode 9 and later without the safe area
/// guide, freeform roots taller than the device, and cells that preserve a table's margins.
@Suite struct MarginsAndBarsTests {
    static let onTopMargin = """
        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="44" width="375" height="100"/></view></subviews>
        <constraints>
          <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
          <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="r"/>
          <constraint firstAttribute="bottomMargin" secondItem="v" secondAttribute="bottom" id="b"/>
        </constraints>
        """
    static let navigationBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#

    static func document(tools: String, height: Double = 667) -> String {
        Documents.storyboard(
            device: "retina4_7", toolsVersion: tools, width: 375, height: height, controllerExtras: navigationBar,
            onTopMargin
        )
        .replacingOccurrences(of: #"useSafeAreas="YES""#, with: "")
    }

    @Test func withoutTheSafeAreaGuideXcode9sRootMarginsStillTakeTheBars() throws {
        // Xcode 10 (tools 14490): status bar 20 + navigation bar 44 on the root's margins.
        let (layout, _) = try Documents.layOut(Self.document(tools: "14490"))
        #expect(!layout.document.usesSafeAreas)
        #expect(Documents.frame(layout, "v") == Rect(x: 0, y: 64, width: 375, height: 603))
        // Xcode 8 (tools 12121) had no safe area: the bars are the legacy guides' business.
        let (older, _) = try Documents.layOut(Self.document(tools: "12121"))
        #expect(Documents.frame(older, "v") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func aFreeformRootTallerThanTheDeviceHasItsBottomAtItsOwnBottom() throws {
        let (layout, _) = try Documents.layOut(Self.document(tools: "14490", height: 1200))
        #expect(Documents.frame(layout, "v") == Rect(x: 0, y: 64, width: 375, height: 1136))
    }

    @Test func aCellPreservingATablesMarginsGetsNoneOfTheBarsTheTableInsetsItsContentFor() throws {
        let table = """
            <subviews>
              <tableView style="plain" id="table">
                <rect key="frame" x="0" y="0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <prototypes>
                  <tableViewCell preservesSuperviewLayoutMargins="YES" id="cell">
                    <rect key="frame" x="0" y="28" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" id="content">
                      <rect key="frame" x="0" y="0" width="375" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="16" y="11" width="343" height="22"/></view>
                      </subviews>
                      <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c1"/>
                        <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c2"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c3"/>
                        <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c4"/>
                      </constraints>
                    </tableViewCellContentView>
                  </tableViewCell>
                </prototypes>
              </tableView>
            </subviews>
            """
        let text = Documents.storyboard(
            device: "retina4_7", toolsVersion: "14490", width: 375, height: 667, controllerExtras: Self.navigationBar,
            table)
        let (layout, _) = try Documents.layOut(text)
        // The table's margins take in 64 points of bars, which its content inset keeps away
        // from the cell: the content view keeps its own 11 points.
        #expect(Documents.frame(layout, "box") == Rect(x: 16, y: 11, width: 343, height: 22))
    }
}
