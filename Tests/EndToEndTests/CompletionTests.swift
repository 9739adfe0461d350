import Foundation
import Testing

/// The completion scripts, run by the shells themselves: bash is asked for
/// completions as it asks when Tab is pressed (COMP_WORDS, COMP_CWORD, then
/// the function, then COMPREPLY); zsh and fish check their scripts' syntax.
@Suite struct CompletionTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary()
    }

    /// What bash offers for a command line whose last word is being typed;
    /// the program is named by its path, as a user's `countries` on PATH.
    private func bashCompletions(_ words: [String]) throws -> [String] {
        try completions(in: "bash", ["--norc", "--noprofile"], words)
    }

    /// What the zsh script's function offers, called as bashcompinit calls
    /// it: COMP_WORDS a zsh array, COMP_CWORD counted from 0. (zsh then
    /// keeps those that match what was typed by its own matcher-list.)
    private func zshCompletions(_ words: [String]) throws -> [String] {
        try completions(in: "zsh", ["-f"], words, prelude: "autoload -U compinit && compinit -u -D")
    }

    private func completions(in shell: String, _ options: [String], _ words: [String], prelude: String = "") throws -> [String] {
        let script = try countries.run("completion", shell)
        try #require(script.status == 0)
        let file = countries.home.appendingPathComponent("countries.\(shell)")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        let quotedWords = ([CountriesBinary.built.path] + words).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let driver = """
            \(prelude)
            source '\(file.path)'
            COMP_WORDS=(\(quotedWords.joined(separator: " ")))
            COMP_CWORD=\(words.count)
            _countries
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let output = try Self.run("/usr/bin/env", [shell] + options + ["-c", driver], home: countries.home)
        #expect(output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
        return output.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bash_completesCommands() throws {
        #expect(try bashCompletions(["sh"]) == ["show"])
        #expect(try bashCompletions(["c"]) == ["compare", "city", "completion"])
    }

    @Test func bash_completesACountryName_orCode_forShowAndCompare() throws {
        #expect(try bashCompletions(["show", "Switz"]) == ["Switzerland"])
        // Quoted for the command line: the name has spaces.
        #expect(try bashCompletions(["compare", "fr", "United K"]) == ["United\\ Kingdom"])
        // A code as a code, in the case typed; a name as typed, case and all
        // (without readline's completion-ignore-case: see BashCompletionTerminalTests).
        #expect(try bashCompletions(["compare", "fr", "de"]) == ["deu"])
        #expect(try bashCompletions(["compare", "fr", "DE"]) == ["DEU"])
        #expect(try bashCompletions(["compare", "fr", "De"]) == ["Denmark"])
    }

    /// Without completion-ignore-case, bash's default, a name completes only
    /// from what starts it, as typed: never a rewrite of the typed letters
    /// (accents and case aside only with it on: BashCompletionTerminalTests).
    @Test func bash_completesANameFromItsTypedStart_only() throws {
        #expect(try bashCompletions(["show", "São T"]) == ["São\\ Tomé\\ and\\ Príncipe"])
        #expect(try bashCompletions(["show", "Cura"]) == ["Curaçao"])
        #expect(try bashCompletions(["show", "Réu"]) == ["Réunion"])
        #expect(try bashCompletions(["show", "sao t"]) == [])
        #expect(try bashCompletions(["show", "curacao"]) == [])
    }

    /// Found by a new user: past the space of a name, nothing completed
    /// (the typed word still held its backslash or quote).
    @Test func bash_completesANamePastItsSpace_escapedOrQuoted() throws {
        #expect(try bashCompletions(["show", "United\\ K"]) == ["United\\ Kingdom"])
        // Inside the quote typed, as it is: no backslash within quotes.
        #expect(try bashCompletions(["show", "'United K"]) == ["United Kingdom"])
        #expect(try bashCompletions(["list", "--subregion", "Western\\ As"]) == ["Western\\ Asia"])
    }

    @Test func bash_completesOptionValues_fromTheOptionTable() throws {
        #expect(try bashCompletions(["list", "--region", "Eu"]) == ["Europe"])
        #expect(try bashCompletions(["list", "--region", "=", "A"]) == ["Africa", "Americas", "Antarctic", "Asia"])
        #expect(try bashCompletions(["list", "--sort", ""]) == ["name", "population", "area"])
        #expect(try bashCompletions(["show", "fr", "--format", "n"]) == ["ndjson"])
        #expect(try bashCompletions(["list", "--fields", "cca3,name.c"]) == ["cca3,name.common"])
        #expect(try bashCompletions(["--locale", "de"]) == ["deu", "de"])
        #expect(try bashCompletions(["--locale", "e"]).contains("el"), "the languages only CLDR has too")
    }

    /// Found by a new user: `--fields` offered `list`'s fields for `time`
    /// (`zones`, which time refuses) and nothing for `subdivisions`.
    @Test func bash_completesTheFieldsOfTheCommand() throws {
        #expect(try bashCompletions(["time", "fr", "--fields", "zo"]) == ["zone"])
        #expect(try bashCompletions(["time", "--fields", "zone,of"]) == ["zone,offset"])
        #expect(try bashCompletions(["subdivisions", "us", "--fields", "iso"]) == ["isoName"])
        #expect(try bashCompletions(["subdivisions", "us", "--fields", "=", "co"]) == ["code", "country"])
        #expect(try bashCompletions(["list", "--fields", "zon"]) == ["zones"])
        #expect(try bashCompletions(["--fields", "zon"]) == ["zones"], "no command: the list's")
    }

    @Test func bash_completesOnlyTheOptionsACommandTakes() throws {
        #expect(try bashCompletions(["list", "--re"]) == ["--region", "--reverse", "--refresh"])
        #expect(try bashCompletions(["show", "fr", "--re"]) == ["--refresh"])
        #expect(try bashCompletions(["compare", "fr", "de", "--f"]) == ["--format", "--fields"])
    }

    /// Found by hand: the zsh script failed as soon as a name was completed
    /// ("bad substitution": zsh has no `${1,,}`), and took the word before
    /// the one typed (zsh counts from 1).
    @Test(.enabled(if: InstalledTool.zsh))
    func zsh_completesCommands_names_andValues_asBashDoes() throws {
        // Commands and options go through bashcompinit's compgen, which
        // leaves matching to zsh itself: only the script's own lists here.
        #expect(try zshCompletions(["show", "Switz"]) == ["Switzerland"])
        #expect(try zshCompletions(["compare", "fr", "São T"]) == ["São\\ Tomé\\ and\\ Príncipe"])
        #expect(try zshCompletions(["compare", "fr", "fr"]) == ["fro", "fra"], "a code in the case typed")
        #expect(try zshCompletions(["list", "--region", "Eu"]) == ["Europe"])
        #expect(try zshCompletions(["list", "--fields", "cca3,name.c"]) == ["cca3,name.common"])
        #expect(try zshCompletions(["time", "--fields", "zo"]) == ["zone"])
        #expect(try zshCompletions(["subdivisions", "fr", "--fields", "iso"]) == ["isoName"])
    }

    @Test(.enabled(if: InstalledTool.zsh))
    func zsh_scriptPassesItsSyntaxCheck() throws {
        try checkSyntax(of: "zsh", with: "zsh", ["-n"])
    }

    /// What fish offers for a command line (`complete -C`), without descriptions.
    private func fishCompletions(_ commandLine: String) throws -> [String] {
        let script = try countries.run("completion", "fish")
        try #require(script.status == 0)
        let file = countries.home.appendingPathComponent("countries.fish")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        let output = try Self.run("/usr/bin/env", ["fish", "--no-config", "-c", "source $argv[1]; complete -C$argv[2]", file.path, commandLine],
                                  home: countries.home, path: CountriesBinary.built.deletingLastPathComponent().path + ":/usr/bin:/bin")
        #expect(output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
        return output.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }

    /// fish completed only the first of `--fields a,b,c`.
    @Test(.enabled(if: InstalledTool.fish))
    func fish_completesEachFieldOfAList() throws {
        #expect(try fishCompletions("countries list --fields cca3,name.") == ["cca3,name.common", "cca3,name.nativeName", "cca3,name.official"])
        #expect(try fishCompletions("countries show fr --fields=capital,are") == ["--fields=capital,area"])
        #expect(try fishCompletions("countries list --region eu") == ["Europe"])
        // The command's own fields: time's and subdivisions' (found by a new user).
        #expect(try fishCompletions("countries time fr --fields zo") == ["zone"])
        #expect(try fishCompletions("countries subdivisions us --fields=code,iso") == ["--fields=code,isoName"])
        #expect(try fishCompletions("countries list --fields zon") == ["zones"])
    }

    /// fish matched `sao t`, which starts no candidate, against the names
    /// given as descriptions, and put `shn` in its place; a code is offered
    /// in the case typed.
    /// Found by a new user: `show fr<Tab>` offered `fra`, `FRA`, `FRO` and
    /// `fro` beside the names: a code comes in the case typed, as in bash.
    @Test(.enabled(if: InstalledTool.fish))
    func fish_offersCodesInTheCaseTyped_andNeverADescriptionsMatch() throws {
        #expect(try fishCompletions("countries show sao\\ t") == [])
        let lower = try fishCompletions("countries show fr")
        #expect(lower.contains("fra") && lower.contains("fro") && lower.contains("France"), "\(lower)")
        #expect(!lower.contains("FRA") && !lower.contains("FRO"), "\(lower)")
        let upper = try fishCompletions("countries show FR")
        #expect(upper.contains("FRA") && upper.contains("FRO") && !upper.contains("fra"), "\(upper)")
        let mixed = try fishCompletions("countries show Fr")
        #expect(!mixed.contains { ["fra", "FRA", "fro", "FRO"].contains($0) } && mixed.contains("France"), "a name being typed: \(mixed)")
        #expect(try fishCompletions("countries show united\\ k") == ["United Kingdom"])
    }

    @Test(.enabled(if: InstalledTool.fish))
    func fish_scriptPassesItsSyntaxCheck() throws {
        try checkSyntax(of: "fish", with: "fish", ["--no-execute"])
    }

    private func checkSyntax(of shell: String, with program: String, _ options: [String]) throws {
        let script = try countries.run("completion", shell)
        try #require(script.status == 0)
        let file = countries.home.appendingPathComponent("countries.\(shell)")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        let output = try Self.run("/usr/bin/env", [program] + options + [file.path], home: countries.home)
        #expect(output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
    }

    private static func run(_ executable: String, _ arguments: [String], home: URL, path: String = "/usr/bin:/bin") throws -> CountriesBinary.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ["HOME": home.path, "PATH": path, "LANG": "C.UTF-8"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CountriesBinary.Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}
