import Constraints
import Foundation
import LayoutSpec

/// `layout-tool scroll SPEC --script SCRIPT [--view NAME] [--fps N] [--format json|text|svg]`:
/// lays out a spec and plays a scroll script against one of its scroll views (contract
/// `scrolling.md` §2). The work is ``ScrollScript``, ``ScrollPlayback`` and ``ScrollReport``'s;
/// this reads the arguments and files and picks the output and the exit status.
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
        let format: String, fps: Double, scriptArgument: String
        do throws(UsageError) {
            guard case .run(let p) = try syntax.parse(arguments) else { return ToolResult(standardOutput: Help.scroll) }
            parsed = p
            format = p.last("--format") ?? "text"
            guard ["text", "json", "svg"].contains(format) else {
                throw UsageError("--format must be json, text or svg, not '\(format)'")
            }
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
        let file = InputFile.displayName(of: parsed.positional)
        let layout: SpecLayout, script: ScrollScript, layoutReport: LayoutReport
        do {
            layout = try SpecLayout(try Spec.read(source, file: file))
            script = try ScrollScript.read(scriptText, file: scriptFile)
            layoutReport = try layout.report()
        } catch {
            return bad(error)
        }
        let scrollView: ScrollView
        do throws(ScrollViewSelectionError) {
            scrollView = try layout.scrollView(selecting: parsed.last("--view"))
        } catch {
            switch error {
            case .noScrollView: return bad(InputError(file: file, line: 1, column: 1, message: "\(error)"))
            case .notAScrollView: return usage("--view: \(error)")
            case .ambiguous: return usage("--view \(error)")
            }
        }
        let report: ScrollReport
        do {
            report = try ScrollPlayback.play(script, on: scrollView, fps: fps)
        } catch {
            return bad(error)
        }
        var result = ToolResult()
        switch format {
        case "json": result.standardOutput = report.json
        case "svg": result.standardOutput = report.svg
        default: result.standardOutput = report.text(style: TerminalStyle(colour: colour))
        }
        result.standardError = layout.warningText + layoutReport.diagnosticText
        result.status = layoutReport.hasConflicts ? ExitStatus.unsatisfiable : ExitStatus.success
        return result
    }
}
