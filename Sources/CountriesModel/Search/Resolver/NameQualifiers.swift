/// The readings of a name that carries more than one name, each read from
/// the text alone (no list of spellings); the resolver judges each against
/// the data:
///
/// - a name and a qualifier that tells it apart: a capital ("Guinea
///   Conakry", "Equatorial Guinea (Malabo)", "Sudan-Khartoum") or another
///   name of one of the countries it may mean ("Congo-Zaire");
/// - a Soviet republic named by its adjective ("Moldavian SSR", "Georgian
///   Soviet Socialist Republic");
/// - a name of the form "A Islands" written "As" ("Faroes", "Falklands");
/// - a country less another ("China excluding Hong Kong"), which is still
///   the country when what it leaves out is a country of its own.
enum NameQualifiers {
    /// The ways `text` splits into a name and a qualifier, at a bracket, a
    /// comma, a colon, a slash, a dash or a space, either way round: "Guinea
    /// Conakry" is ("Guinea", "Conakry") and ("Conakry", "Guinea"). None
    /// for a single word or a text of more than six words.
    static func splits(_ text: String) -> [(name: String, qualifier: String)] {
        // No byte of a separator (nor the E2 that begins a dash): one word,
        // no split. A name in another script went a character at a time
        // to find so (34,000 instructions a Cyrillic or Greek CLDR name).
        guard text.utf8.contains(where: { isSeparator(byte: $0) || $0 == 0xE2 }) else { return [] }
        return asciiSplits(text) ?? splitsByCharacters(text)
    }

    /// An ASCII separator's byte: " ", "(", ")", "[", "]", ",", ":", "/", "-".
    private static func isSeparator(byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x28, 0x29, 0x5B, 0x5D, 0x2C, 0x3A, 0x2F, 0x2D: true
        default: false
        }
    }

    /// `splits`, a character at a time: any text.
    static func splitsByCharacters(_ text: String) -> [(name: String, qualifier: String)] {
        let words = text.split(whereSeparator: isSeparator)
        guard words.count > 1, words.count <= 6 else { return [] }
        var found: [(name: String, qualifier: String)] = []
        var seen = Set<String>()
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if isSeparator(text[index]) {
                let head = trimmed(text[..<index])
                let tail = trimmed(text[next...])
                if !head.isEmpty, !tail.isEmpty, seen.insert(head + "\u{0}" + tail).inserted {
                    found.append((head, tail))
                    found.append((tail, head))
                }
            }
            index = next
        }
        return found
    }

    /// `splits` of a text of ASCII (but a CR: CR LF is one character), on
    /// its bytes, each a character of its own: a character at a time cost
    /// 24,000 instructions a name that reached this step. Nil for any other text.
    private static func asciiSplits(_ text: String) -> [(name: String, qualifier: String)]? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> [(name: String, qualifier: String)]? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            func isSeparator(_ byte: UInt8) -> Bool { Self.isSeparator(byte: byte) }
            var words = 0
            for index in bytes.indices where !isSeparator(bytes[index]) && (index == 0 || isSeparator(bytes[index - 1])) { words += 1 }
            guard words > 1, words <= 6 else { return [] }
            func trimmed(_ range: Range<Int>) -> String {
                guard let first = range.first(where: { !isSeparator(bytes[$0]) }), let last = range.last(where: { !isSeparator(bytes[$0]) }) else { return "" }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[first...last]), as: UTF8.self)
            }
            var found: [(name: String, qualifier: String)] = []
            var seen = Set<String>()
            for index in bytes.indices where isSeparator(bytes[index]) {
                let head = trimmed(0..<index)
                let tail = trimmed(index + 1..<bytes.count)
                if !head.isEmpty, !tail.isEmpty, seen.insert(head + "\u{0}" + tail).inserted {
                    found.append((head, tail))
                    found.append((tail, head))
                }
            }
            return found
        } ?? nil
    }

    /// A space, a bracket, a comma, a colon, a slash or a dash: " ", "(",
    /// ")", "[", "]", ",", ":", "/", "-", "–", "—", each a character of
    /// one scalar (no other character is canonically any of them), told
    /// without hashing the character.
    private static func isSeparator(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
        switch first.value {
        case 0x20, 0x28, 0x29, 0x5B, 0x5D, 0x2C, 0x3A, 0x2F, 0x2D, 0x2013, 0x2014: return true
        default: return false
        }
    }

    /// `text` without separators at either end.
    private static func trimmed(_ text: Substring) -> String {
        guard let first = text.firstIndex(where: { !isSeparator($0) }),
              let last = text.lastIndex(where: { !isSeparator($0) }) else { return "" }
        return String(text[first...last])
    }

    // MARK: Soviet republics

    /// The adjective a Soviet republic's name is made of ("Moldavian" of
    /// "Moldavian SSR", "Georgian" of "Georgian Soviet Socialist
    /// Republic"), folded; nil when the name is no such form.
    static func sovietAdjective(_ text: String) -> String? {
        let words = NameWords.split(text)
        for ending in sovietEndings where words.count > ending.count && Array(words.suffix(ending.count)) == ending {
            return words.dropLast(ending.count).joined(separator: " ")
        }
        return nil
    }

    private static let sovietEndings: [[String]] = [
        ["ssr"], ["sfsr"], ["soviet", "socialist", "republic"], ["soviet", "federative", "socialist", "republic"],
    ]

    /// The adjectives a country may be called by in a Soviet republic's
    /// name, from its names and demonyms in the data: the demonym
    /// ("Georgian", "Tadzhik"), a name with "-n" or "-ian" ("Moldavia",
    /// "Byelorussia": "Moldavian", "Byelorussian"), a name less its
    /// "-stan" ("Uzbekistan": "Uzbek"), and the name itself ("Azerbaijan SSR").
    static func adjectives(names: [String], demonyms: [String]) -> Set<String> {
        var forms = Set<String>()
        for demonym in demonyms {
            let folded = NameWords.split(demonym).joined(separator: " ")
            forms.insert(folded)
            if folded.hasSuffix("stani") { forms.insert(String(folded.dropLast(5))) }
        }
        for name in names {
            let folded = NameWords.split(name).joined(separator: " ")
            guard !folded.isEmpty else { continue }
            forms.insert(folded)
            forms.insert(folded + (folded.hasSuffix("a") ? "n" : "ian"))
            if folded.hasSuffix("istan") { forms.insert(String(folded.dropLast(5))) }
            if folded.hasSuffix("stan") { forms.insert(String(folded.dropLast(4))) }
        }
        forms.remove("")
        return forms
    }

    // MARK: "A Islands" as "As"

    /// "Faroe Islands" is also written "Faroes", "Northern Mariana Islands"
    /// "Northern Marianas": the word before "Islands" made plural in its
    /// place. None for a name that does not end in "Islands", or whose word
    /// before it is already plural ("Turks and Caicos Islands").
    static func islandsShortForm(of name: String) -> String? {
        var words = name.split(separator: " ").map(String.init)
        guard words.count >= 2, words.last?.lowercased() == "islands", let before = words.dropLast().last,
              !before.hasSuffix("s"), before.allSatisfy(\.isLetter) else { return nil }
        words.removeLast(2)
        words.append(before + "s")
        return words.joined(separator: " ")
    }

    /// Whether a text keyed as `key` may be such a short form: one of its
    /// words ends in "s", or is what a short form that ends in "s" is
    /// written out as ("Is." is island, "Terrs." territory). The resolver
    /// makes its table of short forms only for such a text: a `show
    /// bavaria` made it for nothing (21 M instructions, two thirds of it).
    static func mayBeIslandsShortForm(_ key: NameKey) -> Bool {
        key.words.contains { $0.hasSuffix("s") || $0 == "island" || $0 == "territory" }
    }

    // MARK: A country less another

    /// "China excluding Hong Kong": the country named first and what it
    /// leaves out; nil when the text says no such thing.
    static func exclusion(_ text: String) -> (name: String, excluded: String)? {
        // Each word is ASCII, and only ASCII lowercases to ASCII without a
        // "k": a text that holds none of their starts holds none of them.
        let lowered = text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        guard exclusionStarts.contains(where: { start in
            lowered.indices.contains { lowered[$0...].starts(with: start) }
        }) else { return nil }
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let at = words.firstIndex(where: { exclusionWords.contains($0.lowercased()) }), at > 0, at < words.count - 1 else { return nil }
        return (words[..<at].joined(separator: " "), words[(at + 1)...].joined(separator: " "))
    }

    private static let exclusionWords: Set<String> = ["excluding", "excl.", "excl", "except", "without", "less"]

    /// What each of `exclusionWords` starts with, as bytes.
    private static let exclusionStarts: [[UInt8]] = ["exc", "without", "less"].map { Array($0.utf8) }
}
