@testable import CountriesData
import CountriesModel
import CountriesMocks
import Foundation
import Testing

/// `--refresh` writes countries.index beside the cache; it is read only
/// while the JSON is the very file it was made from.
@Suite struct CacheIndexTests {
    private let repository: RealCountriesFileRepository
    private let records: [CountryRecord]
    private var countries: [Country] { records.map(\.country) }

    init() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("countries-index-\(UUID().uuidString)")
        repository = RealCountriesFileRepository(cacheDirectory: directory.path)
        records = Array(try CountryCatalog.snapshotRecords.prefix(20))
        _ = try repository.saveCountries(records, origin: CacheOrigin(base: .snapshot))
    }

    /// Whether the cache as it stands would be read from its index.
    private func readsFromIndex() throws -> Bool {
        try repository.indexedCountries() != nil
    }

    @Test func aSavedCache_isReadFromItsIndex_asTheJSONReads() throws {
        #expect(FileManager.default.fileExists(atPath: repository.indexFile))
        #expect(try readsFromIndex())
        let catalog = try repository.loadCountries()
        #expect(catalog.countries == countries)
        #expect(try repository.loadRecords(of: catalog) == records)
        let two = Array(records.suffix(2))
        let asked = [two[0].country.cca3, two[1].country.cca3.lowercased()]
        #expect(try repository.loadRecordTexts(asked, of: catalog) == RecordTexts(Dictionary(uniqueKeysWithValues: two.map { ($0.country.cca3, $0.text) })))
    }

    @Test func aCacheEditedInPlace_keepingItsSize_isReadFromTheJSON() throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: repository.cacheFile))
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: repository.cacheFile)), as: UTF8.self)
        let at = try #require(text.utf8.firstRange(of: "\"common\": \"Aruba\"".utf8))
        try handle.seek(toOffset: UInt64(text.utf8.distance(from: text.utf8.startIndex, to: at.lowerBound) + 11))
        try handle.write(contentsOf: Data("Oruba".utf8))
        try handle.close()
        #expect(try !readsFromIndex())
        #expect(try repository.loadCountries().country(cca3: "ABW")?.name.common == "Oruba")
    }

    @Test func aCacheWithoutIndex_orWithAnotherFilesIndex_isReadFromTheJSON() throws {
        // As a refresh killed between its renames leaves it: the same bytes, another file.
        let copy = URL(fileURLWithPath: repository.cacheDirectory).appendingPathComponent("copy")
        try Data(contentsOf: URL(fileURLWithPath: repository.cacheFile)).write(to: copy)
        #expect(rename(copy.path, repository.cacheFile) == 0)
        #expect(try !readsFromIndex())
        #expect(try repository.loadCountries().countries == countries)
        // As the previous version left it.
        try FileManager.default.removeItem(at: URL(fileURLWithPath: repository.indexFile))
        #expect(try repository.loadCountries().countries == countries)
    }

    @Test func anIndexOfAnotherVersion_isPassedOver() throws {
        try Self.changeInPlace(repository.indexFile, at: 8, to: [4, 0, 0, 0])
        #expect(try !readsFromIndex())
        #expect(try repository.loadCountries().countries == countries)
    }

    /// Fuzzing found an index changed in place, its mtime kept, was believed:
    /// `list` printed other bytes as names. The header and the chunk sums
    /// (from `headerSize` on) are checked when it is opened (the blocks and
    /// the block sums, when first read: below, and CacheChecksumTests).
    @Test(arguments: [80, 100, CountryIndex.headerSize])
    func anIndexChangedInPlace_keepingItsMtime_isReportedDamaged(_ offset: Int) throws {
        try Self.changeInPlace(repository.indexFile, at: offset, to: [0xFB, 0, 0, 0])
        #expect(throws: CacheError.corrupt(path: repository.cacheFile, reason: "its index \(repository.indexFile) does not match its checksum")) {
            try repository.loadCountries()
        }
    }

    /// The block sums, the index's last bytes, are read and checked a chunk
    /// at a time, when one of its blocks is first read: the cache opens, and
    /// its first read of a record is the damage, which the repository throws.
    @Test func itsBlockSumsChangedInPlace_isDamage_whenABlockOfTheirsIsRead() throws {
        let size = try Data(contentsOf: URL(fileURLWithPath: repository.indexFile)).count
        try Self.changeInPlace(repository.indexFile, at: size - 8, to: [0xFB, 0, 0, 0])
        let catalog = try repository.loadCountries()
        #expect(catalog.country(cca3: "ABW") == nil, "nothing read from a block whose sums are damaged")
        #expect(throws: CacheError.corrupt(path: repository.cacheFile, reason: "its index \(repository.indexFile) does not match its checksum")) {
            try repository.confirmReads(of: catalog)
        }
    }

    @Test func anIndexCutShort_isReportedDamaged() throws {
        var index = try Data(contentsOf: URL(fileURLWithPath: repository.indexFile))
        index.removeLast(index.count / 2)
        try index.write(to: URL(fileURLWithPath: repository.indexFile))
        #expect(throws: CacheError.self) { try repository.loadCountries() }
    }

    /// Fuzzing found a byte flipped in countries.json, its mtime kept, made
    /// `list --json` print invalid JSON: the record is checked before it is given.
    @Test func aRecordChangedInPlace_keepingTheMtime_isReportedDamaged_whenRead() throws {
        let text = try Data(contentsOf: URL(fileURLWithPath: repository.cacheFile))
        let at = try #require(text.firstRange(of: Data("\"common\": \"Aruba\"".utf8)))
        try Self.changeInPlace(repository.cacheFile, at: at.lowerBound + 11, to: Array("\u{1B}".utf8))
        #expect(try readsFromIndex(), "the index still describes the file: size, inode and mtime are the same")
        let catalog = try repository.loadCountries()
        #expect(throws: CacheError.corrupt(path: repository.cacheFile, reason: "the record of ABW does not match its checksum")) {
            try repository.loadRecordTexts(["ABW"], of: catalog)
        }
        let other = records[1].country.cca3
        #expect(try repository.loadRecordTexts([other], of: catalog) == RecordTexts([other: records[1].text]))
    }

    /// Writes `bytes` over the file's own at `offset`, then gives it back
    /// its modification time, as `touch -r` would.
    static func changeInPlace(_ path: String, at offset: Int, to bytes: [UInt8]) throws {
        var before = stat()
        try #require(stat(path, &before) == 0)
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
        let times = [before.st_atim, before.st_mtim]
        try #require(utimensat(AT_FDCWD, path, times, 0) == 0)
    }

    @Test func aCacheCutShortAfterItWasOpened_failsToGiveItsRecords_withTheCachesPath() throws {
        let catalog = try repository.loadCountries()
        #expect(try readsFromIndex())
        // Another program cuts the file short in place (same inode) after this one opened it.
        #expect(truncate(repository.cacheFile, 10) == 0)
        #expect(throws: CacheError.unreadable(
            path: repository.cacheFile, reason: "a record could not be read: the file changed since it was opened"
        )) {
            try repository.loadRecordTexts([records[0].country.cca3], of: catalog)
        }
        #expect(catalog.countries == countries, "the countries are values: nothing read since")
    }

    @Test func aRefresh_replacesTheIndex_withTheData() throws {
        let fewer = Array(records.prefix(3))
        _ = try repository.saveCountries(fewer, origin: CacheOrigin(base: .snapshot))
        #expect(try readsFromIndex())
        #expect(try repository.loadCountries().countries == fewer.map(\.country))
    }
}
