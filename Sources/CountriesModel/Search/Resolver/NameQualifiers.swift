/// The readings of a name that carries more than one name, each read from
/// the text alone (no list of spellings), on its bytes; the resolver judges
/// each against the data:
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
    /// The ways a text (its UTF-8) splits into a name and a qualifier, at
    /// a bracket, a comma, a colon, a slash, a dash or a space, either way
    /// round: "Guinea Conakry" is ("Guinea", "Conakry") and ("Conakry",
    /// "Guinea"); each a range of the bytes, separators trimmed off its
    /// ends. None for a single word or a text of more than six words.
    static func splits(_ utf8: [UInt8]) -> [(name: Range<Int>, qualifier: Range<Int>)] {
        // No byte of a separator (nor the E2 that begins a dash): one word, no split.
        guard utf8.contains(where: { isSeparator(byte: $0) || $0 == 0xE2 }) else { return [] }
        let separators = separatorRanges(utf8)
        // Words: the runs between separators.
        var words = 0, at = 0
        for separator in separators {
            if separator.lowerBound > at { words += 1 }
            at = separator.upperBound
        }
        if at < utf8.count { words += 1 }
        guard words > 1, words <= 6 else { return [] }
        func trimmed(_ range: Range<Int>) -> Range<Int> {
            var lower = range.lowerBound, upper = range.upperBound
            for separator in separators where separator.lowerBound == lower && separator.upperBound <= upper { lower = separator.upperBound }
            for separator in separators.reversed() where separator.upperBound == upper && separator.lowerBound >= lower { upper = separator.lowerBound }
            return lower < upper ? lower..<upper : lower..<lower
        }
        var found: [(name: Range<Int>, qualifier: Range<Int>)] = []
        var seen: [(Range<Int>, Range<Int>)] = []
        for separator in separators {
            let head = trimmed(0..<separator.lowerBound), tail = trimmed(separator.upperBound..<utf8.count)
            guard !head.isEmpty, !tail.isEmpty else { continue }
            // The same texts at another separator ("A - B"): once.
            if seen.contains(where: { utf8[$0.0].elementsEqual(utf8[head]) && utf8[$0.1].elementsEqual(utf8[tail]) }) { continue }
            seen.append((head, tail))
            found.append((head, tail))
            found.append((tail, head))
        }
        return found
    }

    /// Where the separators are: each an ASCII separator's byte, or an
    /// en or em dash's three, that is a character of its own (no
    /// combining mark after it).
    private static func separatorRanges(_ utf8: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var at = 0
        while at < utf8.count {
            var width = 0
            if isSeparator(byte: utf8[at]) {
                width = 1
            } else if utf8[at] == 0xE2, at + 2 < utf8.count, utf8[at + 1] == 0x80, utf8[at + 2] == 0x93 || utf8[at + 2] == 0x94 {
                width = 3
            }
            if width > 0, !extendsCharacter(utf8, at: at + width) { ranges.append(at..<at + width) }
            at += max(width, 1)
        }
        return ranges
    }

    /// Whether the scalar at `at` joins the character before it (a
    /// combining mark, a joiner): then what stands before is no separator.
    private static func extendsCharacter(_ utf8: [UInt8], at: Int) -> Bool {
        guard at < utf8.count, utf8[at] >= 0xC0 else { return false }
        var iterator = utf8[at...].makeIterator()
        var decoder = UTF8()
        guard case let .scalarValue(scalar) = decoder.decode(&iterator) else { return false }
        return scalar.properties.isGraphemeExtend || scalar.value == 0x200D
    }

    /// An ASCII separator's byte: " ", "(", ")", "[", "]", ",", ":", "/", "-".
    private static func isSeparator(byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x28, 0x29, 0x5B, 0x5D, 0x2C, 0x3A, 0x2F, 0x2D: true
        default: false
        }
    }

    // MARK: Soviet republics

    /// The adjective a Soviet republic's name is made of ("moldavian" of
    /// "Moldavian SSR", "georgian" of "Georgian Soviet Socialist
    /// Republic"): its words before the ending, folded, a space apart; nil
    /// when the name is no such form.
    static func sovietAdjective(ofFolded folded: [UInt8]) -> [UInt8]? {
        let words = NameWords.Split(folded).arrays
        for ending in sovietEndings where words.count > ending.count && Array(words.suffix(ending.count)) == ending {
            return Array(words.dropLast(ending.count).joined(separator: [UInt8(ascii: " ")]))
        }
        return nil
    }

    private static let sovietEndings: [[[UInt8]]] = [
        ["ssr"], ["sfsr"], ["soviet", "socialist", "republic"], ["soviet", "federative", "socialist", "republic"],
    ].map { $0.map { Array($0.utf8) } }

    /// The adjectives a country may be called by in a Soviet republic's
    /// name, from its names and demonyms in the data, each as
    /// `sovietAdjective` reads it: the demonym ("Georgian", "Tadzhik"), a
    /// name with "-n" or "-ian" ("Moldavia", "Byelorussia": "Moldavian",
    /// "Byelorussian"), a name less its "-stan" ("Uzbekistan": "Uzbek"),
    /// and the name itself ("Azerbaijan SSR").
    static func adjectives(names: [String], demonyms: [String]) -> Set<[UInt8]> {
        func words(_ text: String) -> [UInt8] {
            Array(NameWords.Split(NameReading.folded(text)).arrays.joined(separator: [UInt8(ascii: " ")]))
        }
        var forms = Set<[UInt8]>()
        for demonym in demonyms {
            let folded = words(demonym)
            forms.insert(folded)
            if folded.ends(with: "stani") { forms.insert(Array(folded.dropLast(5))) }
        }
        for name in names {
            let folded = words(name)
            guard !folded.isEmpty else { continue }
            forms.insert(folded)
            forms.insert(folded + Array((folded.last == UInt8(ascii: "a") ? "n" : "ian").utf8))
            if folded.ends(with: "istan") { forms.insert(Array(folded.dropLast(5))) }
            if folded.ends(with: "stan") { forms.insert(Array(folded.dropLast(4))) }
        }
        forms.remove([])
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
    /// written out as ("Is." is island, "Terrs." territory).
    static func mayBeIslandsShortForm(_ key: NameKey) -> Bool {
        key.words.contains { $0.last == UInt8(ascii: "s") || $0.elementsEqual("island".utf8) || $0.elementsEqual("territory".utf8) }
    }

    // MARK: A country less another

    /// "China excluding Hong Kong": the country named first and what it
    /// leaves out, ranges of the text's UTF-8; nil when the text says no
    /// such thing.
    static func exclusion(_ utf8: [UInt8]) -> (name: Range<Int>, excluded: Range<Int>)? {
        // Each word is ASCII, and only ASCII lowercases to ASCII without a
        // "k": a text that holds none of their starts holds none of them.
        let lowered = utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        guard exclusionStarts.contains(where: { start in lowered.indices.contains { lowered[$0...].starts(with: start) } }) else { return nil }
        let words = lowered.indices.split { lowered[$0] == UInt8(ascii: " ") }.map { $0.startIndex..<$0.endIndex }
        guard let at = words.firstIndex(where: { word in exclusionWords.contains { lowered[word].elementsEqual($0) } }),
              at > 0, at < words.count - 1 else { return nil }
        return (words[0].lowerBound..<words[at - 1].upperBound, words[at + 1].lowerBound..<words[words.count - 1].upperBound)
    }

    private static let exclusionWords: [[UInt8]] = ["excluding", "excl.", "excl", "except", "without", "less"].map { Array($0.utf8) }

    /// What each of `exclusionWords` starts with, as bytes.
    private static let exclusionStarts: [[UInt8]] = ["exc", "without", "less"].map { Array($0.utf8) }
}

extension [UInt8] {
    /// Whether the bytes end with the UTF-8 of `suffix`.
    func ends(with suffix: String) -> Bool {
        count >= suffix.utf8.count && self[(count - suffix.utf8.count)...].elementsEqual(suffix.utf8)
    }
}
