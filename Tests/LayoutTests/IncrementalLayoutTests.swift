import TestSupport
import Testing

@testable import Constraints

/// The incremental layout pass (`LayoutEngine+Incremental.swift`): what changed is reflected,
/// what did not is left alone, and every pass agrees with a pass that visits every view.
@Suite struct IncrementalLayoutTests {
    /// Counts its `layoutSubviews` calls.
    final class Counting: View {
        var calls = 0
        override func layoutSubviews() { calls += 1 }
    }

    /// A column of counting labels in a container: label i's top is 8 below label i − 1's bottom.
    final class Column {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 2000))
        let container = Counting("container")
        let labels: [Counting]
        var lefts: [LayoutConstraint] = []

        init(count: Int) throws {
            labels = (0..<count).map { Counting("label\($0)") }
            root.addSubview(container)
            var made = [
                container.leftAnchor == root.leftAnchor, container.rightAnchor == root.rightAnchor,
                container.topAnchor == root.topAnchor, container.bottomAnchor == root.bottomAnchor,
            ]
            var previous: View?
            for label in labels {
                container.addSubview(label)
                label.fixedIntrinsicContentSize = Size(width: 100, height: 20)
                let left = label.leftAnchor == container.leftAnchor + 10
                lefts.append(left)
                made.append(left)
                made.append(label.topAnchor == (previous?.bottomAnchor ?? container.topAnchor) + 8)
                previous = label
            }
            LayoutConstraint.activate(made)
            root.layoutIfNeeded()
        }
    }

    @Test("An intrinsic size change moves that label and those below it, and calls only their layoutSubviews")
    func intrinsicChangeIsReflectedLocally() throws {
        let column = try Column(count: 6)
        for label in column.labels { label.calls = 0 }
        column.container.calls = 0
        column.labels[5].fixedIntrinsicContentSize = Size(width: 100, height: 50)
        column.root.layoutIfNeeded()
        #expect(column.labels[5].frame == Rect(x: 10, y: 8 + 5 * 28, width: 100, height: 50))
        #expect(column.labels[5].calls == 1)
        #expect(column.container.calls == 1)  // its subview moved
        #expect(column.labels[0..<5].allSatisfy { $0.calls == 0 })
        // Nothing changed: no pass does anything.
        column.root.layoutIfNeeded()
        #expect(column.labels[5].calls == 1 && column.container.calls == 1)
        // A label in the middle: it and the labels below move.
        column.labels[2].fixedIntrinsicContentSize = Size(width: 120, height: 30)
        column.root.layoutIfNeeded()
        #expect(column.labels[2].frame == Rect(x: 10, y: 8 + 2 * 28, width: 120, height: 30))
        #expect(column.labels[3].frame.minY == 8 + 2 * 28 + 30 + 8)
        #expect(column.labels[0].calls == 0 && column.labels[1].calls == 0)
        #expect(column.labels[2].calls == 1 && column.labels[3].calls == 1)
    }

    @Test("A subclass's intrinsic size is read again only after invalidateIntrinsicContentSize()")
    func intrinsicSizeNeedsInvalidation() throws {
        final class Measured: View {
            var size = Size(width: 40, height: 10)
            override var intrinsicContentSize: Size { size }
        }
        let root = View("root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let label = Measured("label")
        root.addSubview(label)
        LayoutConstraint.activate([label.leftAnchor == root.leftAnchor, label.topAnchor == root.topAnchor])
        root.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 40, height: 10))
        label.size = Size(width: 60, height: 12)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 40, height: 10))  // UIKit's contract: not invalidated
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 60, height: 12))
    }

    @Test("setNeedsLayout() calls that view's layoutSubviews, and only its")
    func setNeedsLayoutCallsLayoutSubviews() throws {
        let column = try Column(count: 3)
        for label in column.labels { label.calls = 0 }
        column.labels[1].setNeedsLayout()
        column.root.layoutIfNeeded()
        #expect(column.labels.map(\.calls) == [0, 1, 0])
    }

    /// One random step applied to a column: the same step on twin columns.
    static func step(_ column: Column, _ op: Int, _ i: Int, _ value: Double) {
        let label = column.labels[i]
        switch op {
        case 0: label.fixedIntrinsicContentSize = Size(width: value, height: value / 2)
        case 1: column.lefts[i].constant = value / 4
        case 2: label.setContentHuggingPriority(Priority(value < 50 ? 200 : 300), for: .horizontal)
        case 3: label.fixedIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: value)
        default: label.setNeedsLayout()
        }
    }

    @Test("Incremental passes give the frames of passes that visit every view", arguments: 0..<60)
    func incrementalMatchesFullPasses(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &+ 0x1AC0)
        let count = Int.random(in: 2...12, using: &random)
        let incremental = try Column(count: count), full = try Column(count: count)
        full.root.layoutEngine.alwaysFullPass = true
        for step in 0..<30 {
            let op = Int.random(in: 0..<5, using: &random)
            let i = Int.random(in: 0..<count, using: &random)
            let value = Double(Int.random(in: 1...100, using: &random))
            Self.step(incremental, op, i, value)
            Self.step(full, op, i, value)
            if Bool.random(using: &random) {
                incremental.root.layoutIfNeeded()
                full.root.layoutIfNeeded()
                #expect(
                    incremental.labels.map(\.frame) == full.labels.map(\.frame), "seed \(seed) step \(step)")
            }
        }
        incremental.root.layoutIfNeeded()
        full.root.layoutIfNeeded()
        #expect(incremental.labels.map(\.frame) == full.labels.map(\.frame), "seed \(seed)")
    }

    @Test(
        "Hiding, showing and resizing arranged subviews remakes the segments a rebuild would make",
        arguments: 0..<40)
    func stackSegmentsMatchRebuilds(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &+ 0x5AC)
        let count = Int.random(in: 1...7, using: &random)
        let distribution = StackView.Distribution.allCases.randomElement(using: &random) ?? .fill
        let alignment = StackView.Alignment.allCases.randomElement(using: &random) ?? .fill
        let axis: LayoutAxis = Bool.random(using: &random) ? .vertical : .horizontal
        let length = Bool.random(using: &random) ? Double(Int.random(in: 100...400, using: &random)) : nil
        let sizes = (0..<count).map { _ in
            Size(
                width: Double(Int.random(in: 5...60, using: &random)),
                height: Double(Int.random(in: 5...40, using: &random)))
        }
        let hidden = (0..<count).map { _ in Int.random(in: 0..<4, using: &random) == 0 }
        func make() -> (View, StackView, [View]) {
            let root = View("root", frame: Rect(x: 0, y: 0, width: 500, height: 500))
            let stack = StackView("stack")
            stack.axis = axis
            stack.distribution = distribution
            stack.alignment = alignment
            stack.spacing = 6
            root.addSubview(stack)
            let items = (0..<count).map { View("item\($0)") }
            for (i, item) in items.enumerated() {
                item.fixedIntrinsicContentSize = sizes[i]
                item.isHidden = hidden[i]
                stack.addArrangedSubview(item)
            }
            var constraints = [stack.leftAnchor == root.leftAnchor, stack.topAnchor == root.topAnchor]
            if let length {
                constraints.append((axis == .horizontal ? stack.widthAnchor : stack.heightAnchor) == length)
            }
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            return (root, stack, items)
        }
        func signature(_ stack: StackView) -> [String] {
            stack.arrangementConstraints.map { "\($0) @\($0.priority.rawValue)" }.sorted()
        }
        // A changes locally; B is rebuilt whole before every pass.
        let (rootA, stackA, itemsA) = make()
        let (rootB, stackB, itemsB) = make()
        for step in 0..<12 {
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let i = Int.random(in: 0..<count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0, 1:
                    itemsA[i].isHidden.toggle()
                    itemsB[i].isHidden.toggle()
                default:
                    let s = Size(
                        width: Double(Int.random(in: 5...60, using: &random)),
                        height: Double(Int.random(in: 5...40, using: &random)))
                    itemsA[i].fixedIntrinsicContentSize = s
                    itemsB[i].fixedIntrinsicContentSize = s
                }
            }
            stackB.setNeedsArrangement()
            rootA.layoutIfNeeded()
            rootB.layoutIfNeeded()
            let where_ = "seed \(seed) step \(step) \(distribution) \(alignment) \(axis)"
            #expect(signature(stackA) == signature(stackB), "\(where_)")
            #expect(itemsA.map(\.frame) == itemsB.map(\.frame), "\(where_)")
            #expect(stackA.frame == stackB.frame, "\(where_)")
        }
    }

    @Test(
        "Chaining through hidden views places every view where skipping them does",
        arguments: 0..<40)
    func chainThroughMatchesSkipping(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &+ 0xC4A1)
        let count = Int.random(in: 1...7, using: &random)
        let fills: [StackView.Distribution] = [.fill, .fillEqually, .fillProportionally]
        let distribution = fills.randomElement(using: &random) ?? .fill
        let alignment = StackView.Alignment.allCases.randomElement(using: &random) ?? .fill
        let axis: LayoutAxis = Bool.random(using: &random) ? .vertical : .horizontal
        let margins = Bool.random(using: &random)
        let length = Bool.random(using: &random) ? Double(Int.random(in: 100...400, using: &random)) : nil
        let sizes = (0..<count).map { _ in
            Size(
                width: Double(Int.random(in: 5...60, using: &random)),
                height: Double(Int.random(in: 5...40, using: &random)))
        }
        let custom = (0..<count).map { _ in
            Int.random(in: 0..<3, using: &random) == 0 ? 3.0 * Double(Int.random(in: 0...6, using: &random)) : nil
        }
        func make(skipping: Bool) -> (View, StackView, [View]) {
            let root = View("root", frame: Rect(x: 0, y: 0, width: 500, height: 500))
            let stack = StackView("stack")
            stack.axis = axis
            stack.distribution = distribution
            stack.alignment = alignment
            stack.spacing = 8
            stack.isLayoutMarginsRelativeArrangement = margins
            stack.hidingConflicts = skipping
            root.addSubview(stack)
            let items = (0..<count).map { View("item\($0)") }
            for (i, item) in items.enumerated() {
                item.fixedIntrinsicContentSize = sizes[i]
                stack.addArrangedSubview(item)
                if let c = custom[i] { stack.setCustomSpacing(c, after: item) }
            }
            var constraints = [stack.leftAnchor == root.leftAnchor, stack.topAnchor == root.topAnchor]
            if let length {
                constraints.append((axis == .horizontal ? stack.widthAnchor : stack.heightAnchor) == length)
            }
            LayoutConstraint.activate(constraints)
            return (root, stack, items)
        }
        let (rootA, stackA, itemsA) = make(skipping: false)
        let (rootB, stackB, itemsB) = make(skipping: true)
        for step in 0..<10 {
            let hidden = (0..<count).map { _ in Int.random(in: 0..<3, using: &random) == 0 }
            for i in 0..<count {
                itemsA[i].isHidden = hidden[i]
                itemsB[i].isHidden = hidden[i]
            }
            // B skips its hidden views: made again whole, the flag set (a rebuild with nothing
            // hidden clears it).
            stackB.hidingConflicts = true
            stackB.setNeedsArrangement()
            rootA.layoutIfNeeded()
            rootB.layoutIfNeeded()
            let where_ = "seed \(seed) step \(step) \(distribution) \(alignment) \(axis) hidden \(hidden)"
            #expect(stackA.chainsThroughHiddenViews, "\(where_)")
            // The same equations in another order: equal up to rounding.
            for (a, b) in zip(itemsA + [stackA], itemsB + [stackB]) {
                let pairs = [
                    (a.frame.minX, b.frame.minX), (a.frame.minY, b.frame.minY), (a.frame.width, b.frame.width),
                    (a.frame.height, b.frame.height),
                ]
                #expect(pairs.allSatisfy { Swift.abs($0 - $1) <= 1e-9 }, "\(where_) \(a.name): \(a.frame) \(b.frame)")
            }
            // And the same ambiguity (a stack without a length may leave some).
            #expect(
                rootA.layoutEngine.diagnostics().map(\.description)
                    == rootB.layoutEngine.diagnostics().map(\.description), "\(where_)")
        }
    }
}
