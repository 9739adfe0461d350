@testable import CountriesCLI
import CountriesApp
import CountriesData
import CountriesJSON
import CountriesMocks
import CountriesModel
import CountriesStore
@testable import CountriesUI
import Testing

/// `distance <a> <b>`: the great-circle distance between two places the
/// one lookup answers, a city at its coordinates, a country at its capital.
@MainActor
@Suite struct DistanceCommandTests {
    private func distance(_ first: String, _ second: String) -> AppState {
        let state = AppState()
        TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(.snapshot)), world: EntryPointTests.world)
            .interactors.points.showDistance(between: first, and: second)
        return state
    }

    /// The table says two exactly: its usage is `<place> <place>`, and one
    /// or three is an error that says so.
    @Test func itTakesExactlyTwoPlaces() throws {
        #expect(Help.usage(of: .distance).hasPrefix("Usage: countries distance <place> <place> "))
        #expect(try CommandLineParser.parse(["distance", "fr", "jp"]).command == .distance("fr", "jp"))
        for words in [["fr"], ["fr", "jp", "de"], []] {
            let error = #expect(throws: UsageError.self) { try CommandLineParser.parse(["distance"] + words) }
            #expect(error?.message == "'distance' takes exactly 2 places, not \(words.count)")
            #expect(error?.command == .distance)
        }
    }

    /// A country is measured from its capital, as the data places it.
    @Test func countries_areMeasuredFromTheirCapitals() throws {
        let state = distance("france", "JP")
        guard case let .commandLine(.distance(measured)) = state.routing.screen else {
            Issue.record("no distance: \(state.routing.screen)")
            return
        }
        let france = try #require(CountryCatalog.snapshot.country(cca3: "FRA"))
        let japan = try #require(CountryCatalog.snapshot.country(cca3: "JPN"))
        let capital = try #require(france.capitalLocation)
        #expect(measured.from == PlaceDistance.End(text: "france", cca3: "FRA", point: capital, measuredAt: .capital))
        #expect(measured.to.cca3 == "JPN" && measured.to.measuredAt == .capital)
        #expect(measured.kilometres == france.capitalLocation?.kilometres(to: japan.capitalLocation ?? GeoPoint(longitude: 0, latitude: 0)))
        // Paris to Tokyo, as an atlas gives it: some 9,700 km.
        #expect((9_600...9_800).contains(measured.kilometres), "\(measured.kilometres)")
        #expect(abs(measured.miles * 1.609344 - measured.kilometres) < 1e-9)
        #expect(state.userData.countries.value?.countries.map(\.cca3) == ["FRA", "JPN"])
    }

    /// A city is measured from its own coordinates, and named.
    @Test func aCity_isMeasuredFromItself() throws {
        let state = distance("Paris, TX", "paris")
        guard case let .commandLine(.distance(measured)) = state.routing.screen else {
            Issue.record("no distance: \(state.routing.screen) \(String(describing: state.routing.notice))")
            return
        }
        #expect(measured.from.cca3 == "USA" && measured.from.measuredAt == .city && measured.from.geonameid != nil)
        #expect(measured.to.cca3 == "FRA" && measured.to.city == "Paris" && measured.to.measuredAt == .city)
        let geonameid = try #require(measured.from.geonameid)
        let texas = try #require(try RealCitiesRepository().city(geonameid: geonameid))
        #expect(measured.from.point == texas.location)
    }

    /// A place that fits no single one is the refusal every command gives: no screen.
    @Test func aPlaceThatFitsNone_isTheLookupsRefusal() {
        let state = distance("zzqx", "fr")
        guard case .lookupFailed? = state.routing.notice else {
            Issue.record("\(String(describing: state.routing.notice))")
            return
        }
        #expect(state.routing.screen == AppState().routing.screen)
    }

    /// A person's lines, a pipe's one line of four fields, JSON's numbers.
    @Test func itsOutputs() throws {
        let state = distance("fr", "jp")
        guard case let .commandLine(.distance(measured)) = state.routing.screen, let shown = state.userData.countries.value else {
            Issue.record("no distance")
            return
        }
        var system = SystemState()
        system.isTerminal = true
        let lines = DistanceView.text(measured, shown: shown, system: system).split(separator: "\n")
        #expect(lines.count == 3 && lines[0].hasPrefix("From      France (FRA), at its capital, ") && lines[2].hasSuffix(" mi), along the great circle"))
        // In a narrow window each fact wraps under itself, as `show`'s do.
        system.width = 40
        let narrow = DistanceView.text(measured, shown: shown, system: system).split(separator: "\n")
        #expect(narrow.count > 3 && narrow.allSatisfy { DisplayWidth.of(String($0)) <= 40 } && narrow[1].hasPrefix("          "), "\(narrow)")
        system.isTerminal = false
        let fields = DistanceView.text(measured, shown: shown, system: system).split(separator: "\t")
        #expect(fields.count == 4 && fields[0] == "France (FRA)" && fields[1] == "Japan (JPN)")
        #expect(Double(fields[2]).map { abs($0 - measured.kilometres) <= 0.05 } == true)
        system.format = .json
        let json = DistanceView.text(measured, shown: shown, system: system)
        let kilometres = JSONValue.number(try #require(Double(PointsView.kilometres(measured.kilometres)))).written()
        #expect(json.contains("\"kilometres\": \(kilometres)") && json.contains("\"measuredAt\": \"capital\""), "\(json)")
    }
}
