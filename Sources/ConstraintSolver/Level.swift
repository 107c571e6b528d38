/// One priority level of the lexicographic objective: `Σ cost[s] × s + constant`, dense over
/// symbols so a reduced cost is read in O(1).
struct Level {
    var priority: Double
    var cost: [Double]
    var constant: Double
}
