import CountriesApp
import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Testing

/// One function decides what a name means, whatever asked: `show`,
/// `compare`, `map`, `subdivisions`, `--route`, a line typed in browse and
/// `resolve` give the same answer for names in other scripts and languages,
/// messy forms, ambiguous names and names of nothing. (`Γερμανία` was
/// Germany to `show` and `compare`, and nothing to the others.)
@MainActor
@Suite struct OneResolverTests {
    enum Answer: Equatable, Sendable, CustomStringConvertible {
        case country(String)
        case ambiguous
        case none

        var description: String {
            switch self {
            case let .country(cca3): cca3
            case .ambiguous: "ambiguous"
            case .none: "none"
            }
        }
    }

    nonisolated static let names: [(name: String, answer: Answer)] = [
        ("Γερμανία", .country("DEU")),
        ("ドイツ", .country("DEU")),
        ("Deutschland", .country("DEU")),
        ("Korea, Rep.", .country("KOR")),
        ("CÃ´te d'Ivoire", .country("CIV")),
        ("Burma", .country("MMR")),
        ("fra", .country("FRA")),
        ("korea", .ambiguous),
        // A territory's name another territory also has: either, so neither
        // (browse opened the British Virgin Islands).
        ("virgin islands", .ambiguous),
        ("Virgin Islands", .ambiguous),
        ("Czechoslovakia", .ambiguous),
        ("united", .ambiguous),
        ("atlantis", .none),
    ]

    private func container(_ state: AppState) -> DIContainer {
        TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(.snapshot)), world: ResolverAgreementTests.world)
    }

    /// What the store says of the name after one entry point's intent.
    private func answer(_ state: AppState) -> Answer {
        if case .lookupFailed(.ambiguous)? = state.routing.notice { return .ambiguous }
        switch state.routing.notice {
        // A hint beside the country opened is no other answer.
        case nil, .openedOthersMatch?: break
        default: return .none
        }
        switch state.routing.screen {
        case let .details(cca3), let .subdivisions(cca3): return .country(cca3)
        case let .map(map): return map.focus.map(Answer.country) ?? .none
        case let .comparison(cca3s): return cca3s.first.map(Answer.country) ?? .none
        default: return .none
        }
    }

    private func entryPoints(_ name: String) async -> [(String, Answer)] {
        var answers: [(String, Answer)] = []
        func run(_ entry: String, _ intent: (DIContainer) async -> Void) async {
            let state = AppState()
            await intent(container(state))
            answers.append((entry, answer(state)))
        }
        await run("show") { await $0.interactors.screens.showCountry(name, refresh: false) }
        await run("compare") { await $0.interactors.screens.compareCountries([name, "jpn"], refresh: false) }
        await run("map") { $0.interactors.map.showMap(MapQuery(country: name)) }
        await run("subdivisions") { $0.interactors.subdivisions.showSubdivisions(of: name) }
        await run("--route") { await $0.interactors.screens.showRoute("/countries/" + Self.percentEncoded(name), narrowedBy: ListQuery(), refresh: false) }
        // The typed line as it is: an ambiguous name is the resolver's
        // notice, whatever list its search shows beside it.
        await run("browse") { $0.interactors.navigation.open(name) }
        let state = AppState()
        let resolve = container(state).interactors.resolve
        resolve.beginResolving(ResolveRequest(), header: nil)
        resolve.resolve([NameToResolve(line: 1, name: name)])
        let resolved: Answer = switch state.userData.resolved?.names.first?.resolution?.outcome {
        case let .found(country)?: .country(country.cca3)
        case .ambiguous?: .ambiguous
        default: .none
        }
        answers.append(("resolve", resolved))
        return answers
    }

    /// Every byte but letters and digits as `%XX`, as a link carries a name.
    static func percentEncoded(_ text: String) -> String {
        text.utf8.map { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
    }

    @Test(arguments: names)
    func everyEntryPoint_givesTheSameAnswer(_ name: String, _ expected: Answer) async {
        let answers = await entryPoints(name)
        let differ = answers.filter { $0.1 != expected }.map { "\($0.0): \($0.1)" }
        #expect(differ.isEmpty, "'\(name)' is \(expected), but \(differ)")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
