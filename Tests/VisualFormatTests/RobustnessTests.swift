import TestSupport
import Testing

@testable import VisualFormat

/// Seeded random and mutated strings: the parser never traps, and it either parses or throws an
/// error whose caret lies within the string (or just past its end).
@Suite struct RobustnessTests {
    static let views: Set<String> = ["a", "b", "c", "view1", "_v2"]
    static let metrics: [String: Double] = ["m": 10, "p": 250, "b": 3, "z": 0]
    static let corpus = [
        "|-[a]-[b]-|", "V:|-(>=10@750)-[a(==b,<=m@p)]-m-[c]|", "H:[a(1e2)]-(-5)-[b(>=8.5)]",
        "[a][b][c]", "|[view1(_v2)]-(8,<=20)-[_v2]|", "V:[a]->=8-[b]-50@750-|", "[a(10.)]",
    ]
    static let alphabet: [Character] = Array("HV:|-[]()@,=<>0123456789.eE+abcmpvz_ x\t\u{0}é中")

    func check(_ format: String, options: VisualFormat.FormatOptions) {
        do {
            let result = try VisualFormat.parse(format, options: options, metrics: Self.metrics, views: Self.views)
            for constraint in result {
                #expect(constraint.priority > 0 && constraint.priority <= 1000, "\(format)")
                #expect(constraint.multiplier == 1)
            }
        } catch {
            #expect(error.format == format)
            if let position = error.position {
                #expect((0...format.utf8.count).contains(position), "\(format): \(error.message)")
                #expect(format.utf8.allSatisfy { $0 < 0x80 }, "a caret on a non-ASCII string: \(format)")
            } else {
                #expect(
                    format.isEmpty || !format.utf8.allSatisfy { $0 < 0x80 } || options.isSuperset(of: .directionMask),
                    "no caret: \(format): \(error.message)")
            }
        }
    }

    static let optionChoices: [VisualFormat.FormatOptions] = [
        [], .alignAllTop, .alignAllLeft, [.alignAllCenterX, .directionRightToLeft],
        .spacingBaselineToBaseline, .directionMask, .directionLeftToRight,
    ]

    @Test func randomStrings() {
        var random = SeededRandom(seed: 0x5EED_0001)
        for _ in 0..<4000 {
            let length = Int.random(in: 0...24, using: &random)
            let format = String((0..<length).map { _ in Self.alphabet.randomElement(using: &random) ?? "[" })
            check(format, options: Self.optionChoices.randomElement(using: &random) ?? [])
        }
    }

    @Test func mutatedValidStrings() {
        var random = SeededRandom(seed: 0x5EED_0002)
        for _ in 0..<4000 {
            var characters = Array(Self.corpus.randomElement(using: &random) ?? "[a]")
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0...characters.count, using: &random)
                let character = Self.alphabet.randomElement(using: &random) ?? "-"
                switch Int.random(in: 0..<3, using: &random) {
                case 0: characters.insert(character, at: index)
                case 1 where index < characters.count: characters.remove(at: index)
                default: if index < characters.count { characters[index] = character }
                }
            }
            check(String(characters), options: Self.optionChoices.randomElement(using: &random) ?? [])
        }
    }

    @Test func arbitraryBytes() {
        var random = SeededRandom(seed: 0x5EED_0003)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...16, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            check(String(decoding: bytes, as: UTF8.self), options: [])
        }
    }

    @Test func longLinesParseWithoutRecursion() throws {
        let count = 20_000
        let format = "|" + String(repeating: "-[a]", count: count) + "-|"
        let result = try VisualFormat.parse(format, views: ["a"])
        #expect(result.count == count + 1)
        let error = parseError(String(repeating: "[a(", count: 5000), views: ["a"])
        #expect(error?.position == 3)
    }
}
