import Foundation

/// What one run of a real executable produced.
package struct ProcessOutput: Sendable, Equatable {
    /// The exit status (or the signal number, for a process killed by one).
    package var status: Int32
    /// Everything written to standard output, as UTF-8.
    package var standardOutput: String
    /// Everything written to standard error, as UTF-8.
    package var standardError: String
}

/// A failure to start an executable.
package struct ProcessRunError: Error, CustomStringConvertible {
    /// Why.
    package var description: String
}

/// Runs the executable `name` of this build with `arguments`, feeding `input` to its standard
/// input, and waits for it.
/// - Throws: ``ProcessRunError`` when the build has no such executable or it cannot start.
package func runBuiltExecutable(_ name: String, _ arguments: [String], input: Data = Data()) throws -> ProcessOutput {
    guard let url = builtExecutable(name) else {
        throw ProcessRunError(description: "no built executable '\(name)' beside the tests or in .build/debug")
    }
    return try runProcess(url, arguments, input: input)
}

/// Runs the program at `url` with `arguments`, feeding `input` to its standard input, and waits.
/// - Throws: ``ProcessRunError`` when it cannot start.
package func runProcess(_ url: URL, _ arguments: [String], input: Data = Data()) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    do {
        try process.run()
    } catch {
        throw ProcessRunError(description: "could not start \(url.path): \(error)")
    }
    // Read both pipes while the process runs, so a large output cannot fill a pipe and block it.
    let group = DispatchGroup()
    nonisolated(unsafe) var out = Data(), err = Data()
    DispatchQueue.global().async(group: group) { out = stdout.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { err = stderr.fileHandleForReading.readDataToEndOfFile() }
    stdin.fileHandleForWriting.write(input)
    try? stdin.fileHandleForWriting.close()  // Closing twice is harmless; the child sees EOF either way.
    group.wait()
    process.waitUntilExit()
    return ProcessOutput(
        status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
        standardError: String(decoding: err, as: UTF8.self))
}
