extension VisualFormat {
    /// The names a format writes inside `[...]` where a view may stand, for callers that have no
    /// views dictionary (such as `layout-tool vfl` without `--views`).
    ///
    /// Contract: returns each view's name and each predicate object (`a` and `b` in
    /// `[a(==b@p)]`), in order of first appearance, without duplicates. Priorities (after `@`),
    /// the letters of numbers (`1e5`) and names in connections (`-gap-`) are left out. It is a
    /// lexical scan that never fails: a malformed format still yields its names, and
    /// ``parse(_:options:metrics:views:configuration:)`` reports the problem. Passing the result
    /// as `views` keeps metrics first: a predicate object that is a metric stays a metric.
    public static func candidateViewNames(in format: String) -> [String] {
        let bytes = Array(format.utf8)
        var names: [String] = []
        var seen: Set<String> = []
        var insideView = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.openBracket { insideView = true }
            if byte == ASCII.closeBracket { insideView = false }
            let previous = index > 0 ? bytes[index - 1] : 0
            guard insideView, ASCII.isIdentifierStart(byte), !ASCII.isIdentifierContinuation(previous),
                previous != ASCII.dot, previous != ASCII.at
            else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, ASCII.isIdentifierContinuation(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            if seen.insert(name).inserted { names.append(name) }
        }
        return names
    }
}
