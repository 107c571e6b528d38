import Testing

@testable import Constraints

/// Labels and height-for-width layout, with the deterministic monospaced measurer (8 × 20).
@Suite struct LabelTests {
    let fox = "the quick brown fox jumps"

    @Test func theMonospacedMeasurerWrapsByWord() {
        let m = MonospacedTextMeasurer()
        #expect(m.size(of: fox, maximumWidth: .infinity, maximumLines: 0) == Size(width: 200, height: 20))
        // 100 points: 12 characters a line: "the quick" / "brown fox" / "jumps".
        #expect(m.lineLengths(of: fox, maximumWidth: 100) == [9, 9, 5])
        #expect(m.size(of: fox, maximumWidth: 100, maximumLines: 0) == Size(width: 72, height: 60))
        #expect(m.size(of: fox, maximumWidth: 100, maximumLines: 2) == Size(width: 72, height: 40))
        // A word longer than the line breaks between characters; paragraphs start new lines.
        #expect(m.lineLengths(of: "abcdefghij", maximumWidth: 32) == [4, 4, 2])
        #expect(m.lineLengths(of: "ab\n\ncd", maximumWidth: .infinity) == [2, 0, 2])
        #expect(m.size(of: "", maximumWidth: 10, maximumLines: 0) == .zero)
        // Nonsense metrics count as 0 rather than poisoning sizes.
        #expect(
            MonospacedTextMeasurer(characterWidth: .nan, lineHeight: -1).size(
                of: "ab", maximumWidth: 5, maximumLines: 0) == .zero)
    }

    @Test func aOneLineLabelIsAsWideAsItsText() throws {
        let (root, _) = window()
        let label = Label("label")
        label.text = "hello world"
        root.addSubview(label)
        try activate(label.leftAnchor == root.leftAnchor, label.topAnchor == root.topAnchor)
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 88, 20)
        #expect(label.firstBaselineOffsetFromTop == 16 && label.lastBaselineOffsetFromBottom == 4)
        label.text = "hi"
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 16, 20)
    }

    @Test func aMultiLineLabelTakesTheHeightForTheWidthItGets() throws {
        let (root, _) = window()
        let label = Label("label")
        label.text = fox
        label.numberOfLines = 0
        root.addSubview(label)
        let width = label.widthAnchor == 100
        try activate(label.leftAnchor == root.leftAnchor, width, label.topAnchor == root.topAnchor)
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 100, 60)
        // Wider: two lines ("the quick brown fox" / "jumps" at 19 characters a line).
        width.constant = 152
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 152, 40)
        #expect(root.layoutEngine.diagnostics().isEmpty)
        width.constant = 100
        // An explicit preferred width wins over the layout's.
        label.preferredMaxLayoutWidth = 50
        root.layoutIfNeeded()
        #expect(label.intrinsicContentSize == Size(width: 40, height: 100))
        expectFrame(label, 0, 0, 100, 100)
    }

    @Test func aCellWithAWrappingLabelFitsItsHeight() throws {
        let cell = View("cell", frame: Rect(x: 0, y: 0, width: 320, height: 44))
        let label = Label("label")
        label.text = fox
        label.numberOfLines = 0
        cell.addSubview(label)
        try activate(
            label.leadingAnchor == cell.leadingAnchor + 8, cell.trailingAnchor == label.trailingAnchor + 8,
            label.topAnchor == cell.topAnchor + 8, cell.bottomAnchor == label.bottomAnchor + 8)
        // UITableView's self-sizing: the width required, the height as small as fits.
        let fitted = cell.systemLayoutSizeFitting(
            Size(width: 116, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == Size(width: 116, height: 76))
        // Wider cell: two lines.
        let wide = cell.systemLayoutSizeFitting(
            Size(width: 152, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == Size(width: 152, height: 56))
    }

    @Test func uikitSpellings() {
        let label = Label()
        #expect(label.name.hasPrefix("label"))
        #expect(Label(frame: Rect(x: 1, y: 2, width: 3, height: 4)).translatesAutoresizingMaskIntoConstraints)
        label.numberOfLines = -3
        label.text = "a b"
        #expect(label.intrinsicContentSize(forWidth: 8) == Size(width: 8, height: 40))
    }
}

/// A view without text has no baseline: Auto Layout uses its top edge for the first baseline
/// and its bottom edge for the last (Apple's `forFirstBaselineLayout`, `forBaselineLayout`);
/// a text view that gives only its last baseline has its first one there too.
@Suite struct BaselineDefaultTests {
    @Test func aPlainViewsBaselinesAreItsTopAndBottomEdges() throws {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let a = View("a"), b = View("b")
        root.addSubview(a)
        root.addSubview(b)
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.widthAnchor.constraint(equalToConstant: 10),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor, constant: 5),
            b.leftAnchor.constraint(equalTo: root.leftAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(a.firstBaselineOffsetFromTop == 0)
        // a's last baseline is its bottom (20); b's first baseline is its top.
        #expect(b.frame.minY == 25)
        // A view with text that knows only its last baseline: the first is the same.
        b.firstBaselineOffsetFromTop = nil
        b.lastBaselineOffsetFromBottom = 4
        root.layoutIfNeeded()
        #expect(b.frame.maxY - 4 == 25)
    }
}
