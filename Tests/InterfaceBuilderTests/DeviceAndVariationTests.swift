import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// The device a document names: its safe area, the bars a view controller's containers add,
/// the legacy layout guides, and the size-class variations that apply.
@Suite struct DeviceAndVariationTests {
    static let pinnedToSafeArea = """
        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="59" width="393" height="759"/></view></subviews>
        <constraints>
          <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
          <constraint firstItem="safe" firstAttribute="bottom" secondItem="v" secondAttribute="bottom" id="b"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
          <constraint firstItem="v" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="r"/>
        </constraints>
        """

    @Test func aNotchedPhonesSafeArea() throws {
        let (layout, _) = try Documents.layOut(Documents.storyboard(Self.pinnedToSafeArea))
        #expect(layout.roots[0].safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(Documents.frame(layout, "v") == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func aNavigationControllersBarIsInferredFromTheStack() throws {
        let (layout, _) = try Documents.layOut(Documents.storyboard(navigation: true, Self.pinnedToSafeArea))
        #expect(Documents.frame(layout, "v") == Rect(x: 0, y: 103, width: 393, height: 715))
        // The navigation controller's bar is laid out as a fixed view of its own.
        #expect(layout.roots.map(\.name) == ["navbar", "root"])
        #expect(Documents.frame(layout, "navbar") == Rect(x: 0, y: 59, width: 393, height: 44))
    }

    @Test func aControllerShownFromOneWithASimulatedNavigationBarHasTheBarToo() throws {
        // No navigation controller in the document: the source asks for a bar itself, and IB
        // infers it along the `show` segue.
        let source = """
                <scene sceneID="source-scene"><objects>
                  <viewController id="source" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="source-root">
                      <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    </view>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    <connections><segue destination="vc" kind="show" id="show"/></connections>
                  </viewController>
                </objects></scene>
                <scene sceneID="scene">
            """
        let text = Documents.storyboard(Self.pinnedToSafeArea)
            .replacingOccurrences(of: "<scene sceneID=\"scene\">", with: source)
        let (layout, _) = try Documents.layOut(text)
        // 59 (status bar) + 44 (navigation bar) down to 852 − 34.
        #expect(Documents.frame(layout, "v") == Rect(x: 0, y: 103, width: 393, height: 715))
    }

    /// A tablet's navigation bar is 50 points tall from Xcode 10 (iOS 12) on, 44 before.
    @Test(arguments: [("ipad7_9", "19162", 24.0 + 50), ("ipad9_7", "14109", 20.0 + 44)])
    func aTabletsNavigationBar(device: String, toolsVersion: String, top: Double) throws {
        let text = Documents.storyboard(
            device: device, toolsVersion: toolsVersion, width: 744, height: 1133, navigation: true,
            Self.pinnedToSafeArea)
        let (layout, _) = try Documents.layOut(text)
        #expect(Documents.frame(layout, "v")?.minY == top)
    }

    @Test func xcode16sThirteenInchIPadIsKnown() throws {
        let device = try #require(IBDevice(id: "iPad13_0rounded", orientation: "portrait", toolsVersion: 23727))
        #expect(device.screen == Size(width: 1032, height: 1376))
        #expect(device.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(device.systemMinimumSideMargin == 20 && device.cellSideMargin == 16)
    }

    @Test func theDeviceTableDependsOnXcodesVersionWhereXcodeChangedIt() {
        #expect(IBDevice(id: "retina6_1", orientation: "portrait", toolsVersion: 17506)?.safeAreaInsets.top == 44)
        #expect(IBDevice(id: "retina6_1", orientation: "portrait", toolsVersion: 22505)?.safeAreaInsets.top == 48)
        #expect(IBDevice(id: "retina4_7", orientation: nil, toolsVersion: 14490)?.safeAreaInsets.top == 20)
        #expect(IBDevice(id: "retina4_7", orientation: nil, toolsVersion: 17506)?.safeAreaInsets.top == 0)
        let landscape = IBDevice(id: "retina6_12", orientation: "landscape", toolsVersion: 22505)
        #expect(landscape?.screen == Size(width: 852, height: 393))
        #expect(landscape?.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(landscape?.verticalSizeClass == .compact)
        #expect(IBDevice(id: "retina6_7", orientation: nil, toolsVersion: 22505)?.systemMinimumSideMargin == 20)
        // The 390-point phones (12 to 14): 44 before Xcode 14, 47 after, as the stored frames of
        // two documents of other repositories show.
        let six = IBDevice(id: "retina6_0", orientation: nil, toolsVersion: 21225)
        #expect(six?.screen == Size(width: 390, height: 844) && six?.systemMinimumSideMargin == 16)
        #expect(six?.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(IBDevice(id: "retina6_0", orientation: nil, toolsVersion: 17701)?.safeAreaInsets.top == 44)
        // The 428-point phones the same way (an Xcode 13 document stores its bars at 44).
        #expect(IBDevice(id: "retina6_7", orientation: nil, toolsVersion: 18122)?.safeAreaInsets.top == 44)
        #expect(IBDevice(id: "retina6_7", orientation: nil, toolsVersion: 22505)?.safeAreaInsets.top == 47)
        // The 8.3-inch iPad mini: rounded, so a 24-point status bar and a 20-point indicator,
        // in landscape too.
        let mini = IBDevice(id: "ipad7_9", orientation: "landscape", toolsVersion: 19162)
        #expect(mini?.screen == Size(width: 1133, height: 744) && mini?.idiom == "pad")
        #expect(mini?.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(IBDevice(id: "unknown", orientation: nil, toolsVersion: 0) == nil)
    }

    @Test func legacyTopAndBottomLayoutGuides() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
              <device id="retina4_7" orientation="portrait"/>
              <scenes><scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                  <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top"/>
                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                  </layoutGuides>
                  <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="28" width="375" height="639"/></view></subviews>
                    <constraints>
                      <constraint firstItem="v" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="c1"/>
                      <constraint firstItem="bottom" firstAttribute="top" secondItem="v" secondAttribute="bottom" id="c2"/>
                      <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                      <constraint firstItem="v" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c4"/>
                    </constraints>
                  </view>
                </viewController>
              </objects></scene></scenes>
            </document>
            """
        let (layout, report) = try Documents.layOut(text)
        #expect(Documents.frame(layout, "v") == Rect(x: 0, y: 28, width: 375, height: 639))
        #expect(layout.guides.map(\.0) == ["top", "bottom"])
        #expect(!report.hasConflicts)
    }

    /// `a` is 100 wide where the width is compact and 200 elsewhere; `extra` exists only where
    /// the width is regular; a constant changes where the height is regular.
    static func variations(device: String, width: Double, height: Double, toolsVersion: String = "22505") -> String {
        Documents.storyboard(
            device: device, toolsVersion: toolsVersion, width: width, height: height,
            """
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="0" y="0" width="100" height="10"/>
                <constraints>
                  <constraint firstAttribute="width" constant="100" id="narrow"/>
                  <constraint firstAttribute="width" constant="200" id="wide"/>
                  <constraint firstAttribute="height" constant="10" id="h"/>
                </constraints>
                <variation key="default"><mask key="constraints"><exclude reference="narrow"/></mask></variation>
                <variation key="widthClass=compact">
                  <mask key="constraints"><include reference="narrow"/><exclude reference="wide"/></mask>
                </variation>
              </view>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="extra"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            </subviews>
            <constraints>
              <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x"/>
              <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="y">
                <variation key="heightClass=regular" constant="50"/>
              </constraint>
              <constraint firstItem="extra" firstAttribute="top" secondItem="root" secondAttribute="top" id="e"/>
            </constraints>
            <variation key="default"><mask key="subviews"><exclude reference="extra"/></mask></variation>
            <variation key="widthClass=regular"><mask key="subviews"><include reference="extra"/></mask></variation>
            """)
    }

    @Test func sizeClassVariationsMaskConstraintsAndSubviews() throws {
        let (phone, _) = try Documents.layOut(Self.variations(device: "retina6_12", width: 393, height: 852))
        #expect(Documents.frame(phone, "a") == Rect(x: 0, y: 50, width: 100, height: 10))
        #expect(Documents.frame(phone, "extra") == nil)
        #expect(phone.warnings.isEmpty, "\(phone.warnings)")
        let (pad, _) = try Documents.layOut(Self.variations(device: "ipad9_7", width: 768, height: 1024))
        #expect(Documents.frame(pad, "a") == Rect(x: 0, y: 50, width: 200, height: 10))
        #expect(Documents.frame(pad, "extra") != nil)
    }

    /// Xcode 6 and 7's any-size canvas (no device, a 600 × 600 root) is "any width, any
    /// height": only the `default` variations apply there, and a view installed only for a size
    /// class is not laid out (Xcode stores a placeholder frame for it).
    @Test func onTheAnySizeCanvasOnlyTheDefaultVariationsApply() throws {
        let text = Self.variations(device: "retina6_12", width: 600, height: 600, toolsVersion: "9531")
            .replacingOccurrences(of: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#, with: "")
        let (layout, _) = try Documents.layOut(text)
        #expect(layout.document.device == nil)
        #expect(Documents.frame(layout, "a") == Rect(x: 0, y: 5, width: 200, height: 10))
        #expect(Documents.frame(layout, "extra") == nil)
    }

    /// A stack whose second arranged view shows only where the width is regular, and whose
    /// third hides there: `<variation key=… hidden=…>` as Xcode writes it.
    static func hiddenByVariation(device: String, width: Double, height: Double) -> String {
        Documents.storyboard(
            device: device, width: width, height: height,
            """
            <subviews>
              <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0" y="0" width="100" height="60"/>
                <subviews>
                  <view contentMode="scaleToFill" id="one"><rect key="frame" x="0" y="0" width="100" height="20"/></view>
                  <view hidden="YES" contentMode="scaleToFill" id="two">
                    <rect key="frame" x="0" y="20" width="100" height="20"/>
                    <variation key="widthClass=regular" hidden="NO"/>
                  </view>
                  <view contentMode="scaleToFill" id="three">
                    <rect key="frame" x="0" y="20" width="100" height="20"/>
                    <variation key="widthClass=regular" hidden="YES"/>
                  </view>
                </subviews>
                <constraints>
                  \(["one", "two", "three"].map { Documents.placed($0, height: 20) }.joined(separator: "\n"))
                </constraints>
              </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="s1"/>
              \(Documents.placed("stack", leading: 0, width: 100))
            </constraints>
            """)
    }

    @Test func aSizeClassVariationHidesAndShowsAView() throws {
        let (phone, _) = try Documents.layOut(Self.hiddenByVariation(device: "retina6_12", width: 393, height: 852))
        #expect(phone.views.filter(\.isHidden).map(\.name) == ["two"])
        #expect(Documents.frame(phone, "three") == Rect(x: 0, y: 20, width: 100, height: 20))
        // Read, not warned about as a change that is not modelled.
        #expect(phone.warnings.isEmpty, "\(phone.warnings)")
        let (pad, _) = try Documents.layOut(Self.hiddenByVariation(device: "ipad9_7", width: 768, height: 1024))
        #expect(pad.views.filter(\.isHidden).map(\.name) == ["three"])
        #expect(Documents.frame(pad, "two") == Rect(x: 0, y: 20, width: 100, height: 20))
    }
}
