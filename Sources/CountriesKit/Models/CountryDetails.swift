import Synchronization

/// The lists a country holds: what `show` prints and searches and filters
/// read, but a list of names does not. Kept apart so that storage able to
/// read them later (`CountryIndex`) makes them only when asked for: a
/// `list` of 250 countries then makes no list of any of them.
struct CountryDetails: Sendable, Equatable {
    var capitals: [String] = []
    var languages: [Language] = []
    var currencies: [Currency] = []
    var timezones: [String] = []
    var callingCode = CallingCode(root: "", suffixes: [])
    var topLevelDomains: [String] = []
    var borders: [String] = []
    var altSpellings: [String] = []
    var demonyms: [String] = []
    var memberships: [String]?
}

/// Storage that reads a country's details when first asked for. It keeps
/// what it reads from alive for as long as any country read from it.
protocol CountryDetailsSource: AnyObject, Sendable {
    func details(at position: Int) -> CountryDetails
}

/// A country's details, given or read on first use and kept, as
/// `RecordJSON` is: the model knows only that someone can read them.
final class LazyCountryDetails: Sendable, Equatable {
    private let stored: Mutex<CountryDetails?>
    private let source: (any CountryDetailsSource)?
    private let position: Int

    init(_ details: CountryDetails) {
        stored = Mutex(details)
        source = nil
        position = 0
    }

    init(readingFrom source: any CountryDetailsSource, at position: Int) {
        stored = Mutex(nil)
        self.source = source
        self.position = position
    }

    var value: CountryDetails {
        stored.withLock { stored in
            if let stored { return stored }
            let read = source?.details(at: position) ?? CountryDetails()
            stored = read
            return read
        }
    }

    static func == (lhs: LazyCountryDetails, rhs: LazyCountryDetails) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}
