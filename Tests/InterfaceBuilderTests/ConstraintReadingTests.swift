import Constraints
import Foundation
import Testing

@testable import InterfaceBuilder

/// Constraints as Interface Builder writes them: every kind of attribute, items left out,
/// multipliers, relations, priorities, placeholders. Frames computed by hand on an iPhone with
/// a 59-point sensor housing (`retina6_12`: 393 × 852, safe area 59 top, 34 bottom; a view
/// controller's root has 16-point side margins).
@Suite struct ConstraintReadingTests {
    static let body = """
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="16" y="69" width="131" height="65.5"/></view>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="176.5" y="142.5" width="40" height="340.8"/>
            <constraints><constraint firstAttribute="width" constant="40" id="bw"/></constraints>
          </view>
          <label text="Total" translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="293" y="797" width="80" height="21"/></label>
          <label text="Name" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="d">
            <rect key="frame" x="155" y="69" width="50" height="10"/>
          </label>
        </subviews>
        <constraints>
          <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
          <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c2"/>
          <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:3" id="c3"/>
          <constraint firstItem="a" firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="0.5" id="c4"/>
          <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" placeholder="YES" id="ph"/>
          <constraint firstItem="b" firstAttribute="centerX" secondItem="root" secondAttribute="centerXWithinMargins" id="c5"/>
          <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" relation="greaterThanOrEqual" constant="8" id="c6"/>
          <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" priority="250" id="c7"/>
          <constraint firstItem="b" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="2/5" id="c8"/>
          <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" constant="20" id="c9"/>
          <constraint firstItem="safe" firstAttribute="bottom" secondItem="c" secondAttribute="bottom" id="c10"/>
          <constraint firstItem="d" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c11"/>
          <constraint firstItem="d" firstAttribute="top" secondItem="a" secondAttribute="top" id="c12"/>
        </constraints>
        """

    @Test func everyKindOfAttributeMultiplierRelationAndPriority() throws {
        let (layout, report) = try Documents.layOut(Documents.storyboard(Self.body))
        #expect(Documents.frame(layout, "root") == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(Documents.frame(layout, "a") == Rect(x: 16, y: 69, width: 131, height: 65.5))
        let b = try #require(Documents.frame(layout, "b"))
        #expect(b.minX == 176.5 && b.minY == 142.5 && b.width == 40)
        #expect(Swift.abs(b.height - 340.8) < 1e-9)
        // The label takes its stored size as intrinsic size; the owning view is the first item.
        #expect(Documents.frame(layout, "c") == Rect(x: 293, y: 797, width: 80, height: 21))
        // Placeholder intrinsic sizes win over the stored size.
        #expect(Documents.frame(layout, "d") == Rect(x: 155, y: 69, width: 120, height: 30))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    }

    @Test func multipliersAreRatiosOrDecimals() {
        #expect(IBLayout.multiplier(nil) == 1)
        #expect(IBLayout.multiplier("1:2") == 0.5)
        #expect(IBLayout.multiplier("16/9") == 16.0 / 9)
        #expect(IBLayout.multiplier("0.75") == 0.75)
        #expect(IBLayout.multiplier("50%") == 0.5)
        #expect(IBLayout.multiplier("12.5%") == 0.125)
        #expect(IBLayout.multiplier("%") == nil)
        #expect(IBLayout.multiplier("5%%") == nil)
        #expect(IBLayout.multiplier("1:0") == nil)
        #expect(IBLayout.multiplier("wide") == nil)
    }

    @Test func constraintsThatCannotBeUsedAreWarningsWithTheirLine() throws {
        let text = Documents.storyboard(
            """
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
            <constraints>
              <constraint firstItem="a" firstAttribute="width" constant="10" id="ok1"/>
              <constraint firstItem="a" firstAttribute="height" constant="10" id="ok2"/>
              <constraint firstItem="a" firstAttribute="leading" secondItem="nowhere" secondAttribute="leading" id="bad1"/>
              <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="sideways" id="bad2"/>
              <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="width" id="bad3"/>
              <constraint firstItem="a" firstAttribute="left" secondItem="root" secondAttribute="left" multiplier="x:y" id="bad4"/>
            </constraints>
            """)
        let (layout, _) = try Documents.layOut(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let messages = layout.warnings.map(\.message)
        for id in ["bad1", "bad2", "bad3", "bad4"] {
            let warning = try #require(layout.warnings.first { $0.message.contains("'\(id)'") }, "\(messages)")
            #expect(lines[warning.line - 1].contains("id=\"\(id)\""))
        }
        #expect(messages.contains { $0.contains("'nowhere'") })
        // The rest still lays out.
        #expect(Documents.frame(layout, "a")?.size == Size(width: 10, height: 10))
    }
}
