import VisualFormat

/// The command line of `layout-tool vfl`, read into values.
///
/// `FORMAT` is the one positional argument (after `--`, anything is positional). Flags are `--`
/// and a word; an argument like `-[a]` is the format, so malformed formats exit 1. Flags take
/// their value as the next argument or after `=` (`--views=a,b`); a later flag replaces an
/// earlier one, and a repeated metric key keeps its last value.
struct VFLArguments: Equatable {
    /// What the command line asks for.
    enum Request: Equatable {
        case run(VFLArguments)
        case help
    }

    /// The visual format string.
    var format: String
    /// `--views`: the view names; `nil` when the flag is absent (see ``viewNames``).
    var views: [String]?
    /// `--metrics k=v,...`.
    var metrics: [String: Double] = [:]
    /// `--options o1,o2`.
    var options: VisualFormat.FormatOptions = []
    /// `--format json` rather than text.
    var json = false

    /// The names that denote views: `--views` when given. Otherwise every name the format
    /// mentions inside `[...]`, except priorities: the view names (`[a]`) and the predicate
    /// objects (`b` in `[a(==b)]`), see ``VisualFormat/candidateViewNames(in:)``. Metrics are
    /// looked up first, so a predicate object that is a metric stays a metric; names in
    /// connections (`-gap-`) are never views.
    var viewNames: Set<String> { Set(views ?? VisualFormat.candidateViewNames(in: format)) }

    /// Reads the arguments after `vfl`; throws a message for bad usage.
    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var format: String?
        var result = VFLArguments(format: "")
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !onlyPositional, argument == "--" {
                onlyPositional = true
                continue
            }
            if !onlyPositional, argument == "-h" || argument == "--help" { return .help }
            let equals = argument.firstIndex(of: "=")
            let name = String(argument[..<(equals ?? argument.endIndex)])
            guard !onlyPositional, isFlag(name) else {
                guard format == nil else { throw UsageError("unexpected argument '\(argument)'") }
                format = argument
                continue
            }
            guard ["--views", "--metrics", "--options", "--format"].contains(name) else {
                throw UsageError("unknown option '\(name)'")
            }
            let text: String
            if let equals {
                text = String(argument[argument.index(after: equals)...])
            } else {
                guard index < arguments.count else { throw UsageError("\(name) needs a value") }
                text = arguments[index]
                index += 1
            }
            switch name {
            case "--views": result.views = list(text)
            case "--metrics": result.metrics = try metrics(text)
            case "--options": result.options = try options(text)
            default:
                guard text == "text" || text == "json" else {
                    throw UsageError("--format must be 'text' or 'json', not '\(text)'")
                }
                result.json = text == "json"
            }
        }
        guard let format else { throw UsageError("missing FORMAT") }
        result.format = format
        return .run(result)
    }

    /// `--` and a word (`--views`, `--bogus`): a flag. Anything else is the format, so a
    /// malformed format such as `-[a]` or `--[a]` reaches the parser and exits 1.
    private static func isFlag(_ name: String) -> Bool {
        name.hasPrefix("--") && name.count > 2
            && name.dropFirst(2).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// A comma-separated list, each item trimmed of spaces, empty items dropped.
    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { trimmed($0) }.filter { !$0.isEmpty }
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }

    /// `k=v,...` with finite decimal values.
    private static func metrics(_ text: String) throws(UsageError) -> [String: Double] {
        var metrics: [String: Double] = [:]
        for item in list(text) {
            guard let equals = item.firstIndex(of: "="),
                case let key = trimmed(item[..<equals]), !key.isEmpty,
                let value = Double(trimmed(item[item.index(after: equals)...])), value.isFinite
            else {
                throw UsageError("bad metric '\(item)': expected NAME=NUMBER")
            }
            metrics[key] = value
        }
        return metrics
    }

    /// Option names, Apple's without prefix (`alignAllTop`); `.alignAllTop`,
    /// `NSLayoutFormatAlignAllTop` and raw numbers are accepted too, case-insensitively.
    private static func options(_ text: String) throws(UsageError) -> VisualFormat.FormatOptions {
        var options: VisualFormat.FormatOptions = []
        for item in list(text) {
            if let raw = UInt(item) {
                options.insert(VisualFormat.FormatOptions(rawValue: raw))
                continue
            }
            var name = Substring(item)
            for prefix in ["NSLayoutConstraint.FormatOptions.", "NSLayoutFormat", "."] where name.hasPrefix(prefix) {
                name = name.dropFirst(prefix.count)
                break
            }
            guard let match = VisualFormat.FormatOptions.named.first(where: { $0.name.lowercased() == name.lowercased() })
            else {
                let known = VisualFormat.FormatOptions.named.map(\.name).joined(separator: ", ")
                throw UsageError("unknown option '\(item)'; known options: \(known)")
            }
            options.insert(match.option)
        }
        if options.isSuperset(of: .directionMask) {
            throw UsageError("directionLeftToRight and directionRightToLeft cannot be combined")
        }
        return options
    }
}

/// A command-line mistake: exit status 64 with the message and the usage text.
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
