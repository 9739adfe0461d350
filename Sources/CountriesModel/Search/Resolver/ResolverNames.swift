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

    /// Whether the tables' keys are found by hash (`indexKeys`).
    private var keysIndexed = false

    /// From now on, the tables' keys are found by hash (`NameTableKeys`):
    /// for a resolver asked a great many names. Made tables are indexed as
    /// they are made.
    func indexKeys() {
        guard !keysIndexed else { return }
        keysIndexed = true
        stored = stored?.indexed()
    }

    /// Enough for the own names' tiers, the places and the words: each
    /// country's own names and its name in `locale`.
    var own: NameTable { stored ?? indexedIfAsked(&madeOwnIndexed, madeOwn) }

    /// Every name, translations too, in `kind`'s form.
    func all(_ kind: NameTable.Kind) -> NameTable {
        stored ?? (kind == .written ? indexedIfAsked(&madeAllWrittenIndexed, madeAllWritten) : indexedIfAsked(&madeAllKeyedIndexed, madeAllKeyed))
    }

    private var madeOwnIndexed: NameTable?
    private var madeAllWrittenIndexed: NameTable?
    private var madeAllKeyedIndexed: NameTable?

    /// `table`, or once `indexKeys` was called its indexed copy, made once into `indexed`.
    private func indexedIfAsked(_ indexed: inout NameTable?, _ table: @autoclosure () -> NameTable) -> NameTable {
        guard keysIndexed else { return table() }
        if let indexed { return indexed }
        let made = table().indexed()
        indexed = made
        return made
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
