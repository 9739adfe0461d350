import Foundation
import Testing

/// One area's run: how many cases, and which broke which promise. Each
/// failure is recorded as a test issue with a line that replays it; with
/// `COUNTRIES_FUZZ_REPORT=<file>` the counts are appended there as a tab-
/// separated line (part, area, cases, crashes, hangs, bad error lines, wrong
/// output, damaged caches, known open skipped, seconds, cases past the
/// memory bound, the most memory a case held in MB), which is where
/// docs/RELIABILITY.md's table comes from.
struct FuzzTally {
    let area: String
    /// "fast" or "soak": which part ran it.
    let part: String
    private(set) var cases = 0
    private(set) var crashes = 0
    private(set) var hangs = 0
    private(set) var badErrorLines = 0
    private(set) var badOutput = 0
    private(set) var damagedCaches = 0
    /// Cases the generator made but that hit a fault still open (`KnownOpenFaults`).
    private(set) var skipped = 0
    /// Cases whose peak memory passed `memoryBoundKB`, and the most any held.
    private(set) var overMemory = 0
    private(set) var peakKB = 0
    /// The most memory a case may hold at once, in KB: memory is bounded
    /// whatever the input (issue 45). 512 MB: a refresh stays under it
    /// whatever a server sends; an area whose promise is tighter sets its own.
    var memoryBoundKB = 512 * 1024
    private(set) var failures: [String] = []
    private let started = Date()

    /// `COUNTRIES_FUZZ_VERBOSE=1`: a line a case, with its time.
    static let verbose = ProcessInfo.processInfo.environment["COUNTRIES_FUZZ_VERBOSE"] == "1"

    init(_ area: String, soak: Bool) {
        self.area = area
        part = soak ? "soak" : "fast"
    }

    /// Counts one run of the binary against the promises every case shares;
    /// a follow-up run (reading what the case left) is checked but not counted.
    /// `stderrOpen` false: it started with stderr closed, so no error line is owed.
    /// `passedThrough`: stdout is a CSV passed through (`resolve --column`),
    /// whose fields keep their tabs and line breaks.
    mutating func check(
        _ result: BoundedProcess.Result, _ reproducer: String, colourAsked: Bool = false, followUp: Bool = false, stderrOpen: Bool = true,
        passedThrough: Bool = false
    ) {
        if !followUp { cases += 1 }
        if Self.verbose {
            print("\(area)\t\(String(format: "%.2f", result.seconds)) s\t\(result.peakKB / 1024) MB\tstatus \(result.status.map(String.init) ?? "-")\t\(reproducer.prefix(160))")
        }
        if result.hung {
            hangs += 1
            failures.append("hang after \(Int(result.seconds)) s: \(reproducer)")
        } else if Invariants.crashed(result) {
            crashes += 1
            let how = result.signal.map { "signal \($0)" } ?? "status \(result.status ?? -1)"
            failures.append("crash (\(how)) \(result.stderr.prefix(300).debugDescription): \(reproducer)")
        }
        peakKB = max(peakKB, result.peakKB)
        if result.peakKB > memoryBoundKB {
            overMemory += 1
            failures.append("\(result.peakKB / 1024) MB at its peak, past the bound of \(memoryBoundKB / 1024) MB: \(reproducer)")
        }
        let errors = stderrOpen ? Invariants.stderrProblems(result) : []
        if !errors.isEmpty {
            badErrorLines += 1
            failures.append("\(errors.joined(separator: "; ")) \(result.stderr.prefix(300).debugDescription): \(reproducer)")
        }
        let output = Invariants.stdoutProblems(result, colourAsked: colourAsked, passedThrough: passedThrough)
        if !output.isEmpty {
            badOutput += 1
            failures.append("\(output.joined(separator: "; ")): \(reproducer)")
        }
    }

    /// A further case that ran no binary of its own but must still count (a kill).
    mutating func countCase() {
        cases += 1
    }

    /// Output or a status that breaks an area's own promise.
    mutating func wrong(_ what: String, _ reproducer: String) {
        badOutput += 1
        failures.append("\(what): \(reproducer)")
    }

    mutating func damaged(_ why: String, _ reproducer: String) {
        damagedCaches += 1
        failures.append("damaged cache: \(why): \(reproducer)")
    }

    mutating func skip() {
        skipped += 1
    }

    /// Records every failure (the first 25 in full) and writes the counts.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        for failure in failures.prefix(25) {
            Issue.record("\(area): \(failure)", sourceLocation: sourceLocation)
        }
        if failures.count > 25 {
            Issue.record("\(area): \(failures.count - 25) more failures", sourceLocation: sourceLocation)
        }
        guard let path = ProcessInfo.processInfo.environment["COUNTRIES_FUZZ_REPORT"], !path.isEmpty else { return }
        let seconds = Int(Date().timeIntervalSince(started).rounded())
        let line = [part, area, "\(cases)", "\(crashes)", "\(hangs)", "\(badErrorLines)", "\(badOutput)", "\(damagedCaches)", "\(skipped)", "\(seconds)", "\(overMemory)", "\(peakKB / 1024)"]
            .joined(separator: "\t") + "\n"
        // O_APPEND: suites run in parallel, and one short write each cannot interleave.
        let file = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard file >= 0 else {
            Issue.record("cannot write \(path)", sourceLocation: sourceLocation)
            return
        }
        _ = line.withCString { write(file, $0, strlen($0)) }
        close(file)
    }
}

/// The soak: the same generators with many more cases, on when
/// `COUNTRIES_SOAK` is a number of at least 1 (it multiplies the counts).
enum Soak {
    static let scale = Int(ProcessInfo.processInfo.environment["COUNTRIES_SOAK"] ?? "") ?? 0
    static let isOn = scale >= 1

    static func cases(_ perScale: Int) -> Int {
        perScale * max(scale, 1)
    }
}

/// A case as a line to paste into a shell (bash: `$'...'` for control characters).
enum Shell {
    static func quote(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { !Invariants.isControl($0) }
        if plain {
            if !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || "-_./:=,@%+".contains($0) }) && text.allSatisfy(\.isASCII) {
                return text
            }
            return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        var quoted = "$'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "'": quoted += "\\'"
            case _ where Invariants.isControl(scalar): quoted += String(format: "\\u%04x", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "'"
    }

    /// `VAR=value countries arg...`, long values cut (with a note of their length).
    static func line(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) -> String {
        func shown(_ text: String) -> String {
            text.count > 200 ? quote(String(text.prefix(40))) + "…(\(text.count) characters)" : quote(text)
        }
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(shown($0.value))" }
        let input = stdin.map { "printf %s \(shown($0)) | " } ?? ""
        return input + (variables + ["countries"] + arguments.map(shown)).joined(separator: " ")
    }
}
