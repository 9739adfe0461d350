/// A deep link (`--route`, or a line typed in `browse`): which screen to
/// start on. Parsing is syntax only; codes are resolved against the data later.
package enum Route: Sendable, Equatable {
    /// The list, narrowed as its link's query says (`ListLink`).
    case list(ListQuery)
    /// A code (or name) as written in the link.
    case country(String)
    case neighbors(String)
    /// A country's local time, in each of its zones.
    case time(String)
    /// One city, by its GeoNames id.
    case city(Int)
    /// What is at a point: `/at/48.8566,2.3522`.
    case point(GeoPoint)

    /// The whole list, or the list of a search.
    package static func list(search: String?) -> Route {
        .list(ListQuery(search: search))
    }

    /// `/countries`, `/countries?search=<text>` (or any of the list's
    /// options: `?region=europe&member=eu&landlocked`), `/countries/<code>`
    /// (a subdivision's code too, `/countries/US-CA`, which the interactors
    /// open as `show US-CA` does, with the world data),
    /// `/countries/<code>/neighbors`, `/countries/<code>/time`,
    /// `/cities/<geonameid>`, `/at/<lat>,<lng>`, or the same as
    /// `countries://countries...`.
    package static func parse(_ link: String) throws -> Route {
        let expected = "expected /countries, /countries?search=<text>, /countries/<code>, /countries/<code>/neighbors, /countries/<code>/time, /cities/<geonameid> or /at/<lat>,<lng> (or countries://...)"
        // A `%` starts an escape: one that is not (`%zz`, `%e9` alone) would
        // be read as the text itself, and search for what no one typed.
        if let bad = Self.badEscape(in: link) {
            throw RouteError("Unknown route \(quoted(link)): \(quoted(bad)) is no percent-escape of UTF-8 (a % sign is %25); \(expected)")
        }
        // Spaces and letters a URL cannot hold are read as their escapes, as
        // a browser reads what is typed in its address bar.
        var rest = Substring(WebAddress.encodingInvalidCharacters(link))
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        var query: Substring?
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        let segments: [String]
        switch Self.scheme(of: rest)?.lowercased() {
        case nil where rest.hasPrefix("/") && !rest.hasPrefix("//"):
            segments = Self.segments(rest)
        case "countries":
            // countries://countries/fr: the host is the first segment.
            let afterScheme = rest.firstIndex(of: ":").map { rest[rest.index(after: $0)...] } ?? ""
            guard afterScheme.hasPrefix("//") else { throw RouteError("Unknown route \(quoted(link)); \(expected)") }
            let authority = afterScheme.dropFirst(2).prefix { $0 != "/" }
            let host = (authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority).prefix { $0 != ":" }
            segments = [String(host)] + Self.segments(afterScheme.dropFirst(2 + authority.count))
        case let scheme:
            let written = rest.hasPrefix("//") ? nil : scheme
            throw RouteError("Unknown route \(quoted(link)): the scheme must be countries://, not \(written.map { $0 + "://" } ?? "none"); \(expected)")
        }
        let decoded = segments.map { $0.percentDecoded ?? $0 }
        // A query's `+` is a space (HTML forms, and most links written by
        // hand: `?search=new+zealand`); a plus itself comes as %2B.
        let pairs: [Substring] = query.map { $0.isEmpty ? [] : $0.split(separator: "&", omittingEmptySubsequences: false) } ?? []
        let items = pairs.map { item in
            let name = item.prefix { $0 != "=" }
            let value = name.count < item.count ? item.dropFirst(name.count + 1) : nil
            return (name: String(name), value: value.map { String($0.replacing("+", with: " ")) }.map { $0.percentDecoded ?? $0 })
        }
        if let item = items.first(where: { !ListLink.names.contains($0.name) }) {
            throw RouteError("Unknown route \(quoted(link)): no query \(quoted(item.name)); \(expected)")
        }
        switch (decoded.first, decoded.count) {
        case ("countries", 1):
            do {
                return .list(try ListLink.query(items))
            } catch {
                throw RouteError("Unknown route \(quoted(link)): \(error.description); \(expected)")
            }
        case ("countries", 2) where items.isEmpty:
            return .country(decoded[1])
        case ("countries", 3) where items.isEmpty && ["neighbors", "neighbours"].contains(decoded[2]):
            return .neighbors(decoded[1])
        case ("countries", 3) where items.isEmpty && decoded[2] == "time":
            return .time(decoded[1])
        case ("cities", 2) where items.isEmpty:
            guard decoded[1].utf8.allSatisfy({ (0x30...0x39).contains($0) }), let geonameid = Int(decoded[1]) else {
                throw RouteError("Unknown route \(quoted(link)): a city's link is /cities/<geonameid>, GeoNames' number of it; \(expected)")
            }
            return .city(geonameid)
        case ("at", 2) where items.isEmpty:
            switch PointText.point(decoded[1]) {
            case let .success(point): return .point(point)
            case let .failure(failure): throw RouteError("Unknown route \(quoted(link)): \(quoted(decoded[1])): \(failure); \(expected)")
            }
        default:
            throw RouteError("Unknown route \(quoted(link)); \(expected)")
        }
    }

    /// The link to a screen: `Route.parse(Route.link(to: s))` leads back to `s`
    /// (a list's M49 regions, once they are read again).
    /// nil for what has no link (`help`, and the command line's screens: a comparison, `--version`).
    package static func link(to screen: Screen) -> String? {
        switch screen {
        case let .list(query):
            return ListLink.link(to: query)
        case let .details(cca3):
            return "/countries/\(cca3)"
        case let .neighbors(cca3):
            return "/countries/\(cca3)/neighbors"
        case let .localTime(cca3):
            return "/countries/\(cca3)/time"
        case let .subdivision(code):
            // As `show US-CA` takes it: a country's link with a subdivision's code.
            return "/countries/\(code)"
        case let .city(geonameid):
            return "/cities/\(geonameid)"
        case let .place(point):
            return "/at/\(point.latitude),\(point.longitude)"
        case .help, .commandLine:
            return nil
        }
    }

    /// The first `%` that starts no escape (`%zz`, `%4`), or the first run
    /// of escapes that decodes to no UTF-8 (`%e9` alone), as written.
    static func badEscape(in link: String) -> String? {
        let bytes = Array(link.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            var run: [UInt8] = []
            var end = index
            while end < bytes.count, bytes[end] == UInt8(ascii: "%") {
                guard end + 2 < bytes.count, let high = String.hexValue(bytes[end + 1]), let low = String.hexValue(bytes[end + 2]) else {
                    return String(decoding: bytes[end..<min(end + 3, bytes.count)], as: UTF8.self)
                }
                run.append(high << 4 | low)
                end += 3
            }
            if String(validating: run, as: UTF8.self) == nil { return String(decoding: bytes[index..<end], as: UTF8.self) }
            index = end
        }
        return nil
    }

    /// `scheme` of `scheme:…` (RFC 3986: a letter, then letters, digits, `+-.`).
    private static func scheme(of text: Substring) -> Substring? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return scheme
    }

    private static func segments(_ path: Substring) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// Escaped as a query value: `&`, `=`, `#`, `%` and `+` (which `parse`
    /// reads as a space) too, and a space as `%20`.
    static func queryValueEncoded(_ value: String) -> String {
        let kept = Set("-._~!$'()*,;:@/?".utf8)
        let encoded = value.utf8.flatMap { byte in
            PercentEscape.isAlphanumeric(byte) || kept.contains(byte) ? [byte] : PercentEscape.of(byte)
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// The screen this route leads to in the resolver's data: codes and names
    /// resolve as `show` resolves them, and one that fits no single country is a
    /// `LookupError`.
    package func screen(resolvingWith resolver: CountryResolver) throws -> Screen {
        try screen { try CountryLookup.country($0, resolvingWith: resolver) }
    }

    /// The screen this route leads to, a code or name read by `country`:
    /// the one lookup, as every entry point reads it (`PlaceLookup`).
    package func screen(country: (String) throws -> Country) throws -> Screen {
        switch self {
        case let .list(query): .list(query)
        case let .country(code): .details(cca3: try country(code).cca3)
        case let .neighbors(code): .neighbors(cca3: try country(code).cca3)
        case let .time(code): .localTime(cca3: try country(code).cca3)
        case let .city(geonameid): .city(geonameid: geonameid)
        case let .point(point): .place(point)
        }
    }
}

/// A link that is no route: its text says what is wrong and what would be.
package struct RouteError: Error, Equatable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
