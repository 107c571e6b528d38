/// One element of an XML document as read: its name, attributes, children and where it starts.
///
/// The reader keeps the whole tree (Interface Builder documents are at most a few megabytes)
/// so that the model can look ahead (a view's `<rect key="frame">` child, a constraint's
/// `<variation>`) and every warning can name the line of the element it is about.
public final class XMLNode {
    /// The element's name (`view`, `constraint`, `rect`).
    public let name: String
    /// The attributes as name–value pairs, in document order (Foundation's parser: by name).
    /// An element has a handful, so a look-up scans them: cheaper than hashing the name.
    public let pairs: [(name: String, value: String)]
    /// The attributes by name.
    public var attributes: [String: String] {
        Dictionary(pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
    /// The child elements in document order (text content is not kept: no layout input is text).
    public internal(set) var children: [XMLNode] = []
    /// The 1-based line of the element's start tag.
    public let line: Int
    /// The 1-based column of the element's start tag, as the parser reports it.
    public let column: Int

    /// An element read at `line`:`column`, its attributes given by name (in name order here).
    public convenience init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.init(
            name: name, pairs: attributes.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) },
            line: line, column: column)
    }

    /// An element read at `line`:`column` with its attributes in order (names unique).
    public init(name: String, pairs: [(name: String, value: String)], line: Int, column: Int) {
        self.name = name
        self.pairs = pairs
        self.line = line
        self.column = column
    }

    /// The attribute `key`, or nil.
    public subscript(key: String) -> String? {
        for p in pairs where p.name == key { return p.value }
        return nil
    }

    /// The first child named `name` whose `key` attribute is `key` (any key when nil).
    public func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children named `name`, in document order.
    public func children(named name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// Whether the attribute `key` is `YES`.
    public func flag(_ key: String) -> Bool { self[key] == "YES" }

    /// The attribute `key` as a finite number, or nil when absent or not a number.
    public func number(_ key: String) -> Double? {
        guard let text = self[key], let x = Double(text), x.isFinite else { return nil }
        return x
    }
}
