#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of the terminal on stdout (or another descriptor), as the
/// terminal itself says it.
enum TerminalSize {
    static func current(of descriptor: Int32 = STDOUT_FILENO) -> (columns: Int, lines: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
