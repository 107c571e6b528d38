import ConstraintSolver
import Foundation
import InternalUtilities

/// Reads one constraint description, the text between its outer `<` and `>`, in every form the
/// corpus shows (docs/explain.md): both eras' equations and VFL-like shapes, identifiers and
/// quoted texts (which may hold quotes), autoresizing masks, SnapKit's `@File.swift#line` and
/// old `<<…>>` form, `NSSpace(n)` tokens, `(LTR)`, and suffixes with or without `names:`.
package enum DescriptionParser {
    /// Why a description could not be read, in a phrase for a warning.
    package struct Failure: Error, Equatable, Sendable {
        /// What is wrong.
        package var message: String
        /// A failure saying `message`.
        package init(_ message: String) { self.message = message }
    }

    /// Parses `inner` (without the outer angle brackets), found at `line`.
    package static func parse(_ inner: Substring, line: Int) throws(Failure) -> LogConstraint {
        var rest = inner.drop { $0 == " " || $0 == "\t" }
        // The header: `Class:0xADDR[@File.swift#N]` or old SnapKit's `<Module.LayoutConstraint:0xADDR>`.
        let header: Substring
        if rest.first == "<" {
            guard let close = rest.firstIndex(of: ">") else { throw Failure("unterminated '<' in the header") }
            header = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
        } else {
            let end = rest.firstIndex(of: " ") ?? rest.endIndex
            header = rest[..<end]
            rest = rest[end...]
        }
        guard let colon = header.range(of: ":0x") else { throw Failure("no constraint class and address") }
        let kind = String(header[..<colon.lowerBound])
        let id = "0x" + header[colon.upperBound...].prefix { $0.isHexDigit }
        rest = rest.drop { $0 == " " }
        // A trailing `>` left by a cut or an unescaped copy.
        while rest.last == ">" || rest.last == " " || rest.last == "\\" { rest = rest.dropLast() }

        // The suffix: `(active)`, `(active, names: …)`, `(Names: …)`.
        var names: [String: LogItem] = [:]
        var superview: LogItem?
        if let open = rest.range(of: "(active", options: .backwards) ?? rest.range(of: "(Names:", options: .backwards) {
            let suffix = rest[open.lowerBound...]
            if let namesStart = suffix.range(of: "ames:") {
                let list = suffix[namesStart.upperBound...].prefix { $0 != ")" }
                for entry in list.split(separator: ",") {
                    let trimmed = entry.trimmingSpaces
                    if trimmed.hasPrefix("'|':") {
                        superview = item(trimmed.dropFirst(4), names: [:])
                    } else if let c = trimmed.range(of: ":0x") {
                        let name = String(trimmed[..<c.lowerBound])
                        names[name] = LogItem(
                            className: name, address: "0x" + trimmed[c.upperBound...].prefix { $0.isHexDigit })
                    }
                }
            }
            rest = rest[..<open.lowerBound]
        }
        rest = rest.trimmingSpaces
        if rest.hasSuffix("(LTR)") { rest = rest.dropLast(5).trimmingSpaces }

        // An identifier in quotes, then a mask; the identifier may hold quotes, so every closing
        // quote followed by a space is tried until the body reads.
        var candidates: [(identifier: String?, body: Substring)] = []
        if rest.first == "'" {
            var index = rest.index(after: rest.startIndex)
            while let quote = rest[index...].firstIndex(of: "'") {
                let after = rest.index(after: quote)
                if after < rest.endIndex, rest[after] == " " {
                    candidates.append((String(rest[rest.index(after: rest.startIndex)..<quote]), rest[after...]))
                }
                index = after
                if index >= rest.endIndex { break }
            }
        }
        candidates.append((nil, rest))
        var firstFailure: Failure?
        for (identifier, candidate) in candidates {
            var body = candidate.trimmingSpaces
            var mask: String?
            if body.hasPrefix("h="), let space = body.firstIndex(of: " ") {
                var end = body[body.index(after: space)...].firstIndex(of: " ") ?? body.endIndex
                if !body[body.index(after: space)...].hasPrefix("v=") { end = space }
                mask = String(body[..<end])
                body = body[end...].trimmingSpaces
            }
            do throws(Failure) {
                let equation = try parseBody(body, names: names, superview: superview)
                return LogConstraint(
                    id: id, kind: kind, identifier: identifier, mask: mask, text: String(body), line: line,
                    equation: equation)
            } catch {
                if firstFailure == nil || identifier == nil { firstFailure = firstFailure ?? error }
            }
        }
        throw firstFailure ?? Failure("unreadable description")
    }

    /// An equation (`a.attr == b.attr + c`) or a VFL-like shape (`H:|-(20)-[a]`).
    static func parseBody(_ body: Substring, names: [String: LogItem], superview: LogItem?) throws(Failure)
        -> LogEquation
    {
        if body.hasPrefix("H:") || body.hasPrefix("V:") {
            return try parseVisualFormat(
                body.dropFirst(2), horizontal: body.first == "H", names: names, superview: superview)
        }
        return try parseEquation(body, names: names)
    }

    /// `first.attr REL [m*]second.attr [* m] [± c] [NSSpace(n)]`, or `first.attr REL [±] c`.
    static func parseEquation(_ body: Substring, names: [String: LogItem]) throws(Failure) -> LogEquation {
        // A trailing `@750` is the priority.
        var body = body.trimmingSpaces
        var priority = 1000.0
        if let at = body.lastIndex(of: "@"), at > body.startIndex, body[body.index(before: at)] == " ",
            let p = number(body[body.index(after: at)...]), p > 0, p <= 1000
        {
            priority = p
            body = body[..<at].trimmingSpaces
        }
        var equation = try parseEquationBody(body, names: names)
        equation.priority = priority
        return equation
    }

    /// The equation without a priority.
    static func parseEquationBody(_ body: Substring, names: [String: LogItem]) throws(Failure) -> LogEquation {
        var found: (range: Range<Substring.Index>, relation: Relation)?
        for symbol in ["==", ">=", "<="] {
            if let r = body.range(of: symbol), found.map({ r.lowerBound < $0.range.lowerBound }) ?? true,
                let relation = Relation(symbol: symbol)
            {
                found = (r, relation)
            }
        }
        guard let (range, relation) = found else { throw Failure("no relation (==, >=, <=)") }
        let lhs = body[..<range.lowerBound].trimmingSpaces
        guard let (first, firstAttribute) = itemAttribute(lhs, names: names) else {
            throw Failure("no item.attribute before '\(relation)'")
        }
        var rhs = body[range.upperBound...].trimmingSpaces
        var spacing: Double?
        var assumedSpacing = false
        if rhs.hasSuffix(")"), let open = rhs.range(of: "NSSpace(") ?? rhs.range(of: "NSLayoutAnchorConstraintSpace(") {
            spacing = number(rhs[open.upperBound...].prefix { $0 != ")" })
            if spacing == nil { throw Failure("unreadable spacing") }
            rhs = rhs[..<open.lowerBound].trimmingSpaces
        } else if rhs.hasSuffix(" NSSpace") {
            assumedSpacing = true
            spacing = 8
            rhs = rhs.dropLast(8).trimmingSpaces
        }
        if let constant = signedNumber(rhs) {
            return LogEquation(
                first: first, firstAttribute: firstAttribute, relation: relation, constant: constant + (spacing ?? 0),
                constantIsAssumedSpacing: assumedSpacing)
        }
        var multiplier = 1.0
        if let star = rhs.firstIndex(of: "*"), let m = number(rhs[..<star].trimmingSpaces) {
            multiplier = m
            rhs = rhs[rhs.index(after: star)...].trimmingSpaces
        }
        // The second item ends at the last `.attr` followed by the end or a space.
        var split: (item: Substring, attribute: LogAttribute, rest: Substring)?
        var search = rhs.startIndex
        while let dot = rhs[search...].firstIndex(of: ".") {
            let word = rhs[rhs.index(after: dot)...].prefix { $0.isLetter }
            let after = rhs.index(dot, offsetBy: word.count + 1)
            if let attribute = LogAttribute(rawValue: String(word)), after == rhs.endIndex || rhs[after] == " " {
                split = (rhs[..<dot], attribute, rhs[after...])
            }
            search = rhs.index(after: dot)
        }
        guard let split, let second = item(split.item, names: names) else {
            throw Failure("no constant or item.attribute after '\(relation)'")
        }
        var tail = split.rest.trimmingSpaces
        if tail.hasPrefix("*") {
            let token = tail.dropFirst().trimmingSpaces.prefix { $0 != " " }
            guard let m = number(token) else { throw Failure("unreadable multiplier") }
            multiplier *= m
            tail = tail.dropFirst().trimmingSpaces.dropFirst(token.count).trimmingSpaces
        }
        var constant = spacing ?? 0
        if !tail.isEmpty {
            guard let c = signedNumber(tail) else { throw Failure("unreadable constant '\(tail)'") }
            constant += c
        }
        return LogEquation(
            first: first, firstAttribute: firstAttribute, relation: relation, multiplier: multiplier, second: second,
            secondAttribute: split.attribute, constant: constant, constantIsAssumedSpacing: assumedSpacing)
    }

    /// The VFL-like shapes: `|-(g)-[v]`, `[v]-(g)-|`, `[a]-(g)-[b]`, `[v(n)]` (after `H:`/`V:`).
    static func parseVisualFormat(
        _ shape: Substring, horizontal: Bool, names: [String: LogItem], superview: LogItem?
    ) throws(Failure) -> LogEquation {
        let leading: LogAttribute = horizontal ? .leading : .top
        let trailing: LogAttribute = horizontal ? .trailing : .bottom
        let size: LogAttribute = horizontal ? .width : .height
        func view(_ text: Substring) throws(Failure) -> LogItem {
            guard let v = item(text, names: names) else { throw Failure("unreadable item '\(text)'") }
            return v
        }
        func edge(_ shapeItem: LogItem) -> LogItem {
            superview ?? LogItem(className: "superview of " + shapeItem.printed, address: nil)
        }
        if shape.hasPrefix("|-("), let close = shape.range(of: ")-["), shape.hasSuffix("]") {
            let gap = try self.gap(shape[shape.index(shape.startIndex, offsetBy: 3)..<close.lowerBound])
            let v = try view(shape[close.upperBound..<shape.index(before: shape.endIndex)])
            return LogEquation(
                first: v, firstAttribute: leading, relation: gap.relation, second: edge(v), secondAttribute: leading,
                constant: gap.value, constantIsAssumedSpacing: gap.assumed)
        }
        if shape.hasPrefix("["), shape.hasSuffix(")-|"), let open = shape.range(of: "]-(", options: .backwards) {
            let gap = try self.gap(shape[open.upperBound..<shape.index(shape.endIndex, offsetBy: -3)])
            let v = try view(shape[shape.index(after: shape.startIndex)..<open.lowerBound])
            return LogEquation(
                first: edge(v), firstAttribute: trailing, relation: gap.relation, second: v, secondAttribute: trailing,
                constant: gap.value, constantIsAssumedSpacing: gap.assumed)
        }
        if shape.hasPrefix("["), shape.hasSuffix("]"), let open = shape.range(of: "]-("),
            let close = shape.range(of: ")-[", options: .backwards), open.upperBound <= close.lowerBound
        {
            let gap = try self.gap(shape[open.upperBound..<close.lowerBound])
            let a = try view(shape[shape.index(after: shape.startIndex)..<open.lowerBound])
            let b = try view(shape[close.upperBound..<shape.index(before: shape.endIndex)])
            return LogEquation(
                first: b, firstAttribute: leading, relation: gap.relation, second: a, secondAttribute: trailing,
                constant: gap.value, constantIsAssumedSpacing: gap.assumed)
        }
        if shape.hasPrefix("["), shape.hasSuffix(")]"), let open = shape.lastIndex(of: "(") {
            let gap = try self.gap(shape[shape.index(after: open)..<shape.index(shape.endIndex, offsetBy: -2)])
            let v = try view(shape[shape.index(after: shape.startIndex)..<open])
            return LogEquation(first: v, firstAttribute: size, relation: gap.relation, constant: gap.value)
        }
        throw Failure("unknown VFL-like shape '\(horizontal ? "H" : "V"):\(shape)'")
    }

    /// A gap or size: `[>=|<=|==] (number | NSSpace(n) | NSLayoutAnchorConstraintSpace(n) | NSSpace)`.
    static func gap(_ text: Substring) throws(Failure) -> (relation: Relation, value: Double, assumed: Bool) {
        var text = text.trimmingSpaces
        var relation = Relation.equal
        for symbol in [">=", "<=", "=="] where text.hasPrefix(symbol) {
            relation = Relation(symbol: symbol) ?? .equal
            text = text.dropFirst(2).trimmingSpaces
        }
        if let value = number(text) { return (relation, value, false) }
        if let open = text.firstIndex(of: "("), text.hasSuffix(")"),
            let value = number(text[text.index(after: open)..<text.index(before: text.endIndex)])
        {
            return (relation, value, false)
        }
        if text == "NSSpace" || text == "NSLayoutAnchorConstraintSpace" { return (relation, 8, true) }
        throw Failure("unreadable gap or size '\(text)'")
    }

    /// `item.attr`, split at the last `.`.
    static func itemAttribute(_ text: Substring, names: [String: LogItem]) -> (LogItem, LogAttribute)? {
        guard let dot = text.lastIndex(of: "."),
            let attribute = LogAttribute(rawValue: String(text[text.index(after: dot)...])),
            let item = item(text[..<dot], names: names)
        else { return nil }
        return (item, attribute)
    }

    /// `Class:0xADDR['text']`, `<Class:0xADDR>`, or a name from the `names:` list.
    static func item(_ text: Substring, names: [String: LogItem]) -> LogItem? {
        var text = text.trimmingSpaces
        if text.hasPrefix("<"), text.hasSuffix(">") { text = text.dropFirst().dropLast() }
        guard !text.isEmpty else { return nil }
        guard let colon = text.range(of: ":0x") else {
            return names[String(text)] ?? LogItem(className: String(text), address: nil)
        }
        let hex = text[colon.upperBound...].prefix { $0.isHexDigit }
        guard !hex.isEmpty else { return nil }
        var quoted = text[text.index(colon.upperBound, offsetBy: hex.count)...]
        var itemText: String?
        if quoted.first == "'" {
            quoted = quoted.dropFirst()
            if quoted.last == "'" { quoted = quoted.dropLast() }
            itemText = String(quoted)
        }
        return LogItem(className: String(text[..<colon.lowerBound]), address: "0x" + hex, text: itemText)
    }

    /// `n`, `-n`, `+ n`, `- n`: the whole text as one signed number, or nil.
    static func signedNumber(_ text: Substring) -> Double? {
        var text = text.trimmingSpaces
        var sign = 1.0
        if text.first == "+" || text.first == "-" {
            if text.first == "-" { sign = -1 }
            text = text.dropFirst().trimmingSpaces
        }
        return number(text).map { sign * $0 }
    }

    /// The whole text as one decimal number (``DecimalScan``), or nil.
    static func number(_ text: Substring) -> Double? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return nil }
        let scan = DecimalScan(from: 0, allowingMinus: true) { $0 < bytes.count ? bytes[$0] : nil }
        guard scan.isNumber, scan.end == bytes.count, let value = Double(String(text)), value.isFinite,
            value.magnitude <= 1e9
        else { return nil }
        return value
    }
}
