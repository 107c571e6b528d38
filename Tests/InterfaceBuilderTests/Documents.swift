import Constraints
import Foundation
import InterfaceBuilder
import LayoutSpec

/// Small Interface Builder documents written for the tests (never copied from anywhere).
enum Documents {
    /// A storyboard of one view controller scene on `device`, its root view `root` holding
    /// `body` (subviews, then `<constraints>`), optionally inside a navigation controller.
    static func storyboard(
        device: String = "retina6_12", toolsVersion: String = "22505", width: Double = 393, height: Double = 852,
        rootAttributes: String = "", navigation: Bool = false, controllerExtras: String = "", _ body: String
    ) -> String {
        let nav =
            navigation
            ? """
                <scene sceneID="nav-scene"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                      <rect key="frame" x="0.0" y="59" width="\(width)" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="seg"/></connections>
                  </navigationController>
                </objects></scene>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
              <device id="\(device)" orientation="portrait" appearance="light"/>
              <scenes>
            \(nav)
                <scene sceneID="scene">
                  <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="root" \(rootAttributes)>
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
            \(body)
                      </view>
            \(controllerExtras)
                    </viewController>
                  </objects>
                </scene>
              </scenes>
            </document>
            """
    }

    /// A xib of one top-level view `body` (a complete element) on `device`.
    static func xib(device: String = "retina4_7", toolsVersion: String = "14490", _ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(body)
          </objects>
        </document>
        """
    }

    /// Reads, builds and lays out `text`.
    static func layOut(_ text: String, file: String = "test.storyboard") throws -> (IBLayout, LayoutReport) {
        let layout = IBLayout(try IBDocument.read(Data(text.utf8), file: file))
        return (layout, layout.report())
    }

    /// The frame of the view with id `id`.
    static func frame(_ layout: IBLayout, _ id: String) -> Rect? { layout.views.first { $0.name == id }?.frame }
}
