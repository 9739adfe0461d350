import CountriesData
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

    /// At COLUMNS=80 and 40 the table's lines were about 100 wide (the
    /// source cut to `https:/…`, the name padded to 56): each line fits the
    /// window, as list's do, keeping the key and the count; a wide one cuts nothing.
    @Test(arguments: [40, 60, 80, 120, 200])
    func theBuiltInLists_fitTheWindow(width: Int) throws {
        let all = try RealWorldDataRepository().membershipLists()
        let lines = MembershipListsView.text(all, system: SystemState(width: width, isTerminal: true)).split(separator: "\n").map(String.init)
        #expect(lines.count == all.count + 1)
        for line in lines { #expect(DisplayWidth.of(line) <= width, "\(width): \(line)") }
        for (line, list) in zip(lines.dropFirst(), all) {
            #expect(line.hasPrefix(Membership.key(builtIn: list.key) + " "))
            #expect(line.contains(" \(list.memberCodes.count)"))
        }
        if width == 200 { #expect(zip(lines.dropFirst(), all).allSatisfy { $0.hasSuffix($1.source) }) }
    }

    /// `memberships` printed `au` where --member's error, show and v5 say
    /// `african_union`; and "European Union", as it prints it, was no
    /// organisation to --member. One key an organisation, and its name
    /// taken in any case.
    @Test func eachListsKeyAndName_areWhatMemberTakes() throws {
        let all = try RealWorldDataRepository().membershipLists()
        let known = Set(Membership.names.map(\.key))
        for list in all {
            let key = Membership.key(builtIn: list.key)
            #expect(known.contains(key), "\(list.key)")
            #expect(Membership.key(named: list.name) == key, "\(list.name)")
            #expect(Membership.key(named: list.name.uppercased()) == key, "\(list.name)")
            #expect(Membership.key(named: key) == key)
        }
        let pipe = MembershipListsView.text(all, system: SystemState(isTerminal: false))
        #expect(pipe.contains("african_union\tAfrican Union") && !pipe.contains("\nau\t"))
        #expect(MembershipListsView.text(all, system: SystemState(format: .ndjson)).contains(#"{"key":"african_union","#))
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
