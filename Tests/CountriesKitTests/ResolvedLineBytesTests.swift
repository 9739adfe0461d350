import CountriesModel
import CountriesStore
import CountriesUI
import Testing

/// `resolve`'s tsv and csv lines are made from the input's bytes, not
/// from texts: a name holding no control is copied as it came, a CSV field
/// is quoted by its bytes, and each country's fields are made once a batch.
/// Each must write what the texts' path writes (`PlainText.visible`,
/// `CSVRecordReader.field`), byte for byte.
@MainActor
@Suite struct ResolvedLineBytesTests {
    /// Every scalar below U+10000 (each lead byte a control can begin
    /// with included), alone and between letters: the bytes tell a control
    /// as `isControl` does.
    @Test func holdsControl_isIsControl_forEveryScalarOfTheBMP() {
        var wrong: [UInt32] = []
        for value in UInt32(0)..<0x10000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "a\(scalar)b", "\u{E9}\(scalar)"] {
                let holds = Array(text.utf8).withUnsafeBufferPointer(PlainText.holdsControl)
                if holds != text.unicodeScalars.contains(where: PlainText.isControl) { wrong.append(value) }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0, radix: 16) })")
    }

    private nonisolated static let fields = [
        "", "France", "Korea, Rep.", "\"quoted\"", "a\"b", ",", "\"", "a,\u{301}b", "a\"\u{301}", "\u{600},x", "Корея, Республика",
        "Кипр,Республика", "x\u{1B}[2Jy", "tab\there", "fr\u{85}ance", "rtl\u{202E}", "\u{644}\u{627}\u{61C}", "\u{2019}s \u{2014} x",
        "line\nbreak", "cr\rlf\r\n", "\u{E9}\u{301}", "🇫🇷,🇩🇪",
    ]

    @Test(arguments: fields)
    func appendVisible_isVisible(_ text: String) {
        var bytes: [UInt8] = [0x2A]
        Array(text.utf8).withUnsafeBufferPointer { PlainText.appendVisible($0, to: &bytes) }
        #expect(bytes == [0x2A] + Array(PlainText.visible(text).utf8))
    }

    @Test(arguments: fields)
    func aCSVFieldsBytes_areQuotedAsItsText(_ text: String) {
        var bytes: [UInt8] = [0x2A]
        Array(text.utf8).withUnsafeBufferPointer { CSVRecordReader.append(field: $0, to: &bytes) }
        #expect(bytes == [0x2A] + Array(CSVRecordReader.field(text).utf8))
    }

    /// A line with no quote is split at its commas' bytes, but a comma a
    /// character joins (a mark after it, a prepended one before it) is no
    /// comma to the reader of characters, and stays in its field.
    @Test(arguments: [
        ("x,y", ["x", "y"]), ("", [""]), (",,", ["", "", ""]), ("Korea, Rep.,KOR", ["Korea", " Rep.", "KOR"]),
        ("a,\u{301}b,c", ["a,\u{301}b", "c"]), ("\u{600},x", ["\u{600},x"]), ("\u{E9},\u{E9}", ["\u{E9}", "\u{E9}"]),
        ("a\u{1B}b,c", ["a\u{1B}b", "c"]), ("a,\"b\"", ["a", "b"]),
    ])
    func aRecordsFields_areThoseOfItsCharacters(_ line: String, _ fields: [String]) throws {
        var reader = CSVRecordReader()
        let record = try reader.record(endingWith: line, end: .lf, number: 7)
        #expect(record?.line == 7 && record?.fields == fields)
    }

    private static let fields2 = ["cca2", "name.common"].compactMap(CountryField.init)

    /// `names`' lines in `format`, each name answered by `answer` (nil:
    /// unknown), with `fields`.
    private func text(_ names: [String], format: OutputFormat, answer: (String) -> Country?) -> String? {
        let state = AppState(system: SystemState(width: 80, isTerminal: false, format: format))
        state.userData.countries = .loaded(ShownCountries())
        var batch = ResolvedBatch(fields: Self.fields2)
        batch.answer(NameBatch(names, firstLine: 1)) { NameResolution(outcome: answer($0).map { .found($0) } ?? .unknown) }
        state.userData.resolved = batch
        return ResolvedNamesView.text(state, texts: ResolvedAnswerTexts())
    }

    private static let france = Country(name: CountryName(common: "France", official: "French Republic"), cca2: "FR", cca3: "FRA")
    /// Two countries with one code (a cache someone edited): each line
    /// still gives its own country's fields.
    private static let one = Country(name: CountryName(common: "One", official: "One"), cca2: "O1", cca3: "XXX")
    private static let other = Country(name: CountryName(common: "Other, the", official: "Other"), cca2: "O2", cca3: "XXX")

    @Test func distinctNames_withTheSameAnswerAndOthers_eachGetTheirOwn() {
        let names = ["one", "France", "other", "fr", "", "narnia", "one\u{1B}", "FRANCE", "other2", " "]
        let answers = ["one": Self.one, "one\u{1B}": Self.one, "other": Self.other, "other2": Self.other, "France": Self.france, "fr": Self.france, "FRANCE": Self.france]
        let tsv = text(names, format: .text) { answers[$0] }
        #expect(tsv == """
        one\tO1\tOne
        France\tFR\tFrance
        other\tO2\tOther, the
        fr\tFR\tFrance
        
        narnia\t\t
        one\\x1B\tO1\tOne
        FRANCE\tFR\tFrance
        other2\tO2\tOther, the
         \t\t
        """)
        let csv = text(names, format: .csv) { answers[$0] }
        #expect(csv == [
            "input,cca2,name.common", "one,O1,One", "France,FR,France", "other,O2,\"Other, the\"", "fr,FR,France", ",,", "narnia,,",
            "one\\x1B,O1,One", "FRANCE,FR,France", "other2,O2,\"Other, the\"", " ,,",
        ].map { $0 + "\r" }.joined(separator: "\n"))
    }
}

/// A cut text is the scalars that fit, in a slice: marks (no column)
/// stay with their letter, wide characters count two, the cut marked.
@Suite struct DisplayWidthTruncateTests {
    @Test(arguments: [
        ("ab\u{301}cdef", 4, "ab\u{301}c…"), ("abc", 3, "abc"), ("abcd", 3, "ab…"), ("中国中国", 5, "中国…"), ("中国中国", 4, "中…"),
        ("x\u{600} yz", 3, "x\u{600}…"), ("abcd", 1, "…"), ("abcd", 0, ""), ("🇫🇷🇩🇪x", 3, "🇫🇷…"),
    ])
    func truncate_keepsTheScalarsThatFit(_ text: String, _ columns: Int, _ cut: String) {
        #expect(DisplayWidth.truncate(text, to: columns).unicodeScalars.elementsEqual(cut.unicodeScalars))
    }
}
