import CountriesKit
import CountriesMocks
import Testing

@Suite struct CallingCodeTests {
    @Test(arguments: [
        ("USA", ["+1"]),              // 317 area codes under +1
        ("RUS", ["+7"]),              // 5 under +7
        ("FRA", ["+33"]),
        ("DOM", ["+1809", "+1829", "+1849"]),
        ("ATA", [String]()),
    ])
    func codes_areWhatAPersonDials(_ cca3: String, _ codes: [String]) {
        #expect(Country.inSnapshot(cca3).callingCode.codes == codes)
    }
}

@Suite struct NameLocaleTests {
    @Test(arguments: [("deu", "deu"), ("de", "deu"), ("de_DE.UTF-8", "deu"), ("ja", "jpn"), ("FR", "fra"), ("pt-BR", "por")])
    func codes_resolveToTranslationKeys(_ code: String, _ key: String) {
        #expect(NameLocale(code: code)?.translationKey == key)
    }

    @Test(arguments: ["en", "eng", "en_US.UTF-8"])
    func english_hasNoTranslationKey(_ code: String) {
        #expect(NameLocale(code: code) == .english)
    }

    @Test(arguments: ["xx", "klingon", ""])
    func unknownLanguages_areNil(_ code: String) {
        #expect(NameLocale(code: code) == nil)
    }

    @Test func environment_prefersLC_ALLOverLANG_andFallsBackToEnglish() {
        #expect(NameLocale.fromEnvironment(["LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"]).translationKey == "fra")
        #expect(NameLocale.fromEnvironment(["LC_ALL": "", "LANG": "de_DE.UTF-8"]).translationKey == "deu")
        #expect(NameLocale.fromEnvironment(["LANG": "C"]) == .english)
        #expect(NameLocale.fromEnvironment(["LANG": "da_DK.UTF-8"]) == .english)
        #expect(NameLocale.fromEnvironment([:]) == .english)
    }

    @Test func countryName_fallsBackToEnglishWithoutATranslation() {
        let france = Country.inSnapshot("FRA")
        #expect(france.name(in: NameLocale(code: "ja")!).common == "フランス")
        #expect(france.name(in: .english).common == "France")
    }
}

@Suite struct ConfigurationTests {
    private func resolve(_ options: GlobalOptions = GlobalOptions(), env: [String: String] = [:], terminal: TerminalProbe = TerminalProbe()) -> Configuration {
        do {
            return try Configuration.resolve(options, environment: env, terminal: terminal)
        } catch {
            Issue.record("\(error)")
            return try! Configuration.resolve(GlobalOptions(), environment: [:], terminal: TerminalProbe())
        }
    }

    @Test func cacheDirectory_followsOptionThenEnvironmentThenXDGThenHome() {
        var options = GlobalOptions()
        options.cacheDirectory = "/opt/c"
        let env = ["COUNTRIES_CACHE_DIR": "/env/c", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"]
        #expect(resolve(options, env: env).cacheDirectory.path == "/opt/c")
        #expect(resolve(env: env).cacheDirectory.path == "/env/c")
        #expect(resolve(env: ["XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"]).cacheDirectory.path == "/xdg/countries")
        #expect(resolve(env: ["HOME": "/home/u"]).cacheDirectory.path == "/home/u/.cache/countries")
    }

    @Test func relativeXDGCacheHome_isIgnored_asTheSpecSays() {
        #expect(resolve(env: ["XDG_CACHE_HOME": "rel/cache", "HOME": "/home/u"]).cacheDirectory.path == "/home/u/.cache/countries")
    }

    @Test func color_onlyOnATerminal_withoutNO_COLOR_unlessForced() {
        let tty = TerminalProbe(stdoutIsTerminal: true)
        #expect(resolve(terminal: tty).system.colorEnabled)
        #expect(!resolve(terminal: TerminalProbe()).system.colorEnabled)
        #expect(!resolve(env: ["NO_COLOR": "1"], terminal: tty).system.colorEnabled)
        #expect(resolve(env: ["NO_COLOR": ""], terminal: tty).system.colorEnabled)
        var always = GlobalOptions()
        always.color = .always
        #expect(resolve(always, env: ["NO_COLOR": "1"]).system.colorEnabled)
        var never = GlobalOptions()
        never.color = .never
        #expect(!resolve(never, terminal: tty).system.colorEnabled)
    }

    @Test func unknownLocale_fallsBackToEnglish_withOneWarning() {
        var options = GlobalOptions()
        options.locale = "klingon"
        let configuration = resolve(options)
        #expect(configuration.system.locale == .english)
        #expect(configuration.warnings.count == 1)
        #expect(configuration.warnings.first?.contains("klingon") == true)
    }

    @Test func width_comesFromTheTerminal_elseCOLUMNS_else80() {
        #expect(resolve(terminal: TerminalProbe(stdoutIsTerminal: true, columns: 120)).system.width == 120)
        #expect(resolve(env: ["COLUMNS": "100"]).system.width == 100)
        #expect(resolve().system.width == 80)
    }
}
