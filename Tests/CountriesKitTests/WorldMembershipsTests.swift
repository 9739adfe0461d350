import CountriesData
import CountriesModel
import Testing

@Suite struct WorldMembershipsTests {
    private let memberships: WorldMemberships

    init() throws {
        memberships = try WorldMemberships(bytes: WorldDataFixtures.membershipsBytes)
    }

    /// The full-member counts each organisation's page gives on 2026-01-01.
    @Test(arguments: [
        ("un", 193), ("eu", 27), ("eurozone", 21), ("schengen", 29), ("eea", 30), ("efta", 4),
        ("oecd", 38), ("g7", 7), ("g20", 19), ("nato", 32), ("commonwealth", 56), ("asean", 11),
        ("au", 55), ("mercosur", 5), ("brics", 10), ("opec", 12),
    ])
    func memberCount_matchesItsSource(key: String, count: Int) throws {
        let list = try #require(try memberships.list(key))
        #expect(list.memberCodes.count == count)
        #expect(Set(list.memberCodes).count == count)
        #expect(list.asOf == "2026-01-01")
        #expect(list.source.hasPrefix("https://"))
    }

    @Test func everyKey_isTested() throws {
        #expect(try memberships.keys() == [
            "asean", "au", "brics", "commonwealth", "eea", "efta", "eu", "eurozone",
            "g20", "g7", "mercosur", "nato", "oecd", "opec", "schengen", "un",
        ])
    }

    @Test func g20_hasTheEUAndAU_asMembersThatAreNotCountries() throws {
        let g20 = try #require(try memberships.list("G20"))
        #expect(g20.nonCountryMembers == ["European Union", "African Union"])
        #expect(!g20.memberCodes.contains("EU"))
    }

    @Test func un_hasTwoObservers_andMercosurOneSuspended() throws {
        let un = try #require(try memberships.list("un"))
        #expect(un.members.filter { $0.role == .observer }.map(\.cca3).sorted() == ["PSE", "VAT"])
        let mercosur = try #require(try memberships.list("mercosur"))
        #expect(mercosur.members.filter { $0.role == .suspended }.map(\.cca2) == ["VE"])
    }

    @Test func listsAgreeWithEachOther() throws {
        let eu = Set(try #require(try memberships.list("eu")).memberCodes)
        let eurozone = Set(try #require(try memberships.list("eurozone")).memberCodes)
        let eea = Set(try #require(try memberships.list("eea")).memberCodes)
        #expect(eurozone.isSubset(of: eu) && eurozone.contains("BG"))
        #expect(eea == eu.union(["IS", "LI", "NO"]))
        #expect(try memberships.list("asean")?.memberCodes.contains("TL") == true)
        #expect(try memberships.memberships(of: "de").map(\.key).contains("nato"))
        #expect(try memberships.list("nope") == nil)
    }
}
