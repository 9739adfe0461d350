import CountriesSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive terminal `browse` draws in: the alternate screen,
/// redrawing in place, the prompt, and the signals that matter (resize,
/// every catchable signal that ends a process, Ctrl-Z). Built only by the
/// composition root, and only when stdin and stdout are a terminal that can
/// draw in place; tests use a recording double.
@MainActor
package protocol TerminalScreen: AnyObject {
    /// Enters the alternate screen; `onResize` hears each new size, and
    /// `onSignal` each signal that asks the program to end (Ctrl-C, Ctrl-\,
    /// SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM): how it ends is the
    /// program's to decide, not the terminal's. After Ctrl-Z (SIGTSTP) the
    /// screen gives the terminal back, stops the process, takes the terminal
    /// again when it is continued, and `onSignal` hears SIGCONT: the screen
    /// is empty, and the program redraws it.
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
    private static let watched: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGTSTP]
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
        SignalPipe.countContinues()
        SignalPipe.install(Self.watched) { signal in
            switch signal {
            case SIGWINCH:
                guard let size = TerminalSize.current() else { return }
                onResize(size.columns, size.lines)
            case SIGTSTP:
                self.suspend()
                onSignal(SIGCONT)
            default:
                onSignal(signal)
            }
        }
        enter()
    }

    private func enter() {
        isActive = true
        if input != nil { rawMode = RawMode.enter() }
        write("\u{1B}[?1049h\u{1B}[H")
    }

    /// As vim and less do on Ctrl-Z: the terminal as it was (cooked mode,
    /// the shell's screen), then the whole process group stopped by
    /// SIGTSTP's own default action; continued (`fg`), the screen taken
    /// again. The group, not the process alone: started by a script or an
    /// alias that runs a shell (`sh -c 'countries browse; …'`), the shell
    /// around the program is in the job too, and the user's shell takes the
    /// terminal back only once every process of the job has stopped (a
    /// `raise` stopped the program alone, and the terminal hung).
    private func suspend() {
        guard isActive else { return }
        leave()
        signal(SIGTSTP, SIG_DFL)
        // The main actor may run on a thread that blocks signals: unblocked
        // here, so this thread may take the signal.
        var stop = sigset_t(), mask = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
        let continues = SignalPipe.continues
        kill(0, SIGTSTP)
        // The kernel stops the process through a thread it picks, which need
        // not be this one (the main actor's is not the process's first
        // thread): this one could go on a moment, take raw mode again, and
        // stop with it on (the shell then got a terminal without echo, one
        // Ctrl-Z in three under `sh -c`). So on only once continued, or when
        // no stop came within a fifth of a second of running (a job the
        // kernel does not stop: its shell gone).
        var waited = 0
        while SignalPipe.continues == continues, waited < 200 {
            usleep(1_000)
            waited += 1
        }
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        SignalPipe.catchAgain(SIGTSTP)
        enter()
    }

    /// The screen as it was, and the signals' usual actions back.
    package func stop() {
        guard isActive else { return }
        leave()
        SignalPipe.uninstall(Self.watched)
    }

    private func leave() {
        isActive = false
        write("\u{1B}[?1049l")
        rawMode?.restore()
        rawMode = nil
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
