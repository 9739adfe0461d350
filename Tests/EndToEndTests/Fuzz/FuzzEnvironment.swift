import Foundation

/// What every fuzz case runs in: an empty home of its area, the closed local
/// server as the default API root, and the case's own variables on top.
struct FuzzEnvironment {
    let home: URL

    init() throws {
        home = try CountriesBinary.temporaryDirectory()
    }

    func variables(_ extra: [String: String]) -> [String: String] {
        ["HOME": home.path, "PATH": "/usr/bin:/bin", "COUNTRIES_API_URL": CommandLineGenerator.closedServer].merging(extra) { $1 }
    }

    /// One run, bounded: `bound` seconds, then SIGKILL and a hang.
    /// `closed`: of 0, 1 and 2, those it starts without.
    func run(_ arguments: [String], environment: [String: String] = [:], stdin: Data? = nil, bound: Double = 10, closed: Set<Int32> = []) throws -> BoundedProcess.Result {
        try BoundedProcess(arguments: arguments, environment: variables(environment), stdin: stdin, directory: home, bound: bound, closed: closed).run()
    }
}
