/// The characters the visual format grammar uses, as UTF-8 code units, and its character classes.
/// The parser works on bytes: a format is rejected unless it is ASCII, so a byte index is also a
/// character index.
enum ASCII {
    static let bar = UInt8(ascii: "|")
    static let dash = UInt8(ascii: "-")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let at = UInt8(ascii: "@")
    static let dot = UInt8(ascii: ".")
    static let plus = UInt8(ascii: "+")
    static let equals = UInt8(ascii: "=")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let upperH = UInt8(ascii: "H")
    static let upperV = UInt8(ascii: "V")
    static let lowerE = UInt8(ascii: "e")
    static let upperE = UInt8(ascii: "E")
    static let underscore = UInt8(ascii: "_")

    /// Whether `byte` is a 7-bit ASCII code unit.
    static func isASCII(_ byte: UInt8) -> Bool { byte < 0x80 }

    /// `0`–`9`.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// `A`–`Z`, `a`–`z`.
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// The first character of a C identifier: a letter or `_`.
    static func isIdentifierStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == underscore }

    /// A later character of a C identifier: a letter, a digit or `_`.
    static func isIdentifierContinuation(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
