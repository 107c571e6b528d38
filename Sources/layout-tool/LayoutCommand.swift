import Constraints
import Foundation
import InterfaceBuilder
import LayoutSpec

/// `layout-tool layout SPEC [--format text|json|svg] [--offset [NAME=]X,Y] [--scale S]`: lays
/// out a spec (contract §1) and prints every frame and the diagnostics (contract §2). The work is
/// ``SpecLayout`` and ``LayoutReport``'s; this reads the arguments and the file and picks the
/// output and the exit status.
enum LayoutCommand {
    static let syntax = CommandLineSyntax(
        usage:
            "USAGE: layout-tool layout SPEC|FILE.xib|FILE.storyboard [--format text|json|svg] [--offset [NAME=]X,Y]"
            + " [--scale S] [--compare]\n",
        positional: "SPEC", positionalMeaning: "a file, or '-' for standard input",
        options: ["--format", "--offset", "--scale"], flags: ["--compare"])

    typealias Format = SpecLayoutRun.Format

    /// What the command line asks for, read and checked.
    struct Options {
        var path: String
        var format = Format.text
        /// `--offset`s in order: per scroll view name (nil: the only scroll view), an offset.
        var offsets: [(name: String?, offset: Point)] = []
        /// `--scale S`: round frames to 1/S points.
        var scale: Double?
        /// `--compare`: an Interface Builder document's stored frames beside the tool's.
        var compare = false
    }

    /// Reads the arguments after `layout`: nil asks for help.
    static func options(_ arguments: [String]) throws(UsageError) -> Options? {
        guard case .run(let parsed) = try syntax.parse(arguments) else { return nil }
        var options = Options(path: parsed.positional)
        let name = parsed.last("--format") ?? "text"
        guard let format = Format(rawValue: name) else {
            throw UsageError("--format must be text, json or svg, not '\(name)'")
        }
        options.format = format
        if let text = parsed.last("--scale") {
            guard let s = Double(text), s.isFinite, s > 0, s <= 1000 else {
                throw UsageError("--scale must be a positive number (points to pixels, such as 2 or 3), not '\(text)'")
            }
            options.scale = s
        }
        options.offsets = try parsed.all("--offset").map { (text) throws(UsageError) in try offset(text) }
        options.compare = parsed.last("--compare") != nil
        return options
    }

    static func run(
        arguments: [String], standardInput: () throws -> Data, colour: Bool = false, processExitsAfter: Bool = false
    ) -> ToolResult {
        let parsed: Options
        do throws(UsageError) {
            guard let options = try options(arguments) else { return ToolResult(standardOutput: Help.layout) }
            parsed = options
        } catch {
            return ToolResult(standardError: syntax.usageText(error), status: ExitStatus.usage)
        }
        let data: Data
        switch InputFile.readData(parsed.path, standardInput: standardInput) {
        case .success(let bytes): data = bytes
        case .failure(let error): return ToolResult(standardError: error.rendered, status: ExitStatus.badInput)
        }
        let file = InputFile.displayName(of: parsed.path)
        // A document may be UTF-16: its bytes go to the reader as they are.
        if IBLayoutRun.isDocument(parsed.path) || IBLayoutRun.isXML(data) {
            return interfaceBuilder(data, file: file, parsed, colour: colour, processExitsAfter: processExitsAfter)
        }
        let source: String
        switch InputFile.text(of: data, name: file) {
        case .success(let text): source = text
        case .failure(let error): return ToolResult(standardError: error.rendered, status: ExitStatus.badInput)
        }
        guard !parsed.compare else {
            return ToolResult(
                standardError: "error: --compare applies to .xib and .storyboard files\n", status: ExitStatus.usage)
        }
        do throws(SpecLayoutRun.Failure) {
            let out = try SpecLayoutRun.run(
                source, file: file, format: parsed.format, offsets: parsed.offsets, scale: parsed.scale,
                style: TerminalStyle(colour: colour))
            return ToolResult(
                standardOutput: out.standardOutput, standardError: out.standardError,
                status: out.hasConflicts ? ExitStatus.unsatisfiable : ExitStatus.success)
        } catch {
            switch error {
            case .input(let e): return ToolResult(standardError: e.rendered, status: ExitStatus.badInput)
            case .offset(let e): return ToolResult(standardError: "error: --offset: \(e)\n", status: ExitStatus.usage)
            }
        }
    }

    /// An Interface Builder document (contract §7): `--offset` does not apply. With
    /// `processExitsAfter` the layout is left for the process's exit to free (see
    /// `IBLayoutRun.run`).
    static func interfaceBuilder(
        _ data: Data, file: String, _ parsed: Options, colour: Bool, processExitsAfter: Bool = false
    ) -> ToolResult {
        guard parsed.offsets.isEmpty else {
            return ToolResult(standardError: "error: --offset applies to specs only\n", status: ExitStatus.usage)
        }
        do throws(InputError) {
            let out = try IBLayoutRun.run(
                data, file: file, format: parsed.format, compare: parsed.compare, scale: parsed.scale,
                style: TerminalStyle(colour: colour), processExitsAfter: processExitsAfter)
            return ToolResult(
                standardOutput: out.standardOutput, standardError: out.standardError,
                status: out.hasConflicts ? ExitStatus.unsatisfiable : ExitStatus.success)
        } catch {
            return ToolResult(standardError: error.rendered, status: ExitStatus.badInput)
        }
    }

    /// `[NAME=]X,Y`.
    static func offset(_ text: String) throws(UsageError) -> (String?, Point) {
        var name: String?
        var rest = Substring(text)
        if let equals = text.firstIndex(of: "=") {
            let given = String(text[..<equals])
            name = given
            rest = text[text.index(after: equals)...]
            guard Spec.isName(given) else { throw UsageError("--offset: '\(given)' is not a view name") }
        }
        let parts = rest.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite,
            Swift.abs(x) <= InputLimits.magnitude, Swift.abs(y) <= InputLimits.magnitude
        else {
            throw UsageError("--offset must be [NAME=]X,Y with two numbers, not '\(text)'")
        }
        return (name, Point(x: x, y: y))
    }
}
