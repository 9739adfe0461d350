import CountriesData
import CountriesModel

extension CountryCatalog {
    /// The real embedded snapshot, decoded once for all tests; empty if it
    /// does not decode, so that tests fail (the decoder's own test says why)
    /// rather than stop the runner.
    package static let snapshot = (try? RealCountriesFileRepository.embeddedSnapshot()) ?? CountryCatalog([])

    /// Its records' texts, as the repository reads them for JSON and CSV.
    package static let snapshotTexts = RecordTexts(
        Dictionary(((try? snapshotRecords) ?? []).map { ($0.country.cca3, $0.text) }) { _, last in last }
    )

    /// Its records, names and texts, as the repository reads them.
    package static var snapshotRecords: [CountryRecord] {
        get throws { try RealCountriesFileRepository(cacheDirectory: "/nonexistent").loadRecords(of: snapshot) }
    }
}

extension Country {
    /// The snapshot country with this cca3. A code it lacks gives a country
    /// named so, for tests to fail on, never a crash of the runner.
    package static func inSnapshot(_ cca3: String) -> Country {
        CountryCatalog.snapshot.country(cca3: cca3) ?? .fixture(cca3, common: "<\(cca3) is not in the snapshot>")
    }

    /// A small made-up country, for tests that need full control of names.
    package static func fixture(
        _ cca3: String, common: String, official: String? = nil,
        altSpellings: [String] = [],
        region: String = "Europe", population: Int = 0, area: Double = 0, borders: [String] = [],
        memberships: [String]? = nil
    ) -> Country {
        Country(
            name: CountryName(common: common, official: official ?? common),
            cca2: String(cca3.prefix(2)), cca3: cca3,
            region: region, population: population, area: area,
            borders: borders, altSpellings: altSpellings, memberships: memberships
        )
    }
}

extension CountryRecord {
    /// A made-up country with its names in other languages, for tests of
    /// what translations decide: `CountryCatalog(records: [.fixture(...)])`.
    package static func fixture(
        _ cca3: String, common: String, official: String? = nil,
        translations: [String: CountryName] = [:], altSpellings: [String] = [],
        region: String = "Europe", population: Int = 0, area: Double = 0, borders: [String] = [],
        memberships: [String]? = nil
    ) -> CountryRecord {
        CountryRecord(
            country: .fixture(
                cca3, common: common, official: official, altSpellings: altSpellings, region: region,
                population: population, area: area, borders: borders, memberships: memberships
            ),
            translations: translations, text: "{}"
        )
    }
}

extension CountryRecordValues {
    /// `texts` read as the data layer reads the records a screen shows:
    /// each parsed, its facts decoded. Empty should one not read, for
    /// tests to fail on, never a crash of the runner.
    package static func read(_ texts: RecordTexts, reading: RecordReading = .values) -> CountryRecordValues {
        (try? CountryRecordReader.values(of: texts, from: .snapshot, reading: reading)) ?? CountryRecordValues(reading: reading)
    }

    /// Every snapshot record, read.
    package static let snapshot = read(CountryCatalog.snapshotTexts)
}
