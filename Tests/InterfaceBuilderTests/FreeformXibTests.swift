import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// Where a xib's top-level views lie on the device's screen: from the top (a xib has no
/// presentations), with the unsafe area they overlap; and the first baseline of a view without
/// text at its top edge.
@Suite struct FreeformXibTests {
    /// A top-level view `width` × `height` (id `top`) with a banner pinned 20 below its safe
    /// area's top and another 10 above its safe area's bottom; File's Owner holds it as its
    /// `view` when `owned`.
    static func banners(
        width: Double = 344, height: Double, owned: Bool, device: String = "retina6_1", toolsVersion: String = "17156"
    ) -> String {
        let owner: String? =
            owned
            ? """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BannerViewController">
              <connections><outlet property="view" destination="top" id="o1"/></connections>
            </placeholder>
            """ : nil
        return Documents.xib(
            device: device, toolsVersion: toolsVersion, owner: owner,
            Documents.topLevelView(
                width: width, height: height,
                subviews: Documents.plainView("upper", x: 57, y: 64, width: 230, height: 50)
                    + Documents.plainView("lower", x: 57, y: 0, width: 230, height: 50),
                extra: """
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    """,
                constraints: """
                    <constraint firstItem="upper" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                    \(Documents.placed("upper", leading: 57, in: "top", width: 230, height: 50))
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="lower" secondAttribute="bottom" constant="10" id="c5"/>
                    \(Documents.placed("lower", leading: 57, in: "top", width: 230, height: 50))
                    """))
    }

    @Test(arguments: [false, true])
    func aShortTopLevelViewTakesTheSensorHousingAboveItAndNoHomeIndicator(owned: Bool) throws {
        let (layout, _) = try Documents.layOut(Self.banners(height: 278, owned: owned), file: "test.xib")
        // Drawn from the top of the 414 × 896 screen: 44 above it, nothing below (it ends far
        // above the home indicator), whether or not a view controller owns it.
        #expect(Documents.frame(layout, "upper")?.minY == 64)
        #expect(Documents.frame(layout, "lower")?.maxY == 268)
    }

    @Test(arguments: [("12121", 40.0), ("14113", 20.0), ("14490.70", 20.0), ("17156", 20.0), ("21507", 40.0)])
    func aFreeformViewOnAHomeButtonPhoneHasAStatusBarOnlyBeforeXcode9AndFromXcode14(
        toolsVersion: String, upper: Double
    ) throws {
        // A 344 × 278 view on a 375 × 667 phone: Xcode 9 to 13 store views on its safe area's
        // top as if no status bar were there.
        let text = Self.banners(height: 278, owned: false, device: "retina4_7", toolsVersion: toolsVersion)
        let (layout, _) = try Documents.layOut(text, file: "test.xib")
        #expect(Documents.frame(layout, "upper")?.minY == upper)
    }

    @Test func aTopLevelViewThatReachesTheHomeIndicatorTakesItsPart() throws {
        // 880 high from the top: it covers 18 of the 34 points of the home indicator.
        let (layout, _) = try Documents.layOut(Self.banners(height: 880, owned: false), file: "test.xib")
        #expect(Documents.frame(layout, "upper")?.minY == 64)
        let lower = try #require(Documents.frame(layout, "lower"))
        #expect(abs(lower.maxY - (880 - 18 - 10)) < 1e-9)
    }

    @Test func aTopLevelViewWiderThanTheScreenTakesNoSideInset() throws {
        let (layout, _) = try Documents.layOut(Self.banners(width: 469, height: 266, owned: false), file: "test.xib")
        let top = try #require(layout.views.first { $0.name == "top" })
        // The window is as wide as the view: nothing of it lies beyond the screen's edge.
        #expect(top.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(Documents.frame(layout, "upper")?.minY == 64)
    }

    @Test(arguments: [("retina4_7", 375.0, 16.0), ("retina6_1", 414.0, 20.0)])
    func aTopLevelPlainViewHasTheDevicesSystemMinimumSideMargins(device: String, width: Double, side: Double) throws {
        // A bar 100 high, a control on each side margin: drawn as a controller's root would be.
        let text = Documents.xib(
            device: device, toolsVersion: "21701",
            Documents.topLevelView(
                width: width, height: 100,
                subviews: Documents.plainView("left", x: side, y: 35, width: 30, height: 30)
                    + Documents.plainView("right", x: width - side - 30, y: 35, width: 30, height: 30),
                extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#,
                constraints: """
                    <constraint firstItem="left" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="l1"/>
                    <constraint firstItem="left" firstAttribute="centerY" secondItem="top" secondAttribute="centerY" id="l2"/>
                    \(Documents.placed("left", width: 30, height: 30))
                    <constraint firstItem="top" firstAttribute="trailingMargin" secondItem="right" secondAttribute="trailing" id="r1"/>
                    <constraint firstItem="right" firstAttribute="centerY" secondItem="top" secondAttribute="centerY" id="r2"/>
                    \(Documents.placed("right", width: 30, height: 30))
                    """))
        let (layout, report) = try Documents.layOut(text, file: "bar.xib")
        #expect(Documents.frame(layout, "left")?.minX == side)
        #expect(Documents.frame(layout, "right")?.maxX == width - side)
        #expect(IBComparison(layout, report: report).agreeing.count == 2)
    }

    @Test func aStoryboardStillPresentsAShortRootAsASheet() throws {
        // The same short root in a storyboard sits at the screen's bottom: the sensor housing
        // is far above it.
        let text = Documents.storyboard(
            device: "retina6_1", toolsVersion: "17156", width: 414, height: 300,
            """
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="upper">
                <rect key="frame" x="0" y="20" width="100" height="50"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="upper" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
              \(Documents.placed("upper", leading: 0, width: 100, height: 50))
            </constraints>
            """)
        let (layout, _) = try Documents.layOut(text)
        #expect(Documents.frame(layout, "upper")?.minY == 20)
    }

    @Test func anImageViewsFirstBaselineIsItsTopEdgeAndAButtonsIsItsTitles() throws {
        // `image.firstBaseline == label.lastBaseline + 30` puts the image's top there (Apple:
        // a view without a baseline uses its top edge); a button whose title size the
        // document does not give keeps both baselines at its bottom edge.
        let text = Documents.xib(
            device: "retina6_1", toolsVersion: "17156",
            Documents.topLevelView(
                width: 375, height: 400,
                subviews: """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="anchor">
                    <rect key="frame" x="0" y="100" width="10" height="10"/>
                    </view>
                    <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                    <rect key="frame" x="20" y="140" width="80" height="80"/>
                    </imageView>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" buttonType="system" id="button">
                    <rect key="frame" x="120" y="90" width="80" height="30"/>
                    <state key="normal" title="Go"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" buttonType="system" id="titled">
                    <rect key="frame" x="220" y="100" width="80" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    <state key="normal" title="Go"/>
                    </button>
                    """,
                constraints: """
                    <constraint firstItem="anchor" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="a1"/>
                    \(Documents.placed("anchor", leading: 0, in: "top", width: 10, height: 10))
                    <constraint firstItem="image" firstAttribute="firstBaseline" secondItem="anchor" secondAttribute="bottom" constant="30" id="i1"/>
                    \(Documents.placed("image", leading: 20, in: "top", width: 80, height: 80))
                    <constraint firstItem="button" firstAttribute="firstBaseline" secondItem="anchor" secondAttribute="bottom" constant="10" id="b1"/>
                    \(Documents.placed("button", leading: 120, in: "top", width: 80, height: 30))
                    <constraint firstItem="titled" firstAttribute="firstBaseline" secondItem="anchor" secondAttribute="bottom" constant="10" id="t1"/>
                    \(Documents.placed("titled", leading: 220, in: "top", width: 80, height: 30))
                    """))
        let (layout, _) = try Documents.layOut(text, file: "test.xib")
        #expect(Documents.frame(layout, "image")?.minY == 140)
        #expect(Documents.frame(layout, "button")?.maxY == 120)
        // A title of a known size is one line centred in the button, as a label's is: its
        // baseline 0.952 em below the line's top, the line 1.193 em high.
        let titled = try #require(Documents.frame(layout, "titled"))
        #expect(abs(titled.minY - (120 - ((30 - 1.193 * 15) / 2 + 0.952 * 15))) < 1e-9)
    }
}

/// Xcode 8.0 stored some frames as `<frame key="frameInset">`: an origin and a size, or the
/// size the superview leaves between insets; views stored without any frame are left out of
/// the comparison as such, not as views Xcode marked.
@Suite struct FrameInsetTests {
    static let cell = Documents.xib(
        toolsVersion: "11201",
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="90" id="cell">
          <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
            <frame key="frameInset" width="320" height="89"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                <frame key="frameInset" minX="15" minY="8" maxX="15" maxY="51"/>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bare"/>
            </subviews>
            <constraints>
              <constraint firstItem="badge" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="15" id="b1"/>
              <constraint firstItem="badge" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="b2"/>
              <constraint firstItem="content" firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="15" id="b3"/>
              <constraint firstItem="badge" firstAttribute="height" constant="30" id="b4"/>
              <constraint firstItem="bare" firstAttribute="top" secondItem="badge" secondAttribute="bottom" constant="4" id="n1"/>
              <constraint firstItem="bare" firstAttribute="leading" secondItem="badge" secondAttribute="leading" id="n2"/>
              \(Documents.placed("bare", width: 40, height: 10))
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
        """)

    @Test func frameInsetsAreReadAsFrames() throws {
        let document = try IBDocument.read(Data(Self.cell.utf8), file: "cell.xib")
        let content = try #require(document.scenes.first?.root.subviews.first)
        #expect(content.frame == Rect(x: 0, y: 0, width: 320, height: 89))
        // Insets from the content view's edges: 320 − 15 − 15 wide, 89 − 8 − 51 high.
        #expect(content.subviews.first?.frame == Rect(x: 15, y: 8, width: 290, height: 30))
        let (layout, report) = try Documents.layOut(Self.cell, file: "cell.xib")
        #expect(Documents.frame(layout, "content") == Rect(x: 0, y: 0, width: 320, height: 89))
        let comparison = IBComparison(layout, report: report)
        #expect(comparison.agreeing.map(\.id) == ["badge"])
        #expect(comparison.summary.hasSuffix("; 1 without a stored frame"))
        #expect(!comparison.summary.contains("marked misplaced"))
    }
}

extension FreeformXibTests {
    /// A top-level table cell 335 wide and `height` high in an Xcode 10 xib on a 375 × 667
    /// phone, with a view 24 below its content view's top margin.
    static func topLevelCell(height: Double) -> String {
        Documents.xib(
            device: "retina4_7", toolsVersion: "14313.18",
            """
            <tableViewCell contentMode="scaleToFill" id="cell">
              <rect key="frame" x="0.0" y="0.0" width="335" height="\(height)"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <tableViewCellContentView key="contentView" opaque="NO" id="content">
                <rect key="frame" x="0.0" y="0.0" width="335" height="\(height - 0.5)"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                    <rect key="frame" x="24" y="0" width="72" height="72"/>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="icon" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="24" id="c1"/>
                  <constraint firstItem="icon" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="24" id="c2"/>
                  <constraint firstItem="icon" firstAttribute="width" constant="72" id="c3"/>
                  <constraint firstItem="icon" firstAttribute="height" constant="72" id="c4"/>
                </constraints>
              </tableViewCellContentView>
              <viewLayoutGuide key="safeArea" id="safe"/>
            </tableViewCell>
            """)
    }

    @Test(arguments: [(674.0, 55.0), (100.0, 35.0)])
    func aTopLevelCellTallerThanTheScreenTakesTheStatusBar(height: Double, iconY: Double) throws {
        // Taller than the screen, the cell is drawn in a window under the status bar, which
        // reaches its content view's margins through the safe area: 11 + 20 + 24. A shorter
        // cell is drawn apart from any screen: 11 + 24.
        let (layout, _) = try Documents.layOut(Self.topLevelCell(height: height), file: "test.xib")
        #expect(Documents.frame(layout, "icon")?.minY == iconY)
    }
}
