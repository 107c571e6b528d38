/// Keeping a stack view's arrangement constraints in step with the stack (see ``StackView``).
extension LayoutEngine {
    /// Makes the stack's arrangement constraints what ``StackView/wantedArrangement()`` wants,
    /// changing as little as possible: a wanted constraint that matches an active one (same
    /// items, attributes, relation, multiplier and identifier) keeps it, with its constant and
    /// optional priority changed in place; the rest are deactivated or activated. Does nothing
    /// when neither the stack nor the intrinsic lengths it reads changed since the last time.
    /// - Complexity: O(arranged subviews) to decide, plus the solver's work for what changed.
    func updateArrangement(of stack: StackView) {
        let lengths = stack.arrangedSubviews.map { stack.intrinsicLength(of: $0) }
        guard stack.needsArrangement || lengths != stack.arrangedIntrinsicLengths else { return }
        stack.needsArrangement = false
        stack.arrangedIntrinsicLengths = lengths
        let wanted = stack.wantedArrangement()

        // The active ones by key; a key can repeat, so each holds a queue in the order made.
        var existing: [StackView.Wanted.Key: [LayoutConstraint]] = [:]
        for (key, c) in stack.arrangement where c.isActive && c.engine === self {
            existing[key, default: []].append(c)
        }
        var kept: [(StackView.Wanted, LayoutConstraint)?] = []
        kept.reserveCapacity(wanted.count)
        for w in wanted {
            let key = w.key
            if var queue = existing[key], !queue.isEmpty {
                let c = queue.removeFirst()
                existing[key] = queue
                // Between required and optional a priority cannot change in place.
                if c.storedPriority.isRequired == w.priority.isRequired {
                    kept.append((w, c))
                    continue
                }
                existing[key, default: []].append(c)
            }
            kept.append(nil)
        }
        // Out first, so that no constant change or new constraint meets the old arrangement.
        let leftover = Set(existing.values.joined().map(ObjectIdentifier.init))
        for (_, c) in stack.arrangement where leftover.contains(ObjectIdentifier(c)) { remove(c) }
        var next: [(StackView.Wanted.Key, LayoutConstraint)] = []
        next.reserveCapacity(wanted.count)
        for (w, pair) in zip(wanted, kept) {
            if let (_, c) = pair {
                if c.storedPriority != w.priority {
                    c.storedPriority = w.priority
                    priorityChanged(c)
                }
                if c.storedConstant != w.constant {
                    c.storedConstant = w.constant
                    if !c.isBroken { constantChanged(c) }
                }
                next.append((w.key, c))
            } else {
                let c = LayoutConstraint(
                    unchecked: w.first, w.firstAttribute, w.relation, w.second, w.secondAttribute,
                    multiplier: w.multiplier, constant: w.constant,
                    origin: w.weight.map { .arrangementOrder(weight: $0) } ?? .user)
                c.identifier = w.identifier
                c.storedPriority = w.priority
                enqueue(c)
                next.append((w.key, c))
            }
        }
        stack.arrangement = next
    }
}
