@testable import CountriesData
import CountriesModel
import CountriesMocks
import Foundation
import Testing

/// `--refresh` writes countries.index beside the cache; it is read only
/// while the JSON is the very file it was made from.
@Suite struct CacheIndexTests {
    private let repository: RealCountriesFileRepository
    private let countries = Array(CountryCatalog.snapshot.countries.prefix(20))

    init() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("countries-index-\(UUID().uuidString)")
        repository = RealCountriesFileRepository(cacheDirectory: directory.path)
        _ = try repository.saveCountries(countries, origin: CacheOrigin(base: .snapshot))
    }

    /// Whether the cache as it stands would be read from its index.
    private func readsFromIndex() throws -> Bool {
        repository.indexedCountries() != nil
    }

    @Test func aSavedCache_isReadFromItsIndex_asTheJSONReads() throws {
        #expect(FileManager.default.fileExists(atPath: repository.indexFile))
        #expect(try readsFromIndex())
        let loaded = try repository.loadCountries().countries
        #expect(loaded == countries)
        #expect(loaded.map(\.json) == countries.map(\.json))
        #expect(loaded.map(\.translations.all) == countries.map(\.translations.all))
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

    @Test func aDamagedIndex_isPassedOver() throws {
        var index = try Data(contentsOf: URL(fileURLWithPath: repository.indexFile))
        index.removeLast(index.count / 2)
        try index.write(to: URL(fileURLWithPath: repository.indexFile))
        #expect(try !readsFromIndex())
        #expect(try repository.loadCountries().countries == countries)
    }

    @Test func aRefresh_replacesTheIndex_withTheData() throws {
        let fewer = Array(countries.prefix(3))
        _ = try repository.saveCountries(fewer, origin: CacheOrigin(base: .snapshot))
        #expect(try readsFromIndex())
        #expect(try repository.loadCountries().countries == fewer)
    }
}
