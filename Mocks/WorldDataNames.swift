import CountriesData
import CountriesModel

/// The built-in world data as the resolver asks it, for tests of the
/// resolver on its own (the interactors hold their own reading of it).
package struct WorldDataNames: WorldNameSource {
    let worldData: any WorldDataRepository

    package init(_ worldData: any WorldDataRepository = RealWorldDataRepository()) {
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
