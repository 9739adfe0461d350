/// Command lines: commands, options and values mixed valid and invalid, in
/// any order, as `--name value`, `--name=value` or a value missing; and an
/// environment of odd terminal sizes, locales and settings.
///
/// Network safety: the only servers a case can name are on 127.0.0.1 (or
/// localhost) at a closed port, and COUNTRIES_API_URL points there too, so a
/// generated `--refresh` fails to connect and touches no other machine.
enum CommandLineGenerator {
    static let closedServer = "http://127.0.0.1:9"
    /// Every command of the command table, in help's order: a test holds
    /// this list to `countries --help`'s SUBCOMMANDS.
    static let validCommands = ["list", "show", "compare", "resolve", "map", "subdivisions", "time", "city", "at", "distance", "memberships", "browse", "help", "completion"]
    /// Words that are almost commands.
    static let invalidCommands = ["LIST", "compar", "completion\u{1B}", "lis", "shows", "", "-", "liste", "show\u{1B}[2J", "ℓist", "Map", "subdivision", "member"]
    static let flags = ["--json", "--version", "-h", "--help", "--", "--refresh", "--JSON", "---json", "-j", "--json=yes", "--refresh=1", "--=", "--help=x",
                        "--reverse", "--man", "--independent", "--landlocked", "--reverse=no", "bash", "zsh", "fish", "csh"]
    static let misspelled = ["--serch", "--Search", "--limits", "--colour", "--cache_dir", "--base_url", "--time-out", "--sort-by", "-s", "-", "--unknown"]

    /// Values for each option that takes one: some that work, some that must not.
    static func value(for option: String, _ random: inout SplitMix64, cacheDirectory: String) -> String {
        if random.chance(0.25) { return FuzzValues.text(&random) }
        switch option {
        case "--search": return FuzzValues.text(&random)
        case "--region": return random.pick(["europe", "Africa", "AMERICAS", "antarctic", "Asia", "oceania", "Antarctica", "eu", "Europe ", "ÉUROPE"])
        case "--sort": return random.pick(["name", "population", "area", "POPULATION", "size", "-area", "name,area"])
        case "--limit", "--timeout": return random.pick(FuzzValues.numbers)
        case "--route": return RouteGenerator.make(&random)
        case "--api": return random.pick(["v5", "v3.1", "V3.1", "3.1", "v3", "v4", "v5 ", "v3.1.0"])
        case "--base-url":
            // Only this machine, closed ports: see the type's comment.
            return random.pick([closedServer, closedServer + "/x", "https://127.0.0.1:9", "http://user:secret@127.0.0.1:9", "ftp://127.0.0.1:9",
                                "not a url", "http://[::1]:9", "http://127.0.0.1:99999", "http://127.0.0.1:-1", "127.0.0.1:9", "/relative",
                                "http://127.0.0.1:9/%zz", "http://127.0.0.1:9/\u{1B}[2J", "http://localhost:9", "http://127.0.0.1:9?x=1#y"])
        case "--fields":
            return random.pick(["cca3", "name.common,capital", "name", "translations.fra", "capital,,cca3", "name.common.x", ",", "idd.root,CCA3", "flags,area,gini"])
        case "--format": return random.pick(["table", "tsv", "csv", "json", "ndjson", "CSV", "yaml", ""])
        case "--capital": return random.pick(["paris", "Washington", "", "nope"])
        case "--currency": return random.pick(["eur", "€", "dollar", "XXX"])
        case "--language": return random.pick(["fra", "French", "en", "Klingon"])
        case "--calling-code": return random.pick(["+1", "1", "44", "+", "-1", "١"])
        case "--subregion": return random.pick(["western europe", "Caribbean", "Middle Earth", ""])
        case "--member": return random.pick(["un", "EU", "nato", "none"])
        case "--locale": return random.pick(["de", "deu", "jpn", "fr", "fra", "xx", "zh-Hans", "pt_BR", "C", "en_US.UTF-8", "per", "fas", "JA"])
        case "--color": return random.pick(["auto", "always", "never", "ALWAYS", "yes", "none"])
        case "--cache-dir":
            return random.pick([cacheDirectory, cacheDirectory + "/missing/deep", "/dev/null", "/proc/self", "relative", "/nonexistent", "~/x", cacheDirectory + "/\u{1B}[2J"])
        default: return FuzzValues.text(&random)
        }
    }

    static let optionsWithValues = ["--search", "--region", "--sort", "--limit", "--route", "--api", "--base-url", "--timeout", "--locale", "--color", "--cache-dir",
                                     "--fields", "--format", "--capital", "--currency", "--language", "--calling-code", "--subregion", "--member"]

    static func make(_ random: inout SplitMix64, cacheDirectory: String) -> (arguments: [String], environment: [String: String]) {
        var arguments: [String] = []
        for _ in 0..<random.int(0...6) {
            switch random.below(10) {
            case 0, 1: arguments.append(random.pick(validCommands + (random.chance(0.2) ? validCommands + invalidCommands : [])))
            case 2: arguments.append(random.pick(flags))
            case 3: arguments.append(random.chance(0.5) ? FuzzValues.text(&random) : random.pick(misspelled))
            default:
                let option = random.pick(optionsWithValues)
                let value = value(for: option, &random, cacheDirectory: cacheDirectory)
                switch random.below(5) {
                case 0: arguments.append(option + "=" + value)
                case 1 where random.chance(0.3): arguments.append(option) // its value missing, or the next argument taken
                default: arguments += [option, value]
                }
            }
        }
        var environment: [String: String] = [:]
        for _ in 0..<random.pick([0, 0, 1, 2, 3]) {
            switch random.below(8) {
            case 0: environment["COLUMNS"] = random.pick(FuzzValues.numbers)
            case 1: environment["LINES"] = random.pick(FuzzValues.numbers)
            case 2: environment["LANG"] = random.pick(["de_DE.UTF-8", "ja_JP", "C", "POSIX", "", "xx", "fr", "\u{1B}[2J"])
            case 3: environment["LC_ALL"] = random.pick(["fr_FR.UTF-8", "C.UTF-8", "", "zz_ZZ"])
            case 4: environment["NO_COLOR"] = random.pick(["1", ""])
            case 5: environment["COUNTRIES_API"] = random.pick(["v3.1", "v5", "v9", ""])
            case 6: environment["COUNTRIES_CACHE_DIR"] = random.pick([cacheDirectory, "", "relative", "/nonexistent"])
            default: environment["COUNTRIES_API_KEY"] = random.pick(["rc_test_fuzz0000", "", " ", "rc_test_\u{1B}[2J"])
            }
        }
        return (arguments, environment)
    }
}
