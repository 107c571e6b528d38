import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A navigation controller's root whose `edgesForExtendedLayout` leaves out the top edge lies
/// below the navigation bar: neither the bar nor the status bar above it is in its safe area.
@Suite struct ExtendedEdgesTests {
    static let body = """
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="0.0" width="393" height="40"/></view>
        </subviews>
        <constraints>
          <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="x1"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x2"/>
          <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="x3"/>
          <constraint firstItem="box" firstAttribute="height" constant="40" id="x4"/>
        </constraints>
        """

    static func top(_ extras: String) throws -> Double? {
        let (layout, _) = try Documents.layOut(
            Documents.storyboard(navigation: true, controllerExtras: extras, Self.body))
        return Documents.frame(layout, "box")?.minY
    }

    @Test func aRootExtendedUnderTheBarHasItInItsSafeArea() throws {
        #expect(try Self.top("") == 103)
        #expect(try Self.top(#"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#) == 103)
    }

    @Test func aRootNotExtendedUnderTheBarLiesBelowIt() throws {
        #expect(try Self.top(#"<extendedEdge key="edgesForExtendedLayout"/>"#) == 0)
        #expect(try Self.top(#"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#) == 0)
    }
}
