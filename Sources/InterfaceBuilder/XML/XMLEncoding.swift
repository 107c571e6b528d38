import Foundation

/// Documents in UTF-16, which Xcode can write, turned into the UTF-8 both readers take.
///
/// UTF-16 is recognised as XML says (its appendix F): by a byte-order mark (`FF FE` little-endian,
/// `FE FF` big-endian) or, without one, by the first character `<` written in two bytes. The
/// text is decoded and the declaration's `encoding` is made `UTF-8`; a document in UTF-8 whose
/// declaration says UTF-16 has its declaration changed the same way (its bytes are what the
/// parser would read). The declaration keeps its length in characters (spaces pad it), so
/// lines and columns are those of the file.
enum XMLEncoding {
    /// Whether `data` starts like an XML document: `<` after white space, in UTF-8 (with or
    /// without a byte-order mark) or UTF-16.
    static func looksLikeXML(_ data: Data) -> Bool {
        if let bigEndian = utf16ByteOrder(data) {
            var units = data.prefix(4096)
            if units.starts(with: [0xFF, 0xFE]) || units.starts(with: [0xFE, 0xFF]) { units = units.dropFirst(2) }
            var i = units.startIndex
            while i + 1 < units.endIndex {
                let (high, low) = bigEndian ? (units[i], units[i + 1]) : (units[i + 1], units[i])
                guard high == 0, [0x20, 0x09, 0x0A, 0x0D].contains(low) else {
                    return high == 0 && low == UInt8(ascii: "<")
                }
                i += 2
            }
            return false
        }
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first { !(0x20 == $0 || 0x09 == $0 || 0x0A == $0 || 0x0D == $0) } == UInt8(ascii: "<")
    }

    /// `data` as UTF-8 (see the type's description); `data` itself when nothing changes.
    /// - Throws: `XMLReadError` at the first code unit that is not UTF-16 (a lone surrogate or an
    ///   odd last byte), or the first byte that is not UTF-8 in a document that is not UTF-16.
    /// - Complexity: linear in the size of `data` for UTF-16; for UTF-8, a look at the declaration.
    static func utf8(_ data: Data) throws(XMLReadError) -> Data {
        guard let bigEndian = utf16ByteOrder(data) else {
            try validateUTF8(data)
            return relabelled(data)
        }
        var units = data[...]
        if units.starts(with: [0xFF, 0xFE]) || units.starts(with: [0xFE, 0xFF]) { units = units.dropFirst(2) }
        var out: [UInt8] = []
        out.reserveCapacity(units.count / 2)
        var line = 1, column = 1
        var index = units.startIndex
        var iterator = AnyIterator<UInt16> {
            guard index + 1 < units.endIndex else { return nil }
            let a = UInt16(units[index]), b = UInt16(units[index + 1])
            index += 2
            return bigEndian ? a << 8 | b : b << 8 | a
        }
        var decoder = UTF16()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { out.append($0) }
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput: break decoding
            case .error:
                throw XMLReadError(
                    line: line, column: column, reason: .badEncoding("the UTF-16 text is not valid UTF-16"))
            }
        }
        guard index == units.endIndex else {
            throw XMLReadError(
                line: line, column: column, reason: .badEncoding("the UTF-16 text ends in half a character"))
        }
        return relabelled(Data(out))
    }

    /// Checks that `data` is UTF-8 (Foundation's parser on Linux traps on a name that is not).
    /// - Throws: `XMLReadError` at the first byte that is not.
    /// - Complexity: linear in the size of `data`.
    static func validateUTF8(_ data: Data) throws(XMLReadError) {
        let valid = data.withUnsafeBytes { raw in
            raw.allSatisfy { $0 < 0x80 } || String(validating: raw, as: UTF8.self) != nil
        }
        guard !valid else { return }
        var line = 1, column = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput: return
            case .error:
                throw XMLReadError(line: line, column: column, reason: .badEncoding("the document is not valid UTF-8"))
            }
        }
    }

    /// Whether `data` is UTF-16 by its first bytes: true for big-endian, false for little-endian,
    /// nil when it is not.
    static func utf16ByteOrder(_ data: Data) -> Bool? {
        let head = [UInt8](data.prefix(4))
        if head.starts(with: [0xFE, 0xFF]) { return true }
        if head.starts(with: [0xFF, 0xFE]) { return false }
        guard head.count == 4 else { return nil }
        if head[0] == 0x00, head[1] == UInt8(ascii: "<"), head[2] == 0x00, head[3] != 0x00 { return true }
        if head[0] == UInt8(ascii: "<"), head[1] == 0x00, head[2] != 0x00, head[3] == 0x00 { return false }
        return nil
    }

    /// UTF-8 `data` whose declaration names UTF-16 with that name changed to `UTF-8` (padded
    /// with spaces after its closing quote); `data` itself otherwise.
    static func relabelled(_ data: Data) -> Data {
        var start = data.startIndex
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        guard data[start...].starts(with: Array("<?xml".utf8)) else { return data }
        let window = data[start..<min(data.endIndex, start + 200)]
        guard let end = window.firstRange(of: Array("?>".utf8))?.lowerBound,
            let key = data[start..<end].firstRange(of: Array("encoding".utf8))?.upperBound
        else { return data }
        var i = key
        while i < end, data[i] == 0x20 || data[i] == UInt8(ascii: "=") { i += 1 }
        guard i < end, data[i] == UInt8(ascii: "\"") || data[i] == UInt8(ascii: "'") else { return data }
        let quote = data[i]
        let valueStart = i + 1
        guard let valueEnd = data[valueStart..<end].firstIndex(of: quote) else { return data }
        let value = String(decoding: data[valueStart..<valueEnd], as: UTF8.self).lowercased()
        guard value.hasPrefix("utf-16") || value.hasPrefix("utf16") else { return data }
        var out = Data(data[data.startIndex..<valueStart])
        out += Array("UTF-8".utf8) + [quote]
        out += [UInt8](repeating: 0x20, count: max(0, value.utf8.count - 5))
        out += data[(valueEnd + 1)...]
        return out
    }
}
