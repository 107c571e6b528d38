import Constraints
import Foundation

let usage = """
    usage: layout-bench [--problem NAME] [--n N | --n RxC] [--repeat K] [--json] [--enaml PATH]

    Runs the benchmark problems (the solver's enaml, stack, edit and grid, and the layout
    problems) with their exact names, sizes and phases, checks every answer against its closed
    form, and prints the times.

      enaml  111                                  build_per_solver, suggest2_update_per_call
      stack  100, 1000, 3000, 10000, 100000       add, update
      edit   1000                                 suggest_update_per_call
      grid   10x10, 30x30, 50x50, 100x100         add, resize_per_call
      long-row        100, 1000, 10000            layout
      deep-hierarchy  100, 1000                   layout
      scroll-labels   1000, 10000, 100000         layout, offset_per_call,
                                                  flick_per_frame, relayout_intrinsic,
                                                  relayout_intrinsic_middle,
                                                  relayout_constant
      stack-labels    1000, 10000, 100000         layout, offset_per_call,
                                                  flick_per_frame, relayout_intrinsic,
                                                  relayout_intrinsic_middle, relayout_hidden,
                                                  relayout_hidden_middle

    Options:
      --problem NAME   run only this problem (enaml, stack, edit, grid, long-row,
                       deep-hierarchy, scroll-labels, stack-labels)
      --n N, --n RxC   run only this size; with --problem, any size (e.g. --problem stack --n 30000)
      --repeat K       best of K timed runs (default: 5; 3 for stack 100000 and grid 100x100)
      --json           exactly one JSON object a line:
                       {"problem": "stack", "n": 3000, "phase": "add", "seconds": 0.0123}
                       n is a number, or a string such as "50x50" for grid; stack lines also
                       carry "maxRSSBytes"
      --enaml PATH     enaml.json to use (default: Benchmarks/enaml.json in this package)
      -h, --help       this text

    Timing policy: each problem is built from scratch in every run; the constraint objects are
    made before timing starts. A phase's figure is the minimum over the K runs (per call: the
    loop's total divided by its calls). Problems with a loop of suggestions (enaml, edit, grid)
    first do one untimed run that checks the answer after every step; the timed runs check the
    state after the loop. Times come from the monotonic clock (ContinuousClock).

    Checks: stack: ch == 31N + 10, top_i == 10 + 31i, every width 355; edit: after each suggest,
    cw == the suggestion and every width == cw - 20; grid: every cell's left, top, width and height
    from the closed form for the container size; scroll-labels: content size 375 x (31N + 10),
    every label at (10, 10 + 31i, 355, 21), the floating badge at (325, 10 + offset.y) after
    every offset (untimed run) and after the loop; the relayout phases (200 changes, each
    followed by layoutIfNeeded, after 16 untimed ones; the last label's or the middle one's
    intrinsic height 21 <-> 42, the middle label's left inset 10 <-> 20, the last or middle
    label hidden and shown) check the frames they affect after every change (untimed run) and
    the whole layout after the loop; stack-labels: the same scene with the labels
    arranged by a vertical stack view, the same answer; enaml: every required constraint holds and
    width, height == the suggested pair, (800, 400) after the loop. A wrong answer prints a message
    on standard error and no time; the exit status is then 1 (the other problems still run).

    maxRSSBytes is the peak resident set size of the whole process so far (getrusage): for the
    memory of stack 100000 alone, run --problem stack --n 100000.
    """

struct Options {
    var problem: String?
    var size: Size?
    var repeats: Int?
    var json = false
    var enamlPath: String?
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
}

let problemNames = [
    "enaml", "stack", "edit", "grid", "long-row", "deep-hierarchy", "scroll-labels", "stack-labels",
]
let standardSizes: [String: [Size]] = [
    "enaml": [.count(111)],
    "stack": [100, 1000, 3000, 10000, 100_000].map { .count($0) },
    "edit": [.count(1000)],
    "grid": [10, 30, 50, 100].map { .grid(rows: $0, columns: $0) },
    "long-row": [100, 1000, 10_000].map { .count($0) },
    "deep-hierarchy": [100, 1000].map { .count($0) },
    "scroll-labels": [1000, 10_000, 100_000].map { .count($0) },
    "stack-labels": [1000, 10_000, 100_000].map { .count($0) },
]

func parseOptions(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var rest = arguments[...]
    func value(_ flag: String) throws(UsageError) -> String {
        guard let v = rest.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
        return v
    }
    while let arg = rest.popFirst() {
        switch arg {
        case "--problem":
            let name = try value(arg)
            guard problemNames.contains(name) else {
                throw UsageError(
                    description: "unknown problem '\(name)': one of \(problemNames.joined(separator: ", "))")
            }
            options.problem = name
        case "--n":
            let text = try value(arg)
            guard let size = Size(parsing: text) else {
                throw UsageError(description: "--n wants a positive count or RxC, not '\(text)'")
            }
            options.size = size
        case "--repeat":
            let text = try value(arg)
            guard let k = Int(text), k > 0 else {
                throw UsageError(description: "--repeat wants a positive count, not '\(text)'")
            }
            options.repeats = k
        case "--json":
            options.json = true
        case "--enaml":
            options.enamlPath = try value(arg)
        case "-h", "--help":
            printLine(usage)
            exit(0)
        default:
            throw UsageError(description: "unknown argument '\(arg)'")
        }
    }
    return options
}

/// The problems and sizes to run, in problems.md's order.
func selectedRuns(_ options: Options) throws(UsageError) -> [(problem: String, size: Size)] {
    var runs: [(String, Size)] = []
    for name in problemNames where options.problem == nil || options.problem == name {
        let sizes = standardSizes[name] ?? []
        if let size = options.size {
            if sizes.contains(size) {
                runs.append((name, size))
            } else if options.problem != nil {
                // Any size of a named problem, for exploring scaling; enaml has only one.
                switch (name, size) {
                case ("stack", .count), ("edit", .count), ("grid", .grid), ("long-row", .count),
                    ("deep-hierarchy", .count), ("scroll-labels", .count), ("stack-labels", .count):
                    runs.append((name, size))
                default:
                    throw UsageError(
                        description:
                            "\(name) has no size \(size); its sizes: \(sizes.map(\.description).joined(separator: ", "))"
                    )
                }
            }
        } else {
            runs += sizes.map { (name, $0) }
        }
    }
    guard !runs.isEmpty else {
        throw UsageError(description: "no problem has size \(options.size?.description ?? "?")")
    }
    return runs
}

func benchmark(_ problem: String, _ size: Size, enaml: () throws -> EnamlProblem) throws -> Benchmark {
    switch (problem, size) {
    case ("enaml", _):
        let data = try enaml()
        return Benchmark(problem: problem, size: size, defaultRepeats: 5, reportsMemory: false, hasSteps: true) {
            try runEnaml(data, checkEveryStep: $0)
        }
    case ("stack", .count(let n)):
        return Benchmark(
            problem: problem, size: size, defaultRepeats: n > 10_000 ? 3 : 5, reportsMemory: true, hasSteps: false
        ) { _ in
            try runStack(n: n)
        }
    case ("edit", .count(let n)):
        return Benchmark(problem: problem, size: size, defaultRepeats: 5, reportsMemory: false, hasSteps: true) {
            try runEdit(n: n, checkEveryStep: $0)
        }
    case ("grid", .grid(let r, let c)):
        return Benchmark(
            problem: problem, size: size, defaultRepeats: r * c >= 10_000 ? 3 : 5, reportsMemory: false, hasSteps: true
        ) {
            try runGrid(rows: r, columns: c, checkEveryStep: $0)
        }
    case ("long-row", .count(let n)):
        return Benchmark(
            problem: problem, size: size, defaultRepeats: n >= 10_000 ? 3 : 5, reportsMemory: false, hasSteps: false
        ) { _ in
            try runLongRow(n: n)
        }
    case ("deep-hierarchy", .count(let d)):
        return Benchmark(problem: problem, size: size, defaultRepeats: 5, reportsMemory: false, hasSteps: false) { _ in
            try runDeepHierarchy(depth: d)
        }
    case ("scroll-labels", .count(let n)):
        return Benchmark(
            problem: problem, size: size, defaultRepeats: n > 10_000 ? 3 : 5, reportsMemory: false, hasSteps: true
        ) {
            try runScrollLabels(n: n, checkEveryStep: $0)
        }
    case ("stack-labels", .count(let n)):
        return Benchmark(
            problem: problem, size: size, defaultRepeats: n > 10_000 ? 3 : 5, reportsMemory: false, hasSteps: true
        ) {
            try runScrollLabels(n: n, inStack: true, checkEveryStep: $0)
        }
    default:
        throw UsageError(description: "\(problem) has no size \(size)")
    }
}

func main() -> Int32 {
    let options: Options
    let runs: [(problem: String, size: Size)]
    do {
        options = try parseOptions(Array(CommandLine.arguments.dropFirst()))
        runs = try selectedRuns(options)
    } catch {
        printError("layout-bench: \(error)\n\n\(usage)")
        return 2
    }

    var enamlData: EnamlProblem?
    func loadEnaml() throws -> EnamlProblem {
        if let enamlData { return enamlData }
        let data = try EnamlProblem(path: options.enamlPath ?? EnamlProblem.defaultPath)
        enamlData = data
        return data
    }

    if !options.json {
        printLine("problem  n        phase                     time         seconds        peak RSS")
    }
    var failures = 0
    for (problem, size) in runs {
        do {
            let bench = try benchmark(problem, size, enaml: loadEnaml)
            for m in try bench.measure(repeats: options.repeats) {
                if options.json {
                    printLine(m.jsonLine)
                } else {
                    let cols = [
                        m.problem.padding(toLength: 8, withPad: " ", startingAt: 0),
                        m.size.description.padding(toLength: 8, withPad: " ", startingAt: 0),
                        m.phase.padding(toLength: 25, withPad: " ", startingAt: 0),
                        humanSeconds(m.seconds).padding(toLength: 12, withPad: " ", startingAt: 0),
                        String(format: "%-14.6e", m.seconds),
                        m.maxRSSBytes.map(humanBytes) ?? "",
                    ]
                    printLine(cols.joined(separator: " ").trimmingCharacters(in: .whitespaces))
                }
            }
        } catch let error as WrongAnswer {
            printError("layout-bench: WRONG ANSWER in \(problem) \(size): \(error)")
            failures += 1
        } catch let error as SolverError {
            printError("layout-bench: solver error in \(problem) \(size): \(error)")
            failures += 1
        } catch {
            printError("layout-bench: \(problem) \(size): \(error)")
            failures += 1
        }
    }
    if failures > 0 {
        printError("layout-bench: \(failures) problem(s) failed; no time printed for them")
        return 1
    }
    return 0
}

exit(main())
