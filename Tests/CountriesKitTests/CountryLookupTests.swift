@testable import CountriesData
@testable import CountriesModel
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

    /// `show 76` failed while `show 076` gave Brazil.
    @Test(arguments: ["76", "076", "0076", "000000076"])
    func aNumericCode_isANumber_withOrWithoutLeadingZeros(_ query: String) {
        #expect(resolved(query) == ["BRA"])
    }

    @Test(arguments: ["1000", "-76", "7 6"])
    func aNumberNoCcn3CanBe_isNoCode(_ query: String) {
        #expect(resolved(query) == [])
    }

    @Test func aNameAShrunkenCacheLacks_blamesTheCache() {
        let origin = CacheOrigin(base: .unknown)
        let cache = CountryCatalog([Country.fixture("AAA", common: "Alpha")], source: .cache(path: "/c/countries.json", origin: origin))
        #expect(throws: LookupError.notInShrunkenCache("fr", path: "/c/countries.json", countries: 1)) {
            try CountryLookup.country("fr", in: cache, locale: .english)
        }
        #expect(throws: LookupError.notFound("fr")) {
            try CountryLookup.country("fr", in: CountryCatalog([Country.fixture("AAA", common: "Alpha")]), locale: .english)
        }
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
    private let tiers = CountryCatalog(records: [
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

    /// A country's own few spellings come before 26 languages of every
    /// country: no name in the snapshot is one country's spelling and
    /// another's translation, and a name found among the spellings spares
    /// decoding every translation (`show "côte d'ivoire"`: 144 M
    /// instructions before, a tenth after).
    @Test func alternativeSpellings_beatTranslations() {
        #expect(resolved("delta", in: tiers) == ["DDD"])
    }

    @Test func noNameInTheSnapshot_isOneCountrysSpelling_andAnothersTranslation() {
        let countries = CountryCatalog.snapshot.countries
        var spelledBy: [[UInt8]: Set<String>] = [:]
        for country in countries {
            for spelling in country.altSpellings { spelledBy[SearchFolding.foldedUTF8(spelling), default: []].insert(country.cca3) }
        }
        for country in countries {
            for name in CountryCatalog.snapshot.translations(of: country.cca3).values.flatMap({ [$0.common, $0.official] }) {
                let owners = spelledBy[SearchFolding.foldedUTF8(name)] ?? [country.cca3]
                let namedInEnglish = countries.contains { SearchFolding.foldedUTF8($0.name.common) == SearchFolding.foldedUTF8(name) || SearchFolding.foldedUTF8($0.name.official) == SearchFolding.foldedUTF8(name) }
                #expect(owners.contains(country.cca3) || namedInEnglish, "\(name): a translation of \(country.cca3), spelled by \(owners.sorted())")
            }
        }
    }

    @Test func severalMatchesInTheDecidingTier_areAmbiguous() {
        #expect(resolved("zeta", in: tiers) == ["EEE", "FFF"])
    }
}

@Suite struct MessyNameLookupTests {
    private func resolved(_ query: String, locale: NameLocale = .english) -> [String] {
        switch CountryLookup.resolve(query, in: .snapshot, locale: locale) {
        case let .found(country): [country.cca3]
        case .notFound: []
        case let .ambiguous(countries): countries.map(\.cca3)
        }
    }

    @Test(arguments: [
        ("Korea, Rep.", "KOR"), ("Rep. Korea", "KOR"), ("Korea, Dem. People's Rep.", "PRK"),
        ("Bahamas, The", "BHS"), ("The Bahamas", "BHS"), ("Gambia, The", "GMB"),
        ("Czech Rep.", "CZE"), ("Congo, Dem. Rep.", "COD"), ("Congo, Rep.", "COG"),
        ("Iran (Islamic Republic of)", "IRN"), ("Bolivia (Plurinational State of)", "BOL"),
        ("Micronesia, Fed. Sts.", "FSM"), ("Lao PDR", "LAO"), ("St. Lucia", "LCA"),
        ("Egypt, Arab Rep.", "EGY"), ("Russian Fed.", "RUS"), ("U.S. Virgin Islands", "VIR"),
    ])
    func dataSetSpellings_resolve(_ query: String, _ cca3: String) {
        #expect(resolved(query) == [cca3])
    }

    @Test(arguments: [
        ("zaire", "COD"), ("Burma", "MMR"), ("Swaziland", "SWZ"), ("Czech Republic", "CZE"),
        ("Holland", "NLD"), ("Great Britain", "GBR"), ("Ceylon", "LKA"), ("Upper Volta", "BFA"),
        ("Venezuela, RB", "VEN"), ("Hong Kong SAR, China", "HKG"),
    ])
    func formerAndColloquialNames_resolve(_ query: String, _ cca3: String) {
        #expect(resolved(query) == [cca3])
    }

    @Test(arguments: [("bosnia", "BIH"), ("trinidad", "TTO"), ("macedonia", "MKD"), ("vatican", "VAT"), ("herzegovina bosnia", "BIH")])
    func everyWordInOneCountrysName_resolves(_ query: String, _ cca3: String) {
        #expect(resolved(query) == [cca3])
    }

    @Test func korea_fitsBothKoreas() {
        #expect(resolved("korea") == ["PRK", "KOR"])
    }

    /// Names of cities, regions and states are not countries, even where a
    /// country's name holds them.
    @Test(arguments: ["paris", "bissau", "africa", "America", "Europe", "Caribbean", "New Mexico", "Georgia (U.S. state)", "atlantis", "land"])
    func namesOfOtherThings_resolveToNoCountry(_ query: String) {
        #expect(resolved(query) == [])
    }

    @Test(arguments: [
        ("paris", ["France (FRA), whose capital is Paris"]),
        // Punctuation aside, and by its leading words: "Washington, D.C.".
        (
            "washington",
            ["United States Minor Outlying Islands (UMI), whose capital is Washington DC", "United States (USA), whose capital is Washington, D.C."]
        ),
        // A typo as near one country as another is a question, not an answer.
        ("slovania", ["Slovakia (SVK)", "Slovenia (SVN)"]),
        // The countries whose names, former ones too (Portuguese West
        // Africa, South West Africa, Portuguese East Africa), hold its word.
        ("africa", ["Angola (AGO)", "Mozambique (MOZ)", "Namibia (NAM)", "South Africa (ZAF)"]),
        ("atlantis", []),
    ])
    func notFound_suggestsTheNearestNames(_ query: String, _ suggestions: [String]) {
        #expect(throws: LookupError.notFound(query, suggestions: suggestions)) {
            try CountryLookup.country(query, in: .snapshot, locale: .english)
        }
    }

    @Test func notFound_withASuggestion_saysDidYouMean() {
        #expect(LookupError.notFound("paris", suggestions: ["France (FRA), whose capital is Paris"]).description
            == "no country has the code or name 'paris'; did you mean France (FRA), whose capital is Paris?")
        #expect(LookupError.notFound("x", suggestions: ["A (AAA)", "B (BBB)", "C (CCC)"]).description
            == "no country has the code or name 'x'; did you mean A (AAA), B (BBB) or C (CCC)?")
    }

    @Test func ambiguous_withManyCandidates_listsTheFirstTen() {
        let candidates = (1...12).map { "C\($0)" }
        #expect(LookupError.ambiguous("c", candidates: candidates).description
            == "'c' fits 12 countries: C1, C2, C3, C4, C5, C6, C7, C8, C9, C10 and 2 more; give a code or more of the name")
    }

    @Test(arguments: [("france", "frnace", 1), ("france", "france", 0), ("france", "spain", 5), ("iran", "iraq", 1)])
    func editDistance_countsSwapsAsOneEdit(_ a: String, _ b: String, _ distance: Int) {
        #expect(NameSuggestions.editDistance(a, b, atMost: 3) == min(distance, 4))
    }
}
