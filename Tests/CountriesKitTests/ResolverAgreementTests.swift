import CountriesApp
import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Testing

/// `show`, browse and `resolve` ask one resolver (`compare` asks it as `show`
/// does, in the same interactor): for every name
/// of the corpus and of the never-countries list, `show` opens the country
/// `resolve` answers (or none when it answers none), and browse opens that
/// country or searches, never another.
@MainActor
@Suite struct ResolverAgreementTests {
    static let names = MessyNameCorpusTests.entries.map(\.name) + MessyNameCorpusTests.neverCountries
    /// Read once for the three commands: scanning every name is the slow part.
    static let world = MemoizedWorldData()

    private func container(_ state: AppState) -> DIContainer {
        TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(.snapshot)), world: Self.world)
    }

    /// `resolve`'s answers, one batch of every name.
    private func resolved() -> [String?] {
        let state = AppState()
        let resolve = container(state).interactors.resolve
        resolve.beginResolving(ResolveRequest(), header: nil)
        resolve.resolve(Self.names.enumerated().map { NameToResolve(line: $0.offset + 1, name: $0.element) })
        let names = state.userData.resolved?.names ?? []
        return names.map { $0.resolution?.country?.cca3 }
    }

    private func opened(_ state: AppState) -> String? {
        if case let .details(cca3) = state.routing.screen { cca3 } else { nil }
    }

    @Test func show_opensWhatResolveAnswers_forEveryName() async {
        let answers = resolved()
        #expect(answers.count == Self.names.count)
        var differ: [String] = []
        for (name, answer) in zip(Self.names, answers) {
            let state = AppState()
            await container(state).interactors.screens.showCountry(name, refresh: false)
            if opened(state) != answer { differ.append("\(name): show \(opened(state) ?? "-"), resolve \(answer ?? "-")") }
        }
        #expect(differ.isEmpty, "\(differ)")
    }

    @Test func browse_opensWhatResolveAnswers_orSearches_forEveryName() {
        var differ: [String] = []
        var opens = 0
        for (name, answer) in zip(Self.names, resolved()) {
            let state = AppState()
            let container = container(state)
            container.interactors.navigation.open(name)
            guard let opened = opened(state) else { continue }
            opens += 1
            if opened != answer { differ.append("\(name): browse \(opened), resolve \(answer ?? "-")") }
        }
        #expect(differ.isEmpty, "\(differ)")
        #expect(opens > 150, "browse opens the names it is sure of")
    }
}
