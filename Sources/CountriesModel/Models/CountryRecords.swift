/// Countries read as they are asked for, from storage the repository
/// chose: `show fra` then makes one `Country`, not all of them, however
/// large the data. The model knows nothing of how they are stored.
package protocol CountryRecords: Sendable {
    /// Every country, in source order.
    var all: [Country] { get }
    /// The last country whose cca3, upper-cased, is `code` upper-cased.
    func country(cca3 code: String) -> Country?
    /// The first country in source order whose `field` is exactly `code`.
    func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country?
    /// Every position in `all`, in the order `CountryListing` lists them by
    /// English name, when the storage keeps it made; nil when it does not
    /// (then the list sorts the names itself). Asked after `all`.
    var englishNameOrder: [Int]? { get }
}
