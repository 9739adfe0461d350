import CountriesData
import CountriesModel
import Testing

/// A language's region and script, as people and systems write them, honoured
/// as CLDR has them: `zh-TW` is Traditional Chinese, `nb` Norwegian.
@Suite struct CLDRLocalesTests {
    @Test(arguments: [
        ("zh-Hant", "zh_Hant"), ("zh-hant-tw", "zh_Hant"), ("zh_TW.UTF-8", "zh_Hant"), ("zh-HK", "zh_Hant_HK"),
        ("zh_MO.UTF-8", "zh_Hant_HK"), ("sr-Latn", "sr_Latn"), ("sr_RS@latin", "sr_Latn"), ("sr-ME", "sr_Latn"),
        ("nb_NO.UTF-8", "no"), ("nb", "no"), ("nn", "nn"), ("nn_NO.UTF-8", "nn"), ("pt_PT.UTF-8", "pt_PT"),
        ("pt-AO", "pt_PT"), ("es-AR", "es_419"), ("de-CH", "de_CH"),
    ])
    func aRegionOrScriptCLDRNamesCountriesDifferentlyIn_showsItsNames(tag: String, key: String) {
        let locale = NameLocale(code: tag)
        #expect(locale?.translationKey == key)
    }

    @Test(arguments: [
        ("zh_CN.UTF-8", "zho"), ("zh-Hans", "zho"), ("zh", "zho"), ("sr_RS.UTF-8", "srp"), ("de_DE.UTF-8", "deu"),
        ("de-AT", "deu"), ("pt-BR", "por"), ("es_ES.UTF-8", "spa"), ("el_GR.UTF-8", "el"), ("no", "no"),
    ])
    func aRegionWithTheLanguagesOwnNames_isTheLanguage(tag: String, key: String) {
        #expect(NameLocale(code: tag)?.translationKey == key)
    }

    @Test func englishInARegionCLDRNamesCountriesDifferentlyIn_showsThoseNames() {
        #expect(NameLocale(code: "en_GB.UTF-8")?.translationKey == "en_001")
        #expect(NameLocale(code: "en-AU")?.translationKey == "en_AU")
        #expect(NameLocale(code: "en_US.UTF-8") == .english)
        #expect(NameLocale(code: "en") == .english)
        #expect(NameLocale(code: "eng") == .english)
        #expect(NameLocale.fromEnvironment(["LANG": "C.UTF-8"]) == .english)
        #expect(NameLocale.fromEnvironment(["LANG": "nb_NO.UTF-8"]).translationKey == "no")
    }

    @Test func aScriptCLDRNamesNoCountriesIn_isNotTaken() {
        #expect(NameLocale(code: "kok-Latn") == nil)
        #expect(NameLocale(code: "kok_Latn_IN.UTF-8") == nil)
        #expect(NameLocale(code: "zh-Latn") == nil)
        #expect(NameLocale(code: "kok")?.translationKey == "kok")
        #expect(NameLocale(code: "zh-Hant")?.translationKey == "zh_Hant")
    }

    @Test func posixModifiers_nameTheScript() {
        #expect(LocaleTag.canonical("sr_RS@latin") == "sr_Latn_RS")
        #expect(LocaleTag.canonical("sr_RS.UTF-8@latin") == "sr_Latn_RS")
        #expect(LocaleTag.canonical("zh-hant-tw") == "zh_Hant_TW")
        #expect(LocaleTag.canonical("de_DE.UTF-8@euro") == "de_DE")
    }

    /// The table CLDRLocales keeps is the data's: every locale whose names
    /// (of countries, or of the records' languages, currencies and regions)
    /// are not its language's own is in it, with a locale of the same
    /// names, and no other is.
    @Test func theTable_isTheWorldDatas() throws {
        let names = try WorldNames(bytes: WorldDataFixtures.namesBytes)
        var cache: [String: [String: String]] = [:]
        func countryNames(_ id: String) throws -> [String: String] {
            if let known = cache[id] { return known }
            var out: [String: String] = [:]
            for code in try names.countryCodes() { out[code] = try names.name(of: code, in: id) }
            let terms = try names.terms(in: id)
            for (key, name) in terms.languages { out["L-" + key] = name }
            for (key, name) in terms.currencies { out["C-" + key] = name }
            for (key, name) in terms.regions { out[key] = name }
            cache[id] = out
            return out
        }
        var wrong: [String] = []
        for language in try names.languages() {
            let id = language.id
            let base = String(id.prefix { $0 != "_" })
            let chain = try names.localeChain(for: id)
            var differs = !id.contains("_") && chain.count > 1
            if !differs { differs = try countryNames(id) != countryNames(base) }
            let variant = CLDRLocales.variant(of: id)
            if differs {
                if try variant.map(countryNames) != countryNames(id) { wrong.append("\(id) -> \(variant ?? "none")") }
            } else if variant != nil {
                wrong.append("\(id) -> \(variant ?? ""), names as \(base)'s")
            }
        }
        #expect(wrong == [])
        for id in Set(CLDRLocales.variants.values) {
            #expect(try names.localeChain(for: id).first == id, "\(id) is no stored locale")
        }
    }
}
