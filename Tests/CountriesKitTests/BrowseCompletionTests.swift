@testable import CountriesUI
@testable import CountriesCLI
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
}
