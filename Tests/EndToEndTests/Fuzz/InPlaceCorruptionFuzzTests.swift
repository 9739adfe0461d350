import Foundation
import Testing

/// An indexed cache changed in place, size, inode and mtime kept: bytes
/// flipped in countries.index or countries.json, then read by a command that
/// shows the index, reads records' texts, or both. Fuzzing found `list`
/// printed garbage and `list --json` invalid JSON. Each case either exits 74
/// with the one line naming the damage and the remedy, having printed no
/// more than the intact cache would have up to then, or prints exactly what
/// the intact cache gives (the bytes changed are none it reads).
@Suite struct InPlaceCorruptionFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_0027
    static let commands: [(arguments: [String], stdin: String?)] = [
        (["list"], nil), (["show", "fr"], nil), (["list", "--json"], nil), (["show", "fr", "--json"], nil),
        (["list", "--format", "csv"], nil), (["list", "--fields", "cca3,capital"], nil), (["compare", "fr", "de"], nil),
        (["browse"], "fra\nneighbors\n2\nquit\n"), (["list", "--sort", "area", "--locale", "ja"], nil),
    ]

    @Test func fast() throws {
        try run(cases: 24, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(600), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        let environment = try FuzzEnvironment()
        let cache = try RefreshedCache.make(CountriesBinary())
        let files = ["countries.index", "countries.json"].map { cache.appendingPathComponent($0).path }
        let sizes = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)).count }
        let intact = try Self.commands.map { command in
            try environment.run(command.arguments + ["--cache-dir", cache.path], stdin: command.stdin.map { Data($0.utf8) })
        }
        try #require(intact.allSatisfy { $0.status == 0 }, "the intact cache reads")
        var tally = FuzzTally("in-place corruption", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            let which = random.below(2)
            // The header's u32 at 80 (the strings' offset) as fuzzing first set it, or flipped bytes anywhere.
            var changes: [(offset: Int, bytes: [UInt8])] = []
            if which == 0, random.chance(0.15) {
                changes.append((80, [0xFB, 0, 0, 0]))
            } else {
                for _ in 0..<random.int(1...4) {
                    changes.append((random.below(sizes[which]), [UInt8(truncatingIfNeeded: random.next() | 1)]))
                }
            }
            let original = try Data(contentsOf: URL(fileURLWithPath: files[which]))
            for change in changes {
                let bytes = change.bytes.count == 1 ? [original[change.offset] ^ change.bytes[0]] : change.bytes
                try InPlaceChange.write(bytes, at: change.offset, in: files[which])
            }
            // Issue 33: an mtime kept only to the microsecond (as many tools
            // keep it) passes the index over, and the JSON is read unsummed.
            let coarse = which == 1 && random.chance(0.3)
            var status = stat()
            _ = stat(files[1], &status)
            if coarse {
                var times = [status.st_atim, status.st_mtim]
                times[1].tv_nsec = times[1].tv_nsec / 1000 * 1000 + (times[1].tv_nsec % 1000 == 0 ? 1 : 0)
                _ = utimensat(AT_FDCWD, files[1], times, 0)
            }
            func restore() throws {
                for change in changes {
                    try InPlaceChange.write(Array(original[change.offset..<(change.offset + change.bytes.count)]), at: change.offset, in: files[which])
                }
                if coarse { _ = utimensat(AT_FDCWD, files[1], [status.st_atim, status.st_mtim], 0) }
            }
            defer { try? restore() }
            let pick = random.below(Self.commands.count)
            let command = Self.commands[pick]
            let arguments = command.arguments + ["--cache-dir", cache.path]
            let result = try environment.run(arguments, stdin: command.stdin.map { Data($0.utf8) })
            let damage = "\(["countries.index", "countries.json"][which]) changed in place at \(changes.map(\.offset)), mtime kept\(coarse ? " to the microsecond" : "")"
            let reproducer = "case \(index), \(damage): " + Shell.line(arguments, stdin: command.stdin)
            tally.check(result, reproducer)
            let said = result.stderr.hasPrefix("Error: the cache \(files[1]) is damaged (") && result.stderr.hasSuffix("; delete it to use the built-in data, or refresh it: countries list --refresh\n")
            // `show` and `compare` print the local time: the intact output is
            // taken again, the damage undone, when the minute may have turned
            // since the first (a case takes seconds, so one of the two is the
            // damaged run's minute).
            var intactOutputs = [intact[pick].stdout]
            func fits(_ output: Data, _ status: Int32) -> Bool {
                intactOutputs.contains { status == 0 ? output == $0 : $0.starts(with: output) }
            }
            if let code = result.status, code == 0 || code == 74, !fits(result.stdout, code) {
                try restore()
                intactOutputs.append(try environment.run(arguments, stdin: command.stdin.map { Data($0.utf8) }).stdout)
            }
            switch result.status {
            case 74 where said && fits(result.stdout, 74): break
            case 0 where fits(result.stdout, 0): break
            default:
                tally.wrong("status \(result.status ?? -1), \(result.stdout.count) bytes of output (intact: \(intact[pick].stdout.count)), stderr \(result.stderr.prefix(200).debugDescription)", reproducer)
            }
        }
        tally.finish()
    }
}
