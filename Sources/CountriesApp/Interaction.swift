import CountriesUI

/// Who is at the other end of the program, decided once from the terminal
/// and the environment: whether no command means `browse`, and whether
/// `browse` draws in place, both follow from it.
package enum Interaction: Sendable, Equatable {
    /// Standard input or output is no terminal: a script, or a pipe.
    case script
    /// A person at a terminal that cannot move the cursor (`TERM=dumb`:
    /// Emacs shells, some CI logs): `browse` prints the pipe's transcript,
    /// as escapes would show as text.
    case lineTerminal
    /// A person at a terminal that can draw in place.
    case fullScreen

    init(terminal: TerminalProbe, environment: [String: String]) {
        if !(terminal.stdinIsTerminal && terminal.stdoutIsTerminal) {
            self = .script
        } else {
            self = environment["TERM"] == "dumb" ? .lineTerminal : .fullScreen
        }
    }

    /// A person types the lines: no command means the session.
    var isPerson: Bool { self != .script }

    /// `browse` gets a `TerminalScreen` and the line editor.
    package var drawsInPlace: Bool { self == .fullScreen }
}
