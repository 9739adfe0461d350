import CountriesModel
import CountriesStore
import CountriesUI
import Testing

/// `memberships`: a pipe's lines keep every field; a terminal's fit its width.
@Suite struct MembershipListsViewTests {
    private let lists = [
        WorldMembershipList(
            key: "nato", name: "North Atlantic Treaty Organization", source: "https://www.nato.int/cps/en/natohq/nato_countries.htm",
            asOf: "2026-01-01", note: nil, members: [.init(cca2: "NO", cca3: "NOR", role: .member)], nonCountryMembers: []
        ),
    ]

    @Test func pipe_isKeyNameCountDateSource_tabSeparated() {
        #expect(MembershipListsView.text(lists, system: SystemState(isTerminal: false))
            == "nato\tNorth Atlantic Treaty Organization\t1\t2026-01-01\thttps://www.nato.int/cps/en/natohq/nato_countries.htm")
    }

    @Test func terminal_cutsTheSource_toTheWindow() {
        let lines = MembershipListsView.text(lists, system: SystemState(width: 80, isTerminal: true)).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 80 })
        #expect(lines[1] == "nato  North Atlantic Treaty Organization        1  2026-01-01  https://www.nato…")
    }

    /// `memberships --json` and `--format csv` were refused, where every other list takes them.
    @Test func formats_writeTheSameFields_asData() {
        let json = MembershipListsView.text(lists, system: SystemState(isTerminal: true, format: .json))
        #expect(json.contains("\"key\": \"nato\"") && json.contains("\"members\": 1") && json.contains("\"asOf\": \"2026-01-01\""), "\(json)")
        #expect(json.hasPrefix("[") && json.hasSuffix("]"))
        #expect(MembershipListsView.text(lists, system: SystemState(format: .ndjson))
            == #"{"key":"nato","name":"North Atlantic Treaty Organization","members":1,"asOf":"2026-01-01","source":"https://www.nato.int/cps/en/natohq/nato_countries.htm"}"#)
        #expect(MembershipListsView.text(lists, system: SystemState(isTerminal: true, format: .csv))
            == "key,name,members,asOf,source\r\nnato,North Atlantic Treaty Organization,1,2026-01-01,https://www.nato.int/cps/en/natohq/nato_countries.htm\r")
        #expect(MembershipListsView.text(lists, system: SystemState(isTerminal: true, format: .tsv)).hasPrefix("nato\tNorth"))
        #expect(MembershipListsView.text(lists, system: SystemState(width: 80, isTerminal: false, format: .table)).hasPrefix("KEY"))
    }
}
