import CountriesModel

/// The world data as the resolver asks it: a country's name in any CLDR
/// language, a subdivision's name. The repository's side of the resolver,
/// each a look-up of the name's key (`WorldNameKeys`): no scan, and no
/// table to make, however many names a `resolve` asks. A part of the data
/// that cannot be read answers nothing here: the name is then judged on the
/// catalog alone, and the command that shows a subdivision reads it again
/// and reports the failure.
package struct WorldNameReading: WorldNameSource {
    let worldData: any WorldDataRepository

    package init(worldData: any WorldDataRepository) {
        self.worldData = worldData
    }

    package func countryCodes(named name: String) -> [String] {
        (try? worldData.countryCodes(named: name)) ?? []
    }

    package func names(of cca2: String) -> [String] {
        ((try? worldData.countryTranslations(cca2)) ?? []).map(\.name)
    }

    package func places(named name: String) -> [PlaceName] {
        ((try? worldData.subdivisions(named: name)) ?? []).map { PlaceName(code: $0.code, name: $0.name, cca2: $0.country) }
    }
}
