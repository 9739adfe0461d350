#if canImport(Glibc)
import Glibc
#endif

/// A mapped file cut short in place faults with SIGBUS at the next touch of
/// a page it lost (another process's cleanup, a full disk), and the process
/// died with no word. Mapping is kept, as it keeps a start flat however
/// large the file (reading the cache's index whole made `show fra` on 40
/// times the data 3.3 times slower): the fault is caught instead. The
/// handler says which file changed, in one line; gives the terminal back
/// when the session holds it (raw mode, the alternate screen); and ends the
/// process with 74, as a cache that cannot be read does. It makes only
/// async-signal-safe calls: write, tcsetattr, _exit.
///
/// A mapped file found damaged where it is read, by a checksum (the cache's
/// index, a block at a time), ends the process the same way, with its own line.
package enum MappedFileFault {
    nonisolated(unsafe) private static var message: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static var damageMessage: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static let savedTerminal = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var restoresTerminal = false
    nonisolated(unsafe) private static var leavesAlternateScreen = false
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static let leaveAlternateScreen: UnsafeMutableBufferPointer<UInt8> = {
        let bytes = Array("\u{1B}[?1049l".utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }()

    /// From now on, a fault is reported as `path` cut short.
    package static func report(onFaultIn path: String) {
        let bytes = Array("Error: \(path) was cut short while it was read (another program changed it); run the command again\n".utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        message = buffer // an earlier one is kept: a handler may be reading it
        _ = leaveAlternateScreen
        installOnce()
    }

    /// From now on, damage found (`endForDamage`) is reported as `line` says
    /// (an error's words, without "Error: ").
    package static func onDamage(say line: String) {
        let bytes = Array("Error: \(line)\n".utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        damageMessage = buffer
        _ = leaveAlternateScreen
    }

    /// Damage found in a mapped file, before anything read from it is used:
    /// the line `onDamage` set, the terminal given back, exit 74.
    package static func endForDamage() -> Never {
        end(saying: damageMessage)
    }

    /// The terminal's settings to put back before the process ends, while
    /// the session has it in raw mode; nil once it is restored.
    package static func restoringTerminal(to saved: termios?) {
        if let saved { savedTerminal.pointee = saved }
        restoresTerminal = saved != nil
    }

    /// Whether the session is in the alternate screen.
    package static func alternateScreen(_ isOn: Bool) {
        leavesAlternateScreen = isOn
    }

    private static func installOnce() {
        guard !installed else { return }
        installed = true
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in MappedFileFault.end(saying: MappedFileFault.message) }
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, nil)
    }

    /// `message` on stderr, the terminal given back, exit 74: async-signal-safe.
    private static func end(saying message: UnsafeMutableBufferPointer<UInt8>?) -> Never {
        if let message {
            _ = write(STDERR_FILENO, message.baseAddress, message.count)
        }
        if restoresTerminal {
            _ = tcsetattr(STDIN_FILENO, TCSANOW, savedTerminal)
        }
        if leavesAlternateScreen {
            _ = write(STDOUT_FILENO, leaveAlternateScreen.baseAddress, leaveAlternateScreen.count)
        }
        _exit(74)
    }
}
