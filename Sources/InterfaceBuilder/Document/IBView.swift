import Constraints

/// One view element of a document (`<view>`, `<label>`, `<stackView>`, a cell's content view,
/// …), as data: what the layout reads, the marks Xcode left, and where it is in the file.
public struct IBView: Sendable {
    /// The element's name: IB's class key (`view`, `label`, `tableViewCellContentView`).
    public var element: String
    /// IB's object id: the view's name in every report.
    public var id: String
    /// `customClass`, kept for descriptions.
    public var customClass: String?
    /// `userLabel`, kept for descriptions.
    public var userLabel: String?
    /// A label's `text` or a button's title, kept for descriptions.
    public var text: String?
    /// `<rect key="frame">`: the frame Xcode stored, in the superview's coordinates.
    public var frame: Rect?
    /// `translatesAutoresizingMaskIntoConstraints` (true unless written `NO`).
    public var translatesAutoresizingMask = true
    /// `<autoresizingMask>`, or nil when absent.
    public var autoresizingMask: AutoresizingMask?
    /// `hidden="YES"`.
    public var isHidden = false
    /// `hidden` per size-class variation that sets it (`<variation key=… hidden="NO"/>`), in
    /// document order.
    public var hiddenVariations: [(key: String, isHidden: Bool)] = []
    /// `horizontalHuggingPriority`, `verticalHuggingPriority` (250 when absent).
    public var hugging: (horizontal: Double, vertical: Double) = (250, 250)
    /// `horizontalCompressionResistancePriority`, `vertical…` (750 when absent).
    public var compressionResistance: (horizontal: Double, vertical: Double) = (750, 750)
    /// `placeholderIntrinsicWidth`/`Height`: nil when absent; `-1` for IB's "none".
    public var placeholderIntrinsicSize: (width: Double?, height: Double?) = (nil, nil)
    /// The size of the image an image view (or a button without a title) shows, from the
    /// document's `<resources>`: its intrinsic size.
    public var imageSize: Size?
    /// A label's font size (`<fontDescription pointSize>`), for its baselines.
    public var fontSize: Double?
    /// A label's `numberOfLines` (1 when absent, as UILabel's default; 0 for no limit); nil
    /// for other views.
    public var numberOfLines: Int?
    /// `<edgeInsets key="layoutMargins">`.
    public var layoutMargins: EdgeInsets?
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`.
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// `layoutMarginsFollowReadableWidth`.
    public var layoutMarginsFollowReadableWidth = false
    /// `insetsLayoutMarginsFromSafeArea` (true unless `NO`).
    public var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins="YES"`.
    public var preservesSuperviewLayoutMargins = false
    /// `semanticContentAttribute` forcing a direction.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// The intrinsic size Xcode recorded for the view's designable class (`<designables>`:
    /// what its code gave at design time; a negative dimension is none).
    public var designableSize: Size?
    /// For a cell's content view, the `style` of the table the cell is in (`plain`, `grouped`,
    /// `insetGrouped`); nil elsewhere, or for a cell outside a table (a xib's cell).
    public var tableStyle: String?
    /// For a cell outside a table (a xib's top-level cell) and its content view, the cell's
    /// stored width: it sets their side margins as a table's width sets its cells' (see
    /// ``IBDevice/standaloneCellSideMargin(width:on:)``); nil elsewhere.
    public var standaloneCellWidth: Double?
    /// For a table cell's content view, whether the cell shows an accessory
    /// (`accessoryType` other than `none`, or an `accessoryView`) at its trailing edge.
    public var cellHasAccessory = false
    /// For a table cell of a built-in style, the ids of the subviews the style provides
    /// (`textLabel`, `detailTextLabel`, `imageView`), which the cell places itself.
    public var cellStyleSubviews: [String] = []
    /// A text view's `scrollEnabled` (true unless `NO`): a scrolling text view has no intrinsic size.
    public var scrollEnabled = true
    /// A scroll view's `contentInsetAdjustmentBehavior` (`automatic` when absent).
    public var contentInsetAdjustment: ContentInsetAdjustmentBehavior = .automatic
    /// The ids of `<viewLayoutGuide key="safeArea">`, `contentLayoutGuide`, `frameLayoutGuide`.
    public var safeAreaGuide: String?
    /// See ``safeAreaGuide``.
    public var contentGuide: String?
    /// See ``safeAreaGuide``.
    public var frameGuide: String?
    /// The ids of custom `<layoutGuide>`s the view owns.
    public var customGuides: [String] = []
    /// A stack view's arrangement (its subviews are its arranged subviews, in order).
    public var stack: IBStack?
    /// A stack view's arrangement per size-class variation that sets its attributes
    /// (`<variation key=… axis=… spacing=…>`), in document order: the default attributes with
    /// the variation's in their place.
    public var stackVariations: [(key: String, stack: IBStack)] = []
    /// Subviews in document order (a cell's content view first).
    public var subviews: [IBView] = []
    /// The `<constraints>` the view holds, in document order.
    public var constraints: [IBConstraint] = []
    /// `misplaced="YES"`: Xcode's stored frame is not its layout result.
    public var misplaced = false
    /// `ambiguous="YES"`: Xcode found the layout ambiguous.
    public var ambiguous = false
    /// The line of the element.
    public var line: Int

    /// A view of element `element` with id `id`, at `line`.
    public init(element: String, id: String, line: Int) {
        self.element = element
        self.id = id
        self.line = line
    }

    /// Whether UIKit's class draws content of its own, so that the stored size stands in for
    /// the intrinsic size no headless tool can measure (see docs/interface-builder.md).
    public var drawsContent: Bool { IBView.contentClasses.contains(element) }

    /// A view of a custom class with no subviews in the document (`<view customClass=…>`):
    /// it draws its content in code, and Xcode renders it (`@IBDesignable`) with the intrinsic
    /// size its code gives, which its stored size stands in for.
    public var isCustomLeaf: Bool { element == "view" && customClass != nil && subviews.isEmpty }

    /// Classes with an intrinsic size in both dimensions.
    static let contentClasses: Set<String> = [
        "label", "button", "imageView", "textField", "switch", "segmentedControl", "activityIndicatorView",
        "stepper", "pageControl", "datePicker", "pickerView", "textView",
    ]
    /// Classes with an intrinsic height only (their width is the layout's to decide).
    static let heightOnlyClasses: Set<String> = [
        "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar",
    ]

    /// The size the layout uses as intrinsic size: the placeholder where one is given, else
    /// the size `<designables>` records, else for content-drawing classes the image's size
    /// (image views) or the stored size, else none (`View/noIntrinsicMetric`) per dimension.
    public var intrinsicSize: Size {
        let none = View.noIntrinsicMetric
        var w = none, h = none
        let stored = frame?.size ?? .zero
        if element == "textView" && scrollEnabled {
            // A scrolling text view sizes like a scroll view: no intrinsic size.
        } else if element == "imageView" {
            if let image = imageSize { (w, h) = (image.width, image.height) }
        } else if drawsContent || isCustomLeaf {
            (w, h) = (stored.width, stored.height)
        } else if IBView.heightOnlyClasses.contains(element) {
            h = stored.height
        }
        if let d = designableSize { (w, h) = (d.width < 0 ? none : d.width, d.height < 0 ? none : d.height) }
        if let pw = placeholderIntrinsicSize.width { w = pw < 0 ? none : pw }
        if let ph = placeholderIntrinsicSize.height { h = ph < 0 ? none : ph }
        return Size(width: w, height: h)
    }

    /// What a person recognises the view by: its user label, else its class and text, on one
    /// line (a multi-line label's line breaks and other control characters become spaces, so
    /// that the text table keeps one row per view).
    public var label: String {
        let cls = customClass ?? element
        let whole: String
        if let userLabel {
            whole = userLabel
        } else if let text, !text.isEmpty {
            whole = "\(cls) '\(text)'"
        } else {
            whole = cls
        }
        guard whole.unicodeScalars.contains(where: IBView.isControl) else { return whole }
        return String(String.UnicodeScalarView(whole.unicodeScalars.map { IBView.isControl($0) ? " " : $0 }))
    }

    /// A control character or a line or paragraph separator.
    static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.properties.generalCategory == .control || s == "\u{2028}" || s == "\u{2029}"
    }
}
