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
        readData(path, standardInput: standardInput).flatMap { text(of: $0, name: displayName(of: path)) }
    }

    /// `data` as UTF-8 text, or an ``InputError`` at line 1 of `name` saying it is not.
    public static func text(of data: Data, name: String) -> Result<String, InputError> {
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(InputError(file: name, line: 1, column: 1, message: "the input is not valid UTF-8"))
        }
        return .success(text)
    }

    /// The bytes of `path` (or `standardInput()` for `-`), at most
    /// ``InputLimits/maximumInputSize`` of them, as ``read(_:standardInput:)`` reads them before
    /// decoding (for inputs that are not always UTF-8, such as Interface Builder documents).
    /// - Complexity: O(input size).
    public static func readData(_ path: String, standardInput: () throws -> Data) -> Result<Data, InputError> {
        let name = displayName(of: path)
        func failure(_ message: String) -> Result<Data, InputError> {
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
        return .success(data)
    }
}
