import CountriesData
import CountriesMocks
@testable import CountriesModel
import Testing

/// Former and colonial names (`FormerNames`, generated from
/// docs/data/world/former-names.tsv) and ISO 3166-3 (`ISO3166Part3`, from
/// iso-codes), each kept once: every name and code of them answers as its
/// successors say, one a country, several ambiguous naming them.
@MainActor
@Suite struct FormerNamesTests {
    static let resolver = SnapshotAnswers.resolver

    private func answer(_ name: String) -> String {
        SnapshotAnswers.answer(name)
    }

    /// Whether the data lists `name` among the country's own names (the
    /// snapshot has "Burma" for Myanmar): it then matches as that, first.
    private func isOwnName(_ name: String, of cca3: String) -> Bool {
        guard let country = CountryCatalog.snapshot.country(cca3: cca3) else { return false }
        let folded = NameReading.folded(name)
        return ([country.name.common, country.name.official] + country.altSpellings).contains { NameReading.folded($0) == folded }
    }

    /// One successor: that country, the reason a former name of its years;
    /// several: ambiguous, naming exactly them.
    @Test func everyFormerName_answersItsCountries_withItsYears() {
        #expect(FormerNames.all.count >= 80)
        for former in FormerNames.all {
            let successors = former.successors
            #expect(!successors.isEmpty, "\(former.name)")
            #expect(answer(former.name) == successors.sorted().joined(separator: "|"), "\(former.name)")
            if successors.count == 1, !isOwnName(former.name, of: successors[0]) {
                #expect(Self.resolver.resolve(former.name).reason == .formerName(former.years), "\(former.name)")
            }
        }
    }

    @Test(arguments: [
        ("Congo Free State", "COD"), ("Middle Congo", "COG"), ("French Congo", "CAF|COG|GAB"), ("Soviet Union", ""),
        ("French Equatorial Africa", "CAF|COG|GAB|TCD"), ("Kingdom of Bohemia", "CZE"), ("Bohemia", "-"), ("East Germany", "DEU"), ("Spanish Sahara", "ESH"),
    ])
    func formerNames_fromTheTable(_ name: String, _ expected: String) {
        let union = ISO3166Part3.sovietUnion?.successors.sorted().joined(separator: "|") ?? "?"
        #expect(answer(name) == (expected.isEmpty ? union : expected))
    }

    @Test func aFormerNamesReason_saysItsYears() {
        #expect(Self.resolver.resolve("Congo Free State").reason == .formerName("1885–1908"))
        #expect(Self.resolver.resolve("Zaire").reason == .formerName("1971–1997"))
    }

    /// No former name of the table is a subdivision's or a city's of
    /// another country than its own: "Tanganyika" (CD-TA), "Formosa"
    /// (AR-P), "Gold Coast" (Queensland) are left out, not guessed. A
    /// name ISO 3166-3 gives is ISO's, the row adding its years: "Zaire"
    /// (ZRCD), also a province of Angola.
    @Test func noFormerName_isAnotherCountrysPlace() throws {
        let world = RealWorldDataRepository()
        let cities = RealCitiesRepository()
        let iso = Set(ISO3166Part3.entries.flatMap { entry in entry.names.map { NameReading.folded($0) } })
        for former in FormerNames.all where !iso.contains(NameReading.folded(former.name)) {
            let own = Set(former.successors.compactMap { CountryCatalog.snapshot.country(cca3: $0)?.cca2 })
            let subdivisions = try world.subdivisions(named: former.name).filter { !own.contains($0.country) }
            #expect(subdivisions.isEmpty, "\(former.name): \(subdivisions.map(\.code))")
            let places = try cities.cities(named: former.name).filter { !own.contains($0.cca2) }
            #expect(places.isEmpty, "\(former.name): \(places.map(\.name))")
        }
        #expect(answer("Tanganyika") == "-")
    }

    /// ISO 3166-3, all 31 entries: by ISO's own spelling, the name before
    /// its qualifier, the alpha-4 code and the alpha-3 code (but where a
    /// current country has that code: `ATF`, and the IOC's `BUR` and `ANT`,
    /// held apart in `LookupRulesTests`).
    @Test func iso3166Part3_everyEntry_byItsNamesAndCodes() {
        #expect(ISO3166Part3.entries.count == 31)
        let catalog = CountryCatalog.snapshot
        for entry in ISO3166Part3.entries {
            let expected = entry.successors.sorted().joined(separator: "|")
            let current = CountryCatalog.CodeField.allCases.contains { catalog.records.firstCountry(withCode: entry.alpha3, in: $0) != nil }
            for text in entry.names + [entry.alpha4] + (current ? [] : [entry.alpha3]) {
                #expect(answer(text) == expected, "\(entry.alpha4): \(text)")
            }
        }
        #expect(answer("Upper Volta, Republic of") == "BFA")
        #expect(answer("Yugoslavia, (Socialist) Federal Republic of") == "BIH|HRV|MKD|MNE|SRB|SVN")
    }
}
