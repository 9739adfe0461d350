#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input in raw mode, for the line editor: each key as it is
/// pressed, no echo, Ctrl-C and Ctrl-\ as bytes (`ISIG` off, so the editor
/// decides: abandon the line, or end as the signal would). Output
/// processing (`OPOST`) stays on, so a render's "\n" still starts a line.
struct RawMode {
    private let saved: termios

    /// Nil when stdin is no terminal: input stays plain lines.
    static func enter() -> RawMode? {
        var original = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        var raw = original
        // tcflag_t is UInt32 on Glibc, while the flag macros import as Int32.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | ISTRIP)
        // c_cc imports as a tuple: set VMIN and VTIME through its bytes.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        // TCSANOW, not TCSAFLUSH: a key typed during start-up is kept.
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        return RawMode(saved: original)
    }

    func restore() {
        var original = saved
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &original) // nothing else to try if the terminal is gone
    }
}
