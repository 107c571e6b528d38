import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// Storyboards of Xcode 6 and 7 name no device: their view controllers are drawn on a
/// 600 × 600 canvas under a 20-point status bar, with 20-point side margins.
@Suite struct AnySizeCanvasTests {
    static let body = """
        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="20" y="36" width="560" height="100"/></view></subviews>
        <constraints>
          <constraint firstItem="v" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="16" id="t"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
          <constraint firstAttribute="trailingMargin" secondItem="v" secondAttribute="trailing" id="r"/>
          <constraint firstItem="v" firstAttribute="height" constant="100" id="h"/>
        </constraints>
        """

    static func document(toolsVersion: String) -> String {
        Documents.storyboard(
            toolsVersion: toolsVersion, width: 600, height: 600,
            controllerExtras: """
                <layoutGuides>
                  <viewControllerLayoutGuide type="top" id="topGuide"/>
                  <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                </layoutGuides>
                """, body
        )
        .replacingOccurrences(of: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#, with: "")
    }

    @Test func aControllerOnTheAnySizeCanvasHasAStatusBarAnd20PointMargins() throws {
        let (layout, _) = try Documents.layOut(Self.document(toolsVersion: "10117"))
        #expect(layout.document.device == nil)
        #expect(Documents.frame(layout, "v") == Rect(x: 20, y: 36, width: 560, height: 100))
    }

    @Test func laterDocumentsWithoutADeviceKeepNoInsets() throws {
        // Xcode 8 and later write `<device>`; a document of theirs without one is not on the
        // any-size canvas.
        let (layout, _) = try Documents.layOut(Self.document(toolsVersion: "19455"))
        #expect(Documents.frame(layout, "v") == Rect(x: 16, y: 16, width: 568, height: 100))
    }
}
