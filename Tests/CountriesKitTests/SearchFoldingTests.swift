@testable import CountriesKit
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
}
