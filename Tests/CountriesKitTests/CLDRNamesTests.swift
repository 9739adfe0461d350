import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Testing

/// Names in languages only CLDR has: `--locale el`, `LANG=el_GR.UTF-8`, and
/// a name in any of them found by `show`.
@MainActor
@Suite struct CLDRNamesTests {
    let catalog = CountryCatalog(records: [
        .fixture("DEU", common: "Germany"), .fixture("FRA", common: "France"), .fixture("AAA", common: "Aland"),
    ])

    func run(_ locale: NameLocale, _ intent: @MainActor (any ScreensInteractor) async -> Void) async -> (AppState, MockedWorldDataRepository) {
        let state = AppState(system: SystemState(locale: locale))
        let world = MockedWorldDataRepository(names: ["DE": ["el": "Γερμανία"], "FR": ["el": "Γαλλία"]])
        let container = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(catalog)), world: world)
        await intent(container.interactors.screens)
        return (state, world)
    }

    private static let greek = NameLocale(code: "el_GR.UTF-8") ?? .english

    @Test func aLanguageOnlyCLDRHas_isALocale_underItsOwnCode() {
        #expect(Self.greek.translationKey == "el" && Self.greek.officialNamesKey == nil)
        #expect(NameLocale(code: "de")?.translationKey == "deu" && NameLocale(code: "de")?.officialNamesKey == "deu")
        #expect(NameLocale(code: "klingon") == nil)
        #expect(NameLocale.fromEnvironment(["LANG": "sw_TZ.UTF-8"]).translationKey == "sw")
        // Kenya's Swahili names some countries otherwise: CLDR's sw_KE.
        #expect(NameLocale.fromEnvironment(["LANG": "sw_KE.UTF-8"]).translationKey == "sw_KE")
    }

    @Test func list_inGreek_namesEachCountryInGreek_andSortsTheUntranslatedLast() async {
        let (state, _) = await run(Self.greek) { await $0.showList(ListQuery(), refresh: false) }
        let shown = state.userData.countries.value ?? ShownCountries()
        #expect(shown.list?.rows.map { shown.name(of: $0.country).common } == ["Γαλλία", "Γερμανία", "Aland"])
    }

    @Test func show_findsANameInAnyCLDRLanguage_whateverTheLocale() async {
        let (state, _) = await run(.english) { await $0.showCountry("γερμανία", refresh: false) }
        #expect(state.routing.screen == .details(cca3: "DEU"))
    }

    @Test func aRunInEnglish_readsNoNames() async {
        let (_, world) = await run(.english) { await $0.showList(ListQuery(), refresh: false) }
        #expect(world.actions.isEmpty)
    }

    @Test func theLanguagesAccepted_areThoseTheDataNamesCountriesIn() throws {
        let names = try WorldNames(bytes: WorldDataFixtures.namesBytes)
        let complete = Set(try names.languages().filter(\.isComplete).map { String($0.id.prefix { $0 != "_" }) })
        #expect(complete == CLDRLanguages.codes)
    }
}

extension CLDRNamesTests {
    @Test func aSearchThatFindsNothing_findsAWholeNameInAnyCLDRLanguage() async {
        let query = ListQuery(search: "Γαλλία")
        let (state, _) = await run(.english) { await $0.showList(query, refresh: false) }
        #expect(state.userData.countries.value?.list?.rows.map(\.country.cca3) == ["FRA"])
    }

    @Test func aSearchThatFindsNothing_findsPartOfANameInAnyCLDRLanguage_andSaysWhichLanguage() async throws {
        let query = ListQuery(search: "γαλ")
        let (state, _) = await run(.english) { await $0.showList(query, refresh: false) }
        let rows = try #require(state.userData.countries.value?.list?.rows)
        #expect(rows.map(\.country.cca3) == ["FRA"])
        #expect(rows.first?.reason == "el: Γαλλία")
        // The countries keep their names: the search's overlay only says why a row matched.
        #expect(rows.first.map { state.userData.countries.value?.name(of: $0.country).common } == "France")
    }

    @Test func theBuiltInNames_holdAPartOfAGreekName() throws {
        let names = try WorldNames(bytes: WorldDataFixtures.namesBytes)
        let found = try names.names(containing: SearchFolding.foldedUTF8("ΓΕΡΜ"))
        #expect(found["DE"]?.name == "Γερμανία" && found["DE"]?.language == "el")
        #expect(found["FR"] == nil)
    }

    @Test func aSearchThatFindsSomething_readsNoNames() async {
        let (_, world) = await run(.english) { await $0.showList(ListQuery(search: "germany"), refresh: false) }
        #expect(world.actions.isEmpty)
    }
}
