import Foundation

/// A script of Tests/Tools run to its end: what it printed, and how it ended.
enum PythonTool {
    static func run(_ name: String, _ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        let script = FakeServer.servers.deletingLastPathComponent().appendingPathComponent("Tools/" + name)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
