import Foundation

/// What must hold for every case, whatever its input: CLI.md's promises.
enum Invariants {
    /// CLI.md's exit statuses; anything else (or a signal) is a crash.
    static let exitStatuses: Set<Int32> = [0, 1, 64, 65, 69, 74, 77, 78]
    /// What a runtime trap or the backtracer prints.
    static let crashText = ["Fatal error", "Backtracing", "*** Signal", "Stack dump", "Current stack trace", "Illegal instruction"]

    static func crashed(_ result: BoundedProcess.Result) -> Bool {
        guard !result.hung else { return false }
        guard let status = result.status, exitStatuses.contains(status) else { return true }
        return crashText.contains { result.stderr.contains($0) }
    }

    /// What is wrong with stderr: empty when it is as CLI.md says. Every line
    /// is one error (at most one, and one exactly on failure) or a warning,
    /// but for a usage error's usage lines; no control character but the
    /// newlines ending them.
    static func stderrProblems(_ result: BoundedProcess.Result) -> [String] {
        guard !result.hung, let status = result.status else { return [] }
        var problems: [String] = []
        let text = result.stderr
        if text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" }) {
            problems.append("a control character on stderr")
        }
        if !text.isEmpty && !text.hasSuffix("\n") {
            problems.append("stderr does not end its line")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // `resolve`'s and `at`'s exit 1 says how many names fit no single
        // country, or points have none, and where (or that the one point is
        // at sea), as CLI.md says: its one line, not an error's.
        let errors = lines.filter { $0.hasPrefix("Error: ") || (status == 1 && isSummary($0)) }
        if status == 0 ? !errors.isEmpty : errors.count != 1 {
            problems.append("\(errors.count) error lines with status \(status)")
        }
        var inUsage = false
        for line in lines where !line.hasPrefix("Error: ") && !line.hasPrefix("Warning: ") && !(status == 1 && isSummary(line)) {
            inUsage = inUsage || (status == 64 && line.hasPrefix("Usage: "))
            if !(inUsage && (line.hasPrefix("Usage: ") || line.hasPrefix(" "))) {
                problems.append("a stray stderr line: \(line.prefix(120).debugDescription)")
            }
        }
        if errors.contains(where: { $0.count <= "Error: ".count + 2 }) {
            problems.append("an error line that says nothing")
        }
        return problems
    }

    /// "2 of 5 names fit no single country: lines 4, 5" (one name: "fits"),
    /// "2 of 5 points have no country (at sea, or no point): lines 4, 5",
    /// "-35.57, 109.75 is at sea: no country's territory".
    private static func isSummary(_ line: Substring) -> Bool {
        let words = line.split(separator: " ")
        let counted = words.count > 7 && Int(words[0]) != nil && words[1] == "of" && Int(words[2]) != nil
        return (counted && (line.contains(" no single country: line") || line.contains(" no country (at sea, or no point): line")))
            || line.hasSuffix(" is at sea: no country's territory")
    }

    /// What is wrong with stdout from a pipe: JSON (or NDJSON, a value a
    /// line) must parse; tab-separated rows all have as many fields as the
    /// first (a newline or tab in the data would forge a row or a column,
    /// whatever `--fields` chose); nothing drives the terminal unless colour
    /// was asked for. `passedThrough`: a CSV passed through (`resolve
    /// --column`), whose fields keep their tabs and line breaks (CR too).
    static func stdoutProblems(_ result: BoundedProcess.Result, colourAsked: Bool, passedThrough: Bool = false) -> [String] {
        guard result.status == 0 else { return [] }
        let text = result.stdoutText
        var problems: [String] = []
        if let first = text.first, first == "[" || first == "{" {
            if !isJSON(result.stdout) && !text.split(separator: "\n").allSatisfy({ isJSON(Data($0.utf8)) }) {
                problems.append("JSON output that is neither JSON nor a JSON value a line")
            }
            return problems
        }
        // CSV's lines end in CRLF (RFC 4180), or as `resolve --column`'s
        // input did: one that ends in a CR alone is of lines a CR ends (an
        // old Mac's CSV). A CR is a control only elsewhere.
        let unixLines = text.hasSuffix("\r") ? text.replacing("\r", with: "\n") : text.replacing("\r\n", with: "\n")
        if !colourAsked && unixLines.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" && $0 != "\t" && !(passedThrough && $0 == "\r") }) {
            problems.append("a control character on stdout")
        }
        guard !passedThrough else { return problems }
        let rows = text.split(separator: "\n").filter { $0.contains("\t") }
        let columns = rows.first.map { $0.split(separator: "\t", omittingEmptySubsequences: false).count }
        if let forged = rows.first(where: { $0.split(separator: "\t", omittingEmptySubsequences: false).count != columns }) {
            problems.append("a row with other than \(columns ?? 0) fields: \(forged.prefix(120).debugDescription)")
        }
        return problems
    }

    private static func isJSON(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    }

    /// C0, DEL, C1, and (issue 33) the text that reorders or breaks a line:
    /// the bidirectional controls and the line and paragraph separators.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || reordersALine(scalar)
    }

    static func reordersALine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
