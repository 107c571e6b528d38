import Foundation
import TestSupport
import Testing

/// The module graph of docs/architecture.md, held to Package.swift: the solver and Visual Format
/// depend on nothing but the shared primitives (so neither can name a view), and layout-tool
/// reaches the layout model only through LayoutSpec's reports and Constraints' types.
@Suite struct PackageGraphTests {
    /// The dependency list of target `name` in Package.swift, as written.
    func dependencies(of name: String) throws -> [String] {
        // A declaration may wrap after its `(`: `.executableTarget(\n    name: …`.
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
            .replacingOccurrences(of: "\\(\\s+", with: "(", options: .regularExpression)
        let pattern = "Target(name: \"\(name)\""
        guard let start = manifest.range(of: ".target(name: \"\(name)\"") ?? manifest.range(of: ".executable" + pattern)
        else {
            Issue.record("no target \(name) in Package.swift")
            return []
        }
        // The declaration up to its closing parenthesis (a dependency list may wrap).
        let line = manifest[start.lowerBound...].prefix { $0 != ")" }
        guard let open = line.range(of: "dependencies: [") else { return [] }
        let list = line[open.upperBound...].prefix { $0 != "]" }
        return list.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        .filter { !$0.isEmpty }
    }

    @Test func theSolverAndVisualFormatDependOnlyOnTheSharedPrimitives() throws {
        #expect(try dependencies(of: "InternalUtilities") == [])
        #expect(try dependencies(of: "ConstraintSolver") == ["InternalUtilities"])
        #expect(try dependencies(of: "VisualFormat") == ["InternalUtilities"])
    }

    @Test func layersDependDownwardOnly() throws {
        #expect(try dependencies(of: "Constraints") == ["ConstraintSolver", "VisualFormat"])
        #expect(try Set(dependencies(of: "LayoutSpec")) == ["Constraints", "VisualFormat", "InternalUtilities"])
        #expect(try dependencies(of: "layout-tool").contains("LayoutSpec"))
        // The log explainer sits beside LayoutSpec: the solver and LayoutSpec's JSON writer, no views.
        #expect(try Set(dependencies(of: "ConstraintLog")) == ["ConstraintSolver", "LayoutSpec", "InternalUtilities"])
        // Interface Builder documents: the layout model and LayoutSpec's reports, nothing above.
        #expect(try Set(dependencies(of: "InterfaceBuilder")) == ["Constraints", "LayoutSpec", "InternalUtilities"])
        #expect(try dependencies(of: "layout-tool").contains("InterfaceBuilder"))
    }

    @Test func theCommandLineStaysThin() throws {
        let directory = packageRoot.appendingPathComponent("Sources/layout-tool")
        var lines = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
            lines += try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8).split(
                separator: "\n"
            ).count
        }
        // Argument reading, files, exit statuses and help only (docs/architecture.md).
        #expect(lines < 1000, "Sources/layout-tool has \(lines) lines: library logic belongs in LayoutSpec")
    }
}
