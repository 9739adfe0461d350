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
    /// The places a name (its UTF-8) joins, each as its own name: "A, B
    /// and C Islands" is "A Islands", "B Islands", "C Islands". Empty when
    /// it joins none.
    static func parts(of utf8: [UInt8]) -> [[UInt8]] {
        // Most names join nothing: passed over on their bytes, before any split.
        guard mayJoin(utf8) else { return [] }
        var pieces: [ArraySlice<UInt8>] = []
        for comma in utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            for dash in split(comma, at: dash) {
                for piece in split(dash, at: and) {
                    let piece = trimmed(piece)
                    if !piece.isEmpty { pieces.append(piece) }
                }
            }
        }
        guard pieces.count > 1 else { return [] }
        let last = pieces[pieces.count - 1].split(separator: UInt8(ascii: " ")).last ?? []
        guard collectiveNouns.contains(where: { $0.elementsEqual(last.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }) }) else { return pieces.map(Array.init) }
        return pieces.map { piece in
            piece.split(separator: UInt8(ascii: " ")).last.map { $0.elementsEqual(last) } == true ? Array(piece) : Array(piece) + [UInt8(ascii: " ")] + last
        }
    }

    /// The same of a name given as text.
    static func parts(of name: String) -> [String] {
        parts(of: Array(name.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    private static let dash: [UInt8] = Array(" - ".utf8)
    private static let and: [UInt8] = Array(" and ".utf8)

    /// The bytes between each `separator` found in turn.
    private static func split(_ bytes: ArraySlice<UInt8>, at separator: [UInt8]) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex, at = bytes.startIndex
        while at + separator.count <= bytes.endIndex {
            if bytes[at] == separator[0], bytes[at..<at + separator.count].elementsEqual(separator) {
                pieces.append(bytes[start..<at])
                at += separator.count
                start = at
            } else {
                at += 1
            }
        }
        pieces.append(bytes[start...])
        return pieces
    }

    /// Whether the bytes hold a comma, " - " or " and ", where `parts` splits.
    private static func mayJoin(_ utf8: [UInt8]) -> Bool {
        // The last five bytes, the latest lowest.
        var last: UInt64 = 0
        for byte in utf8 {
            if byte == UInt8(ascii: ",") { return true }
            last = (last << 8 | UInt64(byte)) & 0xFF_FFFF_FFFF
            if last & 0xFF_FFFF == 0x20_2D20 || last == 0x20_616E_6420 { return true }
        }
        return false
    }

    /// Without white space at either end (ASCII's: the texts are variantless or the data's).
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return [] }
        return bytes[first...last]
    }

    /// Words a territory's name ends with that belong to each place it joins.
    static let collectiveNouns: [[UInt8]] = ["islands", "island", "isles"].map { Array($0.utf8) }

    /// A holder's name or adjective as `withoutHolder` compares it: its
    /// words, folded, articles aside. Made once for every territory's names.
    static func holderWords(_ holder: String) -> [[UInt8]] {
        NameWords.Split(NameReading.folded(holder)).arrays.filter { !NameWords.isArticle($0) }
    }

    /// A territory's name with its holder's name or adjective (each as
    /// `holderWords` gives it) taken off its start or its end ("of the
    /// United States"), its words a space apart; nil when it has neither.
    static func withoutHolder(_ name: String, holdersWords: [[[UInt8]]]) -> String? {
        let words = holderWords(name)
        for holding in holdersWords {
            guard !holding.isEmpty, holding.count < words.count else { continue }
            if words.starts(with: holding) { return String(decoding: Array(words.dropFirst(holding.count).joined(separator: [UInt8(ascii: " ")])), as: UTF8.self) }
            if words.suffix(holding.count).elementsEqual(holding) {
                return String(decoding: Array(words.dropLast(holding.count).joined(separator: [UInt8(ascii: " ")])), as: UTF8.self)
            }
        }
        return nil
    }
}
