/// A view that shows text, like `UILabel`, measured by a ``TextMeasuring`` the host supplies
/// (a ``MonospacedTextMeasurer`` by default): its intrinsic size is its text's.
///
/// - One line (``numberOfLines`` 1, the default): the text's one-line size.
/// - Several lines (``numberOfLines`` 0 or more than 1): wrapped at ``preferredMaxLayoutWidth``
///   when it is set; when it is 0 (automatic, the default) at the width the layout gives the
///   label, as UIKit's labels do: the height follows the width (``intrinsicContentSize(forWidth:)``),
///   so the layout pass measures again once the width is known and passes again, and
///   ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
///   of a cell with wrapping labels returns the height for the width it fits.
/// - Baselines: the measurer's ascent below the top and descent above the bottom.
open class Label: View {
    /// The text. Changing it changes the intrinsic size.
    public var text = "" {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The most lines shown; 0 for no limit. 1 by default. Negative values count as 0.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width multi-line text wraps at; 0 (the default): the width the layout gives the
    /// label. Values that are not finite or are negative count as 0.
    public var preferredMaxLayoutWidth = 0.0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// How the text is measured.
    public var measurer: any TextMeasuring = MonospacedTextMeasurer() {
        didSet {
            applyBaselines()
            invalidateIntrinsicContentSize()
        }
    }

    /// The stem of generated names (`label1`, …).
    override class var namePrefix: String { "label" }

    /// Creates a label placed by constraints (or keeping `frame`, when given).
    override public init(_ name: String, frame: Rect? = nil) {
        super.init(name, frame: frame)
        applyBaselines()
    }

    /// A label placed by constraints, with a generated name, like `UILabel()`.
    override public init() {
        super.init()
        applyBaselines()
    }

    /// A label that keeps `frame`, with a generated name, like `UILabel(frame:)`.
    override public init(frame: Rect) {
        super.init(frame: frame)
        applyBaselines()
    }

    private func applyBaselines() {
        firstBaselineOffsetFromTop = measurer.ascent
        lastBaselineOffsetFromBottom = measurer.descent
    }

    /// The lines' limit as the measurer takes it.
    var lineLimit: Int { Swift.max(numberOfLines, 0) }
    /// Whether the text wraps at the width the layout gives.
    var wrapsAtLayoutWidth: Bool {
        numberOfLines != 1 && !(preferredMaxLayoutWidth.isFinite && preferredMaxLayoutWidth > 0)
    }

    /// The text's size: one line, or wrapped at ``preferredMaxLayoutWidth`` (unbounded when it
    /// is automatic: the layout then asks ``intrinsicContentSize(forWidth:)``).
    override open var intrinsicContentSize: Size {
        let width =
            numberOfLines == 1 || !(preferredMaxLayoutWidth.isFinite && preferredMaxLayoutWidth > 0)
            ? Double.infinity : preferredMaxLayoutWidth
        return measurer.size(of: text, maximumWidth: width, maximumLines: numberOfLines == 1 ? 1 : lineLimit)
    }

    /// For multi-line text with an automatic ``preferredMaxLayoutWidth``: the text wrapped at
    /// `width`; otherwise nil (the size does not depend on the width).
    override open func intrinsicContentSize(forWidth width: Double) -> Size? {
        guard wrapsAtLayoutWidth else { return nil }
        return measurer.size(of: text, maximumWidth: width, maximumLines: lineLimit)
    }
}
