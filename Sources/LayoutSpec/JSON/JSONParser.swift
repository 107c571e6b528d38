import InternalUtilities

/// A small JSON parser (RFC 8259) that records positions and never recurses deeper than
/// ``maximumDepth``: Foundation's `JSONSerialization` reports neither lines nor columns.
///
/// Rejects what the RFC rejects (comments, trailing commas, leading zeros, control characters
/// in strings, lone surrogates), duplicate keys, numbers outside `Double`'s range, and nesting
/// deeper than ``maximumDepth``, each with the position of the problem.
/// - Complexity: O(size of the input).
struct JSONParser {
    static let maximumDepth = InputLimits.maximumJSONDepth

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    var depth = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    /// A parse failure: a message at a position.
    struct Failure: Error {
        var message: String
        var position: SourcePosition
    }

    var position: SourcePosition { SourcePosition(line: line, column: column, offset: index) }

    /// Parses the whole input as one value.
    static func parse(_ text: String) throws(Failure) -> LocatedJSON {
        var parser = JSONParser(text)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw Failure(message: "unexpected text after the JSON value", position: parser.position)
        }
        return value
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() {
        let b = bytes[index]
        index += 1
        if b == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
    }

    mutating func skipWhitespace() {
        while let b = current, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { advance() }
    }

    func fail(_ message: String) -> Failure { Failure(message: message, position: position) }

    func describeCurrent() -> String {
        guard let b = current else { return "the end of the input" }
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16))"
    }

    mutating func parseValue() throws(Failure) -> LocatedJSON {
        let start = position
        guard let b = current else { throw fail("expected a JSON value before the end of the input") }
        switch b {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""):
            let (text, columns) = try parseString()
            return LocatedJSON(value: .string(text), position: start, stringColumns: columns)
        case UInt8(ascii: "t"):
            try literal("true")
            return LocatedJSON(value: .bool(true), position: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return LocatedJSON(value: .bool(false), position: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return LocatedJSON(value: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return LocatedJSON(value: .number(try parseNumber()), position: start)
        default:
            throw fail("expected a JSON value, found \(describeCurrent())")
        }
    }

    mutating func literal(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard current == expected else { throw fail("invalid literal: expected '\(word)'") }
            advance()
        }
    }

    mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= JSONParser.maximumDepth else {
            throw fail("nesting deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    mutating func parseObject() throws(Failure) -> LocatedJSON {
        let start = position
        try enter()
        advance()
        var members: [(key: LocatedString, value: LocatedJSON)] = []
        var keys: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return LocatedJSON(value: .object(members), position: start)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw fail("expected a string key, found \(describeCurrent())") }
            let keyPosition = position
            let (key, _) = try parseString()
            guard keys.insert(key).inserted else {
                throw Failure(message: "duplicate key '\(key)'", position: keyPosition)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key, found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue()
            members.append((LocatedString(text: key, position: keyPosition), value))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            guard current == UInt8(ascii: "}") else { throw fail("expected ',' or '}', found \(describeCurrent())") }
            advance()
            depth -= 1
            return LocatedJSON(value: .object(members), position: start)
        }
    }

    mutating func parseArray() throws(Failure) -> LocatedJSON {
        let start = position
        try enter()
        advance()
        var items: [LocatedJSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return LocatedJSON(value: .array(items), position: start)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            guard current == UInt8(ascii: "]") else { throw fail("expected ',' or ']', found \(describeCurrent())") }
            advance()
            depth -= 1
            return LocatedJSON(value: .array(items), position: start)
        }
    }

    /// A string and, when it holds escapes, the source column of each decoded character.
    mutating func parseString() throws(Failure) -> (String, [Int]?) {
        advance()
        var scalars = String.UnicodeScalarView()
        var columns: [Int] = []
        var escaped = false
        var chunkStart = index
        func flush(_ parser: JSONParser, upTo end: Int, into scalars: inout String.UnicodeScalarView) {
            if end > chunkStart {
                scalars.append(
                    contentsOf: String(decoding: parser.bytes[chunkStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard let b = current else { throw fail("unterminated string") }
            if b == UInt8(ascii: "\"") {
                flush(self, upTo: index, into: &scalars)
                advance()
                return (String(scalars), escaped ? columns : nil)
            }
            if b < 0x20 { throw fail("control character in a string (escape it)") }
            if b == UInt8(ascii: "\\") {
                flush(self, upTo: index, into: &scalars)
                if !escaped {
                    // Columns of the characters so far: one each, from the opening quote.
                    escaped = true
                    var c = column - scalars.count
                    columns = []
                    for _ in scalars {
                        columns.append(c)
                        c += 1
                    }
                }
                let escapeColumn = column
                let scalar = try parseEscape()
                scalars.append(scalar)
                columns.append(escapeColumn)
                chunkStart = index
                continue
            }
            if escaped { columns.append(column) }
            advance()
            // Continuation bytes of this scalar.
            while let c = current, c & 0xC0 == 0x80 { advance() }
        }
    }

    /// The character an escape stands for; the cursor is on its backslash. A `\u` escape of a
    /// high surrogate must be followed by one of a low surrogate: they make one character.
    mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
        let escapeColumn = column
        advance()
        guard let e = current else { throw fail("unterminated string") }
        advance()
        switch e {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            var code = try hex4()
            if code >= 0xD800 && code < 0xDC00 {
                guard current == UInt8(ascii: "\\") else { throw fail("lone surrogate in \\u escape") }
                advance()
                guard current == UInt8(ascii: "u") else { throw fail("lone surrogate in \\u escape") }
                advance()
                let low = try hex4()
                guard low >= 0xDC00 && low < 0xE000 else { throw fail("lone surrogate in \\u escape") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let s = Unicode.Scalar(code) else { throw fail("lone surrogate in \\u escape") }
            return s
        default:
            throw Failure(
                message: "invalid escape in a string",
                position: SourcePosition(line: line, column: escapeColumn, offset: index - 2))
        }
    }

    /// Four hexadecimal digits (after `\u`).
    mutating func hex4() throws(Failure) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let b = current else { throw fail("expected four hexadecimal digits after \\u") }
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw fail("expected four hexadecimal digits after \\u")
            }
            v = v * 16 + d
            advance()
        }
        return v
    }

    /// A JSON number: ``DecimalScan``'s shape, held to JSON's stricter grammar (no `.5`, `1.`,
    /// leading zeros or exponent without digits), each fault reported where it is.
    mutating func parseNumber() throws(Failure) -> Double {
        let start = index, startPosition = position
        let scan = DecimalScan(from: index, allowingMinus: true) { [bytes] in $0 < bytes.count ? bytes[$0] : nil }
        func failure(_ message: String, at offset: Int) -> Failure {
            // A number is ASCII on one line: the column moves one a byte.
            Failure(
                message: message, position: SourcePosition(line: line, column: column + offset - start, offset: offset))
        }
        guard scan.integerDigits > 0 else { throw failure("expected a digit", at: scan.integerStart) }
        if scan.hasLeadingZero {
            throw failure("leading zeros are not allowed in JSON numbers", at: scan.integerStart + 1)
        }
        if scan.hasPoint && scan.fractionDigits == 0 {
            throw failure("expected a digit after '.'", at: scan.integerStart + scan.integerDigits + 1)
        }
        if let exponent = scan.exponentDigitsStart, scan.exponentDigits == 0 {
            throw failure("expected a digit in the exponent", at: exponent)
        }
        while index < scan.end { advance() }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure(message: "number \(text) is out of range", position: startPosition)
        }
        return value
    }
}
