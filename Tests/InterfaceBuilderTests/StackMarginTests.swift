import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A view arranged in a centred vertical stack and pinned to the stack's margins spans the
/// whole stack: a stack view's margins are zero unless the document sets them.
@Suite struct StackMarginTests {
    static func body(margins: String) -> String {
        """
        <subviews>
          <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="100" width="393" height="30"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="row"><rect key="frame" x="0.0" y="0.0" width="393" height="30"/></view>
            </subviews>
            \(margins)
            <constraints>
              <constraint firstAttribute="leadingMargin" secondItem="row" secondAttribute="leading" id="m1"/>
              <constraint firstAttribute="trailingMargin" secondItem="row" secondAttribute="trailing" id="m2"/>
              <constraint firstItem="row" firstAttribute="height" constant="30" id="m3"/>
            </constraints>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s1"/>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
          <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="s3"/>
        </constraints>
        """
    }

    @Test func aStackViewHasNoMarginsUnlessSet() throws {
        let (layout, _) = try Documents.layOut(Documents.storyboard(Self.body(margins: "")))
        #expect(Documents.frame(layout, "row") == Rect(x: 0, y: 0, width: 393, height: 30))
    }

    @Test func marginsTheDocumentSetsApply() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="0.0" left="10" bottom="0.0" right="10"/>"#
        let (layout, _) = try Documents.layOut(Documents.storyboard(Self.body(margins: margins)))
        #expect(Documents.frame(layout, "row") == Rect(x: 10, y: 0, width: 373, height: 30))
    }
}
