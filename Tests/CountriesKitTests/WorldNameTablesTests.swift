import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Testing

/// A long `resolve` reads the world data's names into tables once instead
/// of scanning them for each name: the tables answer as the scans do, and
/// are read only once many names have missed.
@MainActor
@Suite struct WorldNameTablesTests {
    let world = RealWorldDataRepository()

    /// Igbo's Naịjịrịa written decomposed (each ị as i and a dot below,
    /// as long in bytes): the table keys the bytes, and so must the scan,
    /// or the same line was Nigeria before the table and unknown after.
    @Test(arguments: ["Γερμανία", "deutschland", "ALLEMAGNE", "Nihon", "Atlantis", "Schottland", "Nai\u{323}ji\u{323}ri\u{323}a", "日本", "ДЕРЖАВА"])
    func theCountryNamesTable_answersAsTheScan(_ name: String) throws {
        #expect(try world.countryCodesByName().codes(named: name) == world.countryCodes(named: name))
    }

    @Test(arguments: ["Bavaria", "bayern", "TEXAS", "Papua", "Zealand", "Narnia", "Cymru"])
    func theSubdivisionsTable_answersAsTheScan(_ name: String) throws {
        #expect(try (world.subdivisionsByName()[name.lowercased()] ?? []).map(\.code).sorted() == world.subdivisions(named: name).map(\.code).sorted())
    }

    @Test func theTables_areReadOnlyAfterManyNamesMissed_andThenAnswer() {
        let mocked = MockedWorldDataRepository(names: ["DE": ["el": "Γερμανία"]])
        let state = AppState()
        let resolve = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(.snapshot)), world: mocked).interactors.resolve
        resolve.beginResolving(ResolveRequest(), header: nil)
        resolve.resolve([NameToResolve(line: 1, name: "Γερμανία")])
        #expect(!mocked.actions.contains(.countryCodesByName), "a few names scan")
        resolve.resolve((2...60).map { NameToResolve(line: $0, name: "Nowhere \($0)") })
        resolve.resolve([NameToResolve(line: 61, name: "γερμανία")])
        #expect(mocked.actions.filter { $0 == .countryCodesByName }.count == 1, "read once")
        #expect(state.userData.resolved?.names.first?.resolution?.country?.cca3 == "DEU")
    }

    /// A column of names in another language is found among the
    /// translations, with no scan of the country names, and each is asked
    /// of the subdivisions (`Granada`): those scans count too, or each
    /// name scanned all of them (1.1 M instructions a name).
    @Test func theSubdivisionsTable_isReadAfterManyNamesFoundInAnotherLanguage() {
        let mocked = MockedWorldDataRepository()
        let state = AppState()
        let resolve = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(.snapshot)), world: mocked).interactors.resolve
        resolve.beginResolving(ResolveRequest(), header: nil)
        // "Allemagne" in 60 spellings of its case: 60 names, each found in French.
        let spellings: [String] = (0..<60).map { mask in
            var spelling = ""
            for (position, letter) in "allemagne".enumerated() {
                spelling += (mask >> position) & 1 == 1 ? letter.uppercased() : String(letter)
            }
            return spelling
        }
        resolve.resolve(spellings.enumerated().map { NameToResolve(line: $0.offset + 1, name: $0.element) })
        #expect(Set(state.userData.resolved?.names.compactMap { $0.resolution?.country?.cca3 } ?? []) == ["DEU"])
        #expect(mocked.actions.filter { $0 == .subdivisionsByName }.count == 1, "read once")
        let scans = spellings.filter { mocked.actions.contains(MockedWorldDataRepository.Action.subdivisions(named: $0)) }.count
        #expect(scans <= WorldNameReading.scansBeforeATable)
        #expect(!mocked.actions.contains(.countryCodesByName), "no country name missed")
    }
}
