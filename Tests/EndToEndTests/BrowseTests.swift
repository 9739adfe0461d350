import Foundation
import Testing

/// `browse` and `--route` through the real binary: from a pipe, and in a real
/// terminal under tmux.
@Suite struct BrowseTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary()
    }

    private func titles(_ output: CountriesBinary.Output) -> [String] {
        output.lines.filter { $0.contains(" · countries://") }
    }

    @Test func aSessionFromAPipe_isAReadableTranscript() throws {
        let output = try countries.run(arguments: ["browse"], environment: [:], stdin: "fra\nneighbors\n1\nback\nquit\n")
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(!output.stdout.contains("\u{1B}"))
        #expect(titles(output) == [
            "Countries · countries://countries",
            "France · countries://countries/FRA",
            "Neighbours of France · countries://countries/FRA/neighbors",
            "Andorra · countries://countries/AND",
            "Neighbours of France · countries://countries/FRA/neighbors",
        ])
        #expect(output.stdout.contains("\n8  🇨🇭  Switzerland"))
    }

    /// With standard input closed, the next file opened would be descriptor
    /// 0: the cache, which an indexed cache keeps open, and whose 58,000
    /// lines browse then ran as commands.
    @Test func closedStandardInput_isNoInput_evenWithAnIndexedCache() throws {
        let countries = try CountriesBinary()
        let cache = try CountriesBinary.temporaryDirectory()
        let server = try FakeServer()
        let refresh = try countries.run("list", "--refresh", "--api", "v3.1", "--base-url", server.baseURL, "--cache-dir", cache.path)
        server.stop()
        #expect(refresh.status == 0 && FileManager.default.fileExists(atPath: cache.appendingPathComponent("countries.index").path))
        var shell = countries
        shell.executable = URL(fileURLWithPath: "/bin/sh")
        let run = try shell.run(
            arguments: ["-c", #"exec timeout 20 "$0" browse --cache-dir "$1" <&-"#, CountriesBinary.built.path, cache.path],
            environment: [:]
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count < 300, "one screen, then the end of input: \(run.lines.count) lines")
        #expect(!run.stdout.contains("cca3"), "no line of the cache was read as a command")
    }

    /// Another process cutting the index short in place while a session
    /// runs (a cleanup, a full disk) killed it with SIGBUS and no word: the
    /// index is mapped, so a start stays flat however large it is. Now the
    /// fault is reported as the damaged cache it is: one line, exit 74. The
    /// session waits for the first screen (the index read), not a clock.
    @Test func anIndexCutShortWhileBrowsing_isReportedInOneLine_andExits74() throws {
        let countries = try CountriesBinary()
        let cache = try CountriesBinary.temporaryDirectory()
        let server = try FakeServer()
        #expect(try countries.run("list", "--refresh", "--api", "v3.1", "--base-url", server.baseURL, "--cache-dir", cache.path).status == 0)
        server.stop()
        let process = Process()
        process.executableURL = CountriesBinary.built
        process.arguments = ["browse", "--cache-dir", cache.path]
        process.environment = ["HOME": countries.home.path, "PATH": "/usr/bin:/bin"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("Countries · countries://countries") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        let index = cache.appendingPathComponent("countries.index").path
        #expect(truncate(index, 100) == 0)
        input.fileHandleForWriting.write(Data("chile\nde\nneighbors\n".utf8))
        try input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 74, "\(process.terminationReason) \(process.terminationStatus)")
        #expect(said == "Error: the cache's index \(index) was cut short while it was read (another program changed it); run the command again\n")
        #expect(try countries.run("show", "de", "--cache-dir", cache.path).status == 0, "the next run reads the JSON")
    }

    @Test func endOfInput_endsTheSession() throws {
        let output = try countries.run(arguments: ["browse", "--route", "/countries/jp"], environment: [:], stdin: "")
        #expect(output.status == 0)
        #expect(titles(output) == ["Japan · countries://countries/JPN"])
    }

    @Test func routes_printTheirScreenAndExit() throws {
        #expect(try countries.run("--route", "/countries/jp").lines.first == "🇯🇵  Japan")
        #expect(try countries.run("--route", "countries://countries/JPN").lines.first == "🇯🇵  Japan")
        let neighbours = try countries.run("--route", "/countries/fra/neighbors")
        #expect(neighbours.lines.count == 8)
        #expect(neighbours.lines.first == "🇦🇩\tAndorra\tAND\t88406\tEurope")
        let island = try countries.run("--route", "/countries?search=island", "--json")
        let records = try #require(try JSONSerialization.jsonObject(with: Data(island.stdout.utf8)) as? [[String: Any]])
        #expect(!records.isEmpty)
        #expect(records.count == (try countries.run("list", "--search", "island").lines.count))
    }

    /// `--route '/countries?search=euro' --limit 2` printed all 36.
    @Test func aListRoute_takesTheListOptions_anotherRouteRefusesThem() throws {
        let two = try countries.run("--route", "/countries?search=euro", "--limit", "2")
        #expect(two.status == 0 && two.lines.count == 2)
        #expect(two.lines == Array(try countries.run("list", "--search", "euro").lines.prefix(2)))
        let byArea = try countries.run("--route", "/countries", "--sort", "area", "--limit", "1")
        #expect(byArea.lines.map { $0.split(separator: "\t")[1] } == ["Russia"])
        let refused = try countries.run("--route", "/countries/fra", "--limit", "2")
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("Error: '/countries/fra' is not a list: list options"))
    }

    /// A narrowed list's title says its filters and gives its link, and
    /// `--route` takes the link back to the same list (an M49 region read
    /// as `--region`'s is).
    @Test func aNarrowedListsLink_isInItsTitle_andRoutesBackToIt() throws {
        let browse = try countries.run(arguments: ["browse"], environment: [:], stdin: "region europe\nmember eu\nlandlocked\n")
        let link = "/countries?region=europe&member=eu&landlocked"
        // 80 columns: the words give way, the link stays whole.
        #expect(titles(browse).last == "Countries in Europe,… · countries:/" + link, "\(titles(browse))")
        let routed = try countries.run("--route", link)
        #expect(routed.status == 0 && routed.lines.map { $0.split(separator: "\t")[2] } == ["AUT", "CZE", "HUN", "LUX", "SVK"], "\(routed.lines)")
        #expect(routed.lines == (try countries.run("list", "--region", "europe", "--member", "eu", "--landlocked").lines))
        let m49 = try countries.run("--route", "/countries?region=419&sort=area&limit=2")
        #expect(m49.lines == (try countries.run("list", "--region", "419", "--sort", "area", "--limit", "2").lines) && m49.lines.count == 2, "\(m49.lines)")
        let typed = try countries.run(arguments: ["browse"], environment: [:], stdin: "/countries?region=419&landlocked\n")
        #expect(titles(typed).last == "Countries in Latin America and th… · countries://countries?region=419&landlocked", "\(titles(typed))")
        let listed = typed.lines.drop { !$0.hasSuffix("?region=419&landlocked") }.filter { $0.contains("Americas") }
        #expect(listed.map { $0.split(separator: " ").first { $0.count == 3 && $0.allSatisfy(\.isUppercase) } } == ["BOL", "PRY"], "\(listed)")
        let unknown = try countries.run("--route", "/countries?region=atlantis")
        #expect(unknown.status != 0 && unknown.stderr.contains("atlantis"), "\(unknown.stderr)")
    }

    @Test func badRoutes_exit64_andUnknownCodes_exit1() throws {
        let bad = try countries.run("--route", "/countries/fr/capital")
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: Unknown route '/countries/fr/capital'; expected /countries"))
        #expect(try countries.run("--route", "ftp://countries/fr").status == 64)
        let unknown = try countries.run("--route", "/countries/zz")
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "Error: no country has the code or name 'zz'\n")
    }

    /// `browse --route /countries/fr --limit 3` started on the first three
    /// of the whole list with the error as a notice, and exited 0; with
    /// `--search x` beside a link's search, it searched x. A start link
    /// that leads nowhere starts no session: the one-shot's error and status.
    @Test func browse_refusesAStartLink_asTheOneShotDoes() throws {
        for (arguments, status) in [
            (["--route", "/countries/fr", "--limit", "3"], 64), (["--route", "/countries?search=euro", "--search", "x"], 64),
            (["--route", "/countries/fr/capital"], 64), (["--route", "/countries/zz"], 1),
        ] {
            let oneShot = try countries.run(arguments: arguments, environment: [:], stdin: "")
            let browse = try countries.run(arguments: ["browse"] + arguments, environment: [:], stdin: "quit\n")
            #expect(oneShot.status == Int32(status) && browse.status == oneShot.status, "\(arguments): \(browse.status)")
            // The same error line; a usage line, where one follows, is each command's.
            #expect(browse.stderr.hasPrefix("Error: ") && browse.stderr.split(separator: "\n").first == oneShot.stderr.split(separator: "\n").first, "\(browse.stderr)")
            #expect(browse.stdout.isEmpty, "no session: \(browse.stdout)")
        }
        let fine = try countries.run(arguments: ["browse", "--route", "/countries?search=euro", "--limit", "2"], environment: [:], stdin: "")
        #expect(fine.status == 0 && titles(fine) == ["Countries matching \"euro\", first 2 · countries://countries?search=euro&limit=2"], "\(titles(fine))")
    }

    /// The time screen's link: alone it prints France's clocks, as `time fr`
    /// does; browse starts on it, its title naming France.
    @Test func theTimeLink_printsTheCountrysClocks() throws {
        let routed = try countries.run("--route", "/countries/fr/time")
        #expect(routed.status == 0 && routed.lines.count == 1 && routed.lines.first?.contains("Europe/Paris") == true, "\(routed.stdout)")
        let browse = try countries.run(arguments: ["browse", "--route", "countries://countries/JPN/time"], environment: [:], stdin: "")
        #expect(titles(browse) == ["Local time in Japan · countries://countries/JPN/time"], "\(browse.stdout)")
        #expect(browse.lines.contains { $0.contains("Asia/Tokyo") }, "\(browse.stdout)")
    }
}

/// A real terminal: tmux runs the binary, the test types and resizes, and
/// reads the screen back. Each step waits for what it expects to appear.
@Suite(.enabled(if: Tmux.isInstalled, "tmux is not installed (.ci/run installs it)"))
struct TerminalTests {
    @Test func typing_resizing_andCtrlC_inARealTerminal() throws {
        let home = try CountriesBinary.temporaryDirectory()
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start("env HOME=\(home.path) \(CountriesBinary.built.path); echo EXITED $?; sleep 30", columns: 80, lines: 20)

        #expect(try tmux.waitFor { $0.contains("Rows 1–15 of 250") }, "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.screen().hasPrefix("Countries · countries://countries"))

        try tmux.type("land")
        #expect(try tmux.waitFor { $0.contains("Countries matching \"land\"") && $0.contains("Rows 1–15 of 45") })

        try tmux.resize(columns: 50, lines: 10)
        #expect(try tmux.waitFor { $0.contains("Rows 1–5 of 45") }, "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.screen().split(separator: "\n").allSatisfy { $0.count <= 50 })

        try tmux.type("1")
        #expect(try tmux.waitFor { $0.contains("🇨🇼  Curaçao") && $0.contains("Official name") })

        try tmux.keys("C-c")
        #expect(try tmux.waitFor { $0.contains("EXITED 130") })
        #expect(!(try tmux.screen().contains("Official name")), "the alternate screen is gone")
    }
}

extension TerminalTests {
    /// The lines typed in one session are Up's in the next: kept in
    /// $XDG_STATE_HOME/countries/history, never with the key in them.
    @Test func history_outlivesTheSession_withoutTheKey() throws {
        let home = try CountriesBinary.temporaryDirectory()
        let state = home.appendingPathComponent("state")
        let session = "env HOME=\(home.path) XDG_STATE_HOME=\(state.path) COUNTRIES_API_KEY=sekrit123456789 \(CountriesBinary.built.path)"
        let first = Tmux()
        defer { first.kill() }
        try first.start("\(session); echo EXITED $?; sleep 30", columns: 80, lines: 20)
        #expect(try first.waitFor { $0.contains("Rows 1–15 of 250") }, "\((try? first.screen()) ?? "")")
        try first.type("fra")
        #expect(try first.waitFor { $0.hasPrefix("France") })
        try first.type("sekrit123456789")
        #expect(try first.waitFor { $0.contains("sekrit123456789") && $0.contains("No country") }, "\((try? first.screen()) ?? "")")
        try first.type("quit")
        #expect(try first.waitFor { $0.contains("EXITED 0") })
        let file = state.appendingPathComponent("countries/history")
        #expect(try String(contentsOf: file, encoding: .utf8) == "fra\n")

        let second = Tmux()
        defer { second.kill() }
        try second.start("\(session); echo EXITED $?; sleep 30", columns: 80, lines: 20)
        #expect(try second.waitFor { $0.contains("Rows 1–15 of 250") })
        try second.keys("Up")
        #expect(try second.waitFor { $0.contains("› fra") }, "\((try? second.screen()) ?? "")")
        try second.keys("C-c")
        try second.keys("C-c")
        #expect(try second.waitFor { $0.contains("EXITED 130") })
    }

    /// A history that cannot be written (here its directory is a file) is
    /// said once; the session goes on. `COUNTRIES_HISTORY=` keeps none.
    @Test func anUnwritableHistory_isSaidOnce_andEmptyCountriesHistory_keepsNone() throws {
        let home = try CountriesBinary.temporaryDirectory()
        let blocker = home.appendingPathComponent("state")
        #expect(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start("env HOME=\(home.path) XDG_STATE_HOME=\(blocker.path) \(CountriesBinary.built.path); echo EXITED $?; sleep 30", columns: 250, lines: 20)
        // Reading it at the start already fails: said under the first screen,
        // on one line in a window as wide as the temporary path is long.
        #expect(try tmux.waitFor { $0.contains("Rows 1–") && $0.contains("History not kept: \(blocker.path)/countries/history: ") }, "\((try? tmux.screen()) ?? "")")
        try tmux.type("fra")
        #expect(try tmux.waitFor { $0.hasPrefix("France") }, "\((try? tmux.screen()) ?? "")")
        #expect(!(try tmux.screen().contains("History not kept")), "said once")
        try tmux.type("quit")
        #expect(try tmux.waitFor { $0.contains("EXITED 0") })

        let off = Tmux()
        defer { off.kill() }
        try off.start("env HOME=\(home.path) COUNTRIES_HISTORY= \(CountriesBinary.built.path); echo EXITED $?; sleep 30", columns: 80, lines: 20)
        #expect(try off.waitFor { $0.contains("Rows 1–15 of 250") })
        try off.type("fra")
        #expect(try off.waitFor { $0.hasPrefix("France") })
        try off.type("quit")
        #expect(try off.waitFor { $0.contains("EXITED 0") })
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/state").path))
    }
}

extension TerminalTests {
    /// Help and details taller than the window ended in "… more below" and
    /// `next` said only a list has pages. Now every screen pages as less
    /// does: Space on an empty line, PageDown, PageUp, `next` and `prev`.
    @Test func everyScreen_pagesWithSpace_PageUpPageDown_andNext() throws {
        let home = try CountriesBinary.temporaryDirectory()
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start("env HOME=\(home.path) \(CountriesBinary.built.path); echo EXITED $?; sleep 30", columns: 40, lines: 12)
        let shown = { "\((try? tmux.screen()) ?? "")" }
        #expect(try tmux.waitFor { $0.contains("Rows 1–7 of 250") }, "\(shown())")
        try tmux.keys("Space")
        #expect(try tmux.waitFor { $0.contains("Rows 8–14 of 250") }, "\(shown())")
        try tmux.type("help")
        #expect(try tmux.waitFor { $0.contains("Lines 1–8 of ") && $0.hasPrefix("Help") }, "\(shown())")
        try tmux.keys("Space")
        #expect(try tmux.waitFor { $0.contains("Lines 9–16 of ") }, "\(shown())")
        try tmux.keys("NPage")
        #expect(try tmux.waitFor { $0.contains("Lines 17–24 of ") }, "\(shown())")
        try tmux.keys("PPage")
        #expect(try tmux.waitFor { $0.contains("Lines 9–16 of ") }, "\(shown())")
        try tmux.type("next")
        #expect(try tmux.waitFor { $0.contains("Lines 17–24 of ") }, "\(shown())")
        #expect(!(try tmux.screen().contains("more below")))
        try tmux.type("fr")
        #expect(try tmux.waitFor { $0.hasPrefix("France") && $0.contains("Lines 1–8 of ") }, "\(shown())")
        try tmux.keys("NPage")
        #expect(try tmux.waitFor { $0.contains("Lines 9–16 of ") && $0.contains("Timezones") }, "\(shown())")
        try tmux.keys("C-c")
        #expect(try tmux.waitFor { $0.contains("EXITED 130") }, "\(shown())")
    }
}

extension TerminalTests {
    /// Fuzzing found Ctrl-\\ (SIGQUIT) in browse drew a crash report into the
    /// alternate screen and left the process spinning.
    @Test func ctrlBackslash_restoresTheTerminal_andExits131() throws {
        let home = try CountriesBinary.temporaryDirectory()
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start("env HOME=\(home.path) \(CountriesBinary.built.path); echo EXITED $?; sleep 30", columns: 80, lines: 20)
        #expect(try tmux.waitFor { $0.contains("Rows 1–15 of 250") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("C-\\")
        #expect(try tmux.waitFor { $0.contains("EXITED 131") }, "\((try? tmux.screen()) ?? "")")
        #expect(!(try tmux.screen().contains("Rows 1–15")), "the alternate screen is gone")
        #expect(!(try tmux.screen().contains("Fatal error")))
    }
}

extension TerminalTests {
    /// Fuzzing found every SIGTSTP stopped the program with raw mode and the
    /// alternate screen on: the shell's prompt came up inside it, and after
    /// `fg` the program ran in cooked mode. Now it gives the terminal back,
    /// stops, and takes it again when continued, redrawing its screen.
    @Test func ctrlZ_givesTheTerminalBack_andFg_takesItAgain() throws {
        let home = try CountriesBinary.temporaryDirectory()
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start("env -i HOME=\(home.path) PATH=/usr/bin:/bin TERM=xterm PS1='$ ' bash --norc -i", columns: 80, lines: 20)
        #expect(try tmux.waitFor { $0.contains("$") })
        try tmux.type(CountriesBinary.built.path)
        #expect(try tmux.waitFor { $0.contains("Rows 1–15 of 250") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("C-z")
        #expect(try tmux.waitFor { $0.contains("Stopped") }, "\((try? tmux.screen()) ?? "")")
        #expect(!(try tmux.screen().contains("Rows 1–15")), "the alternate screen is gone while stopped")
        try tmux.type("stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | wc -l")
        #expect(try tmux.waitFor { $0.split(separator: "\n").contains("2") }, "cooked mode, echo on: \((try? tmux.screen()) ?? "")")
        try tmux.type("fg")
        #expect(try tmux.waitFor { $0.contains("Rows 1–15 of 250") }, "redrawn when continued: \((try? tmux.screen()) ?? "")")
        try tmux.type("de")
        #expect(try tmux.waitFor { $0.contains("🇩🇪  Germany") && $0.contains("Official name") }, "typing works again")
        try tmux.keys("C-c")
        // Typed before the program has given the terminal back, the line
        // would be read (or flushed) by the program, not by bash.
        #expect(try tmux.waitFor { screen in
            !screen.contains("Official name")
                && screen.split(separator: "\n").last(where: { !$0.allSatisfy(\.isWhitespace) })?
                    .trimmingCharacters(in: .whitespaces) == "$"
        }, "\((try? tmux.screen()) ?? "")")
        try tmux.type("echo EXITED $?")
        #expect(try tmux.waitFor { $0.contains("EXITED 130") }, "\((try? tmux.screen()) ?? "")")
    }

    /// Fuzzing from outside (issue 45): started by a script or an alias
    /// that runs a shell, browse stopped itself alone on Ctrl-Z; the `sh`
    /// around it, in the same job, kept running, and bash never got the
    /// terminal back. Browse now stops its whole process group, as vim
    /// does. `; echo` keeps `sh` from exec'ing the program in its place.
    @Test func ctrlZ_underAWrapperShell_stopsTheWholeJob_andFg_continuesIt() throws {
        let home = try CountriesBinary.temporaryDirectory()
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start("env -i HOME=\(home.path) PATH=/usr/bin:/bin TERM=xterm PS1='$ ' bash --norc -i", columns: 80, lines: 20)
        #expect(try tmux.waitFor { $0.contains("$") })
        try tmux.type("sh -c '\(CountriesBinary.built.path); echo WRAPPED $?'")
        #expect(try tmux.waitFor { $0.contains("Rows 1–15 of 250") }, "\((try? tmux.screen()) ?? "")")
        try tmux.keys("C-z")
        #expect(try tmux.waitFor { $0.contains("Stopped") }, "the job stops, the shell around the program too: \((try? tmux.screen()) ?? "")")
        try tmux.type("echo PROMPT $((6 * 7))")
        #expect(try tmux.waitFor { $0.contains("PROMPT 42") }, "bash has the terminal: \((try? tmux.screen()) ?? "")")
        try tmux.type("fg")
        #expect(try tmux.waitFor { $0.contains("Rows 1–15 of 250") }, "both continued, the screen redrawn: \((try? tmux.screen()) ?? "")")
        try tmux.type("quit")
        #expect(try tmux.waitFor { $0.contains("WRAPPED 0") }, "the shell around it went on: \((try? tmux.screen()) ?? "")")
    }

    /// Every catchable signal that ends a process gives the terminal back
    /// first; fuzzing found SIGHUP, SIGUSR1 and SIGALRM left both on.
    @Test(arguments: [("HUP", 129), ("USR1", 138), ("USR2", 140), ("ALRM", 142), ("TERM", 143)])
    func aSignalThatEndsTheProgram_restoresTheTerminal_andExits128PlusItsNumber(_ name: String, _ status: Int) throws {
        let home = try CountriesBinary.temporaryDirectory()
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start("env HOME=\(home.path) \(CountriesBinary.built.path); echo EXITED $?; stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | wc -l; sleep 30", columns: 80, lines: 20)
        #expect(try tmux.waitFor { $0.contains("Rows 1–15 of 250") }, "\((try? tmux.screen()) ?? "")")
        // The program is the pane's shell's child: no other test's process.
        let pane = try tmux.panePID()
        let kill = Process()
        kill.executableURL = URL(fileURLWithPath: "/bin/sh")
        kill.arguments = ["-c", "kill -\(name) $(cat /proc/\(pane)/task/\(pane)/children)"]
        try kill.run()
        kill.waitUntilExit()
        #expect(try tmux.waitFor { $0.contains("EXITED \(status)") }, "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.waitFor { $0.split(separator: "\n").contains("2") }, "cooked mode, echo on again")
        #expect(!(try tmux.screen().contains("Rows 1–15")), "the alternate screen is gone")
    }
}

struct Tmux {
    /// tmux is at hand, or CI says it must be (`InstalledTool`).
    static var isInstalled: Bool { InstalledTool.tmux }

    let socket = "countries-test-\(UUID().uuidString)"

    func start(_ command: String, columns: Int, lines: Int) throws {
        try run(["new-session", "-d", "-s", "t", "-x", "\(columns)", "-y", "\(lines)", command])
    }

    func type(_ text: String) throws { try run(["send-keys", "-t", "t", text, "Enter"]) }
    func keys(_ keys: String) throws { try run(["send-keys", "-t", "t", keys]) }
    func resize(columns: Int, lines: Int) throws { try run(["resize-window", "-t", "t", "-x", "\(columns)", "-y", "\(lines)"]) }
    func screen() throws -> String { try run(["capture-pane", "-t", "t", "-p"], capturing: true) }
    /// The pane's own process: the shell whose child the program is.
    func panePID() throws -> String {
        try run(["display-message", "-t", "t", "-p", "#{pane_pid}"], capturing: true).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    func kill() { _ = try? run(["kill-server"]) }

    /// Polls the screen until `condition` holds, for at most 10 seconds.
    func waitFor(_ condition: (String) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if condition(try screen()) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// tmux with `posix_spawn` and `waitpid`, not `Process`: Foundation did not
    /// reap the tmux client, whose server forks away, and `waitUntilExit` hung.
    /// The signal mask is emptied: tmux and the program in its pane need
    /// SIGCHLD, SIGWINCH and SIGINT, which a test's threads have blocked.
    @discardableResult
    private func run(_ arguments: [String], capturing: Bool = false) throws -> String {
        let outputPath = capturing ? FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString)").path : "/dev/null"
        defer { if capturing { try? FileManager.default.removeItem(atPath: outputPath) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = ["/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments
        let environment = ["TERM=xterm-256color", "PATH=/usr/bin:/bin"]
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return capturing ? String(decoding: try Data(contentsOf: URL(fileURLWithPath: outputPath)), as: UTF8.self) : ""
    }
}
