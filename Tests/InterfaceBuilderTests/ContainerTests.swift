import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// Stack views, scroll views with their guides, cells and autoresizing views, on hand-computed
/// frames.
@Suite struct ContainerTests {
    @Test func aStackViewInAScrollViewSizesTheContent() throws {
        let text = Documents.storyboard(
            """
            <subviews>
              <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0" y="59" width="393" height="759"/>
                <subviews>
                  <stackView axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0" y="0" width="393" height="60"/>
                    <subviews>
                      <label text="One" id="one"><rect key="frame" x="0" y="0" width="100" height="20"/></label>
                      <label text="Two" hidden="YES" id="hidden"><rect key="frame" x="0" y="0" width="100" height="50"/></label>
                      <label text="Three" id="two"><rect key="frame" x="0" y="30" width="100" height="30"/></label>
                    </subviews>
                  </stackView>
                </subviews>
                <constraints>
                  <constraint firstItem="stack" firstAttribute="top" secondItem="cg" secondAttribute="top" id="k1"/>
                  <constraint firstItem="stack" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="k2"/>
                  <constraint firstItem="cg" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="k3"/>
                  <constraint firstItem="cg" firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="k4"/>
                  <constraint firstItem="stack" firstAttribute="width" secondItem="fg" secondAttribute="width" id="k5"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
              </scrollView>
            </subviews>
            <constraints>
              <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="p1"/>
              <constraint firstItem="safe" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="p2"/>
              <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p3"/>
              <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="p4"/>
            </constraints>
            """)
        let (layout, report) = try Documents.layOut(text)
        #expect(Documents.frame(layout, "scroll") == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(Documents.frame(layout, "stack") == Rect(x: 0, y: 0, width: 393, height: 60))
        #expect(Documents.frame(layout, "one") == Rect(x: 0, y: 0, width: 393, height: 20))
        #expect(Documents.frame(layout, "two") == Rect(x: 0, y: 30, width: 393, height: 30))
        let scroll = try #require(layout.scrollViews.first)
        #expect(scroll.contentSize == Size(width: 393, height: 60))
        #expect(!report.hasConflicts)
    }

    @Test func aHiddenArrangedViewKeepsTheDocumentsRequiredHeightOnTheCanvas() throws {
        // Xcode's canvas breaks the stack's UISV-hiding, made after the document's height (the
        // frames it stores for such views in two documents of one repository); UIKit at run
        // time would break the height (LayoutEngine.BreakingRule).
        let text = Documents.storyboard(
            """
            <subviews>
              <stackView axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0" y="100" width="393" height="20"/>
                <subviews>
                  <view contentMode="scaleToFill" id="shown"><rect key="frame" x="0" y="0" width="393" height="20"/></view>
                  <view hidden="YES" contentMode="scaleToFill" id="hidden"><rect key="frame" x="0" y="0" width="393" height="56"/></view>
                </subviews>
                <constraints>
                  <constraint firstItem="shown" firstAttribute="height" constant="20" id="h1"/>
                  <constraint firstItem="hidden" firstAttribute="height" constant="56" id="h2"/>
                </constraints>
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="p1"/>
              <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p2"/>
              <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="p3"/>
            </constraints>
            """)
        let (layout, report) = try Documents.layOut(text)
        #expect(Documents.frame(layout, "hidden")?.height == 56)
        #expect(Documents.frame(layout, "stack") == Rect(x: 0, y: 100, width: 393, height: 20))
        let broken = report.diagnostics.compactMap(\.broken)
        #expect(broken.count == 1 && broken.first?.identifier == "UISV-hiding")
    }

    /// A 393 × 60 cell whose content view has no margins of its own (unless `margins` gives an
    /// `<edgeInsets>` element), with `attributes` on its element; the title on its four margins.
    static func cellOnMargins(attributes: String = "", margins: String = "", width: Double = 393) -> String {
        """
        <tableViewCell contentMode="scaleToFill" id="cell">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" \(attributes) id="content">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
              <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="16" y="11" width="361" height="38"/></label>
            </subviews>
            <constraints>
              <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="m1"/>
              <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="m2"/>
              <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="m3"/>
              <constraint firstAttribute="bottomMargin" secondItem="title" secondAttribute="bottom" id="m4"/>
            </constraints>
            \(margins)
          </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// 11 points top and bottom; at the sides 20 on phones at least 393 points wide and 16 on
    /// narrower ones and on tablets (Xcode's stored cells; a 393-point phone's root has 16).
    @Test(arguments: [
        ("retina6_12", 20.0), ("retina6_0", 16.0), ("retina4_7", 16.0), ("retina6_1", 20.0), ("ipad9_7", 16.0),
    ])
    func tableViewCellContentViewsHaveUIKitsMargins(device: String, side: Double) throws {
        let text = Documents.xib(device: device, Self.cellOnMargins())
        let (layout, _) = try Documents.layOut(text, file: "cell.xib")
        #expect(layout.roots.map(\.name) == ["cell"])
        #expect(Documents.frame(layout, "content") == Rect(x: 0, y: 0, width: 393, height: 60))
        #expect(Documents.frame(layout, "title") == Rect(x: side, y: 11, width: 393 - 2 * side, height: 38))
        // A cell is not a view controller's root: no safe area reaches it.
        #expect(layout.roots[0].safeAreaInsets == .zero)
    }

    /// A xib's top-level cell takes its side margins from its own width, not the device's: 20
    /// from 414 points (the root's rule at the cell's width), or from 393 on a phone whose cells
    /// have 20; tablets keep 16 (`IBDevice.standaloneCellSideMargin`).
    @Test(arguments: [
        (320.0, "retina6_1", 16.0), (414.0, "retina4_7", 20.0), (394.0, "retina4_7", 16.0),
        (393.0, "retina6_12", 20.0), (414.0, "ipad9_7", 16.0),
    ])
    func aTopLevelCellsSideMarginsFollowItsWidth(width: Double, device: String, side: Double) throws {
        let text = Documents.xib(device: device, Self.cellOnMargins(width: width))
        let (layout, _) = try Documents.layOut(text, file: "cell.xib")
        #expect(Documents.frame(layout, "title") == Rect(x: side, y: 11, width: width - 2 * side, height: 38))
    }

    /// A content view with margins of its own that preserves its superview's: the cell's
    /// margins (the table's) reach into it where they are larger (UIKit's
    /// `preservesSuperviewLayoutMargins`).
    @Test func aContentViewPreservingTheCellsMarginsTakesTheLarger() throws {
        let cell = Self.cellOnMargins(
            attributes: #"preservesSuperviewLayoutMargins="YES""#,
            margins: #"<edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="30"/>"#)
        let (layout, _) = try Documents.layOut(Documents.xib(device: "retina4_7", cell), file: "cell.xib")
        // Left max(8, 16), right max(30, 16), top and bottom max(8, 11).
        #expect(Documents.frame(layout, "title") == Rect(x: 16, y: 11, width: 347, height: 38))
    }

    @Test func autoresizingViewsFollowTheirSuperviewsNewSize() throws {
        let text = Documents.storyboard(
            """
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0" y="100" width="200" height="200"/>
                <subviews>
                  <view contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="10" y="10" width="180" height="50"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                  </view>
                  <view contentMode="scaleToFill" id="corner">
                    <rect key="frame" x="150" y="150" width="40" height="40"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
                  </view>
                </subviews>
                <constraints><constraint firstAttribute="width" constant="300" id="w"/><constraint firstAttribute="height" constant="200" id="h"/></constraints>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="y"/>
            </constraints>
            """)
        let (layout, _) = try Documents.layOut(text)
        #expect(Documents.frame(layout, "box") == Rect(x: 0, y: 100, width: 300, height: 200))
        #expect(Documents.frame(layout, "bar") == Rect(x: 10, y: 10, width: 280, height: 50))
        #expect(Documents.frame(layout, "corner") == Rect(x: 250, y: 150, width: 40, height: 40))
    }

    @Test func cellsSavedBeforeXcode9Point3HaveUIViewsEightPointMargins() throws {
        let (old, _) = try Documents.layOut(
            Documents.xib(device: "retina6_12", toolsVersion: "13196", Self.cellOnMargins()), file: "cell.xib")
        #expect(Documents.frame(old, "title") == Rect(x: 8, y: 8, width: 377, height: 44))
        let (newer, _) = try Documents.layOut(
            Documents.xib(device: "retina6_12", toolsVersion: "13771", Self.cellOnMargins()), file: "cell.xib")
        #expect(Documents.frame(newer, "title") == Rect(x: 20, y: 11, width: 353, height: 38))
    }

    @Test func switchesAndSlidersAreReportedAtTheirDrawnWidth() throws {
        let text = Documents.storyboard(
            """
            <subviews>
              <switch translatesAutoresizingMaskIntoConstraints="NO" id="sw"><rect key="frame" x="328" y="100" width="51" height="31"/></switch>
              <slider translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="14" y="200" width="365" height="31"/></slider>
            </subviews>
            <constraints>
              <constraint firstAttribute="trailingMargin" secondItem="sw" secondAttribute="trailing" id="s1"/>
              <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s2"/>
              <constraint firstItem="sl" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="s3"/>
              <constraint firstAttribute="trailingMargin" secondItem="sl" secondAttribute="trailing" id="s4"/>
              <constraint firstItem="sl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="s5"/>
            </constraints>
            """)
        let (layout, _) = try Documents.layOut(text)
        // Laid out 49 wide against the margin at 377, drawn 51 wide from the same origin.
        #expect(Documents.frame(layout, "sw") == Rect(x: 328, y: 100, width: 51, height: 31))
        // The track spans the margins (16 … 377); the slider draws 2 points beyond each end.
        #expect(Documents.frame(layout, "sl") == Rect(x: 14, y: 200, width: 365, height: 31))
    }

    @Test func theLargerSwitchOfXcode26IsAlsoDrawnTwoPointsWider() throws {
        let text = Documents.storyboard(
            toolsVersion: "24127",
            """
            <subviews>
              <switch translatesAutoresizingMaskIntoConstraints="NO" id="sw"><rect key="frame" x="316" y="100" width="63" height="28"/></switch>
              <label text="On" translatesAutoresizingMaskIntoConstraints="NO" id="lb"><rect key="frame" x="16" y="100" width="290" height="28"/></label>
            </subviews>
            <constraints>
              <constraint firstAttribute="trailingMargin" secondItem="sw" secondAttribute="trailing" id="s1"/>
              <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s2"/>
              <constraint firstItem="lb" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="s3"/>
              <constraint firstItem="sw" firstAttribute="leading" secondItem="lb" secondAttribute="trailing" constant="10" id="s4"/>
              <constraint firstItem="lb" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s5"/>
            </constraints>
            """)
        let (layout, _) = try Documents.layOut(text)
        // Laid out 61 wide against the margin at 377 (316 … 377), drawn 63 wide from 316.
        #expect(Documents.frame(layout, "sw") == Rect(x: 316, y: 100, width: 63, height: 28))
        // The label ends 10 points before the switch's laid-out leading edge: 16 … 306.
        #expect(Documents.frame(layout, "lb") == Rect(x: 16, y: 100, width: 290, height: 28))
    }
}
