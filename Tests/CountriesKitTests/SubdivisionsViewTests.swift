import CountriesMocks
import CountriesModel
import CountriesStore
import CountriesUI
import Foundation
import Testing

/// `subdivisions` and `show US-CA` as text: a pipe's columns, a terminal's
/// table, and the data formats.
@Suite struct SubdivisionsViewTests {
    private let rows = [
        LocalizedSubdivision(subdivision: SubdivisionsInteractorTests.england, name: "England"),
        LocalizedSubdivision(subdivision: SubdivisionsInteractorTests.leeds, name: "Leeds", parentName: "England"),
    ]

    @Test func pipe_isTabSeparated_code_name_type_parent_withAnEmptyCellForNoParent() {
        let text = SubdivisionsView.text(rows, system: SystemState(isTerminal: false))
        #expect(text == "GB-ENG\tEngland\tCountry\t\nGB-LDS\tLeeds\tMetropolitan district\tGB-ENG")
    }

    @Test func terminal_isAnAlignedTable_withAHeader_andNoTrailingSpaces() {
        let lines = SubdivisionsView.text(rows, system: SystemState(isTerminal: true)).split(separator: "\n")
        #expect(lines == [
            "CODE    NAME     TYPE                   PARENT",
            "GB-ENG  England  Country",
            "GB-LDS  Leeds    Metropolitan district  GB-ENG",
        ])
    }

    @Test func fields_pickTheColumns_inTheirOrder() {
        let system = SystemState(format: .csv, subdivisionFields: [.name, .code])
        #expect(SubdivisionsView.text(rows, system: system) == "name,code\r\nEngland,GB-ENG\r\nLeeds,GB-LDS\r")
    }

    @Test func json_isAnArrayOfObjects_withNullForNoParent() throws {
        let text = SubdivisionsView.text(rows, system: SystemState(format: .json))
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(objects.count == 2)
        #expect(objects[0]["parent"] is NSNull)
        #expect(objects[1]["parent"] as? String == "GB-ENG")
    }

    @Test func details_nameTheCountryWithItsFlag_theParent_andOtherLanguages() {
        let catalog = CountryCatalog.snapshot
        let row = LocalizedSubdivision(
            subdivision: SubdivisionsInteractorTests.leeds, name: "Leeds", parentName: "England",
            translations: [WorldLocalizedName(language: "fr", name: "Leeds-ville", kind: .standard)]
        )
        let lines = SubdivisionDetailsView.text(row, shown: .whole(catalog), system: SystemState(isTerminal: false)).split(separator: "\n")
        #expect(lines.contains("Country  🇬🇧 United Kingdom (GBR)"))
        #expect(lines.contains("Parent   England (GB-ENG)"))
        #expect(lines.contains("Names    fr: Leeds-ville"))
    }

    /// `show us-ca --fields name` printed the whole subdivision: a
    /// subdivision's fields pick its lines, on a terminal and in a pipe.
    @Test(arguments: [true, false])
    func details_withFields_areThoseFieldsAlone(terminal: Bool) {
        let row = LocalizedSubdivision(subdivision: SubdivisionsInteractorTests.leeds, name: "Leeds", parentName: "England")
        let system = SystemState(width: 80, isTerminal: terminal, subdivisionFields: [.name, .parent, .code])
        #expect(SubdivisionDetailsView.text(row, shown: .whole(.snapshot), system: system) == "name    Leeds\nparent  GB-ENG\ncode    \(SubdivisionsInteractorTests.leeds.code)")
    }
}
