import Testing

@testable import VisualFormat

/// Splits a test string with a position marker into the format and the caret position:
/// `"[a] [b]\n   ^"` is the format `[a] [b]` with the caret at index 3. Without a second line the
/// position is `nil`.
func marked(_ text: String) -> (format: String, position: Int?) {
    let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    guard lines.count == 2, let caret = lines[1].firstIndex(of: "^") else { return (text, nil) }
    return (String(lines[0]), lines[1].distance(from: lines[1].startIndex, to: caret))
}

/// Parses and renders each constraint in the contract's linear form.
func lines(
    _ format: String, options: VisualFormat.FormatOptions = [], metrics: [String: Double] = [:],
    views: Set<String>, configuration: VisualFormat.Configuration = .init()
) throws(VisualFormatError) -> [String] {
    try VisualFormat.parse(format, options: options, metrics: metrics, views: views, configuration: configuration)
        .map(\.description)
}

/// The error parsing `format` throws, or `nil` (recorded as a test failure) when it parses.
func parseError(
    _ format: String, options: VisualFormat.FormatOptions = [], metrics: [String: Double] = [:],
    views: Set<String>, sourceLocation: SourceLocation = #_sourceLocation
) -> VisualFormatError? {
    do {
        let result = try VisualFormat.parse(format, options: options, metrics: metrics, views: views)
        Issue.record("expected an error, got \(result.map(\.description))", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// Expects parsing the marked format to fail with `message` at the marked position.
func expectError(
    _ markedFormat: String, _ message: String, options: VisualFormat.FormatOptions = [],
    metrics: [String: Double] = [:], views: Set<String>, sourceLocation: SourceLocation = #_sourceLocation
) {
    let (format, position) = marked(markedFormat)
    guard
        let error = parseError(format, options: options, metrics: metrics, views: views, sourceLocation: sourceLocation)
    else { return }
    #expect(error.message == message, sourceLocation: sourceLocation)
    #expect(error.position == position, "caret", sourceLocation: sourceLocation)
    #expect(error.format == format, sourceLocation: sourceLocation)
}

@Test func markerHelperReadsTheCaretColumn() {
    #expect(marked("[a] [b]\n   ^") == ("[a] [b]", 3))
    #expect(marked("[a]\n^") == ("[a]", 0))
    #expect(marked("") == ("", nil))
}
