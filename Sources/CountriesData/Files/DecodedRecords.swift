import CountriesModel

/// The repository's side of a catalog it made: each record's own text,
/// read from where the records are stored, when an interactor asks for it
/// (the cache is a file: a read that fails throws).
protocol RecordTextStorage: Sendable {
    /// The record of the country with this cca3, in any case; nil when no
    /// country has that code.
    func recordText(cca3 code: String) throws(RecordUnreadable) -> String?
}

/// A record's text could not be read, or was not what the index says it is.
enum RecordUnreadable: Error {
    /// The file is shorter than when it was opened.
    case cutShort
    /// The bytes read are not those the index's checksum was made from.
    case damaged
}

/// Records held whole, as decoded from JSON: the storage of a catalog read
/// without an index, or made from the web's answers.
struct DecodedRecords: CountryRecords, RecordTextStorage {
    private let countries: DecodedCountries
    private let texts: [String: String]

    init(_ records: [CountryRecord]) {
        var translations: [String: [String: CountryName]] = [:]
        var texts: [String: String] = [:]
        for record in records {
            // The last record of a code, as `country(cca3:)` finds it.
            translations[record.country.cca3.uppercased()] = record.translations
            texts[record.country.cca3.uppercased()] = record.text
        }
        countries = DecodedCountries(records.map(\.country), translations: translations)
        self.texts = texts
    }

    var all: [Country] { countries.all }
    var englishNameOrder: [Int]? { countries.englishNameOrder }
    var lookupTables: [LookupTables]? { countries.lookupTables }

    func country(cca3 code: String) -> Country? {
        countries.country(cca3: code)
    }

    func position(cca3 code: String) -> Int? {
        countries.position(cca3: code)
    }

    func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? {
        countries.firstCountry(withCode: code, in: field)
    }

    func translations(cca3 code: String) -> [String: CountryName] {
        countries.translations(cca3: code)
    }

    func translation(cca3 code: String, key: String) -> CountryName? {
        countries.translation(cca3: code, key: key)
    }

    func recordText(cca3 code: String) -> String? {
        texts[code.uppercased()]
    }
}

extension CountryCatalog {
    /// A catalog of decoded records, their texts kept for the repository.
    package init(records: [CountryRecord], source: DataSource = .snapshot) {
        self.init(records: DecodedRecords(records), source: source)
    }
}
