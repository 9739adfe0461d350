import CountriesModel
import CountriesStore

extension Notice {
    /// A lookup or a link that failed, kept as the error it is.
    init?(failure: any Error) {
        switch failure {
        case let error as LookupError: self = .lookupFailed(error)
        case let error as RouteError: self = .badRoute(error)
        default: return nil
        }
    }
}
