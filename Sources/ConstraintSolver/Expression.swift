import InternalUtilities

/// One product `coefficient × variable` of a linear expression.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    @inlinable
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term as written in an expression, such as `2*x`.
    public var description: String { LinearExpression(terms: [self]).description }
}

/// A linear expression `Σ coefficientᵢ × variableᵢ + constant`.
///
/// Built with `+`, `-` and `*`/`/` by numbers from variables, terms and numbers. Terms keep the
/// order in which they were written; ``simplified()`` combines repeated variables.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// The terms, in the order written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    @inlinable
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The same expression with each variable once (first appearance keeps its place) and no
    /// zero coefficients.
    /// - Complexity: O(*n*) for *n* terms.
    @inlinable
    public func simplified() -> LinearExpression {
        var e = self
        e.simplify()
        return e
    }

    /// Combines repeated variables in place (first appearance keeps its place) and drops zero
    /// coefficients: ``simplified()`` without making a new array when this one is not shared.
    /// - Complexity: O(*n*) for *n* terms.
    @inlinable
    public mutating func simplify() {
        let n = terms.count
        var kept = 0
        if n <= 8 {
            // Short expressions (nearly all of them): a linear scan beats hashing. Terms are
            // compared by their variables' ids and moved by swapping, never copied: a copy
            // retains the variable's name.
            for i in 0..<n {
                let id = terms[i].variable.id
                var j = 0
                while j < kept && terms[j].variable.id != id { j += 1 }
                if j < kept {
                    terms[j].coefficient += terms[i].coefficient
                } else {
                    if kept != i { terms.swapAt(kept, i) }
                    kept += 1
                }
            }
        } else {
            var index: [Int: Int] = [:]
            for i in 0..<n {
                let id = terms[i].variable.id
                if let j = index[id] {
                    terms[j].coefficient += terms[i].coefficient
                } else {
                    index[id] = kept
                    if kept != i { terms.swapAt(kept, i) }
                    kept += 1
                }
            }
        }
        if kept < n { terms.removeSubrange(kept...) }
        if terms.contains(where: { $0.coefficient == 0 }) { terms.removeAll { $0.coefficient == 0 } }
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// `2*x + y - 3`: numbers without a trailing `.0` when whole.
    public var description: String {
        var text = ""
        for term in terms {
            let c = term.coefficient
            let magnitude = Swift.abs(c)
            if text.isEmpty {
                text += c < 0 ? "-" : ""
            } else {
                text += c < 0 ? " - " : " + "
            }
            text +=
                magnitude == 1
                ? term.variable.description
                : "\(formatNumber(magnitude))*\(term.variable.description)"
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        return text
    }
}

/// Anything that converts to an ``LinearExpression``: variables, terms and expressions. Numbers mix
/// in through overloads that take a `Double` (numbers themselves do not conform, so `a >= b` on
/// two numbers keeps meaning what it always meant).
public protocol LinearExpressionConvertible {
    /// The value as a linear expression.
    var expression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    /// `1 × self`.
    @inlinable
    public var expression: LinearExpression { LinearExpression(terms: [Term(self)]) }
}
extension Term: LinearExpressionConvertible {
    /// The single term.
    @inlinable
    public var expression: LinearExpression { LinearExpression(terms: [self]) }
}
extension LinearExpression: LinearExpressionConvertible {
    /// Itself.
    @inlinable
    public var expression: LinearExpression { self }
}

// MARK: - Arithmetic

/// The sum of two linear operands.
@inlinable
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    let l = lhs.expression, r = rhs.expression
    return LinearExpression(terms: l.terms + r.terms, constant: l.constant + r.constant)
}

/// The difference of two linear operands.
@inlinable
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    lhs + (-1.0 * rhs.expression)
}

/// `operand + constant`.
@inlinable
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    var e = lhs.expression
    e.constant += rhs
    return e
}
/// `constant + operand`.
@inlinable
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression { rhs + lhs }
/// `operand − constant`.
@inlinable
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression { lhs + (-rhs) }
/// `constant − operand`.
@inlinable
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    (-1.0 * rhs.expression) + lhs
}

/// The negated expression.
@inlinable
public prefix func - (operand: Variable) -> LinearExpression { -1.0 * operand.expression }
/// The negated expression.
@inlinable
public prefix func - (operand: Term) -> LinearExpression { -1.0 * operand.expression }
/// The negated expression.
@inlinable
public prefix func - (operand: LinearExpression) -> LinearExpression { -1.0 * operand }

/// `factor × expression`.
@inlinable
public func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    LinearExpression(
        terms: expression.terms.map { Term($0.variable, $0.coefficient * factor) },
        constant: expression.constant * factor)
}
/// `expression × factor`.
@inlinable
public func * (expression: LinearExpression, factor: Double) -> LinearExpression { factor * expression }
/// `factor × variable`.
@inlinable
public func * (factor: Double, variable: Variable) -> Term { Term(variable, factor) }
/// `variable × factor`.
@inlinable
public func * (variable: Variable, factor: Double) -> Term { Term(variable, factor) }
/// `factor × term`.
@inlinable
public func * (factor: Double, term: Term) -> Term { Term(term.variable, term.coefficient * factor) }
/// `term × factor`.
@inlinable
public func * (term: Term, factor: Double) -> Term { factor * term }
/// `expression ÷ divisor` (a zero divisor gives non-finite coefficients, which the solver rejects).
@inlinable
public func / (expression: LinearExpression, divisor: Double) -> LinearExpression { (1 / divisor) * expression }
/// `variable ÷ divisor`.
@inlinable
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
/// `term ÷ divisor`.
@inlinable
public func / (term: Term, divisor: Double) -> Term { (1 / divisor) * term }
