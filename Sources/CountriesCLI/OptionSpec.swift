import CountriesModel
import CountriesStore

/// One command-line option: its spelling, its help, and how its value lands
/// in the parse. The parser, the help, the usage lines, the man page and the
/// completion scripts all read this table, so they cannot disagree; which
/// command takes or refuses an option is said by the command's entry in
/// `CommandTable.swift`.
struct OptionSpec: Sendable, Equatable {
    /// Its spelling, which is what tells it from the others.
    let name: String
    /// `<text>` for an option that takes a value; nil for a flag.
    let valueName: String?
    let help: String
    /// What its value may be, for shell completion; empty: anything.
    var values: [String] = []
    /// Its value names places (`--route /countries/<code>`), read by the
    /// one lookup: the entry-point test runs it as a command that reads them.
    var readsPlaces = false
    let apply: @Sendable (inout CommandLineParser.Parsed, String) throws -> Void

    static let all: [OptionSpec] = listOptions + mapOptions + resolveOptions + timeOptions + globalOptions + helpOptions

    static func == (lhs: OptionSpec, rhs: OptionSpec) -> Bool { lhs.name == rhs.name }

    static let resolveOptions: [OptionSpec] = [
        OptionSpec(
            name: "--to", valueName: "<a,b,...>",
            help: "The fields each name's country gives, as --fields takes them (cca3, cca2, ccn3, name.common, region, ...), and the place's own: city (the city a name was read as), subdivision (its ISO 3166-2 code), zone (the city's time zone). Default: cca3.",
            values: CountryField.resolvable
        ) { parsed, value in
            switch CountryField.list(value, places: true) {
            case let .success(fields): parsed.resolve.fields = fields
            case let .failure(error):
                let what = error.names.isEmpty ? "'--to' needs at least one field" : "Unknown field\(error.names.count == 1 ? "" : "s") \(error.names.map(quoted).joined(separator: ", "))"
                throw UsageError("\(what); the fields are \(CountryField.resolvable.joined(separator: ", "))", command: .resolve)
            }
        },
        column,
    ]

    /// `at`'s: the CSV's column of points.
    static let pointOptions: [OptionSpec] = [column]

    /// Where a CSV's names (resolve) or points (at) are. `resolve` reads
    /// `lat,lng` as a header's text, `at` as two columns.
    static let column = OptionSpec(
        name: "--column", valueName: "<n|header>",
        help: "The input is CSV (RFC 4180) with a header row, the names (resolve) or points (at: lat,lng in one column, or --column lat,lng for two) in this column (counted from 1, even where another column's header is that number, which a warning names; or its header; a header the input holds twice is refused: give its number); the output is the same CSV with the fields appended, its line ends the input's."
    ) { parsed, value in
        guard let column = ResolveColumn(value) else {
            throw UsageError("'--column' takes a column's number (from 1) or its header, not \(quoted(value))")
        }
        parsed.resolve.column = column
        parsed.points.column = PointColumns(value)
    }

    static let helpOptions: [OptionSpec] = [
        OptionSpec(
            name: "--man", valueName: nil,
            help: "Print the manual page, in roff: countries help --man | man -l -"
        ) { parsed, _ in parsed.wantsManual = true },
    ]

    /// The options `command` takes (nil: no command, which lists or browses).
    static func accepted(by command: CommandName?) -> [OptionSpec] {
        (command?.spec ?? .program).acceptedOptions
    }

    /// The command whose own option this is, for an error that names it.
    var owner: CommandName? {
        CommandName.commandLine.first { $0.spec.options.contains(self) }
    }

    /// `[--search <text>]`, as a usage line shows it.
    var usage: String {
        "[" + [name, valueName].compactMap { $0 }.joined(separator: " ") + "]"
    }

    static let listOptions: [OptionSpec] = [search, region, capital, currency, language, callingCode, subregion, independent, landlocked, member, sort, reverse, limit]

    static let search = OptionSpec(
        name: "--search", valueName: "<text>",
        help: "Only countries whose code, name (common, official, translated, alternative), capital, currency, language, demonym, calling code (+33) or domain (.fr) matches, best first; case and accents are ignored."
    ) { parsed, value in parsed.query.search = value }

    static let region = OptionSpec(
        name: "--region", valueName: "<name>",
        help: "Only countries in this region: \(Region.allCases.map(\.rawValue).joined(separator: ", ")) (any case), or a UN M49 region or intermediate region by name or code (419, Latin America and the Caribbean, 202, Sub-Saharan Africa, Northern America).",
        values: Region.allCases.map(\.rawValue)
    ) { parsed, value in
        if let region = Region(name: value) {
            parsed.query.region = region
        } else {
            // The M49 regions are data: the list's intent reads them, and says when there is none.
            parsed.query.filters.append(.m49Region(try nonEmpty(value, "--region")))
        }
    }

    static let capital = OptionSpec(
        name: "--capital", valueName: "<name>",
        help: "Only countries with this capital (whole name or whole words: city)."
    ) { parsed, value in parsed.query.filters.append(.capital(try nonEmpty(value, "--capital"))) }

    static let currency = OptionSpec(
        name: "--currency", valueName: "<code|name|symbol>",
        help: "Only countries that use this currency: EUR, euro, dollar, €."
    ) { parsed, value in parsed.query.filters.append(.currency(try nonEmpty(value, "--currency"))) }

    static let language = OptionSpec(
        name: "--language", valueName: "<code|name>",
        help: "Only countries where this language is official: fra, French."
    ) { parsed, value in parsed.query.filters.append(.language(try nonEmpty(value, "--language"))) }

    static let callingCode = OptionSpec(
        name: "--calling-code", valueName: "<digits>",
        help: "Only countries whose calling code begins with this: +33, 1876, +1 (every country dialled with +1)."
    ) { parsed, value in
        let digits = value.hasPrefix("+") ? String(value.dropFirst()) : value
        guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw UsageError("'--calling-code' takes digits, with or without a +, not \(quoted(value))")
        }
        parsed.query.filters.append(.callingCode(digits))
    }

    static let subregion = OptionSpec(
        name: "--subregion", valueName: "<subregion>",
        help: "Only countries in this subregion, such as Western Europe or Caribbean (any case).",
        values: Subregion.names
    ) { parsed, value in
        guard let subregion = Subregion.named(value) else {
            throw UsageError("Unknown subregion \(quoted(value)); the subregions are \(Subregion.names.joined(separator: ", "))")
        }
        parsed.query.filters.append(.subregion(subregion))
    }

    static let independent = OptionSpec(
        name: "--independent", valueName: nil,
        help: "Only sovereign countries."
    ) { parsed, _ in parsed.query.filters.append(.independent) }

    static let landlocked = OptionSpec(
        name: "--landlocked", valueName: nil,
        help: "Only countries without a coast."
    ) { parsed, _ in parsed.query.filters.append(.landlocked) }

    static let member = OptionSpec(
        name: "--member", valueName: "<organisation>",
        help: "Only members of \(Membership.names.map(\.key).joined(separator: ", ")), by key or name: from the built-in lists (see countries memberships), or from data refreshed from v5 where it has them.",
        values: Membership.names.map(\.key)
    ) { parsed, value in
        guard let key = Membership.key(named: value) else {
            throw UsageError("Unknown organisation \(quoted(value)); the organisations are \(Membership.names.map(\.key).joined(separator: ", "))")
        }
        parsed.query.filters.append(.member(key))
    }

    static let sort = OptionSpec(
        name: "--sort", valueName: "<order>",
        help: "name (the default; with --search, best match first), population or area; population and area put the largest first.",
        values: ListQuery.SortOrder.allCases.map(\.rawValue)
    ) { parsed, value in
        guard let order = ListQuery.SortOrder(rawValue: value.lowercased()) else {
            throw UsageError("Unknown sort order \(quoted(value)); use name, population or area")
        }
        parsed.query.sort = order
    }

    static let reverse = OptionSpec(
        name: "--reverse", valueName: nil,
        help: "Turn the order round (any --sort, or the default), before --limit cuts it: --sort population --reverse --limit 5 gives the five smallest."
    ) { parsed, _ in parsed.query.reverse = true }

    static let limit = OptionSpec(
        name: "--limit", valueName: "<n>",
        help: "Show at most n countries."
    ) { parsed, value in
        guard let limit = Int(value), limit > 0 else {
            throw UsageError("'--limit' takes a whole number above 0, not \(quoted(value))")
        }
        parsed.query.limit = limit
    }

    static let globalOptions: [OptionSpec] = [route, refresh, api, baseURL, timeout, locale, json, format, fields, color, cacheDirectory]

    static let route = OptionSpec(
        name: "--route", valueName: "<link>",
        help: "Start at a screen: /countries, /countries?search=<text>, /countries/<code>, /countries/<code>/neighbors, /countries/<code>/time or /cities/<geonameid> (also as countries://...). Alone, prints that screen; with browse, starts there.",
        readsPlaces: true
    ) { parsed, value in
        do {
            _ = try Route.parse(value) // a bad route is a usage error before anything loads
        } catch {
            throw UsageError(String(describing: error))
        }
        parsed.options.route = value
    }

    static let refresh = OptionSpec(
        name: "--refresh", valueName: nil,
        help: "Fetch fresh data from the REST Countries API first and write it to the cache; list and compare fetch every country (3 requests on v5), show the one (1 request). The free v5 plan allows 500 requests a month, then answers 403 until the month resets; --version says when the last refresh ran and what it cost. Without it, nothing uses the network."
    ) { parsed, _ in parsed.options.refresh = true }

    static let api = OptionSpec(
        name: "--api", valueName: "<version>",
        help: "The REST Countries API the server speaks: v5 (the public service at api.restcountries.com; needs a key in $COUNTRIES_API_KEY) or v3.1 (self-hosted servers). Default: $COUNTRIES_API, else v5.",
        values: APIVersion.allCases.map(\.rawValue)
    ) { parsed, value in
        guard let api = APIVersion(spelling: value) else {
            throw UsageError("'--api' takes \(APIVersion.spellings), not \(quoted(value))")
        }
        parsed.options.api = api
    }

    static let baseURL = OptionSpec(
        name: "--base-url", valueName: "<url>",
        help: "The server's root; the version's paths are added. Default: $COUNTRIES_API_URL, else \(APIVersion.v5.defaultBaseURL) for v5 and \(APIVersion.v31.defaultBaseURL) for v3.1."
    ) { parsed, value in parsed.options.baseURL = value }

    static let timeout = OptionSpec(
        name: "--timeout", valueName: "<seconds>",
        help: "How long one request may take, in seconds, up to an hour. Default: 15."
    ) { parsed, value in
        // URLSession crashes on a timeout past about 9.3e15 s: a range, not just a number.
        // Written as people write seconds (`2`, `0.5`): Double also reads `0x10`, `1e-300`, `inf`.
        let decimal = !value.isEmpty && value.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && value.filter { $0 == "." }.count <= 1
        guard decimal, let seconds = Double(value), seconds >= 0.001, seconds <= 3600 else {
            throw UsageError("'--timeout' takes a number of seconds from 0.001 to 3600, not \(quoted(value))")
        }
        parsed.options.timeout = seconds
    }

    static let locale = OptionSpec(
        name: "--locale", valueName: "<code>",
        help: "Language of country names, languages, currencies and regions: a translation key (deu, fra, jpn, ...), an ISO 639-1 code (de, fr, ja), or any language CLDR names countries in (el, hi, he, th, vi, uk, sw, ca, ...), with its region or script as CLDR has them (pt-BR, zh-Hant, en-GB). Default: from LC_ALL or LANG, else English.",
        values: NameLocale.completableCodes
    ) { parsed, value in parsed.options.locale = value }

    static let json = OptionSpec(
        name: "--json", valueName: nil,
        // What each command's JSON holds is said from the table: `help(for:)`.
        help: "Print JSON."
    ) { parsed, _ in try choose(.json, as: "--json", in: &parsed) }

    static let format = OptionSpec(
        name: "--format", valueName: "<format>",
        help: "table (aligned columns, the default on a terminal, and the same table in a pipe), tsv (tab-separated, the default in a pipe), csv (RFC 4180, with a header row; a row of one empty field is \"\"), json (as --json) or ndjson (one record a line).",
        values: OutputFormat.named.map(\.rawValue)
    ) { parsed, value in
        guard let format = OutputFormat(rawValue: value.lowercased()), format != .text else {
            throw UsageError("'--format' takes \(OutputFormat.named.map(\.rawValue).joined(separator: ", ")), not \(quoted(value))")
        }
        try choose(format, as: "--format \(format.rawValue)", in: &parsed)
    }

    static let fields = OptionSpec(
        name: "--fields", valueName: "<a,b,...>",
        // Whose fields these are is said from the table: `help(for:)`.
        help: "Only these fields, in this order.",
        values: CountryField.available
    ) { parsed, value in
        // Whose fields these are depends on the command, which may come after.
        parsed.fieldsText = value
    }

    static let color = OptionSpec(
        name: "--color", valueName: "<when>",
        help: "auto (the default: only on a terminal, and not when NO_COLOR is set), always or never.",
        values: ColorChoice.allCases.map(\.rawValue)
    ) { parsed, value in
        guard let choice = ColorChoice(rawValue: value) else {
            throw UsageError("'--color' takes auto, always or never, not \(quoted(value))")
        }
        parsed.options.color = choice
    }

    static let cacheDirectory = OptionSpec(
        name: "--cache-dir", valueName: "<dir>",
        help: "Where the local cache lives. Default: $COUNTRIES_CACHE_DIR, else $XDG_CACHE_HOME/countries, else ~/.cache/countries."
    ) { parsed, value in
        guard !value.isEmpty else { throw UsageError("'--cache-dir' needs a directory") }
        parsed.options.cacheDirectory = value
    }
}

/// `--json` and `--format` name one format between them: a second, other
/// one is a contradiction, not an override.
private func choose(_ format: OutputFormat, as spelling: String, in parsed: inout CommandLineParser.Parsed) throws {
    if let chosen = parsed.options.format, chosen != format {
        throw UsageError("'\(spelling)' contradicts the \(chosen.rawValue) format asked for before it; give one")
    }
    parsed.options.format = format
}

/// A filter's value: an empty one would admit every country, or none.
private func nonEmpty(_ value: String, _ option: String) throws -> String {
    let text = value.trimmingWhitespace()
    guard !text.isEmpty else { throw UsageError("'\(option)' takes a value that is not empty") }
    return text
}
