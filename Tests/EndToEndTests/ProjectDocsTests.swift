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

    /// The README's table has a row for each status the man page lists.
    @Test func theExitStatusTable_hasEveryStatus() throws {
        let page = try CountriesBinary().run("help", "--man").stdout
        let section = page.components(separatedBy: ".SH EXIT STATUS\n").last?.components(separatedBy: ".SH ").first ?? ""
        let codes = section.split(separator: "\n").filter { $0.hasPrefix("\\fB") }.map { $0.dropFirst(3).prefix { $0.isNumber } }
        #expect(codes.contains("130") && codes.contains("141"))
        for code in codes {
            #expect(readme.contains("\n| \(code) | "), "README lacks \(code)")
        }
    }
}
