import Foundation
import Testing

/// `--region` takes UN M49 regions and intermediate regions, by name or code.
@Suite struct M49RegionTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary()
    }

    @Test func m49Regions_byCodeAndName_listTheirCountries() throws {
        let northernAmerica = try countries.run("list", "--region", "Northern America", "--fields", "cca3")
        #expect(northernAmerica.lines == ["BMU", "CAN", "GRL", "SPM", "USA"])
        #expect(northernAmerica.stderr.isEmpty)
        #expect(try countries.run("list", "--region", "021", "--fields", "cca3").lines == northernAmerica.lines)
        let latinAmerica = try countries.run("list", "--region", "419", "--fields", "cca3")
        #expect(latinAmerica.lines.count == 52 && latinAmerica.lines.contains("BRA") && !latinAmerica.lines.contains("USA"))
        #expect(try countries.run("list", "--region", "latin america and the caribbean", "--fields", "cca3").lines == latinAmerica.lines)
        let subSaharan = try countries.run("list", "--region", "Sub-Saharan Africa", "--fields", "cca3")
        #expect(subSaharan.lines.contains("NGA") && !subSaharan.lines.contains("EGY"))
        #expect(try countries.run("list", "--region", "202", "--fields", "cca3").lines == subSaharan.lines)
    }

    @Test func aRegionNoneHas_isAUsageError() throws {
        let output = try countries.run("list", "--region", "Mars")
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("Error: Unknown region 'Mars'; the regions are Africa, Americas, Antarctic, Asia, Europe, Oceania, or a UN M49"))
    }
}
