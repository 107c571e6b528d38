import Constraints
import Foundation
import InterfaceBuilder
import Testing

/// A system symbol in `<resources>` is written at 128 points on its longer side (64 by Xcode
/// 11); an image view showing it takes the size it is drawn at, about 21 points on the longer
/// side.
@Suite struct SymbolImageTests {
    /// Xcode 11 wrote symbols at 64 points on the longer side, later Xcodes at 128: the drawn
    /// size is the same.
    @Test(arguments: [128.0, 64.0])
    func aSymbolImageViewTakesTheDrawnSizeNotTheWrittenOne(written: Double) throws {
        let text = Documents.storyboard(
            """
            <subviews>
              <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" image="faceid" catalog="system" id="symbol">
                <rect key="frame" x="20" y="100" width="21" height="19"/>
              </imageView>
              <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" image="photo" id="photo">
                <rect key="frame" x="20" y="200" width="128" height="115"/>
              </imageView>
            </subviews>
            <constraints>
              <constraint firstItem="symbol" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s1"/>
              <constraint firstItem="photo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="p1"/>
              \(Documents.placed("symbol", leading: 20))
              \(Documents.placed("photo", leading: 20))
            </constraints>
            """
        ).replacingOccurrences(
            of: "</document>",
            with: """
                <resources>
                  <image name="faceid" catalog="system" width="\(written)" height="\(written * 115 / 128)"/>
                  <image name="photo" width="128" height="115"/>
                </resources>
                </document>
                """)
        let (layout, _) = try Documents.layOut(text)
        let symbol = try #require(Documents.frame(layout, "symbol"))
        #expect(abs(symbol.width - 21) < 1e-9 && abs(symbol.height - 21 * 115 / 128) < 1e-9)
        // An image of the document's own keeps the size written for it.
        #expect(Documents.frame(layout, "photo")?.size == Size(width: 128, height: 115))
    }
}
