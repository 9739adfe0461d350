@testable import CountriesCLI
@testable import CountriesData
import CountriesJSON
@testable import CountriesModel
import CountriesStore
@testable import CountriesUI
import CountriesMocks
import Foundation
import Testing

/// `--fields` and `--format` on the countries that have the least (Antarctica:
/// no capital, no currency) and the names that are hardest to quote.
@Suite struct OutputFormatTests {
    private static func fields(_ text: String) -> [CountryField] {
        (try? CountryField.list(text).get()) ?? []
    }

    /// A made-up country whose names hold commas and quotes, and whose
    /// record lacks most fields.
    private static let quoted = Country.fixture("QQQ", common: "Quote \"Land\"", official: "Republic of Quote, \"The\"")

    /// The snapshot's records, and the made-up country's.
    private static let records = CountryRecordValues.read(RecordTexts(
        Dictionary(CountryCatalog.snapshotTexts.codes.compactMap { code in CountryCatalog.snapshotTexts[code].map { (code, $0) } }) { _, last in last }
            .merging(["QQQ": JSONValue.object([
                .init("name", .object([.init("common", .string("Quote \"Land\"")), .init("official", .string("Republic of Quote, \"The\""))])),
                .init("cca3", .string("QQQ")),
                .init("capital", .array([.string("Comma, Town"), .string("Second")])),
            ]).written(level: 1)]) { _, new in new }
    ))

    private let pipe = SystemState(width: 80, isTerminal: false)

    @Test func csv_hasAHeaderRow_quotesCommasAndQuotes_andEndsLinesInCRLF() {
        let text = CountriesCSVView.text([.inSnapshot("ATA"), .inSnapshot("SHN"), Self.quoted], records: Self.records, fields: Self.fields("cca3,name.official,capital,population"), shown: .whole(.snapshot, locale: .english))
        #expect(text == """
            cca3,name.official,capital,population\r
            ATA,Antarctica,,1300\r
            SHN,"Saint Helena, Ascension and Tristan da Cunha",Jamestown,5651\r
            QQQ,"Republic of Quote, ""The\"\"","Comma, Town, Second",0\r
            """)
    }

    @Test func csv_withoutFields_hasTheListsColumns() {
        let rows = CountriesCSVView.rows([.inSnapshot("FRA")], records: Self.records, fields: CountryField.listDefault, shown: .whole(.snapshot, locale: .english))
        #expect(rows == ["flag,name.common,cca3,population,region", "🇫🇷,France,FRA,66351959,Europe"])
    }

    @Test func json_withFields_keepsTheNesting_inTheOrderAsked_andLeavesOutWhatARecordLacks() throws {
        let text = CountriesJSONView.list([.inSnapshot("ATA"), Self.quoted], records: Self.records, fields: Self.fields("population,name.common,capital"))
        let records = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(records.count == 2)
        #expect((records[0]["name"] as? [String: String]) == ["common": "Antarctica"])
        #expect((records[0]["capital"] as? [String]) == [])
        #expect(Set(records[1].keys) == ["name", "capital"], "QQQ has no population")
        #expect(text.hasPrefix("[\n  {\n    \"population\": 1300,\n    \"name\": {\n      \"common\": \"Antarctica\"\n    },"))
    }

    @Test func json_details_withAFieldAndItsParent_givesTheParentWhole() {
        let text = CountriesJSONView.details(.inSnapshot("FRA"), records: Self.records, fields: Self.fields("name.common,cca3,name"))
        #expect(text.hasPrefix("{\n  \"name\": {\n    \"common\": \"France\",\n    \"official\": \"French Republic\",\n    \"nativeName\""))
        #expect(text.hasSuffix("\"cca3\": \"FRA\"\n}"))
    }

    @Test func ndjson_isOneCompleteRecordALine() throws {
        let whole = CountriesJSONView.lines([.inSnapshot("ATA"), .inSnapshot("FRA")], records: Self.records)
        let lines = whole.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
        #expect(lines[0].contains("\"translations\":{"), "the whole record, not a selection")
        #expect(CountriesJSONView.lines([.inSnapshot("ATA"), Self.quoted], records: Self.records, fields: Self.fields("cca3,capital")) == """
            {"cca3":"ATA","capital":[]}
            {"cca3":"QQQ","capital":["Comma, Town","Second"]}
            """)
    }

    @Test func fields_inAPipe_areTabSeparatedColumns_inTheOrderGiven() {
        var system = pipe
        system.fields = Self.fields("capital,cca3,currencies,languages,population,name.common")
        #expect(CountriesListView.lines([.inSnapshot("ATA"), .inSnapshot("CHE")], shown: .whole(.snapshot), records: Self.records, system: system) == [
            "\tATA\t\t\t1300\tAntarctica",
            "Bern\tCHE\tCHF\tFrench, Swiss German, Italian, Romansh\t9082848\tSwitzerland",
        ])
    }

    @Test func fields_onATerminal_haveAHeader_alignedColumns_numbersRight_withinTheWidth() {
        var system = SystemState(width: 40, isTerminal: true)
        system.fields = Self.fields("cca3,population,capital")
        #expect(CountriesListView.lines([.inSnapshot("ATA"), .inSnapshot("FRA")], shown: .whole(.snapshot), records: Self.records, system: system) == [
            "CCA3  POPULATION  CAPITAL",
            "ATA        1,300",
            "FRA   66,351,959  Paris",
        ])
        system.fields = Self.fields("cca3,name.official")
        #expect(CountriesListView.lines([.inSnapshot("SHN")], shown: .whole(.snapshot), records: Self.records, system: system).allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    @Test func fields_onShow_areItsLines_labelledByPath() {
        var system = pipe
        system.fields = Self.fields("name.common,capital,currencies")
        #expect(CountryDetailsView.lines(.inSnapshot("ATA"), shown: .whole(.snapshot), records: Self.records, system: system) == [
            "🇦🇶  Antarctica", "name.common  Antarctica", "capital      none", "currencies   none",
        ])
    }

    @Test func fields_followTheLocale() {
        var system = pipe
        system.locale = NameLocale(code: "de")!
        system.fields = Self.fields("name.common")
        #expect(CountriesListView.lines([.inSnapshot("DEU")], shown: .whole(.snapshot, locale: system.locale), records: Self.records, system: system) == ["Deutschland"])
    }

    @Test func formats_tableAndTSV_overrideWhereStdoutGoes() {
        let screen = Screen.list(ListQuery(search: "france", limit: 1))
        var system = pipe
        system.format = .table
        #expect(RootView.render(screen, shown: .screen(Routing(screen: screen), of: .snapshot, system: system), records: Self.records, system: system).hasPrefix("    NAME"))
        system = SystemState(isTerminal: true, format: .tsv)
        #expect(RootView.render(screen, shown: .screen(Routing(screen: screen), of: .snapshot, system: system), records: Self.records, system: system) == "🇫🇷\tFrance\tFRA\t66351959\tEurope")
        #expect(RootView.render(.details(cca3: "FRA"), shown: .screen(Routing(screen: .details(cca3: "FRA")), of: .snapshot, system: system), records: Self.records, system: system) == "🇫🇷\tFrance\tFRA\t66351959\tEurope")
    }

    @Test func formats_csvAndNDJSON_renderBothScreens() {
        let csv = SystemState(format: .csv, fields: Self.fields("cca3"))
        #expect(RootView.render(.list(ListQuery(search: "france", limit: 1)), shown: .screen(Routing(screen: .list(ListQuery(search: "france", limit: 1))), of: .snapshot, system: csv), records: Self.records, system: csv) == "cca3\r\nFRA\r")
        #expect(RootView.render(.details(cca3: "ATA"), shown: .screen(Routing(screen: .details(cca3: "ATA")), of: .snapshot, system: csv), records: Self.records, system: csv) == "cca3\r\nATA\r")
        let ndjson = SystemState(format: .ndjson, fields: Self.fields("cca3"))
        #expect(RootView.render(.neighbors(cca3: "ESP"), shown: .screen(Routing(screen: .neighbors(cca3: "ESP")), of: .snapshot, system: ndjson), records: Self.records, system: ndjson).split(separator: "\n").first == #"{"cca3":"AND"}"#)
    }

    @Test func sortedByArea_onATerminal_showsTheAreaColumn_butNotInAPipe() {
        let countries = [Country.inSnapshot("RUS"), .inSnapshot("ATA")]
        let lines = CountriesListView.lines(countries, shown: .whole(.snapshot), records: Self.records, system: SystemState(width: 80, isTerminal: true), sortedBy: .area)
        #expect(lines[0].contains("POPULATION") && lines[0].contains("AREA"))
        #expect(lines[1].contains("17,098,246 km²"))
        #expect(!CountriesListView.lines(countries, shown: .whole(.snapshot), records: Self.records, system: SystemState(width: 80, isTerminal: true), sortedBy: .population)[0].contains("AREA"))
        #expect(CountriesListView.lines(countries, shown: .whole(.snapshot), records: Self.records, system: pipe, sortedBy: .area)[0] == "🇷🇺\tRussia\tRUS\t146028325\tEurope")
    }

    /// `--fields car,idd,name` printed `signs, right` in every plain format:
    /// an object of a fixed shape is its leaf columns, a map by code one column.
    @Test func anObjectField_isItsLeafColumns_inEveryPlainFormat() {
        let fields = Self.fields("car,idd,name,currencies")
        let paths = "car.side,car.signs,idd.root,idd.suffixes,name.common,name.official,name.nativeName,currencies"
        #expect(CountryField.columns(fields).map(\.path).joined(separator: ",") == paths)
        let csv = CountriesCSVView.rows([.inSnapshot("FRA")], records: Self.records, fields: fields, shown: .whole(.snapshot, locale: .english))
        #expect(csv == [paths, "right,F,+3,3,France,French Republic,fra,EUR"])
        let tsv = CountriesListView.lines([.inSnapshot("FRA")], shown: .whole(.snapshot), records: Self.records, system: SystemState(fields: fields))
        #expect(tsv == ["right\tF\t+3\t3\tFrance\tFrench Republic\tfra\tEUR"])
        let table = CountriesListView.lines([.inSnapshot("FRA")], shown: .whole(.snapshot), records: Self.records, system: SystemState(width: 200, isTerminal: true, fields: fields))
        #expect(table[0].hasPrefix("CAR.SIDE  CAR.SIGNS  IDD.ROOT"))
        let show = CountryDetailsView.lines(.inSnapshot("FRA"), shown: .whole(.snapshot), records: Self.records, system: SystemState(fields: Self.fields("car")))
        #expect(show.dropFirst() == ["car.side   right", "car.signs  F"])
        #expect(!CountriesJSONView.details(.inSnapshot("FRA"), records: Self.records, fields: Self.fields("car")).contains("car.side"), "JSON keeps the nesting")
    }

    /// At 45 columns `--sort area` dropped AREA, its own order, and kept POPULATION.
    @Test func sortedByArea_inANarrowWindow_keepsTheAreaBeforeThePopulation() {
        let countries = [Country.inSnapshot("RUS"), .inSnapshot("ATA")]
        let lines = CountriesListView.lines(countries, shown: .whole(.snapshot), records: Self.records, system: SystemState(width: 45, isTerminal: true), sortedBy: .area)
        #expect(lines[0].contains("AREA") && !lines[0].contains("POPULATION"), "\(lines)")
        #expect(lines[1].hasSuffix("RUS   17,098,246 km²"), "\(lines)")
        let wide = CountriesListView.lines(countries, shown: .whole(.snapshot), records: Self.records, system: SystemState(width: 80, isTerminal: true), sortedBy: .area)
        #expect(wide[0].range(of: "POPULATION")?.lowerBound ?? wide[0].endIndex < wide[0].range(of: "AREA")?.lowerBound ?? wide[0].startIndex, "shown after the population")
    }

    @Test func reverse_turnsAnyOrderRound_beforeTheLimit() {
        let byArea = CountryListing.countries(in: .snapshot, query: ListQuery(sort: .area, limit: 2), locale: .english).map(\.cca3)
        #expect(byArea == ["RUS", "ATA"])
        let smallest = CountryListing.countries(in: .snapshot, query: ListQuery(region: .europe, sort: .area, limit: 2, reverse: true), locale: .english).map(\.cca3)
        #expect(smallest == ["VAT", "MCO"])
        let all = CountryListing.countries(in: .snapshot, query: ListQuery(), locale: .english)
        #expect(CountryListing.countries(in: .snapshot, query: ListQuery(reverse: true), locale: .english) == all.reversed())
        let best = CountryListing.countries(in: .snapshot, query: ListQuery(search: "guinea"), locale: .english)
        #expect(CountryListing.countries(in: .snapshot, query: ListQuery(search: "guinea", reverse: true), locale: .english) == best.reversed())
    }
}
