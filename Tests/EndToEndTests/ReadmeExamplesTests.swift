import Foundation
import Testing

/// The README's examples run as printed: every `$ countries …` line of its
/// code blocks that needs no network and no key, run by bash with the built
/// binary as `countries` (HOME empty, no cache), prints the lines below it.
/// An example of a terminal's screen is run in a terminal (`script`, at the
/// widths people have): a pipe's lines and a terminal's table are both
/// examples. A README line that ends in `...` stands for the line it begins.
@Suite struct ReadmeExamplesTests {
    struct Example: CustomStringConvertible {
        let command: String
        let output: [String]
        var description: String { command }
    }

    /// The examples, in order; none after a block's first `--refresh` or
    /// `export`, which change what the later lines see.
    static func examples() throws -> [Example] {
        let readme = try String(contentsOf: ProjectFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
        var examples: [Example] = []
        let blocks = readme.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        for block in blocks {
            var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst()
            if lines.last == "" { lines = lines.dropLast() }
            var current: (command: String, output: [String])?
            var stale = false
            for line in lines {
                if line.hasPrefix("$ ") {
                    if let current, !stale { examples.append(Example(command: current.command, output: current.output)) }
                    let command = String(line.dropFirst(2))
                    stale = stale || ["--refresh", "export ", "COUNTRIES_API_KEY", "--version", "kill ", "python3 "].contains { command.contains($0) }
                    // An example that reads a file of the reader's (`< gdp.csv`) shows its output, not a command to run here.
                    let runnable = (command.hasPrefix("countries ") || command.hasPrefix("LANG=")) && !command.contains(" < ")
                    current = runnable ? (command, []) : nil
                } else if current != nil {
                    current?.output.append(line)
                }
            }
            if let current, !stale { examples.append(Example(command: current.command, output: current.output)) }
        }
        // A command shown without its output (a session started) is no example of output.
        return examples.filter { !$0.output.allSatisfy(\.isEmpty) }
    }

    @Test func thereAreExamples() throws {
        #expect(try Self.examples().count >= 30)
    }

    @Test func everyExample_printsWhatTheReadmeShows() throws {
        for example in try Self.examples() { try check(example) }
    }

    /// The README's session in a 60x14 terminal, typed in one (tmux): each
    /// screen as the README prints it, line for line. It showed a title cut
    /// in its link and a footer of 14 lines where the program drew others.
    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed (.ci/run installs it)"))
    func theSessionIn60x14_isWhatTheTerminalShows() throws {
        let readme = try String(contentsOf: ProjectFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
        let intro = try #require(readme.range(of: "A short session in a 60x14 terminal"))
        let screens = readme[intro.upperBound...].components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.prefix(2).map {
            Array($0.element.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast().map(String.init))
        }
        try #require(screens.count == 2)
        let home = try CountriesBinary.temporaryDirectory()
        let tmux = Tmux()
        defer { tmux.kill() }
        let environment = "env -i HOME=\(home.path) PATH=/usr/bin:/bin TERM=xterm LANG=C.UTF-8 NO_COLOR=1"
        try tmux.start("\(environment) \(CountriesBinary.built.path) browse", columns: 60, lines: 14)
        #expect(try tmux.waitFor { $0.hasPrefix("Countries · countries://countries") })
        // The screen's lines, less the spaces after them and the empty rows below.
        func shown(_ screen: String) -> [String] {
            var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " }.reversed()) }
            while lines.last == "" { lines.removeLast() }
            return lines
        }
        try tmux.type("korea")
        try tmux.keys("2")
        #expect(try tmux.waitFor { shown($0) == screens[0] }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("Enter")
        #expect(try tmux.waitFor { shown($0) == screens[1] }, "\((try? tmux.screen()) ?? "")")
    }

    private func check(_ example: Example) throws {
        let binary = try CountriesBinary.copiedAlone()
        let directory = binary.executable.deletingLastPathComponent().path
        let environment = ["HOME": binary.home.path, "PATH": "\(directory):/usr/bin:/bin"]
        let command = "{ \(example.command)\n} 2>&1"
        var seen = ["pipe": try Self.bash(command, environment: environment)]
        guard !Self.shows(seen["pipe"] ?? [], example.output) else { return }
        // A terminal's screen: run where stdout is a terminal.
        for columns in [80, 100, 120, 160] {
            let script = "stty cols \(columns) rows 50; " + command
            let shown = try Self.bash("script -qec \(Self.quoted(script)) /dev/null", environment: environment.merging(["TERM": "xterm", "NO_COLOR": "1"]) { $1 })
            if Self.shows(shown, example.output) { return }
            seen["terminal, \(columns) columns"] = shown
        }
        let tried = seen.sorted { $0.key < $1.key }.map { "\($0.key):\n\($0.value.joined(separator: "\n"))" }.joined(separator: "\n")
        Issue.record("\(example.command)\nREADME:\n\(example.output.joined(separator: "\n"))\n\(tried)")
    }

    /// The lines printed are the README's, a line ending in `...` standing
    /// for any that begins with what comes before, and a clock time
    /// (`14:05`, a country's local time now) for any.
    static func shows(_ printed: [String], _ readme: [String]) -> Bool {
        printed.count == readme.count && zip(printed.map(anyTime), readme.map(anyTime)).allSatisfy { line, shown in
            shown.hasSuffix("...") ? line.hasPrefix(shown.dropLast(3)) : line == shown
        }
    }

    /// `Local time        14:05 GMT` with the time as `hh:mm`.
    private static func anyTime(_ line: String) -> String {
        guard line.hasPrefix("Local time") else { return line }
        return line.replacing(/\b\d\d:\d\d\b/, with: "hh:mm")
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func bash(_ command: String, environment: [String: String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.environment = environment
        process.currentDirectoryURL = ProjectFiles.root
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // A terminal's and CSV's CRLF read as the README prints them.
        var lines = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
        while lines.last == "" { lines.removeLast() }
        return lines
    }
}
