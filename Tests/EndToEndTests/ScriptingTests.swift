import Foundation
import Testing

/// The "done when", run as a shell user would: a spreadsheet's CSV,
/// `jq`-ready JSON and a comparison, from the real binary.
@Suite struct ScriptingTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary()
    }

    @Test func europeAsCSV_forASpreadsheet() throws {
        let output = try countries.run("list", "--region", "europe", "--fields", "name.common,capital", "--format", "csv")
        #expect(output.status == 0 && output.stderr.isEmpty)
        let rows = output.stdout.components(separatedBy: "\r\n")
        #expect(rows.first == "name.common,capital")
        #expect(rows.contains("France,Paris"))
        #expect(rows.last == "", "every row ends in CRLF, the last too")
        #expect(!output.stdout.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func compareFrDe_inAPipe_andAsJSON() throws {
        let plain = try countries.run("compare", "fr", "de")
        #expect(plain.status == 0)
        #expect(plain.lines.contains("Capital\tParis\tBerlin"))
        let json = try countries.run("compare", "fr", "de", "--json", "--fields", "cca3,name.common")
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(records.map { $0["cca3"] as? String } == ["FRA", "DEU"])
        #expect(records.map { ($0["name"] as? [String: String])?["common"] } == ["France", "Germany"])
    }

    @Test func unknownField_exits64_listingTheFields() throws {
        let output = try countries.run("show", "fr", "--fields", "capitol")
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("Error: Unknown field 'capitol'; the fields are name, name.common,"))
    }

    @Test func ndjson_isOneRecordALine() throws {
        let output = try countries.run("list", "--format", "ndjson")
        #expect(output.status == 0)
        #expect(output.lines.count == 250)
        #expect(try output.lines.allSatisfy { try JSONSerialization.jsonObject(with: Data($0.utf8)) is [String: Any] })
    }
}
