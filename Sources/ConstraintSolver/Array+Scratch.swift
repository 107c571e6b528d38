extension Array {
    /// Makes the array at least `n` long, appending `filler`; never shrinks it. Scratch
    /// buffers grow this way and say separately how much of them is in use, because emptying an
    /// array takes Swift's slow generic `replaceSubrange` path.
    @inline(__always)
    mutating func grow(to n: Int, with filler: Element) {
        if count < n { append(contentsOf: repeatElement(filler, count: n - count)) }
    }

    /// Makes `i` a valid index, appending `filler` up to it; never shrinks the array. For
    /// tables indexed by rows, symbols or variables, which grow with them one index at a time:
    /// that case is a plain `append`, where ``grow(to:with:)``'s `append(contentsOf:)` takes a
    /// generic path (~90 instructions) even for one element.
    @inline(__always)
    mutating func extend(toIndex i: Int, with filler: Element) {
        if i == count {
            append(filler)
        } else if i > count {
            append(contentsOf: repeatElement(filler, count: i + 1 - count))
        }
    }

    /// Empties the array, keeping its storage; does nothing when it is empty already. The
    /// standard library's `removeAll(keepingCapacity:)` takes its slow generic path either way
    /// (~90 instructions), and many of the solver's per-call scratch lists are empty or short
    /// when a call starts: up to 8 elements come off one `removeLast()` at a time (enaml build
    /// −1.7% instructions; a limit of 32 gave back half of that).
    /// - Complexity: O(1) when empty; O(count) up to 8; the generic path past that.
    @inline(__always)
    mutating func clear() {
        let n = count
        if n == 0 { return }
        if n <= 8 {
            // A few elements come off one at a time faster than the generic path takes them.
            for _ in 0..<n { removeLast() }
        } else {
            removeAll(keepingCapacity: true)
        }
    }
}
