/// The command line of one subcommand: its options (each takes a value), its one positional
/// argument, and its usage line. Every subcommand reads its arguments through this one reader,
/// so they share one set of conventions and one form of usage error.
///
/// Conventions:
/// - `-h` and `--help` ask for the subcommand's help (anywhere before `--`).
/// - An option is `--` and a word (`--format`), or `-` and one letter; anything else is
///   positional, so `-` (standard input) and a Visual Format line such as `-[a]` are positional.
///   After `--` everything is positional.
/// - An option's value is the next argument or follows `=` (`--format=json`). An option may be
///   repeated; the reader keeps every value in order (see ``Arguments/last(_:)``).
struct CommandLineSyntax {
    /// The usage line, `USAGE: layout-tool SUBCOMMAND ...`, printed after a usage error.
    let usage: String
    /// The name of the positional argument in messages (`SPEC`, `SYSTEM`, `FORMAT`).
    let positional: String
    /// What the positional argument is, for the message when it is missing.
    let positionalMeaning: String
    /// The options it knows, with their leading dashes.
    let options: [String]
    /// The options that take no value (`--compare`): recorded with an empty value.
    var flags: [String] = []

    /// What a command line asks for.
    enum Request {
        /// Show the subcommand's help.
        case help
        /// Run with these arguments.
        case run(Arguments)
    }

    /// A command line read into its positional argument and option values.
    struct Arguments {
        /// The positional argument.
        var positional: String
        /// Every option given, in order, with its value.
        var values: [(option: String, value: String)]

        /// The last value given for `option` (a later flag replaces an earlier one), or nil.
        func last(_ option: String) -> String? { values.last { $0.option == option }?.value }

        /// Every value given for `option`, in order.
        func all(_ option: String) -> [String] { values.filter { $0.option == option }.map(\.value) }
    }

    /// Reads the arguments after the subcommand's name.
    /// - Throws: ``UsageError`` for an unknown option, an option without a value, a missing or
    ///   second positional argument.
    func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var positional: String?
        var values: [(option: String, value: String)] = []
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !onlyPositional && argument == "--" {
                onlyPositional = true
                continue
            }
            if !onlyPositional && (argument == "--help" || argument == "-h") { return .help }
            let equals = argument.firstIndex(of: "=")
            let name = String(argument[..<(equals ?? argument.endIndex)])
            guard !onlyPositional, Self.isOption(name) else {
                guard positional == nil else {
                    throw UsageError("unexpected argument '\(argument)' (only one \(self.positional))")
                }
                positional = argument
                continue
            }
            if flags.contains(name), equals == nil {
                values.append((name, ""))
                continue
            }
            guard options.contains(name) else { throw UsageError("unknown option '\(name)'") }
            if let equals {
                values.append((name, String(argument[argument.index(after: equals)...])))
            } else {
                guard index < arguments.count else { throw UsageError("\(name) needs a value") }
                values.append((name, arguments[index]))
                index += 1
            }
        }
        guard let positional else { throw UsageError("missing \(self.positional) (\(positionalMeaning))") }
        return .run(Arguments(positional: positional, values: values))
    }

    /// `--` and a word, or `-` and one letter.
    static func isOption(_ name: String) -> Bool {
        let word = { (s: Substring) in
            !s.isEmpty && s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        }
        if name.hasPrefix("--") { return word(name.dropFirst(2)) }
        return name.count == 2 && name.hasPrefix("-") && name.last.map { $0.isASCII && $0.isLetter } == true
    }

    /// The usage error's standard error: the message, a blank line, the usage line.
    func usageText(_ error: UsageError) -> String {
        "error: \(error.message)\n\n" + usage
    }
}

/// A command-line mistake: exit status 64 with the message and the usage line.
struct UsageError: Error, Equatable {
    /// What is wrong, in a sentence without a final period.
    var message: String
    /// A usage error saying `message`.
    init(_ message: String) { self.message = message }
}
