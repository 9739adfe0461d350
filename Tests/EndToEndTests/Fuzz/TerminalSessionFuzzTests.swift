import Foundation
import Testing

/// `browse` on a terminal, as fuzzing broke it (Tests/Tools/terminal_sessions.py):
/// stopped and continued (SIGTSTP, SIGCONT), alone or under a shell that
/// goes on after it (issue 45), ended by each catchable signal (128+n), and
/// pasted into at length, Tabs and all (issue 33): the terminal always
/// given back.
@Suite struct TerminalSessionFuzzTests {
    static let seed = 26

    @Test(arguments: [("stop", 4), ("wrapped", 4), ("signals", 8), ("paste", 4), ("tabs", 2)])
    func fast(_ kind: String, _ runs: Int) throws {
        var tally = FuzzTally("terminal \(kind)", soak: false)
        try TerminalSessions.run(kind, runs: runs, seed: Self.seed, into: &tally)
        tally.finish()
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak"), arguments: [("stop", 60), ("wrapped", 60), ("signals", 120), ("paste", 30), ("tabs", 30)])
    func soak(_ kind: String, _ runs: Int) throws {
        var tally = FuzzTally("terminal \(kind)", soak: true)
        try TerminalSessions.run(kind, runs: Soak.cases(runs), seed: Self.seed, longest: 1_000_000, into: &tally)
        tally.finish()
    }

    /// The generator found `kill -PIPE` left browse running: the program
    /// ignores SIGPIPE (a closed pipe's write is an EPIPE it handles). Now
    /// one sent by another process ends the session as the others do, 141.
    @Test func sigpipeFromAnotherProcess_endsTheSession_with141() throws {
        var tally = FuzzTally("terminal SIGPIPE", soak: false)
        try TerminalSessions.run("signals:PIPE", runs: 2, seed: Self.seed, into: &tally)
        #expect(tally.cases == 2)
        tally.finish()
    }
}
