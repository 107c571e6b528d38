import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A custom view without subviews draws in code: Xcode lays it out at the intrinsic size its
/// code gives, which the stored size stands in for; whether it has one is checked apart.
@Suite struct CustomViewTests {
    static let centred = """
        <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stars" customClass="RatingView">
            <rect key="frame" x="126.5" y="406" width="140" height="40"/>
          </view>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
            <rect key="frame" x="0" y="0" width="50" height="50"/>
          </view>
        </subviews>
        <constraints>
          <constraint firstItem="stars" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
          <constraint firstItem="stars" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
          <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
          <constraint firstItem="plain" firstAttribute="top" secondItem="root" secondAttribute="top" id="c4"/>
          <constraint firstItem="plain" firstAttribute="width" constant="50" id="c5"/>
          <constraint firstItem="plain" firstAttribute="height" constant="50" id="c6"/>
        </constraints>
        """

    @Test func aCustomViewWithoutSubviewsKeepsItsStoredSizeAndIsCheckedWithoutIt() throws {
        let (layout, report) = try Documents.layOut(Documents.storyboard(Self.centred))
        #expect(Documents.frame(layout, "stars") == Rect(x: 126.5, y: 406, width: 140, height: 40))
        // Without an intrinsic size its size is ambiguous, as Xcode finds a class that has none.
        let ambiguous = report.diagnostics.filter { $0.kind == .ambiguous }
        #expect(Set(ambiguous.flatMap { $0.items.map(\.name) }) == ["stars"])
        #expect(ambiguous.allSatisfy { $0.message.contains("custom views without an intrinsic size") })
    }

    @Test func theIntrinsicSizeXcodeRecordsForADesignableWins() throws {
        let text = Documents.storyboard(Self.centred)
            .replacingOccurrences(
                of: "</document>",
                with: """
                    <designables>
                      <designable name="stars"><size key="intrinsicContentSize" width="100" height="30"/></designable>
                    </designables>
                    </document>
                    """)
        let (layout, report) = try Documents.layOut(text)
        #expect(Documents.frame(layout, "stars") == Rect(x: 146.5, y: 411, width: 100, height: 30))
        // Its size is known: nothing is ambiguous.
        #expect(!report.diagnostics.contains { $0.kind == .ambiguous })
    }
}
