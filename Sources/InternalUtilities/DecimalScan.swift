/// The shape of a decimal number at some place in a text: one scanner for every reader of the
/// package (JSON specs, constraint strings, linear systems, Visual Format), each of which then
/// applies its own grammar's rules to the shape and says what is wrong in its own words.
///
/// The scanned grammar is the longest prefix `strtod` would read as a decimal:
/// `-`? digits (`.` digits?)? with at least one digit in all, then an exponent `e`/`E`, sign and
/// digits — the exponent only when it has a digit. ``end`` is just past that prefix; the other
/// fields describe the parts, so that a stricter grammar (JSON forbids `.5`, `1.`, `01`) can
/// reject the number and point at the part that breaks it.
package struct DecimalScan: Equatable, Sendable {
    /// Where the scan began.
    package var start: Int
    /// Whether a leading `-` was read (only when the caller allows a sign).
    package var isNegative: Bool
    /// Where the integer digits start (just past the sign).
    package var integerStart: Int
    /// How many digits precede the `.` (or the end).
    package var integerDigits: Int
    /// Whether a `.` follows the integer digits.
    package var hasPoint: Bool
    /// How many digits follow the `.`; 0 without one.
    package var fractionDigits: Int
    /// Where the exponent's digits start, just past `e` and its sign, when an `e` or `E` follows
    /// the mantissa; nil when none does.
    package var exponentDigitsStart: Int?
    /// How many digits the exponent has; an exponent without digits is not part of the number.
    package var exponentDigits: Int
    /// Just past the number; equal to ``start`` when there is none.
    package var end: Int

    /// Whether the text holds a number at all (a digit before or after the point).
    package var isNumber: Bool { integerDigits + fractionDigits > 0 }

    /// Whether the integer part has a leading zero followed by another digit (`01`).
    package var hasLeadingZero = false

    /// Scans the number that starts at `start`.
    ///
    /// - Parameters:
    ///   - start: where to begin, an index for `ascii`.
    ///   - allowingMinus: whether a leading `-` belongs to the number.
    ///   - ascii: the ASCII code of the character at an index, or nil past the end of the text
    ///     (and for anything that is not ASCII): so the scanner serves bytes, scalars and
    ///     characters alike.
    /// - Complexity: O(length of the number).
    package init(from start: Int, allowingMinus: Bool, ascii: (Int) -> UInt8?) {
        func isDigit(_ i: Int) -> Bool { ascii(i).map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        self.start = start
        var i = start
        isNegative = allowingMinus && ascii(i) == 0x2D  // -
        if isNegative { i += 1 }
        integerStart = i
        while isDigit(i) { i += 1 }
        integerDigits = i - integerStart
        hasLeadingZero = integerDigits > 1 && ascii(integerStart) == 0x30
        hasPoint = ascii(i) == 0x2E  // .
        fractionDigits = 0
        if hasPoint {
            i += 1
            let fractionStart = i
            while isDigit(i) { i += 1 }
            fractionDigits = i - fractionStart
        }
        exponentDigitsStart = nil
        exponentDigits = 0
        guard integerDigits + fractionDigits > 0 else {
            end = start
            return
        }
        if let e = ascii(i), e == 0x65 || e == 0x45 {  // e E
            var j = i + 1
            if let sign = ascii(j), sign == 0x2B || sign == 0x2D { j += 1 }  // + -
            exponentDigitsStart = j
            while isDigit(j) { j += 1 }
            exponentDigits = j - (exponentDigitsStart ?? j)
            if exponentDigits > 0 { i = j }
        }
        end = i
    }
}
