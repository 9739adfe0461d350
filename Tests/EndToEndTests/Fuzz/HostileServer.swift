import Foundation

/// Tests/Server/hostile_server.py on 127.0.0.1, for the length of one test:
/// every case names its fault mode and seed in the base URL it gives the
/// client, so one server serves them all.
final class HostileServer {
    /// The modes of hostile_server.py's MODES, in its order.
    static let modes = [
        "good", "status", "truncated", "close-mid-body", "long-length", "short-length", "garbage", "nothing",
        "status-line-only", "headers-only", "trickle", "slow", "chunked-bad", "chunked-endless", "redirect",
        "gzip-lie", "huge-header", "continue-100", "names", "numbers", "meta", "shape", "deep", "echo-key", "huge",
    ]

    private let process = Process()
    let port: Int

    init(lifetime: Int) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", FakeServer.servers.appendingPathComponent("hostile_server.py").path,
                             "--data", FakeServer.snapshot.path, "--lifetime", "\(lifetime)"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // It prints `PORT <n>` and nothing after, so the pipe never fills.
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
            throw FakeServer.ServerError(message: "the hostile server did not start: \(text)")
        }
        self.port = port
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    func baseURL(mode: String, seed: Int) -> String {
        "http://127.0.0.1:\(port)/\(mode)/\(seed)"
    }
}
