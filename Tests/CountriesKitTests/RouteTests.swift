import CountriesApp
import CountriesCLI
import CountriesModel
import CountriesMocks
import Testing

@Suite struct RouteTests {
    static let valid: [(String, Route)] = [
        ("/countries", .list(search: nil)),
        ("/countries/", .list(search: nil)),
        ("countries://countries", .list(search: nil)),
        ("/countries?search=island", .list(search: "island")),
        ("/countries?search=c%C3%B4te%20d%27ivoire", .list(search: "côte d'ivoire")),
        ("countries://countries?search=land", .list(search: "land")),
        ("/countries?search=", .list(search: nil)),
        ("/countries?search=new+zealand", .list(search: "new zealand")),
        ("/countries?search=%2B33", .list(search: "+33")),
        ("/countries/jp", .country("jp")),
        ("/countries/FRA", .country("FRA")),
        ("countries://countries/fra", .country("fra")),
        ("/countries/c%C3%B4te%20d'ivoire", .country("côte d'ivoire")),
        ("/countries/fra/neighbors", .neighbors("fra")),
        ("/countries/fra/neighbours", .neighbors("fra")),
        ("countries://countries/DEU/neighbors", .neighbors("DEU")),
        // The time screen of browse has a link (it had none).
        ("/countries/fra/time", .time("fra")),
        ("countries://countries/FRA/time", .time("FRA")),
    ]

    @Test(arguments: valid)
    func validRoutes_parse(_ link: String, _ route: Route) throws {
        #expect(try Route.parse(link) == route)
    }

    static let invalid = [
        "", "countries", "/", "/country", "/countries/fr/capital", "/countries/fr/neighbors/x",
        "http://countries/fr", "file:///countries", "/countries?continent=europe", "/countries/fr?search=x",
        "/countries/fr?region=europe", "/countries?landlocked=yes", "/countries?member=wto", "/countries?sort=size", "/countries?limit=0",
        "/countries?calling-code=abc", "/countries?capital=", "/countries?subregion=atlantis",
        "countries://elsewhere/fr", "/countries/%ZZ/x", "countries://", "::::",
        // Bad escapes were read as the text itself (`search=%zz` searched for "%zz").
        "/countries?search=%zz", "/countries?search=100%", "/countries?search=%e9", "/countries/%C3", "/countries?search=a%2",
        // A value given twice: the last silently won (`region=europe&region=asia` listed Asia).
        "/countries?region=europe&region=asia", "/countries?search=a&search=b", "/countries?sort=area&sort=name",
        "/countries?limit=2&limit=3", "/countries?region=Europe&region=asia",
    ]

    /// Filters that narrow may repeat, as a link writes them: two
    /// organisations, a continent and an M49 region.
    @Test func narrowingFilters_mayRepeat() throws {
        #expect(try Route.parse("/countries?member=eu&member=nato") == .list(ListQuery(filters: [.member("eu"), .member("nato")])))
        let both = try Route.parse("/countries?region=europe&region=151")
        #expect(both == .list(ListQuery(region: .europe, filters: [.m49Region("151")])))
        #expect(try Route.parse("/countries?search=%C3%A9t%C3%A9%2525") == .list(search: "été%25"))
        // A flag said twice (`browse --landlocked --landlocked` links it so) is said once.
        #expect(try Route.parse("/countries?landlocked&landlocked") == .list(ListQuery(filters: [.landlocked, .landlocked])))
    }

    @Test(arguments: invalid)
    func malformedOrUnknownRoutes_areUsageErrors_namingTheRoute(_ link: String) {
        let error = #expect(throws: RouteError.self) { try Route.parse(link) }
        #expect(error?.description.contains("'\(link)'") == true)
        #expect(error?.description.contains("expected /countries") == true)
        #expect(error.map { ErrorReport($0).exitCode } == .usage)
    }

    /// The query's name was repeated raw: `?\e[2J=1` cleared the screen
    /// through stderr (found by fuzzing routes).
    @Test(arguments: ["/countries?\u{1B}[2J=1", "/countries?a\rb=1", "/countries?%1B%5D0%3Btitle%07=1"])
    func anUnknownQuery_isNamedWithItsControlCharactersEscaped(_ link: String) {
        let error = #expect(throws: RouteError.self) { try Route.parse(link) }
        let message = error?.description ?? ""
        #expect(message.contains("no query '"))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(message)")
    }

    static let screens: [Screen] = [
        .list(ListQuery()), .list(ListQuery(search: "land")), .list(ListQuery(search: "côte d'ivoire & co?")), .list(ListQuery(search: "+33 a+b")),
        .details(cca3: "FRA"), .neighbors(cca3: "CHN"), .localTime(cca3: "JPN"),
    ]

    @Test(arguments: screens)
    func routingRoundTrips_throughItsLink(_ screen: Screen) throws {
        let link = try #require(Route.link(to: screen))
        #expect(try Route.parse(link).screen(resolvingWith: CountryResolver(catalog: .snapshot, locale: .english)) == screen)
    }

    @Test func screensWithoutALink_sayNil() {
        #expect(Route.link(to: .comparison(cca3s: ["FRA", "DEU"])) == nil)
        #expect(Route.link(to: .about) == nil)
    }

    @Test func codesResolveInAnyCase_andByName() throws {
        #expect(try Route.country("jp").screen(resolvingWith: CountryResolver(catalog: .snapshot, locale: .english)) == .details(cca3: "JPN"))
        #expect(try Route.neighbors("france").screen(resolvingWith: CountryResolver(catalog: .snapshot, locale: .english)) == .neighbors(cca3: "FRA"))
        #expect(throws: LookupError.notFound("zz")) { try Route.country("zz").screen(resolvingWith: CountryResolver(catalog: .snapshot, locale: .english)) }
    }
}

@Suite struct BrowseCommandTests {
    static let lines: [(String, BrowseCommand)] = [
        ("", .nothing), ("   ", .nothing), ("quit", .quit), ("EXIT", .quit), ("q", .quit), ("back", .back),
        ("neighbors", .neighbors), ("neighbours", .neighbors), ("refresh", .refresh), ("help", .help), ("?", .help),
        ("next", .next), ("prev", .previous), ("locale de", .locale("de")), ("locale", .locale("")), ("region europe", .narrow(ListQuery(region: .europe))), ("Landlocked", .narrow(ListQuery(filters: [.landlocked]))),
        ("capital mexico city", .narrow(ListQuery(filters: [.capital("mexico city")]))), ("independent states", .text("independent states")),
        ("region atlantis", .narrow(ListQuery(filters: [.m49Region("atlantis")]))), ("subregion atlantis", .refused("Unknown subregion 'atlantis'; the subregions are \(Subregion.names.joined(separator: ", "))")),
        ("12", .open(12)), (" 3 ", .open(3)), ("+44", .text("+44")), ("-3", .text("-3")),
        ("/countries/jp", .route("/countries/jp")), ("countries://countries", .route("countries://countries")),
        ("fra", .text("fra")), ("côte d'ivoire", .text("côte d'ivoire")), ("quit now", .text("quit now")),
        ("٣", .text("٣")), ("99999999999999999999", .text("99999999999999999999")), ("\u{0}\u{1B}[2J", .text("\u{0}\u{1B}[2J")),
    ]

    @Test(arguments: lines)
    func lines_becomeCommands(_ line: String, _ command: BrowseCommand) {
        #expect(BrowseCommand(line) == command)
    }
}
