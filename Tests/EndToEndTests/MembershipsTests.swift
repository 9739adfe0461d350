import Foundation
import Testing

/// The built-in membership lists, offline: every count as its source gives it.
@Suite struct MembershipsTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary()
    }

    @Test func eachListsMembers_offline_matchTheCountOfItsSource() throws {
        let counts = [
            "eu": 27, "eurozone": 21, "schengen": 29, "eea": 30, "efta": 4, "oecd": 38, "g7": 7, "g20": 19, "nato": 32,
            "commonwealth": 56, "asean": 11, "african union": 55, "mercosur": 5, "brics": 10, "opec": 12, "un": 193,
        ]
        for (key, count) in counts {
            let output = try countries.run("list", "--member", key)
            #expect(output.status == 0 && output.stderr.isEmpty, "\(key)")
            #expect(output.lines.count == count, "\(key)")
        }
    }

    @Test func memberships_listsEachWithItsDateAndSource() throws {
        let output = try countries.run("memberships")
        #expect(output.status == 0)
        #expect(output.lines.count == 16)
        #expect(output.lines.contains { $0.hasPrefix("nato\tNorth Atlantic Treaty Organization\t32\t2026-01-01\thttps://") })
    }

    /// `memberships --json` and `--format csv` were refused; every list takes them now.
    @Test func memberships_takesEveryFormat() throws {
        let json = try countries.run("memberships", "--json")
        #expect(json.status == 0 && json.stderr.isEmpty)
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(decoded.count == 16)
        #expect(decoded.contains { $0["key"] as? String == "nato" && $0["members"] as? Int == 32 })
        let csv = try countries.run("memberships", "--format", "csv")
        let records = csv.stdout.split(separator: "\r\n") // one Character: `lines` would not split it
        #expect(csv.status == 0 && records.first == "key,name,members,asOf,source" && records.count == 17, "\(records.prefix(2))")
        #expect(try countries.run("memberships", "--format", "ndjson").lines.count == 16)
        #expect(try countries.run("memberships", "--fields", "key").status == 64)
    }

    @Test func show_offline_hasTheCountrysMemberships() throws {
        let output = try countries.run("show", "no")
        #expect(output.lines.contains { $0.hasPrefix("Memberships") && $0.contains("EFTA") && $0.contains("NATO") && !$0.contains("EU,") })
    }

    /// `--fields memberships` names them, offline, in text and as v5's keys in JSON.
    @Test func fieldsMemberships_offline_namesTheOrganisations() throws {
        let show = try countries.run("show", "fr", "--fields", "memberships")
        #expect(show.status == 0 && show.lines == ["🇫🇷  France", "memberships  EEA, EU, Eurozone, G20, G7, NATO, OECD, Schengen, UN"], "\(show.lines)")
        let json = try countries.run("show", "fr", "--json", "--fields", "memberships")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(record["memberships"] as? [String] == ["eea", "eu", "eurozone", "g20", "g7", "nato", "oecd", "schengen", "un"], "\(json.stdout)")
        let compared = try countries.run("compare", "no", "ch", "--fields", "memberships")
        #expect(compared.lines.last == "memberships\tEEA, EFTA, NATO, OECD, Schengen, UN\tEFTA, OECD, Schengen, UN", "\(compared.lines)")
    }
}
