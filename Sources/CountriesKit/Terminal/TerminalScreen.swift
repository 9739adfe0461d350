import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive terminal for `browse`: the alternate screen, redrawing in
/// place, the prompt, and the signals that matter (resize, Ctrl-C, SIGTERM).
/// The only code that writes escape sequences for the session or catches
/// signals; what it learns (a new size) it hands back, for the store.
@MainActor
public final class TerminalScreen {
    private var sources: [any DispatchSourceSignal] = []
    private var isActive = false

    public init() {}

    /// Enters the alternate screen; `onResize` hears the new size, and
    /// Ctrl-C and SIGTERM restore the screen before the process ends.
    public func start(onResize: @escaping @MainActor (_ columns: Int, _ lines: Int) -> Void) {
        isActive = true
        write("\u{1B}[?1049h\u{1B}[H")
        // Children of some launchers start with these blocked; dispatch needs them delivered.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGWINCH, SIGINT, SIGTERM] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        watch(SIGWINCH) { [weak self] in
            guard let self, let size = Self.size() else { return }
            _ = self
            onResize(size.columns, size.lines)
        }
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            watch(signal) { [weak self] in
                self?.stop()
                exit(status)
            }
        }
    }

    /// Leaves the alternate screen: what was on the terminal before comes back.
    public func stop() {
        guard isActive else { return }
        isActive = false
        write("\u{1B}[?1049l")
        sources.forEach { $0.cancel() }
    }

    func clear() {
        write("\u{1B}[H\u{1B}[2J")
    }

    func prompt() {
        write("› ")
    }

    public static func size() -> (columns: Int, lines: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    private func watch(_ signalNumber: Int32, _ handler: @escaping @MainActor () -> Void) {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.resume()
        sources.append(source)
    }

    private func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}
