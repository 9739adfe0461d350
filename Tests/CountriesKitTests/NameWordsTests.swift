@testable import CountriesModel
import CountriesMocks
import Testing

@Suite struct NameWordsTests {
    @Test(arguments: [
        ("Korea, Rep.", ["korea", "rep"]),                         // commas and full stops
        ("Côte d'Ivoire", ["cote", "divoire"]),                    // accents; an apostrophe joins
        ("Lao People’s Dem. Rep.", ["lao", "peoples", "dem", "rep"]), // a typographic apostrophe too
        ("U.S. Virgin Islands", ["us", "virgin", "islands"]),      // initials become one word
        ("Guinea-Bissau", ["guinea", "bissau"]),                   // a hyphen separates
        ("Iran (Islamic Republic of)", ["iran", "islamic", "republic", "of"]),
        ("Trinidad & Tobago", ["trinidad", "tobago"]),
        ("  ", []),
    ])
    func split_foldsAndSplitsAtPunctuation(_ text: String, _ words: [String]) {
        #expect(NameWords.Split(NameReading.folded(text)).arrays.map { String(decoding: $0, as: UTF8.self) } == words)
    }

    @Test(arguments: [
        (["korea", "rep"], ["korea", "republic"]),
        (["congo", "dem", "rep"], ["congo", "democratic", "republic"]),
        (["st", "lucia"], ["saint", "lucia"]),
        (["cayman", "is"], ["cayman", "island"]),
        (["solomon", "islands"], ["solomon", "island"]),
        (["micronesia", "fed", "sts"], ["micronesia", "federation", "states"]),
        (["federated", "states"], ["federation", "states"]),
        (["lao", "pdr"], ["lao", "peoples", "democratic", "republic"]),
        (["us", "virgin", "island"], ["united", "states", "virgin", "island"]),
        (["france"], ["france"]),
    ])
    func expanded_writesShortFormsOut(_ words: [String], _ expanded: [String]) {
        #expect(Self.expanded(words) == expanded)
    }

    @Test(arguments: [
        (["the", "bahamas"], ["bahamas"]),
        (["bahamas", "the"], ["bahamas"]),
        (["bosnia", "and", "herzegovina"], ["bosnia", "herzegovina"]),
        (["republic", "of", "korea"], ["republic", "korea"]),
        (["el", "salvador"], ["el", "salvador"]), // only English articles
    ])
    func expanded_dropsTheOfAnd(_ words: [String], _ kept: [String]) {
        #expect(Self.expanded(words) == kept)
    }

    /// The words of a name, short forms written out, articles dropped.
    private static func expanded(_ words: [String]) -> [String] {
        NameWords.Split(NameReading.folded(words.joined(separator: " "))).expanded.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func nameKey_setsWordOrderAside() {
        #expect(NameKey("korea republic") == NameKey("republic korea"))
        #expect(NameKey("korea republic").bytes == Array("korea republic".utf8))
    }

    @Test(arguments: [
        ("Korea, Rep.", "Republic of Korea"),
        ("Bahamas, The", "The Bahamas"),
        ("Iran (Islamic Republic of)", "Islamic Republic of Iran"),
        ("Micronesia, Fed. Sts.", "Federated States of Micronesia"),
        ("St. Kitts & Nevis", "Saint Kitts and Nevis"),
        ("Lao PDR", "Lao People's Democratic Republic"),
    ])
    func nameKey_isOneForEverySpellingOfAName(_ messy: String, _ clean: String) {
        #expect(NameKey(messy) == NameKey(clean))
    }

    @Test(arguments: [("Mexico", "New Mexico"), ("Niger", "Nigeria"), ("Guinea", "Guinea-Bissau"), ("Sudan", "South Sudan")])
    func nameKey_keepsDifferentNamesApart(_ one: String, _ other: String) {
        #expect(NameKey(one) != NameKey(other))
    }

    @Test func isWordSubset_needsEveryWord() {
        #expect(NameKey("Bosnia").isWordSubset(of: NameKey("Bosnia and Herzegovina")))
        #expect(NameKey("Herzegovina Bosnia").isWordSubset(of: NameKey("Bosnia and Herzegovina")))
        #expect(!NameKey("New Mexico").isWordSubset(of: NameKey("Mexico")))
        #expect(!NameKey("Bos").isWordSubset(of: NameKey("Bosnia and Herzegovina"))) // whole words only
    }
}

@Suite struct NameAliasesTests {
    /// An alias names one country the data has, and is none of its current
    /// names: the table adds names, it never overrides one.
    @Test func everyAlias_namesACountryOfTheData_andNoCurrentName() {
        for alias in NameAliases.all {
            #expect(CountryCatalog.snapshot.country(cca3: alias.cca3) != nil, "\(alias.name)")
            let current = CountryCatalog.snapshot.countries.filter { [$0.name.common, $0.name.official].contains { NameKey($0) == NameKey(alias.name) } }
            #expect(current.allSatisfy { $0.cca3 == alias.cca3 }, "\(alias.name) is a current name of \(current.map(\.cca3))")
        }
    }

    /// The lookup compares a name's words with a stored key's bytes
    /// without making its words: each word of the one as many times in
    /// the other, whole words only.
    @Test func wordsOfAKeysBytes_areASubset_asTheirCountsSay() {
        let names = ["Bosnia", "Bosnia and Herzegovina", "Guinea", "Papua New Guinea", "Guinea Guinea", "New Zealand", "Korea, Rep.",
                     "Republic of Korea", "the Gambia", "Island", "Islands Island", "Saint Kitts and Nevis", "Congo", "Dem. Rep. Congo"]
        func counts(_ key: NameKey) -> [ArraySlice<UInt8>: Int] { key.words.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
        for query in names {
            for name in names {
                let key = NameKey(query), other = counts(NameKey(name))
                let expected = counts(key).allSatisfy { other[$0.key, default: 0] >= $0.value }
                let subset = NameKey(name).bytes.withUnsafeBytes { NameKey.isWordSubset(key.words, of: $0) }
                #expect(subset == expected, "\(query) in \(name)")
            }
        }
    }
}
