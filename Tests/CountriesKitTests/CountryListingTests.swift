import CountriesKit
import CountriesMocks
import Testing

@Suite struct CountryListingTests {
    private func codes(_ query: ListQuery, locale: NameLocale = .english) -> [String] {
        CountryListing.countries(in: .snapshot, query: query, locale: locale).map(\.cca3)
    }

    @Test(arguments: [
        ("cote", "CIV"),      // accents folded: Côte d'Ivoire is a translation and a spelling
        ("deutsch", "DEU"),   // a translated name: Deutschland
        ("usa", "USA"),       // a code
        ("de", "DEU"),        // a cca2 code
        ("ÅLAND", "ALA"),     // case and accents
        ("thanmada", "MMR"),  // only an alternative spelling: Pyidaunzu Thanmăda
    ])
    func search_findsByNameTranslationSpellingOrCode(_ text: String, _ cca3: String) {
        #expect(codes(ListQuery(search: text)).contains(cca3))
    }

    @Test func search_thatMatchesNothing_isEmpty() {
        #expect(codes(ListQuery(search: "zzzz")).isEmpty)
    }

    @Test func region_keepsOnlyThatRegion() {
        let oceania = CountryListing.countries(in: .snapshot, query: ListQuery(region: .oceania), locale: .english)
        #expect(!oceania.isEmpty)
        #expect(oceania.allSatisfy { $0.region == "Oceania" })
    }

    @Test func sortByName_setsAccentsAside_soÅlandIsNotLast() {
        let all = codes(ListQuery())
        #expect(all.count == 250)
        #expect(all.firstIndex(of: "ALA")! < all.firstIndex(of: "ALB")!) // Åland, Albania
        #expect(all.last == "ZWE")
    }

    @Test func sortByName_usesTheChosenLocale() {
        let german = CountryListing.countries(in: .snapshot, query: ListQuery(limit: 3), locale: NameLocale(code: "de")!)
        #expect(german.map { $0.name(in: NameLocale(code: "de")!).common } == ["Afghanistan", "Ägypten", "Åland"])
    }

    @Test func sortByPopulationAndArea_putLargestFirst() {
        let byPopulation = CountryListing.countries(in: .snapshot, query: ListQuery(sort: .population), locale: .english)
        #expect(byPopulation.map(\.population) == byPopulation.map(\.population).sorted(by: >))
        #expect(codes(ListQuery(sort: .area, limit: 1)) == ["RUS"])
    }

    @Test func limit_cutsAfterFilteringAndSorting() {
        #expect(codes(ListQuery(region: .europe, sort: .population, limit: 2)) == ["RUS", "DEU"])
    }
}
