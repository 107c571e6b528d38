/// Apple's Visual Format Language (VFL), parsed headlessly into constraint descriptions.
///
/// `VisualFormat` is the namespace of this module. Its entry point, ``parse(_:options:metrics:views:configuration:)``,
/// does what `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does, but
/// knows nothing of views or of a solver: it returns value-type ``ConstraintDescription``s that
/// name items by string, and the layout layer turns them into constraints.
public enum VisualFormat {
    /// Parses one visual format line into the constraints it describes, in Apple's order.
    ///
    /// Contract:
    /// - Returns the constraints in Apple's emission order: left to right, each connection followed
    ///   by the size predicates of the view it leads into (the first view's sizes right after that
    ///   view), then every alignment constraint the `alignAll…` options add.
    /// - Throws a ``VisualFormatError`` whose ``VisualFormatError/position`` is the 0-based
    ///   character index of the problem (within `0...format.utf8.count`), or `nil` for an empty
    ///   string, a non-ASCII string and conflicting direction options.
    /// - Never traps, whatever the string; runs in time linear in its length.
    ///
    /// Names are looked up **metrics first, then views**: in `[a(b)]` a metric `b` wins over a
    /// view `b`. `|` becomes ``Item/superview``; the caller decides which view that is (the
    /// layout-spec contract makes it the common superview of the line's views).
    ///
    /// Choices where Apple's behaviour is undocumented or platform dependent:
    /// - Numbers are the decimal forms of `strtod` that start with a digit or `-` (digits, an
    ///   optional fraction, an optional exponent: `1e2`, `8.5`, `10.`, `-5`, `-.5`). Hexadecimal,
    ///   `inf` and `nan` are not numbers here, and a number too large for a `Double` is an error.
    /// - Like Apple, an unparenthesised connection predicate may carry a relation and a priority
    ///   (`->=8-`, `-50@750-`).
    /// - Option bits Apple does not define (bit 0, the width and height bits 7 and 8, bits 13–15,
    ///   18 and above 19) are ignored.
    ///
    /// - Parameters:
    ///   - format: the visual format string, for example `"H:|-[a]-(>=8)-[b(==a)]-|"`.
    ///   - options: alignment, direction and spacing options, with Apple's raw values.
    ///   - metrics: values for the metric names the format uses.
    ///   - views: the names that denote views.
    ///   - configuration: the values of standard spacing.
    public static func parse(
        _ format: String,
        options: FormatOptions = [],
        metrics: [String: Double] = [:],
        views: Set<String>,
        configuration: Configuration = Configuration()
    ) throws(VisualFormatError) -> [ConstraintDescription] {
        var parser = Parser(
            format: format, options: options, metrics: metrics, views: views,
            configuration: configuration)
        return try parser.parse()
    }
}
