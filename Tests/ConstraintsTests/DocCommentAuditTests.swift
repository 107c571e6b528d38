import Foundation
import TestSupport
import Testing

/// Every `public`, `open` or `package` declaration in the library targets (every folder of
/// `Sources/` but the two executables') has a `///` comment: the DocC catalogs and Xcode's quick
/// help show nothing else. A line-based scan: the nearest line above the declaration that is not
/// an attribute (`@inlinable`) must be a doc comment.
@Test("every public declaration has a /// comment")
func everyPublicDeclarationIsDocumented() throws {
    let root = packageRoot
    var undocumented: [String] = []
    var scanned = 0
    let executables: Set<String> = ["layout-tool", "layout-bench"]
    let libraries = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
        .filter { !executables.contains($0) && !$0.hasPrefix(".") }.sorted()
    #expect(libraries.count >= 5, "\(libraries)")
    for library in libraries.map({ "Sources/" + $0 }) {
        let directory = root.appendingPathComponent(library)
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        for file in files.sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where isPublicDeclaration(line) {
                scanned += 1
                var above = index - 1
                while above >= 0, isAttributeOnly(lines[above]) { above -= 1 }
                let previous = above >= 0 ? lines[above].trimmingCharacters(in: .whitespaces) : ""
                if !previous.hasPrefix("///") && !previous.hasSuffix("*/") {
                    undocumented.append("\(library)/\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
    }
    #expect(scanned > 100, "the scan found too few declarations: \(scanned)")
    #expect(undocumented.isEmpty, "public declarations without a /// comment:\n\(undocumented.joined(separator: "\n"))")
}

/// `public`/`open` among the modifiers before a declaration keyword (attributes allowed first).
private func isPublicDeclaration(_ line: String) -> Bool {
    var words = line.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
    while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
    var sawPublic = false  // `public`, `open` or `package`
    let modifiers: Set<String> = [
        "override", "final", "static", "class", "nonisolated", "mutating", "required", "convenience",
        "indirect", "lazy", "weak", "unowned", "private(set)", "internal(set)", "fileprivate(set)", "dynamic", "final",
    ]
    let keywords: Set<String> = [
        "func", "var", "let", "init", "init?", "init!", "subscript", "class", "struct", "enum", "protocol",
        "typealias", "actor", "extension", "case", "associatedtype", "macro",
    ]
    for word in words {
        if word == "public" || word == "open" || word == "package" {
            sawPublic = true
            continue
        }
        if modifiers.contains(word) { continue }
        let head = word.prefix { $0.isLetter || $0 == "?" || $0 == "!" }
        return sawPublic && (keywords.contains(word) || keywords.contains(String(head)) || word.hasPrefix("init("))
    }
    return false
}

private func isAttributeOnly(_ line: String) -> Bool {
    let t = line.trimmingCharacters(in: .whitespaces)
    return t.hasPrefix("@") && !t.contains(" ")
}
