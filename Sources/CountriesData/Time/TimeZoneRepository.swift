import CountriesModel
import CountriesSnapshot

/// The IANA tz database built into the binary (docs/data/timezones/): which
/// zones each country has, and each zone's history. Read in place, only
/// when a call asks: a command that shows no time reads none of it.
package protocol TimeZoneRepository: Sendable {
    /// The release ("2026f") and the package it was read from.
    func release() throws -> (name: String, package: String)
    /// A country's zones (cca2), most populous first.
    func zones(ofCountry cca2: String) throws -> [CountryZone]
    /// Every country's zones, in code order.
    func allCountryZones() throws -> [CountryZone]
    /// The zone's name as the database spells it; nil for no such zone.
    func zoneName(_ name: String) throws -> String?
    /// Every zone name, links (`US/Eastern`) too.
    func zoneNames() throws -> [String]
    /// The zone's history; nil for no such zone.
    func history(ofZone name: String) throws -> ZoneHistory?
    /// Each country's zones (cca2s), each with its history: what `time`
    /// reads for every zone of the world.
    func histories(ofCountries cca2s: [String]) throws -> [[CountryZoneHistory]]
    /// The zones whose clocks are the zone's (its links, and it), by name;
    /// none for no such zone.
    func sameZones(as name: String) throws -> [String]
}

extension TimeZoneRepository {
    /// Every zone's history compared with the zone's.
    package func sameZones(as name: String) throws -> [String] {
        guard let history = try history(ofZone: name) else { return [] }
        return try zoneNames().filter { try self.history(ofZone: $0) == history }
    }

    /// Each country's zones, then each zone's history by its name.
    package func histories(ofCountries cca2s: [String]) throws -> [[CountryZoneHistory]] {
        try cca2s.map { cca2 in
            try zones(ofCountry: cca2).map { zone in
                guard let history = try history(ofZone: zone.zone) else { throw WorldDataError.damaged("no zone \(zone.zone)") }
                return CountryZoneHistory(zone: zone, history: history)
            }
        }
    }
}

/// Reads the file `timezones.c` embeds.
package struct RealTimeZoneRepository: TimeZoneRepository {
    package init() {}

    package func release() throws -> (name: String, package: String) { try file().release() }
    package func zones(ofCountry cca2: String) throws -> [CountryZone] { try file().zones(ofCountry: cca2) }
    package func allCountryZones() throws -> [CountryZone] { try file().allCountryZones() }
    package func zoneName(_ name: String) throws -> String? { try file().zoneName(name) }
    package func zoneNames() throws -> [String] { try file().zoneNames() }
    package func history(ofZone name: String) throws -> ZoneHistory? { try file().history(ofZone: name) }
    package func histories(ofCountries cca2s: [String]) throws -> [[CountryZoneHistory]] { try file().histories(ofCountries: cca2s) }
    package func sameZones(as name: String) throws -> [String] { try file().sameZones(as: name) }

    private func file() throws -> TimeZoneFile {
        switch Self.embedded {
        case let .opened(file): return file
        case let .failed(error): throw error
        }
    }

    /// The file's sections found once, at the first call that reads it, and
    /// kept: `time` asks for hundreds of zones, each a call. (Not a
    /// `Result`: a generic type made at run time costs `show` its start.)
    private static let embedded: Embedded = {
        do {
            return .opened(try TimeZoneFile(bytes: WorldDataBytes(lastingForever: UnsafeRawBufferPointer(start: world_timezones_bytes(), count: world_timezones_length()))))
        } catch {
            return .failed(error)
        }
    }()

    private enum Embedded: Sendable {
        case opened(TimeZoneFile)
        case failed(any Error)
    }
}
