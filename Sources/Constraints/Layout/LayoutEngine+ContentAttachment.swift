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
    /// constraints (after a full pass, or when an attaching constraint left).
    /// - Complexity: O(active constraints × depth of the views they name).
    func updateContentAttachment(_ scrollViews: [ScrollView]) {
        attachmentChanges = []
        contentAttachmentIsCurrent = true
        for s in scrollViews { s.contentAttachedAxes = [false, false] }
        // Only a constraint that names a scroll view or its content guide can attach: most
        // constraints are skipped on a flag, without loading their items. Once both axes of
        // every scroll view are attached no constraint can change anything, and the count
        // stops (a scroll view of 10,000 labels is attached by its first label's constraints).
        // (Only the app's constraints name scroll content: `namesScrollContent` says so too.)
        for case let c? in active where c.namesScrollContent && c.installed != nil {
            let (a, b) = contentAttachments(of: c)
            let first = Self.attach(a)
            let second = Self.attach(b)
            if (first || second) && scrollViews.allSatisfy({ $0.contentAttachedAxes == [true, true] }) { break }
        }
    }

    /// Brings ``ScrollView/contentAttachedAxes`` up to date with the user constraints installed
    /// and removed since the last time: an installed one that attaches sets its axis; a removed
    /// one that attached makes everything be counted again.
    /// - Complexity: O(changed constraints × depth), or that of
    ///   ``updateContentAttachment(_:)`` when an attaching constraint left.
    func updateContentAttachmentIncrementally(_ scrollViews: [ScrollView]) {
        guard contentAttachmentIsCurrent else { return updateContentAttachment(scrollViews) }
        let changes = attachmentChanges
        attachmentChanges = []
        for c in changes {
            let (a, b) = contentAttachments(of: c)
            guard a != nil || b != nil else { continue }
            guard c.installed != nil else { return updateContentAttachment(scrollViews) }
            Self.attach(a)
            Self.attach(b)
        }
    }

    /// A scroll view whose content a constraint attaches, and on which axis (0 horizontal,
    /// 1 vertical).
    typealias ContentAttachment = (scrollView: ScrollView, axis: Int)

    /// Marks `x`'s axis attached; returns whether it was not before.
    @discardableResult
    private static func attach(_ x: ContentAttachment?) -> Bool {
        guard let x, !x.scrollView.contentAttachedAxes[x.axis] else { return false }
        x.scrollView.contentAttachedAxes[x.axis] = true
        return true
    }

    /// The scroll views and axes whose content `c` attaches, through its first item and
    /// through its second: one side is a scroll view's content edge or margin, or its content
    /// guide, and the other a view or guide inside that scroll view. Two optionals, not an
    /// array: this runs for every user constraint of a layout pass.
    /// - Complexity: O(depth of the items).
    func contentAttachments(of c: LayoutConstraint) -> (ContentAttachment?, ContentAttachment?) {
        // Most constraints name no scroll view's content: told by a flag made with them.
        guard c.namesScrollContent, let first = c.firstItem, let second = c.secondItem else { return (nil, nil) }
        var a: ContentAttachment?
        var b: ContentAttachment?
        if let s = Self.contentOwner(of: first), let axis = Self.attachedAxis(s, first, c.firstAttribute, second) {
            a = (s, axis)
        }
        if let s = Self.contentOwner(of: second), let axis = Self.attachedAxis(s, second, c.secondAttribute, first) {
            b = (s, axis)
        }
        return (a, b)
    }

    /// The axis (0 horizontal, 1 vertical) on which `attribute` of `item`, standing for `s`'s
    /// content, attaches `other`; nil when `other` is not inside `s`, or when the attribute is
    /// the scroll view's own width, height or centre (its frame, not the content area).
    private static func attachedAxis(
        _ s: ScrollView, _ item: LayoutItem, _ attribute: LayoutAttribute, _ other: LayoutItem
    ) -> Int? {
        guard let axis = attribute.axis, let host = other.hostView, host !== s, s.isAncestor(of: host) else {
            return nil
        }
        if item === s {
            switch attribute.withoutMargin {
            case .left, .right, .top, .bottom, .leading, .trailing: break
            default: return nil
            }
        }
        return axis == .horizontal ? 0 : 1
    }

    /// The scroll view whose content `item` stands for: the scroll view itself, or its
    /// ``ScrollView/contentLayoutGuide``.
    static func contentOwner(of item: LayoutItem) -> ScrollView? {
        // Most items are neither: told without a cast.
        guard item.standsForScrollContent else { return nil }
        if let s = item as? ScrollView { return s }
        if let g = item as? LayoutGuide, let s = g.owningView as? ScrollView, g === s.contentLayoutGuide { return s }
        return nil
    }
}
