import CountriesSnapshot
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The local cache, and the snapshot embedded in the binary for when there
/// is no cache yet.
public protocol CountriesFileRepository: Sendable {
    /// The cache when it exists, else the embedded snapshot.
    func loadCountries() throws -> CountryCatalog
    /// Replaces the cache with these countries, whole or not at all.
    func saveCountries(_ countries: [Country], origin: CacheOrigin) throws -> CountryCatalog
}

// MARK: - Real

public struct RealCountriesFileRepository: CountriesFileRepository {
    public let cacheDirectory: URL

    public init(cacheDirectory: URL) {
        self.cacheDirectory = cacheDirectory
    }

    /// A v3.1 array of full records: the snapshot's shape and layout.
    public var cacheFile: URL { cacheDirectory.appendingPathComponent("countries.json") }
    /// Where the cache's records came from: see `CacheOriginFile`.
    public var originFile: URL { cacheDirectory.appendingPathComponent("countries.origin.json") }

    public func loadCountries() throws -> CountryCatalog {
        let path = cacheFile.path
        // Only a cache that is not there means the snapshot; one that cannot
        // be looked at (a directory without permission, a file in the way)
        // is said, not passed over.
        if access(path, F_OK) != 0 {
            guard errno == ENOENT else { throw CacheError.unreadable(path: path, reason: String(cString: strerror(errno))) }
            return try Self.embeddedSnapshot()
        }
        let data: [UInt8]
        do {
            data = try FileDescriptor.readAll(path)
        } catch {
            throw CacheError.unreadable(path: path, reason: error.description)
        }
        let countries: [Country]
        do {
            countries = try data.withUnsafeBufferPointer { try CountryRecordsDecoder.decode($0) }
        } catch {
            throw CacheError.corrupt(path: path, reason: String(describing: error))
        }
        return CountryCatalog(countries, source: .cache(path: path, origin: loadOrigin()))
    }

    public func saveCountries(_ countries: [Country], origin: CacheOrigin) throws -> CountryCatalog {
        do {
            try FileDescriptor.makeDirectories(cacheDirectory.path)
        } catch {
            throw CacheError.unwritable(path: cacheDirectory.path, reason: error.description)
        }
        do {
            try commit(countries.jsonArrayText + "\n", origin: origin)
        } catch {
            throw CacheError.unwritable(path: error.path, reason: error.reason)
        }
        return CountryCatalog(countries, source: .cache(path: cacheFile.path, origin: origin))
    }

    /// The data and its origin change together or not at all: both are
    /// drafted first; the old data is kept, to be put back should the origin
    /// fail to take its place. A crash between the two renames leaves new
    /// data beside the old origin, which names the data it describes (its
    /// inode), and so reads as "of unknown origin", never as a wrong one.
    private func commit(_ text: String, origin: CacheOrigin) throws(AtomicFile.Failure) {
        let data = try AtomicFile.draft(text, for: cacheFile.path)
        let originDraft: AtomicFile.Draft
        do {
            originDraft = try AtomicFile.draft(CacheOriginFile.json(origin, dataInode: data.inode).written() + "\n", for: originFile.path)
        } catch {
            data.discard()
            throw error
        }
        let previous = AtomicFile.keep(cacheFile.path)
        // An old cache that cannot be kept aside (no hard links here) could not
        // be put back either: then nothing is committed at all.
        if previous == nil, access(cacheFile.path, F_OK) == 0 {
            data.discard()
            originDraft.discard()
            throw AtomicFile.Failure(path: cacheFile.path, reason: "the old cache cannot be kept aside to put back on failure")
        }
        do {
            try data.commit()
        } catch {
            originDraft.discard()
            previous?.discard()
            throw error
        }
        do {
            try originDraft.commit()
        } catch {
            AtomicFile.Kept.restore(previous, at: cacheFile.path)
            throw error
        }
        previous?.discard()
    }

    /// The snapshot compiled into the binary; see Sources/CountriesSnapshot.
    /// Read from its index; from the JSON should the index not fit it (a
    /// snapshot changed without `swift run countries-index`, which a test
    /// catches).
    public static func embeddedSnapshot() throws -> CountryCatalog {
        if let countries = try? snapshotIndex?.countries() { return CountryCatalog(countries) }
        return CountryCatalog(try CountryRecordsDecoder.decode(snapshotBytes))
    }

    private static var snapshotBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())
    }

    /// The embedded index, when it is one of this version made from the embedded JSON.
    static var snapshotIndex: CountryIndexReader? {
        try? CountryIndexReader(
            index: UnsafeRawBufferPointer(start: countries_snapshot_index_bytes(), count: countries_snapshot_index_length()),
            source: snapshotBytes
        )
    }

    /// Unknown when the origin file is missing, unreadable, or describes
    /// other data than the cache holds: the data still is.
    private func loadOrigin() -> CacheOrigin {
        guard let data = try? FileDescriptor.readAll(originFile.path), let json = try? JSONValue.parse(data) else {
            return CacheOrigin(base: .unknown)
        }
        return CacheOriginFile.origin(from: json, dataInode: AtomicFile.inode(of: cacheFile.path))
    }
}
