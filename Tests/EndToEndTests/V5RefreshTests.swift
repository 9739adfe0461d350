import Foundation
import Testing

/// `--refresh` with the default API, v5, against the local stand-in
/// (Tests/Server/fake_restcountries_v5.py, on 127.0.0.1): paging fills the
/// cache with v3.1 records, every offline command works on it, and every
/// failure gives its exit status, one line, and leaves the cache as it was.
@Suite struct V5RefreshTests {
    let countries: CountriesBinary
    let cache: URL
    static let withKey = ["COUNTRIES_API_KEY": FakeServer.key]

    init() throws {
        countries = try CountriesBinary()
        cache = try CountriesBinary.temporaryDirectory()
    }

    private var cacheFile: URL { cache.appendingPathComponent("countries.json") }

    private func refresh(
        _ command: [String] = ["list"], from server: FakeServer, environment: [String: String] = withKey, _ extra: String...
    ) throws -> CountriesBinary.Output {
        try countries.run(arguments: command + ["--refresh", "--base-url", server.baseURL, "--cache-dir", cache.path] + extra, environment: environment)
    }

    private func offline(_ arguments: String...) throws -> CountriesBinary.Output {
        try countries.run(arguments: arguments + ["--cache-dir", cache.path], environment: [:])
    }

    private func records(_ url: URL) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    }

    /// Every request the server logged, read until `count` have come.
    private func requests(_ server: FakeServer, count: Int) -> [String] {
        (0..<count).compactMap { _ in server.readLine() }
    }

    @Test func listRefresh_pagesThroughTheList_withTheKey_andWritesEveryCountry() throws {
        let server = try FakeServer.v5("--rename", "FRA=Frankland")
        let output = try refresh(from: server)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty, "a pipe gets no progress")
        #expect(output.lines.count == 250, "the four unrecognised territories have no code and are left out")
        #expect(output.lines.contains("🇫🇷\tFrankland\tFRA\t66351959\tEurope"))
        let logged = requests(server, count: 3)
        #expect(logged.first == "REQUEST /countries/v5?limit=100&offset=0&response_fields_omit=leaders auth=ok")
        #expect(Set(logged.dropFirst()) == [
            "REQUEST /countries/v5?limit=100&offset=100&response_fields_omit=leaders auth=ok",
            "REQUEST /countries/v5?limit=100&offset=200&response_fields_omit=leaders auth=ok",
        ])
        let cached = try records(cacheFile)
        #expect(cached.count == 250)
        #expect(cached.allSatisfy { !$0.keys.contains { $0.hasPrefix("_") } }, "search annotations are stripped")
    }

    /// `compare --refresh` fetches the list, then compares by the fresh names.
    @Test func compareRefresh_fetchesEveryCountry_andComparesByTheFreshNames() throws {
        let server = try FakeServer.v5("--rename", "FRA=Frankland")
        let output = try refresh(["compare", "frankland", "de"], from: server)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.lines.first == "\t🇫🇷 Frankland\t🇩🇪 Germany")
        #expect(requests(server, count: 3).count == 3, "the whole list, page by page")
        #expect(try records(cacheFile).count == 250)
    }

    /// Found in review: with no `meta`, the first full page was taken for the
    /// whole list (97 of 250 kept, exit 0). Now the list is read page by page.
    @Test func aListWithoutMeta_isReadPageByPage_toTheEnd() throws {
        let server = try FakeServer.v5("--fail", "no-meta")
        let output = try refresh(from: server)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.lines.count == 250)
    }

    @Test func afterAV5Refresh_everyOfflineCommandWorks_andSaysWhereTheDataCameFrom() throws {
        let server = try FakeServer.v5("--rename", "FRA=Frankland")
        #expect(try refresh(from: server).status == 0)
        server.stop()

        let show = try offline("show", "fr")
        #expect(show.status == 0 && show.lines.first == "🇫🇷  Frankland")
        #expect(show.lines.contains { $0.hasPrefix("Memberships") && $0.contains("EU") && $0.contains("NATO") }, "\(show.lines)")
        #expect(show.lines.contains { $0.hasPrefix("Government") })
        #expect(show.lines.contains("Calling code      +33"))
        #expect(try offline("show", "usa").lines.contains("Calling code      +1"))
        #expect(try offline("list", "--search", "frank").lines == ["🇫🇷\tFrankland\tFRA\t66351959\tEurope"])
        #expect(try offline("--route", "/countries/fra/neighbors").lines.count == 8)
        #expect(try offline("list", "--region", "oceania").lines.count == 27)
        let members = try offline("list", "--member", "eu", "--landlocked")
        #expect(members.status == 0 && members.stderr.isEmpty, "\(members.stderr)")
        #expect(members.lines.map { $0.split(separator: "\t")[2] } == ["AUT", "CZE", "HUN", "LUX", "SVK"])

        let json = try offline("show", "fr", "--json")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((record["name"] as? [String: Any])?["common"] as? String == "Frankland")
        #expect(record["capital"] as? [String] == ["Paris"])
        #expect((record["idd"] as? [String: Any])?["suffixes"] as? [String] == ["3"])

        let version = try offline("--version")
        #expect(version.lines.contains { $0.hasPrefix("data: \(cacheFile.path), 250 countries, fetched from \(server.baseURL) (REST Countries v5) ") }, "\(version.lines)")
        // Three pages of 100: what the refresh cost of the free plan's 500 a month.
        #expect(version.lines.contains { $0.hasPrefix("last refresh: ") && $0.hasSuffix(" UTC, 3 requests") }, "\(version.lines)")
    }

    /// What v3.1 never had (a dependency's sovereign, capitals with their
    /// roles, units, links, FIPS codes) is kept in the cache and shown by
    /// show, compare and browse, and read by --fields and --json.
    @Test func whatOnlyV5Knows_isKept_andShownEverywhere() throws {
        let server = try FakeServer.v5()
        #expect(try refresh(from: server).status == 0)
        server.stop()

        let bolivia = try offline("show", "bolivia")
        #expect(bolivia.lines.contains("Capital           Sucre (constitutional, judicial), La Paz (executive, legislative)"), "\(bolivia.lines)")
        #expect(bolivia.lines.contains("Units             metric, Celsius"))
        #expect(bolivia.lines.contains { $0.hasPrefix("Codes") && $0.hasSuffix("fips BL  gec BL") })
        #expect(bolivia.lines.contains("Links             https://en.wikipedia.org/wiki/Bolivia"))
        #expect(try offline("show", "greenland").lines.contains("Status            autonomous territory of Denmark (DNK)"))
        #expect(try offline("show", "za").lines.contains("Capital           Pretoria (administrative, executive), Bloemfontein (judicial), Cape Town (legislative)"))

        let compared = try offline("compare", "za", "greenland")
        #expect(compared.lines.contains("Status\tsovereign\tautonomous territory of Denmark (DNK)"), "\(compared.lines)")

        let fields = try offline("list", "--fields", "cca3,parent.cca3,classification.dependencyType", "--search", "greenland")
        #expect(fields.lines == ["GRL\tDNK\tautonomous territory"], "\(fields.lines) \(fields.stderr)")

        let json = try offline("show", "bo", "--json")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let capitals = try #require(record["capitals"] as? [[String: Any]])
        #expect(capitals.map { $0["roles"] as? [String] ?? [] } == [["constitutional", "judicial"], ["executive", "legislative"]])
        #expect(record["fips"] as? String == "BL" && record["units"] != nil && record["classification"] != nil)

        let browse = try countries.run(arguments: ["browse", "--cache-dir", cache.path], environment: [:], stdin: "greenland\nquit\n")
        #expect(browse.stdout.contains("autonomous territory of Denmark (DNK)"), "\(browse.stdout.suffix(800))")
    }

    /// After a refresh, `--fields memberships` names v5's organisations (and
    /// the built-in lists v5 has not), not a row of booleans.
    @Test func fieldsMemberships_afterARefresh_namesV5sOrganisations() throws {
        let server = try FakeServer.v5()
        #expect(try refresh(from: server).status == 0)
        server.stop()

        let show = try offline("show", "fr", "--fields", "memberships")
        #expect(show.lines.last == "memberships  UN, EU, Eurozone, Schengen, NATO, OECD, G7, G20, EEA", "\(show.lines)")
        let json = try offline("show", "fr", "--format", "ndjson", "--fields", "cca3,memberships")
        #expect(json.stdout == #"{"cca3":"FRA","memberships":["un","eu","eurozone","schengen","nato","oecd","g7","g20","eea"]}"# + "\n", "\(json.stdout)")
    }

    /// What v5 carries of v3.1 comes back as the snapshot had it, for all 250.
    @Test func theV31FieldsThatV5Carries_comeBackAsTheSnapshotHadThem() throws {
        let server = try FakeServer.v5()
        #expect(try refresh(from: server).status == 0)
        let snapshot = Dictionary(uniqueKeysWithValues: try records(FakeServer.snapshot).map { ($0["cca3"] as? String ?? "", $0) })
        let kept = ["name.common", "name.official", "cca2", "ccn3", "cioc", "fifa", "independent", "status", "unMember", "currencies", "idd",
                    "capital", "altSpellings", "region", "subregion", "languages", "latlng", "landlocked", "borders", "area", "flag",
                    "demonyms", "population", "gini", "car", "startOfWeek", "timezones", "tld", "continents", "translations"]
        var differences: [String] = []
        for record in try records(cacheFile) {
            let code = record["cca3"] as? String ?? ""
            let original = try #require(snapshot[code], "\(code) is not in the snapshot")
            // v5 lists La Paz beside Sucre, as v3.1 never did (the stand-in follows it).
            for path in kept where !same(value(path, in: record), value(path, in: original)) && !(code == "BOL" && path == "capital") {
                differences.append("\(code) \(path)")
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    @Test func showRefresh_readsOneCountryByAlpha3_andVersionCountsOnlyIt() throws {
        let server = try FakeServer.v5("--rename", "DEU=Germania")
        let output = try refresh(["show", "deutschland"], from: server)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.lines.first == "🇩🇪  Germania")
        #expect(server.readLine() == "REQUEST /countries/v5/codes.alpha_3/DEU?response_fields_omit=leaders auth=ok")
        let version = try offline("--version")
        #expect(version.lines.contains {
            $0.hasPrefix("data: \(cacheFile.path), 250 countries: 249 from the built-in REST Countries v3.1 snapshot of 2026-02-25; 1 (DEU) refreshed from \(server.baseURL) (REST Countries v5) ")
        }, "\(version.lines)")
        #expect(version.lines.contains { $0.hasPrefix("last refresh: ") && $0.hasSuffix(" UTC, 1 request") }, "\(version.lines)")
    }

    @Test func theKey_neverReachesTheDisk_andIsShownOnlyMasked() throws {
        let server = try FakeServer.v5()
        #expect(try refresh(from: server).status == 0)
        // Every file below the cache directory.
        let files = try #require(FileManager.default.subpaths(atPath: cache.path))
        #expect(files.contains("countries.json"))
        for file in files {
            var isDirectory: ObjCBool = false
            let path = cache.appendingPathComponent(file).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            #expect(try !String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self).contains(FakeServer.key), "\(file)")
        }
        let version = try countries.run(arguments: ["--version", "--cache-dir", cache.path], environment: Self.withKey)
        #expect(!version.stdout.contains(FakeServer.key))
        #expect(version.lines.last == "api: REST Countries v5 at https://api.restcountries.com, used only by --refresh; key from COUNTRIES_API_KEY (rc_test_…0000)")
    }

    // MARK: - Failures

    /// A cache from an earlier refresh, with France renamed, to fail over.
    private func earlierCache() throws -> Data {
        let server = try FakeServer.v5("--rename", "FRA=Earlier France")
        #expect(try refresh(from: server).status == 0)
        return try Data(contentsOf: cacheFile)
    }

    static let failures: [(server: [String], key: String, status: Int32, message: String)] = [
        ([], "rc_test_wrongkey000000000", 77, "answered HTTP 401 Unauthorized: Invalid API key; check the key in COUNTRIES_API_KEY"),
        (["--fail", "forbidden"], FakeServer.key, 77, "answered HTTP 403 Forbidden: "),
        // The free plan's quota, spent before the refresh or in the middle of it.
        (["--quota", "0", "--quota-resets", "Tue, 01 Dec 2026 00:00:00 GMT"], FakeServer.key, 77,
         "the key's monthly quota is spent (the free plan allows 500 requests a month: list --refresh costs 3, show --refresh 1); it resets at Tue, 01 Dec 2026 00:00:00 GMT"),
        (["--quota", "1"], FakeServer.key, 77, "; it resets when the monthly cycle does"),
        (["--fail", "rate-limited", "--retry-after", "30"], FakeServer.key, 69, "answered HTTP 429 Too Many Requests; retry in 30 s"),
        (["--fail", "retired"], FakeServer.key, 69, "; the server no longer serves the REST Countries v5 API"),
        (["--fail", "status:500"], FakeServer.key, 69, "answered HTTP 500 Internal Server Error"),
        (["--fail", "status:500", "--fail-after", "1"], FakeServer.key, 69, "answered HTTP 500 Internal Server Error"),
        (["--fail", "drop"], FakeServer.key, 69, "cannot reach"),
        // Followed, the redirect would carry the key to another host.
        (["--fail", "redirect"], FakeServer.key, 69, "answered HTTP 302 Found: it points elsewhere (http://localhost:"),
        (["--fail", "delay:5"], FakeServer.key, 69, "within 1 s (--timeout)"),
        (["--fail", "malformed"], FakeServer.key, 65, "the body is not JSON"),
        (["--fail", "wrong-shape"], FakeServer.key, 65, #"expected {"data": {"objects": [...]}}"#),
        (["--fail", "short-page"], FakeServer.key, 65, "countries but says"),
        (["--fail", "duplicate"], FakeServer.key, 65, "comes twice"),
        (["--fail", "missing"], FakeServer.key, 65, "is empty, yet says more follow"),
        (["--fail", "more-forever"], FakeServer.key, 65, "is empty, yet says more follow"),
        (["--fail", "unstable-order"], FakeServer.key, 65, "unexpected data from"),
        // FoundationNetworking stops its process on this answer: the network
        // client's, not the program's (found by fuzzing).
        (["--fail", "status-line-only"], FakeServer.key, 69, "the network client crashed (signal 4): Transfer completed, but there's no response"),
    ]

    @Test(arguments: failures)
    func failedRefresh_exitsWithItsCode_inOneLine_andLeavesTheCacheByteForByte(
        _ failure: (server: [String], key: String, status: Int32, message: String)
    ) throws {
        let before = try earlierCache()
        let origin = try Data(contentsOf: cache.appendingPathComponent("countries.origin.json"))
        let server = try FakeServer(.v5, argumentList: failure.server)
        let output = try refresh(from: server, environment: ["COUNTRIES_API_KEY": failure.key], "--timeout", "1")
        #expect(output.status == failure.status, "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
        #expect(output.stderr.contains(failure.message), "\(output.stderr)")
        #expect(output.stderr.contains(server.baseURL))
        #expect(!output.stderr.contains(failure.key))
        #expect(try Data(contentsOf: cacheFile) == before)
        #expect(try Data(contentsOf: cache.appendingPathComponent("countries.origin.json")) == origin)
        #expect(try CountriesBinary.cacheEntries(cache) == ["countries.index", "countries.json", "countries.origin.json"])
    }

    /// The binary copied alone, without its network client: a refresh says
    /// so in one line, and every offline command still works.
    @Test func withoutTheNetworkClient_aRefreshSaysSo_andOfflineCommandsWork() throws {
        let countries = try CountriesBinary.copiedAlone()
        let alone = countries.executable.deletingLastPathComponent()
        let server = try FakeServer.v5()
        let output = try countries.run("list", "--refresh", "--base-url", server.baseURL, "--cache-dir", cache.path, environment: ["COUNTRIES_API_KEY": FakeServer.key])
        #expect(output.status == 69)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
        #expect(output.stderr.contains("countries-fetch, the network client, is neither in \(alone.path) nor on PATH"), "\(output.stderr)")
        #expect(try countries.run("show", "fr", "--cache-dir", cache.path).stdout.contains("French Republic"))
        #expect(try countries.run("list").lines.count == 250)
    }

    /// The new cache is written aside and renamed: a write cut short (here
    /// by a 64 KiB file-size limit, the new cache being 1.4 MB) leaves the
    /// old one whole, and no temporary file behind.
    @Test func aWriteCutShort_leavesTheOldCacheWhole() throws {
        let before = try earlierCache()
        let server = try FakeServer.v5()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f 128; exec \"$0\" \"$@\"", countries.executable.path,
                             "list", "--refresh", "--base-url", server.baseURL, "--cache-dir", cache.path]
        process.environment = ["HOME": countries.home.path, "COUNTRIES_API_KEY": FakeServer.key]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 74)
        #expect(stderr.hasPrefix("Error: cannot write the cache \(cacheFile.path): File too large; the cache is unchanged"), "\(stderr)")
        #expect(try Data(contentsOf: cacheFile) == before)
        #expect(try CountriesBinary.cacheEntries(cache) == ["countries.index", "countries.json", "countries.origin.json"])
    }

    /// Fuzzing found 65 temporary files (1.3 MB each) left by killed
    /// refreshes and never cleaned up: the next refresh removes those whose
    /// writer is gone, and no other file.
    @Test func aRefresh_removesTheTemporaryFilesOfKilledRefreshes_only() throws {
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let gone = finished.processIdentifier, alive = ProcessInfo.processInfo.processIdentifier
        let names = [
            ".countries.json.\(gone).7.tmp", ".countries.origin.json.\(gone).8.tmp",
            ".countries.json.\(alive).9.tmp", ".notes.\(gone).1.tmp", "keep.txt",
        ]
        for name in names {
            try Data("partial".utf8).write(to: cache.appendingPathComponent(name))
        }
        let server = try FakeServer.v5("--only", "FRA")
        #expect(try refresh(from: server).status == 0)
        #expect(try CountriesBinary.cacheEntries(cache) == [
            ".countries.json.\(alive).9.tmp", ".notes.\(gone).1.tmp", "countries.index", "countries.json", "countries.origin.json", "keep.txt",
        ])
    }

    /// Fuzzing found that when the origin file could not be replaced (a
    /// directory in its place), the refresh said the cache was unchanged but
    /// had already replaced the data: now the old data is put back.
    @Test func whenTheOriginCannotBeReplaced_theDataIsPutBack() throws {
        let before = try earlierCache()
        let originFile = cache.appendingPathComponent("countries.origin.json")
        try FileManager.default.removeItem(at: originFile)
        try FileManager.default.createDirectory(at: originFile.appendingPathComponent("in-the-way"), withIntermediateDirectories: true)
        let server = try FakeServer.v5()
        let output = try refresh(from: server)
        #expect(output.status == 74)
        #expect(output.stderr.hasPrefix("Error: cannot write the cache \(originFile.path): "), "\(output.stderr)")
        #expect(output.stderr.hasSuffix("; the cache is unchanged\n"))
        #expect(try Data(contentsOf: cacheFile) == before)
        #expect(try CountriesBinary.cacheEntries(cache) == ["countries.index", "countries.json", "countries.origin.json"])
    }

    /// A refresh killed between its two renames leaves new data beside the
    /// old origin (40 of 270 kills did, in a fuzzing run): --version must not
    /// credit the data to the old origin.
    @Test func dataThatIsNotTheOneItsOriginDescribes_isOfUnknownOrigin() throws {
        _ = try earlierCache()
        // As a refresh does: a new file made beside the old, renamed over it.
        let newer = cache.appendingPathComponent("newer")
        try Data(contentsOf: cacheFile).write(to: newer)
        #expect(rename(newer.path, cacheFile.path) == 0)
        let version = try offline("--version")
        #expect(version.lines.contains("data: \(cacheFile.path), 250 countries, of unknown origin"), "\(version.lines)")
    }

    /// Fuzzing found a refresh created ~/.cache/org.swift.foundation.URLCache
    /// and ~/.local/share/<name>: now HOME is left as it was, and the cache
    /// directory holds the cache alone.
    @Test func aRefresh_writesNothingOutsideTheCacheDirectory() throws {
        let server = try FakeServer.v5("--only", "FRA")
        #expect(try refresh(from: server).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: countries.home.path).isEmpty)
        #expect(try CountriesBinary.cacheEntries(cache) == ["countries.index", "countries.json", "countries.origin.json"])
    }

    /// Fuzzing found --timeout did not bound a request whose body trickled
    /// in (still running after 30 s with --timeout 2): the number means the
    /// whole request. Only the deadline says "within 2 s"; a body left to
    /// end (23 s) would be an answer with no pages, another error. No clock
    /// is read: a busy machine makes a run slow, not wrong.
    @Test func aBodyThatTrickles_isCutOffAtTheTimeout() throws {
        let server = try FakeServer.v5("--fail", "trickle")
        let output = try refresh(from: server, "--timeout", "2")
        #expect(output.status == 69)
        #expect(output.stderr.contains("within 2 s (--timeout)"), "\(output.stderr)")
    }

    /// Fuzzing found sub-second timeouts failed at once: --timeout 0.5
    /// against a server answering in 0.3 s failed in 0.04 s.
    @Test func aSubSecondTimeout_waitsThatLong() throws {
        let server = try FakeServer.v5("--only", "FRA", "--fail", "delay:0.3")
        let output = try refresh(from: server, "--timeout", "0.8")
        #expect(output.status == 0, "\(output.stderr)")
    }

    @Test func noKey_exits78_sayingWhatToSet_withoutAnyRequest() throws {
        // No server listens there: a request would fail with 69, not 78.
        let output = try countries.run(arguments: ["list", "--refresh", "--base-url", "http://127.0.0.1:9", "--cache-dir", cache.path], environment: [:])
        #expect(output.status == 78)
        #expect(output.stderr == "Error: the REST Countries v5 API needs a key: set COUNTRIES_API_KEY or REST_COUNTRIES_API_KEY (a free key comes with sign-up at https://restcountries.com), "
            + "or use --api v3.1 --base-url <your server> for a self-hosted v3.1 server\n")
        #expect(try CountriesBinary.cacheEntries(cache).isEmpty)
    }

    @Test func theOtherClientsVariable_worksToo() throws {
        let server = try FakeServer.v5("--only", "FRA,DEU")
        let output = try refresh(from: server, environment: ["REST_COUNTRIES_API_KEY": FakeServer.key])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.lines.count == 2)
    }

    @Test func theKey_isNotSentInClear_toAnotherMachine() throws {
        let output = try countries.run(arguments: ["list", "--refresh", "--base-url", "http://countries.invalid", "--cache-dir", cache.path], environment: Self.withKey)
        #expect(output.status == 78)
        #expect(output.stderr.hasPrefix("Error: not sending the API key in clear to countries.invalid"))
    }

    @Test func offlineCommands_needNoKey() throws {
        let output = try countries.run(arguments: ["show", "fr"], environment: [:])
        #expect(output.status == 0 && output.lines.first == "🇫🇷  France")
    }
}

/// The value at a dotted path (`name.common`) of a decoded JSON object.
private func value(_ path: String, in record: [String: Any]) -> Any? {
    path.split(separator: ".").reduce(record as Any?) { ($0 as? [String: Any])?[String($1)] }
}

/// Equal as JSON: numbers by value (46 and 46.0), dictionaries by keys, arrays in order.
private func same(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case let (a as NSNumber, b as NSNumber): a.doubleValue == b.doubleValue
    case let (a as [String: Any], b as [String: Any]): Set(a.keys) == Set(b.keys) && a.allSatisfy { same($0.value, b[$0.key]) }
    case let (a as [Any], b as [Any]): a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    case let (a as String, b as String): a == b
    case (is NSNull, is NSNull): true
    default: false
    }
}
