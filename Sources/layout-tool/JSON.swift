/// A JSON value that prints deterministically: object keys keep their insertion order, numbers
/// print without a trailing `.0` when whole. Written by hand: the output shapes are part of the
/// contract, and Foundation's encoder orders keys by hash unless asked to sort.
indirect enum JSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.rendered() == rhs.rendered() }

    /// The value as text; `indent` spaces per level, or one line when `indent` is nil.
    func rendered(indent: Int? = 2) -> String {
        var out = ""
        write(to: &out, indent: indent, depth: 0)
        return out
    }

    private func write(to out: inout String, indent: Int?, depth: Int) {
        let pad = { (d: Int) -> String in indent.map { "\n" + String(repeating: " ", count: $0 * d) } ?? "" }
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x): out += JSON.format(x)
        case .string(let s): out += JSON.quote(s)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            // Arrays of scalars stay on one line: frames and lists read better that way.
            let flat = items.allSatisfy { if case .array = $0 { false } else if case .object = $0 { false } else { true } }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += flat || indent == nil ? ", " : "," }
                if !flat { out += pad(depth + 1) }
                item.write(to: &out, indent: indent, depth: depth + 1)
            }
            if !flat { out += pad(depth) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += indent == nil ? ", " : "," }
                out += pad(depth + 1)
                out += JSON.quote(key) + ": "
                value.write(to: &out, indent: indent, depth: depth + 1)
            }
            out += pad(depth) + "}"
        }
    }

    /// A JSON number: integers without a fraction, others in Swift's shortest round-trip form;
    /// never `-0`, and never NaN or infinity (those become `null`, which callers avoid).
    static func format(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        if x == 0 { return "0" }
        if x == x.rounded(), Swift.abs(x) < 1e15 { return String(Int64(x)) }
        return String(x)
    }

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
