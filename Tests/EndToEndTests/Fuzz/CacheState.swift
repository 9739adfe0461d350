import Foundation

/// Everything in a cache directory, byte for byte: what "the cache is left
/// exactly as it was" is checked against.
struct CacheState: Equatable {
    /// Name to content; a directory's content is its own state's description.
    let entries: [String: Data]

    init(_ directory: URL) {
        var entries: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            entries[name] = isDirectory.boolValue ? Data("directory \(CacheState(url).names)".utf8) : (try? Data(contentsOf: url)) ?? Data("unreadable".utf8)
        }
        self.entries = entries
    }

    var names: [String] { entries.keys.sorted() }

    /// The records of countries.json, when it is a JSON array.
    var recordCount: Int? {
        entries["countries.json"].flatMap { try? JSONSerialization.jsonObject(with: $0) as? [Any] }?.count
    }

    /// A copy of `template`'s files into a new directory.
    static func copy(of template: URL) throws -> URL {
        let directory = try CountriesBinary.temporaryDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: template.path) {
            try FileManager.default.copyItem(at: template.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        return directory
    }
}
