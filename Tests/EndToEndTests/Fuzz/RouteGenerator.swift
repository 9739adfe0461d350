/// `--route` strings, and the same links typed in `browse`: well-formed
/// routes with odd codes, near misses (other schemes, segments, queries) and
/// links mangled a character at a time.
enum RouteGenerator {
    static let prefixes = ["/", "countries://", "COUNTRIES://", "Countries://", "countries:", "countries:/", "//", "", "http://", "file://", "countries:///"]
    static let heads = ["countries", "Countries", "COUNTRIES", "country", "", ".", ".."]
    static let codes = ["fr", "FRA", "250", "GER", "usa", "zz", "", "..", "%2F", "%00", "%ZZ", "%E2%82", "c%C3%B4te", "côte d'ivoire", "deutschland", "kongo", "🇫🇷", "a b", "x?y", "#"]
    static let tails = ["neighbors", "neighbours", "NEIGHBORS", "capital", "", "neighbors/extra"]
    static let queries = ["", "?search=island", "?search=", "?search", "?q=1", "?search=a&search=b", "?search=%E2%82", "?search=c%C3%B4te", "#top", "?search=\u{1B}[2J", "?&", "?search=a&x=1",
        // Control characters in a query's name, raw and escaped: repeated in the error once, raw.
        "?\u{1B}[2J=1", "?a\rb=1", "?%1B%5D0%3Btitle%07=1",
        // List links: every option, and values no option takes.
        "?region=europe&member=eu&landlocked", "?region=419&sort=area&reverse&limit=3", "?region=atlantis", "?member=wto", "?member=%1B%5B2J",
        "?landlocked=1", "?independent&calling-code=%2B1", "?calling-code=x", "?limit=0", "?sort=size", "?subregion=caribbean&currency=%E2%82%AC",
        "?capital=&language=fra", "?search=land&region=asia&search=x"]

    static func make(_ random: inout SplitMix64) -> String {
        var route = random.pick(prefixes) + random.pick(heads)
        let depth = random.pick([0, 0, 1, 1, 1, 2, 2, 3])
        if depth >= 1 { route += "/" + (random.chance(0.8) ? random.pick(codes) : FuzzValues.text(&random)) }
        if depth >= 2 { route += "/" + random.pick(tails) }
        if depth >= 3 { route += "/" + random.pick(codes) }
        if random.chance(0.4) { route += random.pick(queries) }
        // Mangle: a character added, dropped or doubled somewhere.
        for _ in 0..<random.pick([0, 0, 0, 1, 2]) where !route.isEmpty {
            var scalars = Array(route.unicodeScalars)
            let at = random.below(scalars.count)
            switch random.below(3) {
            case 0: scalars.insert(random.pick(["/", "%", "?", "=", "&", ":", "\u{1B}", "\n", " ", "é", "\u{202E}"]), at: at)
            case 1: scalars.remove(at: at)
            default: scalars.insert(scalars[at], at: at)
            }
            route = String(String.UnicodeScalarView(scalars))
        }
        return route
    }
}
