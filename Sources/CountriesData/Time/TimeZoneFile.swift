import CountriesModel

/// timezones.bin, read in place (docs/data/timezones/README.md): the world
/// data's container, a country's zones found by binary search of its code,
/// a zone by binary search of its name in any case, only what is asked
/// decoded.
package struct TimeZoneFile: Sendable {
    private let file: WorldDataFile
    private let meta: WorldTable
    private let countries: WorldTable
    private let countryZones: WorldTable
    private let zones: WorldTable
    private let data: WorldTable
    private let transitions: WorldTable
    private let types: WorldTable

    package init(bytes: WorldDataBytes) throws {
        file = try WorldDataFile(bytes)
        meta = try file.table("META", recordSize: 8)
        countries = try file.table("CTRY", recordSize: 8)
        countryZones = try file.table("CZON", recordSize: 8)
        zones = try file.table("ZONE", recordSize: 8)
        data = try file.table("ZDAT", recordSize: 20)
        transitions = try file.table("TRAN", recordSize: 16)
        types = try file.table("TYPE", recordSize: 12)
    }

    /// The tz database release ("2026f") and the package it came from.
    package func release() throws -> (name: String, package: String) {
        (try file.requiredString(file.bytes.u32(at: meta.offset(0, 0))), try file.requiredString(file.bytes.u32(at: meta.offset(0, 4))))
    }

    /// A country's zones (cca2, any case), most populous first, as the tz
    /// database orders them; none for a country it gives none (Bouvet Island).
    package func zones(ofCountry cca2: String) throws -> [CountryZone] {
        guard let (code, entries) = try entries(ofCountry: cca2) else { return [] }
        return try entries.map { try zone(ofEntry: $0, country: code) }
    }

    /// Each country's zones (cca2s, any case), with their histories: a
    /// zone's data found from the country's entry, not by a search of its
    /// name, and decoded once where zones share it.
    package func histories(ofCountries cca2s: [String]) throws -> [[CountryZoneHistory]] {
        var decoded = [ZoneHistory?](repeating: nil, count: data.count)
        // Zones share their footer rules (Europe's summer time): each parsed once.
        var rules: [UInt32: TimeZoneRule?] = [:]
        let rule = { (footer: UInt32) throws -> TimeZoneRule? in
            if let known = rules[footer] { return known }
            let made = try self.rule(footer)
            rules[footer] = made
            return made
        }
        return try cca2s.map { cca2 in
            guard let (code, entries) = try entries(ofCountry: cca2) else { return [] }
            return try entries.map { entry in
                let zone = Int(try file.bytes.u16(at: countryZones.offset(entry, 0)))
                let record = try dataRecord(ofZone: zone)
                guard record < decoded.count else { throw WorldDataError.damaged("zone \(zone)'s data \(record) of \(decoded.count)") }
                let history = try decoded[record] ?? history(ofRecord: record, zone: zone, rule: rule)
                decoded[record] = history
                return CountryZoneHistory(zone: try self.zone(ofEntry: entry, country: code), history: history)
            }
        }
    }

    /// The country's code as stored, and its entries in `CZON`; nil for
    /// a country the file gives no zone.
    private func entries(ofCountry cca2: String) throws -> (code: String, entries: Range<Int>)? {
        let code = Array(cca2.uppercased().utf8)
        guard code.count == 2 else { return nil }
        let wanted = UInt16(code[0]) << 8 | UInt16(code[1])
        let key = { (index: Int) throws -> UInt16 in
            let offset = try countries.offset(index, 0)
            return UInt16(try file.bytes.u8(at: offset)) << 8 | UInt16(try file.bytes.u8(at: offset + 1))
        }
        let found = try countries.partition(0..<countries.count) { try key($0) < wanted }
        guard found < countries.count, try key(found) == wanted else { return nil }
        let count = Int(try file.bytes.u16(at: countries.offset(found, 2)))
        let first = Int(try file.bytes.u32(at: countries.offset(found, 4)))
        guard first <= countryZones.count, count <= countryZones.count - first else { throw WorldDataError.damaged("country \(found)'s zones out of range") }
        return (String(decoding: code, as: UTF8.self), first..<first + count)
    }

    private func zone(ofEntry entry: Int, country: String) throws -> CountryZone {
        let offset = try countryZones.offset(entry, 0)
        return CountryZone(
            cca2: country,
            zone: try name(ofZone: Int(try file.bytes.u16(at: offset))),
            comment: try file.string(file.bytes.u32(at: offset + 4))
        )
    }

    /// Every country's zones, by cca2, in code order.
    package func allCountryZones() throws -> [CountryZone] {
        try (0..<countries.count).flatMap { index in
            try zones(ofCountry: file.bytes.ascii(at: countries.offset(index, 0), count: 2))
        }
    }

    /// The zone's name as the tz database spells it (`europe/paris` gives
    /// `Europe/Paris`); nil for no zone of that name.
    package func zoneName(_ name: String) throws -> String? {
        try zoneIndex(name).map(name(ofZone:))
    }

    /// Every zone name, links too (`US/Eastern`), in order of their lower-case bytes.
    package func zoneNames() throws -> [String] {
        try (0..<zones.count).map(name(ofZone:))
    }

    /// The zone's history; nil for no zone of that name.
    package func history(ofZone name: String) throws -> ZoneHistory? {
        guard let index = try zoneIndex(name) else { return nil }
        return try history(ofRecord: dataRecord(ofZone: index), zone: index, rule: rule)
    }

    /// The zones that share the zone's data (its links, and it), by name.
    package func sameZones(as name: String) throws -> [String] {
        guard let index = try zoneIndex(name) else { return [] }
        let record = try dataRecord(ofZone: index)
        return try (0..<zones.count).filter { try dataRecord(ofZone: $0) == record }.map(name(ofZone:))
    }

    /// The footer rule the string `footer` holds; nil for none (an empty footer).
    private func rule(_ footer: UInt32) throws -> TimeZoneRule? {
        let text = try file.requiredString(footer)
        return text.isEmpty ? nil : TimeZoneRule(text)
    }

    /// The zone's record in `ZDAT`.
    private func dataRecord(ofZone index: Int) throws -> Int {
        Int(try file.bytes.u16(at: zones.offset(index, 4)))
    }

    /// The history record `record` of `ZDAT` holds (`index`: a zone that
    /// has it, for what a damaged one says).
    private func history(ofRecord record: Int, zone index: Int, rule: (UInt32) throws -> TimeZoneRule?) throws -> ZoneHistory {
        func field(_ at: Int) throws -> Int { Int(try file.bytes.u32(at: data.offset(record, at))) }
        let firstTransition = try field(0), transitionCount = try field(4)
        let firstType = try field(8), typeCount = try field(12)
        guard firstTransition <= transitions.count, transitionCount <= transitions.count - firstTransition,
              firstType <= types.count, typeCount >= 1, typeCount <= types.count - firstType
        else { throw WorldDataError.damaged("zone \(index)'s data out of range") }
        let readings = try (firstType..<firstType + typeCount).map { entry in
            let offset = try types.offset(entry, 0)
            return ZoneReading(
                offsetSeconds: Int(Int32(bitPattern: try file.bytes.u32(at: offset))),
                abbreviation: try file.requiredString(file.bytes.u32(at: offset + 8)),
                isDaylightSaving: try file.bytes.u8(at: offset + 4) != 0
            )
        }
        // In place: the range is checked above, the table against its
        // section when the file was opened (a zone has up to 240 of them).
        let buffer = file.bytes.buffer
        let first = transitions.start + firstTransition * transitions.recordSize, size = transitions.recordSize
        let brought = [UInt16](unsafeUninitializedCapacity: transitionCount) { types, made in
            for entry in 0..<transitionCount {
                types[entry] = UInt16(littleEndian: buffer.loadUnaligned(fromByteOffset: first + entry * size + 8, as: UInt16.self))
            }
            made = transitionCount
        }
        if let wrong = brought.firstIndex(where: { Int($0) >= readings.count }) {
            throw WorldDataError.damaged("transition \(firstTransition + wrong)'s type \(brought[wrong])")
        }
        let instants = [Int64](unsafeUninitializedCapacity: transitionCount) { instants, made in
            for entry in 0..<transitionCount {
                instants[entry] = Int64(littleEndian: buffer.loadUnaligned(fromByteOffset: first + entry * size, as: Int64.self))
            }
            made = transitionCount
        }
        return ZoneHistory(initial: readings[0], readings: readings, instants: instants, brought: brought, rule: try rule(UInt32(field(16))))
    }

    private func name(ofZone index: Int) throws -> String {
        try file.requiredString(file.bytes.u32(at: zones.offset(index, 0)))
    }

    /// Binary search of the names' lower-case bytes (zone names are ASCII),
    /// compared where they lie: `time` looks up hundreds.
    private func zoneIndex(_ name: String) throws -> Int? {
        var name = name
        return try name.withUTF8 { wanted in
            let compare = { (index: Int) throws -> Int in
                guard let stored = try file.stringBytes(file.bytes.u32(at: zones.offset(index, 0))) else { throw WorldDataError.damaged("zone \(index) has no name") }
                let common = min(stored.count, wanted.count)
                var at = 0
                // Eight bytes at a time while they are the same as they are
                // (a name is mostly looked up as the file spells it).
                while at + 8 <= common,
                      stored.loadUnaligned(fromByteOffset: at, as: UInt64.self) == UnsafeRawBufferPointer(wanted).loadUnaligned(fromByteOffset: at, as: UInt64.self) {
                    at += 8
                }
                while at < common {
                    let a = Self.lower(stored[at]), b = Self.lower(wanted[at])
                    if a != b { return a < b ? -1 : 1 }
                    at += 1
                }
                return stored.count == wanted.count ? 0 : (stored.count < wanted.count ? -1 : 1)
            }
            let found = try zones.partition(0..<zones.count) { try compare($0) < 0 }
            guard found < zones.count, try compare(found) == 0 else { return nil }
            return found
        }
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
