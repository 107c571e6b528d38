import Foundation

/// A console log read into blocks: UIKit's "Unable to simultaneously satisfy constraints"
/// blocks (one per conflict, back to back), bare lists of constraint descriptions, and
/// `_autolayoutTrace` excerpts.
///
/// The reader is tolerant of what copying does to logs: collapsed spaces, joined lines, empty
/// lines between lines, `\<` for `<`, lists without quotes or without their `(` `)` lines, and
/// a description cut at the end of a line.
public struct ConstraintLog: Sendable {
    /// The blocks, in the order of the input.
    public var blocks: [LogBlock]

    /// The message that starts UIKit's block.
    static let message = "Unable to simultaneously satisfy constraints"
    /// The line before the broken constraint.
    static let breaking = "Will attempt to recover by breaking constraint"

    /// Reads `text`.
    /// - Throws: ``ConstraintLogError/notAConstraintLog`` when nothing in it looks like a log.
    public static func read(_ text: String) throws(ConstraintLogError) -> ConstraintLog {
        // Markdown copies escape `<` (and sometimes `>`); no newline changes, so lines stay.
        let bytes = Array(
            text.replacingOccurrences(of: "\\<", with: "<").replacingOccurrences(of: "\\>", with: ">").utf8)
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        func line(at offset: Int) -> Int {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low + 1
        }
        let descriptions = findDescriptions(bytes)
        let messages = occurrences(of: message, in: bytes)
        let breaks = occurrences(of: breaking, in: bytes)

        var blocks: [LogBlock] = []
        // Descriptions before the first message: a bare list.
        let firstMessage = messages.first ?? bytes.count
        let leading = descriptions.filter { $0.start < firstMessage }
        if let first = leading.first {
            blocks.append(makeBlock(kind: .list, start: first.start, descriptions: leading, breakAt: nil, bytes, line))
        }
        for (k, start) in messages.enumerated() {
            let end = k + 1 < messages.count ? messages[k + 1] : bytes.count
            let inside = descriptions.filter { $0.start >= start && $0.start < end }
            let breakAt = breaks.first { $0 >= start && $0 < end }
            blocks.append(
                makeBlock(kind: .unsatisfiable, start: start, descriptions: inside, breakAt: breakAt, bytes, line))
        }
        // `_autolayoutTrace`: the lines marked AMBIGUOUS LAYOUT.
        let ambiguous = occurrences(of: "AMBIGUOUS LAYOUT", in: bytes)
        if let first = ambiguous.first {
            var views: [String] = []
            for offset in ambiguous {
                let lineStart = lineStarts[line(at: offset) - 1]
                let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
                let view = prefix.drop { "| *•+\t".contains($0) }
                let name = view.prefix { $0 != "," && $0 != " " && $0 != "-" }
                if !name.isEmpty { views.append(String(name)) }
            }
            blocks.append(LogBlock(kind: .trace, line: line(at: first), ambiguousViews: views))
        }
        guard !blocks.isEmpty else { throw .notAConstraintLog }
        return ConstraintLog(blocks: blocks.sorted { $0.line < $1.line })
    }

    /// Builds one block from its descriptions; the first description after `breakAt` is the
    /// broken one, the others are the list.
    private static func makeBlock(
        kind: LogBlock.Kind, start: Int, descriptions: [(start: Int, end: Int)], breakAt: Int?, _ bytes: [UInt8],
        _ line: (Int) -> Int
    ) -> LogBlock {
        var block = LogBlock(kind: kind, line: line(start))
        for description in descriptions {
            let inner = String(decoding: bytes[(description.start + 1)..<description.end], as: UTF8.self)
            if let breakAt, description.start > breakAt {
                if block.uikitBroke == nil {
                    let header = inner.drop { $0 == "<" }.prefix { $0 != " " && $0 != ">" }
                    if let colon = header.range(of: ":0x") {
                        block.uikitBroke = "0x" + header[colon.upperBound...].prefix { $0.isHexDigit }
                    }
                }
                continue
            }
            do throws(DescriptionParser.Failure) {
                block.constraints.append(try DescriptionParser.parse(inner[...], line: line(description.start)))
            } catch {
                block.warnings.append(LogWarning(line: line(description.start), message: error.message))
            }
        }
        block.isComplete = block.uikitBroke != nil && !block.constraints.isEmpty
        return block
    }

    /// Every offset where `needle` starts.
    static func occurrences(of needle: String, in bytes: [UInt8]) -> [Int] {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count, let head = pattern.first else { return [] }
        var found: [Int] = []
        var i = 0
        while i + pattern.count <= bytes.count {
            if bytes[i] == head, Array(bytes[i..<(i + pattern.count)]) == pattern {
                found.append(i)
                i += pattern.count
            } else {
                i += 1
            }
        }
        return found
    }

    /// The descriptions: `<Class…Constraint:0x…` up to its matching `>` (nested `<…>` of old
    /// SnapKit items counted; `>=` and `<=` are relations), or to the end of its line when cut.
    /// `start` is the offset of the `<`, `end` that of the `>` (or of the line's end).
    static func findDescriptions(_ bytes: [UInt8]) -> [(start: Int, end: Int)] {
        func isNameByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2E
                || b == 0x24
        }
        var found: [(start: Int, end: Int)] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x3C else {  // <
                i += 1
                continue
            }
            var j = i + 1
            if j < bytes.count, bytes[j] == 0x3C { j += 1 }
            let nameStart = j
            while j < bytes.count, isNameByte(bytes[j]) { j += 1 }
            let name = String(decoding: bytes[nameStart..<j], as: UTF8.self)
            guard name.hasSuffix("Constraint"), j + 2 < bytes.count, bytes[j] == 0x3A, bytes[j + 1] == 0x30,
                bytes[j + 2] == 0x78  // :0x
            else {
                i += 1
                continue
            }
            var depth = 0
            var k = i
            var end: Int?
            while k < bytes.count, bytes[k] != 0x0A {
                let next = k + 1 < bytes.count ? bytes[k + 1] : 0
                if bytes[k] == 0x3C, next != 0x3D {
                    depth += 1
                } else if bytes[k] == 0x3E, next != 0x3D {
                    depth -= 1
                    if depth == 0 {
                        end = k
                        break
                    }
                }
                k += 1
            }
            let stop = end ?? k
            found.append((i, stop))
            i = stop + 1
        }
        return found
    }
}
