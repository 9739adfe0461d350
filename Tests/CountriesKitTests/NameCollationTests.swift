import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import CountriesUI
import Testing

/// Names in the language's own order: Greek's accents set aside, a
/// language's own letters where its alphabet puts them; neighbours in it too.
@MainActor
@Suite struct NameCollationTests {
    private func sorted(_ names: [String], _ language: String?) -> [String] {
        names.sorted { NameCollation.key($0, language: language) < NameCollation.key($1, language: language) }
    }

    /// The snapshot's list with the names of `tag`, as `--locale tag` shows it.
    private func catalog(_ tag: String, on screen: Screen = .list(ListQuery())) -> (ShownCountries, NameLocale) {
        let state = AppState(userData: UserData(countries: .loaded(ShownCountries())), routing: Routing(screen: screen))
        let source = CatalogSource(
            webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(.snapshot)),
            worldData: RealWorldDataRepository()
        )
        RealSettingsInteractor(appState: state, source: source).changeLocale(tag)
        return (state.userData.countries.value ?? ShownCountries(), state.system.locale)
    }

    @Test func greek_setsItsAccentsAside() {
        #expect(sorted(["Βουλγαρία", "Άγιος Μαρίνος", "Αλβανία", "Βόρεια Μακεδονία", "Αγία Λουκία"], "el")
            == ["Αγία Λουκία", "Άγιος Μαρίνος", "Αλβανία", "Βόρεια Μακεδονία", "Βουλγαρία"])
    }

    @Test func aLanguagesOwnLetters_sortWhereItsAlphabetPutsThem() {
        #expect(sorted(["Österrike", "Zimbabwe", "Åland", "Ägypten", "Oman"], "sv") == ["Oman", "Zimbabwe", "Åland", "Ägypten", "Österrike"])
        #expect(sorted(["Østrig", "Zambia", "Ærø", "Åland"], "da") == ["Zambia", "Ærø", "Østrig", "Åland"])
        #expect(sorted(["Ñandú", "Nueva Zelanda", "Omán"], "es") == ["Nueva Zelanda", "Ñandú", "Omán"])
        #expect(sorted(["Çin", "Cezayir", "Danimarka"], "tr") == ["Cezayir", "Çin", "Danimarka"])
        #expect(sorted(["Ђибути", "Египат", "Данска"], "sr") == ["Данска", "Ђибути", "Египат"])
        // The same letters elsewhere are accented forms: German's Ö is an O.
        #expect(sorted(["Österreich", "Oman", "Pakistan"], "de") == ["Oman", "Österreich", "Pakistan"])
    }

    @Test func english_isTheOrderTheSnapshotIndexKeeps() {
        for name in ["Åland Islands", "Côte d'Ivoire", "São Tomé and Príncipe", "Curaçao"] {
            #expect(NameCollation.key(name, language: nil) == SearchFolding.fold(name))
        }
    }

    @Test func list_inGreek_startsWithTheAlphasAccentedOrNot() {
        let (shown, _) = catalog("el")
        let names = (shown.list?.rows ?? []).prefix(6).map { shown.name(of: $0.country).common }
        #expect(names.allSatisfy { $0.hasPrefix("Α") || $0.hasPrefix("Ά") })
        #expect(names.contains("Αγία Λουκία") && names.contains("Άγιος Μαρίνος"))
        #expect(names == sorted(names, "el"))
    }

    @Test func neighbours_onACountrysScreen_followTheLanguagesOrder() throws {
        // Greece's details name its neighbours (a list's rows hold no whole country).
        let (shown, locale) = catalog("el", on: .details(cca3: "GRC"))
        let greece = try #require(shown.country(cca3: "GRC"))
        func neighbours(_ shown: ShownCountries, _ locale: NameLocale) -> String? {
            CountryDetailsView.lines(greece, shown: shown, system: SystemState(width: 200, isTerminal: false, locale: locale))
                .first { $0.hasPrefix("Neighbours") }.map { String($0.drop { $0 != " " }.drop { $0 == " " }) }
        }
        #expect(neighbours(shown, locale) == "Αλβανία (ALB), Βόρεια Μακεδονία (MKD), Βουλγαρία (BGR), Τουρκία (TUR)")
        #expect(neighbours(.whole(.snapshot), .english) == "Albania (ALB), Bulgaria (BGR), North Macedonia (MKD), Turkey (TUR)")
    }
}
