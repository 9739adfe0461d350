import CountriesSystem
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Signals delivered as bytes on a pipe, then to a handler on the main actor.
///
/// The handler is installed with `sigaction`, at once: from that call on, no
/// signal is lost. (Dispatch's signal sources register on their own thread a
/// moment after `resume()`; with the default action turned off meanwhile, as
/// they need, about one early Ctrl-C in 300 vanished and `browse` went on.)
/// The C handler does the one async-signal-safe thing, a `write`; a thread of
/// its own reads the pipe and hands each signal to the main actor.
enum SignalPipe {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    nonisolated(unsafe) private static var handler: (@MainActor (Int32) -> Void)?

    /// `handle` hears each of `signals` from now on, on the main actor.
    @MainActor
    static func install(_ signals: [Int32], _ handle: @escaping @MainActor (Int32) -> Void) {
        handler = handle
        if writeEnd < 0 { startReading() }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in signals {
            catchSignal(signal)
            sigaddset(&unblocked, signal)
        }
        // Children of some launchers start with these blocked.
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// The SIGCONTs heard since `countContinues`, counted by a handler of
    /// their own, which any thread may run: how `TerminalScreen` knows a
    /// stop it asked for has come and gone.
    nonisolated(unsafe) private(set) static var continues = 0

    /// SIGCONT counted (`continues`); it continues the process all the same.
    @MainActor
    static func countContinues() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in SignalPipe.continues &+= 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGCONT, &action, nil)
    }

    /// Hands `signal` to the pipe again, after its default action was
    /// wanted once (SIGTSTP: to stop the process).
    @MainActor
    static func catchAgain(_ signal: Int32) {
        catchSignal(signal)
    }

    private static func catchSignal(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { signal, info, _ in
            // The SIGPIPE the kernel sends for a write to a closed pipe names
            // this process as its sender: that write's EPIPE is handled where
            // it is made, as when SIGPIPE is ignored (main.swift). One sent by
            // another process (`kill -PIPE`) ends the session like the others.
            if signal == SIGPIPE, let info, info.pointee._sifields._kill.si_pid == getpid() { return }
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(SignalPipe.writeEnd, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART | SA_SIGINFO
        sigaction(signal, &action, nil)
    }

    /// The signals' actions as they were before `install`: the default, but
    /// SIGPIPE's, which the program ignores (main.swift).
    @MainActor
    static func uninstall(_ signals: [Int32]) {
        for signal in signals + [SIGCONT] { Glibc.signal(signal, signal == SIGPIPE ? SIG_IGN : SIG_DFL) }
        handler = nil
    }

    @MainActor
    private static func startReading() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        writeEnd = ends[1]
        let readEnd = ends[0]
        DetachedThread.run {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count < 0, errno == EINTR { continue }
                guard count == 1 else { return }
                let signal = Int32(byte)
                DispatchQueue.main.async { MainActor.assumeIsolated { SignalPipe.handler?(signal) } }
            }
        }
    }
}
