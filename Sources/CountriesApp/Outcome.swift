import CountriesCLI
import CountriesData
import CountriesModel
import CountriesStore
import CountriesUI

/// How a one-shot command ended, read from the final state once: the error
/// whose line goes to stderr and whose status the process exits with, if
/// any. A refresh that failed comes first (the data shown would not be what
/// was asked for), then data that could not be loaded (the countries, or
/// the records the output prints), then a code or name that fits no single
/// country.
enum Outcome {
    @MainActor
    /// `command`: whose usage follows a value only the data could judge
    /// (nil: the program's, for a line that named no command).
    static func failure(in state: AppState, command: CommandName?) -> (any Error)? {
        if let error = state.userData.refresh.error { return error }
        // `--version` shows a load failure as the data's state, and succeeds.
        if state.routing.screen == .about { return nil }
        if let error = state.userData.countries.error { return error }
        // The records the output prints, read from the cache and not read.
        if let error = state.userData.records.error { return error }
        if let error = state.userData.subdivisions.error { return error }
        if let error = state.userData.membershipLists.error { return error }
        if let error = state.userData.times.error { return error }
        if let error = state.userData.cities.error { return error }
        if let error = state.userData.points.error { return error }
        if case .commandLine(.map) = state.routing.screen, let error = state.userData.mapShapes.error { return error }
        switch state.routing.notice {
        case let .lookupFailed(error)?: return error
        case let .badRoute(error)?: return error
        case .unknownRegion?: return UsageError(state.routing.notice.map(NoticeView.line) ?? "", command: command)
        default: return nil
        }
    }

    /// `at` of a point at sea: the line stderr gets, naming the nearest
    /// country; nil on land.
    @MainActor
    static func atSea(in state: AppState) -> String? {
        guard case .place = state.routing.screen, let batch = state.userData.points.value, let shown = state.userData.countries.value else { return nil }
        return PointsView.summary(batch, shown: shown)
    }

    /// A start link that leads to no screen (`browse --route /countries/fr
    /// --limit 3`, an unknown route, a code no country has, a region none
    /// is in): the error the one-shot `--route` ends with, from the notice
    /// the start left; nil when it led somewhere.
    @MainActor
    static func refusedRoute(in state: AppState) -> (any Error)? {
        switch state.routing.notice {
        case .badRoute?, .lookupFailed?, .unknownRegion?: failure(in: state, command: .browse)
        default: nil
        }
    }

    /// What ends `browse` as it would end a command (one line on stderr,
    /// 74): a cache that cannot be read or is found damaged, at the start or
    /// by a record read later, or cut short while it was read. What the
    /// session would show next is not the data, and the remedy the line
    /// names (deleting the file, a refresh) is outside it.
    @MainActor
    static func unreadableCache(in state: AppState) -> CacheError? {
        for error in [state.userData.countries.error, state.userData.records.error] {
            switch error as? CacheError {
            case let failed? where failed.failsReading: return failed
            default: continue
            }
        }
        return nil
    }

    /// What the command line's settings could not do (`--locale` in a
    /// language with no names), said on stderr before any output: the
    /// settings interactor has judged them, and its notice says how.
    @MainActor
    static func settingsWarnings(in state: AppState) -> [String] {
        switch state.routing.notice {
        case let .unknownLocale(code)?: [NoticeView.startWarning(unknownLocale: code)]
        case .localeNeeded?: [NoticeView.startWarning(unknownLocale: "")]
        default: []
        }
    }

    /// A line for stderr that says why a terminal's output is empty.
    @MainActor
    static func remark(in state: AppState) -> String? {
        guard case let notice? = state.routing.notice, case .noMatch = notice else { return nil }
        return NoticeView.line(notice)
    }

    /// The lines for stderr beside a successful output: what the output cannot
    /// show (an empty list because the data cannot answer the filter), and
    /// how `time` read what it was given.
    @MainActor
    static func warnings(in state: AppState) -> [String] {
        var lines: [String] = []
        // `time`, or a country's clocks (`--route /countries/bvt/time`).
        if state.routing.screen.showsClocks, let table = state.userData.times.value {
            if let warning = TimeView.wallTimeWarning(table) { lines.append(warning) }
            if let shown = state.userData.countries.value {
                lines += TimeView.countryOverZoneWarnings(table, shown: shown)
                lines += TimeView.zonelessWarning(table, shown: shown).map { [$0] } ?? []
            }
        }
        switch state.routing.notice {
        case .noMembershipData?, .tookPartForCountry?, .membershipsDiffer?: lines += state.routing.notice.map(NoticeView.line).map { [$0] } ?? []
        default: break
        }
        return lines
    }
}
