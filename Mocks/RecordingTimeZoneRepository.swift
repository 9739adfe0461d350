import CountriesData
import CountriesModel
import Foundation

/// The built-in tz database, each call recorded: so a test can say which
/// zones an intent read (and that `show fra --json` read none).
package final class RecordingTimeZoneRepository: TimeZoneRepository, @unchecked Sendable {
    package enum Action: Equatable, Sendable {
        case release
        case zones(ofCountry: String)
        case allCountryZones
        case zoneName(String)
        case zoneNames
        case history(ofZone: String)
        case sameZones(as: String)
    }

    private let lock = NSLock()
    private var recorded: [Action] = []
    private let real = RealTimeZoneRepository()

    package init() {}

    package var actions: [Action] { lock.withLock { recorded } }

    private func record(_ action: Action) { lock.withLock { recorded.append(action) } }

    package func release() throws -> (name: String, package: String) {
        record(.release)
        return try real.release()
    }

    package func zones(ofCountry cca2: String) throws -> [CountryZone] {
        record(.zones(ofCountry: cca2))
        return try real.zones(ofCountry: cca2)
    }

    package func allCountryZones() throws -> [CountryZone] {
        record(.allCountryZones)
        return try real.allCountryZones()
    }

    package func zoneName(_ name: String) throws -> String? {
        record(.zoneName(name))
        return try real.zoneName(name)
    }

    package func zoneNames() throws -> [String] {
        record(.zoneNames)
        return try real.zoneNames()
    }

    package func sameZones(as name: String) throws -> [String] {
        record(.sameZones(as: name))
        return try real.sameZones(as: name)
    }

    package func history(ofZone name: String) throws -> ZoneHistory? {
        record(.history(ofZone: name))
        return try real.history(ofZone: name)
    }
}
