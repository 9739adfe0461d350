import CountriesMocks
@testable import CountriesModel
import Testing

/// What a territory's name says of its parts and of its holder
/// (`TerritoryNames`), and a capital's hint: each rule fails without it.
@MainActor
@Suite struct TerritoryNamesTests {
    static let resolver = CountryResolver(catalog: .snapshot, locale: .english, world: WorldDataNames())

    @Test func aNameJoiningPlaces_isItsParts_aSharedNounGoingToEach() {
        #expect(TerritoryNames.parts(of: "Saint Helena, Ascension and Tristan da Cunha") == ["Saint Helena", "Ascension", "Tristan da Cunha"])
        #expect(TerritoryNames.parts(of: "Turks and Caicos Islands") == ["Turks Islands", "Caicos Islands"])
        #expect(TerritoryNames.parts(of: "France").isEmpty)
    }

    /// ISO 3166-2 lists Jan Mayen as a Norwegian region and Saba as a Dutch
    /// one: the territory whose name joins them is what they mean.
    @Test(arguments: [
        ("Jan Mayen", "SJM"), ("Saba", "BES"), ("Sint Eustatius", "BES"), ("Futuna", "WLF"), ("Tristan da Cunha", "SHN"),
        ("Ascension Island", "SHN"), ("Caicos Islands", "TCA"),
    ])
    func aPartOfATerritorysName_isTheTerritory(_ name: String, _ cca3: String) {
        let answer = Self.resolver.resolve(name)
        #expect(answer.country?.cca3 == cca3)
        #expect(answer.reason?.kind == "part of a country")
    }

    /// A sovereign state's parts are its regions, which are no country.
    @Test(arguments: ["Herzegovina", "Nevis", "Tobago", "Barbuda"])
    func aPartOfAStatesName_isNoCountry(_ name: String) {
        #expect(Self.resolver.resolve(name).country == nil)
    }

    @Test func virginIslands_isEitherTerritory_butEachByItsHolder() {
        guard case let .ambiguous(countries) = Self.resolver.resolve("Virgin Islands").outcome else {
            Issue.record("not ambiguous")
            return
        }
        #expect(Set(countries.map(\.cca3)) == ["VGB", "VIR"])
        #expect(Self.resolver.resolve("British Virgin Islands").country?.cca3 == "VGB")
        #expect(Self.resolver.resolve("Virgin Islands of the United States").country?.cca3 == "VIR")
        #expect(Self.resolver.resolve("Samoa").country?.cca3 == "WSM", "a sovereign state's own name is its own")
    }

    /// `London` is the City of London's name too (GB-LND): the hint is the
    /// country whose capital it is.
    @Test(arguments: [("London", "GBR"), ("Berlin", "DEU"), ("Saint-Pierre", "SPM")])
    func aCapital_isNoCountry_itsHintTheCountryWhoseCapitalItIs(_ name: String, _ cca3: String) {
        let answer = Self.resolver.resolve(name)
        #expect(answer.country == nil)
        #expect(answer.place == nil)
        #expect(answer.suggestions.map(\.cca3) == [cca3])
    }
}
