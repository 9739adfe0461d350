import Foundation

/// The Python stand-in for the REST Countries API (Tests/Server), started on
/// 127.0.0.1 by the test that needs it and stopped when the test is done.
final class FakeServer {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Server/fake_restcountries.py")
    static let snapshot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CountriesSnapshot/countries-v3.1.json")

    private let process = Process()
    private let output = Pipe()
    private var buffer = Data()
    private(set) var port = 0

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// `arguments` as the script takes them: `--fail status:503`, `--rename FRA=X`, ...
    convenience init(_ arguments: String...) throws {
        try self.init(argumentList: arguments)
    }

    init(argumentList arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--data", Self.snapshot.path, "--lifetime", "60"] + arguments
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
