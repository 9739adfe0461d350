import CountriesCLI
import CountriesModel
import Testing

@Suite struct CommandLineParserTests {
    private static func options(_ change: (inout GlobalOptions) -> Void) -> GlobalOptions {
        var options = GlobalOptions()
        change(&options)
        return options
    }

    static let valid: [([String], Invocation)] = [
        ([], Invocation(command: .automatic(ListQuery()))),
        (["--search", "land"], Invocation(command: .automatic(ListQuery(search: "land")))),
        (["browse"], Invocation(command: .browse(ListQuery()))),
        (["browse", "--search", "land"], Invocation(command: .browse(ListQuery(search: "land")))),
        (["--route", "/countries/jp"], Invocation(command: .automatic(ListQuery()), options: options { $0.route = "/countries/jp" })),
        (["browse", "--route", "countries://countries"], Invocation(command: .browse(ListQuery()), options: options { $0.route = "countries://countries" })),
        (["list", "--refresh", "--base-url", "http://127.0.0.1:8080", "--timeout", "2.5"],
         Invocation(command: .list(ListQuery()), options: options { $0.refresh = true; $0.baseURL = "http://127.0.0.1:8080"; $0.timeout = 2.5 })),
        (["list"], Invocation(command: .list(ListQuery()))),
        (["list", "--search", "land", "--region", "EUROPE", "--sort", "area", "--limit", "3"],
         Invocation(command: .list(ListQuery(search: "land", region: .europe, sort: .area, limit: 3)))),
        (["--search=côte", "list"], Invocation(command: .list(ListQuery(search: "côte")))),
        (["show", "fr"], Invocation(command: .show("fr"))),
        (["subdivisions", "us"], Invocation(command: .subdivisions("us"))),
        // Not a region of the data: an M49 region, which the list's intent reads.
        (["list", "--region", "419"], Invocation(command: .list(ListQuery(filters: [.m49Region("419")])))),
        // --fields before the command: its fields are the command's, a subdivision's.
        (["--fields", "code,name", "subdivisions", "us"],
         Invocation(command: .subdivisions("us"), options: options { $0.subdivisionFields = [.code, .name] })),
        (["list", "--fields", "cca3"], Invocation(command: .list(ListQuery()), options: options { $0.fields = CountryField("cca3").map { [$0] } })),
        (["--json", "show", "fr", "--locale", "de"], Invocation(command: .show("fr"), options: options { $0.json = true; $0.locale = "de" })),
        (["show", "--", "-1"], Invocation(command: .show("-1"))),
        (["list", "--color=never", "--cache-dir", "/tmp/c"], Invocation(command: .list(ListQuery()), options: options { $0.color = .never; $0.cacheDirectory = "/tmp/c" })),
        (["--help"], Invocation(command: .help(nil))),
        (["show", "-h"], Invocation(command: .help(.show))),
        (["help"], Invocation(command: .help(nil))),
        (["help", "list"], Invocation(command: .help(.list))),
        (["--version"], Invocation(command: .version)),
        // An empty value is a value: it took the next argument before (found by fuzzing).
        (["--search=", "list"], Invocation(command: .list(ListQuery(search: "")))),
        (["list", "--timeout", "3600"], Invocation(command: .list(ListQuery()), options: options { $0.timeout = 3600 })),
        (["list", "--timeout", ".5"], Invocation(command: .list(ListQuery()), options: options { $0.timeout = 0.5 })),
        (["list", "--timeout", "0.001"], Invocation(command: .list(ListQuery()), options: options { $0.timeout = 0.001 })),
        (["list", "--refresh", "--api", "v3.1"], Invocation(command: .list(ListQuery()), options: options { $0.refresh = true; $0.api = .v31 })),
        (["--api=5", "show", "fr"], Invocation(command: .show("fr"), options: options { $0.api = .v5 })),
        (["--api", "V3.1"], Invocation(command: .automatic(ListQuery()), options: options { $0.api = .v31 })),
        // Filters, in the order given; browse starts on them too.
        (["list", "--capital", " Paris ", "--currency", "€", "--language=fra", "--calling-code", "+33"],
         Invocation(command: .list(ListQuery(filters: [.capital("Paris"), .currency("€"), .language("fra"), .callingCode("33")])))),
        (["browse", "--subregion", "south eastern asia", "--independent", "--landlocked", "--member", "African Union"],
         Invocation(command: .browse(ListQuery(filters: [.subregion("South-Eastern Asia"), .independent, .landlocked, .member("african_union")])))),
        (["--member", "EU", "--calling-code", "1876"], Invocation(command: .automatic(ListQuery(filters: [.member("eu"), .callingCode("1876")])))),
        // Scripts: fields, formats, a reversed order.
        (["list", "--fields", "cca3, name.common,capital,cca3"],
         Invocation(command: .list(ListQuery()), options: options { $0.fields = ["cca3", "name.common", "capital"].compactMap(CountryField.init) })),
        (["show", "aq", "--fields=name.nativeName.fra"], Invocation(command: .show("aq"), options: options { $0.fields = [CountryField("name.nativeName.fra")!] })),
        (["show", "fr", "--fields=currencies.EUR.name"], Invocation(command: .show("fr"), options: options { $0.fields = [CountryField("currencies.EUR.name")!] })),
        (["list", "--format", "CSV"], Invocation(command: .list(ListQuery()), options: options { $0.format = .csv })),
        (["list", "--format=ndjson", "--fields", "cca3"], Invocation(command: .list(ListQuery()), options: options { $0.format = .ndjson; $0.fields = [CountryField("cca3")!] })),
        (["--format", "table"], Invocation(command: .automatic(ListQuery()), options: options { $0.format = .table })),
        (["show", "fr", "--format", "tsv"], Invocation(command: .show("fr"), options: options { $0.format = .tsv })),
        // `--json` is the short form: both may be given when they agree.
        (["list", "--json", "--format", "json"], Invocation(command: .list(ListQuery()), options: options { $0.json = true })),
        (["list", "--sort", "population", "--reverse"], Invocation(command: .list(ListQuery(sort: .population, reverse: true)))),
        (["--reverse"], Invocation(command: .automatic(ListQuery(reverse: true)))),
        (["compare", "fr", "de"], Invocation(command: .compare(["fr", "de"]))),
        (["completion", "bash"], Invocation(command: .completion(.bash))),
        (["help", "--man"], Invocation(command: .manual)),
        (["completion", "fish"], Invocation(command: .completion(.fish))),
        (["completion", "-h"], Invocation(command: .help(.completion))),
        (["compare", "fr", "Côte d'Ivoire", "ch", "jp", "br", "--json", "--fields", "cca3"],
         Invocation(command: .compare(["fr", "Côte d'Ivoire", "ch", "jp", "br"]), options: options { $0.json = true; $0.fields = [CountryField("cca3")!] })),
        // `show US-CA` shows a subdivision: its --fields are a subdivision's (they were a country's, and ignored).
        (["show", "us-ca", "--fields", "code,name"], Invocation(command: .show("us-ca"), options: options { $0.subdivisionFields = [.code, .name] })),
        (["--fields", "isoName", "show", "GB-SCT", "--json"], Invocation(command: .show("GB-SCT"), options: options { $0.json = true; $0.subdivisionFields = [.isoName] })),
        // An organisation by the name `memberships` prints, in any case ("European Union" was unknown).
        (["list", "--member", "European Union"], Invocation(command: .list(ListQuery(filters: [.member("eu")])))),
        (["list", "--member", "group of seven", "--member", "EURO AREA"], Invocation(command: .list(ListQuery(filters: [.member("g7"), .member("eurozone")])))),
        (["list", "--member", "North Atlantic Treaty Organization", "--member", "Schengen Area"], Invocation(command: .list(ListQuery(filters: [.member("nato"), .member("schengen")])))),
        (["list", "--member", "au", "--member", "Organisation for Economic Co-operation and Development"],
         Invocation(command: .list(ListQuery(filters: [.member("african_union"), .member("oecd")])))),
        (["resolve", "--column", "country", "--format", "csv"],
         Invocation(command: .resolve(ResolveRequest(column: ResolveColumn("country"))), options: options { $0.format = .csv })),
    ]

    @Test(arguments: valid)
    func valid_commandLines(_ arguments: [String], _ expected: Invocation) throws {
        #expect(try CommandLineParser.parse(arguments) == expected)
    }

    static let invalid: [([String], String)] = [
        (["frobnicate"], "Unknown command 'frobnicate'"),
        (["list", "--frob"], "Unknown option '--frob'"),
        (["show"], "Missing expected argument '<code>'"),
        (["show", "fr", "de"], "Unexpected argument 'de'"),
        (["list", "extra"], "Unexpected argument 'extra'"),
        (["list", "--limit"], "Missing value for '--limit <n>'"),
        (["list", "--limit", "0"], "'--limit' takes a whole number above 0, not '0'"),
        (["list", "--limit", "many"], "'--limit' takes a whole number above 0, not 'many'"),
        (["list", "--sort", "size"], "Unknown sort order 'size'; use name, population or area"),
        (["list", "--region", " "], "'--region' takes a value that is not empty"),
        (["--color", "sometimes"], "'--color' takes auto, always or never, not 'sometimes'"),
        (["list", "--subregion", "Mars"], "Unknown subregion 'Mars'; the subregions are Australia and New Zealand, Caribbean,"),
        (["list", "--member", "warsaw pact"], "Unknown organisation 'warsaw pact'; the organisations are un, eu, eurozone,"),
        (["list", "--calling-code", "+"], "'--calling-code' takes digits, with or without a +, not '+'"),
        (["list", "--calling-code", "33a"], "'--calling-code' takes digits, with or without a +, not '33a'"),
        (["list", "--capital", " "], "'--capital' takes a value that is not empty"),
        (["list", "--currency="], "'--currency' takes a value that is not empty"),
        (["show", "fr", "--landlocked"], "'--landlocked' is an option of 'list', not of 'show'"),
        (["--json=yes"], "'--json' takes no value"),
        (["show", "fr", "--search", "x"], "'--search' is an option of 'list', not of 'show'"),
        // Found by a new user: `help nothing` listed no command, where `lst` did; neither named the near one.
        (["help", "nothing"], "Unknown command 'nothing'; the commands are list, show, compare, resolve, map, subdivisions, time,"),
        (["lst"], "Unknown command 'lst'; did you mean 'list'? The commands are list, show, compare,"),
        (["help", "shwo"], "Unknown command 'shwo'; did you mean 'show'? The commands are list, show,"),
        (["help", "subdiv"], "Unknown command 'subdiv'; did you mean 'subdivisions'? The commands are"),
        (["timezone"], "Unknown command 'timezone'; did you mean 'time'? The commands are list,"),
        (["xyz"], "Unknown command 'xyz'; the commands are list,"),
        (["browse", "extra"], "Unexpected argument 'extra'"),
        (["browse", "--json"], "'--json' is for list, show, compare, resolve, subdivisions, time, city, at, distance and memberships: browse is read by a person"),
        (["list", "--route", "/countries"], "'--route' starts a screen of its own: use it with browse or with no command, not with 'list'"),
        (["show", "fr", "--route", "/countries"], "'--route' starts a screen of its own"),
        (["--route", "/nowhere"], "Unknown route '/nowhere'"),
        (["--timeout", "0"], "'--timeout' takes a number of seconds from 0.001 to 3600, not '0'"),
        // URLSession crashed on a timeout past about 9.3e15 s (found by fuzzing).
        (["--timeout", "1e19"], "'--timeout' takes a number of seconds from 0.001 to 3600, not '1e19'"),
        (["--timeout", "nan"], "'--timeout' takes a number of seconds from 0.001 to 3600, not 'nan'"),
        (["--api", "v4"], "'--api' takes v5 or v3.1, not 'v4'"),
        (["--timeout", "soon"], "'--timeout' takes a number of seconds from 0.001 to 3600, not 'soon'"),
        // Double reads these too; no one means them as seconds (found in review).
        (["--timeout", "0x10"], "'--timeout' takes a number of seconds from 0.001 to 3600, not '0x10'"),
        (["--timeout", "1e-300"], "'--timeout' takes a number of seconds from 0.001 to 3600, not '1e-300'"),
        (["--timeout", "0.0001"], "'--timeout' takes a number of seconds from 0.001 to 3600, not '0.0001'"),
        (["--timeout", "inf"], "'--timeout' takes a number of seconds from 0.001 to 3600, not 'inf'"),
        (["--timeout", "-1"], "'--timeout' takes a number of seconds from 0.001 to 3600, not '-1'"),
        (["--timeout", "1.2.3"], "'--timeout' takes a number of seconds from 0.001 to 3600, not '1.2.3'"),
        (["subdivisions", "us", "--fields", "code,cca3"], "Unknown field 'cca3'; the fields are code, name, type, parent, country, isoName"),
        (["list", "--fields", "cca3,nam.common"], "Unknown field 'nam.common'; the fields are name, name.common, name.official,"),
        (["show", "fr", "--fields", "x,y"], "Unknown fields 'x', 'y'; the fields are name, "),
        (["list", "--fields", ","], "'--fields' needs at least one field; the fields are name, "),
        (["list", "--fields", "name."], "Unknown field 'name.'"),
        // Found by a new user: a typo under a known field gave an empty column, exit 0.
        (["list", "--fields", "name.comon,cca3"], "Unknown field 'name.comon'"),
        (["list", "--fields", "cca3.x"], "Unknown field 'cca3.x'"),
        (["list", "--fields", "name..common"], "Unknown field 'name..common'"),
        (["show", "fr", "--fields", "translations.fra.common.x"], "Unknown field 'translations.fra.common.x'"),
        (["list", "--format", "xml"], "'--format' takes table, tsv, csv, json, ndjson, not 'xml'"),
        (["list", "--format", "text"], "'--format' takes table, tsv, csv, json, ndjson, not 'text'"),
        (["list", "--json", "--format", "csv"], "'--format csv' contradicts the json format asked for before it; give one"),
        (["list", "--format", "csv", "--json"], "'--json' contradicts the csv format asked for before it; give one"),
        (["browse", "--format", "csv"], "'--format' is for list, show, compare, resolve, subdivisions, time, city, at, distance and memberships: browse is read by a person"),
        (["browse", "--fields", "cca3"], "'--fields' is for list, show, compare, subdivisions, time, city and at: browse is read by a person"),
        (["compare", "fr"], "'compare' takes 2 to 5 codes or names, not 1"),
        (["help", "list", "--man"], "'--man' is the whole program's page: give no subcommand"),
        (["list", "--man"], "'--man' is an option of 'help', not of 'list'"),
        (["completion"], "Missing expected argument '<shell>': bash, zsh, fish"),
        (["completion", "tcsh"], "No completion for 'tcsh'; the shells are bash, zsh, fish"),
        (["completion", "bash", "zsh"], "Unexpected argument 'zsh'"),
        (["compare"], "'compare' takes 2 to 5 codes or names, not 0"),
        (["compare", "a", "b", "c", "d", "e", "f"], "'compare' takes 2 to 5 codes or names, not 6"),
        (["compare", "fr", "de", "--sort", "area"], "'--sort' is an option of 'list', not of 'compare'"),
        (["compare", "fr", "de", "--route", "/countries"], "'--route' starts a screen of its own"),
        (["show", "fr", "--reverse"], "'--reverse' is an option of 'list', not of 'show'"),
        // time's fields are its own, a subdivision's its own (both were said to be v3.1's).
        (["time", "fr", "--fields", "cca3"], "Unknown field 'cca3'; the fields are country, name, zone, comment, local,"),
        (["show", "us-ca", "--fields", "cca3"], "Unknown field 'cca3'; the fields of a subdivision are code, name, type, parent, country, isoName"),
        // time uses no network: --api, --base-url and --timeout did nothing there.
        (["time", "fr", "--api", "v5"], "'--api' is for list, show, compare and browse: it tells --refresh where and how to ask, and time uses no network"),
        (["time", "--base-url", "https://example.com"], "'--base-url' is for list, show, compare and browse:"),
        (["time", "fr", "--timeout", "2"], "'--timeout' is for list, show, compare and browse:"),
        // help and completion print fixed text: they took any option and ignored it.
        (["completion", "bash", "--json"], "'--json' does not go with completion: it prints fixed text"),
        (["completion", "zsh", "--locale", "de"], "'--locale' does not go with completion"),
        (["help", "--format", "csv"], "'--format' does not go with help: it prints fixed text"),
        (["help", "list", "--route", "/countries"], "'--route' does not go with help"),
        (["--color", "never", "help"], "'--color' does not go with help"),
        (["help", "--search", "x"], "'--search' is an option of 'list', not of 'help'"),
        // CSV in, the same CSV out: a tsv or a table printed CSV without a word.
        (["resolve", "--column", "country", "--format", "tsv"], "'--format tsv' does not go with '--column': its output is the CSV it reads"),
        (["resolve", "--format", "table", "--column", "2"], "'--format table' does not go with '--column'"),
    ]

    @Test(arguments: invalid)
    func invalid_commandLines_sayWhatIsWrong(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
        do {
            _ = try CommandLineParser.parse(arguments)
        } catch let error as UsageError {
            #expect(error.message.hasPrefix(message), "got: \(error.message)")
            #expect(error.usage.hasPrefix("Usage: countries"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
