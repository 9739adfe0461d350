import Foundation

/// A Python stand-in for a REST Countries server (Tests/Server), v3.1 or v5,
/// started on 127.0.0.1 by the test that needs it and stopped when the test
/// is done.
final class FakeServer {
    enum API: String, CaseIterable {
        case v31 = "fake_restcountries.py"
        case v5 = "fake_restcountries_v5.py"
        /// Not a server of countries: a proxy that logs what reaches it.
        case proxy = "recording_proxy.py"
    }

    /// The key the v5 stand-in accepts: made up, never a real one.
    static let key = "rc_test_endtoend0000000000"
    static let servers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Server")
    static let snapshot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CountriesSnapshot/countries-v3.1.json")

    private let process = Process()
    private let output = Pipe()
    private var buffer = Data()
    private(set) var port = 0

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// A v3.1 server; `arguments` as the script takes them: `--fail status:503`, `--rename FRA=X`, ...
    convenience init(_ arguments: String...) throws {
        try self.init(.v31, argumentList: arguments)
    }

    /// A v5 server that accepts `FakeServer.key`.
    static func v5(_ arguments: String...) throws -> FakeServer {
        try FakeServer(.v5, argumentList: arguments)
    }

    init(_ api: API = .v31, argumentList arguments: [String]) throws {
        let script = Self.servers.appendingPathComponent(api.rawValue)
        let key = api == .v5 ? ["--key", Self.key] : []
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--data", Self.snapshot.path, "--lifetime", "60"] + key + arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let first = readLine()
        guard let first, first.hasPrefix("PORT "), let port = Int(first.dropFirst(5)) else {
            throw ServerError(message: "the fake server did not start: \(first ?? "no output")")
        }
        self.port = port
    }

    deinit {
        stop()
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The next line the server prints (`REQUEST /v3.1/...`), waiting for it.
    func readLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }

    struct ServerError: Error {
        let message: String
    }
}
