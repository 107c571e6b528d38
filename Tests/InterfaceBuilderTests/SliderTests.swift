import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A slider is laid out a point shorter than it is drawn (its track's rectangle), before
/// Xcode 26; Xcode 26 stores a slider as it lays it out.
@Suite struct SliderTests {
    /// A slider under a label in a vertical stack pinned at the top: the stack's height is
    /// what the slider is laid out with.
    static let stack = """
        <subviews>
          <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="16" y="100" width="361" height="51"/>
            <subviews>
              <label text="Speed" id="lb"><rect key="frame" x="0" y="0" width="361" height="21"/></label>
              <slider id="sl"><rect key="frame" x="-2" y="21" width="365" height="31"/></slider>
            </subviews>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="s1"/>
          <constraint firstAttribute="trailingMargin" secondItem="stack" secondAttribute="trailing" id="s2"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s3"/>
        </constraints>
        """

    @Test func aSliderIsLaidOutAPointShorterThanItIsDrawn() throws {
        let (layout, _) = try Documents.layOut(Documents.storyboard(Self.stack))
        #expect(Documents.frame(layout, "stack") == Rect(x: 16, y: 100, width: 361, height: 51))
        // Laid out across the stack and 30 high, drawn 2 points beyond each end and 1 below.
        #expect(Documents.frame(layout, "sl") == Rect(x: -2, y: 21, width: 365, height: 31))
    }

    @Test func xcode26StoresASliderAsItLaysItOut() throws {
        let text = Documents.storyboard(toolsVersion: "24127", Self.stack)
        let (layout, _) = try Documents.layOut(text)
        #expect(Documents.frame(layout, "stack") == Rect(x: 16, y: 100, width: 361, height: 52))
        #expect(Documents.frame(layout, "sl") == Rect(x: 0, y: 21, width: 361, height: 31))
    }
}
