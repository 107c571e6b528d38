import Foundation

/// A reader for the plain, well-formed UTF-8 XML Interface Builder writes: elements,
/// attributes (with the five named entities and character references), comments, processing
/// instructions, CDATA sections and text, which it skips. It answers nil for anything else
/// (a document type declaration, another encoding, an unknown entity, any malformation,
/// nesting past ``XMLTreeReader/maximumDepth``), and ``XMLTreeReader`` then reads the document
/// with Foundation's parser, which builds the same tree or finds the error and says where.
///
/// It exists for speed: Foundation's parser hands every attribute over through bridged
/// strings, which costs about as much as reading the rest of a large storyboard.
/// Elements are located as Foundation's parser locates them: at the line and column where the
/// start tag's `>` (or `/>`) begins.
enum XMLFastReader {
    /// The document element of `data`, or nil when the fast path does not apply.
    /// - Complexity: linear in the size of `data`.
    static func read(_ data: Data) -> XMLNode? {
        data.withUnsafeBytes { raw in
            var parser = Parser(bytes: raw.bindMemory(to: UInt8.self))
            return parser.document()
        }
    }

    /// The parser's state: the bytes and where it is in them.
    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0
        var line = 1
        /// The index of the first byte of the current line.
        var lineStart = 0
        /// The last column computed (its index and value), so that columns on one long line
        /// cost that line once.
        var lastColumn = (index: 0, column: 1)
        var stack: [XMLNode] = []

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// The byte at `i + offset`, or 0 past the end.
        func peek(_ offset: Int = 0) -> UInt8 {
            let k = i + offset
            return k < bytes.count ? bytes[k] : 0
        }

        /// Moves one byte on, counting lines.
        mutating func advance() {
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }

        /// The 1-based column of `i`, in characters.
        mutating func column() -> Int {
            var (k, n) = lastColumn.index >= lineStart ? lastColumn : (lineStart, 1)
            while k < i {
                if bytes[k] & 0xC0 != 0x80 { n += 1 }
                k += 1
            }
            lastColumn = (i, n)
            return n
        }

        /// Whether the bytes at `i` are `text` (ASCII).
        func at(_ text: StaticString) -> Bool {
            let n = text.utf8CodeUnitCount
            guard i + n <= bytes.count else { return false }
            let p = text.utf8Start
            for k in 0..<n where bytes[i + k] != p[k] { return false }
            return true
        }

        /// Skips to just past `end`; false when the input ends first.
        mutating func skip(past end: StaticString) -> Bool {
            while i < bytes.count {
                if at(end) {
                    for _ in 0..<end.utf8CodeUnitCount { advance() }
                    return true
                }
                advance()
            }
            return false
        }

        static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

        static func isNameByte(_ b: UInt8, first: Bool) -> Bool {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
                UInt8(ascii: ":"):
                return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): return !first
            default: return false
            }
        }

        mutating func skipSpace() { while i < bytes.count && Parser.isSpace(bytes[i]) { advance() } }

        /// An ASCII name at `i`, or nil.
        mutating func name() -> String? {
            let start = i
            guard i < bytes.count, Parser.isNameByte(bytes[i], first: true) else { return nil }
            i += 1
            while i < bytes.count && Parser.isNameByte(bytes[i], first: false) { i += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        }

        /// The whole document: the declaration, comments and processing instructions around
        /// one root element.
        mutating func document() -> XMLNode? {
            if at("\u{FEFF}") { i += 3 }
            if at("<?xml") {
                let start = i
                guard skip(past: "?>") else { return nil }
                // Only UTF-8 (or no encoding named) is read here.
                let declaration = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                    .lowercased()
                if declaration.contains("encoding") && !declaration.contains("utf-8") { return nil }
            }
            var root: XMLNode?
            while true {
                skipSpace()
                guard i < bytes.count else { break }
                guard bytes[i] == UInt8(ascii: "<") else { return nil }
                if at("<!--") {
                    guard skip(past: "-->") else { return nil }
                } else if at("<?") {
                    guard skip(past: "?>") else { return nil }
                } else if root == nil, peek(1) != UInt8(ascii: "!"), peek(1) != UInt8(ascii: "/") {
                    guard let r = element() else { return nil }
                    root = r
                } else {
                    return nil
                }
            }
            return root
        }

        /// The element at `i` (at its `<`) and everything inside it, iteratively.
        mutating func element() -> XMLNode? {
            var root: XMLNode?
            repeat {
                // At a `<` inside an element, or the root's.
                if at("<!--") {
                    guard skip(past: "-->") else { return nil }
                } else if at("<![CDATA[") {
                    guard skip(past: "]]>") else { return nil }
                } else if at("<?") {
                    guard skip(past: "?>") else { return nil }
                } else if peek(1) == UInt8(ascii: "!") {
                    return nil
                } else if peek(1) == UInt8(ascii: "/") {
                    i += 2
                    guard let n = name(), let open = stack.last, open.name == n else { return nil }
                    skipSpace()
                    guard peek() == UInt8(ascii: ">") else { return nil }
                    i += 1
                    stack.removeLast()
                } else {
                    i += 1
                    guard let node = startTag() else { return nil }
                    if let parent = stack.last { parent.children.append(node) } else { root = node }
                    if peek() == UInt8(ascii: "/") {
                        i += 2
                    } else {
                        i += 1
                        stack.append(node)
                        guard stack.count <= XMLTreeReader.maximumDepth else { return nil }
                    }
                }
                guard !stack.isEmpty else { break }
                // Text up to the next tag: skipped (no layout input is text), but checked.
                while i < bytes.count && bytes[i] != UInt8(ascii: "<") {
                    if bytes[i] == UInt8(ascii: "&") {
                        var decoded: [UInt8] = []
                        guard entity(decoded: &decoded) else { return nil }
                    } else {
                        advance()
                    }
                }
                guard i < bytes.count else { return nil }
            } while true
            return root
        }

        /// A start tag's name and attributes, from just past its `<`; leaves `i` at its `>` or
        /// `/>`.
        mutating func startTag() -> XMLNode? {
            guard let elementName = name() else { return nil }
            var pairs: [(name: String, value: String)] = []
            while true {
                let hadSpace = i < bytes.count && Parser.isSpace(bytes[i])
                skipSpace()
                guard i < bytes.count else { return nil }
                if bytes[i] == UInt8(ascii: ">") || (bytes[i] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: ">")) {
                    break
                }
                guard hadSpace, let key = name() else { return nil }
                skipSpace()
                guard peek() == UInt8(ascii: "=") else { return nil }
                i += 1
                skipSpace()
                // A repeated name is malformed; past 64 attributes (never in IB's documents) the
                // check would cost too much, and Foundation's parser takes the document.
                guard let value = attributeValue(), pairs.count < 64, !pairs.contains(where: { $0.name == key }) else {
                    return nil
                }
                pairs.append((key, value))
            }
            return XMLNode(name: elementName, pairs: pairs, line: line, column: column())
        }

        /// A quoted attribute value with its references replaced and its white space
        /// normalized, as XML says; nil when malformed.
        mutating func attributeValue() -> String? {
            let quote = peek()
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
            i += 1
            let start = i
            var plain = true
            while i < bytes.count && bytes[i] != quote {
                let b = bytes[i]
                if b == UInt8(ascii: "<") || b == 0x0D { return nil }
                if b == UInt8(ascii: "&") || b == 0x0A || b == 0x09 || b >= 0x80 { plain = false }
                advance()
            }
            guard i < bytes.count else { return nil }
            let end = i
            i += 1
            if plain { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
            // The slow way: references, white space, and a check that the bytes are UTF-8.
            var out: [UInt8] = []
            out.reserveCapacity(end - start)
            var k = start
            while k < end {
                let b = bytes[k]
                if b == UInt8(ascii: "&") {
                    let resume = i
                    i = k
                    var decoded: [UInt8] = []
                    let ok = entity(decoded: &decoded)
                    k = i
                    i = resume
                    guard ok, k <= end else { return nil }
                    out += decoded
                } else {
                    out.append(b == 0x0A || b == 0x09 ? 0x20 : b)
                    k += 1
                }
            }
            return String(validating: out, as: UTF8.self)
        }

        /// The reference at `i` (at its `&`): one of the five named entities or a character
        /// reference, as UTF-8 in `decoded`; false when it is anything else.
        mutating func entity(decoded: inout [UInt8]) -> Bool {
            i += 1
            let start = i
            while i < bytes.count && bytes[i] != UInt8(ascii: ";") {
                guard i - start < 12 else { return false }
                i += 1
            }
            guard i < bytes.count else { return false }
            let body = Array(bytes[start..<i])
            i += 1
            switch body {
            case Array("lt".utf8): decoded = [UInt8(ascii: "<")]
            case Array("gt".utf8): decoded = [UInt8(ascii: ">")]
            case Array("amp".utf8): decoded = [UInt8(ascii: "&")]
            case Array("quot".utf8): decoded = [UInt8(ascii: "\"")]
            case Array("apos".utf8): decoded = [UInt8(ascii: "'")]
            default:
                guard body.first == UInt8(ascii: "#"), body.count > 1 else { return false }
                let hex = body[1] == UInt8(ascii: "x")
                let digits = String(decoding: body.dropFirst(hex ? 2 : 1), as: UTF8.self)
                guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit), let code = UInt32(digits, radix: hex ? 16 : 10),
                    let scalar = Unicode.Scalar(code), code == 0x9 || code == 0xA || code == 0xD || code >= 0x20,
                    code != 0xFFFE, code != 0xFFFF
                else { return false }
                decoded = Array(String(Character(scalar)).utf8)
            }
            return true
        }
    }
}
