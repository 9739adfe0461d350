import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive terminal `browse` draws in: the alternate screen,
/// redrawing in place, the prompt, and the signals that matter (resize,
/// Ctrl-C, SIGTERM). Built only by the composition root, and only when
/// stdin and stdout are terminals; tests use a recording double.
@MainActor
public protocol TerminalScreen: AnyObject {
    /// Enters the alternate screen; `onResize` hears each new size, and
    /// Ctrl-C and SIGTERM restore the screen before the process ends.
    func start(onResize: @escaping @MainActor (_ columns: Int, _ lines: Int) -> Void)
    /// Leaves the alternate screen: what was on the terminal before comes back.
    func stop()
    /// Clears the screen and puts the cursor top left, for a full redraw.
    func clear()
    func prompt()
}

// MARK: - Real

/// The only code that writes the session's escape sequences or catches
/// signals; what it learns (a new size) it hands back, for the store.
public final class RealTerminalScreen: TerminalScreen {
    private var sources: [any DispatchSourceSignal] = []
    private var isActive = false
    private let input: TerminalLineInput?
    private var rawMode: RawMode?

    /// `input`: the line editor whose line the prompt shows; with it, stdin
    /// is in raw mode while the screen is active.
    public init(input: TerminalLineInput? = nil) {
        self.input = input
    }

    /// The handlers come first: a signal that arrives before the screen is
    /// switched finds the terminal as it was, one after finds it restored.
    /// Ctrl-\ (SIGQUIT) restores it too, rather than drawing a crash report
    /// into the alternate screen.
    public func start(onResize: @escaping @MainActor (_ columns: Int, _ lines: Int) -> Void) {
        // Children of some launchers start with these blocked; dispatch needs them delivered.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGWINCH, SIGINT, SIGTERM, SIGQUIT] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        watch(SIGWINCH) {
            guard let size = TerminalSize.current() else { return }
            onResize(size.columns, size.lines)
        }
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGQUIT, Int32(131))] {
            watch(signal) { [weak self] in
                self?.stop()
                exit(status)
            }
        }
        isActive = true
        if input != nil { rawMode = RawMode.enter() }
        write("\u{1B}[?1049h\u{1B}[H")
    }

    public func stop() {
        guard isActive else { return }
        isActive = false
        write("\u{1B}[?1049l")
        rawMode?.restore()
        rawMode = nil
        sources.forEach { $0.cancel() }
    }

    public func clear() {
        write("\u{1B}[H\u{1B}[2J")
    }

    public func prompt() {
        guard let input else { return write(LineEditor.prompt) }
        input.drawPrompt()
    }

    /// The source listens before the default action is turned off: a signal
    /// in between ends the process as it would have, rather than being lost.
    private func watch(_ signalNumber: Int32, _ handler: @escaping @MainActor () -> Void) {
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.resume()
        sources.append(source)
        signal(signalNumber, SIG_IGN)
    }

    private func write(_ text: String) {
        _ = FileDescriptor.writeAll(text, to: STDOUT_FILENO) // a screen that cannot be drawn has no one to tell
    }
}
