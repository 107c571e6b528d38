import Foundation
import LayoutSpec

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an XML document into a tree of ``XMLNode``s, each element located by line and column:
/// the plain UTF-8 Interface Builder writes directly, anything else with Foundation's
/// `XMLParser` (libxml2).
///
/// External entities are not resolved, and the parser's own limits (nesting depth, entity
/// expansion) apply, so no input makes it hang or grow without bound. A malformed document is
/// an `InputError` at the place the parser stopped.
public enum XMLTreeReader {
    /// Elements nested deeper than this are refused: every walk over the tree is recursive.
    public static let maximumDepth = 200

    /// The document element of `data`.
    /// - Throws: `InputError` located where the parser found the document malformed (or
    ///   where nesting passed ``maximumDepth``).
    /// - Complexity: linear in the document's size.
    public static func read(_ data: Data, file: String) throws(InputError) -> XMLNode {
        // Interface Builder's own plain UTF-8 is read directly; anything else, and every error,
        // goes through Foundation's parser (see `XMLFastReader`).
        if let root = XMLFastReader.read(data) { return root }
        return try readWithFoundation(data, file: file)
    }

    /// The document element of `data` as Foundation's parser reads it (see ``read(_:file:)``).
    static func readWithFoundation(_ data: Data, file: String) throws(InputError) -> XMLNode {
        let parser = XMLParser(data: blankingEmptyProcessingInstructions(data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = Builder()
        parser.delegate = builder
        let ok = parser.parse()
        if let tooDeep = builder.tooDeep {
            throw InputError(
                file: file, line: tooDeep.line, column: tooDeep.column,
                message: "elements are nested more than \(maximumDepth) deep")
        }
        // Foundation's parser on Linux can recover from a mismatched or missing end tag and
        // still answer success: the tree is checked here.
        if let (line, column, message) = builder.mismatch {
            throw InputError(file: file, line: line, column: column, message: "malformed XML: \(message)")
        }
        if ok, let open = builder.stack.last {
            throw InputError(
                file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                message: "malformed XML: <\(open.name)> (line \(open.line)) is never closed")
        }
        guard ok, let root = builder.root else {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            let reason = parser.parserError.map { describe($0) } ?? "the document has no root element"
            throw InputError(file: file, line: line, column: column, message: "malformed XML: \(reason)")
        }
        return root
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

    /// The parser's error in words: libxml2's message when Foundation passes it on, else the code.
    static func describe(_ error: any Error) -> String {
        let ns = error as NSError
        if let message = ns.userInfo[NSLocalizedDescriptionKey] as? String, !message.isEmpty,
            !message.hasPrefix("The operation could not be completed")
        {
            return message.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return "parser error \(ns.code)"
    }

    /// The parser's delegate: a stack of open elements.
    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLNode] = []
        var root: XMLNode?
        var tooDeep: (line: Int, column: Int)?
        /// The first end tag that does not close the element open at that point.
        var mismatch: (line: Int, column: Int, message: String)?

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
                if mismatch == nil {
                    let expected = stack.last.map { "</\($0.name)> for line \($0.line)" } ?? "no end tag"
                    mismatch = (
                        max(1, parser.lineNumber), max(1, parser.columnNumber),
                        "</\(elementName)> where \(expected) was expected"
                    )
                    parser.abortParsing()
                }
                return
            }
            stack.removeLast()
        }
    }
}
