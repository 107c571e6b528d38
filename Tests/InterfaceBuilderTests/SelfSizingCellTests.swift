import Constraints
import Foundation
import InterfaceBuilder
import LayoutSpec
import Testing

/// A self-sizing cell stored 44 high whose content needs 8 + 60 + 8 = 76: the tool holds the
/// content view at its stored height and finds the conflict; Xcode 9 and later leave the
/// height to the table and mark the content view ambiguous, and the tool reports that too.
@Suite struct SelfSizingCellTests {
    static func cell(box: Double) -> String {
        Documents.paddedCell(id: "cell", contentID: "content", width: 375, box: box)
    }

    static func ambiguous(_ report: LayoutReport) -> [String] {
        report.diagnostics.filter { $0.kind == .ambiguous }.flatMap { $0.items.map(\.name) }
    }

    @Test func aCellWhoseContentDoesNotFitItsStoredHeightIsAmbiguous() throws {
        let (_, report) = try Documents.layOut(Documents.xib(Self.cell(box: 60)), file: "cell.xib")
        #expect(report.hasConflicts)
        #expect(Self.ambiguous(report) == ["content"])
        let message = try #require(report.diagnostics.first { $0.kind == .ambiguous }?.message)
        #expect(message.contains("self-sizing cell"))
    }

    @Test func aCellThatFitsOrAnOlderDocumentIsNot() throws {
        let (_, fits) = try Documents.layOut(Documents.xib(Self.cell(box: 28)), file: "cell.xib")
        #expect(!fits.hasConflicts && Self.ambiguous(fits).isEmpty)
        // Before Xcode 9 a table's rows kept their stored height: the conflict is only that.
        let (_, old) = try Documents.layOut(
            Documents.xib(toolsVersion: "10117", Self.cell(box: 60)), file: "cell.xib")
        #expect(old.hasConflicts && Self.ambiguous(old).isEmpty)
    }
}
