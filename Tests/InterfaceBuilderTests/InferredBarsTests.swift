import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// The bars Interface Builder infers for a controller that two navigation stacks reach: the
/// first stack's, unless the document's `<inferredMetricsTieBreakers>` names a segue that
/// reaches it (Interface Builder writes there the segue whose source's metrics it chose).
@Suite struct InferredBarsTests {
    /// `detail` is the root of a plain navigation controller and is shown from `list`, the
    /// root of a navigation controller with large titles; its `box` is pinned to its safe
    /// area's top (`Documents.boxScene`).
    static func document(tieBreaker: Bool) -> String {
        let breakers =
            tieBreaker ? #"<inferredMetricsTieBreakers><segue reference="toDetail"/></inferredMetricsTieBreakers>"# : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
              <device id="retina6_12" orientation="portrait" appearance="light"/>
              <scenes>
                <scene sceneID="s1"><objects>
                  <navigationController id="navPlain" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="barPlain"><rect key="frame" x="0.0" y="59" width="393" height="44"/></navigationBar>
                    <connections><segue destination="detail" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                  </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                  <navigationController id="navLarge" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="barLarge"><rect key="frame" x="0.0" y="59" width="393" height="96"/></navigationBar>
                    <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                  </navigationController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                  <viewController id="list" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="listRoot"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                    <connections><segue destination="detail" kind="show" id="toDetail"/></connections>
                  </viewController>
                </objects></scene>
                \(Documents.boxScene(controller: "detail", root: "root", safe: "safe", width: 393, height: 852, boxY: 0))
              </scenes>
              \(breakers)
            </document>
            """
    }

    @Test func aTieBreakingSegueGivesItsSourcesBars() throws {
        // 59 (the sensor housing) + 44 + 52 (large titles).
        let (layout, _) = try Documents.layOut(Self.document(tieBreaker: true))
        #expect(Documents.frame(layout, "box") == Rect(x: 0, y: 155, width: 393, height: 40))
    }

    @Test func withoutOneTheFirstStackWins() throws {
        // The plain navigation controller's root: 59 + 44.
        let (layout, _) = try Documents.layOut(Self.document(tieBreaker: false))
        #expect(Documents.frame(layout, "box") == Rect(x: 0, y: 103, width: 393, height: 40))
    }
}
