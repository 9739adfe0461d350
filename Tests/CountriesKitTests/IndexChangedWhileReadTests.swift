@testable import CountriesData
import CountriesModel
import CountriesMocks
import Foundation
import Glibc
import Testing

/// A cache's index changed by another program while it is read (cut short
/// in place, or a block rewritten) is found where a block is first read:
/// the records answer nothing more and the repository throws the failure to
/// the interactor that asks (`confirmReads`). The index is read with pread,
/// never mapped: cut short while mapped, it killed the process with SIGBUS
/// (this test process too), which a handler turned into `_exit(74)`.
@Suite struct IndexChangedWhileReadTests {
    private let repository: RealCountriesFileRepository

    init() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("countries-changed-\(UUID().uuidString)")
        repository = RealCountriesFileRepository(cacheDirectory: directory.path)
        _ = try repository.saveCountries(try CountryCatalog.snapshotRecords, origin: CacheOrigin(base: .snapshot))
    }

    /// The catalog, loaded from the index, before anything of a record is read.
    private func loaded() throws -> CountryCatalog {
        let catalog = try repository.loadCountries()
        guard case .cache = catalog.source, try repository.indexedCountries() != nil else {
            throw CacheError.unreadable(path: repository.indexFile, reason: "the test's cache is not read from its index")
        }
        return catalog
    }

    @Test func whileTheReadsHold_confirmingThrowsNothing() throws {
        let catalog = try loaded()
        #expect(catalog.country(cca3: "FRA")?.name.common == "France")
        #expect(catalog.countries.count == 250)
        try repository.confirmReads(of: catalog)
    }

    @Test func anIndexCutShortAfterItWasOpened_answersNothing_andConfirmingThrowsTheCutShort() throws {
        let catalog = try loaded()
        #expect(truncate(repository.indexFile, 4_096) == 0)
        #expect(catalog.country(cca3: "FRA") == nil, "no country from a block the file no longer holds")
        #expect(catalog.countries.isEmpty, "nothing more is read")
        #expect(throws: CacheError.indexCutShort(path: repository.indexFile)) { try repository.confirmReads(of: catalog) }
        #expect(throws: CacheError.indexCutShort(path: repository.indexFile)) { try repository.loadRecords(of: catalog) }
        #expect(
            CacheError.indexCutShort(path: "/c/countries.index").description
                == "the cache's index /c/countries.index was cut short while it was read (another program changed it); run the command again"
        )
    }

    @Test func aBlockChangedAfterItWasOpened_isDamage_whenFirstRead() throws {
        let catalog = try loaded()
        let index = try Data(contentsOf: URL(fileURLWithPath: repository.indexFile))
        let at = try #require(index.firstRange(of: Data("FranceFrench Republic".utf8)))
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: repository.indexFile))
        try handle.seek(toOffset: UInt64(at.lowerBound))
        try handle.write(contentsOf: Data("G".utf8))
        try handle.close()
        #expect(catalog.country(cca3: "FRA") == nil)
        let damaged = CacheError.corrupt(path: repository.cacheFile, reason: "its index \(repository.indexFile) does not match its checksum")
        #expect(throws: damaged) { try repository.confirmReads(of: catalog) }
        #expect(throws: damaged) { try repository.loadRecordTexts(["DEU"], of: catalog) }
    }
}
