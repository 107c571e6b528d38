import Constraints
import InterfaceBuilder
import LayoutSpec
import Testing

/// `placeholder="YES"` constraints (Interface Builder's "Remove at build time") are left out,
/// as a device leaves them out; a view they would have placed is reported ambiguous with a note
/// that says why.
@Suite struct PlaceholderConstraintTests {
    static let body = """
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="held"><rect key="frame" x="20" y="100" width="100" height="40"/></view>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="free"><rect key="frame" x="20" y="200" width="100" height="40"/></view>
        </subviews>
        <constraints>
          <constraint firstItem="held" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="h1"/>
          <constraint firstItem="held" firstAttribute="height" constant="40" id="h2"/>
          <constraint firstItem="held" firstAttribute="width" constant="100" id="h3"/>
          <constraint firstItem="held" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" placeholder="YES" id="h4"/>
          <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="f1"/>
          <constraint firstItem="free" firstAttribute="height" constant="40" id="f2"/>
          <constraint firstItem="free" firstAttribute="width" constant="100" id="f3"/>
        </constraints>
        """

    @Test func aViewAPlaceholderWouldPlaceIsAmbiguousWithANote() throws {
        let (_, report) = try Documents.layOut(Documents.storyboard(Self.body))
        let ambiguous = report.diagnostics.filter { $0.kind == .ambiguous }
        let held = try #require(ambiguous.first { $0.items.contains { $0.name == "held" } })
        #expect(held.message.contains("placeholder constraint on it was removed at build time"), "\(held.message)")
        // A view no placeholder names is ambiguous without the note.
        let free = try #require(ambiguous.first { $0.items.contains { $0.name == "free" } })
        #expect(!free.message.contains("placeholder"), "\(free.message)")
    }
}
