import InternalUtilities
import Testing

/// The package's one number form, and the one scanner every reader uses.
@Suite struct NumberTextTests {
    @Test(arguments: [
        (8.0, "8"), (-8.0, "-8"), (8.5, "8.5"), (-0.0, "0"), (0.1, "0.1"), (1e20, "1e20"), (1e-7, "1e-7"),
        (1.5e300, "1.5e300"), (123_456_789_012_345, "123456789012345"), (1e15, "1000000000000000"), (1e16, "1e16"),
        (-2.5e-300, "-2.5e-300"), (Double.infinity, "inf"), (-Double.infinity, "-inf"), (Double.nan, "nan"),
    ])
    func numbersPrintWithoutATrailingZero(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }

    @Test func cleaningRoundsAwayNoiseOnly() {
        #expect(cleanedNumber(2.9999999999999996) == 3)
        #expect(cleanedNumber(0.1 + 0.2) == 0.3)
        #expect(cleanedNumber(123.456) == 123.456)
        #expect(cleanedNumber(-1e-300) == -1e-300)
        #expect(cleanedNumber(-0.0).sign == .plus)
        #expect(cleanedNumber(.nan) == 0)
        #expect(cleanedNumber(.infinity) == 0)
    }

    /// Scans `text` from its start and returns the scan, the number's text and whether it is one.
    func scan(_ text: String, minus: Bool = true) -> (DecimalScan, String) {
        let bytes = Array(text.utf8)
        let s = DecimalScan(from: 0, allowingMinus: minus) { $0 < bytes.count ? bytes[$0] : nil }
        return (s, String(decoding: bytes[s.start..<s.end], as: UTF8.self))
    }

    @Test(arguments: [
        ("12", "12"), ("12.5x", "12.5"), (".5", ".5"), ("1.", "1."), ("-3", "-3"), ("1e3", "1e3"), ("1E+3)", "1E+3"),
        ("2e-7", "2e-7"), ("1e", "1"), ("1e+", "1"), ("1ex", "1"), ("007", "007"), ("5]", "5"),
    ])
    func scansTheLongestStrtodPrefix(text: String, number: String) {
        let (s, scanned) = scan(text)
        #expect(s.isNumber)
        #expect(scanned == number)
    }

    @Test(arguments: ["", "-", "-x", ".", "-.", "x1", "e5", "+1"])
    func findsNoNumberWithoutADigit(text: String) {
        let (s, scanned) = scan(text)
        #expect(!s.isNumber)
        #expect(scanned.isEmpty && s.end == s.start)
    }

    @Test func describesThePartsForStricterGrammars() {
        let (zeros, _) = scan("012")
        #expect(zeros.hasLeadingZero && zeros.integerDigits == 3)
        let (point, _) = scan("-1.e5")
        #expect(point.isNegative && point.hasPoint && point.fractionDigits == 0 && point.integerStart == 1)
        #expect(point.exponentDigits == 1 && point.end == 5)
        let (bare, _) = scan("1e+x")
        #expect(bare.exponentDigitsStart == 3 && bare.exponentDigits == 0 && bare.end == 1)
        let (unsigned, text) = scan("-1", minus: false)
        #expect(!unsigned.isNumber && text.isEmpty)
        let (single, _) = scan("0")
        #expect(!single.hasLeadingZero)
    }

    @Test func splitMixIsTheReferenceSequence() {
        // The first outputs of SplitMix64 seeded with 0 (Vigna's reference implementation).
        var g = SplitMix64(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
        #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
        let u = g.nextUnit()
        #expect(u >= 0 && u < 1)
    }
}
