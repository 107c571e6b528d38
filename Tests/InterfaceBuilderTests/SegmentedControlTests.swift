import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A segmented control of iOS 13 and later (stored 32 high) is laid out 31 high and drawn a
/// point below that: a view 8 points under it starts 39 points below its top, and a stack that
/// holds it is 31 high.
@Suite struct SegmentedControlTests {
    static let body = """
        <subviews>
          <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
            <rect key="frame" x="16" y="100" width="200" height="32"/>
            <segments><segment title="One"/><segment title="Two"/></segments>
          </segmentedControl>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="16" y="139" width="200" height="20"/></view>
        </subviews>
        <constraints>
          <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
          <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="seg" secondAttribute="bottom" constant="8" id="c3"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="seg" secondAttribute="leading" id="c4"/>
          <constraint firstItem="box" firstAttribute="width" constant="200" id="c5"/>
          <constraint firstItem="box" firstAttribute="height" constant="20" id="c6"/>
        </constraints>
        """

    @Test func aSegmentedControlIsLaidOutAPointShorterThanItIsDrawn() throws {
        let (layout, _) = try Documents.layOut(Documents.storyboard(Self.body))
        #expect(Documents.frame(layout, "seg") == Rect(x: 16, y: 100, width: 200, height: 32))
        #expect(Documents.frame(layout, "box") == Rect(x: 16, y: 139, width: 200, height: 20))
    }
}
