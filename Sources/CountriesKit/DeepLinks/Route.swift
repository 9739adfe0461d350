import FoundationEssentials

/// A deep link (`--route`, or a line typed in `browse`): which screen to
/// start on. Parsing is syntax only; codes are resolved against the data later.
public enum Route: Sendable, Equatable {
    case list(search: String?)
    /// A code (or name) as written in the link.
    case country(String)
    case neighbors(String)

    /// `/countries`, `/countries?search=<text>`, `/countries/<code>`,
    /// `/countries/<code>/neighbors`, or the same as `countries://countries...`.
    public static func parse(_ link: String) throws -> Route {
        let expected = "expected /countries, /countries?search=<text>, /countries/<code> or /countries/<code>/neighbors (or countries://...)"
        guard let components = URLComponents(string: link) else {
            throw RouteError("Malformed route \(quoted(link)); \(expected)")
        }
        var segments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        switch components.scheme?.lowercased() {
        case nil where link.hasPrefix("/"):
            break
        case "countries":
            // countries://countries/fr: the host is the first segment.
            segments.insert(components.host ?? "", at: 0)
        case let scheme:
            throw RouteError("Unknown route \(quoted(link)): the scheme must be countries://, not \(scheme.map { $0 + "://" } ?? "none"); \(expected)")
        }
        let decoded = segments.map { $0.percentDecoded ?? $0 }
        // A query's `+` is a space (HTML forms, and most links written by
        // hand: `?search=new+zealand`); a plus itself comes as %2B.
        let items = (components.percentEncodedQueryItems ?? []).map { item in
            URLQueryItem(name: item.name, value: item.value.map { $0.replacing("+", with: " ").percentDecoded ?? $0 })
        }
        if let item = items.first(where: { $0.name != "search" }) {
            throw RouteError("Unknown route \(quoted(link)): no query \(quoted(item.name)); \(expected)")
        }
        let search = items.first { $0.name == "search" }?.value
        switch (decoded.first, decoded.count) {
        case ("countries", 1):
            return .list(search: search.flatMap { $0.isEmpty ? nil : $0 })
        case ("countries", 2) where search == nil:
            return .country(decoded[1])
        case ("countries", 3) where search == nil && ["neighbors", "neighbours"].contains(decoded[2]):
            return .neighbors(decoded[1])
        default:
            throw RouteError("Unknown route \(quoted(link)); \(expected)")
        }
    }

    /// The link to a screen: `Route.parse(Route.link(to: s))` leads back to `s`.
    /// nil for what has no link (a list with a region or an order, `--version`).
    public static func link(to screen: Screen) -> String? {
        switch screen {
        case let .list(query) where query == ListQuery(search: query.search):
            guard let search = query.search else { return "/countries" }
            var components = URLComponents()
            components.path = "/countries"
            components.queryItems = [URLQueryItem(name: "search", value: search)]
            // URLComponents leaves `+` as it is, which `parse` reads as a space.
            components.percentEncodedQuery = components.percentEncodedQuery?.replacing("+", with: "%2B")
            return components.string
        case let .details(cca3):
            return "/countries/\(cca3)"
        case let .neighbors(cca3):
            return "/countries/\(cca3)/neighbors"
        case .list, .comparison, .about, .help:
            return nil
        }
    }

    /// The screen this route leads to in `catalog`: codes and names resolve
    /// as `show` resolves them, and one that fits no single country is a
    /// `LookupError`.
    public func screen(in catalog: CountryCatalog, locale: NameLocale) throws -> Screen {
        switch self {
        case let .list(search): .list(ListQuery(search: search))
        case let .country(code): .details(cca3: try CountryLookup.country(code, in: catalog, locale: locale).cca3)
        case let .neighbors(code): .neighbors(cca3: try CountryLookup.country(code, in: catalog, locale: locale).cca3)
        }
    }
}

/// A link that is no route: its text says what is wrong and what would be.
public struct RouteError: Error, Equatable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
