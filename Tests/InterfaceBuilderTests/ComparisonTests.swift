import Constraints
import Foundation
import InterfaceBuilder
import LayoutSpec
import Testing

/// `--compare`: the tool's frames beside Xcode's, what counts, and Xcode's marks beside the
/// tool's verdict.
@Suite struct ComparisonTests {
    static let text = Documents.storyboard(
        """
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="good"><rect key="frame" x="20" y="100" width="50" height="50"/></view>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="stale"><rect key="frame" x="20" y="300" width="50" height="50"/></view>
          <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="inner"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
          </view>
          <view contentMode="scaleToFill" id="fixed"><rect key="frame" x="5" y="5" width="5" height="5"/></view>
        </subviews>
        <constraints>
          <constraint firstItem="good" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="g1"/>
          <constraint firstItem="good" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="g2"/>
          <constraint firstItem="good" firstAttribute="width" constant="50" id="g3"/>
          <constraint firstItem="good" firstAttribute="height" constant="50" id="g4"/>
          <constraint firstItem="stale" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s1"/>
          <constraint firstItem="stale" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="s2"/>
          <constraint firstItem="stale" firstAttribute="width" constant="50" id="s3"/>
          <constraint firstItem="stale" firstAttribute="height" constant="50" id="s4"/>
          <constraint firstItem="loose" firstAttribute="width" constant="10" id="l1"/>
        </constraints>
        """)

    @Test func viewsAgreeWithinAPointAndMarkedOnesAreLeftOut() throws {
        let (layout, report) = try Documents.layOut(Self.text)
        let comparison = IBComparison(layout, report: report)
        #expect(comparison.counted.map(\.id) == ["good", "stale"])
        #expect(comparison.agreeing.map(\.id) == ["good"])
        #expect(comparison.differing.map(\.id) == ["stale"])
        let loose = try #require(comparison.entries.first { $0.id == "loose" })
        #expect(loose.xcodeMarks == ["ambiguous"] && loose.toolAmbiguous)
        #expect(comparison.entries.first { $0.id == "inner" }?.insideMarked == true)
        #expect(comparison.entries.first { $0.id == "fixed" }?.placedByConstraints == false)
        #expect(comparison.xcodeAmbiguous.map(\.id) == ["loose"])
        #expect(comparison.summary.hasPrefix("1 of 2 constraint-placed views agree"))
        #expect(
            comparison.text.contains(
                "differs  stale view\n           tool  20, 200, 50, 50\n           Xcode 20, 300, 50, 50"))
    }

    @Test func theJSONReportCarriesTheComparisonAndTheDocument() throws {
        let out = try IBLayoutRun.run(Data(Self.text.utf8), file: "c.storyboard", format: .json, compare: true)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(out.standardOutput.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [String: [Double]])
        #expect(frames["stale"] == [20, 200, 50, 50])
        let comparison = try #require(object["comparison"] as? [String: Any])
        let summary = try #require(comparison["summary"] as? [String: Any])
        #expect(summary["counted"] as? Int == 2 && summary["agreeing"] as? Int == 1)
        #expect(summary["xcodeAmbiguousReported"] as? [String] == ["loose"])
        let document = try #require(object["document"] as? [String: Any])
        #expect(document["kind"] as? String == "storyboard")
        #expect(out.standardError.contains("c.storyboard: warning: loose"))
    }

    @Test func outputDoesNotDependOnHashingOrder() throws {
        let first = try IBLayoutRun.run(Data(Self.text.utf8), file: "c.storyboard", format: .json, compare: true)
        for _ in 0..<3 {
            let again = try IBLayoutRun.run(Data(Self.text.utf8), file: "c.storyboard", format: .json, compare: true)
            #expect(again.standardOutput == first.standardOutput && again.standardError == first.standardError)
        }
    }
}
