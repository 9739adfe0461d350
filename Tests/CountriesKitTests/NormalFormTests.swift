import CountriesModel
import Testing

/// The normal form against Python's: Tests/Corpus/normal-form.tsv, written
/// by docs/data/unicode/generate_normal_form.py with the same Unicode
/// release, holds the form of every code point whose form is not itself and
/// of sample texts (marks out of order, Hangul jamo, Greek iota subscripts,
/// some of NormalizationTest.txt's); every other code point is its own form.
@Suite struct NormalFormTests {
    /// (text, its form), as scalars.
    static let expected: [(text: [UInt32], form: [UInt32])] = MessyNameCorpusTests.rows(of: "normal-form.tsv").map { columns in
        func scalars(_ column: String) -> [UInt32] { column.split(separator: " ").compactMap { UInt32($0, radix: 16) } }
        return (scalars(columns[0]), scalars(columns[1]))
    }

    private static func string(_ scalars: [UInt32]) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars.compactMap(Unicode.Scalar.init))
        return text
    }

    private static func hex(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    @Test func theCorpus_isThere() {
        #expect(Self.expected.count > 8_000)
    }

    @Test func everyTextOfTheCorpus_hasPythonsForm() {
        let differ = Self.expected.compactMap { row -> String? in
            let form = NormalForm.of(Self.string(row.text))
            return form == Self.string(row.form) ? nil : "\(Self.hex(Self.string(row.text))): \(Self.hex(form)), expected \(Self.hex(Self.string(row.form)))"
        }
        #expect(differ.isEmpty, "\(differ.prefix(20))")
    }

    @Test func everyOtherCodePoint_isItsOwnForm() {
        let listed = Set(Self.expected.filter { $0.text.count == 1 }.map { $0.text[0] })
        var differ: [String] = []
        for value in UInt32(0)...0x10FFFF where !listed.contains(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            if NormalForm.of(text) != text { differ.append(String(value, radix: 16)) }
        }
        #expect(differ.isEmpty, "\(differ.prefix(20))")
    }

    @Test(arguments: [
        ("Côte d’Ivoire", "côte d'ivoire"),
        ("  Korea,   Rep. ", "korea, rep."),
        ("\tFrance\r\n", "france"),
        ("STRASSE", "strasse"),
        ("Straße", "strasse"),
        ("ΚΎΠΡΟΣ", "κύπροσ"),
        ("Κύπρος", "κύπροσ"),
        ("Guinea\u{2013}Bissau", "guinea-bissau"),
        ("Pr\u{AD}íncipe", "príncipe"),
        ("ＵＳＡ", "usa"),
        ("Áo", "áo"),
    ])
    func named_texts(_ text: String, _ form: String) {
        #expect(NormalForm.of(text) == form)
    }

    /// Canonically equivalent spellings have one form: a name typed
    /// decomposed, or with its marks in another order, is the same name.
    @Test func canonicallyEquivalentTexts_haveOneForm() {
        #expect(NormalForm.of("Co\u{302}te d'Ivoire") == NormalForm.of("Côte d'Ivoire"))
        #expect(NormalForm.of("Vie\u{323}\u{302}t Nam") == NormalForm.of("Vie\u{302}\u{323}t Nam"))
        #expect(NormalForm.of("Vie\u{323}\u{302}t Nam") == NormalForm.of("Việt Nam"))
        #expect(NormalForm.of("\u{1100}\u{1161}\u{11A8}") == "각")
    }

    /// A code is a code as written: accents are not folded away here.
    @Test func accents_stay() {
        #expect(NormalForm.of("Áo") != NormalForm.of("AO"))
        #expect(NormalForm.of("Bỉ") != NormalForm.of("BI"))
    }

    @Test func bytesAndText_giveTheSameForm() {
        for text in ["Korea, Rep.", "Côte d’Ivoire", "ΚΎΠΡΟΣ", "  x  y ", ""] {
            let bytes = Array(text.utf8).withUnsafeBufferPointer { NormalForm.bytes(ofUTF8: $0) }
            #expect(bytes == NormalForm.bytes(of: text))
        }
    }

    /// The form of a form is itself.
    @Test func theForm_isAFixedPoint() {
        for row in Self.expected {
            let form = NormalForm.of(Self.string(row.text))
            #expect(NormalForm.of(form) == form)
        }
    }
}
