import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A scroll view under a navigation bar takes the bar and status bar (103 points) into its
/// adjusted content inset and starts scrolled to the top of its content, 103 points up: a view
/// in it held to the root's safe area top is at 0 in content coordinates, as Xcode stores it.
@Suite struct ScrollToTopTests {
    static let body = """
        <subviews>
          <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="marker"><rect key="frame" x="0.0" y="0.0" width="40" height="40"/></view>
            </subviews>
            <constraints>
              <constraint firstItem="marker" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="m1"/>
              <constraint firstItem="marker" firstAttribute="width" constant="40" id="m2"/>
              <constraint firstItem="marker" firstAttribute="height" constant="40" id="m3"/>
            </constraints>
          </scrollView>
        </subviews>
        <constraints>
          <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s1"/>
          <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
          <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s3"/>
          <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s4"/>
          <constraint firstItem="marker" firstAttribute="top" secondItem="safe" secondAttribute="top" id="s5"/>
        </constraints>
        """

    @Test func aScrollViewStartsAtTheTopOfItsContent() throws {
        let (layout, _) = try Documents.layOut(Documents.storyboard(navigation: true, Self.body))
        #expect(Documents.frame(layout, "marker") == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(Documents.frame(layout, "scroll") == Rect(x: 0, y: 0, width: 393, height: 852))
    }
}
