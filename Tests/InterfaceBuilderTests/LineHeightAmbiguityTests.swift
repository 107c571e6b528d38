import Constraints
import InterfaceBuilder
import LayoutSpec
import Testing

/// The ambiguity the stored-size stand-in hides: two one-line labels (17 points: a line is
/// 1.193 × 17 = 20.281 high) in a 150-point column, top 50, gap 50, bottom 50 − 2h. Stored
/// 21 high each they fill it exactly; at their line height 1.44 points are left to two labels
/// that both hug at 251: a tie, which is what Xcode reports.
@Suite struct LineHeightAmbiguityTests {
    static func document(height: Double, lines: String = "") -> String {
        Documents.storyboard(
            """
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="100" width="200" height="150"/>
                <subviews>
                  <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="One" \(lines) translatesAutoresizingMaskIntoConstraints="NO" id="one">
                    <rect key="frame" x="0" y="50" width="40" height="\(height)"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  </label>
                  <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Two" \(lines) translatesAutoresizingMaskIntoConstraints="NO" id="two">
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
        // 20.5 is a 17-point line on a 2× screen; 41 holds two lines of a label that may wrap
        // (their height needs the text measured): the stored sizes stand, and nothing ties.
        for (height, lines) in [(20.5, ""), (41, #"numberOfLines="0""#), (41, #"numberOfLines="2""#)] {
            let (_, report) = try Documents.layOut(Self.document(height: height, lines: lines))
            #expect(Self.ambiguousNames(report).isEmpty, "stored height \(height) \(lines)")
        }
    }

    /// A label of one line (`numberOfLines` absent: UILabel's default of 1) is one line high
    /// whatever its stored height: stored 41 high, it is checked at its line height too.
    @Test func aOneLineLabelIsCheckedAtAnyStoredHeight() throws {
        let (_, report) = try Documents.layOut(Self.document(height: 41))
        #expect(Self.ambiguousNames(report) == ["one", "two"])
    }
}

/// Two labels of one line in a vertical fill stack that is taller than their lines, both
/// hugging at 251: UIKit gives the slack by the arranged order ("based on their index"), but
/// Interface Builder reports the tie ("content priority ambiguity") and marks both ambiguous.
@Suite struct StackTieAmbiguityTests {
    static let document = Documents.storyboard(
        """
        <subviews>
          <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column">
            <rect key="frame" x="20" y="100" width="160" height="60"/>
            <subviews>
              <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Parameters" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="0.0" y="0.0" width="160" height="43"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
              <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="(a, b)" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                <rect key="frame" x="0.0" y="43" width="160" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
              </label>
            </subviews>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s1"/>
          <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s2"/>
          <constraint firstItem="column" firstAttribute="width" constant="160" id="s3"/>
          <constraint firstItem="column" firstAttribute="height" constant="60" id="s4"/>
        </constraints>
        """)

    @Test func aTieOnlyTheArrangedOrderBreaksIsReported() throws {
        let (layout, report) = try Documents.layOut(Self.document)
        #expect(LineHeightAmbiguityTests.ambiguousNames(report) == ["detail", "title"])
        // The frames are the stored ones.
        #expect(Documents.frame(layout, "title") == Rect(x: 0, y: 0, width: 160, height: 43))
        let detail = try #require(Documents.frame(layout, "detail"))
        #expect(abs(detail.origin.y - 43) < 1e-9 && abs(detail.size.height - 17) < 1e-9)
    }
}
