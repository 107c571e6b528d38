import TestSupport
import Testing

@testable import Constraints

/// A view's optional hugging and compression resistance on an axis go into the solver as one
/// preferred value (`LayoutEngine+IntrinsicSize.swift`): held to the same constraints
/// installed one by one.
@Suite("Intrinsic sizes as preferred values")
struct IntrinsicPairTests {
    static let priorities: [Priority] = [1, 250, 251, 500, 750, 999, .required]

    /// Everything random about a scene, drawn once and built twice.
    struct Recipe {
        var count: Int
        var axis: LayoutAxis
        var distribution: StackView.Distribution
        var alignment: StackView.Alignment
        var length: Double?
        var sizes: [Size]
        var hugging: [(Priority, Priority)]
        var resistance: [(Priority, Priority)]
        /// Per item: `width == value @priority` pulling against its intrinsic width, or none.
        var pulls: [(Double, Priority)?]

        init(_ random: inout SeededRandom) {
            func priority() -> Priority { IntrinsicPairTests.priorities.randomElement(using: &random) ?? 250 }
            count = Int.random(in: 1...5, using: &random)
            axis = Bool.random(using: &random) ? .vertical : .horizontal
            distribution = StackView.Distribution.allCases.randomElement(using: &random) ?? .fill
            alignment = StackView.Alignment.allCases.randomElement(using: &random) ?? .fill
            length = Bool.random(using: &random) ? Double(Int.random(in: 40...300, using: &random)) : nil
            var sizes: [Size] = [], hugging: [(Priority, Priority)] = [], resistance: [(Priority, Priority)] = []
            var pulls: [(Double, Priority)?] = []
            for _ in 0..<count {
                sizes.append(
                    Size(
                        width: Double(Int.random(in: 0...80, using: &random)),
                        height: Bool.random(using: &random)
                            ? Double(Int.random(in: 0...50, using: &random)) : View.noIntrinsicMetric))
                hugging.append((priority(), priority()))
                resistance.append((priority(), priority()))
                pulls.append(
                    Bool.random(using: &random)
                        ? (Double(Int.random(in: 0...120, using: &random)), Priority(500)) : nil)
            }
            (self.sizes, self.hugging, self.resistance, self.pulls) = (sizes, hugging, resistance, pulls)
        }
    }

    /// The scene: a stack of the items in a root, each item with its pull.
    final class Scene {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let stack = StackView("stack")
        let items: [View]

        init(_ recipe: Recipe, paired: Bool) {
            root.layoutEngine.pairsIntrinsicSizes = paired
            stack.axis = recipe.axis
            stack.distribution = recipe.distribution
            stack.alignment = recipe.alignment
            stack.spacing = 4
            root.addSubview(stack)
            items = (0..<recipe.count).map { View("item\($0)") }
            var constraints = [stack.leftAnchor == root.leftAnchor, stack.topAnchor == root.topAnchor]
            for (i, item) in items.enumerated() {
                item.fixedIntrinsicContentSize = recipe.sizes[i]
                item.setContentHuggingPriority(recipe.hugging[i].0, for: .horizontal)
                item.setContentHuggingPriority(recipe.hugging[i].1, for: .vertical)
                item.setCompressionResistancePriority(recipe.resistance[i].0, for: .horizontal)
                item.setCompressionResistancePriority(recipe.resistance[i].1, for: .vertical)
                stack.addArrangedSubview(item)
                if let (value, priority) = recipe.pulls[i] {
                    let pull = item.widthAnchor.constraint(equalToConstant: value)
                    pull.priority = priority
                    constraints.append(pull)
                }
            }
            if let length = recipe.length {
                constraints.append((recipe.axis == .horizontal ? stack.widthAnchor : stack.heightAnchor) == length)
            }
            LayoutConstraint.activate(constraints)
        }
    }

    /// One change, made the same way in both scenes.
    static func change(_ scenes: [Scene], _ random: inout SeededRandom) throws {
        let count = scenes[0].items.count
        let i = Int.random(in: 0..<count, using: &random)
        let axis: LayoutAxis = Bool.random(using: &random) ? .horizontal : .vertical
        let p = priorities.randomElement(using: &random) ?? 250
        let op = Int.random(in: 0..<6, using: &random)
        let value = Double(Int.random(in: 0...90, using: &random))
        for scene in scenes {
            let item = scene.items[i]
            switch op {
            case 0: item.fixedIntrinsicContentSize = Size(width: value, height: item.fixedIntrinsicContentSize.height)
            case 1: item.setContentHuggingPriority(p, for: axis)
            case 2: item.setCompressionResistancePriority(p, for: axis)
            case 3: item.isHidden.toggle()
            default:
                // One of the item's own intrinsic constraints changed directly (one half of a
                // pair going its own way).
                let own = item.constraintsAffectingLayout(for: axis).filter { c in
                    switch c.origin {
                    case .hugging, .compressionResistance: c.firstItem === item
                    default: false
                    }
                }
                guard !own.isEmpty else { continue }
                let c = own[value == 0 ? 0 : Int(value) % own.count]
                if op == 4 {
                    try c.setConstant(value)
                } else if !c.priority.isRequired && !p.isRequired {
                    try c.setPriority(p)
                }
            }
        }
    }

    @Test("Pairs give the frames and the ambiguity of constraints installed one by one", arguments: 0..<80)
    func pairsMatchSingles(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &+ 0x1A7B)
        let recipe = Recipe(&random)
        let scenes = [Scene(recipe, paired: true), Scene(recipe, paired: false)]
        for step in 0..<10 {
            for scene in scenes { scene.root.layoutIfNeeded() }
            let where_ = "seed \(seed) step \(step)"
            let (a, b) = (scenes[0], scenes[1])
            #expect(a.root.layoutEngine.diagnostics().count == b.root.layoutEngine.diagnostics().count, "\(where_)")
            for (x, y) in zip([a.stack] + a.items, [b.stack] + b.items) {
                #expect(x.hasAmbiguousLayout == y.hasAmbiguousLayout, "\(where_) \(x.name)")
                guard !x.hasAmbiguousLayout else { continue }
                let (f, g) = (x.frame, y.frame)
                let apart = [f.minX - g.minX, f.minY - g.minY, f.width - g.width, f.height - g.height]
                #expect(apart.allSatisfy { Swift.abs($0) < 1e-6 }, "\(where_) \(x.name): \(f) vs \(g)")
            }
            try Self.change(scenes, &random)
        }
    }

    @Test("A label's hugging and compression resistance share one solver constraint per axis")
    func labelsShareOneConstraint() throws {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let label = View("label")
        label.fixedIntrinsicContentSize = Size(width: 98, height: 21)
        root.addSubview(label)
        LayoutConstraint.activate([label.leftAnchor == root.leftAnchor, label.topAnchor == root.topAnchor])
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 98, height: 21))
        let intrinsic = label.implied.intrinsic.made
        #expect(intrinsic.count == 4)
        #expect(Set(intrinsic.compactMap { $0.installed?.id }).count == 2)
        // One side set on its own: the pair splits, and the new constant holds.
        let width = label.constraintsAffectingLayout(for: .horizontal).filter {
            if case .compressionResistance = $0.origin { true } else { false }
        }
        try #require(width.count == 1)
        try width[0].setConstant(120)
        root.layoutIfNeeded()
        #expect(label.frame.width == 120)
        #expect(Set(label.implied.intrinsic.made.compactMap { $0.installed?.id }).count == 3)
        // A required hugging is installed alone.
        label.setContentHuggingPriority(.required, for: .vertical)
        label.fixedIntrinsicContentSize = Size(width: 98, height: 30)
        root.layoutIfNeeded()
        #expect(label.frame.height == 30)
        #expect(Set(label.implied.intrinsic.made.compactMap { $0.installed?.id }).count == 4)
    }

    @Test("Deactivating one side of a pair leaves the other in force, and out it stays")
    func deactivatingOneSide() throws {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let label = View("label")
        label.fixedIntrinsicContentSize = Size(width: 98, height: 21)
        label.setContentHuggingPriority(750, for: .horizontal)
        label.setCompressionResistancePriority(750, for: .horizontal)
        root.addSubview(label)
        let pull = label.widthAnchor.constraint(equalToConstant: 200)
        pull.priority = 500
        LayoutConstraint.activate([label.leftAnchor == root.leftAnchor, label.topAnchor == root.topAnchor, pull])
        root.layoutIfNeeded()
        #expect(label.frame.width == 98)  // hugging at 750 beats the pull at 500
        let hugging = label.constraintsAffectingLayout(for: .horizontal).filter {
            if case .hugging = $0.origin { true } else { false }
        }
        try #require(hugging.count == 1)
        hugging[0].isActive = false
        root.layoutIfNeeded()
        #expect(label.frame.width == 200)
        // The compression resistance is still in force.
        try pull.setConstant(50)
        root.layoutIfNeeded()
        #expect(label.frame.width == 98)
        // A new intrinsic width moves it, and leaves the deactivated hugging out.
        label.fixedIntrinsicContentSize = Size(width: 120, height: 21)
        root.layoutIfNeeded()
        #expect(label.frame.width == 120)
        #expect(!hugging[0].isActive)
        try pull.setConstant(200)
        root.layoutIfNeeded()
        #expect(label.frame.width == 200)
    }
}
