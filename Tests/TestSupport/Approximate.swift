import Testing

/// The tolerance of solved values against hand-computed ones: relative above 1, absolute below.
package let solvedValueTolerance = 1e-7

/// Whether `actual` is within ``solvedValueTolerance`` of `expected` (relative to its size when
/// that is above 1).
package func isClose(_ actual: Double, _ expected: Double, tolerance: Double = solvedValueTolerance) -> Bool {
    Swift.abs(actual - expected) <= tolerance * max(1, Swift.abs(expected))
}

/// Expects `actual` to be close to `expected` (see ``isClose(_:_:tolerance:)``).
package func expectClose(
    _ actual: Double, _ expected: Double, _ comment: Comment? = nil, tolerance: Double = solvedValueTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        isClose(actual, expected, tolerance: tolerance), comment ?? "\(actual) is not \(expected)",
        sourceLocation: sourceLocation)
}
