import Constraints
import Foundation
import LayoutSpec

/// `layout-tool scroll SPEC --script SCRIPT [--view NAME] [--fps N] [--format json|text|svg]`:
/// lays out a spec and plays a scroll script against one of its scroll views (contract
/// `scrolling.md` §2). The work is ``ScrollRun``'s; this reads the arguments and files (the
/// script: standard input, a file, or the steps themselves) and picks the exit status.
enum ScrollCommand {
    static let syntax = CommandLineSyntax(
        usage: """
            USAGE: layout-tool scroll SPEC --script SCRIPT [--view NAME] [--fps N]
                                           [--format json|text|svg]

            """,
        positional: "SPEC", positionalMeaning: "a file, or '-' for standard input",
        options: ["--script", "--view", "--fps", "--format"])

    static func run(arguments: [String], standardInput: () throws -> Data, colour: Bool = false) -> ToolResult {
        let parsed: CommandLineSyntax.Arguments
        let format: SpecLayoutRun.Format, fps: Double, scriptArgument: String
        do throws(UsageError) {
            guard case .run(let p) = try syntax.parse(arguments) else { return ToolResult(standardOutput: Help.scroll) }
            parsed = p
            let name = p.last("--format") ?? "text"
            guard let f = SpecLayoutRun.Format(rawValue: name) else {
                throw UsageError("--format must be json, text or svg, not '\(name)'")
            }
            format = f
            let rate = p.last("--fps") ?? "60"
            guard let n = Double(rate), n.isFinite, ScrollPlayback.frameRates.contains(n) else {
                throw UsageError("--fps must be a number of frames per second from 1 to 1000, not '\(rate)'")
            }
            fps = n
            guard let s = p.last("--script") else { throw UsageError("missing --script SCRIPT (the steps to play)") }
            guard !(s == "-" && p.positional == "-") else {
                throw UsageError("SPEC and --script cannot both read standard input")
            }
            scriptArgument = s
        } catch {
            return ToolResult(standardError: syntax.usageText(error), status: ExitStatus.usage)
        }
        let usage = { (message: String) in ToolResult(standardError: "error: \(message)\n", status: ExitStatus.usage) }
        let bad = { (e: InputError) in ToolResult(standardError: e.rendered, status: ExitStatus.badInput) }
        // The script: standard input, a file when one exists at that path, else the steps themselves.
        var scriptFile = "<script>", scriptText = scriptArgument
        var isDirectory: ObjCBool = false
        if scriptArgument == "-"
            || FileManager.default.fileExists(atPath: scriptArgument, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        {
            scriptFile = InputFile.displayName(of: scriptArgument)
            switch InputFile.read(scriptArgument, standardInput: standardInput) {
            case .success(let text): scriptText = text
            case .failure(let error): return bad(error)
            }
        }
        let source: String
        switch InputFile.read(parsed.positional, standardInput: standardInput) {
        case .success(let text): source = text
        case .failure(let error): return bad(error)
        }
        do throws(ScrollRun.Failure) {
            let out = try ScrollRun.run(
                source, file: InputFile.displayName(of: parsed.positional), script: scriptText, scriptFile: scriptFile,
                view: parsed.last("--view"), fps: fps, format: format, style: TerminalStyle(colour: colour))
            return ToolResult(
                standardOutput: out.standardOutput, standardError: out.standardError,
                status: out.hasConflicts ? ExitStatus.unsatisfiable : ExitStatus.success)
        } catch {
            switch error {
            case .input(let e): return bad(e)
            case .view(let e):
                if case .ambiguous = e { return usage("--view \(e)") }
                return usage("--view: \(e)")
            }
        }
    }
}
