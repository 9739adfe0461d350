@testable import CountriesJSON
import Testing

@Suite struct JSONReaderTests {
    private func read<T>(_ json: String, _ body: (inout JSONReader) throws -> T) throws -> T {
        var json = json
        return try json.withUTF8 { bytes in
            var reader = JSONReader(bytes)
            return try body(&reader)
        }
    }

    @Test func readString_decodesEveryEscape() throws {
        let text = try read(#""a\"b\\c\/d\ne\tf\u00e9""#) { try $0.readString() }
        #expect(text == "a\"b\\c/d\ne\tfé")
    }

    @Test func readString_joinsSurrogatePairs_asTheLiveAPIEscapesFlags() throws {
        let flag = try read(#""\uD83C\uDDEB\uD83C\uDDF7""#) { try $0.readString() }
        #expect(flag == "🇫🇷")
    }

    @Test(arguments: [#""\uD83C""#, #""\uD83C\u0041""#, #""\uZZZZ""#, #""open"#, "", "nul"])
    func malformedInput_throwsInsteadOfCrashing(_ json: String) {
        #expect(throws: JSONReader.DataError.self) { try read(json) { try $0.readString() } }
    }

    /// Fuzzing from outside (issue 33): a NUL written over a space in a
    /// cache was read as text and copied raw into `--json`. JSON has a
    /// string hold a control only escaped, and knows eight escapes: read or
    /// skipped, anything else is damage.
    @Test(arguments: ["\"a\u{0}b\"", "\"a\nb\"", "\"a\u{1F}\"", "\"\\q\"", "\"a\\x41\"", "\"\\u{}\"", "\"\\uD800x\"", "\"\\é\""])
    func aRawControlOrAnUnknownEscape_throws_readOrSkipped(_ json: String) {
        #expect(throws: JSONReader.DataError.self) { try read(json) { try $0.readString() } }
        #expect(throws: JSONReader.DataError.self) { try read("[" + json + "]") { try $0.skipValue() } }
        #expect(throws: JSONReader.DataError.self) { try read("{\"k\": " + json + "}") { reader in try reader.readObject { _, value in try value.skipValue() } } }
    }

    @Test func everyEscapeOfJSON_isSkipped() throws {
        #expect(try read(#"["\"\\\/\b\f\n\r\t\u00e9\uD83C\uDDEB", 1]"#) { reader in try reader.skipValue(); return reader.isAtEnd() })
    }

    @Test func readInt_acceptsJavaStyleDecimals() throws {
        #expect(try read("1.7098246E7") { try $0.readInt() } == 17_098_246)
        #expect(try read("46.0") { try $0.readInt() } == 46)
        #expect(throws: JSONReader.DataError.self) { try read("0.5") { try $0.readInt() } }
    }

    @Test func readObject_skipsWhatTheCallerDoesNotRead() throws {
        let json = #"{"skip": {"a": [1, {"b": "}"}], "c": null}, "keep": "yes", "also": [true, false]}"#
        var kept: [String] = []
        try read(json) { reader in
            try reader.readObject { key, reader in
                if key == "keep" { kept.append(try reader.readString()) } else { try reader.skipValue() }
            }
            let atEnd = reader.isAtEnd()
            #expect(atEnd)
        }
        #expect(kept == ["yes"])
    }

    @Test func readWithText_answersTheValueAndItsExactBytes() throws {
        let (value, text) = try read(#"  {"k": "v"} "#) { reader in
            try reader.readWithText { reader in
                var value = ""
                try reader.readObject { _, reader in value = try reader.readString() }
                return value
            }
        }
        #expect(value == "v")
        #expect(text == #"{"k": "v"}"#)
    }

    /// Fuzzing found 100,000 levels crash the decoder (a stack overflow).
    @Test(arguments: [JSONReader.deepestNesting + 1, 100_000, 200_000])
    func deeplyNestedJSON_isADataError_notACrash(_ levels: Int) {
        let text = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
        #expect(throws: JSONReader.DataError.self) { try JSONValue.parse(Array(text.utf8)) }
        let records = "[" + String(repeating: "{\"a\":", count: levels) + "1" + String(repeating: "}", count: levels) + "]"
        #expect(throws: JSONReader.DataError.self) { try read(records) { try $0.skipValue() } }
    }

    @Test func nestingUpToTheLimit_reads() throws {
        let levels = JSONReader.deepestNesting
        let text = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
        #expect(throws: Never.self) { try JSONValue.parse(Array(text.utf8)) }
    }

    /// Fuzzing found a hand-edited cache with `+1` or `01` accepted, and so
    /// printed by `--json` as invalid JSON.
    @Test(arguments: ["+1", "01", "-", "1.", ".5", "1e", "1e+", "--1", "1.2.3"])
    func numbersJSONDoesNotAllow_areDataErrors(_ number: String) {
        #expect(throws: JSONReader.DataError.self) { try JSONValue.parse(Array("[\(number)]".utf8)) }
    }

    /// Fuzzing found `1e400` in a cache accepted, and copied by `--json`
    /// into output that JSONSerialization and most readers refuse. Skipped
    /// values are checked too: most of a record is skipped, yet printed.
    @Test(arguments: ["1e400", "-1E+309", String(repeating: "9", count: 400), "1" + String(repeating: "0", count: 309) + ".5"])
    func numbersPastADouble_areDataErrors_readOrSkipped(_ number: String) {
        #expect(throws: JSONReader.DataError.self) { try JSONValue.parse(Array("[\(number)]".utf8)) }
        #expect(throws: JSONReader.DataError.self) { try read(number) { try $0.readDouble() } }
        #expect(throws: JSONReader.DataError.self) { try read("[\(number)]") { try $0.skipValue() } }
    }

    @Test(arguments: [("1e308", 1e308), ("1e-400", 0.0), ("-1.7976931348623157e308", -1.7976931348623157e308)])
    func numbersNearADoublesLimits_read(_ text: String, _ value: Double) throws {
        #expect(try read(text) { try $0.readDouble() } == value)
    }

    @Test(arguments: [("0", 0.0), ("-0.5", -0.5), ("46.0", 46), ("1.7098246E7", 17_098_246), ("2e-3", 0.002), ("10", 10)])
    func numbersJSONAllows_read(_ text: String, _ value: Double) throws {
        #expect(try read(text) { try $0.readDouble() } == value)
    }
}
