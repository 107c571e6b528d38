import Constraints
import LayoutSpec

/// An Interface Builder document built into views and active constraints, one hierarchy per
/// scene, ready for the layout pass and the reports.
///
/// Views are named by IB's ids. Each root keeps its stored frame; every other view is placed
/// as the document says: by constraints (`translatesAutoresizingMaskIntoConstraints="NO"`, and
/// every stack view's arranged subviews), or by its stored frame and autoresizing mask,
/// designed for its superview's stored size. Constraints are activated in document order, so
/// when required constraints conflict the later one in the file is broken. See
/// docs/interface-builder.md for the defaults and the device table.
public final class IBLayout {
    /// The document laid out.
    public let document: IBDocument
    /// The root of each scene, in document order.
    public internal(set) var roots: [View] = []
    /// Every view in tree order, scene by scene.
    public internal(set) var views: [View] = []
    /// The scroll views in tree order.
    public internal(set) var scrollViews: [ScrollView] = []
    /// The legacy top and bottom layout guides, named by their ids.
    public internal(set) var guides: [(String, LayoutGuide)] = []
    /// The reader's warnings and the builder's (unknown items, constraints that cannot be made),
    /// in order of line.
    public internal(set) var warnings: [IBWarning] = []

    /// The document's model of each view, by view.
    var models: [ObjectIdentifier: IBView] = [:]
    /// Each made constraint's document line.
    var constraintLines: [ObjectIdentifier: Int] = [:]
    /// The views the left-out `placeholder="YES"` constraints name (their hosts), for the note
    /// on their ambiguity (see `notingPlaceholders(_:)`).
    var placeholderViews: Set<ObjectIdentifier> = []
    /// Whether controls' frames have been outset to what they draw (once: a second report
    /// must not outset them again).
    var drawnOutsetsApplied = false
    /// The traits the variations are matched against.
    let traits: IBDevice?

    /// Builds every scene of `document` and activates its constraints; nothing is laid out yet
    /// (see ``report(scale:)``).
    /// - Complexity: linear in the document's views and constraints, plus activation.
    public init(_ document: IBDocument) {
        self.document = document
        traits = document.device ?? document.scenes.first.flatMap { IBLayout.inferredDevice(for: $0.root) }
        let (excludedIDs, variationWarnings) = excluded()
        warnings = document.warnings + variationWarnings
        for scene in document.scenes { build(scene, excluded: excludedIDs) }
        // Interface Builder reports a tie that only a stack's arrangement order breaks.
        for root in roots { root.layoutEngine.ambiguityCutoff = IBLayout.ambiguityCutoff }
        // By line, and in the order they were found within a line (a stable order).
        warnings = warnings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(
            \.element)
    }

    /// The device a document without `<device>` was designed on: the table's phone or tablet
    /// whose screen is the root's size (in either orientation).
    static func inferredDevice(for root: IBView) -> IBDevice? {
        guard let size = root.frame?.size else { return nil }
        for id in IBDevice.table.keys.sorted() {
            guard let d = IBDevice(id: id, orientation: nil, toolsVersion: 0), !d.isNotched else { continue }
            if d.screen == size { return d }
            if d.screen.width == size.height && d.screen.height == size.width {
                return IBDevice(id: id, orientation: "landscape", toolsVersion: 0)
            }
        }
        return nil
    }

    /// Whether a variation key applies on this document's device (an iPhone in portrait when
    /// none is known); on Xcode 6 and 7's any-size canvas only `default` does (the canvas is
    /// "any width, any height").
    func applies(_ key: String) -> Bool {
        if let traits { return traits.matches(variation: key) }
        if isAnySizeCanvas { return key == "default" }
        return key == "default" || key == "widthClass=compact" || key == "heightClass=regular"
            || key == "heightClass=regular-widthClass=compact" || key == "userInterfaceIdiom=phone"
    }

    /// The priority below which constraints do not count for ambiguity (see
    /// `LayoutEngine.ambiguityCutoff`): above a stack view's arrangement order
    /// (`StackView.arrangementOrderPriority`, 0.5), so that two arranged views that hug at one
    /// priority and share the slack are reported, as Xcode marks them ("content priority
    /// ambiguity"), though UIKit and the layout give the slack by the order; 1 is the lowest
    /// priority a document can give.
    static let ambiguityCutoff = Priority(1)

    /// The arrangement of the stack view `m` on this device: that of its variation that
    /// applies (see ``applicable(_:key:)``), else `config`, its own attributes'.
    func stackConfiguration(_ m: IBView, default config: IBStack) -> IBStack {
        applicable(m.stackVariations, key: \.key)?.stack ?? config
    }

    /// Whether the view `m` is hidden on this device: as its variation that sets `hidden` and
    /// applies says (see ``applicable(_:key:)``), else as its own attribute says.
    func isHidden(_ m: IBView) -> Bool {
        applicable(m.hiddenVariations, key: \.key)?.isHidden ?? m.isHidden
    }

    /// Of `variations` (in document order), the one that applies here whose key names the most
    /// traits (the later in the document among equals); nil when none applies.
    /// - Complexity: O(variations).
    func applicable<Variation>(_ variations: [Variation], key: (Variation) -> String) -> Variation? {
        var best: (traits: Int, variation: Variation)?
        for v in variations where applies(key(v)) {
            let k = key(v)
            let traits = k == "default" ? 0 : k.split(separator: "-").count
            if traits >= best?.traits ?? 0 { best = (traits, v) }
        }
        return best?.variation
    }

    /// The ids masked out on this device: the `default` variations' exclusions, then the
    /// applicable size classes' exclusions and inclusions, in document order. Warnings for what
    /// applicable variations change that is not modelled.
    func excluded() -> (Set<String>, [IBWarning]) {
        var out: Set<String> = []
        var warnings: [IBWarning] = []
        let ordered =
            document.variations.filter { $0.key == "default" }
            + document.variations.filter {
                $0.key != "default"
            }
        for v in ordered where applies(v.key) {
            for id in v.excluded { out.insert(id) }
            for id in v.included { out.remove(id) }
            if !v.unmodelled.isEmpty {
                warnings.append(
                    IBWarning(
                        line: v.line,
                        "size-class variation '\(v.key)' of '\(v.owner)' changes \(v.unmodelled.joined(separator: ", ")): not modelled"
                    ))
            }
        }
        return (out, warnings)
    }

    /// The model of a view of this layout.
    public func model(of view: View) -> IBView? { models[ObjectIdentifier(view)] }
}
