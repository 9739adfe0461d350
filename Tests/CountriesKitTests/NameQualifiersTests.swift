import CountriesMocks
@testable import CountriesModel
import Testing

/// The readings of a name that carries more than one (`NameQualifiers`),
/// each judged against the data by `CountryResolver`: a rule each, and
/// what each must leave unknown.
@MainActor
@Suite struct NameQualifiersTests {
    static let resolver = CountryResolver(catalog: .snapshot, locale: .english, world: WorldDataNames())

    private func answer(_ name: String) -> NameResolution { Self.resolver.resolve(name) }

    /// A capital from the data after the name tells the country apart,
    /// whatever stands between them.
    @Test(arguments: [
        ("Guinea Conakry", "GIN", "Conakry"), ("Sudan-Khartoum", "SDN", "Khartoum"), ("Guinea (Conakry)", "GIN", "Conakry"),
        ("Conakry, Guinea", "GIN", "Conakry"), ("Korea, Seoul", "KOR", "Seoul"), ("Sudan / Khartoum", "SDN", "Khartoum"),
    ])
    func aCapital_tellsTheCountryApart(_ name: String, _ cca3: String, _ qualifier: String) {
        let resolution = answer(name)
        #expect(resolution.country?.cca3 == cca3)
        #expect(resolution.repairs.contains(.qualifier(qualifier)) || resolution.repairs.contains(.tag(qualifier)))
    }

    /// Only the country's own capital: another's, or a city the data does
    /// not know as one (Malabo: the data gives Ciudad de la Paz), is no answer.
    @Test(arguments: ["Guinea Malabo", "Sudan (Juba)", "Sudan Juba", "Mexico City", "Panama City", "Equatorial Guinea (Malabo)", "Korea Pyongyang Seoul"])
    func aCityThatIsNotItsCapital_decidesNothing(_ name: String) {
        #expect(answer(name).country == nil)
    }

    /// An ambiguous name with a bracketed capital: "Korea (Pyongyang)".
    @Test func anAmbiguousName_isToldApart_byItsCapitalInBrackets() {
        #expect(answer("Korea (Pyongyang)").country?.cca3 == "PRK")
        #expect(answer("Korea (Seoul)").country?.cca3 == "KOR")
    }

    @Test(arguments: [
        ("Moldavian SSR", "MDA"), ("Georgian Soviet Socialist Republic", "GEO"), ("Kazakh SSR", "KAZ"), ("Uzbek S.S.R.", "UZB"),
        ("Kirghiz SSR", "KGZ"), ("Tajik SSR", "TJK"), ("Turkmen SSR", "TKM"), ("Azerbaijan SSR", "AZE"), ("Russian SFSR", "RUS"),
        ("Russian Soviet Federative Socialist Republic", "RUS"), ("Estonian SSR", "EST"), ("Byelorussian SSR", "BLR"), ("Armenian SSR", "ARM"),
    ])
    func aSovietRepublic_isItsSuccessor_byTheDatasDemonymsAndNames(_ name: String, _ cca3: String) {
        let resolution = answer(name)
        #expect(resolution.country?.cca3 == cca3)
        #expect(resolution.reason?.kind == "former name")
    }

    /// Only the Soviet Union's successors: "French SSR" is no country.
    @Test(arguments: ["French SSR", "SSR", "Soviet Socialist Republic", "German Soviet Socialist Republic"])
    func anAdjectiveOfNoSovietRepublic_isUnknown(_ name: String) {
        #expect(answer(name).country == nil)
    }

    @Test(arguments: [("Faroes", "FRO"), ("Falklands", "FLK"), ("Northern Marianas", "MNP"), ("the Caymans", "CYM"), ("Solomons", "SLB")])
    func islands_writtenAsTheirPlural(_ name: String, _ cca3: String) {
        #expect(answer(name).country?.cca3 == cca3)
    }

    /// The resolver asks its table of short forms only for a text that
    /// `mayBeIslandsShortForm`: every short form must be one, whatever
    /// the word before "Islands" (every word of up to three letters, as
    /// the short forms written out are: "Is", "Sts", "Terrs"...).
    @Test func everyIslandsShortForm_mayBeOne() {
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        var words = letters
        words += letters.flatMap { first in letters.map { first + $0 } }
        words += words.filter { $0.count == 2 }.flatMap { first in letters.map { first + $0 } }
        words += ["isl", "isd", "terr", "territorie", "islands", "isle", "Faroe", "Virgin", "Mariana"]
        let names = CountryCatalog.snapshot.countries.flatMap { [$0.name.common, $0.name.official] }
            + words.flatMap { ["\($0.capitalized) Islands", "North \($0) Islands", "The \($0) Islands"] }
        var shortForms = 0
        for name in names {
            guard let short = NameQualifiers.islandsShortForm(of: name) else { continue }
            shortForms += 1
            #expect(NameQualifiers.mayBeIslandsShortForm(NameKey(short)), "\(name): \(short)")
        }
        #expect(shortForms > 50_000)
        #expect(!NameQualifiers.mayBeIslandsShortForm(NameKey("Bavaria")))
    }

    @Test func islandsShortForm_onlyOfANameEndingInIslands() {
        #expect(NameQualifiers.islandsShortForm(of: "Faroe Islands") == "Faroes")
        #expect(NameQualifiers.islandsShortForm(of: "Turks and Caicos Islands") == nil)
        #expect(NameQualifiers.islandsShortForm(of: "Iceland") == nil)
        // Both the British and the United States' are "Virgins": ambiguous.
        guard case .ambiguous = answer("Virgins").outcome else { Issue.record("Virgins: \(answer("Virgins").outcome)"); return }
    }

    /// A country less another country is still the country; less a city
    /// or a region, it is not one country any more.
    @Test func aCountryLessAnother_isTheCountry_lessACity_isNot() {
        #expect(answer("China excluding Hong Kong").country?.cca3 == "CHN")
        #expect(answer("China without Taiwan").country?.cca3 == "CHN")
        #expect(answer("Sweden except Stockholm").country == nil)
        #expect(answer("Asia without China").country == nil)
    }

    /// A translation that is also a subdivision of the same country is that country.
    @Test func aPartOfTheCountryItself_isTheCountry() {
        #expect(answer("Bonaire").country?.cca3 == "BES")
    }

    /// The brief's examples stay as they were: a capital alone is no country.
    @Test func aCapitalAlone_staysNoCountry_withItsCountryHinted() {
        let london = answer("London")
        #expect(london.country == nil)
        #expect(london.suggestions.map(\.cca3) == ["GBR"])
        guard case .ambiguous = answer("Virgin Islands").outcome else { Issue.record("Virgin Islands is not ambiguous"); return }
    }

    @Test func splits_bothWaysRound_atEachSeparator() {
        #expect(NameQualifiersTests.splits("Sudan-Khartoum") == ["Sudan|Khartoum", "Khartoum|Sudan"])
        #expect(NameQualifiersTests.splits("France").isEmpty)
        #expect(NameQualifiersTests.splits("a b c d e f g").isEmpty)
    }
}

/// Places joined, a territory with its holder first, a tagged name's words.
@MainActor
@Suite struct JoinedNamesTests {
    private func answer(_ name: String) -> String? { NameQualifiersTests.resolver.resolve(name).country?.cca3 }

    @Test func placesJoined_thatAreOneCountrys_areIt_twoCountries_areNone() {
        #expect(answer("Bonaire and Sint Eustatius") == "BES")
        #expect(answer("Sint Eustatius and Saba") == "BES")
        #expect(answer("Norway, Svalbard and Jan Mayen") == nil)
        #expect(answer("Belgium and Luxembourg") == nil)
    }

    /// The holder is ISO 3166-2's: Martinique is FR-972. Any other
    /// country's name first is no holder of it.
    @Test func aTerritory_afterItsHolder_isTheTerritory() {
        #expect(answer("France, Martinique") == "MTQ")
        #expect(answer("France: Guadeloupe") == "GLP")
        #expect(answer("Spain, Martinique") == nil)
    }

    @Test func aTaggedName_mayGiveSomeWordsOfOneName() {
        #expect(answer("Heard and McDonald Islands (AU)") == "HMD")
        #expect(answer("Heard and McDonald Isles") == nil)
    }
}

/// "Saint" read as the Dutch "Sint", as the data spells the Dutch islands;
/// a tagged name's core read with an untagged name's last steps.
@MainActor
@Suite struct NameReadingsTests {
    private func answer(_ name: String) -> NameResolution { NameQualifiersTests.resolver.resolve(name) }

    @Test func saint_isReadAsSint_whenNothingElseMatched() {
        #expect(answer("St. Maarten").country?.cca3 == "SXM")
        #expect(answer("St. Maarten").repairs.first == .reading("Sint Maarten"))
        #expect(answer("Bonaire and Saint Eustatius").country?.cca3 == "BES")
        // A name that matches as written is never read another way.
        #expect(answer("Saint Martin").country?.cca3 == "MAF")
        #expect(NameRepairs.saintInDutch("France") == nil)
    }

    @Test func aTaggedName_withATypo_isTheCountry_itsTagJudged() {
        #expect(answer("South Georgia and the South Sandwichs Islands (UK)").country?.cca3 == "SGS")
        #expect(answer("Argentinia (AR)").country?.cca3 == "ARG")
        #expect(answer("Argentinia (BR)").country == nil)
    }

    /// A text is split on its bytes as its characters split it (the
    /// reference below), for every separator, run of separators and place,
    /// and the words' limits; a dash with a combining mark is no separator.
    @Test func splits_ofTheBytes_areTheCharactersSplits() {
        let separators = [" ", "(", ")", "[", "]", ",", ":", "/", "-", "  ", ", ", " (", "\t", "."]
        var texts = ["France", "a b c d e f g", "a b c d e f", "", " ", "--", "Guinea Conakry", "Sudan-Khartoum", "Korea, Rep.", "(Congo) Zaire"]
        // Texts of other scripts: one word, or split at a dash or a space.
        texts += ["Кипар", "キプロス", "Гвинея–Бисау", "Гвинея—Бисау", "Гвинея-Бисау", "Κύπρος Λευκωσία", "€uro", "\u{2013}", "a\u{2013}\u{0301}b"]
        for first in separators {
            for second in separators {
                texts += ["a\(first)b\(second)c", "\(first)a\(second)", "Congo\(first)\(second)Zaire", "x\(first)y z\(second)"]
            }
        }
        for text in texts {
            #expect(NameQualifiersTests.splits(text) == Self.splitsByCharacters(text), "\(text)")
        }
    }
}

extension NameQualifiersTests {
    /// `NameQualifiers.splits` of a text, as "name|qualifier" texts.
    static func splits(_ text: String) -> [String] {
        let utf8 = Array(text.utf8)
        return NameQualifiers.splits(utf8).map { String(decoding: utf8[$0.name], as: UTF8.self) + "|" + String(decoding: utf8[$0.qualifier], as: UTF8.self) }
    }
}

extension NameReadingsTests {
    /// The splits a character at a time, as the resolver made them before
    /// it read bytes: the reference the byte splits are held to.
    static func splitsByCharacters(_ text: String) -> [String] {
        func isSeparator(_ character: Character) -> Bool {
            let scalars = character.unicodeScalars
            guard let first = scalars.first, scalars.count == 1 else { return false }
            return [0x20, 0x28, 0x29, 0x5B, 0x5D, 0x2C, 0x3A, 0x2F, 0x2D, 0x2013, 0x2014].contains(first.value)
        }
        func trimmed(_ text: Substring) -> String {
            guard let first = text.firstIndex(where: { !isSeparator($0) }), let last = text.lastIndex(where: { !isSeparator($0) }) else { return "" }
            return String(text[first...last])
        }
        let words = text.split(whereSeparator: isSeparator)
        guard words.count > 1, words.count <= 6 else { return [] }
        var found: [String] = []
        var seen = Set<String>()
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if isSeparator(text[index]) {
                let head = trimmed(text[..<index]), tail = trimmed(text[next...])
                if !head.isEmpty, !tail.isEmpty, seen.insert(head + "\u{0}" + tail).inserted {
                    found += [head + "|" + tail, tail + "|" + head]
                }
            }
            index = next
        }
        return found
    }
}
