import CountriesModel

/// Where and how the program shows things: the terminal and the user's choices
/// of language and format.
package struct SystemState: Sendable, Equatable {
    /// Columns; lines on a terminal are fitted to it.
    package var width: Int
    /// Lines; `browse` shows a list a page of this height at a time.
    package var height: Int
    /// True when stdout is a terminal: aligned columns, grouped digits.
    /// False for a pipe: tab-separated, plain digits, nothing cut.
    package var isTerminal: Bool
    package var colorEnabled: Bool
    /// A terminal that cannot draw (TERM=dumb): it gets a transcript of
    /// plain lines, with no locator map beside a country's details.
    package var isDumbTerminal = false
    package var locale: NameLocale
    package var format: OutputFormat
    /// `--fields`: the record keys or columns to show, in order; nil: the default.
    package var fields: [CountryField]?
    /// `--fields` of `subdivisions`, which names a subdivision's columns.
    package var subdivisionFields: [SubdivisionField]?
    /// `--fields` of `time`, which names a zone's columns.
    package var timeFields: [TimeField]?
    /// `--fields` of `city`, which names a city's columns.
    package var cityFields: [CityField]?
    /// `--fields` of `at`, which names a point's columns.
    package var pointFields: [PointField]?
    /// True when stderr is a terminal: progress goes there while fetching.
    package var showsProgress: Bool
    /// The columns of the terminal on stderr, where it is one: a warning or
    /// a summary is wrapped there between words; nil: one line, as a log wants.
    package var stderrWidth: Int?
    /// When this run started: ages are told relative to it.
    package var startedAt: Timestamp
    /// The server `--refresh` asks, as `--version` tells it.
    package var server: ServerSettings

    /// The output prints the countries' own records, or fields read from
    /// them: JSON, CSV, `--fields`. The rest shows `Country` values only.
    package var showsRecords: Bool {
        fields != nil || [.json, .ndjson, .csv].contains(format)
    }

    package init(
        width: Int = 80, height: Int = 24, isTerminal: Bool = false, colorEnabled: Bool = false,
        locale: NameLocale = .english, format: OutputFormat = .text, fields: [CountryField]? = nil,
        subdivisionFields: [SubdivisionField]? = nil, timeFields: [TimeField]? = nil, cityFields: [CityField]? = nil,
        pointFields: [PointField]? = nil, showsProgress: Bool = false, startedAt: Timestamp = Timestamp(secondsSince1970: 0),
        server: ServerSettings = ServerSettings()
    ) {
        self.width = width
        self.height = height
        self.isTerminal = isTerminal
        self.colorEnabled = colorEnabled
        self.locale = locale
        self.format = format
        self.fields = fields
        self.subdivisionFields = subdivisionFields
        self.timeFields = timeFields
        self.cityFields = cityFields
        self.pointFields = pointFields
        self.showsProgress = showsProgress
        self.startedAt = startedAt
        self.server = server
    }
}

/// `--format`; `--json` is the short form of `json`.
package enum OutputFormat: String, Sendable, Equatable, CaseIterable {
    /// The default: `table` on a terminal, `tsv` in a pipe.
    case text
    /// Aligned columns with a header, fitted to the width, digits grouped.
    case table
    /// One line a record, tab-separated, plain digits, no header.
    case tsv
    /// RFC 4180: a header row, fields quoted where they must be, CRLF line ends.
    case csv
    /// REST Countries v3.1 records.
    case json
    /// One v3.1 record a line.
    case ndjson

    /// What `--format` takes: every case but the default, which has no name.
    package static let named = allCases.filter { $0 != .text }
}
