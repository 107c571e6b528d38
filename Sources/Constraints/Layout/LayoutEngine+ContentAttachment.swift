/// Whether Auto Layout owns a scroll view's content size on an axis: the second wrong answer of
/// the scroll-geometry issue, decided with seed 000 in hand.
///
/// Seed 000 pins thirty labels to a scroll view's top and leading edges, with no chain to the
/// bottom: the scroll view does not scroll, and "setting the contentSize manually doesn't
/// help" — under Auto Layout the content size is what the constraints say; the fix is the
/// missing constraint to the bottom edge. UIKit's manual ("mixed") approach, where the content
/// is placed by frames and `contentSize` is set by hand, does work.
///
/// So, per axis: a user constraint between the scroll view's content area (its edges and
/// margins on that axis, or any attribute of its ``ScrollView/contentLayoutGuide``) and a view
/// or guide inside it **attaches** the content on that axis. Where the content is attached,
/// ``ScrollView/explicitContentSize`` is not used: a content size the constraints leave free is
/// 0, reported as ambiguous with a note that the explicit size did not apply. Where it is not
/// attached, the explicit size is the content size, and nothing is reported.
extension LayoutEngine {
    /// Recomputes ``ScrollView/contentAttachedAxes`` of `scrollViews` from the installed user
    /// constraints (after installation, when the structure changed).
    /// - Complexity: O(active constraints × depth of the views they name).
    func updateContentAttachment(_ scrollViews: [ScrollView]) {
        var index: [ObjectIdentifier: ScrollView] = [:]
        for s in scrollViews {
            s.contentAttachedAxes = [false, false]
            index[ObjectIdentifier(s)] = s
            index[ObjectIdentifier(s.contentLayoutGuide)] = s
        }
        for case let c? in active where c.installed != nil && c.origin == .user {
            let sides = [(c.firstItem, c.firstAttribute, c.secondItem), (c.secondItem, c.secondAttribute, c.firstItem)]
            for (item, attribute, other) in sides {
                guard let item, let other, let axis = attribute.axis, let s = index[ObjectIdentifier(item)],
                    let host = other.hostView, host !== s, s.isAncestor(of: host)
                else { continue }
                // The scroll view's own width, height and centres are its frame, not the content area.
                let edges: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing]
                guard item !== s || edges.contains(attribute.withoutMargin) else { continue }
                s.contentAttachedAxes[axis == .horizontal ? 0 : 1] = true
            }
        }
    }
}
