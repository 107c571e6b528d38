@_exported import Constraints
import VisualFormat

// UIKit's names for the library's types, for code that moves over from UIKit with few edits.
// Opt-in: `import UIKitCompatibility` instead of `import Constraints` (it re-exports it).
// Only names whose UIKit spelling differs from the library's are here; everything else already
// has UIKit's name in `Constraints` itself.

/// `UIView`: ``View``.
public typealias UIView = View
/// `UIScrollView`: ``ScrollView``.
public typealias UIScrollView = ScrollView
/// `UIStackView`: ``StackView``.
public typealias UIStackView = StackView
/// `UILabel`: ``Label`` (text measured by a ``TextMeasuring`` the host supplies).
public typealias UILabel = Label
/// `UILayoutGuide`: ``LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// `NSLayoutConstraint`: ``LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// `UILayoutPriority`: ``Priority``.
public typealias UILayoutPriority = Priority
/// `UIEdgeInsets`: ``EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// `UISemanticContentAttribute`: ``SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// `NSLayoutXAxisAnchor`: ``XAxisAnchor``.
public typealias NSLayoutXAxisAnchor = XAxisAnchor
/// `NSLayoutYAxisAnchor`: ``YAxisAnchor``.
public typealias NSLayoutYAxisAnchor = YAxisAnchor
/// `NSLayoutDimension`: ``DimensionAnchor``.
public typealias NSLayoutDimension = DimensionAnchor

extension LayoutConstraint {
    /// `NSLayoutConstraint.Attribute`: ``LayoutAttribute``.
    public typealias Attribute = LayoutAttribute
    /// `NSLayoutConstraint.Relation`: the solver's ``Relation``.
    public typealias Relation = ConstraintSolver.Relation
    /// `NSLayoutConstraint.FormatOptions`: Visual Format's options.
    public typealias FormatOptions = VisualFormat.FormatOptions
    /// `NSLayoutConstraint.Axis`: ``LayoutAxis``.
    public typealias Axis = LayoutAxis
}

/// `UIScrollViewDelegate`: ``ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate

/// `NSDirectionalEdgeInsets`: ``DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `UIUserInterfaceSizeClass`: ``UserInterfaceSizeClass``.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass

extension View {
    /// `UIView.AutoresizingMask`: ``AutoresizingMask``.
    public typealias AutoresizingMask = Constraints.AutoresizingMask
}

extension ScrollView {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`: ``ContentInsetAdjustmentBehavior``.
    public typealias ContentInsetAdjustmentBehavior = Constraints.ContentInsetAdjustmentBehavior
}
