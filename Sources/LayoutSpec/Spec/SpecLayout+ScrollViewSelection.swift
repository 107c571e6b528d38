import Constraints

/// Why ``SpecLayout/scrollView(selecting:)`` found no scroll view.
public enum ScrollViewSelectionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is not one of the spec's scroll views.
    case notAScrollView(name: String, available: [String])
    /// No name was given and the spec has no scroll view.
    case noScrollView
    /// No name was given and the spec has several scroll views.
    case ambiguous(available: [String])

    /// A sentence for people.
    public var description: String {
        switch self {
        case .notAScrollView(let name, let available):
            "'\(name)' is not a scroll view of the spec (scroll views: \(available.joined(separator: ", ")))"
        case .noScrollView:
            "the spec has no scroll view (a view with a \"scroll\" object)"
        case .ambiguous(let available):
            "NAME is needed: the spec has \(available.count) scroll views (\(available.joined(separator: ", ")))"
        }
    }
}

extension SpecLayout {
    /// The scroll view a command acts on: the one named `name`, or the spec's only one when
    /// `name` is nil.
    /// - Throws: ``ScrollViewSelectionError``.
    /// - Complexity: O(scroll views).
    public func scrollView(selecting name: String?) throws(ScrollViewSelectionError) -> ScrollView {
        let names = scrollViews.map(\.name)
        if let name {
            guard let sv = scrollView(named: name) else { throw .notAScrollView(name: name, available: names) }
            return sv
        }
        guard let only = scrollViews.first else { throw .noScrollView }
        guard names.count == 1 else { throw .ambiguous(available: names) }
        return only
    }
}
