import CountriesKit
import CountriesMocks
import Testing

@Suite struct CountryLookupTests {
    private func resolved(_ query: String, locale: NameLocale = .english, in catalog: CountryCatalog = .snapshot) -> [String] {
        switch CountryLookup.resolve(query, in: catalog, locale: locale) {
        case let .found(country): [country.cca3]
        case .notFound: []
        case let .ambiguous(countries): countries.map(\.cca3)
        }
    }

    @Test(arguments: ["fr", "FR", "fra", "FRA", "250", " france ", "France", "French Republic", "Frankreich"])
    func codesInAnyCaseAndNames_findFrance(_ query: String) {
        #expect(resolved(query) == ["FRA"])
    }

    @Test func ciocCode_isACode() {
        #expect(resolved("GER") == ["DEU"])
    }

    @Test(arguments: [("côte d'ivoire", "CIV"), ("cote d'ivoire", "CIV"), ("Deutschland", "DEU"), ("guyana", "GUY")])
    func names_matchAccentAndCaseInsensitively(_ query: String, _ cca3: String) {
        #expect(resolved(query) == [cca3])
    }

    /// In Dutch, French Guiana's official name is "Guyana": a common name
    /// outranks it.
    @Test func guyana_inDutch_isGuyana_notFrenchGuiana() {
        #expect(resolved("guyana", locale: NameLocale(code: "nl")!) == ["GUY"])
        #expect(resolved("frans-guyana", locale: NameLocale(code: "nl")!) == ["GUF"])
    }

    @Test func kongo_isAmbiguous_betweenTheTwoCongos() {
        #expect(resolved("kongo") == ["COD", "COG"])
    }

    @Test func unknown_isNotFound() {
        #expect(CountryLookup.resolve("atlantis", in: .snapshot, locale: .english) == .notFound)
        #expect(CountryLookup.resolve("  ", in: .snapshot, locale: .english) == .notFound) // not Kosovo, whose ccn3 is ""
        #expect(CountryLookup.resolve("", in: .snapshot, locale: .english) == .notFound)
    }

    // The tiers, on made-up countries so each rule is seen alone.
    private let tiers = CountryCatalog([
        .fixture("AAA", common: "Alpha", official: "Republic of Beta"),
        .fixture("BBB", common: "Beta", translations: ["deu": CountryName(common: "Alpha", official: "Gamma")]),
        .fixture("CCC", common: "Gamma", translations: ["fra": CountryName(common: "Delta", official: "Delta")]),
        .fixture("DDD", common: "Delta Land", altSpellings: ["Delta"]),
        .fixture("EEE", common: "Epsilon", translations: ["fra": CountryName(common: "Zeta", official: "Zeta")]),
        .fixture("FFF", common: "Phi", translations: ["ita": CountryName(common: "Zeta", official: "Zeta")]),
    ])

    @Test func commonNameTier_beatsTranslations() {
        #expect(resolved("alpha", in: tiers) == ["AAA"])
    }

    @Test func commonNameInTheChosenLocale_isTheFirstTier() {
        #expect(resolved("alpha", locale: NameLocale(code: "de")!, in: tiers) == ["AAA", "BBB"])
    }

    @Test func officialNameTier_beatsTranslations() {
        #expect(resolved("republic of beta", in: tiers) == ["AAA"])
        #expect(resolved("beta", in: tiers) == ["BBB"])
    }

    @Test func translationTier_beatsAlternativeSpellings() {
        #expect(resolved("delta", in: tiers) == ["CCC"])
    }

    @Test func severalMatchesInTheDecidingTier_areAmbiguous() {
        #expect(resolved("zeta", in: tiers) == ["EEE", "FFF"])
    }
}
