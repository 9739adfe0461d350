import CountriesData
import CountriesModel
import Foundation
import Testing

/// Every zone of the built-in tz database against Python's zoneinfo over
/// the same TZif files (`Tests/Corpus/zoneinfo-offsets.tsv`, written by
/// docs/data/timezones/generate_timezones.py): the offset, abbreviation and
/// daylight saving at each change from 1970 to 2037 and the second before
/// it, and at instants in later years, where only the footer rule answers.
@Suite struct ZoneinfoAgreementTests {
    struct Row {
        let instant: Int64
        let isChange: Bool
        let reading: ZoneReading
    }

    /// The table: each group of zone names with their rows.
    static func table() throws -> [(names: [String], rows: [Row])] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/zoneinfo-offsets.tsv")
        var groups: [(names: [String], rows: [Row])] = []
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if columns[0] == "Z" {
                groups.append((Array(columns.dropFirst()), []))
                continue
            }
            let instant = try #require(Int64(columns[0].dropFirst()))
            let reading = ZoneReading(offsetSeconds: try #require(Int(columns[1])), abbreviation: columns[2], isDaylightSaving: columns[3] == "1")
            groups[groups.count - 1].rows.append(Row(instant: instant, isChange: columns[0].hasPrefix("="), reading: reading))
        }
        return groups
    }

    @Test func everyZone_agreesWithZoneinfo_atEveryChangeAndAfter() throws {
        let repository = RealTimeZoneRepository()
        let groups = try Self.table()
        #expect(groups.flatMap(\.names).count > 500)
        var mismatches: [String] = []
        var checked = 0
        for group in groups {
            for name in group.names {
                let history = try #require(try repository.history(ofZone: name), "\(name)")
                var previous: ZoneReading?
                for row in group.rows {
                    let got = history.reading(at: row.instant)
                    if got != row.reading { mismatches.append("\(name) at \(row.instant): \(got), zoneinfo \(row.reading)") }
                    if row.isChange, let previous, history.reading(at: row.instant - 1) != previous {
                        mismatches.append("\(name) at \(row.instant - 1): \(history.reading(at: row.instant - 1)), zoneinfo \(previous)")
                    }
                    if row.isChange { previous = row.reading }
                    checked += 1
                }
            }
        }
        #expect(checked > 30_000)
        #expect(mismatches.count == 0, "\(mismatches.count) mismatches: \(mismatches.prefix(20).joined(separator: "\n"))")
    }

    @Test func theTable_namesEveryZoneOfTheDatabase() throws {
        let inTable = Set(try Self.table().flatMap(\.names))
        #expect(inTable == Set(try RealTimeZoneRepository().zoneNames()))
    }
}
