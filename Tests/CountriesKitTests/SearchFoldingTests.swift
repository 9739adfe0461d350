import CountriesModel
import CountriesMocks
import Testing

@Suite struct SearchFoldingTests {
    @Test(arguments: [
        ("Côte d'Ivoire", "cote d'ivoire"),
        ("Åland Islands", "aland islands"),
        ("São Tomé and Príncipe", "sao tome and principe"),
        ("Türkiye", "turkiye"),
        ("Straße", "strasse"),
        ("Færøerne", "faeroerne"),
        ("Łódź", "lodz"),
        ("Việt Nam", "viet nam"),
        ("Côte d’Ivoire", "cote d'ivoire"),
        ("РОССИЯ", "россия"),
        ("日本", "日本"),
        ("USA", "usa"),
    ])
    func fold_removesCaseAndAccents(_ text: String, _ folded: String) {
        #expect(SearchFolding.fold(text) == folded)
    }

    @Test func fold_ofDecomposedText_matchesPrecomposed() {
        #expect(SearchFolding.fold("Co\u{302}te") == SearchFolding.fold("Côte"))
    }

    @Test func contains_matchesAnyPartOfTheFoldedText() {
        let needle = SearchFolding.foldedUTF8("COTE")
        #expect(SearchFolding.contains("Côte d'Ivoire", folded: needle))
        #expect(SearchFolding.contains("la Côte", folded: needle))
        #expect(!SearchFolding.contains("Cot", folded: needle))
    }

    @Test(arguments: [("  a b  ", "a b"), ("", ""), ("   ", ""), ("\t\nx\n", "x"), ("côte", "côte"), (" 🇫🇷 ", "🇫🇷")])
    func trimmingWhitespace_dropsItFromBothEnds_only(_ text: String, _ trimmed: String) {
        #expect(text.trimmingWhitespace() == trimmed)
    }

    /// Texts that begin and end with printable ASCII are passed over on
    /// their first and last bytes: as the search from each end trims them,
    /// whatever stands between, or around a character made of several scalars.
    @Test func trimmingWhitespace_ofTextsEndingInPrintableASCII_isTheSearchFromEachEnd() {
        let middles = ["", " ", "\t", "\u{00A0}", "\u{3000}", "\u{0301}", "\u{0600}", "\r\n", "é", "🇫🇷"]
        for byte in UInt8(0x21)...0x7E {
            let edge = String(UnicodeScalar(byte))
            for middle in middles {
                for text in [edge + middle + edge, edge + middle, middle + edge, "\u{0600}" + edge, edge + "\u{0301}"] {
                    let searched = text.firstIndex(where: { !$0.isWhitespace }).flatMap { first in
                        text.lastIndex(where: { !$0.isWhitespace }).map { String(text[first...$0]) }
                    } ?? ""
                    #expect(text.trimmingWhitespace() == searched, "\(Array(text.unicodeScalars))")
                }
            }
        }
    }
}

/// `folds(_:to:)` answers without a folded copy of ASCII text: it must
/// answer what comparing the copies answers, for every name a lookup meets.
@Suite struct FoldedComparisonTests {
    private static let names: [String] = CountryCatalog.snapshot.countries.flatMap { country in
        [country.name.common, country.name.official] + country.altSpellings + country.capitals
    } + ["", "A", "a", "Ä", "USA", "usa", "Côte d'Ivoire", "COTE D'IVOIRE", "Straße", "strasse"]

    @Test func folds_isFoldedEquality_forEveryPairOfLikeNames() {
        let folded = Self.names.map(SearchFolding.foldedUTF8)
        for (name, itsFold) in zip(Self.names, folded) {
            #expect(SearchFolding.folds(name, to: itsFold), "\(name)")
            #expect(!SearchFolding.folds(name, to: itsFold + [0x61]), "\(name)")
            #expect(SearchFolding.folds(name, to: Array(itsFold.dropLast())) == (itsFold.isEmpty), "\(name)")
        }
        // Names of one fold's length, where only the bytes can tell them apart.
        var wrong: [String] = []
        for (a, foldA) in zip(Self.names, folded) {
            for (b, foldB) in zip(Self.names, folded) where foldB.count == foldA.count {
                if SearchFolding.folds(a, to: foldB) != (foldA == foldB) { wrong.append("\(a) / \(b)") }
            }
        }
        #expect(wrong.isEmpty)
    }

    @Test func everyASCIICharacter_foldsAsTheScalarByScalarPathFoldsIt() {
        for byte in UInt8(0)..<0x80 {
            let text = String(UnicodeScalar(byte))
            // Beside a non-ASCII letter, the text takes the scalar path.
            #expect(SearchFolding.foldedUTF8(text) + SearchFolding.foldedUTF8("é") == SearchFolding.foldedUTF8(text + "é"))
        }
    }

    /// The scripts passed through as they are (no case: Hebrew to Myanmar,
    /// Hangul, kana, CJK; Greek's and Cyrillic's small letters) fold as
    /// Unicode's lower-casing folds them: every scalar of those ranges.
    @Test func theUncasedRanges_foldAsLowerCasingDoes() {
        let ranges: [ClosedRange<UInt32>] = [0x0590...0x109F, 0x1100...0x11FF, 0x3000...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x03AC...0x03CE, 0x0430...0x045F]
        var wrong: [UInt32] = []
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value), !(0x200B...0x200F).contains(value) else { continue }
                if SearchFolding.foldedUTF8(String(scalar)) != Array(scalar.properties.lowercaseMapping.utf8) { wrong.append(value) }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0, radix: 16) })")
        #expect(SearchFolding.fold("ΓΕΡΜΑΝΊΑ") == SearchFolding.fold("γερμανία") && SearchFolding.fold("МОСКВА") == "москва")
    }
}
