import CountriesApp
import CountriesCLI
import CountriesModel
import CountriesStore
import CountriesUI
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
        // Danish has no REST Countries translation, but CLDR names countries in it.
        #expect(NameLocale.fromEnvironment(["LANG": "da_DK.UTF-8"]).translationKey == "da")
        #expect(NameLocale.fromEnvironment(["LANG": "tlh_QO.UTF-8"]) == .english)
        #expect(NameLocale.fromEnvironment([:]) == .english)
    }

    @Test func countryName_fallsBackToEnglishWithoutATranslation() {
        let france = Country.inSnapshot("FRA")
        #expect(CountryCatalog.snapshot.name(of: france, in: NameLocale(code: "ja")!).common == "フランス")
        #expect(CountryCatalog.snapshot.name(of: france, in: NameLocale(code: "de")!).official == "Französische Republik")
        #expect(CountryCatalog.snapshot.name(of: france, in: .english).common == "France")
        let untranslated = CountryCatalog(records: [.fixture("XXX", common: "Exland", translations: ["deu": CountryName(common: "Xland", official: "X")])])
        #expect(untranslated.name(of: .fixture("XXX", common: "Exland"), in: NameLocale(code: "ja")!).common == "Exland")
    }
}

@Suite struct ConfigurationTests {
    private func resolve(_ options: GlobalOptions = GlobalOptions(), env: [String: String] = [:], terminal: TerminalProbe = TerminalProbe()) throws -> Configuration {
        try Configuration.resolve(options, environment: env, terminal: terminal)
    }

    @Test func cacheDirectory_followsOptionThenEnvironmentThenXDGThenHome() throws {
        var options = GlobalOptions()
        options.cacheDirectory = "/opt/c"
        let env = ["COUNTRIES_CACHE_DIR": "/env/c", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"]
        #expect(try resolve(options, env: env).cacheDirectory == "/opt/c")
        #expect(try resolve(env: env).cacheDirectory == "/env/c")
        #expect(try resolve(env: ["XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"]).cacheDirectory == "/xdg/countries")
        #expect(try resolve(env: ["HOME": "/home/u"]).cacheDirectory == "/home/u/.cache/countries")
    }

    @Test func relativeXDGCacheHome_isIgnored_asTheSpecSays() throws {
        #expect(try resolve(env: ["XDG_CACHE_HOME": "rel/cache", "HOME": "/home/u"]).cacheDirectory == "/home/u/.cache/countries")
    }

    @Test func color_onlyOnATerminal_notADumbOne_withoutNO_COLOR_unlessForced() throws {
        let tty = TerminalProbe(stdoutIsTerminal: true)
        #expect(try resolve(terminal: tty).system.colorEnabled)
        #expect(try !resolve(env: ["TERM": "dumb"], terminal: tty).system.colorEnabled)
        #expect(try !resolve(terminal: TerminalProbe()).system.colorEnabled)
        #expect(try !resolve(env: ["NO_COLOR": "1"], terminal: tty).system.colorEnabled)
        #expect(try resolve(env: ["NO_COLOR": ""], terminal: tty).system.colorEnabled)
        var always = GlobalOptions()
        always.color = .always
        #expect(try resolve(always, env: ["NO_COLOR": "1"]).system.colorEnabled)
        var never = GlobalOptions()
        never.color = .never
        #expect(try !resolve(never, terminal: tty).system.colorEnabled)
    }

    /// Whether a language has names is the settings interactor's to judge
    /// (AppRunnerTests); the configuration only lets the option win.
    @Test func aLocaleAskedFor_replacesTheEnvironments_unjudged() throws {
        var options = GlobalOptions()
        options.locale = "klingon"
        let configuration = try resolve(options, env: ["LANG": "de_DE.UTF-8"])
        #expect(configuration.system.locale == .english)
        #expect(configuration.warnings.isEmpty)
        #expect(try resolve(env: ["LANG": "de_DE.UTF-8"]).system.locale == NameLocale(code: "de"))
    }

    /// Fuzzing found COLUMNS or LINES of -9223372036854775808 overflowed in the views.
    @Test(arguments: ["-9223372036854775808", "9223372036854775807", "0", "-1", "100000", "wide"])
    func aSizeNoTerminalHas_fallsBackToTheDefault(_ text: String) throws {
        let system = try resolve(env: ["COLUMNS": text, "LINES": text]).system
        #expect(system.width == 80 && system.height == 24)
    }

    @Test func width_comesFromTheTerminal_elseCOLUMNS_else80() throws {
        #expect(try resolve(terminal: TerminalProbe(stdoutIsTerminal: true, columns: 120)).system.width == 120)
        #expect(try resolve(env: ["COLUMNS": "100"]).system.width == 100)
        #expect(try resolve().system.width == 80)
    }

    @Test func api_isV5ByDefault_elseCOUNTRIES_API_elseTheOption() throws {
        #expect(try resolve().api == .v5)
        #expect(try resolve(env: ["COUNTRIES_API": "v3.1"]).api == .v31)
        var options = GlobalOptions()
        options.api = .v5
        #expect(try resolve(options, env: ["COUNTRIES_API": "v3.1"]).api == .v5)
    }

    /// Found in review: a bad COUNTRIES_API or COUNTRIES_API_URL stopped every
    /// offline command. It matters to --refresh alone, which still refuses it.
    @Test(arguments: [["COUNTRIES_API": "v2"], ["COUNTRIES_API_URL": "notaurl"]])
    func aBadServerSettingInTheEnvironment_warnsOffline_andStopsARefresh(_ env: [String: String]) throws {
        let offline = try resolve(env: env)
        #expect(offline.api == .v5 && offline.baseURL.text == "https://api.restcountries.com")
        #expect(offline.warnings.count == 1 && offline.warnings.first?.hasSuffix("; it is used only by --refresh") == true)
        var refresh = GlobalOptions()
        refresh.refresh = true
        #expect(throws: UsageError.self) { try Configuration.resolve(refresh, environment: env, terminal: TerminalProbe()) }
    }

    @Test func baseURL_defaultsToThePublicServerOfEachVersion_andTheOptionWins() throws {
        #expect(try resolve().baseURL.text == "https://api.restcountries.com")
        #expect(try resolve(env: ["COUNTRIES_API": "v3.1"]).baseURL.text == "https://restcountries.com")
        #expect(try resolve(env: ["COUNTRIES_API_URL": "http://127.0.0.1:9"]).baseURL.text == "http://127.0.0.1:9")
        var options = GlobalOptions()
        options.baseURL = "https://mirror.example"
        #expect(try resolve(options, env: ["COUNTRIES_API_URL": "http://127.0.0.1:9"]).baseURL.text == "https://mirror.example")
    }

    @Test func apiKey_comesFromCOUNTRIES_API_KEY_elseREST_COUNTRIES_API_KEY_andIsShownMasked() throws {
        let both = ["COUNTRIES_API_KEY": "rc_test_ours0123456789abc", "REST_COUNTRIES_API_KEY": "rc_test_theirs0123456789abc"]
        #expect(try resolve(env: both).apiKey == APIKey(value: "rc_test_ours0123456789abc", variable: "COUNTRIES_API_KEY"))
        #expect(try resolve(env: ["COUNTRIES_API_KEY": " ", "REST_COUNTRIES_API_KEY": "rc_test_theirs0123456789abc"]).apiKey?.variable == "REST_COUNTRIES_API_KEY")
        #expect(try resolve().apiKey == nil)
        #expect(try resolve(env: both).system.server == ServerSettings(api: .v5, baseURL: "https://api.restcountries.com", key: "COUNTRIES_API_KEY (rc_test_…9abc)"))
    }
}

@Suite struct APIKeyTests {
    static let key = APIKey(value: "rc_test_secretvalue0001a2b", variable: "COUNTRIES_API_KEY")

    @Test func everyWayOfPrintingIt_showsOnlyTheMaskedForm() {
        var dumped = ""
        dump(Self.key, to: &dumped)
        let printed = ["\(Self.key)", String(describing: Self.key), String(reflecting: Self.key), dumped, "\([Self.key])"]
        for text in printed {
            #expect(!text.contains("secretvalue"), "\(text)")
        }
        #expect(Self.key.masked == "rc_test_…1a2b")
    }

    @Test(arguments: [
        ("rc_test_secretvalue0001a2b", "rc_test_…1a2b"),
        ("0123456789abcdefXYZW", "…XYZW"),
        ("a_very_long_prefix_secret_value", "…alue"),
        ("rc_test_abcd1234", "…(16 characters)"),
        ("1234567_890abcdefgh", "…efgh"),
        ("short", "…(5 characters)"),
    ])
    func masked_showsAtMostTheKindAndFourCharacters(_ value: String, _ masked: String) {
        #expect(APIKey(value: value, variable: "K").masked == masked)
    }
}
