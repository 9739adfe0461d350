import Foundation
import Testing

/// The line editor in a real terminal: what only a terminal shows. Each
/// session notes the terminal's settings (`stty -g`) before and after, so a
/// test sees whether raw mode was left behind.
extension TerminalTests {
    /// Runs `countries` in tmux; `$PID` file holds its pid, the screen ends
    /// with `EXITED <status>` and `SAME` or `CHANGED` for the terminal's settings.
    private func session(columns: Int = 80, lines: Int = 20, environment: String = "") throws -> (Tmux, URL) {
        let home = try CountriesBinary.temporaryDirectory()
        let tmux = Tmux()
        let pid = home.appendingPathComponent("pid").path
        let run = "sh -c 'echo $$ > \(pid); exec env HOME=\(home.path) \(environment) \(CountriesBinary.built.path)'"
        try tmux.start(
            "before=$(stty -g); \(run); status=$?; [ \"$(stty -g)\" = \"$before\" ] && s=SAME || s=CHANGED; echo EXITED $status $s; sleep 30",
            columns: columns, lines: lines
        )
        return (tmux, home.appendingPathComponent("pid"))
    }

    private func dump(_ tmux: Tmux) -> String { (try? tmux.screen()) ?? "" }

    @Test func arrowKeys_edit_historyRecalls_andTabCompletes() throws {
        let (tmux, _) = try session()
        defer { tmux.kill() }
        #expect(try tmux.waitFor { $0.contains("Rows 1–15 of 250") }, "\(dump(tmux))")

        try tmux.keys("fance")
        for _ in 0..<4 { try tmux.keys("Left") }
        try tmux.keys("r")
        try tmux.keys("Down")
        try tmux.keys("Enter")
        #expect(try tmux.waitFor { $0.contains("France · countries://countries/FRA") }, "\(dump(tmux))")

        try tmux.keys("new z")
        try tmux.keys("Tab")
        #expect(try tmux.waitFor { $0.contains("› New Zealand") }, "\(dump(tmux))")
        try tmux.keys("Enter")
        #expect(try tmux.waitFor { $0.contains("New Zealand · countries://countries/NZL") }, "\(dump(tmux))")

        try tmux.keys("fr")
        try tmux.keys("Tab")
        #expect(try tmux.waitFor { $0.contains("› fr  France · French Guiana") }, "several are listed: \(dump(tmux))")
        try tmux.keys("C-u")
        try tmux.keys("Up")
        try tmux.keys("Up")
        #expect(try tmux.waitFor { $0.contains("› france") }, "\(dump(tmux))")
        try tmux.keys("Enter")
        #expect(try tmux.waitFor { $0.contains("France · countries://countries/FRA") }, "\(dump(tmux))")

        try tmux.keys("C-d")
        #expect(try tmux.waitFor { $0.contains("EXITED 0 SAME") }, "Ctrl-D on an empty line ends it: \(dump(tmux))")
    }

    @Test func ctrlC_abandonsTheLine_thenEnds_andTheTerminalIsRestored() throws {
        let (tmux, _) = try session()
        defer { tmux.kill() }
        #expect(try tmux.waitFor { $0.contains("Rows 1–15 of 250") }, "\(dump(tmux))")
        try tmux.keys("japan")
        #expect(try tmux.waitFor { $0.contains("› japan") })
        try tmux.keys("C-c")
        #expect(try tmux.waitFor { $0.contains("Rows 1–15 of 250") && !$0.contains("japan") }, "\(dump(tmux))")
        try tmux.keys("C-c")
        #expect(try tmux.waitFor { $0.contains("EXITED 130 SAME") }, "\(dump(tmux))")
    }

    @Test func sigterm_restoresTheTerminal() throws {
        let (tmux, pidFile) = try session()
        defer { tmux.kill() }
        #expect(try tmux.waitFor { $0.contains("Rows 1–15 of 250") }, "\(dump(tmux))")
        let pid = try #require(Int32(String(decoding: try Data(contentsOf: pidFile), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, SIGTERM)
        #expect(try tmux.waitFor { $0.contains("EXITED 143 SAME") }, "\(dump(tmux))")
    }
}

extension TerminalTests {
    @Test func aRouteAlone_printsItsScreen_andExits_onATerminalToo() throws {
        let home = try CountriesBinary.temporaryDirectory()
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start("env HOME=\(home.path) \(CountriesBinary.built.path) --route /countries/jp; echo EXITED $?; sleep 30", columns: 80, lines: 30)
        #expect(try tmux.waitFor { $0.contains("EXITED 0") && $0.contains("Official name") && $0.contains("Japan") }, "\((try? tmux.screen()) ?? "")")
    }

    /// A dumb terminal cannot move the cursor: no alternate screen, no
    /// clearing, no raw mode; each screen follows the last, as from a pipe.
    @Test func aDumbTerminal_getsTheTranscript() throws {
        let home = try CountriesBinary.temporaryDirectory()
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start("env HOME=\(home.path) TERM=dumb \(CountriesBinary.built.path) browse --route /countries/jp; echo EXITED $?; sleep 30", columns: 80, lines: 60)
        #expect(try tmux.waitFor { $0.contains("Japan · countries://countries/JPN") }, "\((try? tmux.screen()) ?? "")")
        try tmux.type("fra")
        try tmux.type("quit")
        #expect(try tmux.waitFor { $0.contains("EXITED 0") }, "\((try? tmux.screen()) ?? "")")
        let screen = try tmux.screen()
        #expect(screen.contains("Japan · countries://countries/JPN") && screen.contains("France · countries://countries/FRA"), "both screens stay: \(screen)")
    }
}
