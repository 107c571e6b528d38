/// A view or layout guide a constraint log names: `UILabel:0x7f8…'Title'`, a bare name resolved
/// through the `names:` list, or the superview `|` of a VFL-like form.
public struct LogItem: Hashable, Sendable {
    /// The class as printed (`UILabel`, `EmptyKit.EmptyView`, `UILayoutGuide`); for an item printed
    /// by name only, the name.
    public var className: String
    /// The address (`0x7f8…`), when the log prints one.
    public var address: String?
    /// The text in quotes after the address: a label's text, a button's title or a guide's
    /// identifier (`UIViewSafeAreaLayoutGuide`).
    public var text: String?

    /// Creates an item.
    public init(className: String, address: String?, text: String? = nil) {
        self.className = className
        self.address = address
        self.text = text
    }

    /// What identifies the item within a block: its address, or its class (name) without one.
    public var key: String { address ?? className }

    /// Whether the item is a layout guide (`UILayoutGuide`, a stack view's `_UILayoutSpacer`)
    /// rather than a view.
    public var isGuide: Bool { className == "UILayoutGuide" || className == "_UILayoutSpacer" }

    /// The item as the log prints it: `UILabel:0x7f8…'Title'`.
    public var printed: String {
        var out = className
        if let address { out += ":" + address }
        if let text { out += "'" + text + "'" }
        return out
    }
}
