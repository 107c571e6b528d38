import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A view controller's root view: no top and bottom margins of its own, the system minimum at
/// the sides, the safe area added.
@Suite struct RootMarginTests {
    static let onMargins = """
        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="16" y="59" width="361" height="759"/></view></subviews>
        <constraints>
          <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
          <constraint firstAttribute="bottomMargin" secondItem="v" secondAttribute="bottom" id="b"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
          <constraint firstAttribute="trailingMargin" secondItem="v" secondAttribute="trailing" id="r"/>
        </constraints>
        """

    @Test func aControllersRootHasNoVerticalMarginsOfItsOwn() throws {
        let (layout, _) = try Documents.layOut(Documents.storyboard(Self.onMargins))
        #expect(Documents.frame(layout, "v") == Rect(x: 16, y: 59, width: 361, height: 759))
    }

    @Test func marginsTheDocumentGivesAreKept() throws {
        let text = Documents.storyboard(
            rootAttributes: "",
            Self.onMargins.replacingOccurrences(
                of: "<subviews>",
                with: #"<edgeInsets key="layoutMargins" top="10" left="16" bottom="10" right="16"/><subviews>"#))
        let (layout, _) = try Documents.layOut(text)
        #expect(Documents.frame(layout, "v") == Rect(x: 16, y: 69, width: 361, height: 739))
    }
}
