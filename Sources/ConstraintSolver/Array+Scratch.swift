extension Array {
    /// Makes the array at least `n` long, appending `filler`; never shrinks it. Scratch
    /// buffers grow this way and say separately how much of them is in use, because emptying an
    /// array takes Swift's slow generic `replaceSubrange` path.
    @inline(__always)
    mutating func grow(to n: Int, with filler: Element) {
        if count < n { append(contentsOf: repeatElement(filler, count: n - count)) }
    }

    /// Empties the array, keeping its storage; does nothing when it is empty already. The
    /// standard library's `removeAll(keepingCapacity:)` takes its slow generic path either way,
    /// and many of the solver's per-call scratch lists are empty when a call starts.
    @inline(__always)
    mutating func clear() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
