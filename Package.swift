// swift-tools-version: 6.0
// A constraint-layout engine with Auto Layout's semantics, for Linux and everywhere else.
// No package dependencies: the Swift toolchain and Foundation only.
import PackageDescription

let package = Package(
    name: "swift-layout",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Constraints", targets: ["Constraints"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .executable(name: "layout-tool", targets: ["layout-tool"]),
        .executable(name: "layout-bench", targets: ["layout-bench"]),
    ],
    targets: [
        .target(name: "Constraints"),
        .target(name: "VisualFormat"),
        .executableTarget(name: "layout-tool", dependencies: ["Constraints", "VisualFormat"]),
        .executableTarget(name: "layout-bench", dependencies: ["Constraints"]),
        .testTarget(name: "ConstraintsTests", dependencies: ["Constraints"]),
        .testTarget(name: "LayoutTests", dependencies: ["Constraints"]),
        .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat"]),
        .testTarget(name: "LayoutToolTests", dependencies: ["layout-tool", "Constraints"]),
    ],
    swiftLanguageModes: [.v6]
)
