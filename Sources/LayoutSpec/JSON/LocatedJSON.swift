/// A JSON value read from a file, with where it starts: every value knows its line and
/// column, so that spec errors can say `FILE:LINE:COLUMN`.
struct LocatedJSON {
    indirect enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([LocatedJSON])
        /// Members in file order (duplicate keys are an error, so keys are unique).
        case object([(key: LocatedString, value: LocatedJSON)])
    }

    var value: Value
    var position: SourcePosition
    /// For strings: the source column (1-based) of each decoded character, when escapes make
    /// it differ from `position.column + 1 + index`; nil otherwise.
    var stringColumns: [Int]?

    /// The column of character `index` of a string value (1-based; just past the end for
    /// `index == count`).
    func column(ofCharacter index: Int) -> Int {
        if let columns = stringColumns {
            if index < columns.count { return columns[index] }
            return (columns.last ?? position.column) + 1
        }
        return position.column + 1 + index
    }

    /// A short name of the value's type for error messages.
    var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// An object key with its position.
struct LocatedString {
    var text: String
    var position: SourcePosition
}
