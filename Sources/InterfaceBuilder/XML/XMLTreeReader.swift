import Foundation
import LayoutSpec

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an XML document into a tree of ``XMLNode``s, each element located by line and column:
/// the plain UTF-8 Interface Builder writes directly, anything else with Foundation's
/// `XMLParser` (libxml2). UTF-16 documents are turned into UTF-8 first.
///
/// External entities are not resolved, and the parser's own limits (nesting depth, entity
/// expansion) apply, so no input makes it hang or grow without bound. A malformed document is
/// an ``XMLReadError`` (an `InputError` from ``read(_:file:)``) at the place of the first error,
/// with the reason in words.
public enum XMLTreeReader {
    /// Elements nested deeper than this are refused: every walk over the tree is recursive.
    public static let maximumDepth = 200

    /// The document element of `data`.
    /// - Throws: `InputError` located where the document is malformed (or where nesting passed
    ///   ``maximumDepth``), its message `malformed XML: ` and the reason (see ``XMLReadError``),
    ///   quoting the line.
    /// - Complexity: linear in the document's size.
    public static func read(_ data: Data, file: String) throws(InputError) -> XMLNode {
        do throws(XMLReadError) {
            return try parse(data)
        } catch {
            // The line quoted with a caret under the column, as the tool's other errors are.
            var located = error.inputError(file: file)
            if let text = try? XMLEncoding.utf8(data) {
                located.text = lineText(in: text, error.line).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            }
            throw located
        }
    }

    /// The document element of `data`, UTF-8 or UTF-16 (see ``read(_:file:)``).
    /// - Throws: ``XMLReadError``: where the document is malformed and why.
    /// - Complexity: linear in the document's size.
    public static func parse(_ data: Data) throws(XMLReadError) -> XMLNode {
        let utf8 = try XMLEncoding.utf8(data)
        // Interface Builder's own plain UTF-8 is read directly; anything else, and every error,
        // goes through Foundation's parser (see `XMLFastReader`).
        if let root = XMLFastReader.read(utf8) { return root }
        return try readWithFoundation(utf8)
    }

    /// The document element of UTF-8 `data` as Foundation's parser reads it (see ``parse(_:)``).
    ///
    /// Foundation's parser on Linux recovers from some errors (a mismatched or missing end tag,
    /// content after the root element) and still answers success, and by the time it stops its
    /// position is past the error: the first error its delegate is told of, with the position
    /// and the open elements at that moment, is the one reported.
    static func readWithFoundation(_ data: Data) throws(XMLReadError) -> XMLNode {
        let parser = XMLParser(data: blankingEmptyProcessingInstructions(data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = Builder()
        parser.delegate = builder
        let ok = parser.parse()
        if let tooDeep = builder.tooDeep {
            throw XMLReadError(line: tooDeep.line, column: tooDeep.column, reason: .nestedTooDeep(limit: maximumDepth))
        }
        if let mismatch = builder.mismatch { throw mismatch }
        if let first = builder.firstError {
            throw XMLReadError(
                line: first.line, column: first.column,
                reason: reason(
                    code: first.code, open: first.open, rootClosed: first.rootClosed, data: data,
                    at: (first.line, first.column)))
        }
        let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
        if !ok {
            let code = parser.parserError.map { ($0 as NSError).code } ?? 1
            let at = (line: line, column: column)
            throw XMLReadError(
                line: line, column: column,
                reason: reason(
                    code: code, open: builder.stack.last.map { ($0.name, $0.line) },
                    rootClosed: builder.root != nil && builder.stack.isEmpty, data: data, at: at))
        }
        if let open = builder.stack.last {
            throw XMLReadError(line: line, column: column, reason: .unclosed(name: open.name, line: open.line))
        }
        guard let root = builder.root else { throw XMLReadError(line: 1, column: 1, reason: .noRootElement) }
        return root
    }

    /// The reason for libxml2's error `code`, given the element open when it was found (`open`:
    /// name and line) and whether the root element had been closed by then; for a mismatched
    /// end tag, its name is read from `data` just before `at`.
    static func reason(
        code: Int, open: (name: String, line: Int)?, rootClosed: Bool, data: Data, at: (line: Int, column: Int)
    ) -> XMLReadError.Reason {
        switch code {
        case 4, 5, 77:
            if let open { return .unclosed(name: open.name, line: open.line) }
            if rootClosed { return .contentAfterRoot }
            return code == 4 ? .noRootElement : .prematureEnd
        case 68:
            // "A name is required": after `&` a reference's, after `<` a tag's.
            switch lineText(in: data, at.line).prefix(max(0, at.column - 1)).last {
            case "&": return .malformedReference
            case "<": return .malformedTag
            default: return .notWellFormed(code: code)
            }
        case 76:
            return .mismatchedEndTag(
                found: endTagName(in: data, before: at), open: open?.name, line: open?.line)
        default:
            return XMLReadError.Reason.fromParser(code: code)
        }
    }

    /// The name of the last end tag (`</name`) on line `at.line` of `data` before column
    /// `at.column` (columns in characters), or nil.
    static func endTagName(in data: Data, before at: (line: Int, column: Int)) -> String? {
        let text = lineText(in: data, at.line).prefix(max(0, at.column - 1))
        guard let slash = text.range(of: "</", options: .backwards) else { return nil }
        let name = text[slash.upperBound...].prefix { !$0.isWhitespace && $0 != ">" }
        return name.isEmpty ? nil : String(name)
    }

    /// Line `line` (1-based) of UTF-8 `data`, without its newline; empty past the end.
    static func lineText(in data: Data, _ line: Int) -> String {
        var current = 1
        var start = data.startIndex
        while current < line {
            guard let newline = data[start...].firstIndex(of: 0x0A) else { return "" }
            start = newline + 1
            current += 1
        }
        let end = data[start...].firstIndex(of: 0x0A) ?? data.endIndex
        return String(decoding: data[start..<end], as: UTF8.self)
    }

    /// `data` with each processing instruction that has no data (`<?name?>`) turned into
    /// spaces of the same length, so that lines and columns stay. Foundation's parser on Linux
    /// hands such an instruction's missing data to its delegate as a null C string and crashes
    /// (the instruction means nothing to the layout). Bytes only a document type declaration or
    /// another malformation sends here are few: the scan is linear and copies only on a match.
    static func blankingEmptyProcessingInstructions(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var out: [UInt8]?
        var i = 0
        while i + 1 < bytes.count {
            guard bytes[i] == UInt8(ascii: "<"), bytes[i + 1] == UInt8(ascii: "?") else {
                i += 1
                continue
            }
            // A name, then `?>` at once.
            var j = i + 2
            while j < bytes.count, !XMLTreeReader.endsName(bytes[j]) { j += 1 }
            let name = bytes[(i + 2)..<j]
            if j + 1 < bytes.count, j > i + 2, bytes[j] == UInt8(ascii: "?"), bytes[j + 1] == UInt8(ascii: ">"),
                String(decoding: name, as: UTF8.self).lowercased() != "xml"
            {
                if out == nil { out = bytes }
                for k in i...(j + 1) { out?[k] = UInt8(ascii: " ") }
                i = j + 2
            } else {
                i += 2
            }
        }
        return out.map { Data($0) } ?? data
    }

    /// Whether `b` ends a processing instruction's target: white space, `?`, `<`, `>`.
    static func endsName(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "?") || b == UInt8(ascii: "<")
            || b == UInt8(ascii: ">")
    }

    /// The parser's delegate: a stack of open elements.
    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLNode] = []
        var root: XMLNode?
        var tooDeep: (line: Int, column: Int)?
        /// The first end tag that does not close the element open at that point.
        var mismatch: XMLReadError?
        /// The first error (not warning) the parser reported: its code, where, the element
        /// open then and whether the root element had been closed.
        var firstError: (code: Int, line: Int, column: Int, open: (name: String, line: Int)?, rootClosed: Bool)?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            let code = (parseError as NSError).code
            guard firstError == nil, !XMLReadError.Reason.isWarning(code: code) else { return }
            firstError = (
                code, max(1, parser.lineNumber), max(1, parser.columnNumber), stack.last.map { ($0.name, $0.line) },
                root != nil && stack.isEmpty
            )
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            guard tooDeep == nil else { return }
            let node = XMLNode(
                name: elementName, attributes: attributeDict, line: max(1, parser.lineNumber),
                column: max(1, parser.columnNumber))
            if stack.count >= XMLTreeReader.maximumDepth {
                tooDeep = (node.line, node.column)
                parser.abortParsing()
                return
            }
            if let parent = stack.last { parent.children.append(node) } else if root == nil { root = node }
            stack.append(node)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            guard let open = stack.last, open.name == elementName else {
                if mismatch == nil, firstError == nil {
                    mismatch = XMLReadError(
                        line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                        reason: .mismatchedEndTag(found: elementName, open: stack.last?.name, line: stack.last?.line))
                    parser.abortParsing()
                }
                return
            }
            stack.removeLast()
        }
    }
}
