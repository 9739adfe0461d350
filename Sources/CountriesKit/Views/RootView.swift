/// The whole output for the current state: what the screen in
/// `routing` shows, in the chosen format. Every render goes through here.
public enum RootView {
    @MainActor
    public static func render(_ state: AppState) -> String {
        if state.routing.screen == .about {
            return AboutView.lines(state.userData.countries, now: state.system.startedAt).joined(separator: "\n")
        }
        switch state.userData.countries {
        case .notRequested:
            return ""
        case .isLoading(last: nil):
            return "Loading…"
        case let .failed(error):
            return "Error: \(ErrorReport(error).message)"
        case .isLoading(last: .some), .loaded:
            guard let catalog = state.userData.countries.value else { return "" }
            return render(state.routing.screen, catalog: catalog, system: state.system)
        }
    }

    static func render(_ screen: Screen, catalog: CountryCatalog, system: SystemState) -> String {
        switch screen {
        case let .list(query):
            let countries = CountryListing.countries(in: catalog, query: query, locale: system.locale)
            switch system.format {
            case .json: return CountriesJSONView.list(countries)
            case .text: return CountriesListView.lines(countries, system: system).joined(separator: "\n")
            }
        case let .details(cca3):
            guard let country = catalog.country(cca3: cca3) else { return "" }
            switch system.format {
            case .json: return CountriesJSONView.details(country)
            case .text: return CountryDetailsView.lines(country, catalog: catalog, system: system).joined(separator: "\n")
            }
        case .about:
            return ""
        }
    }
}
