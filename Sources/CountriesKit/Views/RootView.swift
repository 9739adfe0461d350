/// The whole output of a one-shot command for the current state: what the
/// screen in `routing` shows, in the chosen format.
public enum RootView {
    @MainActor
    public static func render(_ state: AppState) -> String {
        if state.routing.screen == .about {
            return AboutView.lines(state.userData.countries, server: state.system.server, now: state.system.startedAt).joined(separator: "\n")
        }
        switch state.userData.countries {
        case .notRequested:
            return ""
        case .isLoading(last: nil):
            return "Loading…"
        case let .failed(error):
            return "Error: \(error)"
        case let .isLoading(last: .some(catalog)), let .loaded(catalog):
            return render(state.routing.screen, catalog: catalog, system: state.system)
        }
    }

    static func render(_ screen: Screen, catalog: CountryCatalog, system: SystemState) -> String {
        if let ranked = screen.listing.map({ CountryListing.rankedRows($0, in: catalog, locale: system.locale) }) {
            let rows = ranked.map(\.country)
            switch system.format {
            case .json: return CountriesJSONView.list(rows)
            case .text:
                let reasons = system.isTerminal ? ranked.map { $0.match?.reason } : []
                return CountriesListView.lines(rows, system: system, reasons: reasons).joined(separator: "\n")
            }
        }
        guard case let .details(cca3) = screen, let country = catalog.country(cca3: cca3) else { return "" }
        switch system.format {
        case .json: return CountriesJSONView.details(country)
        case .text: return CountryDetailsView.lines(country, catalog: catalog, system: system).joined(separator: "\n")
        }
    }
}
