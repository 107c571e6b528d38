import Constraints
import LayoutSpec

/// The tool's frames held against the frames Xcode stored in the document (`--compare`).
///
/// A view **counts** when constraints place it (not a root, not a view that keeps its frame
/// through its autoresizing mask) and neither it nor an ancestor is marked `misplaced` or
/// `ambiguous` by Xcode: for those, the stored frame is not Xcode's layout result. A counted
/// view **agrees** when each of x, y, width and height is within ``tolerance`` of the stored
/// value (both in the superview's coordinates).
public struct IBComparison {
    /// Agreement is within this many points in each of x, y, width and height.
    public static let tolerance = 1.0

    /// One view's result.
    public struct Entry {
        /// The view's id.
        public var id: String
        /// What a person recognises it by.
        public var label: String
        /// The tool's frame.
        public var frame: Rect
        /// Xcode's stored frame; nil when the document stores none.
        public var stored: Rect?
        /// Whether constraints place it.
        public var placedByConstraints: Bool
        /// Xcode's marks on it: `misplaced`, `ambiguous`.
        public var xcodeMarks: [String]
        /// Whether the view is inside one Xcode marked (its stored frame derives from that one).
        public var insideMarked: Bool
        /// Whether the tool reports it ambiguous.
        public var toolAmbiguous: Bool
        /// Whether the tool reports it in a conflict.
        public var toolConflict: Bool

        /// Whether the view counts towards the agreement (see ``IBComparison``).
        public var counts: Bool { placedByConstraints && xcodeMarks.isEmpty && !insideMarked && stored != nil }

        /// Whether the frames agree within ``IBComparison/tolerance``; nil without a stored frame.
        public var agrees: Bool? {
            guard let s = stored else { return nil }
            let pairs = [(frame.minX, s.minX), (frame.minY, s.minY), (frame.width, s.width), (frame.height, s.height)]
            return pairs.allSatisfy { Swift.abs($0.0 - $0.1) <= IBComparison.tolerance }
        }
    }

    /// Every view in tree order, scene by scene.
    public let entries: [Entry]

    /// Compares the frames of `layout` (laid out: see ``IBLayout/report(scale:)``) with the
    /// stored ones, marking those `report`'s diagnostics name.
    public init(_ layout: IBLayout, report: LayoutReport) {
        var ambiguous: Set<String> = [], conflicting: Set<String> = []
        for d in report.diagnostics {
            for item in d.items {
                if d.kind == .ambiguous { ambiguous.insert(item.name) } else { conflicting.insert(item.name) }
            }
        }
        var marked: Set<ObjectIdentifier> = []
        var out: [Entry] = []
        for v in layout.views {
            guard let m = layout.model(of: v) else { continue }
            var marks: [String] = []
            if m.misplaced { marks.append("misplaced") }
            if m.ambiguous { marks.append("ambiguous") }
            let inside = v.superview.map { marked.contains(ObjectIdentifier($0)) } ?? false
            if inside || !marks.isEmpty { marked.insert(ObjectIdentifier(v)) }
            out.append(
                Entry(
                    id: v.name, label: m.label, frame: v.frame, stored: m.frame,
                    placedByConstraints: v.superview != nil && !v.translatesAutoresizingMaskIntoConstraints,
                    xcodeMarks: marks, insideMarked: inside, toolAmbiguous: ambiguous.contains(v.name),
                    toolConflict: conflicting.contains(v.name)))
        }
        entries = out
    }

    /// The views that count.
    public var counted: [Entry] { entries.filter(\.counts) }
    /// The counted views that agree.
    public var agreeing: [Entry] { counted.filter { $0.agrees == true } }
    /// The counted views that do not agree.
    public var differing: [Entry] { counted.filter { $0.agrees != true } }
    /// The views Xcode marked ambiguous.
    public var xcodeAmbiguous: [Entry] { entries.filter { $0.xcodeMarks.contains("ambiguous") } }
}
