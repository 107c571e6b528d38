import Constraints

/// One thing laid out on its own: a storyboard scene's root view (with its view controller),
/// a xib's top-level view, or a fixed view (a navigation controller's bar).
public struct IBScene: Sendable {
    /// The root view.
    public var root: IBView
    /// The view controller whose view the root is; nil for a xib's free-standing view or a
    /// fixed bar.
    public var controller: IBController?
}

/// What a view controller decides about its root view's layout: the bars around it, its
/// margins, the legacy layout guides.
public struct IBController: Sendable {
    /// The element (`viewController`, `tableViewController`, …).
    public var element: String
    /// IB's object id.
    public var id: String
    /// The height of the navigation bar over the root (0: none): inferred from the controller's
    /// place in a navigation controller's stack (its root, or pushed by a `show` segue from a
    /// controller in it) or from explicit simulated metrics.
    public var topBarHeight: Double = 0
    /// The height of the tab bar or toolbar under the root (0: none).
    public var bottomBarHeight: Double = 0
    /// `edgesForExtendedLayout` (`<extendedEdge key="edgesForExtendedLayout">`; absent: every
    /// edge): whether the root extends under the top bar. When it does not, UIKit places the
    /// root below the bar, and the bar and the status bar above it are outside the root.
    public var extendsUnderTopBar = true
    /// See ``extendsUnderTopBar``: whether the root extends under the bottom bar.
    public var extendsUnderBottomBar = true
    /// Whether an `embed` segue (a container view) shows this controller: a child controller.
    public var isEmbedded = false
    /// `viewRespectsSystemMinimumLayoutMargins` (true unless `NO`).
    public var respectsSystemMinimumLayoutMargins = true
    /// The ids of the legacy `topLayoutGuide` and `bottomLayoutGuide`
    /// (`<viewControllerLayoutGuide type="top|bottom">`).
    public var topLayoutGuide: String?
    /// See ``topLayoutGuide``.
    public var bottomLayoutGuide: String?
}

/// A `<variation key=…>` that masks subviews or constraints out of (or back into) a size class.
public struct IBVariation: Sendable {
    /// `default` or the traits (`heightClass=compact-widthClass=regular`).
    public var key: String
    /// Ids excluded where the key applies (`<exclude reference>`).
    public var excluded: [String]
    /// Ids included again where the key applies (`<include reference>`).
    public var included: [String]
    /// What else the variation changes (attribute names, `<fontDescription>`): not modelled.
    public var unmodelled: [String]
    /// The line of the element.
    public var line: Int

    /// A variation of the element `owner`.
    public init(key: String, owner: String, excluded: [String], included: [String], unmodelled: [String], line: Int) {
        self.key = key
        self.owner = owner
        self.excluded = excluded
        self.included = included
        self.unmodelled = unmodelled
        self.line = line
    }
    /// The id of the element it belongs to.
    public var owner: String
}
