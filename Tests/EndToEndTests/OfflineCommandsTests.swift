import Foundation
import Testing

/// The real binary, run as a process: output, exit codes and the contract of CLI.md.
@Suite struct OfflineCommandsTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary()
    }

    @Test func list_toAPipe_printsEveryCountry_tabSeparated_withoutEscapes() throws {
        let output = try countries.run("list")
        #expect(output.status == 0)
        #expect(output.lines.count == 250)
        #expect(output.lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 5 })
        #expect(output.lines.contains("🇫🇷\tFrance\tFRA\t66351959\tEurope"))
        #expect(!output.stdout.contains("\u{1B}"))
        #expect(output.stderr.isEmpty)
    }

    /// Fuzzing found these sizes overflowed in the list and browse views.
    @Test func extremeTerminalSizes_inTheEnvironment_crashNothing() throws {
        let sizes = ["COLUMNS": "-9223372036854775808", "LINES": "-9223372036854775808"]
        #expect(try countries.run("list", "--limit", "2", environment: sizes).status == 0)
        let browse = try countries.run(arguments: ["browse"], environment: sizes, stdin: "next\nfra\nquit\n")
        #expect(browse.status == 0)
        #expect(browse.stdout.contains("France"))
    }

    @Test func noCommand_inAPipe_isList() throws {
        #expect(try countries.run().stdout == (try countries.run("list").stdout))
    }

    @Test func listJSON_isOneArrayOfV31Records_andNothingElse() throws {
        let output = try countries.run("list", "--json", "--region", "europe", "--sort", "population")
        #expect(output.status == 0)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(records.count == 53)
        #expect(records.first?["cca3"] as? String == "RUS")
        #expect((records.first?["name"] as? [String: Any])?["common"] as? String == "Russia")
        #expect(output.stderr.isEmpty)
    }

    @Test func filters_selectRecords_inJSONToo() throws {
        let output = try countries.run("list", "--json", "--subregion", "WESTERN europe", "--independent", "--calling-code", "+3")
        #expect(output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
        let records = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(records.compactMap { $0["cca3"] as? String }.sorted() == ["BEL", "FRA", "LUX", "MCO", "NLD"], "+32, +33, +352, +377, +31")
        let french = try countries.run("list", "--language", "french", "--subregion", "western europe")
        #expect(french.lines.map { $0.split(separator: "\t")[2] } == ["BEL", "FRA", "LUX", "MCO", "CHE"])
    }

    /// The Arab League is in v5's memberships but has no built-in list: an
    /// empty list says why, and still exits 0 as a list that matches nothing does.
    @Test func aMemberFilter_withoutABuiltInList_onTheSnapshot_warnsInOneLine_andListsNothing() throws {
        for arguments in [["list", "--member", "arab_league"], ["list", "--member", "arab league", "--json"]] {
            let output = try countries.run(arguments: arguments, environment: [:])
            #expect(output.status == 0)
            #expect(output.stdout == (arguments.contains("--json") ? "[]\n" : ""))
            #expect(output.stderr.split(separator: "\n") == ["Warning: Neither this data nor the built-in lists have that organisation's members: --member needs data refreshed from v5 (--refresh)."])
        }
    }

    @Test func showJSON_isOneObject() throws {
        let output = try countries.run("show", "fr", "--json")
        #expect(output.status == 0)
        let record = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(record["cca3"] as? String == "FRA")
        #expect(record["capital"] as? [String] == ["Paris"])
    }

    @Test(arguments: ["fr", "FRA", "250", "france", "Frankreich", "French Republic"])
    func show_acceptsCodesAndNames(_ query: String) throws {
        let output = try countries.run("show", query)
        #expect(output.status == 0)
        #expect(output.lines.first == "🇫🇷  France")
    }

    @Test func show_unknownCode_exits1_andNamesIt() throws {
        let output = try countries.run("show", "zz")
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "Error: no country has the code or name 'zz'\n")
    }

    @Test func show_ambiguousName_exits1_andListsTheCandidates() throws {
        let output = try countries.run("show", "kongo")
        #expect(output.status == 1)
        #expect(output.stderr.contains("COD") && output.stderr.contains("COG"))
    }

    @Test(arguments: [
        ["frobnicate"], ["list", "--frob"], ["show"], ["show", "a", "b"], ["list", "--region", "mars"],
        ["list", "--sort", "size"], ["list", "--limit", "-1"], ["--color", "pink"], ["show", "fr", "--search", "x"],
    ])
    func usageErrors_exit64_withErrorAndUsage_onStderr(_ arguments: [String]) throws {
        let process = countries
        let output = try process.run(arguments)
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("Error: "))
        #expect(output.stderr.contains("Usage: countries"))
    }

    @Test func help_andVersion_goToStdout_exit0() throws {
        let help = try countries.run("--help")
        #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW:") && help.stderr.isEmpty)
        let showHelp = try countries.run("help", "show")
        #expect(showHelp.status == 0 && showHelp.stdout.contains("USAGE: countries show <code>"))
        let version = try countries.run("--version")
        #expect(version.status == 0 && version.stdout.hasPrefix("countries "))
    }

    @Test func locale_comesFromLANG_orTheOption_andAnUnknownOneWarnsOnce() throws {
        #expect(try countries.run("show", "fr", environment: ["LANG": "de_DE.UTF-8"]).lines.first == "🇫🇷  Frankreich")
        #expect(try countries.run("show", "fr", "--locale", "ja").lines.first == "🇫🇷  フランス")
        let unknown = try countries.run("show", "fr", "--locale", "xx")
        #expect(unknown.status == 0)
        #expect(unknown.lines.first == "🇫🇷  France")
        #expect(unknown.stderr.split(separator: "\n").count == 1)
        #expect(unknown.stderr.hasPrefix("Warning: no country names in 'xx'"))
    }

    @Test func color_inAPipe_onlyWhenForced() throws {
        #expect(try countries.run("list", "--color", "always", "--limit", "1").stdout.contains("\u{1B}["))
        #expect(!(try countries.run("list", "--limit", "1", environment: ["NO_COLOR": ""]).stdout.contains("\u{1B}[")))
    }

    @Test func aFullDisk_onStdout_exits74_notSuccess() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let output = try countries.run(arguments: ["show", "fr"], environment: [:], stdout: full)
        #expect(output.status == 74)
        #expect(output.stderr == "Error: cannot write the output: No space left on device\n")
    }

    /// `countries list --json | head -1`, with head already gone: the
    /// larger-than-a-pipe output meets a closed reader (EPIPE).
    @Test func aClosedPipe_onStdout_stopsQuietly_with141() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let output = try countries.run(arguments: ["list", "--json"], environment: [:], stdout: pipe.fileHandleForWriting)
        #expect(output.status == 141)
        #expect(output.stderr == "")
    }

    @Test func theBinaryCopiedAlone_withAnEmptyHome_stillWorks() throws {
        let alone = try CountriesBinary.copiedAlone()
        let list = try alone.run("list")
        #expect(list.status == 0 && list.lines.count == 250)
        #expect(try alone.run("show", "jp").lines.first == "🇯🇵  Japan")
        #expect(try FileManager.default.contentsOfDirectory(atPath: alone.home.path).isEmpty, "an offline run writes nothing")
    }

    /// Found by a new user: `help show` said memberships come only with
    /// data refreshed from v5, where `show` gives them offline. What the
    /// help says comes "with data refreshed from v5" is no row that the
    /// built-in data already shows.
    @Test func helpShow_promisesFromV5_noRowTheBuiltInDataShows() throws {
        let shown = try countries.run("show", "fr").lines.dropFirst().map { $0.components(separatedBy: "  ")[0].lowercased() }
        #expect(shown.contains("memberships") && shown.contains("local time"))
        let help = try countries.run("help", "show").stdout.replacing("\n", with: " ")
        let v5 = try #require(help.firstRange(of: "with data refreshed from v5, also ")).upperBound
        let promised = help[v5...].prefix { $0 != "." }
        let rows = shown.filter { promised.contains($0) }
        #expect(rows.isEmpty, "\(promised): \(rows)")
    }
}

extension CountriesBinary {
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        try run(arguments: arguments, environment: environment)
    }
}
