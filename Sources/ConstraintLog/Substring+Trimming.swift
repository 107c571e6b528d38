extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        let start = drop { $0 == " " || $0 == "\t" }
        var end = start.endIndex
        while end > start.startIndex, start[start.index(before: end)] == " " || start[start.index(before: end)] == "\t"
        {
            end = start.index(before: end)
        }
        return start[..<end]
    }
}
