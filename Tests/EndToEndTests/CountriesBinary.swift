import Foundation

/// Runs the built `countries` executable as a user would, in a clean
/// environment with an empty home directory.
struct CountriesBinary {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String

        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// SwiftPM puts the test bundle beside the products it builds.
    static let built = Bundle.main.bundleURL.appendingPathComponent("countries")

    var executable = CountriesBinary.built
    /// An empty directory, made per test; the default HOME.
    let home: URL

    init() throws {
        home = try Self.temporaryDirectory()
    }

    /// What a cache directory holds, sorted.
    static func cacheEntries(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// The built binary, copied alone into a directory of its own (no
    /// network client beside it). Copied by `cp`: a file this process had
    /// open for writing may be inherited by a process another test starts
    /// meanwhile, and cannot be run while that one holds it (ETXTBSY).
    static func copiedAlone() throws -> CountriesBinary {
        let copy = try temporaryDirectory().appendingPathComponent("countries")
        let cp = Process()
        cp.executableURL = URL(fileURLWithPath: "/bin/cp")
        cp.arguments = [built.path, copy.path]
        try cp.run()
        cp.waitUntilExit()
        var alone = try CountriesBinary()
        alone.executable = copy
        return alone
    }

    /// A directory of its own for a test, inside this run's (see `runDirectory`).
    static func temporaryDirectory() throws -> URL {
        let url = runDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every directory the tests make, with the binaries copied into some
    /// (32 MB each), is inside this one, removed when the test process ends:
    /// left behind, a few runs filled the disk.
    private static let runDirectory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("countries-e2e-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: CountriesBinary.runDirectory) }
        return url
    }()

    /// `environment` is added to a minimal one: HOME (empty) and PATH, no locale.
    func run(_ arguments: String..., environment: [String: String] = [:]) throws -> Output {
        try run(arguments: arguments, environment: environment)
    }

    func run(arguments: [String], environment: [String: String], stdout: FileHandle? = nil, stdin: String? = nil) throws -> Output {
        try run(arguments: arguments, environment: environment, stdout: stdout, input: stdin.map { Data($0.utf8) })
    }

    /// `input`: standard input's bytes, text or not.
    func run(arguments: [String], environment: [String: String], stdout: FileHandle? = nil, input: Data?) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin"].merging(environment) { $1 }
        let outURL = home.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errURL = home.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        // Files, not pipes: a 1.4 MB `--json` answer cannot fill a buffer and stall.
        process.standardOutput = try stdout ?? FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        // A file too, not a pipe: a program that ends before reading its
        // input (a damaged cache: exit 74 at once) made the test's write to
        // the pipe raise SIGPIPE, which ended the whole test process.
        if let input {
            let inURL = home.appendingPathComponent("stdin-\(UUID().uuidString)")
            try input.write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
            try FileManager.default.removeItem(at: inURL) // open, it stays readable
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}
