import Foundation

/// Numbers as people write them, in one form for every output of the package: the solver's and
/// the layout model's descriptions, Visual Format's linear form, JSON, text reports and SVG.
///
/// Whole values print without a fraction (`8`, not `8.0`); others in the shortest form that
/// reads back exactly (`8.5`, `0.1`); exponents without `+` or leading zeros (`1e20`, `1e-7`).
/// Negative zero prints as `0`. Non-finite values print as `inf`, `-inf` and `nan`; writers whose
/// format cannot hold them (JSON) check `isFinite` first.
/// - Complexity: O(1).
package func formatNumber(_ value: Double) -> String {
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

/// `value` with the last bits of floating-point noise rounded away (`2.9999999999999996` → `3`)
/// by keeping 12 significant digits: solved values are exact to far fewer than that, so reports
/// print what the constraints say rather than the arithmetic's residue. Non-finite values and
/// negative zero become `0` (callers that must not hide an overflow check `isFinite` first).
/// - Complexity: O(1).
package func cleanedNumber(_ value: Double) -> Double {
    guard value.isFinite, value != 0 else { return 0 }
    // Whole and half numbers below 10¹⁰ have at most 11 significant digits: `%.12g` prints
    // them exactly, so they are already clean (most frames are; formatting is slow).
    if Swift.abs(value) < 1e10, (value * 2).rounded() == value * 2 { return value }
    let cleaned = Double(String(format: "%.12g", value)) ?? value
    return cleaned == 0 ? 0 : cleaned
}
