import CountriesData
import CountriesModel
import Testing

@Suite struct WorldRegionsTests {
    private let regions: WorldRegions

    init() throws {
        regions = try WorldRegions(bytes: WorldDataFixtures.m49Bytes)
    }

    @Test func latinAmerica_containsBrazilAndMexico_notTheUnitedStates() throws {
        let region = try #require(try regions.region("419"))
        #expect(region.englishName == "Latin America" && region.name == "Latin America and the Caribbean")
        #expect(region.members.contains("BR") && region.members.contains("MX") && !region.members.contains("US"))
        #expect(try regions.region("Latin America")?.code == "419")
        #expect(try regions.region("latin america and the caribbean")?.code == "419")
    }

    /// The lookup asks the regions for a city's name only where it holds no
    /// comma (PlaceLookup: "Lyon, France" is no region): so no region's
    /// name may hold one, in CLDR's form or the UN's.
    @Test func noRegionsName_holdsAComma() throws {
        let regions = try regions.all()
        #expect(regions.count > 20)
        let names = regions.flatMap { [$0.englishName] + ($0.m49Name.map { [$0] } ?? []) }
        #expect(names.filter { $0.contains(",") } == [])
    }

    @Test func subSaharanAfrica_containsNigeria_notEgypt() throws {
        let region = try #require(try regions.region("sub-saharan africa"))
        #expect(region.code == "202")
        #expect(region.members.contains("NG") && !region.members.contains("EG"))
    }

    @Test func northernAmerica_containsTheUnitedStatesAndCanada() throws {
        let region = try #require(try regions.region("021"))
        #expect(region.englishName == "Northern America")
        #expect(region.members.contains("US") && region.members.contains("CA") && !region.members.contains("MX"))
        #expect(try regions.region("Northern America")?.code == "021")
        #expect(try regions.region("21")?.code == "021")
    }

    @Test func world_containsEveryCountryButAntarctica_throughItsRegions() throws {
        let world = try #require(try regions.region(code: "001"))
        #expect(world.members.count == 249 && !world.members.contains("AQ"))
        #expect(world.subregions.sorted() == ["002", "009", "019", "142", "150"])
        #expect(try regions.regions(containing: "fr") == ["155", "150", "001"])
        #expect(try regions.region("Atlantis") == nil)
    }
}
