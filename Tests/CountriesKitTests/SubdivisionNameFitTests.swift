import CountriesData
import CountriesModel
import Testing

/// Every subdivision's English name, as the program shows it, names the
/// subdivision ISO lists under its code: no name fits another code's ISO
/// name and type better than its own (the measure the world-data generator
/// chose CLDR's names by, docs/DATA.md "CLDR's names checked against ISO's").
@Suite struct SubdivisionNameFitTests {
    let subdivisions: WorldSubdivisions
    let measure: SubdivisionNameFit

    init() throws {
        subdivisions = try WorldSubdivisions(bytes: WorldDataFixtures.subdivisionsBytes)
        measure = try SubdivisionNameFit()
    }

    func all() throws -> [WorldSubdivision] {
        try (0..<subdivisions.count).map { try subdivisions.subdivision(atRecord: $0) }
    }

    static func isoText(_ subdivision: WorldSubdivision) -> String {
        [subdivision.isoName, subdivision.otherISOName].compactMap { $0 }.joined(separator: " ")
    }

    @Test func noEnglishName_fitsAnotherCodesISONameBetterThanItsOwn() throws {
        let all = try all()
        #expect(all.count > 5_000)
        let words = all.map { (name: measure.words($0.name), iso: measure.words(Self.isoText($0)), type: measure.words($0.type)) }
        let byCountry = Dictionary(grouping: all.indices, by: { all[$0].country })
        var wrong: [String] = []
        for (index, subdivision) in all.enumerated() {
            let own = measure.fit(words[index].name, isoName: words[index].iso, type: words[index].type)
            for other in byCountry[subdivision.country] ?? [] where other != index {
                let fit = measure.fit(words[index].name, isoName: words[other].iso, type: words[other].type)
                if fit > own + 1e-9 { wrong.append("\(subdivision.code) \(subdivision.name) fits \(all[other].code) \(all[other].isoName) (\(fit) > \(own))") }
            }
        }
        #expect(wrong == [])
    }

    @Test func theNamesTheIssueFoundWrong_nameTheirOwnSubdivision() throws {
        let shown = { (code: String) in try #require(try subdivisions.subdivision(code: code)).name }
        #expect(try shown("IR-23") == "Tehran")
        #expect(try shown("IR-10") == "Isfahan")
        #expect(try shown("IR-04") == "West Azarbaijan")
        #expect(try shown("MA-06") == "Casablanca-Settat")
        #expect(try shown("MA-08") == "Drâa-Tafilalet")
        #expect(try shown("UG-331") == "Omoro")
        #expect(try ["NP-P1", "NP-P2", "NP-P3", "NP-P4", "NP-P5", "NP-P6", "NP-P7"].map(shown)
            == ["Koshi", "Madhesh", "Bagmati", "Gandaki", "Lumbini", "Karnali", "Sudurpashchim"])
        #expect(try shown("PH-COM") == "Davao de Oro")
        #expect(try shown("CD-BC") == "Kongo Central")
        #expect(try shown("CZ-10") == "Prague")
        #expect(try shown("MA-TAF") == "Tarfaya")
        #expect(try shown("TW-CYI") == "Chiayi City")
        #expect(try shown("TW-CYQ") == "Chiayi County")
        #expect(try shown("UA-05") == "Vinnytsia Oblast")
        #expect(try shown("UA-51") == "Odesa Oblast")
        // Moved with the name: the translations are of the same province.
        #expect(try subdivisions.name(of: "IR-23", inLocaleChain: ["de"]) == "Teheran (Provinz)")
    }

    @Test func theMeasure_readsTransliterationsDirectionsAndTypes() throws {
        #expect(measure.fit("Isfahan", isoName: "Eşfahān", type: "Province") > 0.8)
        #expect(measure.fit("East Azerbaijan", isoName: "Āz̄ārbāyjān-e Shārqī", type: "Province")
            > measure.fit("East Azerbaijan", isoName: "Āz̄ārbāyjān-e Ghārbī", type: "Province"))
        #expect(measure.fit("Chiayi County", isoName: "Chiayi", type: "County") > measure.fit("Chiayi County", isoName: "Chiayi", type: "City"))
        #expect(measure.fit("Province 1", isoName: "Koshi", type: "Province") == 0)
        #expect(measure.fit("Maulvi Bazar", isoName: "Moulvibazar", type: "District") > 0.9)
        #expect(measure.fit("Southern", isoName: "Corse-du-Sud", type: "Department") == 0)
    }
}
