import CountriesData
import CountriesModel
import Testing

@Suite struct WorldNamesTests {
    private let names: WorldNames

    init() throws {
        names = try WorldNames(bytes: WorldDataFixtures.namesBytes)
    }

    @Test func germany_inGreek_isΓερμανία() throws {
        #expect(try names.name(of: "DE", in: "el") == "Γερμανία")
        #expect(try names.name(of: "de", in: "el_GR.UTF-8") == "Γερμανία")
    }

    @Test func germany_inHindiHebrewThai_isNamedInTheirScripts() throws {
        #expect(try names.name(of: "DE", in: "hi") == "जर्मनी")
        #expect(try names.name(of: "DE", in: "he") == "גרמניה")
        #expect(try names.name(of: "DE", in: "th") == "เยอรมนี")
    }

    @Test func everySnapshotCountry_hasAnEnglishName() throws {
        for code in ["XK", "AQ", "UM", "BV", "SH", "TW", "PS"] {
            #expect(try names.name(of: code, in: "en") != nil, "\(code)")
        }
        #expect(try names.name(of: "XK", in: "en") == "Kosovo")
    }

    @Test func regionalVariants_followCLDRsParents() throws {
        #expect(try names.localeChain(for: "pt-AO") == ["pt_AO", "pt_PT", "pt"])
        #expect(try names.localeChain(for: "zh_TW").prefix(2) == ["zh_TW", "zh_Hant"])
        #expect(try names.name(of: "TW", in: "zh_TW") == "台灣")
        #expect(try names.name(of: "TW", in: "zh") == "台湾")
        #expect(try names.localeChain(for: "xx-YY").isEmpty)
        #expect(try names.name(of: "DE", in: "xx") == nil)
    }

    @Test func m49Regions_haveNamesToo() throws {
        #expect(try names.name(of: "419", in: "en") == "Latin America")
        #expect(try names.name(of: "202", in: "fr") != nil)
    }

    @Test func languages_includeOver200Complete_withTheirOwnNames() throws {
        let languages = try names.languages()
        let complete = languages.filter(\.isComplete)
        #expect(complete.count > 200)
        let greek = try #require(languages.first { $0.id == "el" })
        #expect(greek.ownName == "Ελληνικά" && greek.englishName == "Greek" && greek.isComplete)
        for id in ["hi", "he", "th", "vi", "uk", "sw", "ca", "zh_Hant"] {
            #expect(complete.contains { $0.id == id }, "\(id)")
        }
    }

    @Test func allNames_ofACountry_spanLanguagesAndShortNames() throws {
        let all = try names.allNames(of: "GB")
        #expect(all.contains { $0.language == "en" && $0.name == "United Kingdom" && $0.kind == .standard })
        #expect(all.contains { $0.language == "en" && $0.name == "UK" && $0.kind == .short })
        #expect(all.count > 200)
    }

    @Test func aNameInAnyLanguage_findsItsCountry() throws {
        #expect(try names.codes(named: "Γερμανία") == ["DE"])
        #expect(try names.codes(named: "allemagne") == ["DE"])
        #expect(try names.codes(named: "Ivory Coast") == ["CI"])
        #expect(try names.codes(named: "no such place").isEmpty)
    }

    /// Compared on the bytes where a name is ASCII, as `lowercased()` would.
    @Test func aName_isFound_inAnyCase_inAnyScript() throws {
        #expect(try names.codes(named: "ALLEMAGNE") == ["DE"])
        #expect(try names.codes(named: "iVORY cOAST") == ["CI"])
        #expect(try names.codes(named: "ΓΕΡΜΑΝΊΑ") == ["DE"])
        #expect(try names.codes(named: "allemagnf").isEmpty)
        #expect(try names.codes(named: "Allemagn").isEmpty)
    }

    /// The stored name keys (`WorldNameKeys`) key names by their bytes, lowercased
    /// without a String where the script has no case: as `lowercased()` does,
    /// for every name of every country in every language.
    /// A name keyed as `WorldNameKey` promises: `lowercased()`, ς as σ, a
    /// CJK variant as the normal form reads it (臺 as 台).
    static func keyed(_ text: String) -> [UInt8] {
        let lowered = text.lowercased().replacing("ς", with: "σ")
        var folded = String.UnicodeScalarView()
        for scalar in lowered.unicodeScalars {
            folded.append(NormalForm.ideographFolded(scalar.value).flatMap(Unicode.Scalar.init) ?? scalar)
        }
        return Array(String(folded).utf8)
    }

    /// A Greek name in capitals is found: its final sigma, lowercased, is
    /// no final sigma, and CLDR writes one.
    @Test func aGreekNameInCapitals_isFound() throws {
        #expect(try RealWorldDataRepository().countryCodes(named: "ΚΎΠΡΟΣ") == ["CY"])
        #expect(try RealWorldDataRepository().countryCodes(named: "Κύπρος") == ["CY"])
    }

    @Test func everyName_isKeyed_asLowercasedWouldKeyIt() throws {
        var differ: [String] = []
        var count = 0
        for code in try names.countryCodes() {
            for name in try names.allNames(of: code) {
                count += 1
                if WorldNameKey.of(name.name) != Self.keyed(name.name) { differ.append(name.name) }
            }
        }
        #expect(count > 50_000)
        #expect(differ.isEmpty, "\(differ.prefix(10))")
        for text in ["ÀÉÎ", "ΓΕΡΜΑΝΊΑ", "ΚΎΠΡΟΣ", "Κύπρος", "ΚΎΠΡΟΣ Ⴀ", "ГЕРМАНИЯ", "İstanbul", "ԱՄՆ", "Ⴀ", "ᏣᎳᎩ", "\u{212A}elvin", "ǅ"] {
            #expect(WorldNameKey.of(text) == Self.keyed(text), "\(text)")
        }
        // Every letter of the two-byte scripts it lowercases itself (Latin-1,
        // Greek, Cyrillic), alone and between others.
        for value in UInt32(0x80)...0x7FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in ["\(scalar)", "Ab\(scalar)ΣЖ"] {
                #expect(WorldNameKey.of(text) == Self.keyed(text), "U+\(String(value, radix: 16))")
            }
        }
    }
}
