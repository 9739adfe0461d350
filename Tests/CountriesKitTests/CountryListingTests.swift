@testable import CountriesModel
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
        #expect(german.map { CountryCatalog.snapshot.name(of: $0, in: NameLocale(code: "de")!).common } == ["Afghanistan", "Ägypten", "Åland"])
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

@Suite struct SearchRankingTests {
    private func ranked(_ search: String) -> [(country: Country, match: SearchMatch?)] {
        CountryListing.ranked(in: .snapshot, query: ListQuery(search: search), locale: .english)
    }

    @Test(arguments: [
        ("de", "DEU", SearchMatch.Tier.code),
        ("france", "FRA", .commonName),
        ("guinea", "GIN", .commonName),
        ("bosnia", "BIH", .commonNameWord),
        ("bos", "BIH", .commonNameBeginning),
        ("uk", "GBR", .otherName),
        ("deutschland", "DEU", .otherName),
        ("paris", "FRA", .capital),
        ("tokyo", "JPN", .capital),
        ("eur", "DEU", .currency),
        ("euro", "DEU", .currency),
        ("€", "DEU", .currency),
        ("spanish", "ESP", .language),
        ("french", "FRA", .otherNameWord), // "French Republic"
        ("ivorian", "CIV", .demonym),
        ("+33", "FRA", .callingCode),
        ("33", "FRA", .callingCode),
        (".fr", "FRA", .topLevelDomain),
    ])
    func eachKindOfMatch_findsTheCountry_inItsTier(_ search: String, _ cca3: String, _ tier: SearchMatch.Tier) {
        #expect(ranked(search).first { $0.country.cca3 == cca3 }?.match?.tier == tier)
    }

    /// Found by a new user: `list --search uk` put Ukraine, whose name
    /// begins with the letters, before the United Kingdom, which is "UK".
    @Test(arguments: [("paris", "FRA"), ("de", "DEU"), ("usa", "USA"), ("guinea", "GIN"), ("tokyo", "JPN"), ("+33", "FRA"), ("uk", "GBR")])
    func theBestMatch_comesFirst(_ search: String, _ cca3: String) {
        #expect(ranked(search).first?.country.cca3 == cca3)
    }

    @Test func resultsComeInTierOrder_soAWeakMatchNeverOutranksAStrongOne() {
        for search in ["de", "usa", "land", "guinea", "an", "uk", "bos"] {
            let tiers = ranked(search).compactMap(\.match?.tier)
            #expect(tiers == tiers.sorted(), "\(search)")
        }
        let usa = ranked("usa").map(\.country.cca3)
        #expect(usa.firstIndex(of: "USA")! < usa.firstIndex(of: "BRN") ?? usa.count)
    }

    /// `list --search .fr` put Sierra Leone (capital Freetown) above France:
    /// a domain names its country as a code does.
    @Test(arguments: [(".fr", "FRA"), (".de", "DEU"), (".uk", "GBR"), (".io", "IOT")])
    func aDomain_findsItsCountryFirst(_ search: String, _ cca3: String) {
        let found = ranked(search)
        #expect(found.first?.country.cca3 == cca3, "\(found.map(\.country.cca3))")
        #expect(found.first?.match?.reason == "domain: \(search)")
    }

    /// `list --search .fr` still listed Sierra Leone, for its capital
    /// Freetown (README: ".fr: France, not Freetown's Sierra Leone"): a
    /// search that starts with a dot is a top-level domain, and only that.
    @Test func aDottedSearch_findsDomainsOnly() {
        let fr = ranked(".fr")
        #expect(fr.map(\.country.cca3).sorted() == ["FRA", "MAF"], "\(fr.map(\.country.cca3))")
        #expect(fr.allSatisfy { $0.match?.tier == .topLevelDomain })
        #expect(ranked(".zz").isEmpty)
    }

    /// `list --search usa` listed Brunei (Darusalam) and Christmas Island
    /// (Jõulusaar): a search that is a code lists what it names and the
    /// names that begin with it or hold it as a word, not letters inside a word.
    @Test func aCode_dropsMatchesInsideAWord() {
        let usa = ranked("usa")
        #expect(usa.first?.country.cca3 == "USA")
        #expect(!usa.contains { $0.country.cca3 == "BRN" || $0.country.cca3 == "CXR" }, "\(usa.map(\.country.cca3))")
        #expect(!usa.contains { $0.match?.tier == .insideAWord })
        // `fra` keeps France's names and the countries that speak French, by their tiers.
        let fra = ranked("fra")
        #expect(fra.first?.country.cca3 == "FRA" && fra.contains { $0.match?.tier == .language })
        // Not a code: the letters inside a word are all there is, and stay.
        #expect(ranked("land").contains { $0.country.cca3 == "ALA" && $0.match?.tier == .insideAWord })
    }

    /// `washington dc` found only the Minor Outlying Islands, whose capital
    /// the data writes "Washington DC": the United States' is "Washington, D.C.".
    @Test(arguments: ["washington dc", "Washington D.C.", "washington, dc"])
    func aCapital_matchesWithItsPunctuationAside(_ search: String) {
        let found = ranked(search).filter { $0.match?.tier == .capital }.map(\.country.cca3)
        #expect(found.contains("USA") && found.contains("UMI"), "\(found)")
        #expect(ranked(search).first { $0.country.cca3 == "USA" }?.match?.reason == "capital: Washington, D.C.")
    }

    /// `--search usa` listed Brunei and Christmas Island with no "why": they
    /// match inside a translation. A match on any name but the one shown says which.
    @Test func aMatchOnAnotherName_saysWhichName() {
        #expect(ranked("rusalam").first { $0.country.cca3 == "BRN" }?.match?.reason == "ind: Brunei Darusalam")
        #expect(ranked("ulusaar").first { $0.country.cca3 == "CXR" }?.match?.reason == "est: Jõulusaar")
        #expect(ranked("deutschland").first?.match?.reason == "deu: Deutschland")
        #expect(ranked("french").first { $0.country.cca3 == "FRA" }?.match?.reason == "official name: French Republic")
        #expect(ranked("land").first { $0.country.cca3 == "ALA" }?.match?.reason == nil, "inside the name shown")
    }

    @Test func aMatchNotOnTheName_saysWhy() {
        #expect(ranked("paris").first?.match?.reason == "capital: Paris")
        #expect(ranked("+33").first?.match?.reason == "calling code: +33")
        #expect(ranked("france").first?.match?.reason == nil)
    }

    @Test func anExplicitSort_winsOverTheRanking() {
        let byPopulation = CountryListing.countries(in: .snapshot, query: ListQuery(search: "euro", sort: .population), locale: .english)
        #expect(byPopulation.map(\.population) == byPopulation.map(\.population).sorted(by: >))
    }

    @Test(arguments: [("Papua New Guinea", "guinea", true), ("Deutschland", "deutsch", true), ("Åland Islands", "land", false), ("Guinea-Bissau", "bissau", true)])
    func wordMatch_isAPrefixOrWholeWords(_ name: String, _ search: String, _ isWord: Bool) {
        #expect((SearchRanking.strength(of: name, SearchFolding.foldedUTF8(search)) != nil) == isWord)
    }
}
