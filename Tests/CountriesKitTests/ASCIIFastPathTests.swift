@testable import CountriesModel
import Testing

/// The lookup reads an ASCII text on its bytes where it read Characters
/// (issue 40: no `String` made on the hot path): `NameReading.variantless`
/// and `CityPlace.split` must give what reading Characters gives, on
/// every ASCII text, CR LF (one Character of two bytes), tabs, controls,
/// "The", full stops, commas, slashes and spaced dashes among them.
@Suite struct ASCIIFastPathTests {
    /// Random texts of the bytes the readings look at, and letters.
    static func texts(_ count: Int) -> [String] {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["the", "The", "THE", "tHe", "a", "Korea", "Rep", "x", " ", "  ", "\t", "\r\n", "\r", "\n", "\u{0B}", "\u{0C}",
                      "\u{01}", "\u{1F}", "\u{7F}", ".", ",", "/", "-", " - ", "'", "(", ")", "e"]
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        } + ["", ".", ",", "..", " . ", "The", "The ", "the x", "The  Virgin  Islands.", "x\r\n.", "Rep. ,", "Paris - TX", "a/b", "a -b"]
    }

    /// Of a trimmed text, as the resolver asks it.
    @Test func variantless_onBytes_isVariantless_byCharacters() {
        for text in Self.texts(20_000).map({ $0.trimmingWhitespaceByCharacters() }) {
            #expect(NameReading.variantless(text) == NameReading.variantlessByCharacters(text), "\(Array(text.utf8))")
        }
    }

    @Test func citySplit_onBytes_isTheSplit_byCharacters() {
        for text in Self.texts(20_000) {
            let bytes = CityPlace.split(text), characters = CityPlace.splitByCharacters(text)
            #expect(bytes?.name == characters?.name && bytes?.qualifier == characters?.qualifier, "\(Array(text.utf8))")
        }
    }
}

extension ASCIIFastPathTests {
    @Test func trimming_onBytes_isTrimming_byCharacters() {
        // A space before a combining mark is one Character with it, white space.
        for text in Self.texts(20_000) + [" \u{301}x ", "x \u{301}", " é ", "\u{A0}x ", " x\u{A0}", "\u{0600} ", " \r\n"] {
            #expect(text.trimmingWhitespace() == text.trimmingWhitespaceByCharacters(), "\(Array(text.utf8))")
        }
    }
}
