import ConstraintSolver
import Testing

@testable import ConstraintLog

/// Minimality checked with the solver: the set conflicts, and leaving out any one constraint
/// (hence any proper subset, satisfiability being monotone) leaves a system that holds.
func expectMinimal(_ e: Explanation, sourceLocation: SourceLocation = #_sourceLocation) {
    let model = LogModel(e.block.constraints)
    #expect(Explainer.solve(model, e.minimalConflict) == nil, "the set conflicts", sourceLocation: sourceLocation)
    for index in e.minimalConflict {
        #expect(
            Explainer.solve(model, e.minimalConflict.filter { $0 != index }) != nil, "without c\(index + 1) it holds",
            sourceLocation: sourceLocation)
    }
}

@Suite struct ExplainerTests {
    @Test func aConflictOnlyBecauseSizesAreNeverNegative() throws {
        let e = Explainer.explain(try #require(try ConstraintLog.read(SampleLogs.oldEra).blocks.first))
        #expect(e.conflict && e.minimalConflictIDs == ["0x1110", "0x1120", "0x1130"])
        expectMinimal(e)
        // Without UIKit's rule the three hold (the view's height would be -72).
        #expect(Explainer.solve(LogModel(e.block.constraints), [0, 1, 2], sizes: false) != nil)
        #expect(e.arithmetic.contains("768 - 841 = -73") && e.arithmetic.contains("sizes ≥ 0"))
        #expect(e.assumptions.isEmpty)
        #expect(e.suggestions.contains { $0.contains("translatesAutoresizingMaskIntoConstraints = false") })
    }

    @Test func aNegativeWidthAloneConflicts() throws {
        for block in try ConstraintLog.read(SampleLogs.negativeWidthTwice).blocks {
            let e = Explainer.explain(block)
            #expect(e.conflict && e.minimalConflict == [0])
            expectMinimal(e)
            #expect(e.suggestions.contains { $0.contains("negative") })
        }
    }

    @Test func marginsAreAssumedAndTheConflictDependsOnThem() throws {
        let e = Explainer.explain(try #require(try ConstraintLog.read(SampleLogs.newEra).blocks.first))
        #expect(e.conflict && e.minimalConflict == [0, 1, 2, 3])
        expectMinimal(e)
        #expect(
            e.assumptions.contains {
                $0.hasPrefix("leading layout margin of UITableViewCellContentView") && $0.hasSuffix("taken as 8")
            })
        // 8 + 20 + 300 + 20 + 8 = 356 ≠ 320; with margins of -14 in all it would fit.
        #expect(e.assumptions.last?.hasPrefix("the conflict depends on these values") == true)
        #expect(e.arithmetic.contains("= 264") && e.arithmetic.contains("needs == 300"), "\(e.arithmetic)")
        #expect(e.suggestions.contains { $0.contains("estimatedRowHeight") })
    }

    @Test func aConflictThatHoldsWhateverTheMargins() throws {
        // Both edges at the same margin: the widths 100 and 120 differ whatever the margin is.
        let log = """
            "<NSLayoutConstraint:0x1 UIView:0xa.leading == UIView:0xc.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa.trailing == UIView:0xc.trailingMargin   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xb.leading == UIView:0xc.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xb.trailing == UIView:0xc.trailingMargin   (active)>",
            "<NSLayoutConstraint:0x5 UIView:0xa.width == 100   (active)>",
            "<NSLayoutConstraint:0x6 UIView:0xb.width == 120   (active)>"
            """
        let e = Explainer.explain(try #require(try ConstraintLog.read(log).blocks.first))
        #expect(e.conflict && e.minimalConflict.count == 6)
        expectMinimal(e)
        #expect(e.assumptions.last == "the conflict holds whatever these values are")
    }

    @Test func theMinimalSetLeavesOutConstraintsThatDoNotTakePart() throws {
        let e = Explainer.explain(try #require(try ConstraintLog.read(SampleLogs.joinedMasonry).blocks.first))
        #expect(e.conflict && e.minimalConflictIDs == ["0x6040001", "0x6040002", "0x6040003", "0x6040004"])
        expectMinimal(e)
        #expect(e.arithmetic.contains("15 - 10 = 5"), "\(e.arithmetic)")
        let extra = """
            "<NSLayoutConstraint:0x1 UIView:0xa.width == 10>",
            "<NSLayoutConstraint:0x2 UIView:0xb.height == 50>",
            "<NSLayoutConstraint:0x3 UIView:0xa.width == 20>"
            """
        let f = Explainer.explain(try #require(try ConstraintLog.read(extra).blocks.first))
        #expect(f.minimalConflictIDs == ["0x1", "0x3"])
        expectMinimal(f)
    }

    @Test func constraintsThatCanHoldAreNoConflict() throws {
        let e = Explainer.explain(try #require(try ConstraintLog.read(SampleLogs.damagedList).blocks.first))
        #expect(!e.conflict && e.minimalConflict.isEmpty && e.arithmetic.hasPrefix("no conflict"))
    }

    @Test func shortNamesAreNumberedPerKindInOrder() {
        let items = [
            LogItem(className: "UILabel", address: "0x1"), LogItem(className: "UIView", address: "0x2"),
            LogItem(className: "UILabel", address: "0x3"),
            LogItem(className: "UITableViewCellContentView", address: "0x4"),
            LogItem(className: "UILayoutGuide", address: "0x5", text: "UIViewSafeAreaLayoutGuide"),
            LogItem(className: "Demo.CardView", address: "0x6"),
        ]
        #expect(
            ShortNames(items).entries.map(\.name) == [
                "label1", "view1", "label2", "contentView1", "safeArea1", "cardView1",
            ])
    }

    @Test func outputIsDeterministicAndHasEveryField() throws {
        let text = SampleLogs.oldEra + SampleLogs.newEra + SampleLogs.trace
        let report = try ExplainReport(reading: text)
        #expect(try ExplainReport(reading: text).json == report.json)
        for key in ["\"minimalConflict\"", "\"uikitBroke\"", "\"arithmetic\"", "\"assumptions\"", "\"suggestions\""] {
            #expect(report.json.contains(key))
        }
        #expect(report.text.contains("* c1  view1.height == 768"))
        #expect(report.explanations.map(\.block.kind) == [.unsatisfiable, .unsatisfiable, .trace])
    }
}
