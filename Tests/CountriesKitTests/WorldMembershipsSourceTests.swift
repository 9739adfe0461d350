import CountriesData
import CountriesModel
import Foundation
import Testing

/// memberships.bin is generated from docs/data/world/memberships.tsv: this
/// fails while the TSV was edited and the generator not run again.
@Suite struct WorldMembershipsSourceTests {
    @Test func embeddedLists_matchTheHandWrittenSource() throws {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/data/world/memberships.tsv").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var fields: [String: [String: String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3 else { continue }
            fields[parts[0], default: [:]][parts[1]] = parts[2]
        }
        let memberships = try WorldMemberships(bytes: WorldDataFixtures.membershipsBytes)
        #expect(try memberships.keys() == fields.keys.sorted())
        for (key, source) in fields {
            let list = try #require(try memberships.list(key), "\(key)")
            #expect(list.name == source["name"] && list.source == source["source"] && list.asOf == source["as_of"], "\(key)")
            #expect(list.note == source["note"], "\(key)")
            let written = Set((source["members"] ?? "").split(separator: " ").map(String.init))
            #expect(Set(list.members.filter { $0.role == .member }.map(\.cca3)) == written, "\(key)")
            #expect(list.memberCodes.count == Int(source["count"] ?? ""), "\(key)")
        }
    }
}
