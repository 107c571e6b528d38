import Constraints
import InternalUtilities

/// One linear constraint string of a spec (contract §1), parsed but not yet resolved:
/// `ITEM.ATTR REL [MULT*]ITEM.ATTR [+|- CONST] [@PRIORITY]` or `ITEM.ATTR REL CONST [@PRIORITY]`.
///
/// Whitespace may separate tokens. `ITEM` is a view or guide name, or a path such as
/// `v.layoutMarginsGuide`; the last dotted component is the attribute. `MULT` and `CONST` are
/// numbers or metric names; `MULT` may also follow the item (`a.width*2`). Every part keeps
/// its 0-based character offset in the string, for carets.
struct LinearConstraint {
    struct Reference {
        /// The item path: every component but the last.
        var item: String
        var itemOffset: Int
        var attribute: String
        var attributeOffset: Int
    }

    var first: Reference
    var relation: Relation
    var relationOffset: Int
    var second: Reference?
    var multiplier = 1.0
    var multiplierOffset: Int?
    var constant = 0.0
    var constantOffset: Int?
    var priority: Double?

    /// A syntax error at a 0-based offset in the string.
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    /// Parses `text`; metric names are looked up in `metrics`.
    static func parse(_ text: String, metrics: [String: Double]) throws(Failure) -> LinearConstraint {
        var p = Scanner(scalars: Array(text.unicodeScalars), metrics: metrics)
        return try p.parse()
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let metrics: [String: Double]
        var i = 0

        var current: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

        mutating func skipSpace() { while let c = current, c == " " || c == "\t" { i += 1 } }

        func fail(_ message: String, at offset: Int? = nil) -> Failure {
            Failure(message: message, offset: offset ?? i)
        }

        func found() -> String {
            guard let c = current else { return "the end of the constraint" }
            return "'\(Character(c))'"
        }

        static func isNameStart(_ c: Unicode.Scalar) -> Bool { c == "_" || (c.isASCII && c.properties.isAlphabetic) }
        static func isNameChar(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || ("0"..."9").contains(c) }

        mutating func name() -> (String, Int)? {
            guard let c = current, Scanner.isNameStart(c) else { return nil }
            let start = i
            while let c = current, Scanner.isNameChar(c) { i += 1 }
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[start..<i])
            return (String(s), start)
        }

        /// `name(.name)*`: a path with its components' offsets.
        mutating func path() -> [(String, Int)]? {
            guard let first = name() else { return nil }
            var parts = [first]
            while current == ".", i + 1 < scalars.count, Scanner.isNameStart(scalars[i + 1]) {
                i += 1
                if let n = name() { parts.append(n) }
            }
            return parts
        }

        func reference(_ parts: [(String, Int)]) throws(Failure) -> Reference {
            guard parts.count >= 2, let attribute = parts.last else {
                throw fail("expected ITEM.ATTRIBUTE, such as 'title.top'", at: parts[0].1)
            }
            return Reference(
                item: parts.dropLast().map(\.0).joined(separator: "."), itemOffset: parts[0].1,
                attribute: attribute.0, attributeOffset: attribute.1)
        }

        /// A number without a sign (see ``DecimalScan``), or nil without moving.
        mutating func number() throws(Failure) -> Double? {
            let scan = DecimalScan(from: i, allowingMinus: false) { [scalars] in
                $0 < scalars.count && scalars[$0].isASCII ? UInt8(scalars[$0].value) : nil
            }
            guard scan.isNumber else { return nil }
            i = scan.end
            let text = String(String.UnicodeScalarView(scalars[scan.start..<scan.end]))
            guard let x = Double(text), x.isFinite, Swift.abs(x) <= InputLimits.magnitude else {
                throw fail("number \(text) is out of range (the limit is 1e12 in magnitude)", at: scan.start)
            }
            return x
        }

        /// A number or a metric name (a name with no dot).
        mutating func value() throws(Failure) -> (Double, Int)? {
            let start = i
            if let x = try number() { return (x, start) }
            guard let c = current, Scanner.isNameStart(c) else { return nil }
            let save = i
            guard let parts = path(), parts.count == 1 else {
                i = save
                return nil
            }
            guard let x = metrics[parts[0].0] else {
                throw fail("unknown metric '\(parts[0].0)'", at: start)
            }
            return (x, start)
        }

        /// The whole string: `ITEM.ATTR REL RIGHT [+|- CONST] [@PRIORITY]`.
        mutating func parse() throws(Failure) -> LinearConstraint {
            skipSpace()
            guard let parts = path() else {
                throw fail("expected ITEM.ATTRIBUTE, such as 'title.top', found \(found())")
            }
            let first = try reference(parts)
            skipSpace()
            let relationOffset = i
            guard i + 1 < scalars.count,
                let relation = Relation(symbol: String(String.UnicodeScalarView(scalars[i...i + 1])))
            else { throw fail("expected '==', '<=' or '>=', found \(found())") }
            i += 2
            var c = LinearConstraint(first: first, relation: relation, relationOffset: relationOffset)
            try parseRightSide(into: &c)
            skipSpace()
            if c.second != nil, current == "+" || current == "-" {
                let s = current == "-" ? -1.0 : 1.0
                let at = i
                i += 1
                skipSpace()
                guard let (x, offset) = try value() else {
                    throw fail("expected a number or a metric, found \(found())")
                }
                c.constant = s * x
                c.constantOffset = s == 1 ? offset : at
                skipSpace()
            }
            if current == "@" {
                i += 1
                skipSpace()
                c.priority = try parsePriority()
                skipSpace()
            }
            if c.second != nil, let problem = InputLimits.coefficientProblem(c.multiplier) {
                throw fail("multiplier \(problem)", at: c.multiplierOffset ?? 0)
            }
            guard i == scalars.count else {
                let expected =
                    c.priority != nil
                    ? "the end of the constraint"
                    : (c.second != nil && c.constantOffset == nil ? "'+', '-', '@' or the end" : "'@' or the end")
                throw fail("expected \(expected), found \(found())")
            }
            return c
        }

        /// After the relation: a signed constant, `[-]MULT*ITEM.ATTR`, or `[-]ITEM.ATTR[*MULT]`.
        mutating func parseRightSide(into c: inout LinearConstraint) throws(Failure) {
            skipSpace()
            var sign = 1.0
            let signOffset = i
            if current == "-" || current == "+" {
                sign = current == "-" ? -1 : 1
                i += 1
                skipSpace()
            }
            let start = i
            if let (x, offset) = try value() {
                skipSpace()
                if current == "*" {
                    i += 1
                    skipSpace()
                    guard let parts = path() else { throw fail("expected ITEM.ATTRIBUTE after '*', found \(found())") }
                    guard parts.count >= 2 else { throw fail("expected ITEM.ATTRIBUTE after '*'", at: parts[0].1) }
                    c.second = try reference(parts)
                    c.multiplier = sign * x
                    c.multiplierOffset = sign == 1 ? offset : signOffset
                } else {
                    c.constant = sign * x
                    c.constantOffset = sign == 1 ? offset : signOffset
                }
            } else if let parts = path() {
                c.second = try reference(parts)
                c.multiplier = sign
                if sign != 1 { c.multiplierOffset = signOffset }
                skipSpace()
                if current == "*" {
                    i += 1
                    skipSpace()
                    let at = i
                    guard let (x, _) = try value() else { throw fail("expected a number after '*', found \(found())") }
                    c.multiplier *= x
                    c.multiplierOffset = c.multiplierOffset ?? at
                }
            } else {
                throw fail("expected a number, a metric or ITEM.ATTRIBUTE, found \(found())", at: start)
            }
        }

        /// After `@`: a number in (0, 1000] or a priority name.
        mutating func parsePriority() throws(Failure) -> Double {
            let at = i
            if let x = try number() {
                guard x > 0 && x <= 1000 else {
                    throw fail("priority \(formatNumber(x)) is out of range: priorities are in (0, 1000]", at: at)
                }
                return x
            }
            if let (word, _) = name(), let x = Spec.priority(named: word) { return x }
            throw fail("expected a priority: a number in (0, 1000] or required, high, low, fitting", at: at)
        }
    }
}
