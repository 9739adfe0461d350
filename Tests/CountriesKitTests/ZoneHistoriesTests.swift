import CountriesData
import CountriesMocks
import CountriesModel
import Testing

/// `time` with no place reads every country's zones with their histories
/// in one call: what it reads is what the zones and histories read one by
/// one by name give.
@Suite struct ZoneHistoriesTests {
    @Test func everyCountrysZones_readTogether_areThoseReadOneByOne() throws {
        let repository = RealTimeZoneRepository()
        var codes: [String] = []
        for zone in try repository.allCountryZones() where codes.last != zone.cca2 { codes.append(zone.cca2) }
        codes += ["bv", "zz", "fra", ""] // no zones; not a cca2
        let together = try repository.histories(ofCountries: codes)
        #expect(together.count == codes.count)
        for (code, read) in zip(codes, together) {
            #expect(read.map(\.zone) == (try repository.zones(ofCountry: code)), "\(code)")
            for entry in read {
                #expect(entry.history == (try repository.history(ofZone: entry.zone.zone)), "\(entry.zone.zone)")
            }
        }
        #expect(together.joined().count > 400)
    }

    /// Every country of the data has a zone but the two uninhabited ones;
    /// Kosovo, which the tz tables leave out (it has no ISO 3166-1 code),
    /// gets from the generator the zone most of its neighbours keep at the
    /// data's own offset, UTC+01:00: Europe/Belgrade (FINDINGS 3).
    @Test func everyCountryOfTheData_hasAZone_butBouvetAndHeardIsland() throws {
        let repository = RealTimeZoneRepository()
        let zoneless = try CountryCatalog.snapshot.countries.filter { try repository.zones(ofCountry: $0.cca2).isEmpty }.map(\.cca3)
        #expect(zoneless.sorted() == ["BVT", "HMD"])
        #expect(try repository.zones(ofCountry: "XK") == [CountryZone(cca2: "XK", zone: "Europe/Belgrade")])
    }

    /// A history made from its changes gives them back, and equals the
    /// same history however its readings are numbered.
    @Test func aHistory_keepsItsChanges() {
        let cet = ZoneReading(offsetSeconds: 3600, abbreviation: "CET", isDaylightSaving: false)
        let cest = ZoneReading(offsetSeconds: 7200, abbreviation: "CEST", isDaylightSaving: true)
        let changes = [ZoneChange(instant: 100, reading: cest), ZoneChange(instant: 200, reading: cet), ZoneChange(instant: 300, reading: cest)]
        let made = ZoneHistory(initial: cet, changes: changes, rule: nil)
        #expect(made.changes == changes)
        let numbered = ZoneHistory(initial: cet, readings: [cet, cest], instants: [100, 200, 300], brought: [1, 0, 1], rule: nil)
        #expect(numbered == made)
        #expect(numbered.changes == changes)
        #expect(numbered.reading(at: 150) == cest && numbered.reading(at: 250) == cet && numbered.reading(at: 50) == cet)
        #expect(ZoneHistory(initial: cet, readings: [cet, cest], instants: [100, 200, 300], brought: [1, 0, 0], rule: nil) != made)
    }
}
