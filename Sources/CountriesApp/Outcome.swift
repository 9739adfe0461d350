import CountriesCLI
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
    static func failure(in state: AppState) -> (any Error)? {
        if let error = state.userData.refresh.error { return error }
        // `--version` shows a load failure as the data's state, and succeeds.
        if state.routing.screen == .about { return nil }
        if let error = state.userData.countries.error { return error }
        // The records the output prints, read from the cache and not read.
        if let error = state.userData.recordTexts.error { return error }
        if let error = state.userData.subdivisions.error { return error }
        if let error = state.userData.membershipLists.error { return error }
        switch state.routing.notice {
        case let .noSuchCountry(query, suggestions)?: return LookupError.notFound(query, suggestions: suggestions)
        case let .ambiguous(query, candidates)?: return LookupError.ambiguous(query, candidates: candidates)
        case let .badRoute(reason)?: return RouteError(reason)
        case let .notACountry(query, places)?: return LookupError.notACountry(query, places: places)
        case .unknownRegion?: return UsageError(state.routing.notice.map(NoticeView.line) ?? "", command: .list)
        default: return nil
        }
    }

    /// A line for stderr beside a successful output: what the output cannot
    /// show (an empty list because the data cannot answer the filter).
    @MainActor
    static func warning(in state: AppState) -> String? {
        switch state.routing.notice {
        case .noMembershipData?, .tookPartForCountry?, .membershipsDiffer?: return state.routing.notice.map(NoticeView.line)
        default: return nil
        }
    }
}
