import Foundation
import Testing

/// A cache written by a refresh from the local v3.1 server, so with its
/// index. Each its own, never a copy: the index is read only beside the
/// very file (inode) it was made from.
enum RefreshedCache {
    static func make(_ countries: CountriesBinary) throws -> URL {
        let cache = try CountriesBinary.temporaryDirectory()
        let server = try FakeServer()
        defer { server.stop() }
        let refresh = try countries.run("list", "--refresh", "--api", "v3.1", "--base-url", server.baseURL, "--cache-dir", cache.path)
        try #require(refresh.status == 0 && FileManager.default.fileExists(atPath: cache.appendingPathComponent("countries.index").path), "\(refresh.stderr)")
        return cache
    }
}
