import Foundation
import Testing

/// Offline runs read the cache where one exists, and say so plainly when it is broken.
@Suite struct CacheReadingTests {
    let countries: CountriesBinary
    let cacheDirectory: URL

    init() throws {
        countries = try CountriesBinary()
        cacheDirectory = try CountriesBinary.temporaryDirectory()
    }

    /// Two records of the snapshot's own shape, as a refresh would write them.
    private func writeTwoCountryCache(to directory: URL) throws {
        let all = try countries.run("list", "--json", "--search", "fra").stdout
        let records = try #require(try JSONSerialization.jsonObject(with: Data(all.utf8)) as? [[String: Any]])
        let two = records.filter { ["FRA", "PYF"].contains($0["cca3"] as? String) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: two).write(to: directory.appendingPathComponent("countries.json"))
    }

    @Test func cacheDirOption_isRead_insteadOfTheSnapshot() throws {
        try writeTwoCountryCache(to: cacheDirectory)
        let output = try countries.run("list", "--cache-dir", cacheDirectory.path)
        #expect(output.status == 0)
        #expect(output.lines.map { $0.split(separator: "\t").dropFirst(2).first } == ["FRA", "PYF"])
    }

    @Test(arguments: [("COUNTRIES_CACHE_DIR", ""), ("XDG_CACHE_HOME", "countries")])
    func environment_pointsAtTheCache(_ variable: String, _ subdirectory: String) throws {
        try writeTwoCountryCache(to: cacheDirectory.appendingPathComponent(subdirectory))
        #expect(try countries.run("list", environment: [variable: cacheDirectory.path]).lines.count == 2)
    }

    /// A cache holding `[]` made `show fr` say no country has 'fr'.
    @Test func aLookupInAShrunkenCache_namesTheCache_andTheRemedy() throws {
        try Data("[]".utf8).write(to: cacheDirectory.appendingPathComponent("countries.json"))
        let empty = try countries.run("show", "fr", "--cache-dir", cacheDirectory.path)
        #expect(empty.status == 1)
        #expect(empty.stderr == "Error: no country has the code or name 'fr' in the cache \(cacheDirectory.path)/countries.json, which holds only 0 countries (whole data has about 250): delete it to use the built-in data, or run countries --refresh\n")
        try writeTwoCountryCache(to: cacheDirectory)
        let two = try countries.run("show", "de", "--cache-dir", cacheDirectory.path)
        #expect(two.status == 1 && two.stderr.contains("which holds only 2 countries"))
        #expect(try countries.run("show", "wakanda").stderr == "Error: no country has the code or name 'wakanda'\n", "the built-in data is whole")
    }

    /// Fuzzing found a cache nested 200,000 deep crashed every offline command.
    @Test(arguments: [100_000, 200_000])
    func aCacheNestedDeep_isReportedDamaged_notACrash(_ levels: Int) throws {
        // Inside a record, in a field the reader skips.
        let nested = #"[{"cca3": "FRA", "x": "# + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}]"
        try Data(nested.utf8).write(to: cacheDirectory.appendingPathComponent("countries.json"))
        let output = try countries.run("show", "fr", "--cache-dir", cacheDirectory.path)
        #expect(output.status == 74)
        #expect(output.stderr.contains("is damaged (expected at most 256 levels of nesting"), "\(output.stderr)")
    }

    /// Fuzzing found an unreadable cache directory silently fell back to the
    /// snapshot. Tests run as root, whom permissions do not stop, so a file
    /// in the way of the directory stands in for one without permission.
    @Test func aCacheThatCannotBeLookedAt_isSaid_notPassedOver() throws {
        let file = cacheDirectory.appendingPathComponent("a-file")
        try Data("not a directory".utf8).write(to: file)
        let output = try countries.run("show", "fr", "--cache-dir", file.path)
        #expect(output.status == 74)
        // A refresh cannot write past it (issue 45): the remedy is to delete it, and names it.
        #expect(output.stderr == "Error: cannot read the cache: \(file.path) is not a directory; delete it to use the built-in data (a refresh can then write the cache)\n")
    }

    @Test func homeCache_isTheDefault() throws {
        try writeTwoCountryCache(to: countries.home.appendingPathComponent(".cache/countries"))
        #expect(try countries.run("list").lines.count == 2)
    }

    @Test func corruptCache_exits74_namingThePathAndTheRemedy_andIsLeftAlone() throws {
        let file = cacheDirectory.appendingPathComponent("countries.json")
        try Data("[{\"cca3\": ".utf8).write(to: file)
        let output = try countries.run("show", "fr", "--cache-dir", cacheDirectory.path)
        #expect(output.status == 74)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("Error: the cache \(file.path) is damaged"))
        #expect(output.stderr.contains("delete it"))
        #expect(try Data(contentsOf: file) == Data("[{\"cca3\": ".utf8))
    }

    @Test func unreadableCache_exits74_namingThePath() throws {
        // A directory where the file should be: unreadable even for root.
        let file = cacheDirectory.appendingPathComponent("countries.json")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let output = try countries.run("list", "--cache-dir", cacheDirectory.path)
        #expect(output.status == 74)
        #expect(output.stderr.hasPrefix("Error: cannot read the cache: \(file.path) is a directory"))
    }

    /// Fuzzing from outside (issue 33): a cache that cannot be read said
    /// only "not a regular file" or why, where README promises the remedy.
    /// Each kind, a FIFO too (which must not hang the program): exit 74, one
    /// line naming the path, why, and the remedy.
    @Test(arguments: ["directory", "dev-zero", "fifo", "fifo-link", "loop"])
    func aCacheThatCannotBeRead_namesThePath_andTheRemedy(_ kind: String) throws {
        let file = cacheDirectory.appendingPathComponent("countries.json")
        switch kind {
        case "directory": try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        case "dev-zero": try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
        case "fifo": #expect(mkfifo(file.path, 0o644) == 0)
        case "fifo-link":
            let fifo = cacheDirectory.appendingPathComponent("elsewhere").path
            #expect(mkfifo(fifo, 0o644) == 0)
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: fifo)
        default:
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "loop")
            try FileManager.default.createSymbolicLink(atPath: cacheDirectory.appendingPathComponent("loop").path, withDestinationPath: "countries.json")
        }
        for arguments in [["show", "fr"], ["list", "--json"]] {
            let output = try countries.run(arguments: arguments + ["--cache-dir", cacheDirectory.path], environment: [:], stdin: nil)
            #expect(output.status == 74, "\(kind): \(output.stderr)")
            #expect(output.stdout.isEmpty)
            if kind == "directory" {
                // A refresh cannot write past a directory: only deleting it mends.
                #expect(output.stderr == "Error: cannot read the cache: \(file.path) is a directory; delete it to use the built-in data (a refresh can then write the cache)\n")
                continue
            }
            #expect(output.stderr.hasPrefix("Error: cannot read the cache \(file.path): "), "\(kind)")
            #expect(output.stderr.hasSuffix("; delete it to use the built-in data, or refresh it: countries list --refresh\n"), "\(kind): \(output.stderr)")
            #expect(output.stderr.split(separator: "\n").count == 1)
        }
    }

    /// Fuzzing from outside (issue 45): `show fr --refresh` on a damaged
    /// cache exited 74 naming "--refresh" as the remedy, which was what had
    /// just been run (a refresh of one country had no data to go into),
    /// and resolve, time and map take no `--refresh` at all. The remedy
    /// names what works whatever the command, and does: `show --refresh`
    /// then fetches every country and writes the cache whole again.
    @Test func aDamagedCache_namesARemedyThatWorks_andShowRefresh_mendsIt() throws {
        let file = cacheDirectory.appendingPathComponent("countries.json")
        let server = try FakeServer()
        defer { server.stop() }
        let online = ["--api", "v3.1", "--base-url", server.baseURL, "--cache-dir", cacheDirectory.path]
        for mend in [["show", "fr", "--refresh"], ["list", "--refresh"]] {
            try Data("garbage".utf8).write(to: file)
            for command in [["resolve", "France"], ["time", "fr"], ["show", "fr"]] {
                let broken = try countries.run(arguments: command + ["--cache-dir", cacheDirectory.path], environment: [:])
                #expect(broken.status == 74, "\(command)")
                #expect(broken.stderr.hasSuffix("is damaged (expected '[' at byte 0); delete it to use the built-in data, or refresh it: countries list --refresh\n"), "\(broken.stderr)")
            }
            let mended = try countries.run(arguments: mend + online, environment: [:])
            #expect(mended.status == 0, "\(mend): \(mended.stderr)")
            #expect(try countries.run(arguments: ["resolve", "France", "--cache-dir", cacheDirectory.path], environment: [:]).lines == ["France\tFRA"])
        }
    }

    /// Fuzzing from outside (issue 45): browse with a cache it cannot read
    /// printed the error on stdout at each render and ended 0. It ends as
    /// every command does: one line on stderr, 74, nothing on stdout.
    @Test(arguments: ["garbage", "directory"])
    func browse_withACacheItCannotRead_exits74_inOneLineOnStderr(_ kind: String) throws {
        let file = cacheDirectory.appendingPathComponent("countries.json")
        if kind == "directory" {
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        } else {
            try Data("garbage".utf8).write(to: file)
        }
        let output = try countries.run(arguments: ["browse", "--cache-dir", cacheDirectory.path], environment: [:], stdin: "fr\nquit\n")
        #expect(output.status == 74)
        #expect(output.stdout.isEmpty, "\(output.stdout.prefix(300))")
        #expect(output.stderr.hasPrefix("Error: cannot read the cache") || output.stderr.hasPrefix("Error: the cache \(file.path) is damaged"), "\(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1)
    }
}
