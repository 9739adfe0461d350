import CountriesCLI
import CountriesModel
import CountriesStore
@testable import CountriesUI
import CountriesMocks
import Testing

/// A narrowed list has a link that reproduces it, its filters as query
/// parameters named as the options (CLI.md, Routes), and `--route` takes it
/// back; browse's title says the filters in words, with the link.
@Suite struct ListLinkTests {
    static let resolver = CountryResolver(catalog: .snapshot, locale: .english)

    /// One list of each kind of filter, and all of them at once.
    static let queries: [ListQuery] = [
        ListQuery(search: "côte d'ivoire & co?"),
        ListQuery(region: .europe),
        ListQuery(filters: [.subregion("Western Europe")]),
        ListQuery(filters: [.capital("Saint John's")]),
        ListQuery(filters: [.currency("€")]),
        ListQuery(filters: [.language("French")]),
        ListQuery(filters: [.callingCode("1876")]),
        ListQuery(filters: [.member("african_union")]),
        ListQuery(filters: [.independent]),
        ListQuery(filters: [.landlocked]),
        ListQuery(filters: [.m49Region("Sub-Saharan Africa")]),
        ListQuery(sort: .population),
        ListQuery(reverse: true),
        ListQuery(limit: 5),
        ListQuery(
            search: "a+b", region: .africa,
            filters: [.landlocked, .member("eu"), .capital("x"), .currency("EUR"), .language("fra"), .callingCode("33"), .subregion("Caribbean"),
                      .independent, .m49Region("419")],
            sort: .area, limit: 3, reverse: true
        ),
    ]

    @Test(arguments: queries)
    func everyFilter_roundTripsThroughTheLink(_ query: ListQuery) throws {
        let link = ListLink.link(to: query)
        #expect(try Route.parse(link) == .list(query), "\(link)")
        #expect(try Route.parse("countries:/" + link).screen(resolvingWith: Self.resolver) == .list(query), "\(link)")
        #expect(Route.link(to: .list(query)) == link)
    }

    @Test func theLink_namesItsParametersAsTheOptions() {
        #expect(ListLink.link(to: ListQuery(region: .europe, filters: [.member("eu"), .landlocked])) == "/countries?region=europe&member=eu&landlocked")
        #expect(ListLink.link(to: ListQuery(filters: [.callingCode("33"), .m49Region("419")], sort: .population, reverse: true))
            == "/countries?calling-code=33&region=419&sort=population&reverse")
        #expect(ListLink.link(to: ListQuery()) == "/countries")
    }

    /// As the options read them: any case, a name for a key, a `+`.
    @Test func aLinkWrittenByHand_isReadAsTheOptionsAre() throws {
        #expect(try Route.parse("/countries?region=EUROPE&member=African+Union&subregion=western-europe&calling-code=%2B44&sort=Area")
            == .list(ListQuery(region: .europe, filters: [.member("african_union"), .subregion("Western Europe"), .callingCode("44")], sort: .area)))
        #expect(try Route.parse("/countries?region=Northern%20America") == .list(ListQuery(filters: [.m49Region("Northern America")])))
    }

    /// Browse's filter words are the link's parameters: what browse narrows by, a link holds.
    @Test func everyBrowseFilter_isALinkParameter() {
        let filters = BrowseCommandName.allCases.filter(\.spec.filtersTheList).map(\.rawValue)
        #expect(filters.allSatisfy(ListLink.names.contains), "\(filters.filter { !ListLink.names.contains($0) })")
    }

    /// A list link takes the command line's list options beside its own filters.
    @Test func aLinksFilters_andTheOptions_narrowTogether() throws {
        let screen = try Route.parse("/countries?member=eu&sort=area").screen(resolvingWith: Self.resolver)
            .narrowed(by: ListQuery(filters: [.landlocked], limit: 2), link: "/countries?member=eu&sort=area")
        #expect(screen == .list(ListQuery(filters: [.member("eu"), .landlocked], sort: .area, limit: 2)))
    }

    @Test func browsesTitle_saysTheFilters_andGivesTheLink() {
        let title = { (query: ListQuery) in BrowseView.title(.list(query), shown: .whole(.snapshot, locale: .english)) }
        #expect(title(ListQuery()) == "Countries · countries://countries")
        #expect(title(ListQuery(region: .europe, filters: [.member("eu"), .landlocked]))
            == "Countries in Europe, members of EU, landlocked · countries://countries?region=europe&member=eu&landlocked")
        #expect(title(ListQuery(search: "land", filters: [.language("French"), .callingCode("1")], sort: .population, reverse: true))
            == "Countries matching \"land\", speaking French, dialled with +1, by population, reversed · countries://countries?search=land&language=French&calling-code=1&sort=population&reverse")
        let resolved = CountryFilter.m49Region("419", resolved: M49Region(code: "419", name: "Latin America and the Caribbean", members: []))
        #expect(title(ListQuery(filters: [resolved])) == "Countries in Latin America and the Caribbean · countries://countries?region=419")
    }

    /// A title too long for the window loses words, never its link (README:
    /// "on a narrow window the words give way, not the link"): the words
    /// cut beside it while a few letters fit, else the link alone, broken
    /// over lines where it is itself wider than the window (found by a new
    /// user: at 40 columns it was cut).
    @Test(arguments: [20, 40, 60, 80, 200])
    func aLongTitle_keepsItsLinkWhole(_ width: Int) {
        let screen = Screen.list(ListQuery(region: .europe, filters: [.member("eu"), .landlocked]))
        let fitted = BrowseView.titleLines(screen, shown: .whole(.snapshot, locale: .english), width: width)
        let link = "countries://countries?region=europe&member=eu&landlocked"
        #expect(fitted.allSatisfy { DisplayWidth.of($0) <= width }, "\(fitted)")
        switch width {
        case 200: #expect(fitted == ["Countries in Europe, members of EU, landlocked · " + link])
        case 80: #expect(fitted == ["Countries in Europe,… · " + link])
        case 60: #expect(fitted == [link], "no room for a word: the link alone, whole")
        default:
            #expect(fitted.joined() == link && fitted.count > 1, "a link wider than the window: broken, never cut")
            #expect(PageLayout.rowsPerPage(height: 24, width: width, screen: screen) == PageLayout.rowsPerPage(height: 24) - (fitted.count - 1))
        }
        if width == 40 { #expect(fitted == ["countries://countries?region=europe&", "member=eu&landlocked"]) }
    }

    /// `Neighbours of France · countries://coun…` at 40 columns: the link
    /// whole, the words cut or gone.
    @Test func aNarrowWindow_cutsTheWordsBeforeTheLink() {
        let title = { (screen: Screen, width: Int) in BrowseView.titleLines(screen, shown: .whole(.snapshot, locale: .english), width: width).joined(separator: "\n") }
        #expect(title(.neighbors(cca3: "FRA"), 40) == "countries://countries/FRA/neighbors")
        #expect(title(.neighbors(cca3: "FRA"), 45) == "Neighb… · countries://countries/FRA/neighbors")
        #expect(title(.details(cca3: "FRA"), 40) == "France · countries://countries/FRA")
        #expect(title(.list(ListQuery(search: "korea")), 60) == "Countries matching \"ko… · countries://countries?search=korea")
        #expect(title(.help, 3) == "He…", "a screen with no link cuts its words")
    }
}
