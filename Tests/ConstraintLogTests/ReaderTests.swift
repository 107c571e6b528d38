import ConstraintSolver
import Testing

@testable import ConstraintLog

/// The reader: both eras' forms, the library dialects, and what copying does to a log.
@Suite struct ReaderTests {
    @Test func oldEraBlockReadsVFLShapesAndTheBreakLine() throws {
        let log = try ConstraintLog.read(SampleLogs.oldEra)
        #expect(log.blocks.count == 1)
        let block = try #require(log.blocks.first)
        #expect(block.kind == .unsatisfiable && block.isComplete && block.line == 1)
        #expect(block.constraints.map(\.id) == ["0x1110", "0x1120", "0x1130"])
        #expect(block.constraints.map(\.line) == [4, 5, 6])
        #expect(block.uikitBroke == "0x1120")
        let size = block.constraints[0]
        #expect(size.kind == "NSAutoresizingMaskLayoutConstraint" && size.mask == "h=--& v=--&")
        #expect(size.equation.firstAttribute == .height && size.equation.constant == 768 && size.equation.second == nil)
        // `V:[v]-(-1)-|` ⇔ `|.bottom == v.bottom - 1`, with `|` from the names list.
        let bottom = block.constraints[1].equation
        #expect(bottom.first.address == "0xaaa0" && bottom.firstAttribute == .bottom)
        #expect(bottom.second?.address == "0xbbb0" && bottom.secondAttribute == .bottom && bottom.constant == -1)
        let top = block.constraints[2].equation
        #expect(top.first.address == "0xbbb0" && top.second?.address == "0xaaa0" && top.constant == 841)
    }

    @Test func newEraEquationsWithMarginsIdentifiersAndQuotedTexts() throws {
        let block = try #require(try ConstraintLog.read(SampleLogs.newEra).blocks.first)
        #expect(block.constraints.count == 4 && block.warnings.isEmpty)
        let leading = block.constraints[1].equation
        #expect(leading.first.text == "It's fine" && leading.first.className == "UILabel")
        #expect(leading.secondAttribute == .leadingMargin && leading.constant == 20)
        #expect(block.constraints[2].equation.constant == 20, "one space before the suffix")
        #expect(block.constraints[3].identifier == "UIView-Encapsulated-Layout-Width")
        #expect(block.constraints[3].isSystem && block.constraints[3].isEncapsulatedSize)
        #expect(block.constraints[0].text == "UILabel:0x7f80000e2a0'It's fine'.width == 300")
    }

    @Test func signedConstantsWithASpaceAndBlocksBackToBack() throws {
        let log = try ConstraintLog.read(SampleLogs.negativeWidthTwice)
        #expect(log.blocks.count == 2)
        #expect(log.blocks.map { $0.constraints.first?.equation.constant } == [-16, -4.5])
        #expect(log.blocks.map(\.uikitBroke) == ["0x600000aa0010", "0x600000aa0020"])
        #expect(log.blocks.map(\.line) == [1, 8])
    }

    @Test func joinedLinesWithoutQuotes() throws {
        let block = try #require(try ConstraintLog.read(SampleLogs.joinedMasonry).blocks.first)
        #expect(block.constraints.map(\.kind) == Array(repeating: "MASLayoutConstraint", count: 4))
        #expect(block.uikitBroke == "0x6040001" && block.isComplete)
        #expect(block.constraints[3].equation.second?.className == "Demo.ButtonView")
    }

    @Test func damagedListReadsWhatItCanAndWarnsWithTheLine() throws {
        let block = try #require(try ConstraintLog.read(SampleLogs.damagedList).blocks.first)
        #expect(block.kind == .list && !block.isComplete)
        #expect(block.constraints.map(\.id) == ["0x7001", "0x7002", "0x7003", "0x7004"])
        #expect(block.warnings.map(\.line) == [5])
        let spacing = block.constraints[0].equation
        #expect(spacing.constant == 8 && spacing.second?.address == "0x9001" && spacing.first.text == "Go (now)")
        #expect(block.constraints[1].kind == "SnapKit.LayoutConstraint" && block.constraints[1].equation.constant == -8)
        #expect(block.constraints[2].equation.multiplier == 0.5)
        #expect(block.constraints[3].equation.first.address == "0x9005")
    }

    @Test func oldSnapKitPrototypingAndLayoutSupport() throws {
        let block = try #require(try ConstraintLog.read(SampleLogs.oldSnapKit).blocks.first)
        #expect(
            block.constraints.map(\.kind) == [
                "NSIBPrototypingLayoutConstraint", "_UILayoutSupportConstraint", "App.LayoutConstraint",
            ])
        #expect(block.constraints[0].identifier == "IB auto generated at build time for view with fixed frame")
        let snap = block.constraints[2].equation
        #expect(snap.first.address == "0x7b01" && snap.second?.address == "0x7b02" && snap.secondAttribute == .bottom)
    }

    @Test func traceListsTheAmbiguousViews() throws {
        let block = try #require(try ConstraintLog.read(SampleLogs.trace).blocks.first)
        #expect(block.kind == .trace && block.ambiguousViews == ["UIWindow:0x7f0001", "UILabel:0x7f0003'Hi'"])
    }

    @Test func textWithoutALogIsAnError() {
        #expect(throws: ConstraintLogError.notAConstraintLog) { try ConstraintLog.read("hello <b>world</b>\n") }
        #expect(throws: ConstraintLogError.notAConstraintLog) { try ConstraintLog.read("") }
    }

    @Test func cutDescriptionsNeverTrap() throws {
        let full = SampleLogs.newEra + SampleLogs.oldEra + SampleLogs.damagedList + SampleLogs.oldSnapKit
        // Every prefix of the logs (a page cut anywhere) is read or refused, never a crash.
        var read = 0
        for end in stride(from: 0, through: full.count, by: 29) {
            if let log = try? ConstraintLog.read(String(full.prefix(end))) {
                read += 1
                _ = log.blocks.map(Explainer.explain)
            }
        }
        #expect(read > 25)
    }
}
