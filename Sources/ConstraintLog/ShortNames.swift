/// Short names for the items of a block, numbered per kind in order of first mention:
/// `UILabel:0x7f8…e2a0` is `label1`, a `UITableViewCellContentView` is `contentView1`, the safe
/// area guide `safeArea1`. Deterministic: the order of mention decides every number.
public struct ShortNames: Sendable {
    /// The items in order, with their names.
    public private(set) var entries: [(item: LogItem, name: String)] = []
    private var byKey: [String: String] = [:]

    /// Names `items`, in order.
    public init(_ items: [LogItem]) {
        var counts: [String: Int] = [:]
        for item in items where byKey[item.key] == nil {
            let base = Self.base(of: item)
            let n = (counts[base] ?? 0) + 1
            counts[base] = n
            byKey[item.key] = base + String(n)
            entries.append((item, base + String(n)))
        }
    }

    /// The name of `item` (its printed form when it was not among the named items).
    public func name(_ item: LogItem) -> String { byKey[item.key] ?? item.printed }

    /// `label` for `UILabel`, `contentView` for a cell's content view, `stackView`, `safeArea`
    /// and `margins` for UIKit's guides, `view` for what has no better name.
    static func base(of item: LogItem) -> String {
        if item.address == nil, item.className.hasPrefix("superview of ") { return "superview" }
        if item.text == "UIViewSafeAreaLayoutGuide" { return "safeArea" }
        if item.text == "UIViewLayoutMarginsGuide" { return "margins" }
        var name = Substring(item.className)
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        if name.hasPrefix("NSKVONotifying_") { name = name.dropFirst(15) }
        name = name.drop { $0 == "_" }
        if name.hasPrefix("UI") || name.hasPrefix("NS"), name.count > 2 { name = name.dropFirst(2) }
        if name.hasSuffix("ContentView") { return "contentView" }
        guard let first = name.first, first.isLetter, name.count <= 24,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return "view" }
        return first.lowercased() + name.dropFirst()
    }
}
