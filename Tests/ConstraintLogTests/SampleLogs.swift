/// Small logs written for these tests in the forms UIKit prints (docs/explain.md), with the
/// damage copying does. Addresses and numbers are made up.
enum SampleLogs {
    /// iOS 6–9: NSLog prefix, one-line advice, VFL-like sizes and edges with `(Names: …)`. The
    /// view is pushed 841 down in a 768-tall superview and 1 past its bottom: only the rule that
    /// sizes are never negative makes that a conflict.
    static let oldEra = """
        2014-02-03 10:11:12.131 Demo[101:a07] Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
        (
            "<NSAutoresizingMaskLayoutConstraint:0x1110 h=--& v=--& V:[UIView:0xaaa0(768)]>",
            "<NSLayoutConstraint:0x1120 V:[UIView:0xbbb0]-(-1)-|   (Names: '|':UIView:0xaaa0 )>",
            "<NSLayoutConstraint:0x1130 V:|-(841)-[UIView:0xbbb0]   (Names: '|':UIView:0xaaa0 )>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x1120 V:[UIView:0xbbb0]-(-1)-|   (Names: '|':UIView:0xaaa0 )>

        Break on objc_exception_throw to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.

        """

    /// iOS 10+: a label pinned 20 from its cell's margins with a width of 300, in a 320-wide
    /// encapsulated content view; one line with collapsed spaces before the suffix.
    static let newEra = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        (
            "<NSLayoutConstraint:0x600000c8e0d0 UILabel:0x7f80000e2a0'It's fine'.width == 300   (active)>",
            "<NSLayoutConstraint:0x600000c8e0e0 UILabel:0x7f80000e2a0'It's fine'.leading == UITableViewCellContentView:0x7f80000c000.leadingMargin + 20   (active)>",
            "<NSLayoutConstraint:0x600000c8e0f0 UITableViewCellContentView:0x7f80000c000.trailingMargin == UILabel:0x7f80000e2a0'It's fine'.trailing + 20 (active)>",
            "<NSLayoutConstraint:0x600000c8e100 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7f80000c000.width == 320   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000c8e0d0 UILabel:0x7f80000e2a0'It's fine'.width == 300   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

        """

    /// A negative width on its own, twice back to back (UIKit prints one block per conflict).
    static let negativeWidthTwice = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600000aa0010 UIView:0x7f8000001000.width == - 16   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000aa0010 UIView:0x7f8000001000.width == - 16   (active)>
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600000aa0020 UIView:0x7f8000002000.height == - 4.5   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000aa0020 UIView:0x7f8000002000.height == - 4.5   (active)>

        """

    /// A Masonry block whose page joined every line and dropped the list's quotes.
    static let joinedMasonry =
        "[LayoutConstraints] Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the "
        + "following list is one you don't want. ( <MASLayoutConstraint:0x6040001 UIButton:0x7fa0001.width == 40>, "
        + "<MASLayoutConstraint:0x6040002 UIButton:0x7fa0001.left == Demo.ButtonView:0x7fa0009.left + 10>, "
        + "<MASLayoutConstraint:0x6040003 UILabel:0x7fa0002.left == UIButton:0x7fa0001.right>, "
        + "<MASLayoutConstraint:0x6040004 UILabel:0x7fa0002.left == Demo.ButtonView:0x7fa0009.left + 15>,)"
        + "Will attempt to recover by breaking constraint <MASLayoutConstraint:0x6040001 UIButton:0x7fa0001.width == 40>"
        + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"

    /// A markdown copy: `\\<`, no `(` `)` lines, one space before the suffix, a stack view's
    /// spacing token, SnapKit, a multiplier, a name-only item and an unreadable description.
    static let damagedList = #"""
        \<NSLayoutConstraint:0x7001 'UISV-spacing' V:[UILabel:0x9001]-(NSSpace(8))-[UIButton:0x9002'Go (now)'] (active)>
        \<SnapKit.LayoutConstraint:0x7002@Card.swift#12 UIButton:0x9002'Go (now)'.bottom == UIStackView:0x9003.bottom - 8.0>
        \<NSLayoutConstraint:0x7003 UIImageView:0x9004.height == 0.5*UIImageView:0x9004.width (active)>
        \<NSLayoutConstraint:0x7004 saveButton.width == 44   (active, names: saveButton:0x9005 )>
        \<NSLayoutConstraint:0x7005 UIView:0x9006.height @@ 44>
        """#

    /// Old SnapKit's `<<…>>` form, an IB prototyping constraint and the legacy layout guide.
    static let oldSnapKit = """
        "<NSIBPrototypingLayoutConstraint:0x7a01 'IB auto generated at build time for view with fixed frame' V:|-(34)-[UIView:0x7b01]   (Names: '|':UIView:0x7b00 )>",
        "<_UILayoutSupportConstraint:0x7a02 V:[_UILayoutGuide:0x7b02(20)]>",
        "<<App.LayoutConstraint:0x7a03> <UIView:0x7b01>.top == <_UILayoutGuide:0x7b02>.bottom>"
        """

    /// An `_autolayoutTrace` excerpt.
    static let trace = """
        •UIWindow:0x7f0001 - AMBIGUOUS LAYOUT
        |   *UIView:0x7f0002
        |   |   *UILabel:0x7f0003'Hi'- AMBIGUOUS LAYOUT for UILabel:0x7f0003'Hi'.minY{id: 12}
        """
}
