import CountriesModel
import Testing

/// A text longer than any country's name or fact matches nothing and is
/// answered at once: fuzzing found a 70 KB browse line took 8 s, the
/// readings and folds of a text growing faster than the text.
@Suite struct SearchLimitsTests {
    let long = "France " + String(repeating: "republic of ", count: 50)

    @Test func noNameOrFactOfTheData_isNearTheLimit() {
        let catalog = CountryCatalog.snapshot
        var longest = 0
        for country in catalog.countries {
            let names = [country.name.common, country.name.official] + country.altSpellings + country.capitals
                + catalog.translations(of: country.cca3).values.flatMap { [$0.common, $0.official] }
            longest = max(longest, names.map(\.utf8.count).max() ?? 0)
        }
        #expect(longest > 0 && longest * 3 < SearchLimits.longestText, "the longest is \(longest) bytes")
    }

    @Test func aLongerText_matchesNothing_inASearch_aLookup_orResolve() {
        #expect(SearchLimits.isTooLong(long))
        #expect(CountryListing.countries(in: .snapshot, query: ListQuery(search: long), locale: .english).isEmpty)
        let resolver = CountryResolver(catalog: .snapshot, locale: .english)
        #expect(resolver.resolve(long).outcome == .unknown)
        #expect(resolver.outright(long) == nil)
    }
}
