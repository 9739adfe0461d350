import Foundation
import Testing

/// Generated files for `resolve` (ResolveInputGenerator): a byte-order
/// mark, LF, CRLF and CR line ends, ragged rows, controls. Fuzzing from
/// outside found a CR-only CSV read as one header record (nothing printed,
/// exit 0), the mark kept in the first name, rows with extra fields
/// answered in the wrong column, and controls echoed raw in tsv and csv.
@Suite struct ResolveInputFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_0031

    @Test func fast() throws {
        try run(cases: 40, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(500), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        let environment = try FuzzEnvironment()
        var tally = FuzzTally("resolve input", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            let generated = ResolveInputGenerator.make(&random)
            let result = try environment.run(generated.arguments, stdin: generated.input)
            let reproducer = "case \(index): " + Shell.line(generated.arguments, stdin: String(decoding: generated.input, as: UTF8.self))
            // Exit 1 owes no error line, but one summary line.
            tally.check(result, reproducer, stderrOpen: result.status != 1, passedThrough: generated.csv)
            if result.status == 1, result.stderr.firstMatch(of: /^[0-9]+ of [0-9]+ names? fits? no single country: lines? [0-9, ]+( and [0-9]+ more)?\n$/) == nil {
                tally.wrong("exit 1 without its one summary line: \(result.stderr.prefix(120).debugDescription)", reproducer)
            }
            let out = result.stdoutText
            // Controls never raw: but the line ends (CRLF in CSV), tsv's tabs,
            // and a CSV passed through's tabs (issue 45: they are its data).
            let csvOut = generated.csv || generated.arguments.contains("csv")
            let allowed: Set<Unicode.Scalar> = generated.csv ? ["\n", "\r", "\t"] : csvOut ? ["\n", "\r"] : ["\n", "\t"]
            if out.unicodeScalars.contains(where: { Invariants.isControl($0) && !allowed.contains($0) }) {
                tally.wrong("a raw control on stdout", reproducer)
            }
            if let ragged = generated.raggedLine {
                if result.status != 65 || !result.stderr.hasPrefix("Error: the input is not CSV (RFC 4180): line \(ragged): the row has ") {
                    tally.wrong("a ragged row at line \(ragged) not refused: status \(result.status ?? -1), \(result.stderr.prefix(120).debugDescription)", reproducer)
                }
                continue
            }
            guard result.status == 0 || result.status == 1 else {
                tally.wrong("status \(result.status ?? -1) for text \(result.stderr.prefix(120).debugDescription)", reproducer)
                continue
            }
            if generated.csv {
                let records = ResolveInputGenerator.records(out)
                let asked = generated.arguments.contains("cca3,region") ? 2 : 1
                if records.count != generated.records + 1 {
                    tally.wrong("\(records.count) records out for a header and \(generated.records) rows", reproducer)
                } else if let wrong = records.dropFirst().first(where: { $0.count != 1 && $0.count != generated.headerFields + asked }) {
                    tally.wrong("a row with \(wrong.count) fields, not \(generated.headerFields) + \(asked)", reproducer)
                } else {
                    // Each row as it came: its name's controls escaped, a quoted line break raw (a CR or CRLF came out LF).
                    for (record, name) in zip(records.dropFirst(), generated.names) where record.count > generated.nameColumn {
                        if record[generated.nameColumn] != ResolveInputGenerator.echoed(name) {
                            tally.wrong("the name \(name.debugDescription) echoed as \(record[generated.nameColumn].debugDescription)", reproducer)
                            break
                        }
                    }
                }
                if out.unicodeScalars.first == "\u{FEFF}" ? !generated.byteOrderMark : generated.byteOrderMark {
                    tally.wrong("the byte-order mark \(generated.byteOrderMark ? "dropped" : "added")", reproducer)
                }
            } else {
                // CSV has a header line, even with no answer under it.
                let header = generated.arguments.contains("csv") ? 1 : 0
                let lines = result.stdout.count { $0 == 0x0A }
                if lines != generated.records + header {
                    tally.wrong("\(lines) answers for \(generated.records) lines", reproducer)
                }
                if out.unicodeScalars.contains("\u{FEFF}") {
                    tally.wrong("the byte-order mark in an answer", reproducer)
                }
            }
        }
        tally.finish()
    }
}
