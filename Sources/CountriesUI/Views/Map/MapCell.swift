/// What a cell of a map shows, for a view to colour it.
package enum MapCellKind: Sendable, Equatable, Hashable {
    case sea
    /// Land of a country neither highlighted nor a neighbour.
    case land
    /// Land of a neighbour of the highlighted country.
    case neighbour
    /// Land of a highlighted country, or its marker when it is too small.
    case highlight
    /// Land shaded by a value: the class, 0 for the lowest values.
    case shaded(Int)
    /// A country too small to show at the scale, drawn at its coordinates.
    case marker
    /// The capital of the highlighted country.
    case capital
    /// The point `map --at` marks.
    case point
}

/// One cell of a map: its character, the same with or without colour, and
/// what it shows.
package struct MapCell: Sendable, Equatable {
    package let character: Character
    package let kind: MapCellKind

    package init(character: Character, kind: MapCellKind) {
        self.character = character
        self.kind = kind
    }
}
