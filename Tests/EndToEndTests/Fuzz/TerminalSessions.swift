import Foundation

/// Runs Tests/Tools/terminal_sessions.py: `browse` on a pseudo-terminal,
/// stopped and continued, signalled, pasted into, or completing names, and
/// counts its cases (a line each, `ok` or `FAIL`) into a tally.
enum TerminalSessions {
    /// `kind`: signals (or signals:PIPE), stop, wrapped, paste, tabs or hints; `longest`:
    /// the longest paste; `cache`: a cache directory for browse.
    static func run(_ kind: String, runs: Int, seed: Int, longest: Int = 20_000, cache: URL? = nil, into tally: inout FuzzTally) throws {
        let home = try CountriesBinary.temporaryDirectory()
        let arguments = [CountriesBinary.built.path, kind, "\(runs)", "\(seed)", "\(longest)"] + (cache.map { [$0.path] } ?? [])
        let (status, text) = try PythonTool.run("terminal_sessions.py", arguments, environment: ["TERMINAL_SESSIONS_HOME": home.path])
        let lines = text.split(separator: "\n").map(String.init)
        for line in lines where line.hasPrefix("ok ") || line.hasPrefix("FAIL ") {
            tally.countCase()
            if line.hasPrefix("FAIL ") {
                tally.wrong(String(line.dropFirst(5)), "python3 Tests/Tools/terminal_sessions.py .build/debug/countries \(kind) \(runs) \(seed) \(longest)")
            }
        }
        if status != 0 || lines.last != "runs \(runs) failed \(lines.filter { $0.hasPrefix("FAIL ") }.count)" {
            tally.wrong("the tool ended with \(status): \(text.suffix(300))", "python3 Tests/Tools/terminal_sessions.py \(kind)")
        }
    }
}
