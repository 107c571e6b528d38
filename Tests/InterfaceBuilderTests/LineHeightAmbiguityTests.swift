import Constraints
import InterfaceBuilder
import LayoutSpec
import Testing

/// The ambiguity the stored-size stand-in hides: two one-line labels (17 points: a line is
/// 1.193 × 17 = 20.281 high) in a 150-point column, top 50, gap 50, bottom 50 − 2h. Stored
/// 21 high each they fill it exactly; at their line height 1.44 points are left to two labels
/// that both hug at 251: a tie, which is what Xcode reports.
@Suite struct LineHeightAmbiguityTests {
    static func document(height: Double) -> String {
        Documents.storyboard(
            """
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="100" width="200" height="150"/>
                <subviews>
                  <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="One" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                    <rect key="frame" x="0" y="50" width="40" height="\(height)"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  </label>
                  <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                    <rect key="frame" x="0" y="\(100 + height)" width="40" height="\(height)"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  </label>
                </subviews>
                <constraints>
                  <constraint firstItem="one" firstAttribute="top" secondItem="box" secondAttribute="top" constant="50" id="c1"/>
                  <constraint firstItem="two" firstAttribute="top" secondItem="one" secondAttribute="bottom" constant="50" id="c2"/>
                  <constraint firstAttribute="bottom" secondItem="two" secondAttribute="bottom" constant="\(50 - 2 * height)" id="c3"/>
                  <constraint firstItem="one" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="c4"/>
                  <constraint firstItem="two" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="c5"/>
                </constraints>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="b2"/>
              <constraint firstItem="box" firstAttribute="width" constant="200" id="b3"/>
              <constraint firstItem="box" firstAttribute="height" constant="150" id="b4"/>
            </constraints>
            """)
    }

    static func ambiguousNames(_ report: LayoutReport) -> Set<String> {
        Set(report.diagnostics.filter { $0.kind == .ambiguous }.flatMap { $0.items.map(\.name) })
    }

    @Test func labelsStretchedToFitATieAreReportedAmbiguous() throws {
        let (layout, report) = try Documents.layOut(Self.document(height: 21))
        #expect(Self.ambiguousNames(report) == ["one", "two"])
        let message = try #require(report.diagnostics.first { $0.kind == .ambiguous }?.message)
        #expect(message.contains("hug at 251") && message.contains("font's line height"))
        // The frames are those of the stored sizes, put back after the check.
        let two = try #require(layout.views.first { $0.name == "two" })
        #expect(two.frame == Rect(x: 0, y: 121, width: 40, height: 21))
    }

    @Test func labelsAtTheirLineHeightOrTallerThanTwoLinesAreNotChecked() throws {
        // 20.5 is a 17-point line on a 2× screen; 41 holds two lines (their height needs the
        // text measured): the stored sizes stand, and nothing ties.
        for height in [20.5, 41] {
            let (_, report) = try Documents.layOut(Self.document(height: height))
            #expect(Self.ambiguousNames(report).isEmpty, "stored height \(height)")
        }
    }
}
