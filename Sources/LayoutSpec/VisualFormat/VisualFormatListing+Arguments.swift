import VisualFormat

/// Metrics and options written as text (`layout-tool vfl --metrics k=v,... --options o1,o2`):
/// a tool or a test that takes them from a user reads them here, with a typed error that says
/// which item is wrong.
extension VisualFormatListing {
    /// Why a metrics or options list could not be read: a sentence without a final period.
    public struct ArgumentError: Error, Equatable, Sendable {
        /// What is wrong.
        public var message: String
        /// An error saying `message`.
        public init(_ message: String) { self.message = message }
    }

    /// A comma-separated list, each item trimmed of spaces, empty items dropped.
    /// - Complexity: O(text).
    public static func items(_ text: String) -> [String] {
        text.split(separator: ",").map { trimmed($0) }.filter { !$0.isEmpty }
    }

    /// `NAME=NUMBER,...` with finite decimal values; a repeated name keeps its last value.
    /// - Throws: ``ArgumentError`` naming the first item that is not `NAME=NUMBER`.
    /// - Complexity: O(text).
    public static func metrics(_ text: String) throws(ArgumentError) -> [String: Double] {
        var metrics: [String: Double] = [:]
        for item in items(text) {
            guard let equals = item.firstIndex(of: "="),
                case let key = trimmed(item[..<equals]), !key.isEmpty,
                let value = Double(trimmed(item[item.index(after: equals)...])), value.isFinite
            else {
                throw ArgumentError("bad metric '\(item)': expected NAME=NUMBER")
            }
            metrics[key] = value
        }
        return metrics
    }

    /// Option names as `VisualFormat.FormatOptions.init(named:)` reads them, or raw numbers.
    /// - Throws: ``ArgumentError`` for an unknown name (the message lists the known ones) or
    ///   both layout directions.
    /// - Complexity: O(text × option names).
    public static func options(_ text: String) throws(ArgumentError) -> VisualFormat.FormatOptions {
        var options: VisualFormat.FormatOptions = []
        for item in items(text) {
            if let raw = UInt(item) {
                options.insert(VisualFormat.FormatOptions(rawValue: raw))
                continue
            }
            guard let option = VisualFormat.FormatOptions(named: item) else {
                let known = VisualFormat.FormatOptions.named.map(\.name).joined(separator: ", ")
                throw ArgumentError("unknown option '\(item)'; known options: \(known)")
            }
            options.insert(option)
        }
        if options.isSuperset(of: .directionMask) {
            throw ArgumentError("directionLeftToRight and directionRightToLeft cannot be combined")
        }
        return options
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
