import InternalUtilities

/// A JSON value that prints deterministically: object keys keep their insertion order, numbers
/// print without a trailing `.0` when whole. Written by hand: the output shapes are part of the
/// contract, and Foundation's encoder orders keys by hash unless asked to sort.
///
/// Package access: `ConstraintLog` writes its `explain` report with it, so that the package has
/// one JSON writer.
package indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Two values are equal when they print the same (object member order counts).
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    /// The value as text; `indent` spaces per level, or one line when `indent` is nil.
    package func rendered(indent: Int? = 2) -> String {
        var out = ""
        write(to: &out, indent: indent, depth: 0)
        return out
    }

    private func write(to out: inout String, indent: Int?, depth: Int) {
        let pad = { (d: Int) -> String in indent.map { "\n" + String(repeating: " ", count: $0 * d) } ?? "" }
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x): out += JSONValue.format(x)
        case .string(let s): out += JSONValue.quote(s)
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            // Arrays of scalars stay on one line: frames and lists read better that way.
            let flat = items.allSatisfy {
                if case .array = $0 { false } else if case .object = $0 { false } else { true }
            }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += flat || indent == nil ? ", " : "," }
                if !flat { out += pad(depth + 1) }
                item.write(to: &out, indent: indent, depth: depth + 1)
            }
            if !flat { out += pad(depth) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += indent == nil ? ", " : "," }
                out += pad(depth + 1)
                out += JSONValue.quote(key) + ": "
                value.write(to: &out, indent: indent, depth: depth + 1)
            }
            out += pad(depth) + "}"
        }
    }

    /// A JSON number in the package's one number form (``formatNumber(_:)``: integers without a
    /// fraction, no `-0`); NaN and infinity, which JSON cannot hold, become `null` (callers
    /// check for them first: an overflow is an error, not a `null`).
    static func format(_ x: Double) -> String {
        x.isFinite ? formatNumber(x) : "null"
    }

    /// `s` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
