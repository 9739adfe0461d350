import CountriesSystem
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
package protocol TerminalScreen: AnyObject {
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
    /// switched finds the terminal as it was, one after finds it restored.
    /// Ctrl-\ (SIGQUIT) restores it too, rather than drawing a crash report
    /// into the alternate screen.
    package func start(onResize: @escaping @MainActor (_ columns: Int, _ lines: Int) -> Void) {
        SignalPipe.install(Self.watched) { [weak self] signal in
            switch signal {
            case SIGWINCH:
                guard let size = TerminalSize.current() else { return }
                onResize(size.columns, size.lines)
            default:
                self?.stop()
                exit(128 + signal)
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
