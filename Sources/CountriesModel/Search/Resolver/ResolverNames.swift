/// A catalog's names as the resolver reads them: stored with the data, or
/// else made in memory in parts, each when first needed, so that a `show
/// Germany` of data without an index makes 3,000 keys, not 30,000: the
/// countries' own names, then every translation folded, then keyed.
final class ResolverNames {
    private let catalog: CountryCatalog
    private let locale: NameLocale
    private lazy var stored: NameTable? = catalog.records.nameTable

    init(catalog: CountryCatalog, locale: NameLocale) {
        self.catalog = catalog
        self.locale = locale
    }

    /// Enough for the own names' tiers, the places and the words: each
    /// country's own names and its name in `locale`.
    var own: NameTable { stored ?? madeOwn }

    /// Every name, translations too, in `kind`'s form.
    func all(_ kind: NameTable.Kind) -> NameTable {
        stored ?? (kind == .written ? madeAllWritten : madeAllKeyed)
    }

    private lazy var madeOwn: NameTable = {
        let (catalog, key) = (catalog, locale.translationKey)
        return NameTable(NameTableBytes(NameTableBytes.makeOwn(countries: catalog.countries, language: key) { country in
            key.flatMap { catalog.records.translation(cca3: country.cca3, key: $0) }
        }))
    }()

    private lazy var madeAllWritten = madeOwn.adding(madeTranslations(.written))
    private lazy var madeAllKeyed = madeOwn.adding(madeTranslations(.keyed))

    private func madeTranslations(_ kind: NameTable.Kind) -> NameTableBytes {
        NameTableBytes(NameTableBytes.makeTranslations(countries: catalog.countries, kind: kind) { [catalog] in catalog.translations(of: $0.cca3) })
    }
}
