@testable import CountriesUI
@testable import CountriesCLI
import CountriesData
import CountriesModel
import CountriesMocks
import Testing

@Suite struct BrowseCompletionTests {
    private func candidates(_ typed: String, locale: String = "eng") -> [String] {
        BrowseCompletion.candidates(typed, catalog: .snapshot, locale: NameLocale(code: locale)!)
    }

    @Test func commands_namesInTheLocale_andCodes_eachAsTheWholeText() {
        #expect(candidates("ne").prefix(2) == ["neighbors", "next"])
        #expect(candidates("ne").contains("New Zealand") && candidates("ne").contains("NER"))
        #expect(candidates("new z") == ["New Zealand"])
        #expect(candidates("ALAND") == ["Åland Islands"], "accents and case set aside")
        #expect(candidates("deu", locale: "de").contains("Deutschland"))
        #expect(candidates("fr").contains("FRA") && candidates("fr").contains("France"))
        #expect(candidates("locale d") == ["locale deu", "locale da", "locale dav", "locale de", "locale dje", "locale dsb", "locale dz"])
        #expect(candidates("locale e").contains("locale el"), "a language only CLDR has")
        #expect(candidates("") == BrowseCompletion.commands, "an empty line offers the commands")
        #expect(candidates("zzzz").isEmpty)
    }

    /// Tab did nothing after `language fr`, `currency eu`, `capital par`,
    /// `calling-code +4`: the filters whose values the data holds offer
    /// them, as those whose option lists its values (`region eu`) do.
    @Test func everyFilter_offersItsValues() {
        #expect(candidates("language fr") == ["language fra", "language French"])
        #expect(candidates("currency eu") == ["currency EUR", "currency euro"], "its code, and its name as the data spells it")
        #expect(candidates("capital par") == ["capital Paramaribo", "capital Paris"])
        #expect(candidates("Capital PARI") == ["capital Paris"], "the word and the value in any case")
        let plus = candidates("calling-code +4")
        #expect(plus.contains("calling-code +44") && plus.contains("calling-code +49") && plus.allSatisfy { $0.hasPrefix("calling-code +4") })
        #expect(candidates("calling-code 3").contains("calling-code 33"), "without a plus where none was typed")
        #expect(candidates("region eu") == ["region Europe"])
        #expect(candidates("member na") == ["member nato"])
        #expect(candidates("subregion western e") == ["subregion Western Europe"])
        #expect(candidates("capital zzz").isEmpty)
        for name in BrowseCommandName.allCases where name.spec.filtersTheList {
            if case .value = name.spec.argument {
                #expect(!candidates(name.rawValue + " ").isEmpty, "\(name.rawValue) offers its values")
            }
        }
    }

    /// `DE<Tab>` offered Denmark: a code typed in capitals is a code first,
    /// the country whose cca2 it is (Germany's DEU) before any other.
    @Test func aCodeInCapitals_isACodeFirst() {
        #expect(candidates("DE") == ["DEU"])
        #expect(candidates("CH") == ["CHE", "CHL", "CHN"])
        #expect(candidates("de").contains("Denmark") && candidates("de").contains("DEU"), "in lower case, names and codes")
        #expect(candidates("D").contains("Denmark"), "one capital begins a name")
    }

    /// `Γερ` or `日` in an English session did nothing: a name in any
    /// language the world data knows, when none in the session's begins so.
    @MainActor @Test func aNameInAnotherScript_completesInThatScript() {
        let world = EntryPointTests.world
        let anyLanguage = { (text: String) in ((try? world.countryNames(containing: text)) ?? [:]).values.map(\.name) }
        #expect(BrowseCompletion.candidates("Γερ", catalog: .snapshot, locale: .english, anyLanguage: anyLanguage) == ["Γερμανία"])
        #expect(BrowseCompletion.candidates("日", catalog: .snapshot, locale: .english, anyLanguage: anyLanguage).contains("日本"))
        #expect(BrowseCompletion.candidates("fr", catalog: .snapshot, locale: .english, anyLanguage: { _ in ["Frankreich"] }).contains("Frankreich") == false,
                "asked only when nothing in the session's language fits")
    }
}
