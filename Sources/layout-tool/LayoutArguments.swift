import Constraints

/// The command line of `layout-tool layout SPEC [--format text|json|svg] [--offset [NAME=]X,Y]
/// [--scale S]`, read into values. Flags take their value as the next argument or after `=`;
/// `--offset` may be repeated (one per scroll view); a later `--format` or `--scale` wins.
struct LayoutArguments {
    enum Format: String {
        case text, json, svg
    }

    var path = ""
    var format = Format.text
    /// `--offset`: per scroll view name (nil: the only scroll view), a content offset.
    var offsets: [(name: String?, offset: Point)] = []
    /// `--scale S`: round frames to 1/S points.
    var scale: Double?

    enum Request {
        case run(LayoutArguments)
        case help
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var result = LayoutArguments()
        var path: String?
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !onlyPositional && argument == "--" { onlyPositional = true; continue }
            if !onlyPositional && (argument == "--help" || argument == "-h") { return .help }
            guard !onlyPositional, argument.hasPrefix("-"), argument != "-" else {
                guard path == nil else { throw UsageError("unexpected argument '\(argument)' (only one SPEC)") }
                path = argument
                continue
            }
            let equals = argument.firstIndex(of: "=")
            let name = String(argument[..<(equals ?? argument.endIndex)])
            guard ["--format", "--offset", "--scale"].contains(name) else { throw UsageError("unknown option '\(name)'") }
            let value: String
            if let equals {
                value = String(argument[argument.index(after: equals)...])
            } else {
                guard index < arguments.count else { throw UsageError("\(name) needs a value") }
                value = arguments[index]
                index += 1
            }
            switch name {
            case "--format":
                guard let f = Format(rawValue: value) else {
                    throw UsageError("--format must be text, json or svg, not '\(value)'")
                }
                result.format = f
            case "--scale":
                guard let s = Double(value), s.isFinite, s > 0, s <= 1000 else {
                    throw UsageError("--scale must be a positive number (points to pixels, such as 2 or 3), not '\(value)'")
                }
                result.scale = s
            default:
                result.offsets.append(try offset(value))
            }
        }
        guard let path else { throw UsageError("missing SPEC (a file, or '-' for standard input)") }
        result.path = path
        return .run(result)
    }

    /// `[NAME=]X,Y`.
    static func offset(_ text: String) throws(UsageError) -> (String?, Point) {
        var name: String?
        var rest = Substring(text)
        if let equals = text.firstIndex(of: "=") {
            let given = String(text[..<equals])
            name = given
            rest = text[text.index(after: equals)...]
            guard SpecReader.isIdentifier(given) else { throw UsageError("--offset: '\(given)' is not a view name") }
        }
        let parts = rest.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite,
            Swift.abs(x) <= Solver.magnitudeLimit, Swift.abs(y) <= Solver.magnitudeLimit
        else {
            throw UsageError("--offset must be [NAME=]X,Y with two numbers, not '\(text)'")
        }
        return (name, Point(x: x, y: y))
    }
}
