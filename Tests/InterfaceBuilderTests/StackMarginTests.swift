import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A view arranged in a centred vertical stack and pinned to the stack's margins spans the
/// whole stack: a stack view's margins are zero unless the document sets them.
@Suite struct StackMarginTests {
    static func body(margins: String) -> String {
        """
        <subviews>
          <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="100" width="393" height="30"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="row"><rect key="frame" x="0.0" y="0.0" width="393" height="30"/></view>
            </subviews>
            \(margins)
            <constraints>
              <constraint firstAttribute="leadingMargin" secondItem="row" secondAttribute="leading" id="m1"/>
              <constraint firstAttribute="trailingMargin" secondItem="row" secondAttribute="trailing" id="m2"/>
              <constraint firstItem="row" firstAttribute="height" constant="30" id="m3"/>
            </constraints>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s1"/>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
          <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="s3"/>
        </constraints>
        """
    }

    @Test func aStackViewHasNoMarginsUnlessSet() throws {
        let (layout, _) = try Documents.layOut(Documents.storyboard(Self.body(margins: "")))
        #expect(Documents.frame(layout, "row") == Rect(x: 0, y: 0, width: 393, height: 30))
    }

    @Test func marginsTheDocumentSetsApply() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="0.0" left="10" bottom="0.0" right="10"/>"#
        let (layout, _) = try Documents.layOut(Documents.storyboard(Self.body(margins: margins)))
        #expect(Documents.frame(layout, "row") == Rect(x: 10, y: 0, width: 373, height: 30))
    }

    /// Two labels filling a horizontal stack equally: with margins of its own the stack
    /// arranges them within the margins, though the document does not write
    /// `layoutMarginsRelativeArrangement`.
    static func equalStack(margins: String) -> String {
        Documents.pinnedStack(
            height: 50,
            arranged: """
                <label text="One" id="one"><rect key="frame" x="10" y="0.0" width="186.5" height="50"/></label>
                <label text="Two" id="two"><rect key="frame" x="196.5" y="0.0" width="186.5" height="50"/></label>
                """, extra: margins, sized: "pair")
    }

    @Test func aStackWithMarginsOfItsOwnArrangesWithinThem() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="0.0" left="10" bottom="0.0" right="10"/>"#
        let (layout, _) = try Documents.layOut(Documents.storyboard(Self.equalStack(margins: margins)))
        #expect(Documents.frame(layout, "one") == Rect(x: 10, y: 0, width: 186.5, height: 50))
        #expect(Documents.frame(layout, "two") == Rect(x: 196.5, y: 0, width: 186.5, height: 50))
        let (plain, _) = try Documents.layOut(Documents.storyboard(Self.equalStack(margins: "")))
        #expect(Documents.frame(plain, "one") == Rect(x: 0, y: 0, width: 196.5, height: 50))
    }
}

/// A `<variation>` that sets a stack view's own attributes (`axis`, `spacing`, …) applies where
/// its size class does, as Interface Builder's size-class customisation of those attributes
/// does: a row of two buttons that becomes a column in compact width.
@Suite struct StackVariationTests {
    static func body(_ variations: String) -> String {
        Documents.pinnedStack(
            attributes: #"spacing="12" "#, height: 108,
            arranged: """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="0.0" width="393" height="50"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0.0" y="58" width="393" height="50"/></view>
                """, extra: variations, sized: "a")
    }

    @Test func theVariationOfTheDevicesSizeClassApplies() throws {
        let text = Documents.storyboard(
            Self.body(
                """
                <variation key="widthClass=compact" axis="vertical" spacingType="standard"/>
                <variation key="widthClass=regular" spacing="40"/>
                """))
        let (layout, _) = try Documents.layOut(text)
        // An iPhone in portrait is compact in width: a column with the standard spacing (8).
        #expect(Documents.frame(layout, "a") == Rect(x: 0, y: 0, width: 393, height: 50))
        #expect(Documents.frame(layout, "b") == Rect(x: 0, y: 58, width: 393, height: 50))
        #expect(!layout.warnings.contains { $0.message.contains("axis") }, "\(layout.warnings)")
    }

    @Test func aVariationOfAnotherSizeClassLeavesTheDefault() throws {
        let text = Documents.storyboard(Self.body(#"<variation key="widthClass=regular" axis="vertical"/>"#))
        let (layout, _) = try Documents.layOut(text)
        // A row of two equal views 12 apart.
        #expect(Documents.frame(layout, "a") == Rect(x: 0, y: 0, width: 190.5, height: 50))
        #expect(Documents.frame(layout, "b") == Rect(x: 202.5, y: 0, width: 190.5, height: 50))
    }

    @Test func whatAVariationChangesBesidesTheStacksAttributesIsStillAWarning() throws {
        let text = Documents.storyboard(
            Self.body(#"<variation key="widthClass=compact" axis="vertical" contentMode="center"/>"#))
        let (layout, _) = try Documents.layOut(text)
        #expect(Documents.frame(layout, "b") == Rect(x: 0, y: 62, width: 393, height: 50))
        let warning = try #require(layout.warnings.first { $0.message.contains("size-class variation") })
        #expect(warning.message.contains("contentMode") && !warning.message.contains("axis"))
    }
}
