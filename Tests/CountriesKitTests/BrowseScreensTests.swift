import CountriesApp
import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import CountriesUI
import Testing

/// Screens a new user saw wrong in browse, each from the session's own
/// moves over the real data.
@MainActor
@Suite struct BrowseScreensTests {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "no key in COUNTRIES_API_KEY" }
    }

    private func session() -> (AppState, DIContainer.Interactors) {
        let state = AppState(system: SystemState(width: 80, height: 24, isTerminal: true))
        let container = TestContainer.real(
            state, files: MockedCountriesFileRepository(result: .success(.snapshot)),
            web: MockedCountriesWebRepository(all: .failure(Broken())), world: RealWorldDataRepository()
        )
        container.interactors.screens.startBrowsing(ListQuery(), route: nil)
        return (state, container.interactors)
    }

    /// `time` typed on the list said "Open a country first, then ask for
    /// its neighbors": the notice named the wrong screen.
    @Test func time_withNoCountryOpen_saysItIsTheTimeThatWantsOne() {
        let (state, interactors) = session()
        interactors.time.showTimesOfOpenCountry()
        let status = BrowseView.render(state).status.joined(separator: " ")
        #expect(status == "Open a country first, then ask for its time.")
        interactors.navigation.showNeighbours()
        #expect(BrowseView.render(state).status.joined(separator: " ") == "Open a country first, then ask for its neighbors.")
    }

    /// `fra`, `member nato`, `fra` showed France's memberships as NATO
    /// alone: the list narrowed to NATO had replaced the data's memberships.
    @Test func aCountry_afterAListNarrowedToOneOrganisation_keepsAllItsMemberships() throws {
        let (state, interactors) = session()
        interactors.navigation.open("fra")
        let all = try #require(state.userData.countries.value?.country(cca3: "FRA")?.memberships)
        #expect(Set(all) == ["un", "eu", "eurozone", "schengen", "eea", "nato", "oecd", "g7", "g20"])
        interactors.navigation.narrow(by: ListQuery(filters: [.member("nato")]))
        interactors.navigation.open("fra")
        #expect(state.userData.countries.value?.country(cca3: "FRA")?.memberships == all)
        interactors.navigation.narrow(by: ListQuery(filters: [.member("g7")]))
        interactors.navigation.open("fra")
        #expect(BrowseView.render(state).screen.contains { $0.contains("Memberships") && $0.contains("EU") && $0.contains("NATO") })
    }

    /// A failed refresh stayed under every later screen (at 40x12 it left a
    /// country two lines): it is a notice, said until the next intent.
    @Test func aFailedRefresh_isSaidUntilTheNextIntent() async {
        let (state, interactors) = session()
        await interactors.countries.refreshCountries()
        #expect(BrowseView.render(state).status.contains { $0.contains("Refresh failed") })
        interactors.navigation.open("jpn")
        #expect(!BrowseView.render(state).status.contains { $0.contains("Refresh failed") })
        interactors.navigation.back()
        #expect(!BrowseView.render(state).status.contains { $0.contains("Refresh failed") })
        #expect(state.userData.refresh == .failed(Broken()), "the data's state still says the last refresh failed")
    }
}
