#if canImport(Glibc)
import Glibc
#endif

/// Where `countries-fetch` is: beside this program's own binary (as the
/// build and the README's install step put it), else on `PATH`.
package struct FetchHelperLocation: Sendable, Equatable {
    package static let name = "countries-fetch"

    /// The directory of this program's binary, the first place looked.
    package var directory: String
    /// `PATH`, as `:`-separated directories.
    package var searchPath: String

    package init(directory: String, searchPath: String) {
        self.directory = directory
        self.searchPath = searchPath
    }

    /// For this process: its binary's directory, from `/proc/self/exe`
    /// (argv[0] may be a bare name, found through `PATH`, or relative).
    package static func current(environment: [String: String]) -> FetchHelperLocation {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let binary = length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        let directory = binary.lastIndex(of: "/").map { String(binary[..<$0]) } ?? "."
        return FetchHelperLocation(directory: directory.isEmpty ? "/" : directory, searchPath: environment["PATH"] ?? "")
    }

    /// The helper's path, if one can be run.
    package func find(isExecutable: (String) -> Bool = { access($0, X_OK) == 0 }) -> String? {
        // An empty entry in PATH means the current directory: not looked in, as no shell should.
        let candidates = [directory] + searchPath.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return candidates.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + Self.name }.first(where: isExecutable)
    }
}
