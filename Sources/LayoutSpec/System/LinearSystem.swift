import Constraints
import InternalUtilities

/// A plain linear system in `layout-tool solve`'s format (contract section 3): one constraint
/// a line, `#` starts a comment, terms `NUMBER*NAME`, `NAME*NUMBER`, `NAME`, `NUMBER` joined by
/// `+`/`-` on both sides of `==`, `<=` or `>=`, and an optional `@PRIORITY` (a number in
/// (0, 1000] or `required`, `high`, `low`, `fitting`).
public struct LinearSystem: Sendable {
    /// One side of a relation: a sum of terms and a constant.
    public struct Side: Sendable {
        /// The terms, `coefficient × name`, in the order written (a name may repeat).
        public var terms: [(name: String, coefficient: Double)] = []
        /// The sum of the side's numbers.
        public var constant = 0.0
    }

    /// One constraint of the system.
    public struct Line: Sendable {
        /// 1-based line number in the file.
        public var number: Int
        /// The constraint as written: comment and surrounding whitespace removed.
        public var text: String
        /// The left-hand side.
        public var lhs: Side
        /// `==`, `<=` or `>=`.
        public var relation: Relation
        /// The right-hand side.
        public var rhs: Side
        /// In (0, 1000]; 1000 (required) when the line gives none.
        public var priority: Double
    }

    /// The constraints, in file order (blank and comment lines left out).
    public var lines: [Line] = []
    /// Every variable name, in order of first appearance.
    public var names: [String] = []

    /// The largest number of lines and characters a line accepted; beyond, an error says so.
    static let maximumLineLength = InputLimits.maximumLineLength

    /// Parses a whole file.
    /// - Parameters:
    ///   - source: the text.
    ///   - file: the file name for messages.
    /// - Throws: ``InputError`` at the first malformed line, with its line and column.
    /// - Complexity: O(size of `source`).
    public static func parse(_ source: String, file: String) throws(InputError) -> LinearSystem {
        var system = LinearSystem()
        var seen: Set<String> = []
        var number = 0
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var text = String(raw)
            if text.hasSuffix("\r") { text.removeLast() }
            guard text.utf8.count <= maximumLineLength else {
                throw InputError(
                    file: file, line: number, column: 1,
                    message: "line is longer than \(maximumLineLength) bytes")
            }
            var parser = LineParser(characters: Array(text), file: file, lineNumber: number)
            guard let line = try parser.parseLine() else { continue }
            for side in [line.lhs, line.rhs] {
                for term in side.terms where seen.insert(term.name).inserted { system.names.append(term.name) }
            }
            system.lines.append(line)
        }
        return system
    }
}

/// A hand-written scanner and recursive-descent parser for one line; it never traps, and every
/// error carries the column where the problem starts.
private struct LineParser {
    let characters: [Character]
    let file: String
    let lineNumber: Int
    var index = 0

    init(characters: [Character], file: String, lineNumber: Int) {
        self.characters = characters
        self.file = file
        self.lineNumber = lineNumber
    }

    func error(_ message: String, at column: Int? = nil) -> InputError {
        InputError(
            file: file, line: lineNumber, column: (column ?? index) + 1, message: message,
            text: String(characters))
    }

    var current: Character? { index < characters.count ? characters[index] : nil }

    mutating func skipSpace() {
        while let c = current, c == " " || c == "\t" { index += 1 }
    }

    /// nil for a blank or comment-only line.
    mutating func parseLine() throws(InputError) -> LinearSystem.Line? {
        var end = characters.count
        if let hash = characters.firstIndex(of: "#") { end = hash }
        let body = characters[0..<end]
        guard body.contains(where: { $0 != " " && $0 != "\t" }) else { return nil }
        let text = String(body).trimmed(" \t")
        let start = body.firstIndex(where: { $0 != " " && $0 != "\t" }) ?? 0
        let limit = end
        index = start
        let lhs = try parseSide(limit: limit)
        skipSpace()
        guard let relation = parseRelation() else {
            throw error(
                index < limit ? "expected '==', '<=' or '>='" : "expected '==', '<=' or '>=' before the end of the line"
            )
        }
        let rhs = try parseSide(limit: limit)
        skipSpace()
        var priority = 1000.0
        var hasPriority = false
        if index < limit, current == "@" {
            index += 1
            skipSpace()
            priority = try parsePriority(limit: limit)
            hasPriority = true
            skipSpace()
        }
        guard index >= limit else {
            throw error(
                hasPriority ? "unexpected text after the priority" : "expected '+', '-', '@' or the end of the line")
        }
        return LinearSystem.Line(
            number: lineNumber, text: text, lhs: lhs, relation: relation, rhs: rhs, priority: priority)
    }

    mutating func parseRelation() -> Relation? {
        guard index + 1 < characters.count else { return nil }
        let pair = String(characters[index...index + 1])
        guard let r = Relation(symbol: pair) else { return nil }
        index += 2
        return r
    }

    mutating func parseSide(limit: Int) throws(InputError) -> LinearSystem.Side {
        var side = LinearSystem.Side()
        var first = true
        while true {
            skipSpace()
            var sign = 1.0
            if let c = current, index < limit, c == "+" || c == "-" {
                sign = c == "-" ? -1 : 1
                index += 1
                skipSpace()
            } else if !first {
                return side
            }
            first = false
            try parseTerm(sign: sign, into: &side, limit: limit)
        }
    }

    mutating func parseTerm(sign: Double, into side: inout LinearSystem.Side, limit: Int) throws(InputError) {
        let start = index
        if let number = try parseNumber(limit: limit) {
            skipSpace()
            if index < limit, current == "*" {
                index += 1
                skipSpace()
                guard let name = parseName(limit: limit) else { throw error("expected a variable name after '*'") }
                if let problem = InputLimits.coefficientProblem(number) {
                    throw error("coefficient " + problem, at: start)
                }
                side.terms.append((name, sign * number))
            } else {
                side.constant += sign * number
            }
            return
        }
        if let name = parseName(limit: limit) {
            skipSpace()
            if index < limit, current == "*" {
                index += 1
                skipSpace()
                let numberStart = index
                guard let number = try parseNumber(limit: limit) else {
                    throw error("expected a number after '*' (only numbers multiply variables)")
                }
                if let problem = InputLimits.coefficientProblem(number) {
                    throw error("coefficient " + problem, at: numberStart)
                }
                side.terms.append((name, sign * number))
            } else {
                side.terms.append((name, sign))
            }
            return
        }
        if index >= limit { throw error("expected a term (a number or a variable name) before the end of the line") }
        throw error("expected a term (a number or a variable name)", at: start)
    }

    mutating func parseName(limit: Int) -> String? {
        guard index < limit, let c = current, c == "_" || (c.isASCII && c.isLetter) else { return nil }
        let start = index
        while index < limit, let c = current, c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) { index += 1 }
        return String(characters[start..<index])
    }

    /// Digits with an optional fraction and exponent (`12`, `0.5`, `.5`, `1e3`; see
    /// ``DecimalScan``), or nil without moving. Values that are not finite are an error here
    /// rather than a NaN later.
    mutating func parseNumber(limit: Int) throws(InputError) -> Double? {
        let scan = DecimalScan(from: index, allowingMinus: false) { [characters] in
            $0 < limit ? characters[$0].asciiValue : nil
        }
        guard scan.isNumber else { return nil }
        index = scan.end
        let text = String(characters[scan.start..<scan.end])
        guard let value = Double(text), value.isFinite, Swift.abs(value) <= InputLimits.magnitude else {
            throw error(
                "number '\(InputLimits.quoted(text))' is out of range (the limit is 1e12 in magnitude)", at: scan.start)
        }
        return value
    }

    mutating func parsePriority(limit: Int) throws(InputError) -> Double {
        let start = index
        if let name = parseName(limit: limit) {
            guard let p = Spec.priority(named: name) else {
                throw error(
                    "unknown priority '\(name)': use a number in (0, 1000] or required, high, low, fitting", at: start)
            }
            return p
        }
        guard let p = try parseNumber(limit: limit) else {
            throw error("expected a priority: a number in (0, 1000] or required, high, low, fitting")
        }
        guard p > 0, p <= 1000 else {
            throw error(
                "priority \(formatNumber(p)) is out of range: it must be greater than 0 and at most 1000", at: start)
        }
        return p
    }
}

extension String {
    func trimmed(_ set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s.removeFirst() }
        while let c = s.last, set.contains(c) { s.removeLast() }
        return String(s)
    }
}
