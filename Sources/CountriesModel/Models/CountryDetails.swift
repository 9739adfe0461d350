import Synchronization

/// The lists a country holds: what `show` prints and searches and filters
/// read, but a list of names does not. Kept apart so that storage able to
/// read them later (`CountryIndex`) makes them only when asked for: a
/// `list` of 250 countries then makes no list of any of them.
package struct CountryDetails: Sendable, Equatable {
    var capitals: [String] = []
    var languages: [Language] = []
    var currencies: [Currency] = []
    var timezones: [String] = []
    var callingCode = CallingCode(root: "", suffixes: [])
    var topLevelDomains: [String] = []
    var borders: [String] = []
    var demonyms: [String] = []
    var memberships: [String]?

    package init(
        capitals: [String] = [], languages: [Language] = [], currencies: [Currency] = [], timezones: [String] = [],
        callingCode: CallingCode = CallingCode(root: "", suffixes: []), topLevelDomains: [String] = [],
        borders: [String] = [], demonyms: [String] = [], memberships: [String]? = nil
    ) {
        (self.capitals, self.languages, self.currencies, self.timezones) = (capitals, languages, currencies, timezones)
        (self.callingCode, self.topLevelDomains, self.borders) = (callingCode, topLevelDomains, borders)
        (self.demonyms, self.memberships) = (demonyms, memberships)
    }
}

/// Storage that reads a country's lists when first asked for. It keeps
/// what it reads from alive for as long as any country read from it.
package protocol CountryDetailsSource: AnyObject, Sendable {
    func details(at position: Int) -> CountryDetails
    func altSpellings(at position: Int) -> [String]
}

/// A country's lists, given or read on first use and kept, as `RecordJSON`
/// is: the model knows only that someone can read them. The alternative
/// spellings are read on their own: a name lookup reads every country's
/// (its third tier) and nothing else of the lists.
package final class LazyCountryDetails: Sendable, Equatable {
    private struct Read {
        var details: CountryDetails?
        var altSpellings: [String]?
    }

    private let stored: Mutex<Read>
    private let source: (any CountryDetailsSource)?
    private let position: Int

    init(_ details: CountryDetails, altSpellings: [String]) {
        stored = Mutex(Read(details: details, altSpellings: altSpellings))
        source = nil
        position = 0
    }

    package init(readingFrom source: any CountryDetailsSource, at position: Int) {
        stored = Mutex(Read())
        self.source = source
        self.position = position
    }

    var value: CountryDetails {
        stored.withLock { stored in
            if let details = stored.details { return details }
            let read = source?.details(at: position) ?? CountryDetails()
            stored.details = read
            return read
        }
    }

    var altSpellings: [String] {
        stored.withLock { stored in
            if let altSpellings = stored.altSpellings { return altSpellings }
            let read = source?.altSpellings(at: position) ?? []
            stored.altSpellings = read
            return read
        }
    }

    package static func == (lhs: LazyCountryDetails, rhs: LazyCountryDetails) -> Bool {
        lhs === rhs || (lhs.value == rhs.value && lhs.altSpellings == rhs.altSpellings)
    }
}
