import Testing

@testable import Constraints

/// Frames for classic layouts, and how anchors become solver constraints.
@Suite struct FrameTests {
    @Test func anchorsBecomeConstraintsInTheCommonAncestorsCoordinates() throws {
        let (root, v) = window("a", "b")
        let inner = View("inner")
        v[0].addSubview(inner)
        let engine = root.layoutEngine
        func text(_ c: LayoutConstraint) -> String { engine.solverConstraint(for: c)!.description }
        // Pinned to the superview's own edge: a fresh definition of minX.
        #expect(text(v[0].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20)) == "a.minX == 20")
        #expect(
            text(v[0].rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20))
                == "a.minX + a.width - root.width == -20")
        #expect(
            text(v[1].topAnchor.constraint(equalTo: v[0].bottomAnchor, constant: 8))
                == "b.minY - a.minY - a.height == 8")
        // Across levels: the inner view's edge in root's coordinates adds a's origin.
        #expect(text(inner.leftAnchor.constraint(equalTo: v[1].leftAnchor)) == "inner.minX + a.minX - b.minX == 0")
        #expect(
            text(v[1].widthAnchor.constraint(equalTo: v[0].widthAnchor, multiplier: 0.5, constant: 10))
                == "b.width - 0.5*a.width == 10")
        #expect(text(v[0].widthAnchor == 40) == "a.width == 40")
        // Margins: the edge inset by the margin.
        let margin = try LayoutConstraint(
            item: v[0], attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin)
        #expect(text(margin) == "a.minX == 8")
    }

    @Test func pinnedEdges() throws {
        let (root, v) = window("a")
        let a = v[0]
        try activate(
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            a.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20),
            a.topAnchor == root.topAnchor + 30,
            a.bottomAnchor == root.bottomAnchor - 30)
        root.layoutIfNeeded()
        expectFrame(a, 20, 30, 280, 420)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func centeredViewAndLocationMultiplier() throws {
        let (root, v) = window("a", "b")
        try activate(
            v[0].centerXAnchor == root.centerXAnchor, v[0].centerYAnchor == root.centerYAnchor,
            v[0].widthAnchor == 100, v[0].heightAnchor == 50,
            // Apple: centerX == 0.5 × superview.centerX, in the superview's coordinates.
            try LayoutConstraint(
                item: v[1], attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0.5),
            v[1].topAnchor == root.topAnchor, v[1].widthAnchor == 2 * v[0].widthAnchor,
            v[1].heightAnchor == v[0].widthAnchor)
        root.layoutIfNeeded()
        expectFrame(v[0], 110, 215, 100, 50)
        expectFrame(v[1], -20, 0, 200, 100)
    }

    @Test func equalWidthsSideBySide() throws {
        let (root, v) = window("a", "b")
        let (a, b) = (v[0], v[1])
        try activate(
            a.leadingAnchor == root.leadingAnchor + 10, b.leadingAnchor == a.trailingAnchor + 10,
            root.trailingAnchor == b.trailingAnchor + 10, a.widthAnchor == b.widthAnchor,
            a.topAnchor == root.topAnchor, b.topAnchor == root.topAnchor, a.heightAnchor == 20, b.heightAnchor == 20)
        root.layoutIfNeeded()
        expectFrame(a, 10, 0, 145, 20)
        expectFrame(b, 165, 0, 145, 20)
    }

    @Test func rightToLeftSwapsLeadingAndTrailing() throws {
        let (root, v) = window("a", "b")
        root.semanticContentAttribute = .forceRightToLeft
        let (a, b) = (v[0], v[1])
        try activate(
            a.leadingAnchor == root.leadingAnchor + 10, b.leadingAnchor == a.trailingAnchor + 8,
            a.widthAnchor == 50, b.widthAnchor == 60,
            a.topAnchor == root.topAnchor, b.topAnchor == root.topAnchor, a.heightAnchor == 20, b.heightAnchor == 20)
        root.layoutIfNeeded()
        expectFrame(a, 260, 0, 50, 20)
        expectFrame(b, 192, 0, 60, 20)
    }

    @Test func marginsAndMarginsGuide() throws {
        let (root, v) = window("a")
        root.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 10, right: 16)
        let a = v[0], guide = root.layoutMarginsGuide
        try activate(
            a.leadingAnchor == guide.leadingAnchor, a.trailingAnchor == guide.trailingAnchor,
            a.topAnchor == guide.topAnchor,
            try LayoutConstraint(item: a, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin)
        )
        root.layoutIfNeeded()
        expectFrame(a, 16, 20, 288, 450)
    }

    @Test func intrinsicSizeWithHuggingAndCompressionResistance() throws {
        let (root, v) = window("label", "field")
        let (label, field) = (v[0], v[1])
        label.fixedIntrinsicContentSize = Size(width: 100, height: 21)
        field.fixedIntrinsicContentSize = Size(width: 60, height: View.noIntrinsicMetric)
        field.setContentHuggingPriority(249, for: .horizontal)
        try activate(
            label.leadingAnchor == root.leadingAnchor, field.leadingAnchor == label.trailingAnchor,
            field.trailingAnchor == root.trailingAnchor,
            label.topAnchor == root.topAnchor, field.topAnchor == root.topAnchor, field.heightAnchor == 30)
        root.layoutIfNeeded()
        // The label hugs harder (250 > 249): it keeps 100, the field takes the rest.
        expectFrame(label, 0, 0, 100, 21)
        expectFrame(field, 100, 0, 220, 30)
        #expect(root.layoutEngine.diagnostics().isEmpty)
    }

    @Test func compressionResistanceWinsOverAWeakerWidth() throws {
        let (root, v) = window("label")
        let label = v[0]
        label.fixedIntrinsicContentSize = Size(width: 100, height: 20)
        try activate(
            label.leftAnchor == root.leftAnchor, label.topAnchor == root.topAnchor,
            label.widthAnchor == 40 ~ 700)
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 100, 20)
        label.setCompressionResistancePriority(600, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 40, 20)
    }

    @Test func fixedFrameViewsKeepTheirFrameAndCanBePinnedTo() throws {
        let (root, v) = window("a")
        let photo = View("photo", frame: Rect(x: 10, y: 20, width: 100, height: 50))
        root.addSubview(photo)
        try activate(
            v[0].topAnchor == photo.bottomAnchor + 8, v[0].leftAnchor == photo.leftAnchor,
            v[0].widthAnchor == photo.widthAnchor, v[0].heightAnchor == 10)
        root.layoutIfNeeded()
        expectFrame(photo, 10, 20, 100, 50)
        expectFrame(v[0], 10, 78, 100, 10)
        photo.frame.origin.y = 100
        root.layoutIfNeeded()
        expectFrame(v[0], 10, 158, 100, 10)
    }

    @Test func roundingToPixels() throws {
        let (root, v) = window("a", "b")
        root.layoutEngine.scale = 2
        try activate(
            v[0].leftAnchor == root.leftAnchor + 0.2, v[0].widthAnchor == 100.3, v[0].topAnchor == root.topAnchor,
            v[0].heightAnchor == 10.25)
        root.layoutIfNeeded()
        // Edges round to the nearest half point: 0.2 → 0, 100.5 → 100.5, 10.25 → 10.5.
        expectFrame(v[0], 0, 0, 100.5, 10.5)
        #expect(Rect(x: 173.5, y: 0, width: 1, height: 1).rounded(toScale: 3).minX == 521.0 / 3)
    }

    @Test func constantChangesInPlace() throws {
        let (root, v) = window("a")
        let top = v[0].topAnchor == root.topAnchor + 10
        try activate(top, v[0].leftAnchor == root.leftAnchor, v[0].widthAnchor == 10, v[0].heightAnchor == 10)
        root.layoutIfNeeded()
        let installed = top.installed
        top.constant = 50
        root.layoutIfNeeded()
        #expect(top.installed == installed, "the same solver constraint, moved in place")
        expectFrame(v[0], 0, 50, 10, 10)
    }

    @Test func deactivateAndPriorityChanges() throws {
        let (root, v) = window("a")
        let wide = v[0].widthAnchor == 200 ~ 500
        try activate(
            wide, v[0].widthAnchor == 100 ~ 400, v[0].leftAnchor == root.leftAnchor,
            v[0].topAnchor == root.topAnchor, v[0].heightAnchor == 10)
        root.layoutIfNeeded()
        expectFrame(v[0], 0, 0, 200, 10)
        wide.priority = 300
        root.layoutIfNeeded()
        expectFrame(v[0], 0, 0, 100, 10)
        wide.priority = 600
        wide.deactivate()
        #expect(!wide.isActive)
        root.layoutIfNeeded()
        expectFrame(v[0], 0, 0, 100, 10)
    }

    @Test func movingASubtreeKeepsItsInternalConstraints() throws {
        let (root, v) = window("box")
        let inner = View("inner")
        v[0].addSubview(inner)
        let inside = inner.widthAnchor == v[0].widthAnchor - 10
        let across = inner.leftAnchor == root.leftAnchor
        try activate(inside, across)
        inner.removeFromSuperview()
        #expect(!across.isActive)
        #expect(inside.isActive == false, "inner left the box: the constraint between them cannot stay")
        let other = View("other")
        other.addSubview(inner)
        #expect(inner.rootView === other)
    }

    /// Constraints activated in one hierarchy and moved, with their subtree, to another before
    /// a layout pass are the new hierarchy's: the old one's pass must leave them alone, even
    /// though its list of constraints waiting to be installed still names them.
    @Test func constraintsMovedBeforeALayoutPassAreInstalledWhereTheyWent() throws {
        let (root, v) = window("box")
        let inner = View("inner")
        v[0].addSubview(inner)
        try activate(
            inner.leftAnchor == v[0].leftAnchor + 5, inner.topAnchor == v[0].topAnchor + 6,
            inner.widthAnchor == 30, inner.heightAnchor == 40)
        let other = View("other", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        other.addSubview(v[0])
        root.layoutIfNeeded()
        other.layoutIfNeeded()
        expectFrame(inner, 5, 6, 30, 40)
    }
}
