import Constraints
import InternalUtilities

/// Reads a ``ScrollScript``: splits the text into steps and each step into words, numbers and
/// commas, then checks each step's shape and values (every number finite and within
/// ``InputLimits/magnitude``, durations within ``ScrollScript/maximumDuration``, speeds within
/// ``ScrollScript/maximumSpeed``, scales positive).
struct ScrollScriptReader {
    let file: String
    let source: String
    /// The text as Unicode scalars, and each scalar's UTF-8 offset (for quoting the line).
    let scalars: [Unicode.Scalar]
    let utf8Offsets: [Int]
    /// The line and column of each scalar.
    let places: [(line: Int, column: Int)]

    init(source: String, file: String) {
        self.file = file
        self.source = source
        scalars = Array(source.unicodeScalars)
        var offsets: [Int] = []
        var places: [(Int, Int)] = []
        var offset = 0, line = 1, column = 1
        for s in scalars {
            offsets.append(offset)
            places.append((line, column))
            offset += String(s).utf8.count
            if s == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        offsets.append(offset)
        places.append((line, column))
        utf8Offsets = offsets
        self.places = places
    }

    /// A token of a step: a word, a number or a comma, with the index of its first scalar.
    enum Token: Equatable {
        case word(String)
        case number(Double)
        case comma
    }

    func position(_ index: Int) -> SourcePosition {
        let i = Swift.min(Swift.max(0, index), scalars.count)
        return SourcePosition(line: places[i].line, column: places[i].column, offset: utf8Offsets[i])
    }

    func error(_ message: String, at index: Int) -> InputError {
        let p = position(index)
        let excerpt = SourceExcerpt(source: source, around: p)
        return InputError(
            file: file, line: p.line, column: p.column, message: message, text: excerpt.text, caret: excerpt.caret)
    }

    // MARK: Steps

    mutating func readSteps() throws(InputError) -> [ScrollScript.Step] {
        var steps: [ScrollScript.Step] = []
        var start = 0
        var i = 0
        var inComment = false
        while i <= scalars.count {
            let s: Unicode.Scalar? = i < scalars.count ? scalars[i] : nil
            if inComment {
                guard s == "\n" || s == nil else {
                    i += 1
                    continue
                }
                // The comment ends here: the step after it starts on the next line.
                inComment = false
                start = i
            }
            if s == "#" {
                if let step = try readStep(start, i) { steps.append(step) }
                inComment = true
                i += 1
                start = i
                continue
            }
            if s == nil || s == ";" || s == "\n" {
                if let step = try readStep(start, i) { steps.append(step) }
                start = i + 1
            }
            i += 1
        }
        guard !steps.isEmpty else { throw error("the script has no steps", at: 0) }
        return steps
    }

    /// The tokens of `start..<end`, each with its index.
    func tokens(_ start: Int, _ end: Int) throws(InputError) -> [(token: Token, at: Int)] {
        var out: [(Token, Int)] = []
        var i = start
        func ascii(_ j: Int) -> UInt8? {
            guard j < end, j < scalars.count, scalars[j].isASCII else { return nil }
            return UInt8(scalars[j].value)
        }
        while i < end {
            let s = scalars[i]
            if s == " " || s == "\t" || s == "\r" {
                i += 1
            } else if s == "," {
                out.append((.comma, i))
                i += 1
            } else if s.properties.isAlphabetic && s.isASCII {
                var j = i
                while j < end, scalars[j].isASCII, scalars[j].properties.isAlphabetic || scalars[j] == "-" { j += 1 }
                out.append((.word(String(String.UnicodeScalarView(scalars[i..<j]))), i))
                i = j
            } else {
                let scan = DecimalScan(from: i, allowingMinus: true, ascii: ascii)
                guard scan.isNumber else {
                    throw error("unexpected '\(String(s))': expected a step's word, a number or a comma", at: i)
                }
                let text = String(String.UnicodeScalarView(scalars[i..<scan.end]))
                guard let x = Double(text), x.isFinite, Swift.abs(x) <= InputLimits.magnitude else {
                    throw error("the number \(text) is too large (the limit is 1e12 in magnitude)", at: i)
                }
                if let next = ascii(scan.end), next == 0x2E || (next >= 0x41 && next <= 0x7A) {
                    throw error("malformed number '\(text)\(Character(Unicode.Scalar(next)))'", at: i)
                }
                out.append((.number(x), i))
                i = scan.end
            }
        }
        return out
    }

    /// The step in `start..<end`, or nil when it is blank.
    func readStep(_ start: Int, _ end: Int) throws(InputError) -> ScrollScript.Step? {
        let list = try tokens(start, end)
        guard let first = list.first else { return nil }
        var text = String(String.UnicodeScalarView(scalars[first.at..<end]))
        while text.last == " " || text.last == "\t" || text.last == "\r" { text.removeLast() }
        var cursor = StepCursor(reader: self, tokens: list, end: end)
        let action = try cursor.readAction()
        return ScrollScript.Step(action: action, position: position(first.at), text: text)
    }
}

/// Reading one step's tokens in order.
struct StepCursor {
    let reader: ScrollScriptReader
    let tokens: [(token: ScrollScriptReader.Token, at: Int)]
    let end: Int
    var next = 1
    var keyword = ""

    init(reader: ScrollScriptReader, tokens: [(token: ScrollScriptReader.Token, at: Int)], end: Int) {
        self.reader = reader
        self.tokens = tokens
        self.end = end
    }

    /// Where the next token is (the end of the step when there is none).
    var here: Int { next < tokens.count ? tokens[next].at : end }

    static let shapes: [String: String] = [
        "drag": "drag DX,DY [in T]", "release": "release [VX,VY]", "wait": "wait T", "settle": "settle",
        "scroll-to": "scroll-to X,Y [animated]", "scroll-rect": "scroll-rect X,Y,W,H [animated]",
        "scroll-to-top": "scroll-to-top", "pinch": "pinch S [at X,Y] [in T]", "zoom": "zoom S [animated]",
        "target": "target X,Y",
    ]

    func fail(_ message: String, at index: Int? = nil) -> InputError {
        reader.error("\(keyword): \(message) (\(StepCursor.shapes[keyword] ?? keyword))", at: index ?? here)
    }

    mutating func readAction() throws(InputError) -> ScrollScript.Action {
        guard case .word(let word) = tokens[0].token else {
            throw reader.error(
                "a step starts with one of \(ScrollScript.keywords.joined(separator: ", "))", at: tokens[0].at)
        }
        guard ScrollScript.keywords.contains(word) else {
            throw reader.error(
                "unknown step '\(word)' (steps: \(ScrollScript.keywords.joined(separator: ", ")))", at: tokens[0].at)
        }
        keyword = word
        let action: ScrollScript.Action
        switch word {
        case "drag":
            let d = try pair("DX,DY")
            action = .drag(d, duration: try duration(default: 0.1))
        case "release":
            if next < tokens.count {
                let at = here
                let v = try pair("VX,VY")
                guard Swift.abs(v.x) <= ScrollScript.maximumSpeed, Swift.abs(v.y) <= ScrollScript.maximumSpeed else {
                    throw fail("a velocity is at most 1e6 points per second", at: at)
                }
                action = .release(v)
            } else {
                action = .release(nil)
            }
        case "wait":
            action = .wait(try time())
        case "settle":
            action = .settle
        case "scroll-to":
            action = .scrollTo(try pair("X,Y"), animated: try animated())
        case "scroll-rect":
            let at = here
            let v = try numbers(4, "X,Y,W,H")
            guard v[2] >= 0, v[3] >= 0 else { throw fail("the width and height must not be negative", at: at) }
            action = .scrollRect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]), animated: try animated())
        case "scroll-to-top":
            action = .scrollToTop
        case "pinch":
            let s = try scale()
            var center: Point?
            if sees("at") {
                next += 1
                center = try pair("X,Y")
            }
            action = .pinch(s, center: center, duration: try duration(default: 0.2))
        case "zoom":
            action = .zoom(try scale(), animated: try animated())
        default:
            action = .target(try pair("X,Y"))
        }
        guard next >= tokens.count else { throw fail("unexpected text after the step") }
        return action
    }

    func sees(_ w: String) -> Bool {
        guard next < tokens.count, case .word(let x) = tokens[next].token else { return false }
        return x == w
    }

    mutating func number(_ what: String) throws(InputError) -> Double {
        guard next < tokens.count, case .number(let x) = tokens[next].token else {
            throw fail("expected \(what)")
        }
        next += 1
        return x
    }

    /// `count` numbers joined by commas.
    mutating func numbers(_ count: Int, _ what: String) throws(InputError) -> [Double] {
        var out: [Double] = []
        for i in 0..<count {
            if i > 0 {
                guard next < tokens.count, tokens[next].token == .comma else { throw fail("expected \(what)") }
                next += 1
            }
            out.append(try number(what))
        }
        return out
    }

    mutating func pair(_ what: String) throws(InputError) -> Point {
        let v = try numbers(2, what)
        return Point(x: v[0], y: v[1])
    }

    /// A time in seconds: not negative, at most ``ScrollScript/maximumDuration``.
    mutating func time() throws(InputError) -> Double {
        let at = here
        let t = try number("a time T in seconds")
        guard t >= 0, t <= ScrollScript.maximumDuration else {
            throw fail("a time is in seconds, from 0 to 600", at: at)
        }
        return t
    }

    /// `in T`, or `fallback`.
    mutating func duration(default fallback: Double) throws(InputError) -> Double {
        guard sees("in") else { return fallback }
        next += 1
        return try time()
    }

    /// A positive scale factor.
    mutating func scale() throws(InputError) -> Double {
        let at = here
        let s = try number("a scale S")
        guard s > 0, s <= 1e6, s >= 1e-6 else { throw fail("a scale must be positive (from 1e-6 to 1e6)", at: at) }
        return s
    }

    /// An optional `animated`.
    mutating func animated() throws(InputError) -> Bool {
        guard sees("animated") else { return false }
        next += 1
        return true
    }
}
