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
        // Found by a new user: the README's 1 left `time` out. Each command
        // the man page's 1 names, the README's names too.
        let commands = try CountriesBinary().run("--help").stdout.components(separatedBy: "SUBCOMMANDS:\n").last?
            .split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
        let notFound = section.components(separatedBy: "\\fB1\\fR\n").last?.split(separator: "\n").first ?? ""
        let named = notFound.components(separatedBy: ";")[0].split { !$0.isLetter }.map(String.init).filter(commands.contains)
        let row = rows.first { $0.hasPrefix("| 1 |") } ?? ""
        #expect(named.contains("time") && named.allSatisfy { row.contains("`\($0)`") }, "\(named): \(row)")
    }

    /// The README's `--version` example is of a refreshed cache, which the
    /// examples' test cannot run: its lines are held to the labels the
    /// program prints, in their order (it lacked `time zones:`).
    @Test func theVersionExample_hasEveryLineTheProgramPrints() throws {
        let printed = try CountriesBinary().run("--version").lines.dropFirst().map { String($0.prefix { $0 != ":" }) }
        #expect(printed.contains("time zones"))
        let example = try #require(readme.components(separatedBy: "$ countries --version\n").dropFirst().first)
        let labels = example.split(separator: "\n").prefix { !$0.hasPrefix("```") }.dropFirst().map { String($0.prefix { $0 != ":" }) }
        // A refreshed cache adds its last refresh; the rest are the same lines.
        #expect(labels.filter { $0 != "last refresh" } == printed, "\(labels)")
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

    /// The README's refresh example started the test server in the same
    /// terminal: its log (`PORT 8080`, `REQUEST …`) was mixed into the
    /// program's output. Run as printed (only its ports made free ones and its
    /// logs put in a directory of the test's own), stdout holds the three lists alone.
    @Test func theServerExamples_run_andKeepTheServersOutputApart() throws {
        let start = try #require(readme.range(of: "```sh\npython3 Tests/Server/fake_restcountries_v5.py"))
        let end = try #require(readme[start.upperBound...].range(of: "```"))
        var script = String(readme[readme.index(start.lowerBound, offsetBy: 6)..<end.lowerBound])
        let directory = try CountriesBinary.temporaryDirectory()
        for (port, log) in [("8080", "/tmp/server.log"), ("8081", "/tmp/server-v31.log")] {
            let path = directory.appendingPathComponent(URL(fileURLWithPath: log).lastPathComponent).path
            #expect(script.contains("--port \(port) > \(log) 2>&1 &"), "the server's output goes to \(log)")
            script = script.replacingOccurrences(of: log, with: path)
                .replacingOccurrences(of: "--port \(port)", with: "--port 0")
                .replacingOccurrences(of: "http://127.0.0.1:\(port)", with: "http://127.0.0.1:$(sed -n 's/^PORT //p' \(path))")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = ProjectFiles.root
        process.environment = [
            "HOME": directory.path, "LANG": "C.UTF-8",
            "PATH": CountriesBinary.built.deletingLastPathComponent().path + ":/usr/bin:/bin",
        ]
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errors)")
        let lines = output.split(separator: "\n")
        #expect(lines.count == 3 * 250, "\(lines.count) lines")
        #expect(!lines.contains { $0.hasPrefix("PORT") || $0.hasPrefix("REQUEST") } && !errors.contains("REQUEST"), "\(errors)")
        #expect(lines.allSatisfy { $0.split(separator: "\t").count == 5 })
    }
}
