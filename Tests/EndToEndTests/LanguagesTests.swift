import Foundation
import Testing

/// `--locale` and `LANG` in any language CLDR names countries in.
@Suite struct LanguagesTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary()
    }

    @Test func showDE_inGreek_saysΓερμανία() throws {
        let output = try countries.run("show", "de", "--locale", "el")
        #expect(output.status == 0 && output.stderr.isEmpty)
        #expect(output.lines.first == "🇩🇪  Γερμανία")
    }

    @Test func lang_choosesTheLanguage_andSubdivisionsFollow() throws {
        let list = try countries.run(arguments: ["list", "--search", "germany"], environment: ["LANG": "uk_UA.UTF-8"])
        // The region in Ukrainian too: CLDR names it.
        #expect(list.lines == ["🇩🇪\tНімеччина\tDEU\t83491249\tЄвропа"])
        let states = try countries.run("subdivisions", "de", "--locale", "el")
        #expect(states.lines.contains("DE-BY\tΒαυαρία\tLand\t"))
    }

    @Test func show_findsAGreekName_inEnglishToo() throws {
        let output = try countries.run("show", "Γερμανία")
        #expect(output.status == 0)
        #expect(output.lines.first == "🇩🇪  Germany")
    }

    /// Issue 25: with `--locale ja`, Curaçao and Kosovo, which have no
    /// Japanese name in REST Countries' data, sorted first in English.
    /// Issue 32: CLDR's Japanese names stand in for them, sorted with the rest.
    @Test func localeJa_namesEveryCountryInJapanese_CLDRsWhereRESTCountriesHasNone() throws {
        let output = try countries.run("list", "--locale", "ja")
        #expect(output.status == 0)
        let names = output.lines.map { String($0.split(separator: "\t")[1]) }
        try #require(names.count == 250)
        #expect(names.first == "アイスランド")
        #expect(names.contains("キュラソー") && names.contains("コソボ"))
        #expect(names.allSatisfy { !$0.unicodeScalars.allSatisfy(\.isASCII) }, "every name is in Japanese")
    }
}
