import Constraints
import Testing

@Test("Relation reads back what it prints, and nothing else")
func relationSymbols() {
    for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
        #expect(Relation(symbol: relation.description) == relation)
    }
    for text in ["=", "=<", "=>", "<", "!=", " ==", ""] {
        #expect(Relation(symbol: text) == nil, "\(text)")
    }
}
