/// A column of `city` output, as `--fields` names it there: a city's own
/// vocabulary, as `SubdivisionField` is a subdivision's.
package enum CityField: String, CaseIterable, Sendable, Equatable {
    /// GeoNames' name of the city.
    case name
    /// Its country's name, in the chosen language.
    case country
    /// Its country's cca3.
    case cca3
    /// Its first-level subdivision's ISO 3166-2 code (`US-TX`).
    case subdivision
    /// That subdivision's name, in the chosen language where CLDR has it.
    case subdivisionName
    case population, latitude, longitude
    /// Its IANA time zone.
    case zone
    /// The local date and time there now: `2026-07-01 14:00`.
    case local
    /// GeoNames' id.
    case geonameid
    /// Its link: `/cities/<geonameid>`, which `--route` and browse take.
    case link

    /// What a terminal gets when no `--fields` is given.
    package static let tableDefault: [CityField] = [.name, .country, .subdivision, .subdivisionName, .population, .zone, .local]
    /// What a pipe gets: every field but the country's name (its cca3 instead) and GeoNames' id (in the link).
    package static let pipeDefault: [CityField] = allCases.filter { $0 != .country && $0 != .geonameid }

    /// The fields of a `--fields` value, in its order, each once; the
    /// unknown ones instead, when there are any.
    package static func list(_ text: String) -> Result<[CityField], CountryField.UnknownFields> {
        var seen = Set<String>()
        let names = text.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty && seen.insert($0).inserted }
        let unknown = names.filter { CityField(rawValue: $0) == nil }
        guard unknown.isEmpty, !names.isEmpty else { return .failure(CountryField.UnknownFields(names: unknown)) }
        return .success(names.compactMap(CityField.init(rawValue:)))
    }
}
