/// A place in the source: 1-based line and column (columns count Unicode scalars), and the
/// byte offset, used to quote the line.
struct SourcePosition: Equatable {
    var line: Int
    var column: Int
    var offset: Int
}
