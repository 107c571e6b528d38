import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A tab bar controller's child whose root is stored 618 points high at `y` 0 on a 667-point
/// screen: the root ends where the 49-point tab bar starts (an opaque bar), so it is drawn from
/// the top of the screen, under the status bar; a root of another height stays a sheet.
@Suite struct OpaqueTabBarTests {
    static func storyboard(rootHeight: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait"/>
          <scenes>
            <scene sceneID="tabs-scene"><objects>
              <tabBarController id="tabs" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                  <autoresizingMask key="autoresizingMask"/>
                </tabBar>
                <connections><segue destination="vc" kind="relationship" relationship="viewControllers" id="tab-segue"/></connections>
              </tabBarController>
            </objects></scene>
            \(Documents.boxScene(controller: "vc", root: "root", safe: "safe", width: 375, height: rootHeight, boxY: 20))
          </scenes>
        </document>
        """
    }

    @Test func aRootEndingAtTheTabBarIsDrawnFromTheTop() throws {
        let (layout, _) = try Documents.layOut(Self.storyboard(rootHeight: 618))
        #expect(Documents.frame(layout, "box")?.minY == 20)
    }

    @Test func aShorterRootIsStillASheet() throws {
        let (layout, _) = try Documents.layOut(Self.storyboard(rootHeight: 500))
        #expect(Documents.frame(layout, "box")?.minY == 0)
    }
}
