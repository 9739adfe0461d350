extension CountryField {
    /// The columns of the plain formats (table, tsv, csv, `show`'s lines)
    /// for `fields`. A field that is an object of a fixed shape (`car`,
    /// `idd`, `name`, `flags`, ...) is its leaf fields, each a column
    /// (`car.side`, `car.signs`), as `jq`'s paths would name them: a column
    /// printed its key names (`signs, right`) before. A map keyed by code
    /// (`currencies`, `languages`, `name.nativeName`) stays one column of
    /// its codes or texts, whose keys differ from country to country.
    /// `--json` keeps the nesting instead.
    package static func columns(_ fields: [CountryField]) -> [CountryField] {
        var seen = Set<String>()
        return fields.flatMap(\.leaves).filter { seen.insert($0.path).inserted }
    }

    private var leaves: [CountryField] {
        guard !Self.keyedByCode.contains(path) else { return [self] }
        let children = Self.available.filter { $0.hasPrefix(path + ".") && !$0.dropFirst(path.count + 1).contains(".") }
        return children.isEmpty ? [self] : children.compactMap(CountryField.init).flatMap(\.leaves)
    }
}
