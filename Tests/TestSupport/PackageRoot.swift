import Foundation

/// The package's root folder (where `Package.swift` is), found from this file's own path, so
/// that tests read `Examples/`, `Sources/` and the built binaries wherever the checkout is.
package let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

/// `relativePath` below the package root, as a path.
package func packagePath(_ relativePath: String) -> String {
    packageRoot.appendingPathComponent(relativePath).path
}

/// The executable `name` that this test run's build made: beside the running test bundle, or in
/// the package's `.build/debug`; nil when neither holds it.
package func builtExecutable(_ name: String) -> URL? {
    let candidates = [
        Bundle.main.executableURL?.deletingLastPathComponent(),
        Bundle.main.bundleURL.deletingLastPathComponent(),
        packageRoot.appendingPathComponent(".build/debug"),
    ].compactMap { $0?.appendingPathComponent(name) }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// The folder of this build's compiled module interfaces (`Modules/` beside the built products),
/// for tests that compile a snippet against the package's modules; nil when there is none.
package var builtModulesDirectory: URL? {
    let candidates = [
        Bundle.main.executableURL?.deletingLastPathComponent(),
        Bundle.main.bundleURL.deletingLastPathComponent(),
        packageRoot.appendingPathComponent(".build/debug"),
    ].compactMap { $0?.appendingPathComponent("Modules") }
    return candidates.first {
        FileManager.default.fileExists(atPath: $0.appendingPathComponent("Constraints.swiftmodule").path)
    }
}
