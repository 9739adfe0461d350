import CountriesModel
import CountriesUI
import Testing

/// The line editor as a state machine: bytes in, line and cursor out.
@Suite struct LineEditorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let text: String
        let cursor: Int
        var events: [LineEditor.Event] = []
        var testDescription: String { name }
    }

    private static let esc: [UInt8] = [0x1B]
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
    private static let left = esc + bytes("[D"), right = esc + bytes("[C"), up = esc + bytes("[A"), down = esc + bytes("[B")
    private static let home = esc + bytes("[H"), end = esc + bytes("[F"), delete = esc + bytes("[3~")

    static let cases: [Case] = [
        Case(name: "typing inserts at the cursor", bytes: bytes("fance") + left + left + left + left + bytes("r"), text: "france", cursor: 2),
        Case(name: "arrow keys never reach the text", bytes: bytes("ab") + down + up + esc + bytes("[1;5C") + esc + bytes("OA"), text: "ab", cursor: 2),
        Case(name: "left stops at the start, right at the end", bytes: bytes("ab") + left + left + left + right + right + right, text: "ab", cursor: 2),
        Case(name: "Home and End, and Ctrl-A and Ctrl-E", bytes: bytes("abc") + home + bytes("x") + end + bytes("y") + [0x01, 0x7A] + [0x05], text: "zxabcy", cursor: 6),
        Case(name: "Home and End in their other spellings", bytes: bytes("bc") + esc + bytes("[1~") + bytes("a") + esc + bytes("OF") + bytes("d") + esc + bytes("[7~") + bytes("_"), text: "_abcd", cursor: 1),
        Case(name: "Backspace deletes before the cursor, DEL or ^H", bytes: bytes("abcd") + [0x7F] + left + [0x08], text: "ac", cursor: 1),
        Case(name: "Backspace at the start does nothing", bytes: bytes("ab") + home + [0x7F], text: "ab", cursor: 0),
        Case(name: "Delete deletes under the cursor", bytes: bytes("abc") + home + delete + end + delete, text: "bc", cursor: 2),
        Case(name: "Ctrl-K cuts to the end", bytes: bytes("new zealand") + left + left + left + left + left + left + left + [0x0B], text: "new ", cursor: 4),
        Case(name: "Ctrl-U cuts to the start", bytes: bytes("new zealand") + left + left + left + left + left + left + left + [0x15], text: "zealand", cursor: 0),
        Case(name: "Ctrl-W cuts the word before the cursor", bytes: bytes("south  korea  ") + [0x17], text: "south  ", cursor: 7),
        Case(name: "Ctrl-D deletes under the cursor on a line with text", bytes: bytes("ab") + home + [0x04], text: "b", cursor: 0),
        Case(name: "Ctrl-D on an empty line ends the input", bytes: [0x04], text: "", cursor: 0, events: [.endOfInput]),
        Case(name: "Ctrl-C abandons the line", bytes: bytes("fra") + [0x03] + bytes("de"), text: "de", cursor: 2),
        Case(name: "Ctrl-C on an empty line interrupts", bytes: [0x03], text: "", cursor: 0, events: [.interrupted]),
        Case(name: "Ctrl-\\ quits", bytes: [0x1C], text: "", cursor: 0, events: [.quit]),
        Case(name: "Enter submits and empties the line, CR or LF", bytes: bytes("fra\rde\n"), text: "", cursor: 0, events: [.submitted("fra"), .submitted("de")]),
        Case(name: "Ctrl-Z suspends, the line kept", bytes: bytes("fr") + [0x1A], text: "fr", cursor: 2, events: [.suspend]),
        Case(
            name: "PageDown and PageUp page, the line kept", bytes: bytes("fr") + esc + bytes("[6~") + esc + bytes("[5~"), text: "fr", cursor: 2,
            events: [.page(forward: true), .page(forward: false)]
        ),
        Case(name: "Space on an empty line pages, as less's", bytes: bytes(" "), text: "", cursor: 0, events: [.page(forward: true)]),
        Case(name: "Space after text is a space", bytes: bytes("new z"), text: "new z", cursor: 5),
        // Esc then Left put `[D` in the line: the second escape begins the arrow's sequence.
        Case(name: "Esc then an arrow key: no tail of a sequence in the text", bytes: bytes("ab") + esc + left + bytes("c"), text: "acb", cursor: 2),
        Case(name: "other control keys and Alt-x are ignored", bytes: bytes("a") + [0x07, 0x00] + esc + bytes("x") + bytes("b"), text: "ab", cursor: 2),
        Case(name: "multi-byte UTF-8 is one character", bytes: bytes("côte") + left + left + [0x7F], text: "cte", cursor: 1),
        Case(name: "wide characters are one character each", bytes: bytes("日本国") + left + [0x7F], text: "日国", cursor: 1),
        Case(name: "a combining mark joins the character before it", bytes: bytes("e\u{301}") + [0x7F], text: "", cursor: 0),
        Case(name: "bytes that are not UTF-8 become U+FFFD", bytes: [0xFF, 0x61, 0xC3], text: "\u{FFFD}a", cursor: 2),
    ]

    @Test(arguments: cases) func keys_editTheLine(_ test: Case) {
        var editor = LineEditor()
        let events = editor.feed(test.bytes)
        #expect(editor.text == test.text)
        #expect(editor.cursor == test.cursor)
        #expect(events == test.events)
    }

    /// A paste is keys, one after another at the end of the line: each costs
    /// constant time, and a redraw the width shown. (Rebuilding the line at
    /// every key, and measuring every prefix at every redraw, made 16,000
    /// characters take 80 s; the limit here only stops a regression's hang.)
    @Test(.timeLimit(.minutes(1))) func aMegabytePaste_isTyped_andShownAtItsEnd() {
        var editor = LineEditor()
        let paste = (0..<1_000_000).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        for chunk in stride(from: 0, to: paste.count, by: 4096) {
            _ = editor.feed(Array(paste[chunk..<min(chunk + 4096, paste.count)]))
            _ = editor.display(width: 80)
        }
        #expect(editor.cursor == 1_000_000)
        #expect(editor.text.utf8.elementsEqual(paste))
        let shown = editor.display(width: 80)
        #expect(shown.cursorColumn == 79 - 1 && shown.text.hasSuffix(String(decoding: paste.suffix(10), as: UTF8.self)))
        _ = editor.feed([0x01]) // Ctrl-A: the start, shown from the first character
        #expect(editor.display(width: 80).text.hasPrefix(LineEditor.prompt + "abcdefghij"))
    }

    @Test func aSequenceOrACharacterSplitAcrossReads_waitsForItsRest() {
        var editor = LineEditor()
        #expect(editor.feed(Self.bytes("a") + [0x1B]).isEmpty)
        #expect(editor.feed([UInt8(ascii: "[")]).isEmpty)
        _ = editor.feed([UInt8(ascii: "D")])
        #expect(editor.text == "a" && editor.cursor == 0)
        _ = editor.feed([0xC3])
        _ = editor.feed([0xA9])
        #expect(editor.text == "éa" && editor.cursor == 1)
    }

    /// Esc alone, then a pause (the reader's timeout), then `[D` typed: the
    /// escape was the Esc key, ignored, and what follows is text again; Esc
    /// alone then an arrow, in separate reads, moves the cursor.
    @Test func anEscapeLeftWaiting_endsAtThePause() {
        var editor = LineEditor()
        _ = editor.feed(Self.bytes("ab") + [0x1B])
        #expect(editor.pause().isEmpty)
        _ = editor.feed(Self.left)
        #expect(editor.text == "ab" && editor.cursor == 1)
        _ = editor.feed([0x1B])
        _ = editor.pause()
        _ = editor.feed(Self.bytes("x"))
        #expect(editor.text == "axb", "a key after the pause is typed, not taken as Alt-x")
        #expect(editor.pause().isEmpty && editor.text == "axb", "a pause with nothing waiting changes nothing")
    }

    @Test func upAndDown_walkTheHistory_andGiveBackTheDraft() {
        var editor = LineEditor()
        _ = editor.feed(Self.bytes("fra\rde\rde\r"))
        #expect(editor.history == ["fra", "de"], "a line repeated is kept once")
        _ = editor.feed(Self.bytes("ja") + Self.up)
        #expect(editor.text == "de" && editor.cursor == 2)
        _ = editor.feed(Self.up + Self.up)
        #expect(editor.text == "fra", "the oldest stays")
        _ = editor.feed(Self.down)
        #expect(editor.text == "de")
        _ = editor.feed(Self.down)
        #expect(editor.text == "ja", "past the newest, the line being typed")
        _ = editor.feed(Self.down + [0x10])
        #expect(editor.text == "de", "Ctrl-P is Up")
        #expect(editor.feed(Self.bytes("\r")) == [.submitted("de")])
    }

    @Test func tab_completesAUniquePrefix_extendsToWhatSeveralShare_andListsThem() {
        let names = ["New Caledonia", "New Zealand", "Niger", "neighbors", "next"]
        let complete = { (typed: String) in names.filter { $0.lowercased().hasPrefix(typed.lowercased()) } }
        var editor = LineEditor()
        _ = editor.feed(Self.bytes("new z\t"), complete: complete)
        #expect(editor.text == "New Zealand" && editor.cursor == 11)

        editor = LineEditor()
        _ = editor.feed(Self.bytes("ne\t"), complete: complete)
        #expect(editor.text == "ne" && editor.hints == ["New Caledonia", "New Zealand", "neighbors", "next"])
        #expect(editor.display(width: 80).hints == "  New Caledonia · New Zealand · neighbors · next")
        _ = editor.feed(Self.bytes("w"), complete: complete)
        #expect(editor.hints.isEmpty, "the list goes with the next key")
        _ = editor.feed(Self.bytes("\t"), complete: complete)
        #expect(editor.text == "New " && editor.hints == ["New Caledonia", "New Zealand"])

        editor = LineEditor()
        _ = editor.feed(Self.bytes("xyz\t"), complete: complete)
        #expect(editor.text == "xyz" && editor.hints.isEmpty)
    }

    /// Fuzzing from outside (issue 33): a paste with a Tab every 11
    /// characters ran completion over the whole growing line at each Tab
    /// (50,000 characters: 15 s before `quit` was answered). Bytes read at
    /// once past what a person types are a paste: its Tabs are spaces, and
    /// nothing is asked of completion.
    @Test func tabsInAPaste_areText_andCompleteNothing() {
        var editor = LineEditor()
        var asked = 0
        let paste = Self.bytes(String(repeating: "fr abcdefg\t", count: 3))
        #expect(paste.count > LineEditor.mostBytesTyped)
        _ = editor.feed(paste) { _ in asked += 1; return ["France"] }
        #expect(asked == 0)
        #expect(editor.text == String(repeating: "fr abcdefg ", count: 3))
        // Typed on its own, a Tab completes as ever.
        var typed = LineEditor()
        _ = typed.feed(Self.bytes("fr\t")) { _ in asked += 1; return ["France"] }
        #expect(asked == 1 && typed.text == "France")
    }

    /// However the line came (a paste in pieces as small as keys), a Tab past
    /// `longestCompleted` characters asks nothing: its cost does not grow
    /// with the line.
    @Test func aTabOnALineLongerThanAnyCompletion_asksNothing() {
        var editor = LineEditor()
        var asked: [Int] = []
        for _ in 0..<300 {
            for byte in Self.bytes("abcdefghij\t") { _ = editor.feed([byte]) { asked.append($0.count); return [] } }
        }
        #expect(asked.allSatisfy { $0 <= LineEditor.longestCompleted })
        #expect(asked.count == LineEditor.longestCompleted / 10)
        #expect(editor.text.count == 3000)
    }

    @Test func tab_completesOnlyWhatIsBeforeTheCursor() {
        var editor = LineEditor()
        _ = editor.feed(Self.bytes("fr!") + Self.left + Self.bytes("\t")) { $0 == "fr" ? ["France"] : [] }
        #expect(editor.text == "France!" && editor.cursor == 6)
    }

    @Test(arguments: [20, 30, 40, 80, 200])
    func theDisplay_neverFillsTheWidth_andKeepsTheCursorInView(width: Int) {
        var editor = LineEditor()
        _ = editor.feed(Self.bytes(String(repeating: "日本", count: 60) + "end"))
        var display = editor.display(width: width)
        #expect(DisplayWidth.of(display.text + display.hints) < width)
        #expect(display.text.hasSuffix("end") && display.cursorColumn == DisplayWidth.of(display.text))
        _ = editor.feed(Self.home)
        display = editor.display(width: width)
        #expect(DisplayWidth.of(display.text) < width)
        #expect(display.text.hasPrefix("› 日本") && display.cursorColumn == 2)
    }
}
