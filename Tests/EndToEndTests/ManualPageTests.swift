import Foundation
import Testing

/// `countries help --man` as `man` reads it: rendered without one warning.
@Suite(.enabled(if: InstalledTool.groff, "groff is not installed (.ci/run installs it)"))
struct ManualPageRenderingTests {
    @Test func rendersWithManAndGroff_withoutWarnings() throws {
        let countries = try CountriesBinary()
        let page = try countries.run("help", "--man")
        #expect(page.status == 0 && page.stderr.isEmpty)
        let file = countries.home.appendingPathComponent("countries.1")
        try page.stdout.write(to: file, atomically: true, encoding: .utf8)
        let groff = try Self.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", file.path])
        #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/man") {
            let man = try Self.run("/usr/bin/man", ["--warnings", "-l", file.path])
            #expect(man.status == 0 && man.stderr.isEmpty, "\(man.stderr)")
            #expect(man.stdout.contains("EXIT STATUS") && man.stdout.contains("compare"))
        }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MANPAGER": "cat", "MANWIDTH": "80"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both read at once: a full pipe would stall the other.
        nonisolated(unsafe) var stderr = Data()
        let reader = Thread { stderr = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
