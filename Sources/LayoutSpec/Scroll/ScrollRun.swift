import Constraints

/// `layout-tool scroll SPEC --script SCRIPT` as a library call: read the spec and the script,
/// lay out, pick the scroll view, play the script, report (contract `scrolling.md` §2). The
/// command line only reads the files and picks the exit status.
public enum ScrollRun {
    /// What a run printed (the same shape as a `layout` run's).
    public typealias Output = SpecLayoutRun.Output

    /// Why a run stopped.
    public enum Failure: Error, Sendable {
        /// The spec or the script cannot be read, the layout cannot be made, or the script
        /// cannot be played (located).
        case input(InputError)
        /// `view` names no scroll view, or none was named and the spec has several (the
        /// command line's `--view` is misused).
        case view(ScrollViewSelectionError)
    }

    /// Reads `source` as the spec `file` and `script` as the scroll script `scriptFile`, lays
    /// the spec out, plays the script at `fps` frames a second on the scroll view named `view`
    /// (nil: the only one), and reports the playback in `format`.
    /// - Throws: ``Failure``; nothing is printed then. A spec without any scroll view is an
    ///   input error located at its start.
    /// - Complexity: one layout pass, plus one incremental pass per frame played.
    public static func run(
        _ source: String, file: String, script: String, scriptFile: String, view: String? = nil,
        fps: Double = 60, format: SpecLayoutRun.Format, style: TerminalStyle = TerminalStyle(colour: false)
    ) throws(Failure) -> Output {
        let layout: SpecLayout, steps: ScrollScript, layoutReport: LayoutReport
        do throws(InputError) {
            layout = try SpecLayout(try Spec.read(source, file: file))
            steps = try ScrollScript.read(script, file: scriptFile)
            layoutReport = try layout.report()
        } catch {
            throw .input(error)
        }
        let scrollView: ScrollView
        do throws(ScrollViewSelectionError) {
            scrollView = try layout.scrollView(selecting: view)
        } catch {
            if case .noScrollView = error {
                throw .input(InputError(file: file, line: 1, column: 1, message: "\(error)"))
            }
            throw .view(error)
        }
        let report: ScrollReport
        do throws(InputError) {
            report = try ScrollPlayback.play(steps, on: scrollView, fps: fps)
        } catch {
            throw .input(error)
        }
        return Output(
            standardOutput: report.printed(format, style: style),
            standardError: layout.warningText + layoutReport.diagnosticText,
            hasConflicts: layoutReport.hasConflicts)
    }
}
