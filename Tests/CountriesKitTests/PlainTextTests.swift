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

    /// Fuzzing from outside (issue 33): text that reorders a line (the
    /// bidirectional controls) or breaks it (U+2028, U+2029) reached the
    /// terminal raw from `show` and `compare`. They are controls: a space
    /// in a cell, an escape in a message, as C0 and C1 are.
    @Test(arguments: ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{2028}", "\u{2029}"])
    func textThatReordersOrBreaksALine_isAControl(_ control: String) {
        #expect(PlainText.of("Pa\(control)ris") == "Pa ris")
        #expect(PlainText.line("Pa\(control)ris") == "Pa ris")
        let hex = String(control.unicodeScalars.first!.value, radix: 16, uppercase: true)
        #expect(PlainText.visible("Pa\(control)ris") == "Pa\\u\(String(repeating: "0", count: 4 - hex.count) + hex)ris")
    }

    @Test func lettersBesideTheBidiControls_areLeftAlone() {
        let text = "\u{2027}\u{202F}\u{2065}\u{206A}\u{200D}\u{061B}\u{061D}עברית عربي"
        #expect(PlainText.of(text) == text)
        #expect(PlainText.visible(text) == text)
    }

    /// The grown fuzzing (issue 33) found the other escaping path: input
    /// repeated in an error (`--route`, browse's "No country matches")
    /// through `quoted`, which had its own list of controls. It asks
    /// `PlainText.isControl`.
    @Test func quotedInput_escapesTextThatReordersALine() {
        #expect(quoted("Cou\u{202E}ntries\u{2028}") == #"'Cou\u202Entries\u2028'"#)
        #expect(quoted("a\u{1B}b") == #"'a\x1Bb'"#)
    }

    /// Issue 44 found two spellings of one escape: `quoted` wrote ESC as
    /// `\u{1B}` (and a Tab as `\t`), `visible` as `\x1B`. Every control
    /// is spelled one way wherever it is shown (`PlainText.escape`).
    @Test(arguments: ["\u{0}", "\t", "\n", "\r", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{61C}", "\u{200E}", "\u{2028}", "\u{202E}", "\u{2069}"])
    func everyControl_hasOneSpelling_inMessagesAndQuotedInput(_ control: String) {
        let scalar = control.unicodeScalars.first!
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let spelled = scalar.value > 0xFF ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex : "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
        #expect(PlainText.escape(scalar) == spelled)
        #expect(PlainText.visible("a\(control)b") == "a\(spelled)b")
        #expect(quoted("a\(control)b") == "'a\(spelled)b'")
    }

    /// `resolve --column` passes its input's fields through: a Tab and a
    /// line break are the data's, kept; any other control is shown.
    @Test func visible_keepingTabsAndLineBreaks_keepsThem_andShowsTheOthers() {
        #expect(PlainText.visible("a\tb\r\nc\u{1B}d\u{202E}", keepingTabsAndLineBreaks: true) == "a\tb\r\nc\\x1Bd\\u202E")
        #expect(PlainText.visible("a\tb\r\nc") == "a\\x09b\\x0D\\x0Ac")
    }
}
