import Foundation
import Testing

@testable import ConstraintLog

/// Where the corpus is, when it is on this machine.
let corpusDirectory: URL? = {
    let path = ProcessInfo.processInfo.environment["CONSTRAINT_LOG_CORPUS"] ?? "/work/shared/xcode-logs"
    return FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
}()

/// The corpus of real logs (`/work/shared/xcode-logs`, or `$CONSTRAINT_LOG_CORPUS`): not part of
/// the repository, so this suite is skipped where it is absent (CI's fresh clone). It measures
/// the figures docs/explain.md quotes and checks every minimal set with the solver.
@Suite(.enabled(if: corpusDirectory != nil, "the log corpus is not on this machine"))
struct CorpusTests {
    static var directory: URL? { corpusDirectory }

    static func files() -> [URL] {
        guard let directory else { return [] }
        let fragments = directory.appendingPathComponent("fragments")
        let list = { (d: URL) in
            ((try? FileManager.default.contentsOfDirectory(atPath: d.path)) ?? []).filter { $0.hasSuffix(".txt") }
                .sorted()
                .map { d.appendingPathComponent($0) }
        }
        return list(directory) + list(fragments)
    }

    @Test func everyFileIsReadAndEveryConflictIsMinimal() throws {
        var files = 0, blocks = 0, complete = 0, confirmed = 0, completeConfirmed = 0, traces = 0, warnings = 0
        for url in Self.files() {
            files += 1
            let report = try ExplainReport(reading: try String(contentsOf: url, encoding: .utf8))
            for e in report.explanations {
                blocks += 1
                warnings += e.block.warnings.count
                if e.block.kind == .trace { traces += 1 }
                if e.block.isComplete { complete += 1 }
                if e.conflict {
                    confirmed += 1
                    if e.block.isComplete { completeConfirmed += 1 }
                    expectMinimal(e)
                    #expect(!e.arithmetic.isEmpty && !e.suggestions.isEmpty, "\(url.lastPathComponent)")
                }
            }
        }
        print(
            "corpus: \(files) files, \(blocks) blocks (\(traces) traces), \(complete) with list and break line,"
                + " \(confirmed) conflicts confirmed (\(completeConfirmed) of the \(complete)), \(warnings) unread descriptions"
        )
        #expect(files == 52 || Self.directory?.path != "/work/shared/xcode-logs")
        #expect(complete == 31 && completeConfirmed >= 29)
    }
}
