import Foundation
import Testing

/// Golden files: output checked in beside the examples and compared byte for byte.
///
/// A mismatch fails with a line diff and the command that accepts the new output on purpose;
/// only with `UPDATE_GOLDEN=1` in the environment is a file (re)written.
package struct GoldenFiles: Sendable {
    /// The folder of the golden files.
    package var directory: URL
    /// The command to run to accept new output, named in failures.
    package var regenerate: String

    /// Golden files in `directory`.
    package init(directory: URL, regenerate: String) {
        self.directory = directory
        self.regenerate = regenerate
    }

    /// Whether this run rewrites golden files (`UPDATE_GOLDEN=1`).
    package static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    /// Compares `actual` with the golden file `name`; rewrites it only under `UPDATE_GOLDEN=1`.
    package func compare(_ actual: String, with name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        let shown =
            url.path.hasPrefix(packageRoot.path + "/")
            ? String(url.path.dropFirst(packageRoot.path.count + 1)) : url.path
        let expected: String?
        do {
            expected = try String(contentsOf: url, encoding: .utf8)
        } catch {
            expected = nil  // Missing: reported below, or written when updating.
        }
        if expected == actual { return }
        if Self.updating {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
            } catch {
                Issue.record("could not write \(shown): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected else {
            Issue.record("missing golden file \(shown); to create it: \(regenerate)", sourceLocation: sourceLocation)
            return
        }
        Issue.record(
            """
            \(shown) differs from the output (- golden, + actual):
            \(lineDiff(expected, actual))
            If the new output is right: \(regenerate), then review git diff.
            """, sourceLocation: sourceLocation)
    }
}

/// A unified-style line diff (longest common subsequence), with 2 lines of context and at most
/// `limit` lines shown.
/// - Complexity: O(n × m) in the two texts' line counts; texts over 4,000,000 line pairs are
///   not diffed.
package func lineDiff(_ a: String, _ b: String, limit: Int = 60) -> String {
    let x = a.components(separatedBy: "\n"), y = b.components(separatedBy: "\n")
    let n = x.count, m = y.count
    guard n * m <= 4_000_000 else { return "(too large to diff: \(n) and \(m) lines)" }
    var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var ops: [(Character, String)] = []
    var i = 0, j = 0
    while i < n || j < m {
        if i < n, j < m, x[i] == y[j] {
            ops.append((" ", x[i]))
            i += 1
            j += 1
        } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
            ops.append(("-", x[i]))
            i += 1
        } else {
            ops.append(("+", y[j]))
            j += 1
        }
    }
    var keep = Array(repeating: false, count: ops.count)
    for (k, op) in ops.enumerated() where op.0 != " " {
        for c in max(0, k - 2)...min(ops.count - 1, k + 2) { keep[c] = true }
    }
    var out: [String] = []
    var skipped = false
    for (k, op) in ops.enumerated() {
        if keep[k] {
            if skipped {
                out.append("@@")
                skipped = false
            }
            out.append("\(op.0)\(op.1)")
        } else {
            skipped = true
        }
    }
    if out.count > limit { out = Array(out.prefix(limit)) + ["… (\(out.count - limit) more lines)"] }
    return out.joined(separator: "\n")
}
