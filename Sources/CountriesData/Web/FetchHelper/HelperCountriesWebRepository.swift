import CountriesJSON
import CountriesModel
import CountriesSystem

/// The `CountriesWebRepository` of this program: it runs `countries-fetch`,
/// which holds the real ones (`V5CountriesWebRepository`,
/// `V31CountriesWebRepository`) and URLSession, and relays what it says.
///
/// So the program never loads FoundationNetworking, libcurl and TLS unless a
/// refresh needs them (a third of its start-up, offline), and a server's
/// answer that crashes the network client (FoundationNetworking stops the
/// process on some) ends a refresh with an error, not the program.
package struct HelperCountriesWebRepository: CountriesWebRepository {
    package let baseURL: WebAddress
    package let api: APIVersion
    private let timeout: Double
    private let key: APIKey?
    private let location: FetchHelperLocation
    /// How long the helper may say nothing before it is taken for hung: each
    /// of its requests has a deadline of `timeout`, and it reports each
    /// answer, so only a client stuck past its own deadlines is this quiet.
    private let quietLimit: Double

    package init(baseURL: WebAddress, api: APIVersion, timeout: Double, key: APIKey?, location: FetchHelperLocation, quietLimit: Double? = nil) {
        self.baseURL = baseURL
        self.api = api
        self.timeout = timeout
        self.key = key
        self.location = location
        self.quietLimit = quietLimit ?? timeout + 10
    }

    package func loadAllCountries(progress: @escaping @MainActor @Sendable (Int, Int) -> Void) async throws -> [CountryRecord] {
        try await fetch(.allCountries, progress: progress)
    }

    package func loadCountry(cca3: String) async throws -> CountryRecord {
        let countries = try await fetch(.country(cca3: cca3)) { _, _ in }
        guard countries.count == 1 else {
            throw APIError.helperFailed(server: server, reason: "sent \(countries.count) countries for one")
        }
        return countries[0]
    }

    package var server: String { baseURL.withoutCredentials }

    private func fetch(_ subject: FetchRequest.Subject, progress: @escaping @MainActor @Sendable (Int, Int) -> Void) async throws -> [CountryRecord] {
        // A setting missing here is the user's to fix first (78), whether or not the client is installed (69).
        if api == .v5, let refusal = KeyRequirement.refusal(key: key, scheme: baseURL.scheme, host: baseURL.host) { throw refusal }
        guard let path = location.find() else {
            throw APIError.helperMissing(name: FetchHelperLocation.name, directory: location.directory)
        }
        let helper: ChildProcess
        do {
            helper = try ChildProcess.launch(path)
        } catch {
            throw APIError.helperFailed(server: server, reason: "cannot be started (\(path): \(error.description))")
        }
        defer { helper.closePipes() }
        let request = FetchRequest(subject: subject, api: api, baseURL: baseURL, timeout: timeout, key: key)
        // A helper that died before reading says why through its exit, below.
        _ = request.encoded().withUnsafeBufferPointer { FileDescriptor.writeAll($0, to: helper.input) }

        async let errors = helper.errorOutput()
        var reader = FetchMessage.Reader()
        var outcome: Result<FetchMessage?, FetchMessageError> = .success(nil)
        var quiet = false
        await withTaskCancellationHandler {
            for await chunk in helper.outputChunks(idle: quietLimit) {
                guard case let .bytes(bytes) = chunk else {
                    quiet = true
                    continue
                }
                do throws(FetchMessageError) {
                    for message in try reader.read(bytes) {
                        if case let .progress(answered, requests) = message {
                            await progress(answered, requests)
                        } else {
                            outcome = .success(message)
                        }
                    }
                } catch {
                    outcome = .failure(error)
                    helper.kill()
                }
            }
        } onCancel: {
            helper.kill()
        }
        let termination = await helper.wait()
        let said = await errors

        if case let .success(.failed(error)) = outcome { throw error }
        if case let .failure(error) = outcome {
            throw APIError.helperFailed(server: server, reason: error.description)
        }
        guard !quiet else {
            throw APIError.helperFailed(server: server, reason: "said nothing for \(JSONValue.numberText(quietLimit)) s, and was stopped")
        }
        guard termination == .exited(0), case let .countries(records)? = try? reader.finish() else {
            throw APIError.helperFailed(server: server, reason: reason(termination, said: said))
        }
        do {
            let decoded = try records.withUnsafeBufferPointer { try CountryRecordsDecoder.decode($0) }
            try CountryCodeCheck.check(decoded)
            return decoded
        } catch {
            throw APIError.unexpectedBody(url: server, reason: String(describing: error))
        }
    }

    /// Why it stopped, in one line: a crash's own words when it left some
    /// (`Fatal error: …`), never the key or a password in the server's URL.
    private func reason(_ termination: ChildProcess.Termination, said: [UInt8]) -> String {
        let text = String(decoding: said, as: UTF8.self)
        let fatal = text.firstRange(of: "Fatal error: ").map { String(text[$0.upperBound...].prefix { $0 != "\n" }) }
        var words = fatal ?? String(text.prefix { $0 != "\n" })
        if let key { words = words.replacing(key.value, with: key.masked) }
        if let password = baseURL.password, !password.isEmpty { words = words.replacing(password, with: "…") }
        let line = PlainText.line(words)
        let how = switch termination {
        case let .signalled(signal): "crashed (signal \(signal))"
        case let .exited(status) where status != 0: "exited with status \(status)"
        case .exited: "ended without an answer"
        }
        return line.isEmpty ? how : "\(how): \(line)"
    }
}
