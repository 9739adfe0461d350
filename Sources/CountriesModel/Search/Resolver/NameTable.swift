/// Every name `CountryResolver` looks a text up in, each country's, in the
/// two forms it compares them (`SearchFolding.fold`, and `NameKey`), sorted
/// so that a lookup is a binary search.
///
/// Made from the countries, once per data set rather than once per process:
/// the index of the binary's snapshot and of the cache hold it, made when
/// they are written (`NameTableBytes`), so a one-shot `show "Korea, Rep."`
/// or `show Botsuana` looks a few keys up instead of folding the 20,000
/// names and translations of every country. Where the storage keeps none
/// (data decoded from JSON, or a test's), the resolver makes it by the same
/// functions, in memory (`ResolverNames`): one algorithm either way.
///
/// A table may be several parts: a language laid over the data
/// (`CLDRNamesOverlay`) is a part of its own beside the stored table.
package struct NameTable: Sendable {
    /// Which comparison a key is made for, and so which lookups find it.
    package enum Kind: UInt8, Sendable {
        /// `SearchFolding.fold` of a name: case and accents aside.
        case written
        /// `NameKey(name).text`: short forms, punctuation, articles and
        /// word order aside too.
        case keyed
        /// `NameKey` of a region, subregion or capital: names that hold
        /// a country's name without meaning that country ("Bissau").
        case place
    }

    /// Which of a country's names an entry was made from.
    package enum Field: UInt8, Sendable {
        case common, official, alternative, translatedCommon, translatedOfficial, place

        var isTranslated: Bool { self == .translatedCommon || self == .translatedOfficial }
    }

    /// One key of one name of one country.
    package struct Entry: Equatable, Sendable {
        /// The country's position in the records, in source order.
        package let country: Int
        package let field: Field
        /// The translation's key (`deu`), for a translated name.
        package let language: String?
    }

    private let parts: [NameTableBytes]
    /// Each part's keys by hash (`indexed()`), or none: a binary search.
    private let keys: [NameTableKeys]?

    /// The table of `bytes` made by `NameTableBytes.make`.
    package init(_ bytes: NameTableBytes) {
        parts = [bytes]
        keys = nil
    }

    /// This table with `other`'s entries beside its own.
    package func adding(_ other: NameTableBytes) -> NameTable {
        NameTable(parts: parts + [other], keys: nil)
    }

    private init(parts: [NameTableBytes], keys: [NameTableKeys]?) {
        self.parts = parts
        self.keys = keys
    }

    /// The same table, its keys found by hash (`NameTableKeys`): for a
    /// caller that looks up a great many.
    func indexed() -> NameTable {
        keys == nil ? NameTable(parts: parts, keys: parts.map(NameTableKeys.init)) : self
    }

    /// Every entry whose key of `kind` is `key`, by country, then by
    /// language (untranslated first), whichever part holds it.
    package func entries(_ kind: Kind, _ key: String) -> [Entry] {
        guard parts.count > 1 else { return parts.first.map { entries(ofPart: 0, $0, kind, key) } ?? [] }
        return parts.enumerated().flatMap { entries(ofPart: $0.offset, $0.element, kind, key) }.sorted {
            ($0.country, $0.language ?? "") < ($1.country, $1.language ?? "")
        }
    }

    private func entries(ofPart number: Int, _ part: NameTableBytes, _ kind: Kind, _ key: String) -> [Entry] {
        guard let keys else { return part.entries(kind, key) }
        return keys[number].first(kind, key).map { part.entries(from: $0, kind, key) } ?? []
    }

    /// Calls `body` with every entry of `kind` and its key's UTF-8.
    package func forEach(_ kind: Kind, _ body: (Entry, UnsafeRawBufferPointer) -> Void) {
        for part in parts { part.forEach(kind, body) }
    }
}
