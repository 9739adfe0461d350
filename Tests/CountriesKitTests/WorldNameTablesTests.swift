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

    @Test(arguments: ["Γερμανία", "deutschland", "ALLEMAGNE", "Nihon", "Atlantis", "Schottland"])
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
}
