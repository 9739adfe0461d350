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
    /// By upper-cased cca3: each text, as the repository read it; each
    /// value read from it, where `reading` is `.values`.
    private var texts: [String: String]
    private var read: [String: Read]

    /// A record's text read: its value and its facts.
    package struct Read: Sendable, Equatable {
        package var value: JSONValue
        package var facts: RecordFacts

        package init(value: JSONValue, facts: RecordFacts = RecordFacts()) {
            self.value = value
            self.facts = facts
        }
    }

    package init(reading: RecordReading = .values, _ records: [String: Record] = [:]) {
        self.reading = reading
        (texts, read) = ([:], [:])
        for (code, record) in records { self[code] = record }
    }

    /// Texts whose keys are upper-cased already (`RecordTexts.byUpperCasedCode`),
    /// with what was read of them: none for `.text`, each for `.values`.
    package init(reading: RecordReading, texts: [String: String], read: [String: Read]) {
        self.reading = reading
        (self.texts, self.read) = (texts, read)
    }

    /// The upper-cased cca3 codes held.
    package var codes: [String] { texts.keys.sorted() }

    /// The record of the country with this cca3, in any case.
    package subscript(cca3: String) -> Record? {
        get {
            let code = cca3.uppercased()
            let read = read[code]
            return texts[code].map { Record(text: $0, value: read?.value, facts: read?.facts ?? RecordFacts()) }
        }
        set {
            let code = cca3.uppercased()
            texts[code] = newValue?.text
            read[code] = newValue.flatMap { record in record.value.map { Read(value: $0, facts: record.facts) } }
        }
    }

    /// Its text alone, as `--json` prints it: no record made.
    package func text(cca3: String) -> String? {
        texts[cca3.uppercased()]
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
