import CountriesModel
import CountriesMocks
import Testing

/// Each filter on the snapshot: the countries it must admit and some it must
/// not, chosen at the edges (a capital shared by words, currencies by name
/// and by symbol, codes under a shared root).
@Suite struct CountryFilterTests {
    private func listed(_ filters: [CountryFilter], region: Region? = nil, search: String? = nil) -> Set<String> {
        Set(CountryListing.countries(in: .snapshot, query: ListQuery(search: search, region: region, filters: filters), locale: .english).map(\.cca3))
    }

    @Test(arguments: [
        (CountryFilter.capital("paris"), ["FRA"], ["USA"]),
        (.capital("CITY"), ["MEX", "VAT", "KWT", "PAN"], ["FRA"]),
        (.capital("bogota"), ["COL"], []),
        (.currency("EUR"), ["FRA", "DEU", "MNE"], ["GBR", "SWE"]),
        (.currency("euro"), ["FRA", "DEU"], ["GBR"]),
        (.currency("€"), ["FRA", "DEU"], ["GBR"]),
        (.currency("dollar"), ["USA", "AUS", "CAN"], ["FRA"]),
        (.language("fra"), ["FRA", "BEL", "CHE", "CAN"], ["DEU"]),
        (.language("Spanish"), ["ESP", "MEX", "BOL"], ["PRT"]),
        (.callingCode("33"), ["FRA"], ["USA"]),
        (.callingCode("1"), ["USA", "CAN", "JAM", "BHS"], ["FRA", "RUS"]),
        (.callingCode("1876"), ["JAM"], ["USA", "CAN"]),
        (.callingCode("1201"), ["USA"], ["CAN"]),
        (.callingCode("7"), ["RUS", "KAZ"], ["USA"]),
        (.callingCode("35"), ["PRT", "IRL", "FIN"], ["FRA", "ESP"]),
        (.subregion("Western Europe"), ["FRA", "DEU", "BEL"], ["ESP", "POL"]),
        (.independent, ["FRA", "JPN"], ["GRL", "PRI", "HKG"]),
        (.landlocked, ["CHE", "BOL", "MNG", "AUT"], ["FRA", "CHL"]),
    ])
    func aFilter_admitsWhatItNames_andNothingElse(_ filter: CountryFilter, _ admitted: [String], _ refused: [String]) {
        let listed = listed([filter])
        #expect(Set(admitted).isSubset(of: listed), "missing: \(Set(admitted).subtracting(listed).sorted())")
        #expect(listed.isDisjoint(with: refused), "wrongly: \(listed.intersection(refused).sorted())")
        #expect(listed == Set(CountryCatalog.snapshot.countries.filter(filter.admits).map(\.cca3)))
    }

    @Test func filters_combineWithEachOther_theRegionAndTheSearch() {
        #expect(listed([.language("spanish"), .landlocked]) == ["BOL", "PRY"])
        #expect(listed([.currency("dollar")], region: .oceania).isSuperset(of: ["AUS", "NZL"]))
        #expect(listed([.currency("dollar")], region: .oceania).isDisjoint(with: ["USA", "CAN"]))
        #expect(listed([.independent], search: "guinea") == ["GIN", "GNQ", "GNB", "PNG"])
        #expect(listed([.landlocked, .capital("paris")]).isEmpty)
    }

    @Test func memberships_areAnsweredByV5Data_only() {
        let v5 = CountryCatalog([
            .fixture("FRA", common: "France", memberships: ["un", "eu", "nato"]),
            .fixture("NOR", common: "Norway", memberships: ["un", "nato", "schengen"]),
            .fixture("ABC", common: "Nowhere", memberships: []),
        ])
        let members = v5.countries.filter(CountryFilter.member("eu").admits).map(\.cca3)
        #expect(members == ["FRA"])
        #expect(CountryFilter.member("eu").isAnswerable(by: v5))
        #expect(!CountryFilter.member("eu").isAnswerable(by: .snapshot), "v3.1 has no memberships")
        #expect(CountryFilter.landlocked.isAnswerable(by: .snapshot))
    }
}
