import Constraints
import Foundation
import TestSupport
import Testing

/// One tree belongs to one isolation domain, as UIKit's views belong to the main actor: views
/// and anchors are not `Sendable`, so the compiler refuses to share a tree between tasks;
/// independent trees lay out in parallel.
@Suite struct ConcurrencyTests {
    /// A column of `count` labels in its own tree; its frames.
    static func layOut(count: Int, gap: Double) throws -> [Rect] {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 10_000))
        var previous: View?
        var labels: [View] = []
        for i in 0..<count {
            let label = View("label\(i)")
            label.fixedIntrinsicContentSize = Size(width: 40 + Double(i), height: 20)
            root.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor == root.leadingAnchor + 10,
                label.topAnchor == (previous?.bottomAnchor ?? root.topAnchor) + gap,
            ])
            previous = label
            labels.append(label)
        }
        root.layoutIfNeeded()
        return labels.map(\.frame)
    }

    @Test func independentTreesLayOutInParallel() async throws {
        let gaps = (0..<16).map { Double($0) }
        let serial = try gaps.map { try Self.layOut(count: 60, gap: $0) }
        let parallel = try await withThrowingTaskGroup(of: (Int, [Rect]).self) { group in
            for (i, gap) in gaps.enumerated() {
                group.addTask { (i, try Self.layOut(count: 60, gap: gap)) }
            }
            var out = [[Rect]](repeating: [], count: gaps.count)
            for try await (i, frames) in group { out[i] = frames }
            return out
        }
        #expect(parallel == serial)
        #expect(serial[3][1] == Rect(x: 10, y: 26, width: 41, height: 20))  // 3 + 20 + 3
    }

    /// Compiles `source` against the package's modules in the Swift 6 language mode.
    func compile(_ source: String) throws -> ProcessOutput {
        let modules = try #require(builtModulesDirectory, "no Modules folder beside the built products")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "concurrency-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }  // A temporary file: nothing to report.
        return try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-I", modules.path, file.path])
    }

    @Test func theCompilerRefusesToShareATreeBetweenTasks() throws {
        // Through an anchor (which exposes its view) as through the view itself.
        for body in ["_ = anchor.item.name", "view.layoutIfNeeded()"] {
            let result = try compile(
                """
                import Constraints
                func race() async {
                    let view = View("v")
                    let anchor = view.widthAnchor
                    let task = Task.detached { \(body) }
                    view.layoutIfNeeded()
                    _ = anchor
                    await task.value
                }
                """)
            #expect(result.status != 0, "sharing a tree compiled: \(body)")
            #expect(result.standardError.contains("data race"), "\(result.standardError.prefix(400))")
        }
        // The same code with the tree kept in one task compiles: the check is the isolation,
        // not the snippet.
        let fine = try compile(
            """
            import Constraints
            func noRace() async {
                let task = Task.detached {
                    let view = View("v")
                    _ = view.widthAnchor.item.name
                    view.layoutIfNeeded()
                }
                await task.value
            }
            """)
        #expect(fine.status == 0, "\(fine.standardError.prefix(400))")
    }
}
