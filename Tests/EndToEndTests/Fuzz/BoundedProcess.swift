import Foundation

/// Runs the binary once, the way a fuzz case needs it: stdin from a real
/// pipe (fed by `cat`), stdout and stderr to files, a clean signal mask, and
/// a bound on its time, after which it is killed with SIGKILL and counted as
/// a hang; its peak memory read from /proc while it runs. posix_spawn rather than `Process`: a case must tell a signal death
/// from an exit status, must give the child default signal handling (a test
/// thread's blocked signals would otherwise be inherited), and must keep its
/// pipe's ends out of children that other tests start at the same moment.
struct BoundedProcess {
    struct Result {
        /// The exit status; nil when a signal ended the process.
        let status: Int32?
        /// The signal that ended it, SIGKILL included when it hung.
        let signal: Int32?
        let hung: Bool
        let stdout: Data
        let stderr: String
        let seconds: Double
        /// The most memory it held at once (its resident set's high-water
        /// mark, VmHWM), in KB, as last read while it ran.
        let peakKB: Int

        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    var executable = CountriesBinary.built.path
    var arguments: [String]
    var environment: [String: String]
    /// Bytes for stdin, through a pipe; nil: /dev/null.
    var stdin: Data? = nil
    /// Where it runs (relative paths land here) and where its output files go.
    var directory: URL
    /// Seconds before it is killed.
    var bound: Double
    /// Of 0, 1 and 2, those the process starts with closed (`<&- >&- 2>&-`).
    var closed: Set<Int32> = []

    func run() throws -> Result {
        let outPath = directory.appendingPathComponent(".fuzz-stdout-\(UUID().uuidString)").path
        let errPath = directory.appendingPathComponent(".fuzz-stderr-\(UUID().uuidString)").path
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        let out = open(outPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let err = open(errPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            close(out)
            close(err)
        }
        var feeder: pid_t?
        var input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        if let stdin {
            let inPath = directory.appendingPathComponent(".fuzz-stdin-\(UUID().uuidString)").path
            try stdin.write(to: URL(fileURLWithPath: inPath))
            defer { unlink(inPath) }
            var ends: [Int32] = [0, 0]
            guard GNU.pipe2(&ends, O_CLOEXEC) == 0 else { throw SpawnError(what: "pipe2", code: errno) }
            close(input)
            input = ends[0]
            let inFile = open(inPath, O_RDONLY | O_CLOEXEC)
            // cat holds the file open; unlinking it now is safe.
            feeder = try Self.spawn("/bin/cat", [], environment: [:], directory: directory.path, stdin: inFile, stdout: ends[1], stderr: err)
            close(inFile)
            close(ends[1])
        }
        let started = Date()
        let pid = try Self.spawn(executable, arguments, environment: environment, directory: directory.path, stdin: input, stdout: out, stderr: err, closed: closed)
        close(input)
        let deadline = started.addingTimeInterval(bound)
        var status: Int32 = 0
        var hung = false
        var peakKB = 0
        while true {
            peakKB = max(peakKB, Self.highWaterKB(of: pid))
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { throw SpawnError(what: "waitpid", code: errno) }
            if Date() > deadline {
                hung = true
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                break
            }
            usleep(2_000) // a bounded wait for the child's exit, not for an outcome
        }
        let seconds = Date().timeIntervalSince(started)
        if let feeder {
            kill(feeder, SIGKILL) // done or not: the case is over
            var ignored: Int32 = 0
            _ = waitpid(feeder, &ignored, 0)
        }
        let signalled = (status & 0x7F) != 0 && (status & 0x7F) != 0x7F
        return Result(
            status: signalled ? nil : (status >> 8) & 0xFF,
            signal: signalled ? status & 0x7F : nil,
            hung: hung,
            stdout: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(),
            stderr: String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data(), as: UTF8.self),
            seconds: seconds,
            peakKB: peakKB
        )
    }

    /// The high-water mark of `pid`'s resident set (VmHWM), in KB; 0 once
    /// it has ended. Read from /proc while it runs: `wait4`'s `ru_maxrss`
    /// counts the memory of the process that spawned it (this test
    /// process, 100 MB and more), which it shared until its `exec`. A peak
    /// in its last 2 ms may be missed; memory that grows without bound
    /// takes longer than that to grow.
    private static func highWaterKB(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") ?? 0
    }

    struct SpawnError: Error, CustomStringConvertible {
        let what: String
        let code: Int32
        var description: String { "\(what) failed: \(String(cString: strerror(code)))" }
    }

    /// posix_spawn with these three descriptors (but the `closed` ones),
    /// every signal default and unblocked.
    private static func spawn(
        _ path: String, _ arguments: [String], environment: [String: String], directory: String, stdin: Int32, stdout: Int32, stderr: Int32,
        closed: Set<Int32> = []
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (source, target) in [(stdin, Int32(0)), (stdout, 1), (stderr, 2)] {
            if closed.contains(target) {
                posix_spawn_file_actions_addclose(&actions, target)
            } else {
                posix_spawn_file_actions_adddup2(&actions, source, target)
            }
        }
        _ = GNU.addchdir(&actions, directory)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard code == 0 else { throw SpawnError(what: "posix_spawn \(path)", code: code) }
        return pid
    }
}

/// glibc functions Swift's Glibc module leaves out (they need _GNU_SOURCE),
/// looked up by name. pipe2 because a pipe made with pipe() and then marked
/// close-on-exec could leak, in between, into a child another test starts
/// (a server living for minutes would then keep it open, and `browse` would
/// never see its input end); addchdir so relative paths land in the case's
/// directory, not the package's.
private enum GNU {
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    static let pipe2: Pipe2 = unsafeBitCast(dlsym(nil, "pipe2"), to: Pipe2.self)
    static let addchdir: AddChdir = unsafeBitCast(dlsym(nil, "posix_spawn_file_actions_addchdir_np"), to: AddChdir.self)
}
