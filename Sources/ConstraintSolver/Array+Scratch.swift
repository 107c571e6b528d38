extension Array {
    /// Makes the array at least `n` long, appending `filler`; never shrinks it. Scratch
    /// buffers grow this way and say separately how much of them is in use, because emptying an
    /// array takes Swift's slow generic `replaceSubrange` path.
    @inline(__always)
    mutating func grow(to n: Int, with filler: Element) {
        if count < n { append(contentsOf: repeatElement(filler, count: n - count)) }
    }
}
