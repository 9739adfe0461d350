import CountriesApp
import CountriesData
import CountriesModel
import Foundation
import Testing

/// The program's side of `countries-fetch`, against stand-in helpers: shell
/// scripts that answer as the real one does, or crash, hang and babble as
/// it must never take the program down with it. Not on the main actor:
/// other suites block it while their processes run, and the time limits
/// here are about the helper, not about them.
@Suite struct HelperCountriesWebRepositoryTests {
    private let directory: URL
    private let key = APIKey(value: "rc_test_helperside00000000", variable: "COUNTRIES_API_KEY")

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("countries-helper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// A helper that runs `script` after reading the request line.
    private func repository(_ script: String, quietLimit: Double? = nil) throws -> HelperCountriesWebRepository {
        let draft = directory.appendingPathComponent("draft-\(UUID().uuidString)").path
        try ("#!/bin/sh\nread -r request\n" + script + "\n").write(toFile: draft, atomically: false, encoding: .utf8)
        // Copied by another process: a file this one had open for writing
        // may be inherited by a process another test starts meanwhile, and
        // cannot be run while that one holds it (ETXTBSY).
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/cp")
        copy.arguments = [draft, directory.appendingPathComponent(FetchHelperLocation.name).path]
        try copy.run()
        copy.waitUntilExit()
        chmod(directory.appendingPathComponent(FetchHelperLocation.name).path, 0o755)
        return HelperCountriesWebRepository(
            baseURL: WebAddress("https://user:secret@countries.test")!, api: .v5, timeout: 5, key: key,
            location: FetchHelperLocation(directory: directory.path, searchPath: ""), quietLimit: quietLimit
        )
    }

    private static let france = #"[{"name":{"common":"France","official":"French Republic"},"cca2":"FR","cca3":"FRA"}]"#

    private func failure(of repository: HelperCountriesWebRepository) async -> APIError? {
        do {
            _ = try await repository.loadAllCountries { _, _ in }
            return nil
        } catch {
            return error as? APIError
        }
    }

    @Test func progressIsRelayedInOrder_thenTheCountriesAreDecoded() async throws {
        let web = try repository("""
            echo 'progress 0 2'; echo 'progress 1 2'; echo 'progress 2 2'
            echo countries; echo '\(Self.france)'
            """)
        let heard = Heard()
        let countries = try await web.loadAllCountries { heard.progress.append([$0, $1]) }
        #expect(await heard.progress == [[0, 2], [1, 2], [2, 2]])
        #expect(countries.map(\.country.cca3) == ["FRA"])
        #expect(countries.first?.country.name.common == "France")
    }

    @Test func theRequest_arrivesOnStandardInput_keyIncluded_neverInTheArguments() async throws {
        let web = try repository(#"printf '%s\n%s' "$request" "$*" > "$(dirname "$0")/seen"; echo countries; echo '[]'"#)
        _ = try await web.loadAllCountries { _, _ in }
        let seen = try String(contentsOf: directory.appendingPathComponent("seen"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let request = try FetchRequest.decoded(Array(seen[0].utf8))
        #expect(request == FetchRequest(subject: .allCountries, api: .v5, baseURL: WebAddress("https://user:secret@countries.test")!, timeout: 5, key: key))
        #expect(seen[1].isEmpty)
    }

    @Test func theHelpersFailure_isTheRefreshsFailure() async throws {
        let error = APIError.rateLimited(url: "https://countries.test/countries/v5", retryAfter: "30")
        let web = try repository("echo 'progress 0 1'; echo '\(String(decoding: FetchMessage.failed(error).encoded().dropLast(), as: UTF8.self).dropFirst("failed ".count))'| sed 's/^/failed /'")
        #expect(await failure(of: web) == error)
    }

    @Test func aCrash_isOneLine_withItsOwnWords_andNeverTheKey() async throws {
        // As FoundationNetworking stops on a server that sends a status line only.
        let web = try repository(#"echo "Fatal error: Transfer completed for $request" >&2; echo 'Current stack trace:' >&2; kill -ILL $$"#)
        let error = try #require(await failure(of: web))
        guard case let .helperFailed(server, reason) = error else { Issue.record("\(error)"); return }
        #expect(server == "https://countries.test")
        #expect(reason.hasPrefix("crashed (signal 4): Transfer completed for {"))
        #expect(!reason.contains(key.value))
        #expect(reason.contains(key.masked))
        #expect(!reason.contains("secret"))
        #expect(!error.description.contains("\n"))
        #expect(!error.description.contains("stack trace"))
    }

    @Test(arguments: [
        ("exit 3", "exited with status 3"),
        ("echo 'progress 1 2'", "ended without an answer"),
        ("echo 'progress 1 2'; printf 'countr'", "ended without an answer"),
        ("echo countries; echo '[]'; exit 1", "exited with status 1"),
    ])
    func anEndWithoutCountries_isAFailure_sayingHow(_ script: String, _ reason: String) async throws {
        #expect(await failure(of: try repository(script)) == .helperFailed(server: "https://countries.test", reason: reason))
    }

    // The helpers below would sleep for ten minutes if not stopped: the
    // time limit turns a stop that does not happen into a failure.
    @Test(.timeLimit(.minutes(2)))
    func aLineItShouldNotWrite_stopsIt_andSaysSoPlainly() async throws {
        let web = try repository("printf 'hello \\033]0;title\\007\\n'; exec sleep 600")
        let error = try #require(await failure(of: web))
        guard case let .helperFailed(_, reason) = error else { Issue.record("\(error)"); return }
        #expect(reason.hasPrefix("wrote what this version of countries does not read (hello"))
        #expect(!reason.contains("\u{1B}"))
    }

    @Test(.timeLimit(.minutes(2)))
    func aHelperThatSaysNothing_isStopped_afterTheQuietLimit() async throws {
        let web = try repository("exec sleep 600", quietLimit: 0.3)
        #expect(await failure(of: web) == .helperFailed(server: "https://countries.test", reason: "said nothing for 0.3 s, and was stopped"))
    }

    @Test func recordsThatDoNotDecode_areADataError() async throws {
        let web = try repository("echo countries; echo '[{\"cca3\": 5}]'")
        guard case .unexpectedBody? = await failure(of: web) else { Issue.record("not a data error"); return }
    }

    /// A code is what titles, links and file names are made of: one that
    /// holds an escape, a slash or a letter too many is refused whole.
    @Test(arguments: [
        (#""cca2":"FR","cca3":"F\u001b]0;x""#, "cca3"), (#""cca2":"FRA","cca3":"FRA""#, "cca2"),
        (#""cca2":"FR","cca3":"FRA","ccn3":"25a""#, "ccn3"), (#""cca2":"FR","cca3":"../""#, "cca3"),
        (#""cca2":"FR","cca3":"FRA","cioc":"F\u009bA""#, "cioc"),
    ])
    func aRecordWhoseCodeIsNoCode_isRefused(_ codes: String, _ field: String) async throws {
        let record = #"[{"name":{"common":"France","official":"French Republic"},"# + codes + "}]"
        let web = try repository("echo countries; echo '\(record)'")
        let error = try #require(await failure(of: web))
        guard case let .unexpectedBody(_, reason) = error else { Issue.record("\(error)"); return }
        #expect(reason.hasPrefix("a record's \(field) is not one"))
        #expect(!reason.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func oneCountry_isExactlyOne() async throws {
        let web = try repository("echo countries; echo '\(Self.france)'")
        #expect(try await web.loadCountry(cca3: "FRA").country.cca3 == "FRA")
        let two = try repository("echo countries; echo '[\(Self.france.dropFirst().dropLast()),\(Self.france.dropFirst().dropLast())]'")
        await #expect(throws: APIError.helperFailed(server: "https://countries.test", reason: "sent 2 countries for one")) {
            try await two.loadCountry(cca3: "FRA")
        }
    }

    @Test func noHelper_isSaidInOneLine_beforeAnythingStarts() async throws {
        let web = HelperCountriesWebRepository(
            baseURL: WebAddress("https://countries.test")!, api: .v5, timeout: 5, key: key,
            location: FetchHelperLocation(directory: directory.path, searchPath: "/nonexistent")
        )
        let error = await failure(of: web)
        #expect(error == .helperMissing(name: "countries-fetch", directory: directory.path))
        #expect(ErrorReport(try #require(error)).exitCode == .unavailable)
    }

    /// From the binary alone, `list --refresh` with no key said the client
    /// was missing (69), not the key (78); with a key and a plain-http
    /// server, the same. The settings are known here: they come first, as
    /// CLI.md's 78 is the user's to fix whatever is installed. v3.1 needs no key.
    @Test(arguments: [
        (nil, "https://countries.test", APIError.missingKey),
        ("x", "http://example.com", .keyOverPlainHTTP(host: "example.com")),
        ("a b", "https://countries.test", .unusableKey(variable: "COUNTRIES_API_KEY")),
    ] as [(String?, String, APIError)])
    func aKeySettingThatCannotServe_isSaidBeforeTheMissingHelper(_ value: String?, _ server: String, _ expected: APIError) async throws {
        let web = HelperCountriesWebRepository(
            baseURL: WebAddress(server)!, api: .v5, timeout: 5, key: value.map { APIKey(value: $0, variable: "COUNTRIES_API_KEY") },
            location: FetchHelperLocation(directory: directory.path, searchPath: "/nonexistent")
        )
        let error = await failure(of: web)
        #expect(error == expected)
        #expect(ErrorReport(try #require(error)).exitCode == .configuration)
        let v31 = HelperCountriesWebRepository(
            baseURL: WebAddress(server)!, api: .v31, timeout: 5, key: nil,
            location: FetchHelperLocation(directory: directory.path, searchPath: "/nonexistent")
        )
        #expect(await failure(of: v31) == .helperMissing(name: "countries-fetch", directory: directory.path))
    }
}

@MainActor
private final class Heard {
    var progress: [[Int]] = []
}
