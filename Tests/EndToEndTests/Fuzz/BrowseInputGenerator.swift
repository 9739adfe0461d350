import Foundation

/// What a pipe feeds `browse`: session commands, row numbers, codes, names,
/// routes, text with escapes, long lines, invalid UTF-8 and NUL bytes, lines
/// ended by CR or by nothing.
enum BrowseInputGenerator {
    static let commands = ["quit", "q", "exit", "back", "b", "neighbors", "neighbours", "n", "next", "more", "prev", "previous",
                           "refresh", "help", "?", "locale de", "locale jpn", "locale xx", "locale", "locale \u{1B}[2J", "QUIT", "back back"]

    static func line(_ random: inout SplitMix64, longest: Int) -> Data {
        switch random.below(12) {
        case 0, 1, 2: return Data(random.pick(commands).utf8)
        case 3: return Data(random.pick(["1", "2", "250", "251", "0", "-1", "99999999999999999999", "1.5", "١", " 3 "]).utf8)
        case 4: return Data(RouteGenerator.make(&random).utf8)
        case 5: return Data(String(repeating: random.pick(["a", "é", "🇫🇷", "\u{1B}[2J", "fr "]), count: random.int(1_000...longest)).utf8)
        case 6: return Data((0..<random.int(1...64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }.filter { $0 != 0x0A })
        case 7: return Data([0x66, 0x72, 0x00, 0x61]) + Data([0xFF, 0xFE, 0xC3])
        default: return Data(FuzzValues.text(&random).prefix(2_000).utf8)
        }
    }

    /// A session: some lines, each ended by LF (or CRLF, or CR), the last maybe by nothing.
    static func session(_ random: inout SplitMix64, longest: Int) -> Data {
        var input = Data()
        for _ in 0..<random.int(0...12) {
            input += line(&random, longest: longest)
            input += Data(random.pick(["\n", "\n", "\n", "\r\n", "\r"]).utf8)
        }
        if random.chance(0.3) { input += line(&random, longest: longest) }
        return input
    }
}
