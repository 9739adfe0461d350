/// The steps that turn a name as people write it ("Korea, Rep.", "Bahamas,
/// The", "Iran (Islamic Republic of)") into the words it is compared by,
/// on the bytes of its folded reading (`NameReading.folded`: the normal
/// form with accents aside). Each step is a small function of its own, so
/// each can be tested alone; `NameKey` chains them.
enum NameWords {
    /// The words of folded text, each a range of `joined`, the text with
    /// apostrophes and full stops taken out (they join rather than split,
    /// so "People's" is `peoples` and "U.S." is `us`) and every other ASCII
    /// byte but a letter or a digit a break: brackets and commas only
    /// separate, so a parenthesised qualifier is words like any other.
    /// Bytes of other scripts are letters, as far as names go.
    struct Split {
        /// The folded text without apostrophes, full stops and backquotes.
        var joined: [UInt8] = []
        var words: [Range<Int>] = []

        init(_ folded: some Collection<UInt8>) {
            joined.reserveCapacity(folded.count)
            var start: Int?
            for byte in folded {
                switch byte {
                case UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: "`"):
                    continue
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...:
                    if start == nil { start = joined.count }
                    joined.append(byte)
                default:
                    if let begun = start { words.append(begun..<joined.count) }
                    start = nil
                }
            }
            if let begun = start { words.append(begun..<joined.count) }
        }

        /// The words as arrays: for what reads a name's words once.
        var arrays: [[UInt8]] { words.map { Array(joined[$0]) } }

        /// The words in order, each short form's first reading written out,
        /// articles dropped: how a name's words lead (`LookupTables`' names).
        var expanded: [[UInt8]] {
            joined.withUnsafeBufferPointer { joined in
                var out: [[UInt8]] = []
                var index = 0
                while index < words.count {
                    let word = UnsafeBufferPointer(rebasing: joined[words[index]])
                    var form = NameWords.shortForm(word)
                    if index + 1 < words.count, let pair = NameWords.pairForm(word, UnsafeBufferPointer(rebasing: joined[words[index + 1]])) {
                        form = pair
                        index += 1
                    }
                    index += 1
                    if let form {
                        out += NameWords.readings[NameWords.forms[form].lowerBound].map { Array(NameWords.expansionBytes[NameWords.expansionWords[$0]]) }
                    } else if !NameWords.isArticle(word) {
                        out.append(Array(word))
                    }
                }
                return out
            }
        }
    }

    /// "The Bahamas" is "Bahamas"; "Trinidad & Tobago" is "Trinidad and
    /// Tobago" is "Trinidad Tobago". English articles only: "El Salvador"
    /// keeps its "El", and "Salvador" (a city) stays another name.
    static func isArticle(_ word: some Collection<UInt8>) -> Bool {
        switch word.count {
        case 2: word.elementsEqual("of".utf8)
        case 3: word.elementsEqual("the".utf8) || word.elementsEqual("and".utf8)
        default: false
        }
    }

    /// The one table of short forms (World Bank, UN, IMF, Eurostat, FIFA
    /// lists write these), and the variants of one word written one way:
    /// "Rep." and "Republic" are both `republic`, "Is." and "Islands" both
    /// `island`, "Fed." and "Federated" both `federation`. Each with its
    /// readings (`N.`: north or northern).
    private static let table: [(short: String, readings: [[String]])] = [
        ("rep", [["republic"]]), ("repub", [["republic"]]),
        ("dem", [["democratic"]]),
        ("st", [["saint"]]), ("ste", [["sainte"]]),
        ("sts", [["states"]]),
        ("is", [["island"]]), ("isl", [["island"]]), ("isls", [["island"]]), ("isds", [["island"]]), ("isd", [["island"]]),
        ("islands", [["island"]]), ("isle", [["island"]]),
        ("terr", [["territory"]]), ("terrs", [["territory"]]), ("territories", [["territory"]]),
        ("fed", [["federation"]]), ("federal", [["federation"]]), ("federated", [["federation"]]),
        ("pdr", [["peoples", "democratic", "republic"]]),
        ("dr", [["democratic", "republic"]]),
        ("us", [["united", "states"]]),
        ("uk", [["united", "kingdom"]]),
        ("n", [["north"], ["northern"]]),
        ("s", [["south"], ["southern"]]),
        ("eq", [["equatorial"]]),
        ("br", [["british"]]), ("brit", [["british"]]),
        ("occ", [["occupied"]]),
        ("fr", [["french"]]),
        ("amer", [["american"]]),
        ("dpr", [["democratic", "peoples", "republic"]]),
        ("fs", [["federation", "states"]]),
        ("neth", [["netherlands"]]),
        ("cent", [["central"]]),
        ("afr", [["african"]]),
    ]

    /// Short forms of two words: "P. N." is "Papua New".
    private static let pairTable: [(first: String, second: String, reading: [String])] = [("p", "n", ["papua", "new"])]

    // MARK: - The table as bytes

    /// Every word the short forms are written out as, each once, and where
    /// each stands in `expansionBytes`.
    static let expansionBytes: [UInt8] = tables.bytes
    static let expansionWords: [Range<Int>] = tables.words
    /// Each reading: the numbers of its words.
    static let readings: [[Int]] = tables.readings
    /// Each short form (and pair): the range of its readings.
    static let forms: [Range<Int>] = tables.forms
    /// Each short form of one word packed (`packed`), sorted, with its form.
    private static let packedForms: [(packed: UInt64, form: Int)] = tables.packed

    private static let tables: (bytes: [UInt8], words: [Range<Int>], readings: [[Int]], forms: [Range<Int>], packed: [(packed: UInt64, form: Int)]) = {
        var bytes: [UInt8] = [], words: [Range<Int>] = [], numbers: [String: Int] = [:]
        var readings: [[Int]] = [], forms: [Range<Int>] = [], packed: [(packed: UInt64, form: Int)] = []
        func add(_ reading: [String]) {
            readings.append(reading.map { word in
                if let number = numbers[word] { return number }
                numbers[word] = words.count
                words.append(bytes.count..<bytes.count + word.utf8.count)
                bytes += word.utf8
                return words.count - 1
            })
        }
        for (short, formReadings) in table {
            let first = readings.count
            formReadings.forEach(add)
            packed.append((Array(short.utf8).withUnsafeBufferPointer(pack), forms.count))
            forms.append(first..<readings.count)
        }
        for pair in pairTable {
            add(pair.reading)
            forms.append(readings.count - 1..<readings.count)
        }
        return (bytes, words, readings, forms, packed.sorted { $0.packed < $1.packed })
    }()

    /// A word of up to eight bytes as one number (its bytes, the first
    /// lowest); the longer short forms' first eight with their length
    /// above: no two short forms share one.
    private static func pack(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for (at, byte) in word.prefix(8).enumerated() { value |= UInt64(byte) << (8 * UInt64(at)) }
        return word.count > 8 ? value ^ (UInt64(word.count) << 59) : value
    }

    /// The longest short form ("territories"): a longer word is none.
    private static let longestShortForm = 11

    /// The short form `word` is (its number in `forms`); nil for a word of none.
    static func shortForm(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        guard word.count <= longestShortForm else { return nil }
        let key = pack(word)
        var low = 0, high = packedForms.count
        while low < high {
            let middle = (low + high) / 2
            if packedForms[middle].packed < key { low = middle + 1 } else { high = middle }
        }
        guard low < packedForms.count, packedForms[low].packed == key else { return nil }
        // The packing of a longer word is not its bytes alone.
        let form = packedForms[low].form
        return table[form].short.utf8.elementsEqual(word) ? form : nil
    }

    /// The pair the two words are (its number in `forms`); nil for any other.
    static func pairForm(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Int? {
        guard first.count == 1, second.count == 1 else { return nil }
        guard let index = pairTable.firstIndex(where: { $0.first.utf8.elementsEqual(first) && $0.second.utf8.elementsEqual(second) }) else { return nil }
        return table.count + index
    }
}
