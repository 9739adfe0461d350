import Foundation
import Testing

/// The completion install lines, in `help completion`, the man page and the
/// README alike, typed as they are into a new home: they make the
/// directories they write into.
@Suite struct InstallLinesTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary()
    }

    /// The help's install lines: the ones indented under a shell's name.
    private func installLines() throws -> [String] {
        try countries.run("help", "completion").stdout.split(separator: "\n")
            .filter { $0.hasPrefix("    ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func completionInstallLines_workInANewHome() throws {
        let lines = try installLines()
        #expect(lines.count == 5, "\(lines)")
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-e", "-c", lines.joined(separator: "\n")]
        shell.environment = ["HOME": countries.home.path, "PATH": CountriesBinary.built.deletingLastPathComponent().path + ":/usr/bin:/bin"]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        for script in [".local/share/bash-completion/completions/countries", ".zfunc/_countries", ".config/fish/completions/countries.fish"] {
            let written = try? String(contentsOf: countries.home.appendingPathComponent(script), encoding: .utf8)
            #expect(written?.contains("countries") == true, "\(script)")
        }
    }

    @Test func theManPageAndTheReadme_giveTheSameLines() throws {
        let page = try countries.run("help", "--man").stdout
        let readme = try String(contentsOf: ProjectFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
        for line in try installLines() {
            #expect(page.contains(line.replacingOccurrences(of: "-", with: "\\-")), "\(line)")
            #expect(readme.contains("\n" + line + "\n"), "\(line)")
        }
    }
}

/// The package's own files, found from this source file's place.
enum ProjectFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
