import CountriesModel

/// A country as one record of the data gives it: the decoded value, its
/// names in other languages, and the record's own text, verbatim (what the
/// cache keeps and `--json` prints).
package struct CountryRecord: Sendable, Equatable {
    package var country: Country
    /// Names by REST Countries translation key (`deu`, `jpn`, ...).
    package var translations: [String: CountryName]
    /// The record as it stands at depth 1 of an array.
    package var text: String

    package init(country: Country, translations: [String: CountryName] = [:], text: String) {
        self.country = country
        self.translations = translations
        self.text = text
    }
}

extension [CountryRecord] {
    /// The records as one JSON array, laid out as the snapshot file is.
    package var arrayText: String {
        RecordTexts.arrayText(map(\.text))
    }
}
