#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process is attached to, read once at start-up. The only code
/// that asks the operating system about the terminal.
package struct TerminalProbe: Sendable, Equatable {
    package var stdoutIsTerminal: Bool
    package var stdinIsTerminal: Bool
    package var stderrIsTerminal: Bool
    /// Columns of the terminal on stdout, when there is one and it says.
    package var columns: Int?
    /// Lines of that terminal.
    package var lines: Int?
    /// Columns of the terminal on stderr, when there is one and it says:
    /// where warnings are wrapped, stdout piped or not.
    package var stderrColumns: Int?

    package init(
        stdoutIsTerminal: Bool = false, stdinIsTerminal: Bool = false, stderrIsTerminal: Bool = false, columns: Int? = nil, lines: Int? = nil,
        stderrColumns: Int? = nil
    ) {
        self.lines = lines
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stdinIsTerminal = stdinIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.columns = columns
        self.stderrColumns = stderrColumns
    }

    package static func current() -> TerminalProbe {
        let size = TerminalSize.current()
        return TerminalProbe(
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            columns: size?.columns,
            lines: size?.lines,
            stderrColumns: TerminalSize.current(of: STDERR_FILENO)?.columns
        )
    }
}
