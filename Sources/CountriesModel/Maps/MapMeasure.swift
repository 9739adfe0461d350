/// What `map --by` shades the countries by.
package enum MapMeasure: String, Sendable, Equatable, CaseIterable {
    case population, area, density

    /// The country's value; nil where it has none to shade by (an area of
    /// 0 gives no density).
    package func value(of country: Country) -> Double? {
        switch self {
        case .population: Double(country.population)
        case .area: country.area > 0 ? country.area : nil
        case .density: country.area > 0 ? Double(country.population) / country.area : nil
        }
    }

    /// The unit a legend gives its ranges in.
    package var unit: String {
        switch self {
        case .population: "people"
        case .area: "km²"
        case .density: "people per km²"
        }
    }
}
