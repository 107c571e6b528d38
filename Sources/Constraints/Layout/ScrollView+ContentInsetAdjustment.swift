/// How a scroll view's ``ScrollView/adjustedContentInset`` takes in its safe area insets, like
/// `UIScrollView.ContentInsetAdjustmentBehavior`. An axis whose insets are taken in passes no
/// unsafe area on to the content (the content's views have no safe area insets on those edges:
/// the inset already keeps the content clear of the unsafe area when scrolled to either end).
public enum ContentInsetAdjustmentBehavior: Sendable, Hashable {
    /// As ``scrollableAxes``, and the vertical axis always. UIKit also always adjusts
    /// vertically for a scroll view that a navigation controller's child owns (backward
    /// compatibility); headless there is no navigation controller, and a vertical list that is
    /// too short to scroll still starts below a notch in practice, so the vertical axis is
    /// always taken. A decision, documented in docs/layout.md.
    case automatic
    /// The insets of an axis on which the content can scroll: its content size is larger than
    /// the bounds on that axis, or it bounces always on that axis (`alwaysBounceVertical`,
    /// `alwaysBounceHorizontal`), as UIKit documents.
    case scrollableAxes
    /// Never: ``ScrollView/adjustedContentInset`` is ``ScrollView/contentInset``.
    case never
    /// Always, on both axes.
    case always
}

extension ScrollView {
    /// The axes on which ``adjustedContentInset`` takes in the safe area insets.
    var safeAreaAxesTakenByInsets: (horizontal: Bool, vertical: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (contentExceedsBounds(on: .horizontal), contentExceedsBounds(on: .vertical))
        case .automatic: return (contentExceedsBounds(on: .horizontal), true)
        }
    }

    /// Whether the content is larger than the bounds on `axis` (after the last layout pass), or
    /// the scroll view always bounces on it: what `scrollableAxes` asks. Not ``canScroll(on:)``, which reads the offset range, and
    /// so the adjusted insets this decides.
    func contentExceedsBounds(on axis: LayoutAxis) -> Bool {
        axis == .horizontal
            ? contentSize.width > bounds.width || alwaysBounceHorizontal
            : contentSize.height > bounds.height || alwaysBounceVertical
    }
}
