import CountriesSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive terminal `browse` draws in: the alternate screen,
/// redrawing in place, the prompt, and the signals that matter (resize,
/// Ctrl-C, SIGTERM, Ctrl-\). Built only by the composition root, and only when
/// stdin and stdout are a terminal that can draw in place; tests use a
/// recording double.
@MainActor
package protocol TerminalScreen: AnyObject {
    /// Enters the alternate screen; `onResize` hears each new size, and
    /// `onSignal` each signal that asks the program to end (Ctrl-C, SIGTERM,
    /// Ctrl-\): how it ends is the program's to decide, not the terminal's.
    func start(
        onResize: @escaping @MainActor (_ columns: Int, _ lines: Int) -> Void,
        onSignal: @escaping @MainActor (_ signal: Int32) -> Void
    )
    /// Leaves the alternate screen: what was on the terminal before comes back.
    func stop()
    /// Clears the screen and puts the cursor top left, for a full redraw.
    func clear()
    func prompt()
}

// MARK: - Real

/// The only code that writes the session's escape sequences or catches
/// signals; what it learns (a new size, a signal) it hands back.
package final class RealTerminalScreen: TerminalScreen {
    private var isActive = false
    private static let watched: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGQUIT]
    private let input: TerminalLineInput?
    private var rawMode: RawMode?

    /// `input`: the line editor whose line the prompt shows; with it, stdin
    /// is in raw mode while the screen is active.
    package init(input: TerminalLineInput? = nil) {
        self.input = input
    }

    /// The handlers come first: a signal that arrives before the screen is
    /// switched is heard all the same, and `stop` then finds it as it was.
    /// Ctrl-\ (SIGQUIT) is caught too, so that the program restores the
    /// screen rather than the default action drawing a crash report into it.
    package func start(
        onResize: @escaping @MainActor (_ columns: Int, _ lines: Int) -> Void,
        onSignal: @escaping @MainActor (_ signal: Int32) -> Void
    ) {
        SignalPipe.install(Self.watched) { signal in
            switch signal {
            case SIGWINCH:
                guard let size = TerminalSize.current() else { return }
                onResize(size.columns, size.lines)
            default:
                onSignal(signal)
            }
        }
        isActive = true
        if input != nil { rawMode = RawMode.enter() }
        write("\u{1B}[?1049h\u{1B}[H")
    }

    /// The screen as it was, and the signals' usual actions back.
    package func stop() {
        guard isActive else { return }
        isActive = false
        write("\u{1B}[?1049l")
        rawMode?.restore()
        rawMode = nil
        SignalPipe.uninstall(Self.watched)
    }

    package func clear() {
        write("\u{1B}[H\u{1B}[2J")
    }

    package func prompt() {
        guard let input else { return write(LineEditor.prompt) }
        input.drawPrompt()
    }

    private func write(_ text: String) {
        _ = FileDescriptor.writeAll(text, to: STDOUT_FILENO) // a screen that cannot be drawn has no one to tell
    }
}
