import CountriesModel

/// Every command, of the command line and of browse's prompt: one table.
/// Each has its one entry in `spec` below, which says how the command line
/// takes it (`make`), how browse does (`browse`), or both (`time`, `help`);
/// the compiler holds the two together. In the order help lists the command
/// line's and browse's help screen lists its own: the two orders merged.
package enum CommandName: String, CaseIterable, Sendable {
    case list, show, compare, resolve, map, subdivisions
    case back, neighbors, time
    case region, subregion, capital, currency, language, callingCode = "calling-code", member, independent, landlocked
    case all, next, prev, refresh, locale
    case city, at, distance, memberships, browse, help, quit, completion
}

extension CommandName {
    /// The commands of the command line, in the order help lists them.
    package static var commandLine: [CommandName] { allCases.filter { $0.spec.make != nil } }

    /// The command of the command line a word names; nil for a word only
    /// browse takes (`countries quit` is no command).
    init?(commandLine word: String) {
        guard let name = CommandName(rawValue: word), name.spec.make != nil else { return nil }
        self = name
    }

    /// The commands whose argument is a country (show, compare, ...): each
    /// exits 1 for one that no single country fits.
    static var takingCountries: [CommandName] {
        commandLine.filter { $0.spec.arguments.contains { [.countries, .countriesAndZones].contains($0.values) } }
    }

    /// The table: everything known about each command, as `OptionSpec.all`
    /// is for the options.
    var spec: CommandSpec {
        switch self {
        case .list:
            CommandSpec(
                abstract: "List countries, one line each.",
                discussion: """
                On a terminal: aligned columns that fit its width, digits grouped. In a
                pipe: one country a line, tab-separated: flag, name, cca3, population,
                region. With --json: one array of v3.1 records, in the order shown.
                A search that matches nothing prints nothing and exits 0.
                """,
                options: OptionSpec.listOptions,
                refuses: [.route(refusedBy: self)],
                examples: [
                    "countries list --region oceania --sort population --limit 5",
                    "countries list --region europe --fields name.common,capital --format csv",
                ]
            ) { _, parsed in .list(parsed.query) }
        case .show:
            CommandSpec(
                abstract: "Show one country's details.",
                readsPlaces: true,
                discussion: """
                Names, codes, capital, region, population, area, languages, currencies,
                timezones and the local time in each, calling code, top-level domain,
                driving side, memberships (from the built-in lists offline; the data's
                own once refreshed from v5) and neighbours; with data refreshed from v5,
                also the government. Exits 1 when no country, or more than one, fits
                <code>. With --json: one v3.1 record. A subdivision's code (US-CA,
                GB-SCT) shows that subdivision; its name is never taken for its
                country (show bavaria exits 1 and names DE-BY), but for the United
                Kingdom's four countries, which show the United Kingdom with a note on
                stderr. A city's name no country has (paris, 'Paris, TX', 'Lyon,
                France') shows the city: its country's link, its subdivision, zone and
                local time; a name several cities share alike exits 1 with them.
                """,
                arguments: [
                    ArgumentSpec(
                        name: "<code>",
                        help: "A cca2 (fr), cca3 (FRA), ccn3 (250) or cioc (GER) code in any case, a name that fits one country (france, côte d'ivoire, Deutschland), or a city's ('Paris, TX').",
                        values: .countries
                    ),
                ],
                refuses: [.route(refusedBy: self)],
                showsSubdivisionCodes: true,
                examples: ["countries show fr --json --fields name.common,capital"]
            ) { words, _ in .show(words.joined()) }
        case .compare:
            CommandSpec(
                abstract: "Compare two to five countries side by side.",
                readsPlaces: true,
                discussion: """
                One row a fact, one column a country, fitted to the terminal's width
                (--format table in a pipe: $COLUMNS, else 80); in a pipe, tab-separated,
                nothing cut. Each country is found as show finds it: one that fits no
                single country exits 1. With --json: the v3.1 records, in that order.
                """,
                arguments: [
                    // Side by side, more than five no longer fit eighty columns.
                    ArgumentSpec(
                        name: "<code|name>", help: "Two to five countries, each as show takes it.",
                        arity: .between(2, 5), plural: "codes or names", values: .countries
                    ),
                ],
                refuses: [.route(refusedBy: self)],
                examples: ["countries compare fr de"]
            ) { words, _ in .compare(words) }
        case .resolve:
            CommandSpec(
                abstract: "Names as data sets write them, to countries.",
                readsPlaces: true,
                discussion: """
                The names given, else one a line on stdin, each answered on its own line,
                in order, as soon as it is read; an empty line gets an empty answer. A
                name is found as show finds it ("Korea, Rep.", "Viet Nam", "CÃ´te
                d'Ivoire", Burma, "Bouvet Island (NO)", Botsuana), and never taken for
                a country it does not mean: a region, a subdivision (Bavaria), a
                former state now several (USSR) is unknown or ambiguous. A city ("Austin,
                TX", "Lyon, France", paris) is its country's, with the reason (city:
                Austin, Texas); --to city,subdivision,zone give the place's own. The United
                Kingdom's four countries are the United Kingdom. In a pipe: the name,
                a tab, the --to fields (empty where no single country fits); on a
                terminal: a table with the outcome and how each name matched. --format
                csv, json (input, outcome, the fields, candidates, how it matched) or
                ndjson. --column: the input is CSV with a header row, and the output the
                same CSV with the --to fields appended, its rows as they came (a tab
                or a line break in a field kept), ended as the input's header was (LF,
                CRLF or CR). A line ends at an LF or a CRLF; a CR alone is part of its
                line, but in input with no LF in its first MiB (old Mac files), where
                each CR ends one. Exits 1 when any name fits no single country, saying
                how many and on which lines; 65 when the input is not the UTF-8 text or
                CSV promised, or holds a line or a CSV row longer than 1 MiB (named;
                the lines before it answered).
                """,
                arguments: [
                    ArgumentSpec(name: "<name>", help: "Names to resolve; none: one a line on stdin.", arity: .atLeast(0), plural: "names"),
                ],
                options: OptionSpec.resolveOptions,
                refuses: [
                    .route(refusedBy: self),
                    Refusal(option: .refresh) {
                        "'\(OptionSpec.refresh.name)' does not go with resolve: refresh first (countries --refresh list > /dev/null), then resolve against the data at hand"
                    },
                    .takenElsewhere(.fields, "resolve takes --to <fields>"),
                ] + Refusal.refreshOnly(notWith: self),
                fields: .resolvedNames,
                examples: [
                    "countries resolve 'Korea, Rep.' 'Viet Nam' Burma",
                    "countries resolve --column country --to cca3,region",
                ]
            ) { words, parsed in
                var request = parsed.resolve
                guard request.column == nil || words.isEmpty else {
                    throw UsageError("'--column' reads CSV from stdin: give no names with it", command: .resolve)
                }
                // CSV in, the same CSV out (CLI.md): a tsv or a table would be CSV under another name.
                if request.column != nil, let format = parsed.options.format, [.tsv, .table].contains(format) {
                    throw UsageError("'--format \(format.rawValue)' does not go with '--column': its output is the CSV it reads, with the --to fields appended (--format csv, json or ndjson)", command: .resolve)
                }
                request.names = words
                return .resolve(request)
            }
        case .map:
            CommandSpec(
                abstract: "Draw a map in the terminal.",
                readsPlaces: true,
                discussion: """
                With a country: its region, the country filled, its neighbours and the
                other land told apart, its capital marked *; --world draws it on the
                whole world. Without one: the world, the countries the list filters
                keep (--region, --search, --language, ...) filled. --by shades every
                country by population, area or density, with a legend. A country too
                small to show is a dot at its place. As wide as the terminal (else 80)
                or --width; the height follows. In a pipe, no colour: the filled
                country is drawn in blocks, its neighbours in braille, the other
                land in thinner braille. The legend keys every mark drawn.
                """,
                arguments: [
                    ArgumentSpec(
                        name: "<country>", help: "A code or a name, as show takes it; none: the world.",
                        arity: .optional, values: .countries
                    ),
                ],
                options: OptionSpec.listOptions + OptionSpec.mapOptions + [.at],
                refuses: [.route(refusedBy: self)]
                    + Refusal.each([.json, .format, .fields, .refresh], notWith: self, "a map is drawn for a person, from the data at hand")
                    + Refusal.refreshOnly(notWith: self),
                examples: ["countries map fr", "countries map --region africa --by density", "countries map jp --world --width 120"]
            ) { words, parsed in
                var query = parsed.map
                guard parsed.time.at == nil else {
                    throw UsageError("'--at' marks a point on a map: a latitude and a longitude, 48.85,2.35", command: .map)
                }
                query.country = words.first
                query.highlight = parsed.query
                return .map(query)
            }
        case .subdivisions:
            CommandSpec(
                abstract: "List a country's ISO 3166-2 subdivisions.",
                readsPlaces: true,
                discussion: """
                One subdivision a line: its code (US-CA), its name (in the --locale
                language where CLDR has it, else English, else ISO's own), its ISO type
                and its parent subdivision where ISO gives one. On a terminal: aligned
                columns with a header; in a pipe: tab-separated. --fields takes
                code, name, type, parent, country and isoName. A country without
                subdivisions (Antarctica) lists nothing and exits 0; one that fits no
                single country exits 1. show US-CA shows one subdivision.
                """,
                arguments: [
                    ArgumentSpec(name: "<country>", help: "A country, as show takes it (us, USA, germany).", values: .countries),
                ],
                refuses: [
                    .route(refusedBy: self),
                    Refusal(option: .refresh) { "'\(OptionSpec.refresh.name)' fetches countries; the subdivisions are built into the program" },
                ] + Refusal.refreshOnly(notWith: self),
                fields: .subdivisionRows,
                examples: ["countries subdivisions gb --fields code,name --format csv"]
            ) { words, _ in .subdivisions(words.joined()) }
        case .time:
            CommandSpec(
                abstract: "Local time in each time zone of countries or zones.",
                readsPlaces: true,
                discussion: """
                One row a time zone (IANA tz database: Europe/Paris) of the countries
                given (any code or name show takes), of the zones named, or of the
                cities (denver: America/Denver, the city's own zone); with none,
                every zone of every country the list options keep, ordered by UTC
                offset, or by their countries' --sort; --reverse and --limit act on
                the rows. Each row: the country, the zone, where in the country, the
                local date and time, the abbreviation (CEST), the UTC offset (+02:00),
                whether it is summer time (the clocks ahead of standard time: Ireland
                in July, not in January, whatever the tz database marks), and when the
                offset next changes. On a terminal: aligned columns with a header,
                without the name when every row is one country's (--format table: the
                same table in a pipe); in a pipe: tab-separated. --fields takes country,
                name, zone, comment, local, abbreviation, offset, dst, next and hours
                (with --hours). A country's code that is also a zone's name (EST) is the
                country, and stderr names the zone that keeps the other time.
                --at: that moment instead of now, ISO 8601, from 1970 on; with Z or an
                offset it is that instant, without one the local time in the first
                place given (14:00 alone: today there). A local time that a change of
                offset skips or repeats is said so on stderr, and the earlier reading
                taken. --hours 9-17 (or 9:30-17:15; 22-6 crosses midnight): also the
                stretches of that day (for 22-6, of the day from 22:00), in the first
                place's time and to the minute, when every place given is within those
                local hours: on a terminal a line after the table; in a pipe and CSV
                the hours field of each row, on its own clock (ISO 8601 intervals),
                which JSON always has (null without --hours). Offline, from the tz
                database built in (its release: --version). A place that fits no
                country or zone exits 1; a country named that the tz database gives no
                zone (Bouvet Island) is said so on stderr, as is a list with no row.
                """,
                arguments: [
                    ArgumentSpec(
                        name: "<country|zone>", help: "Countries, as show takes them, IANA zone names (Asia/Kolkata, UTC), or cities (denver, perth, 'Paris, TX'): each city's own zone; none: every zone.",
                        arity: .atLeast(0), plural: "countries or zones", values: .countriesAndZones
                    ),
                ],
                options: OptionSpec.listOptions + OptionSpec.timeOptions,
                refuses: [
                    .route(refusedBy: self),
                    Refusal(option: .refresh) { "'\(OptionSpec.refresh.name)' fetches countries; the time zones are built into the program" },
                ] + Refusal.refreshOnly(notWith: self),
                fields: .timeRows,
                examples: [
                    "countries time jp",
                    "countries time fr jp us --at 2026-07-01T14:00 --hours 9-17",
                    "countries time --region oceania --fields zone,local,offset --format csv",
                ],
                browse: BrowseCommandSpec(help: "the local time in each time zone of the country open, or of a subdivision's country") { _ in .time }
            ) { words, parsed in
                var query = parsed.time
                guard parsed.map.point == nil else {
                    throw UsageError("'--at' takes an ISO 8601 time (2026-07-01T14:00, with Z or an offset such as +02:00 for an instant) or 14:00; the time at a point is time <lat>,<lng>", command: .time)
                }
                query.places = words
                query.countries = parsed.query
                guard query.hours == nil || !words.isEmpty else {
                    throw UsageError("'--hours' finds the hours that suit the places given: name them", command: .time)
                }
                // Without `--hours` the field would be an empty column, a null in JSON.
                guard query.hours != nil || !(parsed.options.timeFields ?? []).contains(.hours) else {
                    throw UsageError("'--fields hours' gives the hours '--hours <from>-<to>' finds: give --hours too, or leave hours out", command: .time)
                }
                // The list options choose the countries when no place is named; with places they would be ignored.
                if !words.isEmpty, let option = parsed.used.first(where: OptionSpec.listOptions.contains) {
                    throw UsageError("'\(option.name)' chooses the countries when time is given no place: it does not go with places", command: .time)
                }
                return .time(query)
            }
        case .back: .browseOnly(BrowseCommandSpec(aliases: ["b"], help: "the screen before") { _ in .back })
        case .neighbors: .browseOnly(BrowseCommandSpec(aliases: ["neighbours", "n"], help: "the neighbours of the country open") { _ in .neighbors })
        case .region: .browseOnly(.filter(.region, help: "only the countries of a region, on the list on screen"))
        case .subregion: .browseOnly(.filter(.subregion, help: "only the countries of a subregion"))
        case .capital: .browseOnly(.filter(.capital, dataValues: .capitals, help: "only the countries with this capital"))
        case .currency: .browseOnly(.filter(.currency, dataValues: .currencies, help: "only the countries that use this currency"))
        case .language: .browseOnly(.filter(.language, dataValues: .languages, help: "only the countries where this language is official"))
        case .callingCode: .browseOnly(.filter(.callingCode, dataValues: .callingCodes, help: "only the countries whose calling code begins with this"))
        case .member: .browseOnly(.filter(.member, help: "only the members of an organisation"))
        case .independent: .browseOnly(.filter(.independent, help: "only sovereign countries"))
        case .landlocked: .browseOnly(.filter(.landlocked, help: "only countries without a coast"))
        case .all: .browseOnly(BrowseCommandSpec(aliases: ["clear"], help: "the whole list again: the filters and the search dropped") { _ in .clearFilters })
        case .next: .browseOnly(BrowseCommandSpec(aliases: ["more"], help: "the next page of a list, or of a screen taller than the window") { _ in .next })
        case .prev: .browseOnly(BrowseCommandSpec(aliases: ["previous"], help: "the previous page") { _ in .previous })
        case .refresh: .browseOnly(BrowseCommandSpec(help: "fetch fresh data (needs a key: countries --help)") { _ in .refresh })
        case .locale: .browseOnly(BrowseCommandSpec(argument: .value(name: "<code>"), option: .locale, help: "names in another language: de, fr, ja") { value in
                // Alone: not a search for "locale", the notice lists the languages.
                .locale(value ?? "")
            })
        case .quit: .browseOnly(BrowseCommandSpec(aliases: ["q", "exit"], help: "leave, as Ctrl-D does") { _ in .quit })
        case .city:
            CommandSpec(
                abstract: "The cities of a name: country, subdivision, zone, time.",
                discussion: """
                Every city of GeoNames' (15,000 people or more) whose name or an
                alternate name is the name given, case, accents and punctuation aside
                (são paulo, Sao-Paulo, Мюнхен for Munich), the most populous first. A
                place after a comma narrows it, read as a country first, then as a
                subdivision by its ISO 3166-2 code, the code's second part (US states',
                Canadian provinces', every country's: TX, QC, NSW) or its name:
                "Paris, TX", "Lyon, France", "Perth, Western Australia". Each row: the
                name (GeoNames'), the country (its name in the --locale language), the
                subdivision's code and name, the population, latitude and longitude, the
                time zone and its local time now, and the city's link (/cities/<id>,
                which --route and browse take). On a terminal: aligned columns with a
                header; in a pipe: tab-separated. --fields takes name, country, cca3,
                subdivision, subdivisionName, population, latitude, longitude, zone,
                local, geonameid and link. A name that names no city exits 1.
                Offline, from the cities built in (their source: --version).
                """,
                arguments: [
                    ArgumentSpec(
                        name: "<name>", help: "A city's name, in any language GeoNames has it in, as data sets write it (denver, 'São Paulo', 'Paris, TX', 'Lyon, France').",
                        arity: .atLeast(1), plural: "names"
                    ),
                ],
                refuses: [
                    .route(refusedBy: self),
                    Refusal(option: .refresh) { "'\(OptionSpec.refresh.name)' fetches countries; the cities are built into the program" },
                ] + Refusal.refreshOnly(notWith: self),
                fields: .cityRows,
                examples: ["countries city paris", "countries city 'Paris, TX' 'Lyon, France' --fields name,cca3,subdivision,zone --format csv"]
            ) { words, _ in .city(words) }
        case .at:
            CommandSpec(
                abstract: "What is at a point: its country, zone and local time.",
                discussion: """
                The country whose territory holds the point (its land and territorial
                waters, from OpenStreetMap's borders as timezone-boundary-builder draws
                them), its time zone with the local time, and at sea (no country: exit
                1) the nearest country's territory and how far it is. The point:
                48.8566,2.3522, two words 48.8566 2.3522, or degrees, minutes and
                seconds 48°51′24″N 2°21′03″E; latitude first unless N/S/E/W say
                otherwise. With no point (and no --column), one point a line on stdin,
                each answered on its line: the input, a tab, the fields. On a terminal:
                a line a fact; in a pipe: tab-separated fields. --fields takes lat, lng,
                country, name, subdivision, subdivisionName, zone, local,
                abbreviation, offset, nearest, distance (km), city and cityDistance
                (km). --column: the input
                is CSV with a header row, the points in one column (lat,lng) or two
                (--column lat,lng), and the output the same CSV with the fields
                appended (default country,zone); a row whose point is none (a
                latitude past ±90, not a number, empty) gets empty fields, and at the
                end one line on stderr says how many rows have no country (exit 1).
                Offline, from the data built in (its release: --version).
                """,
                arguments: [
                    ArgumentSpec(
                        name: "<lat,lng>", help: "The point: 48.8566,2.3522, 48.8566 2.3522 or 48°51′24″N 2°21′03″E; none: one a line on stdin, or the CSV of --column.",
                        arity: .between(0, 2), plural: "coordinates", values: .coordinates
                    ),
                ],
                options: OptionSpec.pointOptions,
                refuses: [
                    .route(refusedBy: self),
                    Refusal(option: .refresh) { "'\(OptionSpec.refresh.name)' fetches countries; the borders and zones are built into the program" },
                ] + Refusal.refreshOnly(notWith: self),
                fields: .pointRows,
                examples: [
                    "countries at 48.8566,2.3522",
                    "countries at -33.8568 151.2153 --fields country,zone,local",
                    "countries at --column lat,lng --fields country,zone",
                ]
            ) { words, parsed in
                var request = parsed.points
                request.fields = parsed.options.pointFields
                if parsed.used.contains(.column) {
                    guard request.column != nil else {
                        throw UsageError("'--column' takes one column of points (lat,lng in each field) or two, lat,lng: a number (from 1) or a header each", command: .at)
                    }
                    guard words.isEmpty else { throw UsageError("'--column' reads CSV from stdin: give no point with it", command: .at) }
                    if let format = parsed.options.format, [.tsv, .table].contains(format) {
                        throw UsageError("'--format \(format.rawValue)' does not go with '--column': its output is the CSV it reads, with the fields appended (--format csv, json or ndjson)", command: .at)
                    }
                    return .at(request)
                }
                // No point: one a line on stdin.
                guard !words.isEmpty else { return .at(request) }
                let text = words.joined(separator: " ")
                switch PointText.point(text) {
                case let .success(point): request.point = point
                case .failure(.empty): throw UsageError("Missing expected argument '<lat,lng>'", command: .at)
                case let .failure(failure): throw UsageError("\(quoted(text)): \(failure)", command: .at)
                }
                return .at(request)
            }
        case .distance:
            CommandSpec(
                abstract: "The great-circle distance between two places.",
                readsPlaces: true,
                discussion: """
                Each place is found as show finds it: a city at its coordinates
                ("Paris, TX", denver), a country at its capital (the data's
                capitalInfo.latlng), else at the point the data gives the country
                itself; one that fits no single place exits 1. The distance is along
                the great circle, on a sphere of the Earth's mean radius (within 0.5%
                of the ellipsoid's), in kilometres and in miles. On a terminal: a line
                a fact; in a pipe: from, to, kilometres and miles, tab-separated;
                --format csv, json or ndjson: the same, each place with its country,
                city, point and where it was measured from. Offline.
                """,
                arguments: [
                    ArgumentSpec(
                        name: "<place>", help: "Two places: countries, as show takes them, or cities (denver, 'Paris, TX').",
                        arity: .exactly(2), plural: "places", values: .countries
                    ),
                ],
                refuses: [
                    .route(refusedBy: self),
                    Refusal(option: .refresh) { "'\(OptionSpec.refresh.name)' does not go with distance: refresh first, then measure with the data at hand" },
                    Refusal(option: .fields) { "'\(OptionSpec.fields.name)' does not go with distance: its fields are \(listed(CommandFields.placeDistance.names)), always" },
                ] + Refusal.refreshOnly(notWith: self),
                fields: .placeDistance,
                examples: ["countries distance paris tokyo", "countries distance denver fr --format json"]
            ) { words, _ in .distance(words.first ?? "", words.last ?? "") }
        case .memberships:
            CommandSpec(
                abstract: "List the built-in membership lists and their sources.",
                discussion: """
                One list a line: its key (what list --member takes, as does its name),
                its name, its number of members, the date it describes and the page it
                was taken from. --json, --format csv, ndjson, tsv or table write the
                same fields as data. list --member and show use these lists offline; where
                data refreshed from v5 has memberships, the data's win, and a
                difference from the built-in list is said in one line on stderr.
                """,
                refuses: Refusal.each([.route, .refresh, .locale, .cacheDirectory], notWith: self, "the lists are built into the program, in English")
                    + Refusal.refreshOnly(notWith: self)
                    + [Refusal(option: .fields) { "'\(OptionSpec.fields.name)' does not go with memberships: its fields are \(listed(CommandFields.membershipLists.names)), always" }],
                fields: .membershipLists,
                examples: ["countries memberships", "countries memberships --format csv"]
            ) { _, _ in .memberships }
        case .browse:
            CommandSpec(
                abstract: "Browse interactively: search, open, walk to neighbours.",
                readsPlaces: true,
                discussion: """
                Reads one command a line from stdin and shows the screen again after
                every change: a search (any text), a row number, a code or a name to
                open a country, back (b), neighbors (neighbours, n), time (the local
                time in each zone of the country open), next and prev
                (more, previous: pages), a filter of the list (region <name>,
                subregion, capital, currency, language, calling-code, member
                <value>; independent, landlocked), all (clear: the whole list
                again, its filters dropped), refresh, locale <code>, help (?), quit
                (exit, q, or end of input). A line such as
                /countries/jp follows that link. On a terminal the screen is redrawn in
                place and fits the window, and the prompt edits the line: arrows,
                Home/End, Ctrl-A/E/K/U/W, Up/Down for earlier lines, Tab completes a
                command, a filter's value, a name or a code; Ctrl-C abandons the
                line (on an empty one, ends), Ctrl-D ends. A screen taller than the
                window pages as in less: Space (on an empty line), PageDown, PageUp.
                The last 1,000 lines typed are kept in $XDG_STATE_HOME/countries/history (else
                ~/.local/state/countries/history), never one holding a key;
                COUNTRIES_HISTORY names another file, and set empty (or to /dev/null)
                keeps none, as bash's HISTFILE. From a pipe each screen is printed in turn, so
                `printf 'fra\\nneighbors\\nquit\\n' | countries browse` is a transcript.
                """,
                options: OptionSpec.listOptions,
                refuses: [OptionSpec.json, .format, .fields].map { .takenElsewhere($0, "browse is read by a person") },
                examples: ["printf 'fra\\nneighbors\\nquit\\n' | countries browse"]
            ) { _, parsed in .browse(parsed.query) }
        case .help:
            CommandSpec(
                abstract: "Show help for a subcommand.",
                arguments: [
                    ArgumentSpec(name: "<subcommand>", help: "The subcommand to explain.", arity: .optional, values: .commands),
                ],
                options: OptionSpec.helpOptions,
                usesGlobalOptions: false,
                examples: ["countries help --man | man -l -"],
                browse: BrowseCommandSpec(aliases: ["?"], help: "this screen") { _ in .help }
            ) { words, parsed in
                let topic = try words.first.map { name in
                    guard let topic = CommandName(commandLine: name) else { throw UsageError.unknownCommand(name, command: .help) }
                    return topic
                }
                guard parsed.wantsManual else { return .help(topic) }
                guard topic == nil else { throw UsageError("'--man' is the whole program's page: give no subcommand", command: .help) }
                return .manual
            }
        case .completion:
            CommandSpec(
                abstract: "Print a completion script for bash, zsh or fish.",
                discussion: """
                Completes commands, options, their values (regions, sort orders,
                formats, locales, fields, ...) and, for show and compare, country codes
                and names, which it asks this program for as you type (so they follow
                the cache). Install it where the shell looks (the lines as they are
                work in a new home: they make the directory first):
                  bash
                    d=~/.local/share/bash-completion/completions
                    mkdir -p $d && countries completion bash > $d/countries
                  zsh, with fpath=(~/.zfunc $fpath) before compinit in ~/.zshrc
                    mkdir -p ~/.zfunc && countries completion zsh > ~/.zfunc/_countries
                  fish
                    mkdir -p ~/.config/fish/completions
                    countries completion fish > ~/.config/fish/completions/countries.fish
                """,
                arguments: [
                    ArgumentSpec(
                        name: "<shell>", help: CompletionScript.Shell.names + ".",
                        values: .oneOf(CompletionScript.Shell.allCases.map(\.rawValue))
                    ),
                ],
                usesGlobalOptions: false,
                examples: ["mkdir -p ~/.zfunc && countries completion zsh > ~/.zfunc/_countries"]
            ) { words, _ in
                let name = words.joined()
                guard let shell = CompletionScript.Shell(rawValue: name) else {
                    throw UsageError("No completion for \(quoted(name)); the shells are \(CompletionScript.Shell.names)", command: .completion)
                }
                return .completion(shell)
            }
        }
    }
}

extension CommandSpec {
    /// The program with no command: it lists or browses, so it takes the
    /// list's options; its abstract and discussion head `--help` and the man page.
    static let program = CommandSpec(
        abstract: "Facts about the world's countries, in a terminal or a script.",
        discussion: """
        The data is the REST Countries v3.1 data set, built into the program, or
        the local cache where one exists. Only --refresh uses the network; it
        writes what it fetched to the cache, and leaves the cache as it was when
        anything fails. --version tells which data is in use and its age.

        --refresh asks the public REST Countries service, which speaks v5 and
        needs a key: set COUNTRIES_API_KEY (or REST_COUNTRIES_API_KEY) in the
        environment; it is never taken from the command line, shown whole or
        written to disk. For a self-hosted v3.1 server: --api v3.1 --base-url
        <its root>.
        """,
        options: OptionSpec.listOptions
    ) { _, parsed in .automatic(parsed.query) }
}
