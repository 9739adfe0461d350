import Foundation
import Testing

/// Completion as a person meets it: Tab pressed in an interactive shell
/// under tmux, the line read back from the screen. Found by a new user:
/// bash rewrote what was typed (`show fr` became `show F`, `sao t` became
/// `sao T`), put a backslash inside quotes, and lost the space of
/// `São\ T` where LANG is unset. Each step waits for the screen it expects.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (.ci/run installs it)"))
struct BashCompletionTerminalTests {
    /// An interactive `bash --norc` with the script loaded, the program on
    /// PATH, readline's completion-ignore-case as asked, and LANG as given
    /// (nil: unset, as `env -i` leaves it).
    private func shell(ignoreCase: Bool, lang: String? = "C.UTF-8") throws -> Tmux {
        let countries = try CountriesBinary()
        let script = try countries.run("completion", "bash")
        try #require(script.status == 0)
        let file = countries.home.appendingPathComponent("countries.bash")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        let tmux = Tmux()
        let path = CountriesBinary.built.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let locale = lang.map { "LANG=\($0) " } ?? ""
        try tmux.start("env -i HOME=\(countries.home.path) PATH=\(path) TERM=xterm \(locale)PS1='$ ' bash --norc -i", columns: 120, lines: 30)
        #expect(try tmux.waitFor { $0.contains("$") })
        try tmux.type("source \(file.path); bind 'set completion-ignore-case \(ignoreCase ? "on" : "off")'; clear; echo READY")
        #expect(try tmux.waitFor { $0.hasPrefix("READY") && lastLine($0) == "$" }, "\((try? tmux.screen()) ?? "")")
        return tmux
    }

    private func lastLine(_ screen: String) -> String {
        screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// Tab pressed after `typed`: the line becomes `expected` (a unique
    /// completion ends in the space bash adds). A `@` typed after the Tab
    /// shows the Tab was read: a line left as it was is no race won.
    private func tab(_ typed: String, becomes expected: String, ignoreCase: Bool, lang: String? = "C.UTF-8") throws {
        let tmux = try shell(ignoreCase: ignoreCase, lang: lang)
        defer { tmux.kill() }
        try tmux.keys(typed)
        #expect(try tmux.waitFor { lastLine($0) == "$ " + typed }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("Tab")
        try tmux.keys("@")
        #expect(try tmux.waitFor { lastLine($0) == "$ " + expected + "@" }, "\((try? tmux.screen()) ?? "")")
    }

    /// Tab twice after `typed`: the choices are listed (`listed` among
    /// them), and the line is still what was typed.
    private func tabTab(_ typed: String, lists listed: [String], ignoreCase: Bool) throws {
        let tmux = try shell(ignoreCase: ignoreCase)
        defer { tmux.kill() }
        try tmux.keys(typed)
        #expect(try tmux.waitFor { lastLine($0) == "$ " + typed }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("Tab")
        try tmux.keys("Tab")
        #expect(try tmux.waitFor { screen in
            let words = screen.split { $0 == " " || $0 == "\n" }.map(String.init)
            return listed.allSatisfy(words.contains) && lastLine(screen) == "$ " + typed
        }, "\((try? tmux.screen()) ?? "")")
    }

    @Test(arguments: [false, true])
    func aCode_completesAsACode_inTheCaseTyped(ignoreCase: Bool) throws {
        try tabTab("countries show fr", lists: ["fra", "fro"], ignoreCase: ignoreCase)
        if ignoreCase {
            // Denmark too, once case is ignored: the line keeps `de` as typed.
            try tabTab("countries show de", lists: ["deu", "Denmark"], ignoreCase: true)
        } else {
            try tab("countries show de", becomes: "countries show deu ", ignoreCase: false)
        }
        try tab("countries show JP", becomes: "countries show JPN ", ignoreCase: ignoreCase)
    }

    /// Unquoted, `sao t` is two words: the second, `t`, stays as typed.
    @Test(arguments: [false, true])
    func theSecondWordOfAName_isNotRewritten(ignoreCase: Bool) throws {
        try tabTab("countries show sao t", lists: ["tha", "tun"], ignoreCase: ignoreCase)
    }

    @Test func aQuotedName_completesInsideItsQuote_withNoBackslash() throws {
        try tab("countries show 'united k", becomes: "countries show 'United Kingdom' ", ignoreCase: true)
        try tab("countries show 'United K", becomes: "countries show 'United Kingdom' ", ignoreCase: false)
    }

    /// Without completion-ignore-case a name completes only from its start
    /// as typed; with it, in any case and without its accents.
    @Test func names_followCompletionIgnoreCase() throws {
        try tab("countries show curacao", becomes: "countries show Curaçao ", ignoreCase: true)
        try tab("countries show curacao", becomes: "countries show curacao", ignoreCase: false)
        try tab("countries show Cura", becomes: "countries show Curaçao ", ignoreCase: false)
    }

    /// bash listed the candidates as inserted, `Saint\ Lucia`: the list
    /// shows the names, and the line still gets them escaped.
    @Test func theListShowsNames_andTheLineGetsThemEscaped() throws {
        let tmux = try shell(ignoreCase: false)
        defer { tmux.kill() }
        try tmux.keys("countries show Saint")
        #expect(try tmux.waitFor { lastLine($0) == "$ countries show Saint" }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("Tab") // inserts what they all begin with, escaped
        #expect(try tmux.waitFor { lastLine($0) == "$ countries show Saint\\" }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("Tab")
        try tmux.keys("Tab")
        #expect(try tmux.waitFor { screen in
            screen.contains("Saint Lucia") && screen.contains("Saint Kitts and Nevis") && screen.contains("Saint Helena, Ascension")
        }, "\((try? tmux.screen()) ?? "")")
        #expect(!((try? tmux.screen()) ?? "").split(separator: "\n").dropLast().contains { $0.contains("Saint\\ L") })
        try tmux.keys("L")
        try tmux.keys("Tab")
        try tmux.keys("@")
        #expect(try tmux.waitFor { lastLine($0) == "$ countries show Saint\\ Lucia @" }, "\((try? tmux.screen()) ?? "")")
    }

    /// CLI.md: completion finds names in any language. `countries show Γερ`
    /// did nothing in an English session: a text no name of the session's
    /// language begins with, in any case, is the countries `list --search`
    /// finds by it. A name that does begin so keeps its rule (`curacao`
    /// above, without ignore-case).
    @Test(arguments: [false, true])
    func aNameInAnotherScript_completesToTheCountry(ignoreCase: Bool) throws {
        try tab("countries show Γερμ", becomes: "countries show Germany ", ignoreCase: ignoreCase)
        try tab("countries show 日本", becomes: "countries show Japan ", ignoreCase: ignoreCase)
        try tab("countries show zzzz", becomes: "countries show zzzz", ignoreCase: ignoreCase)
    }

    @Test func withLANGUnset_anEscapedSpace_isKept() throws {
        try tab("countries show São\\ T", becomes: "countries show São\\ Tomé\\ and\\ Príncipe ", ignoreCase: false, lang: nil)
        try tab("countries show sao\\ t", becomes: "countries show São\\ Tomé\\ and\\ Príncipe ", ignoreCase: true, lang: nil)
    }
}

/// fish, likewise: Tab after a code typed in lower case lists the codes
/// in lower case and leaves the line as it was.
@Suite(.enabled(if: Tmux.isInstalled && InstalledTool.fish, "tmux or fish is not installed (.ci/run installs both)"))
struct FishCompletionTerminalTests {
    @Test func aCode_isNotRewritten() throws {
        let countries = try CountriesBinary()
        let script = try countries.run("completion", "fish")
        let file = countries.home.appendingPathComponent("countries.fish")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        let tmux = Tmux()
        defer { tmux.kill() }
        let path = CountriesBinary.built.deletingLastPathComponent().path + ":/usr/bin:/bin"
        try tmux.start("env -i HOME=\(countries.home.path) PATH=\(path) TERM=xterm LANG=C.UTF-8 fish --no-config", columns: 120, lines: 30)
        let lines = { (screen: String) in screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
        try tmux.type("function fish_prompt; echo '> '; end; source \(file.path); clear; echo READY")
        #expect(try tmux.waitFor { lines($0).contains("READY") && lines($0).last == ">" }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("countries show fr")
        #expect(try tmux.waitFor { lines($0).contains("> countries show fr") })
        try tmux.keys("Tab")
        #expect(try tmux.waitFor { screen in
            let words = screen.split { $0 == " " || $0 == "\n" }
            return words.contains("fra") && words.contains("fro") && lines(screen).contains("> countries show fr")
        }, "\((try? tmux.screen()) ?? "")")
    }
}
