/// The countries a screen shows, read out of the data into values by the
/// interactor that made the screen: each country it names, with its name in
/// the session's language, a list's rows and the page of them on show, and
/// where the data came from. The store holds this, never the data itself
/// (its index, the cache file, the countries read so far), so no view can
/// reach the disk, and two stores compare by what they show.
package struct ShownCountries: Sendable, Equatable {
    /// Where the data came from.
    package var source: DataSource
    /// How many countries the data holds, where the screen tells it
    /// (`--version`); nil elsewhere, where it is not counted.
    package var count: Int?
    /// The countries the screen names besides a list's rows (the one on
    /// show, its neighbours, those compared), each once, in the order named;
    /// and a list's rows' whole countries where the output prints their
    /// fields or records (`SystemState.showsRecords`): a row holds only what
    /// the list shows (`ListedCountry`).
    package private(set) var countries: [Country]
    /// A list's rows; nil on a screen that is no list.
    package var list: ListRows?
    /// Every country's place, for a map's markers; empty where none is drawn.
    package var places: [MapPlace]
    /// The session's language's words for the records' languages,
    /// currencies and regions; none in English (`CountryCatalog.terms`).
    package var terms: LocalizedTerms
    /// The names in the session's language, by cca3, where they are not the
    /// countries' own English ones.
    private var names: [String: CountryName]
    private var positions: [String: Int]

    /// `names`: the countries' names in the session's language, by cca3,
    /// where they are not their English ones.
    package init(
        source: DataSource = .snapshot, count: Int? = nil, countries: [Country] = [], names: [String: CountryName] = [:],
        list: ListRows? = nil, places: [MapPlace] = [], terms: LocalizedTerms = LocalizedTerms()
    ) {
        self.terms = terms
        self.source = source
        self.count = count
        self.countries = []
        self.list = list
        self.places = places
        self.names = names
        positions = [:]
        for country in countries { add(country) }
    }

    /// The country with this cca3 code, in any case, of those the screen names.
    package func country(cca3 code: String) -> Country? {
        positions[code.uppercased()].map { countries[$0] }
    }

    /// The first of them whose `field` is exactly `code`.
    package func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? {
        countries.first { field.of($0) == code }
    }

    /// The country's name in the session's language, or its English one
    /// where the data has no other.
    package func name(of country: Country) -> CountryName {
        names[country.cca3.uppercased()] ?? country.name
    }

    /// A row's, the same way.
    package func name(of country: ListedCountry) -> CountryName {
        names.isEmpty ? country.name : names[country.cca3.uppercased()] ?? country.name
    }

    /// `country` among those named, once.
    package mutating func add(_ country: Country) {
        let code = country.cca3.uppercased()
        guard positions[code] == nil else { return }
        positions[code] = countries.count
        countries.append(country)
    }
}

/// A list's rows, each with why it matched a search, and the rows on show:
/// every one for a command's output, a page of them in `browse`. Which
/// page is decided once, by the interactor that writes them
/// (`PageLayout`); the view lays out what it is given.
package struct ListRows: Sendable, Equatable {
    package var rows: [ListRow]
    /// The rows on show, by their place in `rows`.
    package var page: Range<Int>

    /// `page`: nil for every row.
    package init(_ rows: [ListRow], page: Range<Int>? = nil) {
        self.rows = rows
        self.page = page ?? rows.indices
    }

    /// The rows on show.
    package var shown: ArraySlice<ListRow> { rows[page] }

    /// True when some rows are not on show: the page says which it is.
    package var isPaged: Bool { page != rows.indices }
}

/// One row of a list: a country as the row shows it, and how it matched
/// the search, where it was not by its name (`capital: Paris`).
package struct ListRow: Sendable, Equatable {
    package var country: ListedCountry
    package var reason: String?

    package init(_ country: ListedCountry, reason: String? = nil) {
        self.country = country
        self.reason = reason
    }

    /// The row of a whole country.
    package init(_ country: Country, reason: String? = nil) {
        self.init(ListedCountry(country), reason: reason)
    }
}
