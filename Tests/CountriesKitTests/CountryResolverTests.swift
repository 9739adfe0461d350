import CountriesMocks
@testable import CountriesModel
import Testing

/// Each rule of `CountryResolver`, with the reason it gives: a test that
/// fails when the rule is taken out.
/// One resolver for the suite, its tables built once, as a run builds them.
@MainActor
@Suite struct CountryResolverTests {
    static let catalogOnly = CountryResolver(catalog: .snapshot, locale: .english)
    static let withWorld = CountryResolver(catalog: .snapshot, locale: .english, world: WorldDataNames())

    private func answer(_ name: String, _ resolver: CountryResolver = Self.catalogOnly) -> String? {
        resolver.resolve(name).country?.cca3
    }

    /// Every code of every country, any case, answers the first country
    /// of that code in the data (in the first field that has it), from
    /// the tables' `code` section.
    @Test func everyCode_answersTheFirstCountryOfThatCode() {
        let catalog = CountryCatalog.snapshot
        var asked = 0
        for field in CountryCatalog.CodeField.allCases {
            for country in catalog.countries {
                let code = field.of(country)
                // An IOC code ISO gave a withdrawn country is either (`BUR`).
                guard !code.isEmpty, field != .cioc || ISO3166Part3.withdrawn(code: Array(code.uppercased().utf8)) == nil, let first = catalog.records.firstCountry(withCode: code.uppercased(), in: field),
                      CountryCatalog.CodeField.allCases.prefix(while: { $0 != field }).allSatisfy({ catalog.records.firstCountry(withCode: code.uppercased(), in: $0) == nil })
                else { continue }
                asked += 1
                #expect(answer(code) == first.cca3, "\(field) \(code)")
                #expect(answer(code.lowercased()) == first.cca3, "\(field) \(code.lowercased())")
            }
        }
        #expect(asked > 600)
    }

    @Test(arguments: [
        ("Eq. Guinea", "GNQ"), ("Br. Virgin Isds", "VGB"), ("Palestinian Occ. Terr.", "PSE"), ("P. N. Guinea", "PNG"),
        ("N. Mariana Isds", "MNP"), ("Is. of Man", "IMN"), ("Dem. Rep. of the Congo", "COD"), ("FS Micronesia", "FSM"), ("Korea DPR", "PRK"),
    ])
    func abbreviations_areWrittenOut(_ name: String, _ cca3: String) {
        #expect(answer(name) == cca3)
    }

    @Test func nOrS_readsBothWays_northAndNorthern() {
        #expect(NameKey.readings(ofFolded: NameReading.folded("N. Ireland")).map { String(decoding: $0.bytes, as: UTF8.self) } == ["ireland north", "ireland northern"])
    }

    @Test(arguments: [
        ("CÃ´te d'Ivoire", "CIV", NameRepair.mojibake("Côte d'Ivoire")),
        ("CÃƒÂ´te d'Ivoire", "CIV", NameRepair.mojibake("Côte d'Ivoire")),
        ("Ã…land Islands", "ALA", NameRepair.mojibake("Åland Islands")),
        ("Lao People s Democratic Republic", "LAO", NameRepair.apostrophe("Lao Peoples Democratic Republic")),
    ])
    func damagedText_isMended_andSaysHow(_ name: String, _ cca3: String, _ repair: NameRepair) {
        let resolution = Self.catalogOnly.resolve(name)
        #expect(resolution.country?.cca3 == cca3)
        #expect(resolution.repairs.first == repair)
    }

    @Test func latin1TextThatWasNeverUTF8_isLeftAlone() {
        #expect(NameRepairs.mojibakeRepaired("Côte d'Ivoire") == nil)
        #expect(NameRepairs.mojibakeRepaired("France") == nil)
    }

    @Test(arguments: [
        ("Bouvet Island (NO)", "BVT"), ("Gibraltar (UK)", "GIB"), ("France (FR)", "FRA"), ("Croatia (local name: Hrvatska)", "HRV"),
        ("Slovakia (Slovak Republic)", "SVK"), ("Gibraltar, UK", "GIB"),
    ])
    func tagsThatRepeatTheName_areSetAside(_ name: String, _ cca3: String) {
        let resolution = Self.catalogOnly.resolve(name)
        #expect(resolution.country?.cca3 == cca3)
        #expect(resolution.repairs.contains { if case .tag = $0 { true } else { false } })
    }

    @Test(arguments: ["Sudan (former)", "Sudan (up to 2011)", "Ethiopia (before 1993)", "Georgia (US)", "Macedonia (Greece)", "France (DE)"])
    func tagsThatChangeTheMeaning_leaveTheNameUnknown(_ name: String) {
        let resolution = Self.catalogOnly.resolve(name)
        #expect(resolution.outcome == .unknown)
        #expect(!resolution.suggestions.isEmpty, "the name without its tag is suggested")
    }

    @Test(arguments: [
        ("British Guiana", "GUY"), ("Dutch Guiana", "SUR"), ("Belgian Congo", "COD"), ("Congo Free State", "COD"), ("Upper Volta", "BFA"),
        ("Nyasaland", "MWI"), ("Basutoland", "LSO"), ("Ubangi-Shari", "CAF"), ("Ukrainian SSR", "UKR"), ("Byelorussia", "BLR"),
        ("Libyan Arab Jamahiriya", "LBY"), ("TFYR Macedonia", "MKD"),
    ])
    func formerNames_resolve_withTheirDates(_ name: String, _ cca3: String) {
        let resolution = Self.catalogOnly.resolve(name)
        #expect(resolution.country?.cca3 == cca3)
        guard case let .formerName(note)? = resolution.reason else { Issue.record("\(name): \(String(describing: resolution.reason))"); return }
        #expect(!note.isEmpty)
    }

    @Test(arguments: [
        ("USSR", 15), ("Soviet Union", 15), ("Yugoslavia", 6), ("Czechoslovakia", 2), ("Serbia and Montenegro", 2), ("Netherlands Antilles", 3),
    ])
    func formerStatesNowSeveral_areAmbiguous_listingTheSuccessors(_ name: String, _ successors: Int) {
        guard case let .ambiguous(countries) = Self.catalogOnly.resolve(name).outcome else { Issue.record("\(name) is not ambiguous"); return }
        #expect(countries.count == successors)
    }

    @Test(arguments: [
        ("PRC", "CHN"), ("ROK", "KOR"), ("DPRK", "PRK"), ("DPR Korea", "PRK"), ("HKSAR", "HKG"), ("UAE", "ARE"), ("KSA", "SAU"),
        ("DRC", "COD"), ("RDC", "COD"), ("DROC", "COD"), ("Congo-Kinshasa", "COD"), ("N. Korea", "PRK"),
    ])
    func shortForms_resolve(_ name: String, _ cca3: String) {
        #expect(answer(name) == cca3)
    }

    @Test(arguments: [("England", "GB-ENG"), ("Scotland", "GB-SCT"), ("Wales", "GB-WLS"), ("Northern Ireland", "GB-NIR"), ("N. Ireland", "GB-NIR"), ("Ireland (North)", "GB-NIR")])
    func theUnitedKingdomsCountries_areTheUnitedKingdom_withThePart(_ name: String, _ code: String) {
        let resolution = Self.catalogOnly.resolve(name)
        #expect(resolution.country?.cca3 == "GBR")
        #expect(resolution.place?.code == code)
    }

    @Test(arguments: [("Botsuana", "BWA"), ("Argentinia", "ARG"), ("Swizerland", "CHE"), ("Bangaldesh", "BGD"), ("Tunesia", "TUN"), ("Phillipines", "PHL")])
    func misspellings_resolve_whenOneCountryIsClearlyNearest(_ name: String, _ cca3: String) {
        #expect(answer(name) == cca3)
    }

    @Test func aMisspelling_saysItIsOne() {
        #expect(Self.catalogOnly.resolve("Argentinia").reason == .typo(1))
    }

    @Test(arguments: [
        ("Slovania", ["SVK", "SVN"]), // as near both
        ("Eruguay", ["URY"]), // another first letter
        ("Elbonia", []), // fictional, two edits from Albania
        ("Yalta", []), // too short to be sure
        ("Australasia", []), // a region
    ])
    func misspellingsWithoutAMargin_areOnlySuggested(_ name: String, _ suggested: [String]) {
        let resolution = Self.catalogOnly.resolve(name)
        #expect(resolution.outcome == .unknown)
        #expect(resolution.suggestions.map(\.cca3).sorted() == suggested)
    }

    @Test(arguments: ["Papua", "Zealand", "Bavaria", "Lagos", "Granada", "Texas", "America"])
    func placesThatAreNoCountry_resolveToNone_evenWhenAWordOrATranslationFits(_ name: String) {
        #expect(answer(name, Self.withWorld) == nil)
    }

    @Test func zealand_isNotNewZealand_evenWithoutTheWorldData() {
        #expect(answer("Zealand") == nil)
        #expect(answer("Bosnia") == "BIH", "a leading word still resolves")
    }

    @Test func aNameInAnyCLDRLanguage_resolves_withTheWorldData() {
        #expect(answer("Γερμανία", Self.withWorld) == "DEU")
        #expect(Self.withWorld.resolve("Γερμανία").reason == .translation("CLDR"))
    }

    @Test func everyMatch_saysWhy() {
        #expect(Self.catalogOnly.resolve("fra").reason == .code(.cca3))
        #expect(Self.catalogOnly.resolve("France").reason == .name("common"))
        #expect(Self.catalogOnly.resolve("Korea, Rep.").reason == .abbreviation)
        #expect(Self.catalogOnly.resolve("Allemagne").reason == .translation("fra"))
        #expect(Self.catalogOnly.resolve("Zaire").reason == .formerName("1971–1997"))
        #expect(Self.catalogOnly.resolve("Bosnia").reason == .words)
    }

    // MARK: - Properties over the whole data

    /// Every code is its country's; an IOC code ISO 3166-3 gave a withdrawn
    /// country (`BUR`, `ANT`) is ambiguous between the two, never another.
    @Test func everyCountrysOwnCodes_resolveToIt() {
        let withdrawn = Set(ISO3166Part3.entries.map(\.alpha3))
        var wrong: [String] = []
        for country in CountryCatalog.snapshot.countries {
            for code in [country.cca3, country.cca2, country.ccn3, country.cioc] where !code.isEmpty {
                if code == country.cioc, withdrawn.contains(code), code != country.cca3 {
                    let outcome = Self.catalogOnly.resolve(code).outcome
                    if case let .ambiguous(countries) = outcome, countries.contains(where: { $0.cca3 == country.cca3 }) { continue }
                    wrong.append("\(code) -> \(outcome), not ambiguous with \(country.cca3)")
                } else if answer(code) != country.cca3 {
                    wrong.append("\(code) -> \(answer(code) ?? "-"), not \(country.cca3)")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// Its common and official names resolve to it, or ask between it and
    /// others of that name; never answer another country.
    @Test func everyCountrysOwnNames_resolveToIt_orAsk() {
        var wrong: [String] = []
        for country in CountryCatalog.snapshot.countries {
            for name in [country.name.common, country.name.official] {
                switch Self.catalogOnly.resolve(name).outcome {
                case let .found(found) where found.cca3 == country.cca3: break
                case let .ambiguous(countries) where countries.contains { $0.cca3 == country.cca3 }: break
                default: wrong.append("\(name) (\(country.cca3))")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// In each language, a country's name resolves to it, but where that
    /// name is another country's own (Dutch "Guyana" for French Guiana):
    /// the own name wins, as `guyana_inDutch_isGuyana_notFrenchGuiana` says.
    @Test func everyTranslation_resolvesToItsCountry_inItsLanguage() {
        let catalog = CountryCatalog.snapshot
        let languages = Set(catalog.countries.flatMap { catalog.translations(of: $0.cca3).keys })
        var wrong: [String] = []
        for language in languages.sorted() {
            guard let locale = NameLocale(code: language) else { continue }
            let resolver = CountryResolver(catalog: catalog, locale: locale)
            for country in catalog.countries {
                guard let name = catalog.translations(of: country.cca3)[language]?.common else { continue }
                switch resolver.resolve(name).outcome {
                case let .found(found) where found.cca3 == country.cca3: break
                case let .ambiguous(countries) where countries.contains { $0.cca3 == country.cca3 }: break
                default: wrong.append("\(language) \(name) (\(country.cca3))")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
