/// What a territory's name says of its parts and of its holder, read from
/// the names alone (no list of spellings):
///
/// - a territory whose name joins several places ("Svalbard and Jan
///   Mayen", "Bonaire, Sint Eustatius and Saba", "Saint Helena, Ascension
///   and Tristan da Cunha", "Wallis and Futuna") is each of them: `Jan
///   Mayen` is Svalbard and Jan Mayen, though ISO 3166-2 also lists it as a
///   Norwegian region. A name shared by the last part ("Turks and Caicos
///   Islands") belongs to each ("Turks Islands"). Only territories: the
///   parts of a sovereign state's name are regions of it (`Herzegovina`,
///   `Nevis`), which are no country;
/// - a territory's name less its holder ("United States Virgin Islands",
///   "British Virgin Islands": the United States, British) is a name both
///   may be called by: `Virgin Islands` is either, so it is ambiguous.
enum TerritoryNames {
    /// The places a name joins, each as its own name: "A, B and C Islands"
    /// is "A Islands", "B Islands", "C Islands". Empty when it joins none.
    static func parts(of name: String) -> [String] {
        // Most names join nothing: passed over on their bytes, before any split.
        guard mayJoin(name.utf8) else { return [] }
        var pieces: [String] = []
        for comma in name.split(separator: ",") {
            // A split at a text it does not hold leaves it whole: passed over
            // on its bytes, as the splits at a String cost most of a name.
            for dash in holds(comma, 0x20_2D20, 3) ? comma.split(separator: " - ") : [comma] {
                for piece in holds(dash, 0x20_616E_6420, 5) ? dash.split(separator: " and ") : [dash] {
                    pieces.append(String(piece).trimmingWhitespace())
                }
            }
        }
        pieces = pieces.filter { !$0.isEmpty }
        guard pieces.count > 1 else { return [] }
        let last = pieces[pieces.count - 1].split(separator: " ").last.map(String.init) ?? ""
        guard collectiveNouns.contains(last.lowercased()) else { return pieces }
        return pieces.map { piece in piece.split(separator: " ").last.map(String.init) == last ? piece : piece + " " + last }
    }

    /// Whether the bytes hold a comma, " - " or " and ", where `parts` splits.
    private static func mayJoin(_ utf8: String.UTF8View) -> Bool {
        // The last five bytes, the latest lowest.
        var last: UInt64 = 0
        for byte in utf8 {
            if byte == UInt8(ascii: ",") { return true }
            last = (last << 8 | UInt64(byte)) & 0xFF_FFFF_FFFF
            if last & 0xFF_FFFF == 0x20_2D20 || last == 0x20_616E_6420 { return true }
        }
        return false
    }

    /// Whether `text` holds the `count` bytes of `bytes` (the last the lowest).
    private static func holds(_ text: Substring, _ bytes: UInt64, _ count: Int) -> Bool {
        let mask: UInt64 = (1 << (8 * UInt64(count))) - 1
        var last: UInt64 = 0
        for byte in text.utf8 {
            last = (last << 8 | UInt64(byte)) & mask
            if last == bytes { return true }
        }
        return false
    }

    /// Words a territory's name ends with that belong to each place it joins.
    static let collectiveNouns: Set<String> = ["islands", "island", "isles"]

    /// A holder's name or adjective as `withoutHolder` compares it: its
    /// words, articles aside. Made once for every territory's names.
    static func holderWords(_ holder: String) -> [String] {
        NameWords.droppingArticles(NameWords.split(holder))
    }

    /// A territory's name with its holder's name or adjective (each as
    /// `holderWords` gives it) taken off its start or its end ("of the
    /// United States"); nil when it has neither.
    static func withoutHolder(_ name: String, holdersWords: [[String]]) -> String? {
        let words = NameWords.droppingArticles(NameWords.split(name))
        for holding in holdersWords {
            guard !holding.isEmpty, holding.count < words.count else { continue }
            if words.starts(with: holding) { return words.dropFirst(holding.count).joined(separator: " ") }
            if words.suffix(holding.count).elementsEqual(holding) { return words.dropLast(holding.count).joined(separator: " ") }
        }
        return nil
    }
}
