/// What one name means, and how the resolver knew: the answer `show`,
/// `compare`, browse and `resolve` all read, so they cannot disagree.
package struct NameResolution: Equatable, Sendable {
    package enum Outcome: Equatable, Sendable {
        case found(Country)
        /// Several countries fit equally well; by name in the chosen locale.
        case ambiguous([Country])
        case unknown
    }

    package var outcome: Outcome
    /// How it matched; nil when nothing did.
    package var reason: MatchReason?
    /// What was mended in the name before it matched, in order.
    package var repairs: [NameRepair] = []
    /// A subdivision the name is (Scotland, Bavaria): for the note that
    /// says so, and why a name that is one is no country.
    package var place: PlaceName?
    /// For a name no country fits: the countries it may have meant (a
    /// typo's near names, the country a tag or a subdivision points to).
    package var suggestions: [Country] = []
    /// The name is the capital of the suggestions (`London`): a capital
    /// named where a country was expected is no country, but says which.
    package var namesTheirCapital = false

    package init(
        outcome: Outcome, reason: MatchReason? = nil, repairs: [NameRepair] = [], place: PlaceName? = nil, suggestions: [Country] = [],
        namesTheirCapital: Bool = false
    ) {
        self.outcome = outcome
        self.reason = reason
        self.repairs = repairs
        self.place = place
        self.suggestions = suggestions
        self.namesTheirCapital = namesTheirCapital
    }

    static let unknown = NameResolution(outcome: .unknown)

    /// The one country, when one fits.
    package var country: Country? {
        if case let .found(country) = outcome { country } else { nil }
    }
}

/// Why a name means what it means: every match says so.
package enum MatchReason: Equatable, Sendable {
    /// cca3, cca2, ccn3 or cioc.
    case code(CountryCatalog.CodeField)
    /// One of the country's own names: `common`, `official`, `alternative spelling`.
    case name(String)
    /// A translation; the language's key (`deu`), or `CLDR` for a name
    /// some CLDR language gives.
    case translation(String)
    /// A former name, with its dates and source (ISO 3166-3 and history).
    case formerName(String)
    /// A short form or data set's form (PRC, "Venezuela, RB"), with its source.
    case shortForm(String)
    /// Its own name once short forms, punctuation, articles and word order
    /// are set aside ("Korea, Rep.").
    case abbreviation
    /// One of the United Kingdom's four countries: the name of the part.
    case partOf(String)
    /// Every word given is a word of one country's name (`bosnia`).
    case words
    /// A misspelling this many edits from one country's name, by a margin.
    case typo(Int)
    /// A city of the country (issue 41): no country has the name, one of
    /// its cities does (`PlaceLookup`; "city: Austin, Texas").
    case city(CityMatch)

    static let alternativeSpelling = "alternative spelling"

    /// The words `resolve` shows and JSON's `match.by` holds.
    package var kind: String {
        switch self {
        case .code: "code"
        case .name: "name"
        case .translation: "translation"
        case .formerName: "former name"
        case .shortForm: "short form"
        case .abbreviation: "abbreviation"
        case .partOf: "part of a country"
        case .words: "words of a name"
        case .typo: "typo"
        case .city: "city"
        }
    }

    /// What exactly: the code field, the name's tier, the language, the dates.
    package var detail: String {
        switch self {
        case let .code(field): field.rawValue
        case let .name(tier), let .translation(tier), let .formerName(tier), let .shortForm(tier), let .partOf(tier): tier
        case .abbreviation, .words: ""
        case let .typo(edits): edits == 1 ? "1 edit" : "\(edits) edits"
        case let .city(match): match.place
        }
    }

    /// Sure enough to open a country from browse's line, where other text
    /// searches: not words of a name, a typo, or another language's name.
    var isOutright: Bool {
        switch self {
        // "Island" is an alternative spelling of Iceland and a word people search.
        case let .name(tier): tier != MatchReason.alternativeSpelling
        case .code, .formerName, .shortForm, .abbreviation, .partOf, .city: true
        case .translation, .words, .typo: false
        }
    }
}

/// A change made to a name before it matched.
package enum NameRepair: Equatable, Sendable {
    /// UTF-8 that was read as Latin-1 (once or twice), decoded again.
    case mojibake(String)
    /// HTML's character references read as their characters.
    case htmlEntities(String)
    /// Characters lost on the way (U+FFFD, "?"), each matched by one
    /// character of the one country's name that fits: the name, folded.
    case lostCharacters(String)
    /// An apostrophe lost in transit ("People s").
    case apostrophe(String)
    /// A tag in brackets or after a comma that says nothing new: the
    /// country's own code or another of its names, a footnote mark.
    case tag(String)
    /// A qualifier that tells the country apart: its capital ("Guinea
    /// Conakry"), another of its names ("Congo-Zaire"), or another
    /// country it leaves out ("China excluding Hong Kong").
    case qualifier(String)
    /// A word read as the data's language writes it: "St. Maarten" as "Sint Maarten".
    case reading(String)

    package var description: String {
        switch self {
        case let .mojibake(fixed): "read again as UTF-8: \(fixed)"
        case let .htmlEntities(fixed): "HTML's references read: \(fixed)"
        case let .lostCharacters(name): "lost characters read as: \(name)"
        case let .apostrophe(fixed): "apostrophe restored: \(fixed)"
        case let .tag(tag): "tag set aside: \(tag)"
        case let .qualifier(text): "told apart by: \(text)"
        case let .reading(text): "read as: \(text)"
        }
    }
}

/// A subdivision a name names: ISO 3166-2 code, name, and its country.
package struct PlaceName: Equatable, Sendable {
    package var code: String
    package var name: String
    package var cca2: String

    package init(code: String, name: String, cca2: String) {
        self.code = code
        self.name = name
        self.cca2 = cca2
    }
}
