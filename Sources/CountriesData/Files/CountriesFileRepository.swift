import CountriesJSON
import CountriesModel
import CountriesSystem
import CountriesSnapshot
#if canImport(Glibc)
import Glibc
#endif

/// The local cache, and the snapshot embedded in the binary for when there
/// is no cache yet.
package protocol CountriesFileRepository: Sendable {
    /// The cache when it exists, else the embedded snapshot.
    func loadCountries() throws -> CountryCatalog
    /// The own records of these countries (by cca3) of a catalog this
    /// repository made: read from the cache file when that is where they
    /// are, so a file cut short since throws `CacheError`.
    func loadRecordTexts(_ cca3s: [String], of catalog: CountryCatalog) throws -> RecordTexts
    /// Every record of a catalog this repository made, in its order, with
    /// its names and text: what a refresh of one country is merged into.
    func loadRecords(of catalog: CountryCatalog) throws -> [CountryRecord]
    /// Replaces the cache with these records, whole or not at all.
    func saveCountries(_ records: [CountryRecord], origin: CacheOrigin) throws -> CountryCatalog
    /// Throws `CacheError` when a read of a catalog this repository made
    /// failed since it was loaded (a block of the cache's index damaged, or
    /// cut short by another program, when first read): its answers since
    /// were empty, and must not be shown. Asked after the reads an intent
    /// and its screen make.
    func confirmReads(of catalog: CountryCatalog) throws
}

// MARK: - Real

package struct RealCountriesFileRepository: CountriesFileRepository {
    package let cacheDirectory: String

    package init(cacheDirectory: String) {
        self.cacheDirectory = cacheDirectory
    }

    /// A v3.1 array of full records: the snapshot's shape and layout.
    package var cacheFile: String { cacheDirectory + "/countries.json" }
    /// Where the cache's records came from: see `CacheOriginFile`.
    package var originFile: String { cacheDirectory + "/countries.origin.json" }
    /// The cache's `CountryIndex`, so a start need not parse the JSON; used
    /// only while the JSON is the very file it was made from.
    package var indexFile: String { cacheDirectory + "/countries.index" }

    package func loadCountries() throws -> CountryCatalog {
        let path = cacheFile
        // Only a cache that is not there means the snapshot; one that cannot
        // be looked at (a directory without permission, a file in the way)
        // is said, not passed over.
        if access(path, F_OK) != 0 {
            let failure = errno
            guard failure == ENOENT else { throw Self.inTheWay(of: path) ?? CacheError.unreadable(path: path, reason: String(cString: strerror(failure))) }
            return try Self.embeddedSnapshot()
        }
        if let indexed = try indexedCountries() {
            return CountryCatalog(records: indexed, source: .cache(path: path, origin: loadOrigin()))
        }
        let data: [UInt8]
        do {
            data = try FileDescriptor.readAll(path)
        } catch {
            throw Self.inTheWay(of: path) ?? CacheError.unreadable(path: path, reason: error.description)
        }
        // Without its index, data that claims to be the file this program
        // wrote (`CacheOriginFile`) is summed whole against the origin file;
        // one edited since, or that another program wrote, has no sum, and
        // what its JSON cannot tell (a letter changed) reads as written.
        // Bytes no writer of JSON makes are damage either way, never text
        // that an output copies.
        if let expected = recordedDataChecksum(), Checksum(of: data).value != expected {
            throw CacheError.corrupt(path: path, reason: "it does not match the checksum in \(originFile)")
        }
        guard String(validating: data, as: UTF8.self) != nil else {
            throw CacheError.corrupt(path: path, reason: "it is not UTF-8 text")
        }
        let records: [CountryRecord]
        do {
            records = try data.withUnsafeBufferPointer { try CountryRecordsDecoder.decode($0) }
        } catch {
            throw CacheError.corrupt(path: path, reason: String(describing: error))
        }
        return CountryCatalog(records: records, source: .cache(path: path, origin: loadOrigin()))
    }

    /// What stands where the cache file `path`, or a directory on the way
    /// to it, should be, when it is no file a refresh can replace: a
    /// directory in the file's place, or a file in a directory's (the
    /// deepest such on the way). nil for anything else.
    private static func inTheWay(of path: String) -> CacheError? {
        var status = stat()
        if stat(path, &status) == 0 {
            return status.st_mode & S_IFMT == S_IFDIR ? .inTheWay(path: path, reason: "is a directory") : nil
        }
        var directory = Substring(path)
        while let slash = directory.lastIndex(of: "/"), slash > directory.startIndex {
            directory = directory[..<slash]
            guard stat(String(directory), &status) == 0 else { continue }
            return status.st_mode & S_IFMT == S_IFDIR ? nil : .inTheWay(path: String(directory), reason: "is not a directory")
        }
        return nil
    }

    package func loadRecordTexts(_ cca3s: [String], of catalog: CountryCatalog) throws -> RecordTexts {
        let catalog = catalog.stored
        guard let storage = catalog.records as? any RecordTextStorage else { return RecordTexts() }
        var texts: [String: String] = [:]
        for code in cca3s {
            texts[code] = try recordText(code, in: storage, of: catalog)
        }
        try confirmReads(of: catalog)
        return RecordTexts(texts)
    }

    package func loadRecords(of catalog: CountryCatalog) throws -> [CountryRecord] {
        let catalog = catalog.stored
        let storage = catalog.records as? any RecordTextStorage
        let records = try catalog.countries.map { country in
            CountryRecord(
                country: country, translations: catalog.translations(of: country.cca3),
                text: try storage.flatMap { try recordText(country.cca3, in: $0, of: catalog) } ?? "{}"
            )
        }
        // Records read from an index that failed are empty: never merged into a refresh.
        try confirmReads(of: catalog)
        return records
    }

    package func confirmReads(of catalog: CountryCatalog) throws(CacheError) {
        // A cast to the class, not to a protocol: the first cast to a
        // protocol looks through every conformance, 0.19 M instructions,
        // which `show fra` would pay after every screen.
        guard let indexed = catalog.stored.records as? IndexedCountries, let failure = indexed.indexFailure else { return }
        throw indexError(failure)
    }

    /// What a block of the index failing says: the index and the data
    /// beside it go together, as like as not both changed.
    private func indexError(_ failure: RecordUnreadable) -> CacheError {
        switch failure {
        case .damaged: CacheError.corrupt(path: cacheFile, reason: "its index \(indexFile) does not match its checksum")
        case .cutShort: CacheError.indexCutShort(path: indexFile)
        }
    }

    private func recordText(_ code: String, in storage: any RecordTextStorage, of catalog: CountryCatalog) throws(CacheError) -> String? {
        do {
            return try storage.recordText(cca3: code)
        } catch {
            let path = if case let .cache(path, _) = catalog.source { path } else { cacheFile }
            switch error {
            case .cutShort:
                throw CacheError.unreadable(path: path, reason: "a record could not be read: the file changed since it was opened")
            case .damaged:
                throw CacheError.corrupt(path: path, reason: "the record of \(PlainText.line(code, longest: 20)) does not match its checksum")
            }
        }
    }

    package func saveCountries(_ records: [CountryRecord], origin: CacheOrigin) throws -> CountryCatalog {
        do {
            try FileDescriptor.makeDirectories(cacheDirectory)
        } catch {
            throw CacheError.unwritable(path: cacheDirectory, reason: error.description)
        }
        do {
            try commit(records.arrayText + "\n", origin: origin)
        } catch {
            throw CacheError.unwritable(path: error.path, reason: error.reason)
        }
        return CountryCatalog(records: records, source: .cache(path: cacheFile, origin: origin))
    }

    /// The data, its index and its origin change together or not at all:
    /// all are drafted first; the old data and index are kept, to be put
    /// back should a later file fail to take its place. A crash between the
    /// renames leaves new data beside an old index and origin, which both
    /// name the data they describe (its inode), and so are passed over
    /// (the JSON is parsed) and read as "of unknown origin", never as wrong.
    private func commit(_ text: String, origin: CacheOrigin) throws(AtomicFile.Failure) {
        var text = text
        let data = try AtomicFile.draft(text, for: cacheFile, backdated: true)
        var drafts = [data]
        do {
            if let index = text.withUTF8({ try? CountryIndex.make(from: $0, identity: .init(data.status)) }) {
                drafts.append(try index.withUnsafeBufferPointer { bytes in
                    Result { () throws(AtomicFile.Failure) in try AtomicFile.draft(bytes, for: indexFile) }
                }.get())
            }
            let sum = CacheOriginFile.DataSum(
                checksum: text.withUTF8 { Checksum(of: UnsafeRawBufferPointer($0)).value },
                size: UInt64(data.status.st_size), modifiedSeconds: Int64(data.status.st_mtim.tv_sec)
            )
            drafts.append(try AtomicFile.draft(CacheOriginFile.json(origin, dataInode: data.inode, dataSum: sum).written() + "\n", for: originFile))
        } catch {
            drafts.forEach { $0.discard() }
            throw error
        }
        // The origin is committed last and so never needs putting back.
        let kept = drafts.dropLast().map { AtomicFile.keep($0.path) }
        // An old cache that cannot be kept aside (no hard links here) could not
        // be put back either: then nothing is committed at all.
        if kept[0] == nil, access(cacheFile, F_OK) == 0 {
            drafts.forEach { $0.discard() }
            kept.forEach { $0?.discard() }
            throw AtomicFile.Failure(path: cacheFile, reason: "the old cache cannot be kept aside to put back on failure")
        }
        for (position, draft) in drafts.enumerated() {
            do {
                try draft.commit()
            } catch {
                drafts[(position + 1)...].forEach { $0.discard() }
                for earlier in (0..<position).reversed() {
                    AtomicFile.Kept.restore(kept[earlier], at: drafts[earlier].path)
                }
                kept[position...].forEach { $0?.discard() }
                throw error
            }
        }
        kept.forEach { $0?.discard() }
    }

    /// The cache's countries, read from its index as they are asked for,
    /// when the index is there, of this version, and was made from exactly
    /// the data file now in place; nil sends the caller to the JSON. An
    /// index whose header fails its checksum throws. The index is read a
    /// block at a time as records are asked for, never mapped (a file cut
    /// short in place while mapped kills the reader): a block that fails its
    /// sum, or that the file no longer holds, when first read is kept by
    /// the records and thrown by `confirmReads`. The data beside it was
    /// changed in place too, as like as not, and the size and mtime it kept
    /// say nothing of that.
    func indexedCountries() throws(CacheError) -> IndexedCountries? {
        guard let data = OpenFile(cacheFile), let owned = OwnedBytes(readingOnDemand: indexFile) else { return nil }
        let reader: CountryIndexReader
        do {
            reader = try CountryIndexReader(index: owned, source: data, verifying: true)
        } catch {
            switch error {
            case .malformed: return nil
            case .damaged: throw indexError(.damaged)
            case .cutShort: throw indexError(.cutShort)
            }
        }
        guard reader.identity == CountryIndex.SourceIdentity(data.status) else { return nil }
        let path = cacheFile
        return IndexedCountries(reader, keptAlive: [owned, data]) {
            (try? FileDescriptor.readAll(path).withUnsafeBufferPointer { try CountryRecordsDecoder.decode($0) }) ?? []
        }
    }

    /// The snapshot compiled into the binary; see Sources/CountriesSnapshot.
    /// Read from its index; from the JSON should the index not fit it (a
    /// snapshot changed without `swift run countries-index`, which a test
    /// catches).
    package static func embeddedSnapshot() throws -> CountryCatalog {
        if let reader = snapshotIndex {
            return CountryCatalog(records: IndexedCountries(reader) { (try? CountryRecordsDecoder.decode(snapshotBytes)) ?? [] })
        }
        return CountryCatalog(records: try CountryRecordsDecoder.decode(snapshotBytes), source: .snapshot)
    }

    private static var snapshotBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())
    }

    /// The embedded index, when it is one of this version made from the embedded JSON.
    static var snapshotIndex: CountryIndexReader? {
        // Not verified: it is part of the binary, as trusted as the code.
        try? CountryIndexReader(
            index: OwnedBytes(lastingForever: UnsafeRawBufferPointer(start: countries_snapshot_index_bytes(), count: countries_snapshot_index_length())),
            source: RecordBytes(snapshotBytes)
        )
    }

    /// The checksum the origin file holds of the data in place, if the data
    /// still claims to be the file it describes: its inode, size and mtime
    /// to the second.
    private func recordedDataChecksum() -> UInt64? {
        var status = stat()
        guard stat(cacheFile, &status) == 0, let bytes = try? FileDescriptor.readAll(originFile), let json = try? JSONValue.parse(bytes),
              let sum = CacheOriginFile.dataSum(from: json, dataInode: UInt64(status.st_ino)),
              sum.size == UInt64(status.st_size), sum.modifiedSeconds == Int64(status.st_mtim.tv_sec) else { return nil }
        return sum.checksum
    }

    /// Unknown when the origin file is missing, unreadable, or describes
    /// other data than the cache holds: the data still is.
    private func loadOrigin() -> CacheOrigin {
        guard let data = try? FileDescriptor.readAll(originFile), let json = try? JSONValue.parse(data) else {
            return CacheOrigin(base: .unknown)
        }
        return CacheOriginFile.origin(from: json, dataInode: AtomicFile.inode(of: cacheFile))
    }
}

extension CountryIndex.SourceIdentity {
    /// The file `status` describes.
    init(_ status: stat) {
        self.init(
            size: UInt64(status.st_size), inode: UInt64(status.st_ino),
            modifiedSeconds: Int64(status.st_mtim.tv_sec), modifiedNanoseconds: Int64(status.st_mtim.tv_nsec)
        )
    }
}
