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
        #expect(list.lines == ["🇩🇪\tНімеччина\tDEU\t83491249\tEurope"])
        let states = try countries.run("subdivisions", "de", "--locale", "el")
        #expect(states.lines.contains("DE-BY\tΒαυαρία\tLand\t"))
    }

    @Test func show_findsAGreekName_inEnglishToo() throws {
        let output = try countries.run("show", "Γερμανία")
        #expect(output.status == 0)
        #expect(output.lines.first == "🇩🇪  Germany")
    }
}
