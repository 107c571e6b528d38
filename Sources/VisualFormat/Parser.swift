import InternalUtilities

extension VisualFormat {
    /// A single-pass, non-backtracking parser of one visual format line.
    ///
    /// It reads the grammar of `vfl.md` §2 left to right, resolves names as it meets them
    /// (metrics first, then views) and hands each complete connection and view to a
    /// ``LineBuilder``. The first problem throws, with the cursor as the caret position. There
    /// is no recursion and no whitespace skipping; every index is bounds-checked.
    struct Parser {
        private let format: String
        private let bytes: [UInt8]
        private let options: FormatOptions
        private let metrics: [String: Double]
        private let views: Set<String>
        private let configuration: Configuration
        /// The cursor: the index of the next character to read.
        private var position = 0

        init(
            format: String, options: FormatOptions, metrics: [String: Double], views: Set<String>,
            configuration: Configuration
        ) {
            self.format = format
            self.bytes = Array(format.utf8)
            self.options = options
            self.metrics = metrics
            self.views = views
            self.configuration = configuration
        }

        /// The character under the cursor, or `nil` at the end of the string.
        private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        private func failure(_ message: String) -> VisualFormatError {
            VisualFormatError(message: message, format: format, position: position)
        }

        // MARK: Line

        /// `[orientation ":"] [superview connection] view {connection view} [connection superview]`
        mutating func parse() throws(VisualFormatError) -> [ConstraintDescription] {
            guard !bytes.isEmpty else {
                throw VisualFormatError(message: Messages.emptyString, format: format, position: nil)
            }
            guard bytes.allSatisfy(ASCII.isASCII) else {
                throw VisualFormatError(message: Messages.nonASCII, format: format, position: nil)
            }
            guard options.intersection(.directionMask) != .directionMask else {
                throw VisualFormatError(message: Messages.conflictingDirections, format: format, position: nil)
            }
            var line = LineBuilder(axis: try parseOrientation(), options: options, configuration: configuration)

            var previous: Item?
            var connection: [Predicate<Spacing>] = []
            if current == ASCII.bar {
                position += 1
                guard current == ASCII.dash || current == ASCII.openBracket else {
                    throw failure(Messages.expectedConnectionAfterBar)
                }
                previous = .superview
                connection = try parseConnection()
            }
            guard current == ASCII.openBracket else { throw failure(Messages.expectedView) }

            while true {
                let view = try parseView()
                if let previous {
                    try connect(previous, to: .view(view.name), connection, in: &line)
                }
                line.size(of: view.name, predicates: view.predicates)
                previous = .view(view.name)
                if current == nil { break }

                connection = try parseConnection()
                if current == ASCII.openBracket { continue }
                guard current == ASCII.bar else { throw failure(Messages.expectedViewOrBar) }
                position += 1
                try connect(.view(view.name), to: .superview, connection, in: &line)
                guard current == nil else { throw failure(Messages.expectedEnd) }
                break
            }
            return line.finish()
        }

        /// `[("H" | "V") ":"]`; no prefix means horizontal.
        private mutating func parseOrientation() throws(VisualFormatError) -> LineBuilder.Axis {
            guard let letter = current, letter == ASCII.upperH || letter == ASCII.upperV else {
                return .horizontal
            }
            position += 1
            guard current == ASCII.colon else {
                throw failure(Messages.expectedColon(after: letter == ASCII.upperH ? "H" : "V"))
            }
            position += 1
            return letter == ASCII.upperH ? .horizontal : .vertical
        }

        /// Checks the options against a complete connection, then records it.
        private func connect(
            _ left: Item, to right: Item, _ predicates: [Predicate<Spacing>], in line: inout LineBuilder
        ) throws(VisualFormatError) {
            if let problem = line.problem(connecting: left, to: right) { throw failure(problem) }
            line.connect(left, to: right, predicates: predicates)
        }

        // MARK: Connections

        /// `"" | "-" | "-" predicateList "-"`. The cursor is on the character after a view or `|`.
        private mutating func parseConnection() throws(VisualFormatError) -> [Predicate<Spacing>] {
            guard current == ASCII.dash else { return [.flush] }
            position += 1
            switch current {
            case nil, ASCII.openBracket?, ASCII.bar?:
                return [.standard]
            case ASCII.dash?:
                throw failure(Messages.ambiguousMinus)
            case ASCII.openParen?:
                position += 1
                let predicates = try parsePredicateList(Spacing.self, unclosed: Messages.connectionPredicateListEnd)
                guard current == ASCII.dash else { throw failure(Messages.expectedDash) }
                position += 1
                return predicates
            default:
                // Like Apple, the unparenthesised form goes through the whole predicate routine,
                // so `->=8-` and `-8@750-` are accepted.
                let predicate = try parsePredicate(Spacing.self)
                guard current == ASCII.dash else {
                    throw failure(current == ASCII.comma ? Messages.expectedDashNotList : Messages.expectedDash)
                }
                position += 1
                return [predicate]
            }
        }

        // MARK: Views

        /// `"[" viewName ["(" predicate {"," predicate} ")"] "]"`. The cursor is on the `[`.
        private mutating func parseView() throws(VisualFormatError) -> (name: String, predicates: [Predicate<Size>]) {
            position += 1
            guard let first = current else { throw failure(Messages.expectedView) }
            guard ASCII.isIdentifierStart(first) else { throw failure(Messages.badViewName) }
            let name = scanIdentifier()
            guard views.contains(name) else { throw failure(Messages.unknownView(name)) }

            switch current {
            case ASCII.closeBracket?:
                position += 1
                return (name, [])
            case ASCII.openParen?:
                position += 1
            case nil:
                throw failure(Messages.ranOutInView)
            default:
                throw failure(Messages.expectedCloseBracket)
            }
            let predicates = try parsePredicateList(Size.self, unclosed: Messages.viewPredicateListEnd)
            switch current {
            case ASCII.closeBracket?: position += 1
            case nil: throw failure(Messages.ranOutInView)
            default: throw failure(Messages.expectedBracketAfterThickness)
            }
            return (name, predicates)
        }

        // MARK: Predicates

        /// `predicate {"," predicate} ")"`, the cursor just past the `(`; `unclosed` is the message
        /// for a character that neither continues nor closes the list.
        private mutating func parsePredicateList<Object: PredicateObject>(
            _: Object.Type, unclosed: String
        ) throws(VisualFormatError) -> [Predicate<Object>] {
            var predicates: [Predicate<Object>] = []
            while true {
                predicates.append(try parsePredicate(Object.self))
                switch current {
                case ASCII.comma?: position += 1
                case ASCII.closeParen?:
                    position += 1
                    return predicates
                case nil: throw failure(Object.endOfInputMessage)
                default: throw failure(unclosed)
                }
            }
        }

        /// `[relation] objectOfPredicate ["@" priority]`.
        private mutating func parsePredicate<Object: PredicateObject>(
            _: Object.Type
        ) throws(VisualFormatError) -> Predicate<Object> {
            var relation = Relation.equal
            if let symbol = current, symbol == ASCII.equals || symbol == ASCII.less || symbol == ASCII.greater {
                position += 1
                guard let next = current else { throw failure(Object.endOfInputMessage) }
                guard next == ASCII.equals else { throw failure(Messages.unknownRelation) }
                position += 1
                relation =
                    symbol == ASCII.equals ? .equal : symbol == ASCII.less ? .lessThanOrEqual : .greaterThanOrEqual
            }
            let object: Object = try parseObject()
            var priority = 1000.0
            if current == ASCII.at {
                position += 1
                priority = try parsePriority(Object.self)
            }
            return Predicate(relation: relation, object: object, priority: priority)
        }

        /// `number | metricName | viewName`: metrics are looked up before views, and a view is
        /// allowed only where `Object` allows it (inside a view's parentheses).
        private mutating func parseObject<Object: PredicateObject>() throws(VisualFormatError) -> Object {
            guard let first = current else { throw failure(Object.endOfInputMessage) }
            if ASCII.isDigit(first) || first == ASCII.dash {
                guard let value = try scanNumber() else { throw failure(Messages.expectedNumberOrMetric) }
                return .constant(value)
            }
            guard ASCII.isIdentifierStart(first) else { throw failure(Messages.expectedNumberOrMetric) }
            let name = scanIdentifier()
            if let value = metrics[name] { return .constant(value) }
            guard views.contains(name) else { throw failure(Messages.unknownMetric(name)) }
            guard let view = Object.view(named: name) else { throw failure(Messages.viewAsSpacing) }
            return view
        }

        /// `number | metricName`, which must lie in `(0, 1000]`. The cursor is just past the `@`.
        private mutating func parsePriority<Object: PredicateObject>(
            _: Object.Type
        ) throws(VisualFormatError) -> Double {
            guard let first = current else { throw failure(Object.endOfInputMessage) }
            let value: Double
            if ASCII.isDigit(first) || first == ASCII.dash {
                guard let number = try scanNumber() else { throw failure(Messages.expectedNumberOrMetric) }
                value = number
            } else if ASCII.isIdentifierStart(first) {
                let name = scanIdentifier()
                if let metric = metrics[name] {
                    value = metric
                } else if views.contains(name) {
                    throw failure(Messages.viewAsPriority(name))
                } else {
                    throw failure(Messages.unknownPriorityMetric(name))
                }
            } else {
                throw failure(Messages.expectedNumberOrMetric)
            }
            guard value > 0 else { throw failure(Messages.priorityTooLow(value)) }  // NaN too
            guard value <= 1000 else { throw failure(Messages.priorityTooHigh(value)) }
            return value
        }

        // MARK: Tokens

        /// Reads a C identifier; the cursor is on its first character.
        private mutating func scanIdentifier() -> String {
            let start = position
            while let byte = current, ASCII.isIdentifierContinuation(byte) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// Reads the longest decimal number `strtod` would (see ``DecimalScan``). Returns `nil`
        /// without moving when there is no number (`-` alone, `-x`); throws when the value is not
        /// finite.
        private mutating func scanNumber() throws(VisualFormatError) -> Double? {
            let scan = DecimalScan(from: position, allowingMinus: true) { [bytes] in $0 < bytes.count ? bytes[$0] : nil
            }
            guard scan.isNumber else { return nil }
            let text = String(decoding: bytes[scan.start..<scan.end], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                throw failure(Messages.numberOutOfRange(text))
            }
            position = scan.end
            return value
        }
    }
}
