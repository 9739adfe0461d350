/// `show` was given a code or name that picks out no single country.
public enum LookupError: Error, Equatable, CustomStringConvertible {
    case notFound(String)
    case ambiguous(String, candidates: [String])

    public var description: String {
        switch self {
        case let .notFound(query):
            "no country has the code or name \(quoted(query))"
        case let .ambiguous(query, candidates):
            "\(quoted(query)) fits \(candidates.count) countries: \(candidates.joined(separator: ", ")); give a code"
        }
    }
}
