/// Formats a number for the linear constraint form: whole values without a fraction (`8`, not
/// `8.0`), others in the shortest form that reads back exactly (`8.5`, `0.1`), exponents without
/// `+` or leading zeros (`1e20`, `1e-7`). Negative zero prints as `0`; non-finite values print as
/// `inf`, `-inf` and `nan` (they cannot come from a format string, only from metrics).
func formatNumber(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value.rounded() == value, value.magnitude < 1e15 {
        return String(Int64(value))
    }
    let shortest = value.description
    guard let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
        return shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest
    }
    var mantissa = String(shortest[..<e])
    if mantissa.hasSuffix(".0") { mantissa.removeLast(2) }
    var exponent = Substring(shortest[shortest.index(after: e)...])
    var sign = ""
    if exponent.first == "-" {
        sign = "-"
        exponent = exponent.dropFirst()
    } else if exponent.first == "+" {
        exponent = exponent.dropFirst()
    }
    let digits = exponent.drop(while: { $0 == "0" })
    return mantissa + "e" + sign + (digits.isEmpty ? "0" : String(digits))
}
