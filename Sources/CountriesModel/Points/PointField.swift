/// A column of `at` output, as `--fields` names it there.
package enum PointField: String, CaseIterable, Sendable, Equatable {
    /// The point's latitude and longitude, in decimal degrees.
    case lat, lng
    /// The country whose territory (its waters too) holds the point: cca3;
    /// empty at sea.
    case country
    /// Its name, in the chosen language.
    case name
    /// The ISO 3166-2 subdivision: the nearest city's in the country found
    /// (`FR-IDF`); empty at sea, or where GeoNames gives that city none.
    case subdivision
    /// That subdivision's name, in the chosen language (`Île-de-France`).
    case subdivisionName
    /// The IANA zone there: `Europe/Paris`; at sea the ocean's, `Etc/GMT+2`.
    case zone
    /// The zone's local date and time, its abbreviation, its UTC offset.
    case local, abbreviation, offset
    /// At sea: the nearest country (cca3), and how far its territory is, in
    /// kilometres; empty on land.
    case nearest, distance
    /// The nearest city (GeoNames, 15,000 people or more), and how far it
    /// is, in kilometres.
    case city, cityDistance

    /// What one point gets in a pipe when no `--fields` is given.
    package static let pipeDefault: [PointField] = [.country, .subdivision, .zone, .local, .offset, .city, .cityDistance, .nearest, .distance]
    /// What `--column` appends to each row when no `--fields` is given.
    package static let columnDefault: [PointField] = [.country, .subdivision, .zone]

    /// Whether any of `fields` needs the nearest country of a point at sea.
    package static func needNearest(_ fields: [PointField]) -> Bool {
        fields.contains { $0 == .nearest || $0 == .distance }
    }

    /// Whether any of `fields` needs the nearest city, of any country.
    package static func needCity(_ fields: [PointField]) -> Bool {
        fields.contains { $0 == .city || $0 == .cityDistance }
    }

    /// Whether any of `fields` needs the subdivision: the nearest city's in
    /// the country found, which alone needs no other country's cities.
    package static func needSubdivision(_ fields: [PointField]) -> Bool {
        fields.contains { $0 == .subdivision || $0 == .subdivisionName }
    }

    /// Whether any of `fields` needs the zone's clock.
    package static func needClock(_ fields: [PointField]) -> Bool {
        fields.contains { [.local, .abbreviation, .offset].contains($0) }
    }

    /// The fields of a `--fields` value, in its order, each once; the
    /// unknown ones instead, when there are any.
    package static func list(_ text: String) -> Result<[PointField], CountryField.UnknownFields> {
        var seen = Set<String>()
        let names = text.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty && seen.insert($0).inserted }
        let unknown = names.filter { PointField(rawValue: $0) == nil }
        guard unknown.isEmpty, !names.isEmpty else { return .failure(CountryField.UnknownFields(names: unknown)) }
        return .success(names.compactMap(PointField.init(rawValue:)))
    }
}
