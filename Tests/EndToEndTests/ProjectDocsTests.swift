import Foundation
import Testing

/// What the README promises about the project as a whole.
@Suite struct ProjectDocsTests {
    let readme: String

    init() throws {
        readme = try String(contentsOf: ProjectFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test func theCodeIsApache2_andTheDataKeepsItsMPL2Note() throws {
        let license = try String(contentsOf: ProjectFiles.root.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(license.contains("Apache License\n                           Version 2.0, January 2004"))
        #expect(license.contains("END OF TERMS AND CONDITIONS"), "the whole text")
        let section = readme.components(separatedBy: "\n## License\n").last?.components(separatedBy: "\n## ").first ?? ""
        #expect(section.contains("[Apache License 2.0](LICENSE)"))
        #expect(section.contains("Mozilla Public License 2.0") && section.contains("Sources/CountriesSnapshot/NOTICE.md"))
        let notice = try String(contentsOf: ProjectFiles.root.appendingPathComponent("Sources/CountriesSnapshot/NOTICE.md"), encoding: .utf8)
        #expect(notice.contains("Mozilla Public License 2.0"))
    }

    /// The README's table has a row for each status the man page lists
    /// (made from `ExitCode`), and no other.
    @Test func theExitStatusTable_hasEveryStatus_andNoOther() throws {
        let page = try CountriesBinary().run("help", "--man").stdout
        let section = page.components(separatedBy: ".SH EXIT STATUS\n").last?.components(separatedBy: ".SH ").first ?? ""
        let codes = section.split(separator: "\n").filter { $0.hasPrefix("\\fB") }.map { String($0.dropFirst(3).prefix { $0.isNumber }) }
        #expect(codes.contains("130") && codes.contains("141"))
        let table = readme.components(separatedBy: "\n## Exit status\n").last?.components(separatedBy: "\n## ").first ?? ""
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.dropFirst(2).first?.isNumber == true }
        #expect(rows.map { String($0.dropFirst(2).prefix { $0.isNumber }) } == codes, "the README's rows, in the man page's order")
    }

    /// The command-line fuzzer draws from every command the program has:
    /// its list is held to the SUBCOMMANDS `--help` prints from the table.
    @Test func theFuzzersCommands_areTheProgramsCommands() throws {
        let help = try CountriesBinary().run("--help").stdout
        let section = help.components(separatedBy: "SUBCOMMANDS:\n").last ?? ""
        let commands = section.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(!commands.isEmpty)
        #expect(CommandLineGenerator.validCommands == commands)
        #expect(Set(CommandLineGenerator.invalidCommands).isDisjoint(with: commands))
    }
}
