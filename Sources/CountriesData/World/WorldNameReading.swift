import CountriesModel

/// The world data as the resolver asks it: a country's name in any CLDR
/// language, a subdivision's name. The repository's side of the resolver:
/// the tables it keeps are a cache of the embedded data, read on need, so
/// the interactors that hold a resolver stay stateless. A part of the data that cannot be read
/// answers nothing here: the name is then judged on the catalog alone, and
/// the command that shows a subdivision reads it again and reports the failure.
///
/// A name is one scan of some 100,000 names; a caller that asks many (a
/// `resolve` of a long list that misses) gets them read once into a table,
/// after `scansBeforeATable` scans: a `show` never pays for the table.
package final class WorldNameReading: WorldNameSource {
    let worldData: any WorldDataRepository
    private var scans = 0
    /// Scans of the subdivisions, counted apart: a column of names in
    /// another language is found among the translations without a scan of
    /// the country names, and asks each of them of the subdivisions
    /// (`Granada`), 1.1 M instructions a name before it had a table.
    private var placeScans = 0
    private var codesByName: WorldNameIndex?
    private var placesByName: [String: [WorldSubdivision]]?

    package init(worldData: any WorldDataRepository) {
        self.worldData = worldData
    }

    package static let scansBeforeATable = 32

    package func countryCodes(named name: String) -> [String] {
        if let codesByName { return codesByName.codes(named: name) }
        scans += 1
        if scans > Self.scansBeforeATable, let table = try? worldData.countryCodesByName() {
            codesByName = table
            return table.codes(named: name)
        }
        return (try? worldData.countryCodes(named: name)) ?? []
    }

    package func places(named name: String) -> [PlaceName] {
        let found: [WorldSubdivision]
        // `lowercased()`, without a String's case mapping for the common scripts.
        let lowercased = { String(decoding: WorldNameIndex.key(name), as: UTF8.self) }
        if let placesByName {
            found = placesByName[lowercased()] ?? []
        } else if placeScans >= Self.scansBeforeATable || scans > Self.scansBeforeATable, let table = try? worldData.subdivisionsByName() {
            placesByName = table
            found = table[lowercased()] ?? []
        } else {
            placeScans += 1
            found = (try? worldData.subdivisions(named: name)) ?? []
        }
        return found.map { PlaceName(code: $0.code, name: $0.name, cca2: $0.country) }
    }
}
