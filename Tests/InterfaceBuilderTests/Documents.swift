import Constraints
import Foundation
import InterfaceBuilder
import LayoutSpec

/// Small Interface Builder documents written for the tests (never copied from anywhere).
enum Documents {
    /// A view controller scene `controller` whose root view (`root`, `width` × `height`, its
    /// safe area guide `safe`) holds a view `box` 40 points high, stored at `boxY`, pinned to
    /// the top of the safe area and to the root's sides.
    static func boxScene(
        controller: String, root: String, safe: String, width: Double, height: Double, boxY: Double
    ) -> String {
        """
        <scene sceneID="\(controller)-scene"><objects>
          <viewController id="\(controller)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(root)">
              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <viewLayoutGuide key="safeArea" id="\(safe)"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="\(boxY)" width="\(width)" height="40"/></view>
              </subviews>
              <constraints>
                <constraint firstItem="box" firstAttribute="top" secondItem="\(safe)" secondAttribute="top" id="b1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" id="b2"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="b3"/>
                <constraint firstItem="box" firstAttribute="height" constant="40" id="b4"/>
              </constraints>
            </view>
          </viewController>
        </objects></scene>
        """
    }

    /// A root's subviews: a fill-equally stack `pair` (`attributes` added to its element)
    /// stored at y 100, 393 wide and `height` high, holding `arranged` and then `extra` (its
    /// margins, variations, …), pinned 100 below the root's top and to its sides; `sized` is the
    /// view whose height constraint (`p4`, 50) makes the stack's height.
    static func pinnedStack(
        attributes: String = "", height: Double, arranged: String, extra: String, sized: String
    ) -> String {
        """
        <subviews>
          <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" \(attributes)translatesAutoresizingMaskIntoConstraints="NO" id="pair">
            <rect key="frame" x="0.0" y="100" width="393" height="\(height)"/>
            <subviews>
              \(arranged)
            </subviews>
            \(extra)
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="pair" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="p1"/>
          <constraint firstItem="pair" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p2"/>
          <constraint firstAttribute="trailing" secondItem="pair" secondAttribute="trailing" id="p3"/>
          <constraint firstItem="\(sized)" firstAttribute="height" constant="50" id="p4"/>
        </constraints>
        """
    }

    /// A table cell 44 points high at `y`, `width` wide, whose content view (`contentID`) holds
    /// a view `box` pinned 8 points inside on every side and `box` points high (more or less
    /// than the row gives it, as a self-sizing cell's content may be).
    static func paddedCell(
        id: String, contentID: String, y: Double = 0, width: Double, box: Double
    ) -> String {
        """
        <tableViewCell contentMode="scaleToFill" id="\(id)">
          <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" id="\(contentID)">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="8" y="8" width="\(width - 16)" height="\(box)"/></view>
            </subviews>
            <constraints>
              <constraint firstItem="box" firstAttribute="top" secondItem="\(contentID)" secondAttribute="top" constant="8" id="\(id)-p1"/>
              <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="8" id="\(id)-p2"/>
              <constraint firstItem="box" firstAttribute="leading" secondItem="\(contentID)" secondAttribute="leading" constant="8" id="\(id)-p3"/>
              <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="8" id="\(id)-p4"/>
              <constraint firstItem="box" firstAttribute="height" constant="\(box)" id="\(id)-p5"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A storyboard of one view controller scene on `device`, its root view `root` holding
    /// `body` (subviews, then `<constraints>`), optionally inside a navigation controller.
    static func storyboard(
        device: String = "retina6_12", toolsVersion: String = "22505", width: Double = 393, height: Double = 852,
        rootAttributes: String = "", navigation: Bool = false, controllerExtras: String = "", _ body: String
    ) -> String {
        let nav =
            navigation
            ? """
                <scene sceneID="nav-scene"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                      <rect key="frame" x="0.0" y="59" width="\(width)" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="seg"/></connections>
                  </navigationController>
                </objects></scene>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
              <device id="\(device)" orientation="portrait" appearance="light"/>
              <scenes>
            \(nav)
                <scene sceneID="scene">
                  <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="root" \(rootAttributes)>
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
            \(body)
                      </view>
            \(controllerExtras)
                    </viewController>
                  </objects>
                </scene>
              </scenes>
            </document>
            """
    }

    /// A xib of one top-level view `body` (a complete element) on `device`; `owner` replaces
    /// the plain File's Owner placeholder (one with outlets, say).
    static func xib(
        device: String = "retina4_7", toolsVersion: String = "14490", owner: String? = nil, _ body: String
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <objects>
            \(owner ?? #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#)
        \(body)
          </objects>
        </document>
        """
    }

    /// A xib's top-level view `id`, `width` × `height` at the origin, holding `subviews` (their
    /// elements), then `extra` (guides, metrics), then `constraints` (their elements).
    static func topLevelView(
        _ id: String = "top", width: Double, height: Double, subviews: String, extra: String = "",
        constraints: String
    ) -> String {
        """
        <view contentMode="scaleToFill" id="\(id)">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
            \(subviews)
          </subviews>
          \(extra)
          <constraints>
            \(constraints)
          </constraints>
        </view>
        """
    }

    /// A plain `<view>` placed by constraints, stored at `x, y, width × height`.
    static func plainView(_ id: String, x: Double, y: Double, width: Double, height: Double) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
        </view>
        """
    }

    /// `<constraint>` elements for `view`: its leading edge `leading` points from `container`'s
    /// (when given), and its width and height when given; ids `<view>-l`, `-w`, `-h`.
    static func placed(
        _ view: String, leading: Double? = nil, in container: String = "root", width: Double? = nil,
        height: Double? = nil
    ) -> String {
        var out: [String] = []
        if let leading {
            out.append(
                #"<constraint firstItem="\#(view)" firstAttribute="leading" secondItem="\#(container)" secondAttribute="leading" constant="\#(leading)" id="\#(view)-l"/>"#
            )
        }
        for (attribute, value) in [("width", width), ("height", height)] {
            guard let value else { continue }
            out.append(
                #"<constraint firstItem="\#(view)" firstAttribute="\#(attribute)" constant="\#(value)" id="\#(view)-\#(attribute.prefix(1))"/>"#
            )
        }
        return out.joined(separator: "\n")
    }

    /// Reads, builds and lays out `text`.
    static func layOut(_ text: String, file: String = "test.storyboard") throws -> (IBLayout, LayoutReport) {
        let layout = IBLayout(try IBDocument.read(Data(text.utf8), file: file))
        return (layout, layout.report())
    }

    /// The frame of the view with id `id`.
    static func frame(_ layout: IBLayout, _ id: String) -> Rect? { layout.views.first { $0.name == id }?.frame }
}
