import CountriesSnapshot
import Foundation

/// Reads countries from the local cache, or from the snapshot embedded in the
/// binary when there is no cache yet.
public protocol CountriesFileRepository: Sendable {
    func loadCountries() throws -> CountryCatalog
}

// MARK: - Real

public struct RealCountriesFileRepository: CountriesFileRepository {
    public let cacheDirectory: URL

    public init(cacheDirectory: URL) {
        self.cacheDirectory = cacheDirectory
    }

    /// The cache file: a v3.1 array of full records, the snapshot's shape.
    public var cacheFile: URL { cacheDirectory.appendingPathComponent("countries.json") }

    public func loadCountries() throws -> CountryCatalog {
        let path = cacheFile.path
        guard FileManager.default.fileExists(atPath: path) else { return try Self.embeddedSnapshot() }
        let data: Data
        do {
            data = try Data(contentsOf: cacheFile)
        } catch {
            throw CacheError.unreadable(path: path, reason: error.localizedDescription)
        }
        do {
            return try data.withUnsafeBytes { raw in
                CountryCatalog(try CountryRecordsDecoder.decode(raw.bindMemory(to: UInt8.self)))
            }
        } catch {
            throw CacheError.corrupt(path: path, reason: String(describing: error))
        }
    }

    /// The snapshot compiled into the binary; see Sources/CountriesSnapshot.
    public static func embeddedSnapshot() throws -> CountryCatalog {
        let bytes = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())
        return CountryCatalog(try CountryRecordsDecoder.decode(bytes))
    }
}
