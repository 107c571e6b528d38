import ConstraintLog
import Constraints
import Testing

/// The layout engine's console message for a broken constraint is UIKit's shape: the log
/// explainer reads it back and confirms the conflict the engine found.
@Suite struct EngineMessageTests {
    @Test func theEnginesMessageExplainsItself() throws {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let box = View("box")
        root.addSubview(box)
        var heard: [LayoutDiagnostic] = []
        root.layoutEngine.issueHandler = { heard.append($0) }
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
        let message = try #require(heard.first?.consoleMessage)
        let report = try ExplainReport(reading: message)
        let explanation = try #require(report.explanations.first)
        #expect(explanation.block.isComplete || explanation.block.uikitBroke != nil)
        #expect(explanation.conflict, "\(message)")
        // The set: the frame's width, the two edges and the width (four constraints).
        #expect(explanation.block.constraints.count == 4)
        #expect(explanation.minimalConflict.count == 4)
    }
}

/// A printed priority (`@750`) is read: an optional constraint is listed, never in the conflict.
@Test func optionalConstraintsGiveWay() throws {
    let log = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 200 @750   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0x2.width == 300   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x4 UIView:0x2.width == 300   (active)>
        """
    let explanation = try #require(try ExplainReport(reading: log).explanations.first)
    #expect(explanation.block.constraints.count == 3)
    #expect(explanation.block.constraints[1].equation.priority == 750)
    #expect(explanation.conflict && explanation.minimalConflict == [0, 2])
}
