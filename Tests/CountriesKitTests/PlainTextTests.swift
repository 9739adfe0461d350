import CountriesModel
import Testing

/// A server's words in our one-line errors: nothing in them may drive the
/// terminal or break the line.
@Suite struct PlainTextTests {
    @Test(arguments: [
        ("Invalid API key.", "Invalid API key."),
        ("two\nlines", "two lines"),
        ("\u{1B}[2J\u{1B}[Hcleared", "cleared"),
        ("title \u{1B}]0;owned\u{07}set", "title set"),
        ("  spaced \t out  ", "spaced out"),
        ("bell\u{07}and\u{9B}c1", "bell and c1"),
    ])
    func line_dropsEscapes_andFoldsControlsIntoSpaces(_ text: String, _ shown: String) {
        #expect(PlainText.line(text) == shown)
    }

    @Test func line_cutsALongText() {
        let shown = PlainText.line(String(repeating: "x", count: 500))
        #expect(shown.count == 200 + 1 && shown.hasSuffix("…"))
    }
}
