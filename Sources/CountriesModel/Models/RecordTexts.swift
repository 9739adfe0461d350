/// Records' own JSON text, by upper-cased cca3, as the repository reads
/// them from storage when an interactor asks, for the countries a screen
/// shows; `CountryRecordReader` reads them into the values the store holds
/// (`CountryRecordValues`, `UserData.records`).
package struct RecordTexts: Sendable, Equatable {
    private var texts: [String: String]

    package init(_ texts: [String: String] = [:]) {
        self.texts = [:]
        for (code, text) in texts { self.texts[code.uppercased()] = text }
    }

    /// The upper-cased cca3 codes held.
    package var codes: [String] { texts.keys.sorted() }

    /// Each text by its upper-cased cca3, in no order: what a reader walks
    /// once, with no sort and no case to fold again.
    package var byUpperCasedCode: [String: String] { texts }

    /// The record of the country with this cca3, in any case.
    package subscript(cca3: String) -> String? {
        get { texts[cca3.uppercased()] }
        set { texts[cca3.uppercased()] = newValue }
    }

    /// Record texts, each as it stands at depth 1 of an array, joined into
    /// one laid out as the snapshot file is: the `--json` list output and the
    /// cache file both.
    package static func arrayText(_ records: [String]) -> String {
        records.isEmpty ? "[]" : "[\n  " + records.joined(separator: ",\n  ") + "\n]"
    }
}
