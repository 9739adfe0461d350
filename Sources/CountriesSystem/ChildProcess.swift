#if canImport(Glibc)
import Glibc
#endif

/// Another program, run with its standard input, output and error connected
/// to this one: the one place this program starts another.
///
/// The child starts with no signal blocked and the usual dispositions, not
/// this process's (which ignores SIGPIPE and SIGXFSZ, and may block
/// signals while it draws), and in this process's group, so that Ctrl-C at
/// the terminal reaches both.
package final class ChildProcess: Sendable {
    package enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    let pid: pid_t
    /// Ours to write: the child's standard input.
    package let input: Int32
    /// Ours to read: its standard output and error.
    let output: Int32
    let errors: Int32

    private init(pid: pid_t, input: Int32, output: Int32, errors: Int32) {
        self.pid = pid
        self.input = input
        self.output = output
        self.errors = errors
    }

    /// Throws the `errno` that stopped it.
    package static func launch(_ path: String, arguments: [String] = []) throws(SystemError) -> ChildProcess {
        // Close-on-exec from the start: a process started meanwhile by another
        // thread must not inherit our ends, or the child's output would not end
        // when the child does. Socket pairs, because Glibc's module leaves out
        // `pipe2`, the pipe that can be made so at once; dup2 clears the flag
        // on the child's 0, 1 and 2.
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var ends: [Int32] = [-1, -1]
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
                let error = SystemError(errno)
                pipes.joined().forEach { close($0) }
                throw error
            }
            pipes.append(ends)
        }
        let (stdin, stdout, stderr) = (pipes[0], pipes[1], pipes[2])

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdout[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderr[1], 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGXFSZ, SIGINT, SIGTERM, SIGQUIT, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        [stdin[0], stdout[1], stderr[1]].forEach { close($0) }
        guard status == 0 else {
            [stdin[1], stdout[0], stderr[0]].forEach { close($0) }
            throw SystemError(status)
        }
        return ChildProcess(pid: pid, input: stdin[1], output: stdout[0], errors: stderr[0])
    }

    /// Its standard output, chunk by chunk as it comes, to its end; or until
    /// `idle` seconds pass without a byte, when the child is killed and the
    /// stream ends with `.idle`.
    package func outputChunks(idle: Double) -> AsyncStream<OutputChunk> {
        AsyncStream { continuation in
            DetachedThread.run { [self] in
                let milliseconds = Int32(clamping: Int((idle * 1000).rounded(.up)))
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
                    let polled = poll(&ready, 1, milliseconds)
                    if polled < 0, errno == EINTR { continue }
                    if polled == 0 {
                        kill()
                        continuation.yield(.idle)
                        break
                    }
                    let count = read(output, &buffer, buffer.count)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { break }
                    continuation.yield(.bytes(Array(buffer[..<count])))
                }
                continuation.finish()
            }
        }
    }

    package enum OutputChunk: Sendable {
        case bytes([UInt8])
        case idle
    }

    /// Its standard error, whole, once it closes: what it says when it crashes.
    /// Only the first `limit` bytes are kept.
    package func errorOutput(limit: Int = 65536) async -> [UInt8] {
        await withCheckedContinuation { continuation in
            DetachedThread.run { [self] in
                var kept: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = read(errors, &buffer, buffer.count)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { break }
                    kept.append(contentsOf: buffer[..<min(count, max(0, limit - kept.count))])
                }
                continuation.resume(returning: kept)
            }
        }
    }

    /// Waits for it to end, and reaps it.
    package func wait() async -> Termination {
        await withCheckedContinuation { continuation in
            DetachedThread.run { [pid] in
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                // WIFEXITED and friends are macros Swift does not import.
                let signal = status & 0x7f
                continuation.resume(returning: signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal))
            }
        }
    }

    package func kill() {
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Closes our ends of its pipes; its standard input first, which tells it
    /// that nobody waits for it any more.
    package func closePipes() {
        [input, output, errors].forEach { close($0) }
    }
}
