import CountriesModel
import CountriesStore

/// The whole output of a one-shot command for the current state: what the
/// screen in `routing` shows, in the chosen format.
package enum RootView {
    @MainActor
    package static func render(_ state: AppState) -> String {
        if state.routing.screen == .membershipLists {
            return MembershipListsView.text(state.userData.membershipLists.value ?? [], system: state.system)
        }
        if state.routing.screen == .about {
            return AboutView.lines(
                state.userData.countries, server: state.system.server, now: state.system.startedAt, timeZones: state.userData.times.value?.release
            ).joined(separator: "\n")
        }
        switch state.userData.countries {
        case .notRequested:
            return ""
        case .isLoading(last: nil):
            return "Loading…"
        case let .failed(error):
            return "Error: " + PlainText.visible(String(describing: error))
        case let .isLoading(last: .some(catalog)), let .loaded(catalog):
            if let text = subdivisions(state, catalog: catalog) { return text }
            if case .cities = state.routing.screen { return CitiesView.text(state.userData.cities.value ?? [], system: state.system) }
            if case .city = state.routing.screen {
                return state.userData.cities.value?.first.map { CityDetailsView.text($0, catalog: catalog, system: state.system) } ?? ""
            }
            if case .place = state.routing.screen {
                return state.userData.points.value.map { PointsView.text($0, catalog: catalog, system: state.system) } ?? ""
            }
            if state.routing.screen.showsClocks {
                return state.userData.times.value.map { TimeView.text($0, catalog: catalog, system: state.system) } ?? ""
            }
            return render(
                state.routing.screen, catalog: catalog, records: state.userData.records.value ?? CountryRecordValues(), system: state.system,
                shapes: state.userData.mapShapes.value, times: state.userData.times.value
            )
        }
    }

    /// The subdivisions screens, from `userData.subdivisions`; nil for another screen.
    @MainActor
    private static func subdivisions(_ state: AppState, catalog: CountryCatalog) -> String? {
        let rows = state.userData.subdivisions.value ?? []
        switch state.routing.screen {
        case .subdivisions: return SubdivisionsView.text(rows, system: state.system)
        case .subdivision: return rows.first.map { SubdivisionDetailsView.text($0, catalog: catalog, system: state.system) } ?? ""
        default: return nil
        }
    }

    /// `records`: the shown countries' own records, which JSON, CSV and
    /// `--fields` read (`SystemState.showsRecords`).
    /// `shapes`: what maps are drawn from, where they are loaded.
    /// `times`: the zones' clocks a country's details and a comparison show.
    static func render(
        _ screen: Screen, catalog: CountryCatalog, records: CountryRecordValues = CountryRecordValues(), system: SystemState, shapes: MapShapes? = nil,
        times: TimeTable? = nil
    ) -> String {
        if case let .map(map) = screen {
            return shapes.map { MapView.lines(map, catalog: catalog, shapes: $0, system: system).joined(separator: "\n") } ?? ""
        }
        // `table` and `tsv` are the terminal's and the pipe's layouts, asked for by name.
        var layout = system
        if system.format == .table { layout.isTerminal = true }
        if system.format == .tsv { layout.isTerminal = false }
        if let listing = screen.listing {
            let ranked = CountryListing.rankedRows(listing, in: catalog, locale: system.locale)
            let rows = ranked.map(\.country)
            switch system.format {
            case .json: return CountriesJSONView.list(rows, records: records, fields: system.fields)
            case .ndjson: return CountriesJSONView.lines(rows, records: records, fields: system.fields)
            case .csv: return CountriesCSVView.text(rows, records: records, fields: system.fields ?? CountryField.listDefault, catalog: catalog, locale: system.locale)
            case .text, .table, .tsv:
                let reasons = layout.isTerminal ? ranked.map { $0.match?.reason } : []
                let order: ListQuery.SortOrder? = if case let .query(query) = listing { query.sort } else { nil }
                return CountriesListView.lines(rows, catalog: catalog, records: records, system: layout, reasons: reasons, sortedBy: order).joined(separator: "\n")
            }
        }
        if case let .comparison(cca3s) = screen {
            let countries = cca3s.compactMap(catalog.country(cca3:))
            switch system.format {
            case .json: return CountriesJSONView.list(countries, records: records, fields: system.fields)
            case .ndjson: return CountriesJSONView.lines(countries, records: records, fields: system.fields)
            case .csv: return CountriesCSVView.text(countries, records: records, fields: system.fields ?? CountryField.listDefault, catalog: catalog, locale: system.locale)
            case .text, .table, .tsv: return CountriesComparisonView.lines(countries, catalog: catalog, records: records, system: layout, times: times).joined(separator: "\n")
            }
        }
        guard case let .details(cca3) = screen, let country = catalog.country(cca3: cca3) else { return "" }
        switch system.format {
        case .json: return CountriesJSONView.details(country, records: records, fields: system.fields)
        case .ndjson: return CountriesJSONView.lines([country], records: records, fields: system.fields)
        case .csv: return CountriesCSVView.text([country], records: records, fields: system.fields ?? CountryField.listDefault, catalog: catalog, locale: system.locale)
        // One country as the list would show it: the line a script joins with others.
        case .tsv: return CountriesListView.lines([country], catalog: catalog, records: records, system: layout).joined(separator: "\n")
        case .text, .table:
            return CountryDetailsView.lines(country, catalog: catalog, records: records, system: layout, shapes: shapes, times: times).joined(separator: "\n")
        }
    }
}
