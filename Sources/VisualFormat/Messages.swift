import InternalUtilities

/// The text of every parse error, in one place. Apple's wording where it is known (see
/// `vfl.md` §3.7), otherwise a clearer sentence in the same voice.
enum Messages {
    static let emptyString = "It's an empty string."
    static let nonASCII = "It contains non-ASCII characters."
    static let conflictingDirections =
        "The options combine directionLeftToRight and directionRightToLeft; a line has one direction."

    static func expectedColon(after letter: Character) -> String {
        letter == "H"
            ? "Expected ':' after 'H' to specify horizontal arrangement"
            : "Expected ':' after 'V' to specify vertical arrangement"
    }

    static let expectedConnectionAfterBar = "Expected a connection after the '|' character"
    static let expectedView = "Expected a view"
    static let badViewName =
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
    static func unknownView(_ name: String) -> String { "\(name) is not a key in the views dictionary." }
    static let expectedCloseBracket = "Expected a ']' here. That is how you give the end of a view."
    static let ranOutInView = "Unexpectedly ran out of character fodder in the middle of parsing a view"
    static let viewPredicateListEnd =
        "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    static let expectedBracketAfterThickness = "Expected ']' after specifying thickness."
    static let expectedMoreInput = "Expected more input"
    static let unknownRelation = "Unknown relation. Must be ==, >=, or <="
    static let expectedNumberOrMetric =
        "Expected a number or key from the metrics dictionary, but encountered something else"
    static func unknownMetric(_ name: String) -> String {
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
    }
    static let viewAsSpacing =
        "It's not possible to set a space equal to the width or height of a view. Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
    static func viewAsPriority(_ name: String) -> String {
        "\(name) is a view, but a priority must be a number or a key from the metrics dictionary"
    }
    static func unknownPriorityMetric(_ name: String) -> String {
        "Encountered priority metric with name \"\(name)\", but value was not specified in the metrics dictionary"
    }
    static let ambiguousMinus =
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Put a negative number in parentheses, as in -(-10)-"
    static let expectedDash = "Expected a '-' here"
    static let expectedDashNotList =
        "Expected a '-' here. To give a connection more than one predicate, put them in parentheses, as in -(>=8,<=20)-"
    static let connectionPredicateListEnd =
        "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
    static let expectedViewOrBar = "Expected a view or '|'"
    static let expectedEnd = "Expected the end of the format string"
    static func numberOutOfRange(_ text: String) -> String {
        "The number \(text) is too large to represent"
    }
    static func priorityTooLow(_ value: Double) -> String {
        "Invalid priority specified: \(formatNumber(value)). Priority must be greater than 0"
    }
    static func priorityTooHigh(_ value: Double) -> String {
        "Invalid priority specified: \(formatNumber(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    }
    static let baselineOnHorizontal = "BaselineToBaseline format option not valid for horizontal layout"
    static func alignmentAlongAxis(_ option: String, horizontal: Bool) -> String {
        let axis = horizontal ? "horizontal" : "vertical"
        let across =
            horizontal
            ? "alignAllTop, alignAllBottom, alignAllCenterY or a baseline"
            : "alignAllLeft, alignAllRight, alignAllLeading, alignAllTrailing or alignAllCenterX"
        return
            "Options mask required views to be aligned along the \(axis) axis (\(option)), which is not allowed for layout that is also \(axis). Use \(across)."
    }
}
