/// Values the generators draw from: what a user, a script or an attacker
/// might put in an argument, a route or a typed line. NUL is left out: no
/// argument or environment variable can carry one.
enum FuzzValues {
    static let empty = ["", " ", "  ", "\t"]

    static let numbers = [
        "0", "1", "-1", "-0", "+5", "5 ", " 5", "00001", "1e19", "1e-300", "9.3e15", "0x10", "0o7", "0b1", "1_000",
        "nan", "NaN", "inf", "-inf", "infinity", "3600", "3600.0000001", "0.0001", "0.5", "1.5", ".5", "5.",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "18446744073709551616",
        "١٢", "１２", "1,000", "1e", "--1", "2e308",
    ]

    static let controls = [
        "\u{1B}[2J", "\u{1B}]0;owned\u{07}", "\u{1B}[31mred", "a\nb", "a\rb", "a\tb", "\u{07}", "\u{08}\u{08}",
        "\u{7F}", "\u{9B}31m", "\u{85}", "\u{1B}", "x\u{1B}[A\u{1B}[K",
    ]

    static let unicode = [
        "côte", "Côte d'Ivoire", "ÅLAND", "deutsch", "日本", "🇫🇷", "🏳️‍🌈", "e\u{301}", "\u{202E}arf", "zero\u{200B}width",
        "ß", "İstanbul", "\u{FEFF}fr", "\u{2028}", "𝔣𝔯𝔞", "Ω", "\u{FFFD}",
    ]

    static let words = [
        "fr", "FRA", "250", "GER", "usa", "france", "kongo", "congo", "atlantis", "land", "island", "guinea",
        "zz", "a", "-", "--", "---", "-h", "%", "%s%n", "'", "\"", "\\", "*", "?", "..", "/", "~",
    ]

    /// Long text, at most 96 KB: one argument may not pass 128 KiB (MAX_ARG_STRLEN).
    static func huge(_ random: inout SplitMix64) -> String {
        let unit = random.pick(["a", "é", "🇫🇷", "\u{1B}[2J", " ", "%"])
        return String(repeating: unit, count: random.pick([300, 5_000, 12_000]))
    }

    /// Any kind of text, as a value or a typed line.
    static func text(_ random: inout SplitMix64) -> String {
        switch random.below(10) {
        case 0: random.pick(empty)
        case 1, 2: random.pick(numbers)
        case 3: random.pick(controls)
        case 4: random.pick(unicode)
        case 5: huge(&random)
        case 6: random.pick(words) + random.pick(controls + unicode)
        default: random.pick(words)
        }
    }
}
