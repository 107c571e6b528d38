import Foundation
import InternalUtilities
import TestSupport
import Testing

@testable import Constraints
@testable import LayoutSpec
@testable import layout_tool

/// The fuzz harness: seeded mutations of the Examples (specs and linear systems) and of a corpus
/// of VFL lines, thrown at `LayoutTool.run` in process, and a smaller batch at the real binary
/// (a trap kills a process; in process it would kill the test run).
///
/// Every input must end with exit status 0, 1 or 2; errors in the `FILE:LINE:COLUMN: error:`
/// shape; no `nan`/`inf`/`null` where a number is printed; and each case within a time budget.
///
/// Environment:
/// - `FUZZ_SEED`: the run's seed (default fixed, so CI is reproducible); case `i` of domain `d`
///   uses its own generator seeded from (seed, d, i), so one case replays alone.
/// - `FUZZ_ITERATIONS`: cases per domain. The default is a fixed count (3,000 specs, 8,000
///   systems, 8,000 VFL lines: about 25 s in all in a debug build on 2 cores), so every machine
///   runs the same cases; set it higher for a longer run by hand
///   (`FUZZ_ITERATIONS=200000 swift test --filter FuzzTests`). Nothing depends on the clock but
///   the per-case time budget.
/// - `FUZZ_CASE`: run only this case index (with the seed of the failure) to replay it;
///   `FUZZ_VERBOSE`: print every case's status and first line of standard error.
/// On failure the input is saved to a temporary file and a replay command is printed.
@Suite(.serialized) struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = UInt64(environment["FUZZ_SEED"] ?? "") ?? 20_260_101
    static let iterations = Int(environment["FUZZ_ITERATIONS"] ?? "")
    static let onlyCase = Int(environment["FUZZ_CASE"] ?? "")
    /// The longest one case may take (debug build, in process): a guard against hangs. The
    /// slowest case of the default run takes about 2.8 s, and this machine has spells at half
    /// speed (the benchmarks' bimodal times), in which 5 s failed once under a full test run.
    static let caseBudget = Duration.seconds(10)

    enum Domain: String, CaseIterable {
        case spec, system, vfl
        var defaultIterations: Int {
            switch self {
            case .spec: 3_000
            case .system: 8_000
            case .vfl: 8_000
            }
        }
    }

    // MARK: Corpora

    static func files(_ directory: String, _ ext: String) -> [[UInt8]] {
        let url = packageRoot.appendingPathComponent(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(ext) }.sorted().compactMap {
            FileManager.default.contents(atPath: url.appendingPathComponent($0).path).map { Array($0) }
        }
    }

    static let specs = files("Examples", ".json")
    static let systems = files("Examples/systems", ".txt")
    static let vflLines: [String] = [
        "H:|-[a]-[b]-|", "V:|-10-[a(>=20@750)]-(>=0)-|", "H:[a(==b)]", "H:|-(pad)-[a(<=100,>=50)]-pad-[b]|",
        "V:[a]-0-[b]", "H:|[a][b(a)]|", "|-[a]-|", "H:[a]-(>=8@500)-[b]", "V:|[a(b)]-(==pad@250)-[b(>=44)]|",
        "H:|-8-[a]-(-5)-[b]-8-|", "[a(100@750,>=20)]", "H:|-(>=0,<=pad)-[a]",
    ]

    // MARK: Mutation

    /// Tokens worth splicing: NaN-ish and extreme numbers, structure, unicode, control bytes.
    static let tokens: [String] = [
        "nan", "NaN", "inf", "-inf", "Infinity", "1e999", "-1e999", "-0", "-0.0", "1e308", "5e-324", "1e-320",
        "1e12", "1e13", "1e-12", "99999999999999999999999", "0", "1000", "1001", "-1", ".", "e", "E5", "0x10",
        "[", "]", "{", "}", "(", ")", "\"", "\\", "\\u0000", "\\ud800", "\\u", ",", ":", "@", "*", "==", "<=", ">=",
        "|", "-", "+", "#", "H:", "V:", ".width", ".leading", ".firstBaseline", ".layoutMarginsGuide",
        ".contentLayoutGuide", "root", "a", "b", "title", "badge", "box", "x", "y", "null", "true",
        "\"subviews\": []", "\"frame\": [0, 0, 1e12, 1e12]", "\"name\": \"root\"", "\"intrinsicSize\": [null, -1]",
        "\"scroll\": {}", "\"guides\": [\"g\"]", "\"priority\": 0", "\u{0}", "\u{7}", "\t", "\r", "\n", "\u{7F}",
        "\u{202E}", "é", "😀", "\u{FEFF}", "\u{10FFFF}",
    ]

    /// The solver's seedable generator (SplitMix64), so a failing case replays from its seed.
    struct Generator: RandomNumberGenerator {
        var inner: SplitMix64
        init(state: UInt64) { inner = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { inner.next() }
        mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    }

    static func mutate(_ input: [UInt8], _ g: inout Generator) -> [UInt8] {
        var b = input
        for _ in 0...g.below(6) {
            let p = g.below(b.count + 1)
            switch g.below(10) {
            case 0 where !b.isEmpty:  // flip a bit
                let i = g.below(b.count)
                b[i] ^= UInt8(1) << UInt8(g.below(8))
            case 1 where !b.isEmpty:  // a random byte
                b[g.below(b.count)] = UInt8(truncatingIfNeeded: g.next())
            case 2:  // splice a token
                b.insert(contentsOf: Array(tokens[g.below(tokens.count)].utf8), at: p)
            case 3:  // delete a range
                b.removeSubrange(p..<min(b.count, p + g.below(24)))
            case 4:  // truncate
                b.removeSubrange(p..<b.count)
            case 5:  // duplicate a range, a few times
                let q = min(b.count, p + g.below(48))
                let chunk = Array(b[p..<q])
                for _ in 0..<g.below(5) { b.insert(contentsOf: chunk, at: p) }
            case 6:  // replace a number-ish run with an extreme value
                if let i = b[p...].firstIndex(where: { (0x30...0x39).contains($0) }) {
                    var j = i
                    while j < b.count, (0x30...0x39).contains(b[j]) || b[j] == 0x2E { j += 1 }
                    b.replaceSubrange(i..<j, with: Array(tokens[g.below(12)].utf8))
                }
            case 7:  // deep nesting
                let depth = [10, 300, 600, 5_000][g.below(4)]
                let open = ["[", "{\"a\":", "(", "[a(", "{\"name\":\"n\",\"subviews\":["][g.below(5)]
                b.insert(contentsOf: Array(String(repeating: open, count: depth).utf8), at: p)
            case 8:  // swap two bytes
                if b.count > 1 { b.swapAt(g.below(b.count), g.below(b.count)) }
            default:  // a token many times
                let t = Array(tokens[g.below(tokens.count)].utf8)
                for _ in 0..<g.below(64) { b.insert(contentsOf: t, at: p) }
            }
        }
        return b
    }

    // MARK: Generation (structure kept, so inputs reach the layout and the solver)

    static let names = ["root", "a", "b", "title", "badge", "box", "header", "content", "sv", "nope"]
    static let attributes = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "lastBaseline", "leftMargin", "topMargin", "trailingMargin", "centerXWithinMargins", "bogus",
    ]
    static let numbers = [
        "0", "8", "-5", "0.5", "2", "1e12", "-1e12", "1e13", "1e308", "5e-324", "-0", "1e-7", "1e-6", "1000", "250",
        "1e999",
        "3.25", "999999999999",
    ]

    static func pick<T>(_ a: [T], _ g: inout Generator) -> T { a[g.below(a.count)] }

    /// A linear constraint string in the spec's syntax, with extreme numbers now and then.
    static func linear(_ g: inout Generator, names: [String] = names) -> String {
        // Mostly attributes that pair (one group), now and then any two.
        let groups = [
            ["left", "right", "centerX", "leftMargin"],
            ["leading", "trailing", "trailingMargin", "centerXWithinMargins"],
            ["top", "bottom", "centerY", "firstBaseline", "lastBaseline", "topMargin"], ["width", "height"],
        ]
        let group = g.below(8) == 0 ? attributes : pick(groups, &g)
        let numbers = g.below(3) == 0 ? numbers : ["0", "8", "-5", "0.5", "2", "20", "100"]
        let sizeOnly = group == groups[3]
        var t = "\(pick(names, &g)).\(pick(group, &g)) \(pick(["==", "<=", ">="], &g)) "
        if sizeOnly && g.below(3) == 0 {
            t += pick(numbers, &g)
        } else {
            if g.below(3) == 0 { t += pick(numbers, &g) + "*" }
            t += "\(pick(names, &g)).\(pick(group, &g))"
            if g.below(2) == 0 { t += " \(pick(["+", "-"], &g)) \(pick(numbers, &g))" }
        }
        if g.below(3) == 0 {
            t += " @\(pick(["750", "250", "1", "1000", "low", "high", "fitting", g.below(5) == 0 ? "0" : "999"], &g))"
        }
        return t
    }

    /// A visual format line, mostly well formed.
    static func visualFormat(_ g: inout Generator, names: [String] = names) -> String {
        var t = pick(["H:", "V:", ""], &g) + (g.below(2) == 0 ? "|" : "")
        for i in 0..<(1 + g.below(4)) {
            if i > 0 || t.hasSuffix("|") {
                t += pick(
                    [
                        "-", "", "-8-", "-(>=0)-", "-(20@750)-", "-(-5)-", "-1e12-", "-(>=0@250)-",
                        g.below(4) == 0 ? "-(1e308)-" : "-",
                    ], &g)
            }
            t += "[\(pick(names, &g))"
            if g.below(2) == 0 {
                t +=
                    "(\(pick([">=20", "==\(pick(names, &g))", "<=1e12@750", "100", "0@1", "44@250", g.below(4) == 0 ? "1e13" : "50"], &g)))"
            }
            t += "]"
        }
        if g.below(2) == 0 { t += pick(["-|", "|", "-20-|", "-(>=8)-|"], &g) }
        return t
    }

    /// A well-formed-ish linear system: several lines with extreme numbers and priorities.
    static func system(_ g: inout Generator) -> [UInt8] {
        let vars = ["x", "y", "z", "w", "nan", "inf"]
        var lines: [String] = []
        for _ in 0..<(1 + g.below(12)) {
            func side() -> String {
                var terms: [String] = []
                for _ in 0..<(1 + g.below(3)) {
                    switch g.below(3) {
                    case 0: terms.append(pick(numbers, &g))
                    case 1: terms.append(pick(vars, &g))
                    default: terms.append("\(pick(numbers, &g))*\(pick(vars, &g))")
                    }
                }
                return terms.joined(separator: pick([" + ", " - ", "+", "-"], &g))
            }
            var line = "\(side()) \(pick(["==", "<=", ">="], &g)) \(side())"
            if g.below(3) == 0 { line += " @\(pick(["750", "250", "1", "low", "high", "required", "0", "nan"], &g))" }
            if g.below(6) == 0 { line += " # \(pick(tokens, &g))" }
            lines.append(line)
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// A spec: an Example with constraints added (linear and VFL) and numbers replaced by
    /// extreme JSON numbers, so that the JSON stays valid and the layout is exercised.
    static func spec(_ base: [UInt8], _ g: inout Generator) -> [UInt8] {
        var text = String(decoding: base, as: UTF8.self)
        if let range = text.range(of: "\"constraints\": [") {
            var added: [String] = []
            // The Example's own names (and 'nope' now and then), so most constraints resolve.
            var names = text.matches(of: /"name": *"([A-Za-z_0-9]+)"/).map { String($0.output.1) }
            if names.isEmpty || g.below(10) == 0 { names.append("nope") }
            for _ in 0..<(1 + g.below(3)) {
                added.append(
                    JSONValue.quote(
                        g.below(2) == 0
                            ? linear(&g, names: names)
                            : visualFormat(&g, names: names.filter { $0 != "root" || g.below(10) == 0 })))
            }
            text.replaceSubrange(range, with: "\"constraints\": [" + added.joined(separator: ", ") + ", ")
        }
        var bytes = Array(text.utf8)
        for _ in 0..<(g.below(3) == 0 ? 1 : 0) {  // a number, replaced by an extreme one
            let digits = bytes.indices.filter {
                (0x30...0x39).contains(bytes[$0])
                    && ($0 == 0 || ![0x2E, 0x2D].contains(bytes[$0 - 1]) && !(0x30...0x39).contains(bytes[$0 - 1]))
            }
            guard let i = digits.isEmpty ? nil : digits[g.below(digits.count)] else { break }
            var j = i
            while j < bytes.count, (0x30...0x39).contains(bytes[j]) || bytes[j] == 0x2E { j += 1 }
            bytes.replaceSubrange(
                i..<j,
                with: Array(pick(["1e308", "5e-324", "-0", "1e12", "1e13", "0", "-1", "1e999", "1000.5"], &g).utf8))
        }
        return bytes
    }

    // MARK: One case

    struct Case {
        var arguments: [String]
        var input: [UInt8]
        /// What to save for replay: the spec/system bytes, or the VFL format.
        var saved: [UInt8]
        var json: Bool
    }

    static func makeCase(_ domain: Domain, _ index: Int) -> Case {
        var g = Generator(state: seed &* 0x1000_0000_01B3 &+ UInt64(domain.hashValueStable) &* 0x9E37 &+ UInt64(index))
        let json = g.below(2) == 0
        let format = json ? "json" : "text"
        switch domain {
        case .spec:
            let base = specs.isEmpty ? Array("{}".utf8) : specs[g.below(specs.count)]
            // Half generated (valid JSON, hostile content), half mutated bytes.
            let input = g.below(2) == 0 ? spec(base, &g) : mutate(g.below(2) == 0 ? spec(base, &g) : base, &g)
            return Case(arguments: ["layout", "-", "--format", format], input: input, saved: input, json: json)
        case .system:
            let base = systems.isEmpty ? Array("x == 1\n".utf8) : systems[g.below(systems.count)]
            let input = [system(&g), mutate(base, &g), mutate(system(&g), &g)][g.below(3)]
            return Case(arguments: ["solve", "-", "--format", format], input: input, saved: input, json: json)
        case .vfl:
            var line = Array((g.below(2) == 0 ? visualFormat(&g) : vflLines[g.below(vflLines.count)]).utf8)
            if g.below(3) != 0 { line = mutate(line, &g) }
            let text = String(decoding: line, as: UTF8.self)
            var arguments = ["vfl", "--metrics", "pad=10", "--format", format]
            if g.below(3) == 0 { arguments += ["--views", "a,b"] }
            if g.below(4) == 0 {
                arguments += [
                    "--options",
                    ["alignAllTop", "alignAllCenterX", "directionRightToLeft", "spacingBaselineToBaseline"][g.below(4)],
                ]
            }
            arguments += ["--", text]
            return Case(arguments: arguments, input: [], saved: Array(text.utf8), json: json)
        }
    }

    /// What is wrong with a result, or nil.
    static func problem(_ c: Case, _ r: ToolResult) -> String? {
        guard [ExitStatus.success, ExitStatus.badInput, ExitStatus.unsatisfiable].contains(r.status) else {
            return "exit status \(r.status)"
        }
        if r.status == ExitStatus.badInput {
            let first = r.standardError.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            guard first.wholeMatch(of: /[^\n]+:[0-9]+:[0-9]+: error: .+/) != nil else {
                return "error not in the FILE:LINE:COLUMN: error: shape: \(first.prefix(300))"
            }
        }
        if let bad = nonFiniteNumber(in: r.standardOutput, json: c.json, command: c.arguments[0]) {
            return "a non-finite number in the output: \(bad)"
        }
        if r.standardError.contains("Fatal error") || r.standardOutput.contains("Fatal error") {
            return "a trap message"
        }
        return nil
    }

    /// A printed number that is NaN or infinite (`nan`, `inf`, or JSON `null` where numbers go).
    static func nonFiniteNumber(in output: String, json: Bool, command: String) -> String? {
        if json {
            // Numbers follow ':', '[' or ','; names are quoted, so "nan" as a key never matches.
            // A scroll indicator that does not show is null by contract (scrolling.md §4).
            let checked = output.replacing(/"(vertical|horizontal)": null\b/, with: "")
            return checked.firstMatch(of: /[:\[,]\s*(-?nan|-?inf|null)\b/).map { String($0.output.0) }
        }
        switch command {
        case "solve":  // name = value
            return output.firstMatch(of: /= *-?(nan|inf)(?![\w.])/).map { String($0.output.0) }
        case "vfl":  // constants follow a relation, a sign or '@'
            return output.firstMatch(of: /(== |<= |>= |\+ |- |@)-?(nan|inf)(?![\w.])/).map { String($0.output.0) }
        default:  // the frames table: every token after the name
            for line in output.split(separator: "\n").dropFirst() {
                if line.isEmpty { break }
                let fields = line.split(separator: " ")
                if fields.dropFirst().contains(where: { ["nan", "-nan", "inf", "-inf"].contains($0) }) {
                    return String(line)
                }
            }
            return nil
        }
    }

    static func save(_ c: Case, _ domain: Domain, _ index: Int) -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "layout-fuzz-\(domain.rawValue)-\(seed)-\(index).\(domain == .spec ? "json" : "txt")")
        try? Data(c.saved).write(to: url)
        return url.path
    }

    static func replay(_ domain: Domain, _ index: Int) -> String {
        "FUZZ_SEED=\(seed) FUZZ_CASE=\(index) swift test --filter 'FuzzTests/\(domain.rawValue)'"
    }

    // MARK: In process

    func run(_ domain: Domain) {
        let clock = ContinuousClock()
        let start = clock.now
        let count = Self.iterations ?? domain.defaultIterations
        let indices = Self.onlyCase.map { [$0] } ?? Array(0..<count)
        var tally = FuzzTally()
        for index in indices {
            let c = Self.makeCase(domain, index)
            let caseStart = clock.now
            let result = LayoutTool.run(arguments: c.arguments, standardInput: { Data(c.input) })
            let elapsed = clock.now - caseStart
            tally.count(result, elapsed: elapsed, label: "case \(index)")
            var failure = Self.problem(c, result)
            if failure == nil, elapsed > Self.caseBudget { failure = "took \(elapsed) (budget \(Self.caseBudget))" }
            if let failure {
                let path = Self.save(c, domain, index)
                Issue.record(
                    """
                    fuzz \(domain.rawValue) case \(index) (seed \(Self.seed)): \(failure)
                    arguments: \(c.arguments.map { String($0.prefix(200)) })
                    input saved to \(path)
                    replay: \(Self.replay(domain, index))
                    stderr: \(result.standardError.prefix(600))
                    """)
            }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        print(
            "fuzz \(domain.rawValue): \(tally.done) cases in \(elapsed) (\(Int(Double(tally.done) / max(seconds, 1e-9))) a second; slowest \(tally.slowest)); \(tally.statusText); seed \(Self.seed)"
        )
        #expect(tally.done == indices.count)
    }

    @Test func spec() { run(.spec) }
    @Test func system() { run(.system) }
    @Test func vfl() { run(.vfl) }

    // MARK: Through the binary

    /// A smaller batch through the real binary, where a trap shows as a signal rather than
    /// killing the test run: each crash or hang is a failure with its input saved.
    @Test func binary() throws {
        guard let binary = builtExecutable("layout-tool") else {
            Issue.record("no layout-tool binary beside the tests or in .build/debug")
            return
        }
        let clock = ContinuousClock()
        let start = clock.now
        let perDomain = max(1, (Self.iterations ?? 300) / 6)
        var done = 0, skipped = 0
        for domain in Domain.allCases {
            for index in 0..<perDomain {
                // Indices past the in-process ones: new cases.
                let caseIndex = 1_000_000 + index
                if let only = Self.onlyCase, only != caseIndex { continue }
                let c = Self.makeCase(domain, caseIndex)
                // The kernel refuses arguments over 128 KiB (a deeply nested VFL line).
                guard c.arguments.reduce(0, { $0 + $1.utf8.count }) < 100_000 else {
                    skipped += 1
                    continue
                }
                let (status, signaled, _, stderr) = try Self.runProcess(binary, c.arguments, c.input, timeout: 20)
                done += 1
                let failure: String? =
                    if signaled {
                        "killed by signal \(status) (a trap or a hang past 20 s)"
                    } else {
                        [0, 1, 2].contains(status) ? nil : "exit status \(status)"
                    }
                if let failure {
                    let path = Self.save(c, domain, caseIndex)
                    Issue.record(
                        """
                        fuzz binary \(domain.rawValue) case \(caseIndex) (seed \(Self.seed)): \(failure)
                        input saved to \(path)
                        replay: \(binary.path) \(c.arguments.map { $0 == "-" ? "-" : "'\($0)'" }.joined(separator: " ")) < \(path)
                        stderr: \(stderr.prefix(600))
                        """)
                }
            }
        }
        print(
            "fuzz binary: \(done) cases in \(clock.now - start) (\(skipped) with too long arguments skipped); seed \(Self.seed)"
        )
    }

    /// The binary batch's detector itself: a child killed by a signal (as a trap kills the tool)
    /// is reported as signaled, and one that hangs is killed at the timeout.
    @Test func binaryBatchDetectsCrashesAndHangs() throws {
        let shell = URL(fileURLWithPath: "/bin/sh")
        let crash = try Self.runProcess(shell, ["-c", "kill -SEGV $$"], [], timeout: 10)
        #expect(crash.signaled)
        let hang = try Self.runProcess(shell, ["-c", "exec sleep 30"], [], timeout: 0.5)
        #expect(hang.signaled)
    }

    /// Runs the binary with `input` on standard input; kills it after `timeout` seconds. Files,
    /// not pipes, carry the streams, so no output size can block the child. (The Interface
    /// Builder domain runs its binary batch through this too.)
    static func runProcess(_ binary: URL, _ arguments: [String], _ input: [UInt8], timeout: Double) throws
        -> (status: Int32, signaled: Bool, stdout: String, stderr: String)
    {
        let directory = FileManager.default.temporaryDirectory
        let tag = UUID().uuidString
        let inURL = directory.appendingPathComponent("fuzz-in-\(tag)"),
            outURL = directory.appendingPathComponent("fuzz-out-\(tag)"),
            errURL = directory.appendingPathComponent("fuzz-err-\(tag)")
        defer {
            for url in [inURL, outURL, errURL] { try? FileManager.default.removeItem(at: url) }
        }
        try Data(input).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let stdin = try FileHandle(forReadingFrom: inURL), stdout = try FileHandle(forWritingTo: outURL),
            stderr = try FileHandle(forWritingTo: errURL)
        defer {
            for handle in [stdin, stdout, stderr] { try? handle.close() }
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
        }
        process.waitUntilExit()
        func text(_ url: URL) -> String { String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, text(outURL), text(errURL))
    }
}

extension FuzzTests.Domain {
    /// A hash that does not change between runs (Swift's `hashValue` is seeded per process).
    var hashValueStable: Int {
        switch self {
        case .spec: 1
        case .system: 2
        case .vfl: 3
        }
    }
}

/// What a fuzz run counts as it goes: cases done, their exit statuses, the slowest.
struct FuzzTally {
    var done = 0
    var statuses: [Int32: Int] = [:]
    var slowest = Duration.zero

    /// Counts one case; with `FUZZ_VERBOSE`, prints `label`, its status and the first line of
    /// its standard error.
    mutating func count(_ result: ToolResult, elapsed: Duration, label: String) {
        slowest = max(slowest, elapsed)
        done += 1
        statuses[result.status, default: 0] += 1
        if FuzzTests.environment["FUZZ_VERBOSE"] != nil {
            print("\(label): \(result.status) \(result.standardError.split(separator: "\n").first?.prefix(160) ?? "")")
        }
    }

    /// `exit statuses [(key: 0, value: …), …]`, by status.
    var statusText: String { "exit statuses \(statuses.sorted { $0.key < $1.key })" }
}
