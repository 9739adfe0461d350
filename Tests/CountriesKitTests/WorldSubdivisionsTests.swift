import CountriesData
import CountriesModel
import Testing

@Suite struct WorldSubdivisionsTests {
    private let subdivisions: WorldSubdivisions

    init() throws {
        subdivisions = try WorldSubdivisions(bytes: WorldDataFixtures.subdivisionsBytes)
    }

    @Test func unitedStates_has50States_DC_and6OutlyingAreas() throws {
        let all = try subdivisions.subdivisions(ofCountry: "us")
        #expect(all.count == 57)
        #expect(all.filter { $0.type == "State" }.count == 50)
        #expect(all.filter { $0.type == "District" }.map(\.code) == ["US-DC"])
        #expect(all.filter { $0.type == "Outlying area" }.map(\.code) == ["US-AS", "US-GU", "US-MP", "US-PR", "US-UM", "US-VI"])
        #expect(all.allSatisfy { $0.country == "US" && $0.parent == nil })
        #expect(all.first { $0.code == "US-CA" }?.name == "California")
    }

    @Test func unitedKingdom_hasItsFourParts_withTheirTypes() throws {
        let parts = try ["GB-ENG", "GB-SCT", "GB-WLS", "GB-NIR"].map { try #require(try subdivisions.subdivision(code: $0)) }
        #expect(parts.map(\.type) == ["Country", "Country", "Country", "Province"])
        #expect(parts.map(\.name) == ["England", "Scotland", "Wales", "Northern Ireland"])
        #expect(parts[2].otherISOName == "Cymru")
        #expect(try subdivisions.subdivision(code: "GB-ABE")?.parent == "GB-SCT")
    }

    @Test func bavaria_isALandOfGermany_namedInEnglishAndGerman() throws {
        let bavaria = try #require(try subdivisions.subdivision(code: "de-by"))
        #expect(bavaria.code == "DE-BY" && bavaria.country == "DE")
        #expect(bavaria.englishName == "Bavaria" && bavaria.isoName == "Bayern" && bavaria.type == "Land")
        #expect(try subdivisions.subdivisions(named: "bavaria").map(\.code) == ["DE-BY"])
        #expect(try subdivisions.subdivisions(named: "Bayern").map(\.code) == ["DE-BY"])
        #expect(try subdivisions.subdivisions(named: "texas").map(\.code) == ["US-TX"])
        #expect(try subdivisions.subdivisions(named: "BAYERN").map(\.code) == ["DE-BY"])
        #expect(try subdivisions.subdivisions(named: "ΒΑΥΑΡΊΑ", inAnyLanguage: true).map(\.code) == ["DE-BY"])
    }

    @Test func translations_followTheLocaleChain() throws {
        #expect(try subdivisions.name(of: "DE-BY", inLocaleChain: ["el"]) == "Βαυαρία")
        #expect(try subdivisions.name(of: "DE-BY", inLocaleChain: ["xx", "fr"]) == "Bavière")
        #expect(try subdivisions.name(of: "DE-BY", inLocaleChain: ["xx"]) == nil)
        #expect(try subdivisions.translations(of: "US-CA").contains { $0.language == "ru" })
        #expect(try subdivisions.subdivisions(named: "Baviera", inAnyLanguage: true).map(\.code) == ["DE-BY"])
    }

    @Test func antarctica_andUnknownCodes_haveNone() throws {
        #expect(try subdivisions.subdivisions(ofCountry: "AQ").isEmpty)
        #expect(try subdivisions.subdivision(code: "US-ZZ") == nil)
        #expect(try subdivisions.subdivision(code: "") == nil)
    }
}
