import CountriesModel
import Synchronization

/// The data at hand: the countries the file repository opened (the cache's
/// index or the snapshot's, read as they are asked for), kept for every
/// intent of a run, or the data a refresh saved since. The interactors hold
/// it (through `CatalogSource`), as nalexn's hold their database; the store
/// holds only what screens show of it, as values (`ShownCountries`), so the
/// open file, the blocks read so far and the countries made of them are
/// reachable from no view. What is made once of the data and kept with it
/// (the lookup's tables) belongs here too, beside the data it is made of.
package protocol CatalogRepository: Sendable {
    /// The data at hand, opened on the first ask and kept; one that cannot be
    /// opened is thrown, and not kept: the next ask opens it anew (each
    /// line of `browse` tries again).
    func catalog() throws -> CountryCatalog
    /// The data a refresh saved is the data at hand from now on.
    func keep(_ catalog: CountryCatalog)
    /// Throws `CacheError` when a read of the data at hand failed since it
    /// was opened (a block of the cache's index damaged, or cut short by
    /// another program, when first read): its answers since were empty, and
    /// must not be shown. Asked by the interactors once an intent has read
    /// what its screen shows, before anything renders.
    func confirmReads() throws
}

// MARK: - Real

package final class RealCatalogRepository: CatalogRepository {
    private let files: any CountriesFileRepository
    private let opened = Mutex<CountryCatalog?>(nil)

    package init(files: any CountriesFileRepository) {
        self.files = files
    }

    package func catalog() throws -> CountryCatalog {
        if let catalog = opened.withLock({ $0 }) { return catalog }
        let catalog = try files.loadCountries()
        opened.withLock { $0 = catalog }
        return catalog
    }

    package func keep(_ catalog: CountryCatalog) {
        opened.withLock { $0 = catalog.stored }
    }

    package func confirmReads() throws {
        guard let catalog = opened.withLock({ $0 }) else { return }
        try files.confirmReads(of: catalog)
    }
}
