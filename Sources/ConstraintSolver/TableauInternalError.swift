/// The solver could not finish a pivot sequence: a bug or a numerically broken system, never
/// the user's fault. Reported, never trapped.
struct TableauInternalError: Error {
    var message: String
}
