import CountriesJSON

/// The own records of the countries a screen shows, by upper-cased cca3,
/// as the data layer read them when an interactor asked
/// (`UserData.records`): each record's text as it stands in the data (what
/// `--json` prints verbatim), its JSON value (what `--fields`, `ndjson`, CSV
/// and the columns walk) and the facts only some records hold, decoded
/// (`RecordFacts`). Views walk these values; they parse nothing, and a
/// record that cannot be read is an error in the store, not an empty one
/// on screen.
package struct CountryRecordValues: Sendable, Equatable {
    /// One country's record.
    package struct Record: Sendable, Equatable {
        /// As it stands at depth 1 of an array.
        package var text: String
        /// The text read; nil where it was read for its text alone
        /// (`RecordReading.text`).
        package var value: JSONValue?
        package var facts: RecordFacts

        package init(text: String, value: JSONValue?, facts: RecordFacts = RecordFacts()) {
            self.text = text
            self.value = value
            self.facts = facts
        }
    }

    /// How the records were read, so that the same records read again
    /// (after a refresh) are read alike.
    package let reading: RecordReading
    private var records: [String: Record]

    package init(reading: RecordReading = .values, _ records: [String: Record] = [:]) {
        self.reading = reading
        self.records = [:]
        for (code, record) in records { self.records[code.uppercased()] = record }
    }

    /// The upper-cased cca3 codes held.
    package var codes: [String] { records.keys.sorted() }

    /// The record of the country with this cca3, in any case.
    package subscript(cca3: String) -> Record? {
        get { records[cca3.uppercased()] }
        set { records[cca3.uppercased()] = newValue }
    }
}

/// What of a record the output of a screen needs.
package enum RecordReading: Sendable, Equatable {
    /// Its text alone: `--json` with no `--fields` prints records as they
    /// stand, so a list of every country parses none.
    case text
    /// Its text, its value and its facts: every other output that shows one.
    case values
}
