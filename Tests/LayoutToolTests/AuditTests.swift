import Foundation
import TestSupport
import Testing

/// Source rules that keep traps out of reach of user input: no `try!`, `fatalError` or
/// `precondition(` anywhere in `Sources/` (comments excepted). Force unwraps and integer
/// conversions were audited by hand (see docs/limits.md); these three are mechanical.
@Suite struct AuditTests {
    @Test func noTrappingCallsInSources() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var offenders: [String] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for banned in ["try!", "fatalError(", "precondition(", "preconditionFailure(", "unsafelyUnwrapped"]
                where code.contains(banned) {
                    offenders.append("Sources/\(path):\(n + 1): \(banned)")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }
}
