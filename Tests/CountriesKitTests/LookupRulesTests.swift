import CountriesData
import CountriesMocks
@testable import CountriesModel
import Testing

/// The rules and the data issue 40 added to the lookup, each with a test
/// that fails without it (the names are the issue's, and ISO's own).
@MainActor
@Suite struct LookupRulesTests {
    static let resolver = SnapshotAnswers.resolver

    private func answer(_ name: String) -> String {
        SnapshotAnswers.answer(name)
    }

    /// Case, a trailing full stop or comma, doubled spaces, a leading "The"
    /// never change an answer.
    @Test(arguments: [
        ("GER.", "DEU"), ("США.", "USA"), ("Japan,", "JPN"), ("  Japan  ", "JPN"),
        ("Virgin Islands.", "VGB|VIR"), ("Virgin  Islands", "VGB|VIR"), ("The Virgin Islands", "VGB|VIR"),
    ])
    func variants_neverChangeTheAnswer(_ name: String, _ expected: String) {
        #expect(answer(name) == expected)
    }

    @Test func variantless_takesOffOnlyWhatNeverChangesAnAnswer() {
        #expect(NameReading.variantless("The  Gambia.") == "Gambia")
        #expect(NameReading.variantless("Korea, Rep.") == "Korea, Rep")
        #expect(NameReading.variantless("The") == "The")
        #expect(NameReading.variantless("Theodore") == "Theodore")
        #expect(NameReading.variantless(".") == ".")
    }

    /// A territory's name another territory less its holder has is
    /// ambiguous however it is written, by its words too.
    @Test(arguments: ["Virgin Is.", "Virgin Isds", "Virgin-Islands"])
    func aSharedTerritorysName_byItsWords_isAmbiguous(_ name: String) {
        #expect(answer(name) == "VGB|VIR")
    }

    /// A typo keeps the first letter of each of its words.
    @Test func aTypo_keepsEachWordsFirstLetter() {
        #expect(answer("North Africa") == "-")
        #expect(answer("Bangaldesh") == "BGD")
        #expect(CountryResolver.firstLetters(of: Array("africa north".utf8)) == Array("an".utf8))
    }

    /// A code is a code as written: accented, it is no code, nor a code
    /// listed among a country's alternative spellings.
    @Test func anAccentedText_isNoCode() {
        #expect(answer("Áo") == "AUT")
        #expect(answer("Bỉ") == "BEL")
        #expect(answer("AO") == "AGO")
    }

    /// Two or three letters of one case are a code or a short form, never
    /// a name in another language: the Hausa "Sin" is China as written,
    /// FIFA's `SIN` (Singapore) and `sin` are no country of the data.
    @Test func aCodesShape_isNoNameInAnotherLanguage() {
        #expect(answer("SIN") == "-")
        #expect(answer("sin") == "-")
        #expect(answer("Sin") == "CHN")
        // As written, a name of that shape is still the name: Kabyle's
        // `WDM` (the United States), Estonian's `Tai`; not `CAD`, Czech's "Čad".
        #expect(answer("WDM") == "USA")
        #expect(answer("Tai") == "THA")
        #expect(answer("CAD") == "-")
        #expect(answer("tai") == "-")
        #expect(answer("UAE") == "ARE")
        #expect(answer("PRC") == "CHN")
        #expect(CodeShape.holds(Array("ROM".utf8)) && CodeShape.holds(Array("rom".utf8)))
        #expect(!CodeShape.holds(Array("Rom".utf8)) && !CodeShape.holds(Array("ROMA".utf8)) && !CodeShape.holds(Array("R".utf8)))
    }

    /// What an official name says before "of" is its form of government,
    /// not its name: those words alone are no country.
    @Test func anOfficialNamesForm_aloneIsNoCountry() {
        #expect(answer("Country") == "-")
        #expect(answer("the country") == "-")
        #expect(answer("Country of Curacao") == "CUW")
        #expect(answer("bosnia") == "BIH")
        #expect(CountryResolver.form(ofOfficial: Array("hashemite kingdom of jordan".utf8)) == [Array("hashemite".utf8), Array("kingdom".utf8)])
        #expect(CountryResolver.form(ofOfficial: Array("jamaica".utf8)).isEmpty)
    }

    /// ISO 3166-3, every entry: by its name as ISO writes it, the name
    /// before its qualifier, its alpha-3 and alpha-4 codes.
    @Test(arguments: [
        ("Upper Volta, Republic of", "BFA"), ("German Democratic Republic", "DEU"), ("Panama Canal Zone", "PAN"),
        ("French Afars and Issas", "DJI"), ("Canton and Enderbury Islands", "KIR"), ("New Hebrides", "VUT"),
        ("Gilbert and Ellice Islands", "KIR|TUV"), ("Neutral Zone", "IRQ|SAU"), ("French Southern and Antarctic Territories", "ATA|ATF"),
        ("Pacific Islands (trust territory)", "FSM|MHL|MNP|PLW"), ("DDR", "DEU"), ("HVBF", "BFA"), ("ddr", "DEU"),
    ])
    func iso3166Part3_entries(_ name: String, _ expected: String) {
        #expect(answer(name) == expected)
    }

    @Test func iso3166Part3_hasItsThirtyOneEntries_eachWithItsSuccessors() {
        #expect(ISO3166Part3.entries.count == 31)
        let codes = Set(CountryCatalog.snapshot.countries.map(\.cca3))
        #expect(ISO3166Part3.entries.allSatisfy { !$0.successors.isEmpty && $0.successors.allSatisfy(codes.contains) })
    }

    /// An IOC code ISO gave a withdrawn country is either.
    @Test func anIOCCode_ISOGaveAWithdrawnCountry_isEither() {
        #expect(answer("BUR") == "BFA|MMR")
        #expect(answer("ANT") == "ATG|BES|CUW|SXM")
        #expect(answer("GER") == "DEU")
    }

    /// HTML's character references are read as their characters, as mojibake
    /// is mended: named (HTML 4.01's) and numeric.
    @Test func htmlReferences_areRead() {
        #expect(NameRepairs.htmlEntitiesDecoded("Per&uacute;") == "Perú")
        #expect(NameRepairs.htmlEntitiesDecoded("Cura&#231;ao") == "Curaçao")
        #expect(NameRepairs.htmlEntitiesDecoded("d&#x27;Ivoire") == "d'Ivoire")
        #expect(NameRepairs.htmlEntitiesDecoded("AT&T") == nil)
        #expect(NameRepairs.htmlEntitiesDecoded("&nosuch;") == nil)
        #expect(answer("Per&uacute;") == "PER")
        #expect(answer("S&#xE3;o Tom&#xE9; and Pr&#xED;ncipe") == "STP")
    }

    /// A character lost to U+FFFD, or to "?" between letters, is any one
    /// character of the one country's name that fits.
    @Test func lostCharacters_areAnyOneCharacter_ofTheOneNameThatFits() {
        #expect(answer("\u{FFFD}land Islands") == "ALA")
        #expect(answer("R?union") == "REU")
        #expect(answer("\u{FFFD}") == "-")
        #expect(answer("\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}") == "-")
        #expect(!NameRepairs.hasLostCharacters(Array("niger?".utf8)))
    }

    /// Natural Earth's names of each country, which people join its shapes
    /// on; none that another country's names hold all the words of.
    @Test func naturalEarthsNames_areTheirCountries() {
        #expect(answer("Switz.") == "CHE")
        #expect(answer("Cz. Rep.") == "CZE")
        #expect(answer("Grlnd.") == "GRL")
        #expect(answer("Am. Samoa") == "ASM")
        #expect(!NaturalEarthNames.all.contains { $0.name == "Korea" })
    }

    /// The program's own names resolve back with no locale: a subdivision
    /// that is the country itself (FR-NC) takes nothing from its name, and a
    /// CLDR name with brackets is that name.
    @Test func theProgramsOwnNames_resolveBack() {
        #expect(answer("Nouvelle-Calédonie") == "NCL")
        #expect(answer("Wallis-et-Futuna") == "WLF")
        #expect(answer("Saint-Pierre-et-Miquelon") == "SPM")
        #expect(answer("Myanmar (Miến Điện)") == "MMR")
        // Italian's name for South Sudan: no IOC code (SUD) told apart by a name.
        #expect(answer("Sud Sudan") != "SDN")
    }

    /// `time` reads a city's zone in the normal form, accents aside.
    @Test func aCitysZone_isFound_accentsAside() throws {
        let repository = RealTimeZoneRepository()
        let names = try repository.zoneNames()
        let listed = Set(try repository.allCountryZones().map(\.zone))
        #expect(ZoneCity.zone("bogotá", in: names, listed: listed) == "America/Bogota")
        #expect(ZoneCity.zone("Zürich", in: names, listed: listed) == "Europe/Zurich")
        #expect(ZoneCity.zone("São Paulo", in: names, listed: listed) == "America/Sao_Paulo")
    }
}
