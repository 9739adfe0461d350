import CountriesJSON
import CountriesModel
import Foundation
import Testing

/// The writer that puts refreshed records in the cache: the snapshot's
/// layout, every string escaped as JSON needs and nothing else.
@Suite struct JSONValueWriterTests {
    @Test func escapes_quotesBackslashesAndControls_only() throws {
        let value = JSONValue.object([.init("k\"ey", .array([.string("a\\b\n\r\t\u{0}\u{1B}\u{1F}"), .string("Côte 🇨🇮 ü"), .number(1.5), .null, .bool(true)]))])
        #expect(value.written() == "{\n  \"k\\\"ey\": [\n    \"a\\\\b\\n\\r\\t\\u0000\\u001b\\u001f\",\n    \"Côte 🇨🇮 ü\",\n    1.5,\n    null,\n    true\n  ]\n}")
        #expect(value.compactText == "{\"k\\\"ey\":[\"a\\\\b\\n\\r\\t\\u0000\\u001b\\u001f\",\"Côte 🇨🇮 ü\",1.5,null,true]}")
        #expect(try JSONValue.parse(Array(value.written().utf8)) == value)
    }

    /// `compactText`, written in place: containers empty and nested,
    /// numbers whole and not, every member and element after a comma.
    @Test func compactText_nestsContainers_onOneLine() {
        let value = JSONValue.object([
            .init("a", .array([])), .init("o", .object([])), .init("n", .array([.number(-3), .number(0.25), .array([.null, .object([.init("", .bool(false))])])])),
            .init("s", .string("\u{2028}")),
        ])
        #expect(value.compactText == #"{"a":[],"o":{},"n":[-3,0.25,[null,{"":false}]],"s":"\u2028"}"#)
        var bytes = Array("x".utf8)
        value.writeCompact(into: &bytes)
        #expect(bytes == Array(("x" + value.compactText).utf8))
    }

    /// DEL and the C1 controls (CSI U+009B, NEL U+0085) are valid raw in a
    /// JSON string, and some terminals obey them: escaped, as C0 is.
    @Test func escapes_delAndC1Controls_butNotTheLettersBesideThem() throws {
        let value = JSONValue.string("a\u{7F}b\u{85}c\u{9B}2Jd\u{80}\u{9F}é\u{A0}ÿ")
        #expect(value.compactText == #""a\u007fb\u0085c\u009b2Jd\u0080\u009fé\#u{A0}ÿ""#)
        #expect(try JSONValue.parse(Array(value.compactText.utf8)) == value)
    }

    @Test func aStoredRecord_getsItsDELAndC1Escaped_andMeansTheSame() throws {
        let stored = "{\"name\": \"Evil\u{9B}2J\u{7F}Land é\"}"
        let printed = JSONValue.escapingTerminalControls(stored)
        #expect(printed == #"{"name": "Evil\u009b2J\u007fLand é"}"#)
        #expect(try JSONValue.parse(Array(printed.utf8)) == JSONValue.parse(Array(stored.utf8)))
        #expect(JSONValue.escapingTerminalControls("{\"a\": \"ü\"}") == "{\"a\": \"ü\"}")
    }

    /// Fuzzing from outside (issue 33): the bidirectional controls and the
    /// line and paragraph separators are valid raw in JSON, and reorder what
    /// a terminal shows (Trojan Source): escaped, in values and in stored
    /// records, their neighbours left alone.
    @Test func escapes_textThatReordersOrBreaksALine() throws {
        let value = JSONValue.string("a\u{202E}b\u{2066}c\u{2069}d\u{200E}\u{200F}e\u{061C}f\u{2028}g\u{2029}h\u{2027}\u{202F}\u{2019}\u{061B}")
        #expect(value.compactText == #""a\u202eb\u2066c\u2069d\u200e\u200fe\u061cf\u2028g\u2029h\#u{2027}\#u{202F}\#u{2019}\#u{061B}""#)
        #expect(try JSONValue.parse(Array(value.compactText.utf8)) == value)
        let stored = "{\"name\": \"Evil\u{202E}Land\u{2029} ’\"}"
        let printed = JSONValue.escapingTerminalControls(stored)
        #expect(printed == #"{"name": "Evil\u202eLand\u2029 ’"}"#)
        #expect(try JSONValue.parse(Array(printed.utf8)) == JSONValue.parse(Array(stored.utf8)))
    }

    @Test func emptyContainers_stayOnTheirLine() {
        #expect(JSONValue.object([.init("a", .array([])), .init("b", .object([]))]).written() == "{\n  \"a\": [],\n  \"b\": {}\n}")
    }

    /// Every snapshot record, parsed and written again, reads the same to
    /// Foundation. (Not the same bytes: the snapshot escapes some letters,
    /// `\u0192`, which the writer, as the cache always had, keeps as UTF-8.)
    @Test func theSnapshot_writtenAgain_readsTheSameToFoundation() throws {
        for record in try CountryCatalog.snapshotRecords {
            let country = record.country
            let again = try JSONValue.parse(Array(record.text.utf8)).written(level: 1)
            let original = try JSONSerialization.jsonObject(with: Data(record.text.utf8)) as? NSDictionary
            let rewritten = try JSONSerialization.jsonObject(with: Data(again.utf8)) as? NSDictionary
            #expect(original != nil && original == rewritten, "\(country.cca3)")
        }
    }
}
