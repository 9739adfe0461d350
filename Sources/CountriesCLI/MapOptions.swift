import CountriesModel

extension OptionSpec {
    /// `map`'s own options; it also takes the list's filters.
    static let mapOptions: [OptionSpec] = [
        OptionSpec(
            name: "--world", valueName: nil,
            help: "Draw the country on the whole world, not its region."
        ) { parsed, _ in parsed.map.world = true },
        OptionSpec(
            name: "--by", valueName: "<value>",
            help: "Shade every country by \(MapMeasure.allCases.map(\.rawValue).joined(separator: ", ")), lightest the least, with a legend of ranges.",
            values: MapMeasure.allCases.map(\.rawValue)
        ) { parsed, value in
            guard let measure = MapMeasure(rawValue: value.lowercased()) else {
                throw UsageError("'--by' takes \(MapMeasure.allCases.map(\.rawValue).joined(separator: ", ")), not \(quoted(value))")
            }
            parsed.map.shading = measure
        },
        OptionSpec(
            name: "--width", valueName: "<n>",
            help: "Columns, from \(MapRequest.widths.lowerBound) to \(MapRequest.widths.upperBound). Default: the terminal's, else 80."
        ) { parsed, value in
            guard let width = Int(value), MapRequest.widths.contains(width) else {
                throw UsageError("'--width' takes a whole number from \(MapRequest.widths.lowerBound) to \(MapRequest.widths.upperBound), not \(quoted(value))")
            }
            parsed.map.width = width
        },
    ]
}
