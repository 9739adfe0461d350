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
