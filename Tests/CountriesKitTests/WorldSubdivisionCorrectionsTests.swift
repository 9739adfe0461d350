import CountriesData
import CountriesModel
import Foundation
import Testing

/// subdivisions.bin as a reader sees it: names without the footnote marks
/// CLDR and ISO print, and Norway's counties of 2024 from the hand-kept
/// docs/data/world/corrections.tsv, the codes they replaced kept as former ones.
@Suite struct WorldSubdivisionCorrectionsTests {
    private let subdivisions: WorldSubdivisions
    private let countries: [String]

    init() throws {
        subdivisions = try WorldSubdivisions(bytes: WorldDataFixtures.subdivisionsBytes)
        countries = try WorldNames(bytes: WorldDataFixtures.namesBytes).countryCodes()
    }

    /// CLDR's "Île-de-France²" and ISO's "Aerodrom †" tell two entries of a
    /// printed table apart; in a name they are noise.
    static func hasFootnoteMark(_ name: String) -> Bool {
        name.unicodeScalars.contains { "¹²³⁰⁴⁵⁶⁷⁸⁹†‡*".unicodeScalars.contains($0) }
    }

    @Test func noSubdivisionName_inAnyLanguage_carriesAFootnoteMark() throws {
        var marked: [String] = []
        var count = 0
        for country in countries {
            for subdivision in try subdivisions.subdivisions(ofCountry: country) {
                count += 1
                let names = [subdivision.isoName, subdivision.otherISOName, subdivision.englishName].compactMap { $0 }
                    + (try subdivisions.translations(of: subdivision.code)).map(\.name)
                marked += names.filter(Self.hasFootnoteMark).map { "\(subdivision.code) \($0)" }
            }
        }
        #expect(count > 5000)
        #expect(marked == [])
        #expect(try subdivisions.subdivision(code: "FR-IDF")?.name == "Île-de-France")
        #expect(try subdivisions.subdivision(code: "UG-330")?.name == "Zombo")
        #expect(try subdivisions.subdivision(code: "MK-801")?.isoName == "Aerodrom")
        #expect(try subdivisions.subdivision(code: "NP-P4")?.name == "Gandaki")
        #expect(try subdivisions.subdivisions(named: "Île-de-France").map(\.code) == ["FR-IDF"])
    }

    @Test func everyEnglishName_isInLatinScript() throws {
        var others: [String] = []
        for country in countries {
            for subdivision in try subdivisions.subdivisions(ofCountry: country) {
                let latin = subdivision.name.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic || $0.value < 0x250 || (0x1E00...0x1EFF).contains($0.value) || (0x2B0...0x2FF).contains($0.value) || (0x300...0x36F).contains($0.value) }
                if !latin { others.append("\(subdivision.code) \(subdivision.name)") }
            }
        }
        #expect(others == [])
    }

    @Test func norway_hasTheFifteenCountiesOf2024_andItsTwoArcticRegions() throws {
        let norway = try subdivisions.subdivisions(ofCountry: "NO")
        #expect(norway.filter { $0.type == "County" }.map { "\($0.code) \($0.name)" } == [
            "NO-03 Oslo", "NO-11 Rogaland", "NO-15 Møre og Romsdal", "NO-18 Nordland", "NO-31 Østfold",
            "NO-32 Akershus", "NO-33 Buskerud", "NO-34 Innlandet", "NO-39 Vestfold", "NO-40 Telemark",
            "NO-42 Agder", "NO-46 Vestland", "NO-50 Trøndelag", "NO-55 Troms", "NO-56 Finnmark",
        ])
        #expect(norway.filter { $0.type == "Arctic region" }.map(\.code) == ["NO-21", "NO-22"])
        // The new counties keep the translations CLDR gave the same county under its code before 2020 (NO-01).
        #expect(try subdivisions.name(of: "NO-31", inLocaleChain: ["el"]) == "Όστφολντ")
        // And the names ISO gives in Sami and Kven, as translations.
        #expect(try subdivisions.name(of: "NO-55", inLocaleChain: ["se"]) == "Romsa")
        #expect(try subdivisions.name(of: "NO-56", inLocaleChain: ["fkv"]) == "Finmarkku")
    }

    @Test func theCodesNorwayWithdrewIn2024_areFormerOnes_withWhatBecameOfThem() throws {
        #expect(try subdivisions.subdivision(code: "NO-30") == nil)
        let viken = try #require(try subdivisions.formerSubdivision("no-30"))
        #expect(viken.name == "Viken" && viken.type == "County" && viken.date == "2024-01-01" && viken.year == "2024")
        #expect(viken.successors == ["NO-31", "NO-32", "NO-33"])
        #expect(try subdivisions.formerSubdivision("viken")?.code == "NO-30")
        #expect(try subdivisions.formerSubdivision("NO-38")?.successors == ["NO-39", "NO-40"])
        // Its Bokmål name, which ISO gives first, not CLDR's Kven one.
        let tromsOgFinnmark = try #require(try subdivisions.formerSubdivision("NO-54"))
        #expect(tromsOgFinnmark.name == "Troms og Finnmark" && tromsOgFinnmark.successors == ["NO-55", "NO-56"])
        #expect(try subdivisions.formerSubdivision("NO-03") == nil)
        #expect(try subdivisions.formerSubdivision("") == nil)
    }

    /// The generator applies corrections.tsv: each row is in the data as it says.
    @Test func everyCorrection_isInTheData() throws {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/data/world/corrections.tsv").path
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(rows.first)
        #expect(rows.count > 1)
        for row in rows.dropFirst() {
            let field = Dictionary(uniqueKeysWithValues: zip(header, row))
            let code = try #require(field["code"])
            if field["change"] == "add" {
                let subdivision = try #require(try subdivisions.subdivision(code: code), "\(code)")
                #expect(subdivision.isoName == field["name"] && subdivision.type == field["type"], "\(code)")
                #expect(try subdivisions.formerSubdivision(code) == nil, "\(code)")
            } else if field["change"] == "name" {
                // ISO's entry as the row says, shown under the English name it gives.
                let subdivision = try #require(try subdivisions.subdivision(code: code), "\(code)")
                #expect(subdivision.type == field["type"] && subdivision.englishName == field["english"], "\(code)")
                #expect([subdivision.isoName, subdivision.otherISOName].compactMap { $0 }.joined(separator: " ") == field["name"], "\(code)")
            } else {
                #expect(try subdivisions.subdivision(code: code) == nil, "\(code)")
                let former = try #require(try subdivisions.formerSubdivision(code), "\(code)")
                #expect(former.successors.joined(separator: " ") == field["successors"] && former.date == field["date"], "\(code)")
                #expect(former.source == field["source"], "\(code)")
            }
        }
    }
}
