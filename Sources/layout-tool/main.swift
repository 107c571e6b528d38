// The thin shell around `LayoutTool.run`: argv, standard streams and the exit status.
// Everything else lives in the in-process entry point so tests can call it directly.
import Foundation
import LayoutSpec

let result = LayoutTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    // At most one byte past the input limit, so that `< /dev/zero` ends with an error.
    standardInput: { try FileHandle.standardInput.read(upToCount: InputLimits.maximumInputSize + 1) ?? Data() },
    isTerminal: isatty(STDOUT_FILENO) != 0,
    // The process ends right after: what the command built is left to the exit to free.
    processExitsAfter: true
)
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.status)
