import CountriesData
import CountriesModel
import Foundation
import Testing

/// docs/DATA.md, which the world-data generator writes, against the
/// checked-in data it reports on: the snapshot, the world data, the
/// hand-kept tables. Fails when one changed and the generator was not run
/// again, or when the report says what the data does not.
@Suite struct DataReportTests {
    let report: DataReport
    let records: [[String: Any]]
    let names: WorldNames

    init() throws {
        report = try DataReport.read()
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("Sources/CountriesSnapshot/countries-v3.1.json"))
        records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        names = try WorldNames(bytes: WorldDataFixtures.namesBytes)
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func string(_ record: [String: Any], _ path: String...) -> String? {
        var value: Any? = record
        for key in path { value = (value as? [String: Any])?[key] }
        return value as? String
    }

    /// A space at either end as the report shows it: "北マケドニア␠".
    static func visible(_ text: String) -> String {
        let leading = text.prefix { $0 == " " }.count
        let trailing = text.reversed().prefix { $0 == " " }.count
        guard leading + trailing > 0, leading < text.count else { return text }
        return String(repeating: "␠", count: leading) + text.dropFirst(leading).dropLast(trailing) + String(repeating: "␠", count: trailing)
    }

    @Test func versionSaysTheSourcesAsTheReportDoes() {
        #expect(report.block(under: "`countries --version` says") == WorldDataSources.text)
    }

    @Test func everyEnglishNameThatDiffersFromCLDRs_isListed_andNoOther() throws {
        var found: Set<[String]> = []
        for record in records {
            guard let code = string(record, "cca2"), let common = string(record, "name", "common") else { continue }
            let cldr = try names.name(of: code, in: "en") ?? ""
            if common != cldr { found.insert([code, Self.visible(common), cldr]) }
        }
        #expect(found.count > 10)
        // Each with why the records' name is shown.
        let listed = report.table(under: "### English")
        #expect(listed.allSatisfy { $0.count == 4 && !$0[3].isEmpty })
        #expect(Set(listed.map { Array($0.prefix(3)) }) == found)
    }

    @Test func everyTranslationThatDiffersFromCLDRs_isListed_andNoOther() throws {
        var found: Set<[String]> = []
        for record in records {
            guard let code = string(record, "cca2"), let translations = record["translations"] as? [String: Any] else { continue }
            for key in NameLocale.supportedCodes.dropFirst() {
                guard let locale = NameLocale(code: key) else { continue }
                let cldr = try names.name(of: code, in: locale.languageCode) ?? ""
                if let name = string(translations, key, "common"), name != cldr { found.insert([locale.languageCode, code, Self.visible(name), cldr]) }
            }
        }
        #expect(found.count > 500)
        let listed = Set(report.table(under: "### Translations:"))
        #expect(found.subtracting(listed) == [])
        #expect(listed.subtracting(found) == [])
    }

    /// The official names the report says are not shown are those
    /// `OfficialNames` leaves out, and no other.
    @Test func restCountriesOfficialNamesNotShown_areThoseTheProgramLeavesOut() throws {
        var found: Set<[String]> = []
        for key in NameLocale.supportedCodes.dropFirst() {
            guard let locale = NameLocale(code: key) else { continue }
            var translations: [String: CountryName] = [:]
            for record in records {
                guard let code = string(record, "cca2"), let common = string(record, "translations", key, "common") else { continue }
                translations[code] = CountryName(common: common, official: string(record, "translations", key, "official") ?? "")
            }
            var cldr: [String: String] = [:]
            for code in translations.keys { cldr[code] = try names.name(of: code, in: locale.languageCode) }
            for code in try names.countryCodes() where cldr[code] == nil { cldr[code] = try names.name(of: code, in: locale.languageCode) }
            let shown = OfficialNames.shown(translations: translations, cldr: cldr)
            for (code, name) in translations where !shown.contains(code) && !name.official.isEmpty {
                found.insert([locale.languageCode, code, name.common, name.official])
            }
        }
        #expect(found.count > 5)
        #expect(Set(report.table(under: "### REST Countries' official names not shown").map { Array($0.prefix(4)) }) == found)
    }

    @Test func theCorrections_areThoseOfTheHandKeptTable() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("docs/data/world/corrections.tsv"), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(rows.first)
        let expected = rows.dropFirst().map { row in
            let field = Dictionary(uniqueKeysWithValues: zip(header, row))
            let name = field["english"].flatMap { $0.isEmpty ? nil : $0 } ?? field["name"] ?? ""
            return [field["code"], field["change"], name, field["type"], field["successors"], field["date"], field["source"]].map { $0 ?? "" }
        }
        #expect(expected.count == 36)
        #expect(report.table(under: "## Corrections") == expected)
    }

    @Test func unMembership_whereTheSnapshotAndTheListDiffer_isListed() throws {
        let un = try #require(try WorldMemberships(bytes: WorldDataFixtures.membershipsBytes).list("un"))
        let members = Set(un.members.filter { $0.role == .member }.map(\.cca3))
        var found: [[String]] = []
        for record in records.sorted(by: { (string($0, "cca2") ?? "") < (string($1, "cca2") ?? "") }) {
            guard let code = string(record, "cca2"), let cca3 = string(record, "cca3") else { continue }
            let flagged = record["unMember"] as? Bool ?? false
            if flagged != members.contains(cca3) { found.append([code, flagged ? "yes" : "no", members.contains(cca3) ? "yes" : "no"]) }
        }
        #expect(report.table(under: "## UN membership") == found)
    }

    /// M49 as the world data holds it: a country's sub-region is the
    /// smallest region holding it, its region the one under World.
    @Test func regions_whereRESTCountriesAndM49Differ_areListed() throws {
        let regions = try WorldRegions(bytes: WorldDataFixtures.m49Bytes).all()
        let world = try #require(regions.first { $0.code == "001" })
        var found: Set<[String]> = []
        for record in records {
            guard let code = string(record, "cca2"), let region = string(record, "region") else { continue }
            let subregion = string(record, "subregion") ?? ""
            let rest = [region, subregion].filter { !$0.isEmpty }.joined(separator: " / ")
            let holding = regions.filter { $0.code != "001" && $0.members.contains(code) }
            guard let smallest = holding.min(by: { $0.members.count < $1.members.count }),
                  let continent = holding.first(where: { world.subregions.contains($0.code) }) else {
                found.insert([code, rest, "in no M49 region"])
                continue
            }
            if region != continent.name || subregion.lowercased() != smallest.name.lowercased() {
                found.insert([code, rest, "\(continent.name) / \(smallest.name)"])
            }
        }
        #expect(found.count > 10)
        #expect(Set(report.table(under: "## Regions")) == found)
    }

    @Test func subdivisions_areCountedAsTheDataHasThem() throws {
        let count = try WorldSubdivisions(bytes: WorldDataFixtures.subdivisionsBytes).count
        let formatted = NumberText.integer(count, grouped: true)
        #expect(report.lines.contains { $0.hasPrefix("The program shows iso-codes' \(formatted) ISO 3166-2 codes") })
    }
}
