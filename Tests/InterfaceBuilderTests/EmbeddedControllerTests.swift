import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A child controller shown by a container view's `embed` segue, its root 300 points high and
/// stored at `y` 0: Xcode draws it at the top of the screen, under the status bar, not as a
/// sheet at the bottom (where a short controller of its own is drawn).
@Suite struct EmbeddedControllerTests {
    static func storyboard(embedded: Bool) -> String {
        let segue = embedded ? #"<connections><segue destination="child" kind="embed" id="embed"/></connections>"# : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
              <device id="retina6_12" orientation="portrait" appearance="light"/>
              <scenes>
                <scene sceneID="parent-scene"><objects>
                  <viewController id="parent" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="parent-root">
                      <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      <subviews>
                        <containerView opaque="NO" contentMode="scaleToFill" id="container">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                          <autoresizingMask key="autoresizingMask"/>
                          \(segue)
                        </containerView>
                      </subviews>
                    </view>
                  </viewController>
                </objects></scene>
                \(Documents.boxScene(controller: "child", root: "child-root", safe: "child-safe", width: 393, height: 300, boxY: 59))
              </scenes>
            </document>
            """
    }

    @Test func anEmbeddedControllerIsDrawnAtTheTopOfTheScreen() throws {
        let (layout, _) = try Documents.layOut(Self.storyboard(embedded: true))
        #expect(Documents.frame(layout, "box")?.minY == 59)
    }

    @Test func aShortControllerOfItsOwnIsASheetAtTheBottom() throws {
        let (layout, _) = try Documents.layOut(Self.storyboard(embedded: false))
        #expect(Documents.frame(layout, "box")?.minY == 0)
    }
}
