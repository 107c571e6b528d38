import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A controller with a simulated toolbar and a box on its safe area's bottom: above a home
/// indicator the toolbar is 49 high, as a tab bar is; on a phone with a home button, 44.
@Suite struct ToolbarTests {
    static let body = """
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="0.0" width="100" height="40"/></view>
        </subviews>
        <constraints>
          <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="x1"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x2"/>
          <constraint firstItem="box" firstAttribute="width" constant="100" id="x3"/>
          <constraint firstItem="box" firstAttribute="height" constant="40" id="x4"/>
        </constraints>
        """
    static let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#

    @Test func aToolbarAboveAHomeIndicatorIs49High() throws {
        let (layout, _) = try Documents.layOut(Documents.storyboard(controllerExtras: Self.toolbar, Self.body))
        let bottom = try #require(Documents.frame(layout, "box")?.maxY)
        #expect(Swift.abs(bottom - (852 - 34 - 49)) < 1e-9)
    }

    @Test func aToolbarOnAPhoneWithAHomeButtonIs44High() throws {
        let text = Documents.storyboard(
            device: "retina4_7", width: 375, height: 667, controllerExtras: Self.toolbar, Self.body)
        let (layout, _) = try Documents.layOut(text)
        let bottom = try #require(Documents.frame(layout, "box")?.maxY)
        #expect(Swift.abs(bottom - (667 - 44)) < 1e-9)
    }
}
