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
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "UIKitCompatibility", targets: ["UIKitCompatibility"]),
        .library(name: "ConstraintLog", targets: ["ConstraintLog"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .executable(name: "layout-tool", targets: ["layout-tool"]),
        .executable(name: "layout-bench", targets: ["layout-bench"]),
    ],
    targets: [
        // The primitives several modules share, written once: numbers as text (formatted and
        // scanned), the seeded generator. Package access only: no product exports it.
        .target(name: "InternalUtilities"),
        // The solver: variables, linear constraints, strict priorities. It knows nothing of views,
        // and the build enforces that: no layout module is among its dependencies.
        .target(name: "ConstraintSolver", dependencies: ["InternalUtilities"]),
        // The layout model over the solver (re-exports ConstraintSolver), with the bridge from
        // Visual Format lines to constraints between views.
        .target(name: "Constraints", dependencies: ["ConstraintSolver", "VisualFormat"]),
        // Apple's Visual Format Language, parsed into constraint descriptions; knows nothing of views.
        .target(name: "VisualFormat", dependencies: ["InternalUtilities"]),
        // UIKit's names (UIView, NSLayoutConstraint, UILayoutPriority, …) as typealiases: opt-in.
        .target(name: "UIKitCompatibility", dependencies: ["Constraints", "ConstraintSolver", "VisualFormat"]),
        // Specs and reports: the JSON layout spec and plain linear systems read with located
        // errors, and the text, JSON and SVG reports of a layout. What layout-tool prints, as a
        // library.
        .target(name: "LayoutSpec", dependencies: ["Constraints", "VisualFormat", "InternalUtilities"]),
        // UIKit's console logs of unsatisfiable constraints read and explained: the conflict
        // confirmed with the solver, a minimal set, the arithmetic, the assumptions, the fixes.
        .target(name: "ConstraintLog", dependencies: ["ConstraintSolver", "LayoutSpec", "InternalUtilities"]),
        // Interface Builder documents (.xib, .storyboard) read with Foundation's XML parser, built
        // into views and constraints, laid out per scene, reported with LayoutSpec's writers and
        // compared with the frames Xcode stored.
        .target(name: "InterfaceBuilder", dependencies: ["Constraints", "LayoutSpec", "InternalUtilities"]),
        // The command line: argv, files, exit statuses and help, over LayoutSpec.
        .executableTarget(
            name: "layout-tool",
            dependencies: ["LayoutSpec", "Constraints", "VisualFormat", "ConstraintLog", "InterfaceBuilder"]),
        .executableTarget(name: "layout-bench", dependencies: ["Constraints"]),
        // What every test target shares: the package root, seeded random numbers, float
        // comparison, golden files and running the built binaries.
        .target(name: "TestSupport", dependencies: ["InternalUtilities"], path: "Tests/TestSupport"),
        .testTarget(
            name: "ConstraintsTests",
            dependencies: ["TestSupport", "Constraints", "ConstraintSolver", "InternalUtilities"]),
        .testTarget(
            name: "LayoutTests", dependencies: ["TestSupport", "Constraints", "ConstraintSolver", "UIKitCompatibility"]),
        .testTarget(
            name: "ConstraintLogTests",
            dependencies: ["TestSupport", "ConstraintLog", "ConstraintSolver", "Constraints"]),
        .testTarget(name: "VisualFormatTests", dependencies: ["TestSupport", "VisualFormat"]),
        .testTarget(name: "InternalUtilitiesTests", dependencies: ["TestSupport", "InternalUtilities"]),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: ["TestSupport", "InterfaceBuilder", "LayoutSpec", "Constraints"]),
        .testTarget(
            name: "LayoutToolTests",
            dependencies: [
                "TestSupport", "layout-tool", "LayoutSpec", "Constraints", "InternalUtilities", "InterfaceBuilder",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
