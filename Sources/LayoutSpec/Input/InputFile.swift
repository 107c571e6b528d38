import Foundation

/// The text of a spec, script, document or log that a user names: a file, or standard input
/// for `-`.
public enum InputFile {
    /// The input's name in messages: `<stdin>` for `-`, else the path.
    public static func displayName(of path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Reads `path` (or `standardInput()` for `-`) as UTF-8 text of at most
    /// ``InputLimits/maximumInputSize`` bytes.
    ///
    /// At most one byte past the limit is read, so that `/dev/zero` or a huge file cannot
    /// exhaust memory. Every failure is an ``InputError`` at line 1 of the input, saying why.
    /// - Complexity: O(input size).
    public static func read(_ path: String, standardInput: () throws -> Data) -> Result<String, InputError> {
        let name = displayName(of: path)
        func failure(_ message: String) -> Result<String, InputError> {
            .failure(InputError(file: name, line: 1, column: 1, message: message))
        }
        let data: Data
        do {
            if path == "-" {
                data = try standardInput()
            } else {
                guard let handle = FileHandle(forReadingAtPath: path) else {
                    return failure("cannot read the file (missing or unreadable)")
                }
                defer { handle.closeFile() }
                // `read` answers nil at the end of the file: an empty file.
                data = try handle.read(upToCount: InputLimits.maximumInputSize + 1) ?? Data()
            }
        } catch {
            return failure("cannot read the \(path == "-" ? "standard input" : "file"): \(error.localizedDescription)")
        }
        guard data.count <= InputLimits.maximumInputSize else {
            return failure("the input is larger than \(InputLimits.maximumInputSize >> 20) MiB")
        }
        guard let text = String(data: data, encoding: .utf8) else { return failure("the input is not valid UTF-8") }
        return .success(text)
    }
}
