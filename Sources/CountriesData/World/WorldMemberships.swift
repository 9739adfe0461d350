import CountriesModel

/// The membership lists, read in place from memberships.bin: a list found
/// by its key by binary search, only its members decoded.
package struct WorldMemberships: Sendable {
    private let file: WorldDataFile
    private let lists: WorldTable
    private let members: WorldTable
    private let organisations: WorldTable

    package init(bytes: WorldDataBytes) throws {
        file = try WorldDataFile(bytes)
        lists = try file.table("LIST", recordSize: 32)
        members = try file.table("MEMB", recordSize: 6)
        organisations = try file.table("ORGS", recordSize: 4)
    }

    /// The keys, sorted: "asean", "au", "brics", ...
    package func keys() throws -> [String] {
        try (0..<lists.count).map { try file.requiredString(file.bytes.u32(at: lists.offset($0, 0))) }
    }

    /// The list with this key, in any case ("EU", "nato").
    package func list(_ key: String) throws -> WorldMembershipList? {
        let wanted = Array(key.lowercased().utf8)
        let found = try lists.partition(0..<lists.count) { try file.compare(file.bytes.u32(at: lists.offset($0, 0)), with: wanted) < 0 }
        guard found < lists.count, try file.compare(file.bytes.u32(at: lists.offset(found, 0)), with: wanted) == 0 else { return nil }
        return try list(at: found)
    }

    /// Every list, in key order.
    package func all() throws -> [WorldMembershipList] {
        try (0..<lists.count).map(list(at:))
    }

    /// The keys of the lists a country (cca2) is on, with its role in each.
    package func memberships(of cca2: String) throws -> [(key: String, role: WorldMembershipList.Role)] {
        let wanted = cca2.uppercased()
        return try all().compactMap { list in
            list.members.first { $0.cca2 == wanted }.map { (list.key, $0.role) }
        }
    }

    /// The keys of the lists a country (cca2) is a full member of, in key
    /// order: a binary search in each list's members, no list decoded, so
    /// `show` pays next to nothing for it.
    package func memberKeys(of cca2: String) throws -> [String] {
        let code = Array(cca2.uppercased().utf8)
        guard code.count == 2 else { return [] }
        // Two bytes compared as one number: no array made at each step of the search.
        let wanted = UInt16(code[0]) << 8 | UInt16(code[1])
        return try (0..<lists.count).compactMap { index in
            let first = Int(try file.bytes.u32(at: lists.offset(index, 20)))
            let count = Int(try file.bytes.u16(at: lists.offset(index, 24)))
            guard first <= members.count, count <= members.count - first else { throw WorldDataError.damaged("list \(index)'s members out of range") }
            let bytes = { (entry: Int) throws -> UInt16 in
                let offset = try members.offset(entry, 0)
                return UInt16(try file.bytes.u8(at: offset)) << 8 | UInt16(try file.bytes.u8(at: offset + 1))
            }
            let found = try members.partition(first..<first + count) { try bytes($0) < wanted }
            guard found < first + count, try bytes(found) == wanted,
                  try file.bytes.u8(at: members.offset(found, 5)) == WorldMembershipList.Role.member.rawValue else { return nil }
            return try file.requiredString(file.bytes.u32(at: lists.offset(index, 0)))
        }
    }

    private func list(at index: Int) throws -> WorldMembershipList {
        func field(_ offset: Int) throws -> UInt32 { try file.bytes.u32(at: lists.offset(index, offset)) }
        let first = Int(try field(20))
        let count = Int(try file.bytes.u16(at: lists.offset(index, 24)))
        let firstOrganisation = Int(try file.bytes.u32(at: lists.offset(index, 26)))
        let organisationCount = Int(try file.bytes.u16(at: lists.offset(index, 30)))
        guard first <= members.count, count <= members.count - first,
              firstOrganisation <= organisations.count, organisationCount <= organisations.count - firstOrganisation
        else { throw WorldDataError.damaged("list \(index)'s members out of range") }
        return WorldMembershipList(
            key: try file.requiredString(field(0)),
            name: try file.requiredString(field(4)),
            source: try file.requiredString(field(8)),
            asOf: try file.requiredString(field(12)),
            note: try file.string(field(16)),
            members: try (first..<first + count).map { entry in
                let offset = try members.offset(entry, 0)
                guard let role = WorldMembershipList.Role(rawValue: try file.bytes.u8(at: offset + 5)) else {
                    throw WorldDataError.damaged("member \(entry) has an unknown role")
                }
                return WorldMembershipList.Member(
                    cca2: try file.bytes.ascii(at: offset, count: 2),
                    cca3: try file.bytes.ascii(at: offset + 2, count: 3),
                    role: role
                )
            },
            nonCountryMembers: try (firstOrganisation..<firstOrganisation + organisationCount).map {
                try file.requiredString(file.bytes.u32(at: organisations.offset($0, 0)))
            }
        )
    }
}
