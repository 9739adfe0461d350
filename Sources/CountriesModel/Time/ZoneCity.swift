/// A zone found by the city the tz database names it after: `paris` is
/// `Europe/Paris`, `new york` `America/New_York` (any case and accents,
/// spaces or hyphens for underscores: `bogotá` is `America/Bogota`, as
/// `sao paulo` is `America/Sao_Paulo`), what a person planning a meeting
/// types. Only a city that
/// names one zone, or one zone a country lists (`indianapolis`: not the
/// old link `America/Indianapolis`, but `America/Indiana/Indianapolis`).
package enum ZoneCity {
    /// The zone of `names` whose last part is `place`; nil for none, or
    /// for several where `listed` (the zones countries list) does not
    /// leave one.
    package static func zone(_ place: String, in names: [String], listed: Set<String>) -> String? {
        let wanted = key(place)
        guard !wanted.isEmpty, !place.contains("/") else { return nil }
        let found = names.filter { name in
            guard let slash = name.lastIndex(of: "/") else { return false }
            return key(String(name[name.index(after: slash)...])) == wanted
        }
        if found.count == 1 { return found[0] }
        let countries = found.filter(listed.contains)
        return countries.count == 1 ? countries[0] : nil
    }

    /// The normal form (docs/SEARCH.md), accents set aside (the database
    /// writes its names in ASCII), a space or a hyphen an underscore.
    private static func key(_ text: String) -> String {
        String(SearchFolding.fold(NormalForm.of(text)).map { $0 == " " || $0 == "-" ? "_" : $0 })
    }
}
