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
        case let .isLoading(last: .some(shown)), let .loaded(shown):
            if let text = subdivisions(state, shown: shown) { return text }
            if case .cities = state.routing.screen { return CitiesView.text(state.userData.cities.value ?? [], system: state.system) }
            if case .city = state.routing.screen {
                return state.userData.cities.value?.first.map { CityDetailsView.text($0, shown: shown, system: state.system) } ?? ""
            }
            if case let .commandLine(.distance(distance)) = state.routing.screen {
                return DistanceView.text(distance, shown: shown, system: state.system)
            }
            if case .place = state.routing.screen {
                return state.userData.points.value.map { PointsView.text($0, shown: shown, system: state.system) } ?? ""
            }
            if state.routing.screen.showsClocks {
                return state.userData.times.value.map { TimeView.text($0, shown: shown, system: state.system) } ?? ""
            }
            return render(
                state.routing.screen, shown: shown, records: state.userData.records.value ?? CountryRecordValues(), system: state.system,
                shapes: state.userData.mapShapes.value, times: state.userData.times.value
            )
        }
    }

    /// The subdivisions screens, from `userData.subdivisions`; nil for another screen.
    @MainActor
    private static func subdivisions(_ state: AppState, shown: ShownCountries) -> String? {
        let rows = state.userData.subdivisions.value ?? []
        switch state.routing.screen {
        case .commandLine(.subdivisions): return SubdivisionsView.text(rows, system: state.system)
        case .subdivision: return rows.first.map { SubdivisionDetailsView.text($0, shown: shown, system: state.system) } ?? ""
        default: return nil
        }
    }

    /// `records`: the shown countries' own records, which JSON, CSV and
    /// `--fields` read (`SystemState.showsRecords`).
    /// `shapes`: what maps are drawn from, where they are loaded.
    /// `times`: the zones' clocks a country's details and a comparison show.
    static func render(
        _ screen: Screen, shown: ShownCountries, records: CountryRecordValues = CountryRecordValues(), system: SystemState, shapes: MapShapes? = nil,
        times: TimeTable? = nil
    ) -> String {
        if case let .commandLine(.map(map)) = screen {
            return shapes.map { MapView.lines(map, shown: shown, shapes: $0, system: system).joined(separator: "\n") } ?? ""
        }
        // `table` and `tsv` are the terminal's and the pipe's layouts, asked for by name.
        var layout = system
        if system.format == .table { layout.isTerminal = true }
        if system.format == .tsv { layout.isTerminal = false }
        if let list = shown.list {
            // The rows' whole countries, where the output prints their fields
            // or records: the interactor read them (`ShownCountries.countries`).
            let whole = { list.shown.compactMap { shown.country(cca3: $0.country.cca3) } }
            switch system.format {
            case .json: return CountriesJSONView.list(whole(), records: records, fields: system.fields)
            case .ndjson: return CountriesJSONView.lines(whole(), records: records, fields: system.fields)
            case .csv: return CountriesCSVView.text(whole(), records: records, fields: system.fields ?? CountryField.listDefault, shown: shown)
            case .text, .table, .tsv:
                if system.fields != nil { return CountriesListView.lines(whole(), shown: shown, records: records, system: layout).joined(separator: "\n") }
                let reasons = layout.isTerminal ? list.shown.map(\.reason) : []
                let order: ListQuery.SortOrder? = if case let .list(query) = screen { query.sort } else { nil }
                return CountriesListView.text(list.shown.map(\.country), shown: shown, system: layout, reasons: reasons, sortedBy: order)
            }
        }
        if case let .commandLine(.comparison(cca3s)) = screen {
            let countries = cca3s.compactMap(shown.country(cca3:))
            switch system.format {
            case .json: return CountriesJSONView.list(countries, records: records, fields: system.fields)
            case .ndjson: return CountriesJSONView.lines(countries, records: records, fields: system.fields)
            case .csv: return CountriesCSVView.text(countries, records: records, fields: system.fields ?? CountryField.listDefault, shown: shown)
            case .text, .table, .tsv: return CountriesComparisonView.lines(countries, shown: shown, records: records, system: layout, times: times).joined(separator: "\n")
            }
        }
        guard case let .details(cca3) = screen, let country = shown.country(cca3: cca3) else { return "" }
        switch system.format {
        case .json: return CountriesJSONView.details(country, records: records, fields: system.fields)
        case .ndjson: return CountriesJSONView.lines([country], records: records, fields: system.fields)
        case .csv: return CountriesCSVView.text([country], records: records, fields: system.fields ?? CountryField.listDefault, shown: shown)
        // One country as the list would show it: the line a script joins with others.
        case .tsv: return CountriesListView.lines([country], shown: shown, records: records, system: layout).joined(separator: "\n")
        case .text, .table:
            return CountryDetailsView.lines(country, shown: shown, records: records, system: layout, shapes: shapes, times: times).joined(separator: "\n")
        }
    }
}
