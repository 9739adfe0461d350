import CountriesModel

/// UN M49 regions (CLDR's territory containment), read in place from
/// m49.bin: a region found by its code by binary search, or by its English
/// name by a scan of 31 records; only that region's members are decoded.
package struct WorldRegions: Sendable {
    private let file: WorldDataFile
    private let regions: WorldTable
    private let members: WorldTable
    private let children: WorldTable

    package init(bytes: WorldDataBytes) throws {
        file = try WorldDataFile(bytes)
        regions = try file.table("REGN", recordSize: 24)
        members = try file.table("MEMB", recordSize: 2)
        children = try file.table("CHLD", recordSize: 2)
    }

    /// Every region, in code order.
    package func all() throws -> [WorldRegion] {
        try (0..<regions.count).map(region(at:))
    }

    /// The region that a `--region` value names: an M49 code ("419", "21"
    /// for "021") or an English name in any case ("sub-saharan africa").
    package func region(_ codeOrName: String) throws -> WorldRegion? {
        let trimmed = codeOrName.trimmingSpaces
        if !trimmed.isEmpty, trimmed.count <= 3, trimmed.allSatisfy(\.isASCIIDigit) {
            return try region(code: String(repeating: "0", count: 3 - trimmed.count) + trimmed)
        }
        return try region(named: trimmed)
    }

    /// The region with this three-digit code ("019").
    package func region(code: String) throws -> WorldRegion? {
        let key = Array(code.utf8)
        let found = try regions.partition(0..<regions.count) { try file.compare(codeReference($0), with: key) < 0 }
        guard found < regions.count, try file.compare(codeReference(found), with: key) == 0 else { return nil }
        return try region(at: found)
    }

    /// The region with this English name, CLDR's or the UN's, ignoring case.
    package func region(named name: String) throws -> WorldRegion? {
        let wanted = name.lowercased()
        for index in 0..<regions.count {
            for field in [4, 8] where try file.string(file.bytes.u32(at: regions.offset(index, field)))?.lowercased() == wanted {
                return try region(at: index)
            }
        }
        return nil
    }

    /// The codes of the regions that contain a country (cca2), smallest
    /// first by member count: "FR" gives 155 Western Europe, 150 Europe, 001 World.
    package func regions(containing cca2: String) throws -> [String] {
        let key = Array(cca2.uppercased().utf8)
        var found: [(code: String, size: Int)] = []
        for index in 0..<regions.count {
            let (first, count) = try memberRun(index)
            let position = try members.partition(first..<first + count) { try memberBytes($0).lexicographicallyPrecedes(key) }
            if position < first + count, try memberBytes(position) == key {
                found.append((try file.requiredString(codeReference(index)), count))
            }
        }
        return found.sorted { ($0.size, $0.code) < ($1.size, $1.code) }.map(\.code)
    }

    // MARK: - Records

    private func codeReference(_ index: Int) throws -> UInt32 {
        try file.bytes.u32(at: regions.offset(index, 0))
    }

    private func memberBytes(_ index: Int) throws -> [UInt8] {
        let offset = try members.offset(index, 0)
        return [try file.bytes.u8(at: offset), try file.bytes.u8(at: offset + 1)]
    }

    private func memberRun(_ index: Int) throws -> (first: Int, count: Int) {
        let first = Int(try file.bytes.u32(at: regions.offset(index, 12)))
        let count = Int(try file.bytes.u16(at: regions.offset(index, 16)))
        guard first <= members.count, count <= members.count - first else {
            throw WorldDataError.damaged("region \(index)'s members out of range")
        }
        return (first, count)
    }

    private func region(at index: Int) throws -> WorldRegion {
        let (first, count) = try memberRun(index)
        let firstChild = Int(try file.bytes.u32(at: regions.offset(index, 18)))
        let childCount = Int(try file.bytes.u16(at: regions.offset(index, 22)))
        guard firstChild <= children.count, childCount <= children.count - firstChild else {
            throw WorldDataError.damaged("region \(index)'s sub-regions out of range")
        }
        return WorldRegion(
            code: try file.requiredString(codeReference(index)),
            englishName: try file.requiredString(file.bytes.u32(at: regions.offset(index, 4))),
            m49Name: try file.string(file.bytes.u32(at: regions.offset(index, 8))),
            members: try (first..<first + count).map { try file.bytes.ascii(at: members.offset($0, 0), count: 2) },
            subregions: try (firstChild..<firstChild + childCount).map {
                try file.requiredString(codeReference(Int(file.bytes.u16(at: children.offset($0, 0)))))
            }
        )
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    /// Without white space at either end, by scalars: a name asked for is
    /// short, and most have none (Character's grapheme breaking cost a
    /// `time denver` a seventh of its instructions here).
    fileprivate var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
