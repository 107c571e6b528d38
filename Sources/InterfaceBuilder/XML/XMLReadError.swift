import LayoutSpec

/// Why an XML document could not be read, and where: the reason ``XMLTreeReader`` gives when
/// Foundation's parser (libxml2) or its own checks refuse a document.
public struct XMLReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the document.
    public enum Reason: Equatable, Sendable {
        /// The document holds no element at all (empty, or only white space and comments).
        case noRootElement
        /// The document ends while the element `name`, opened on `line`, is still open.
        case unclosed(name: String, line: Int)
        /// An end tag (`found`, when it could be read) that does not close the element open there
        /// (`open`, opened on `line`; nil when no element is open).
        case mismatchedEndTag(found: String?, open: String?, line: Int?)
        /// Something other than white space, comments or processing instructions follows the
        /// end of the root element.
        case contentAfterRoot
        /// The document ends inside a tag, comment, CDATA section or other markup.
        case prematureEnd
        /// A reference to an entity XML does not define (only `&lt;`, `&gt;`, `&amp;`, `&quot;`
        /// and `&apos;` are defined; a document type declaration could define more).
        case undefinedEntity
        /// An `&` that does not start a well-formed reference (no name, or no `;`): a bare `&`
        /// in text or an attribute must be written `&amp;`.
        case malformedReference
        /// A character reference (`&#…;`) to a character XML does not allow, or not a number.
        case badCharacterReference
        /// A character XML does not allow in a document (a control character, for example).
        case invalidCharacter
        /// An attribute without `=` and a quoted value, or whose value is not closed or holds `<`.
        case malformedAttribute
        /// The same attribute twice on one element.
        case duplicateAttribute
        /// A start or end tag that is not closed by `>`, or a `<` not followed by a name.
        case malformedTag
        /// A comment that is not closed by `-->`.
        case unclosedComment
        /// The XML declaration is malformed (version, encoding or standalone).
        case badDeclaration
        /// The bytes are not in the encoding the document declares (or in none the reader knows).
        case badEncoding(String)
        /// Elements nested deeper than the limit (every walk over the tree is recursive).
        case nestedTooDeep(limit: Int)
        /// Another well-formedness error, by libxml2's code (`XMLParser.ErrorCode`'s raw value).
        case notWellFormed(code: Int)

        /// The reason as a clause, without a final period.
        public var description: String {
            switch self {
            case .noRootElement: return "the document has no root element"
            case .unclosed(let name, let line): return "the document ends before <\(name)> (line \(line)) is closed"
            case .mismatchedEndTag(let found, let open, let line):
                let tag = found.map { "</\($0)>" } ?? "an end tag"
                guard let open, let line else { return "\(tag) closes no open element" }
                return "\(tag) does not close <\(open)>, opened on line \(line)"
            case .contentAfterRoot: return "content after the end of the root element"
            case .prematureEnd: return "the document ends inside a tag or other markup"
            case .undefinedEntity:
                return "reference to an undefined entity (XML defines only &lt; &gt; &amp; &quot; &apos;)"
            case .malformedReference: return "'&' does not start a reference ending in ';' (write '&amp;' for '&')"
            case .badCharacterReference: return "a character reference to a character XML does not allow"
            case .invalidCharacter: return "a character XML does not allow in a document"
            case .malformedAttribute:
                return "an attribute without '=' and a quoted value, or whose value is not closed or holds '<'"
            case .duplicateAttribute: return "the same attribute twice on one element"
            case .malformedTag: return "a tag that is not closed by '>', or '<' not followed by a name"
            case .unclosedComment: return "a comment that is not closed by '-->'"
            case .badDeclaration: return "a malformed XML declaration (version, encoding or standalone)"
            case .badEncoding(let detail): return detail
            case .nestedTooDeep(let limit): return "elements are nested more than \(limit) deep"
            case .notWellFormed(let code): return "not well-formed (libxml2 error \(code))"
            }
        }

        /// The reason for libxml2's error `code` (the codes `XMLParser.ErrorCode` numbers, which
        /// are libxml2's `xmlParserErrors`); `5` (the document's end) is told apart by the caller.
        static func fromParser(code: Int) -> Reason {
            switch code {
            case 4: return .noRootElement
            case 5, 77: return .prematureEnd
            case 6, 7, 8, 10: return .badCharacterReference
            case 9: return .invalidCharacter
            case 14, 22, 23: return .malformedReference
            case 26, 28: return .undefinedEntity
            case 31, 32, 81: return .badEncoding("the bytes are not in the encoding the document declares")
            case 33, 34, 38, 39, 40, 41: return .malformedAttribute
            case 42: return .duplicateAttribute
            case 45: return .unclosedComment
            case 56, 57, 78, 79, 96, 108, 109: return .badDeclaration
            case 68, 72, 73, 74: return .malformedTag
            case 76: return .mismatchedEndTag(found: nil, open: nil, line: nil)
            case 86: return .contentAfterRoot
            default: return .notWellFormed(code: code)
            }
        }

        /// Whether libxml2's `code` is a warning (the document is still well-formed): an entity
        /// left undeclared where that is allowed, a catalog instruction, an unknown version
        /// number, language and namespace notes, a redefined entity.
        static func isWarning(code: Int) -> Bool {
            [27, 93, 97, 98, 99, 100, 102, 106, 107].contains(code) || code >= 200
        }
    }

    /// The 1-based line where the reader stopped.
    public var line: Int
    /// The 1-based column where the reader stopped, in characters.
    public var column: Int
    /// Why.
    public var reason: Reason

    /// An error at `line`:`column` for `reason`.
    public init(line: Int, column: Int, reason: Reason) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `line:column: REASON`.
    public var description: String { "\(line):\(column): \(reason.description)" }

    /// The error as the tool reports it for `file`: `malformed XML: REASON` at the same place.
    public func inputError(file: String) -> InputError {
        let message: String
        switch reason {
        case .nestedTooDeep, .badEncoding: message = reason.description
        default: message = "malformed XML: \(reason.description)"
        }
        return InputError(file: file, line: line, column: column, message: message)
    }
}
