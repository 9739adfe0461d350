import CountriesJSON
import CountriesModel

/// Turns the record texts the repository read into the values the store
/// holds (`CountryRecordValues`): each record read once, when an
/// interactor asks, and only as far as `reading` needs. A record that is
/// not JSON is an error, never an empty record on screen: the cache's
/// damage (`CacheError.corrupt`, with its remedy) where the data is the cache.
package enum CountryRecordReader {
    package static func values(of texts: RecordTexts, from source: DataSource, reading: RecordReading) throws -> CountryRecordValues {
        let texts = texts.byUpperCasedCode
        var read: [String: CountryRecordValues.Read] = [:]
        if reading == .values {
            read.reserveCapacity(texts.count)
            for (code, text) in texts { read[code] = try self.read(text, of: code, from: source) }
        }
        return CountryRecordValues(reading: reading, texts: texts, read: read)
    }

    /// One record's text read: its value and its facts.
    package static func read(_ text: String, of cca3: String, from source: DataSource) throws -> CountryRecordValues.Read {
        let value: JSONValue
        do {
            value = try JSONValue.parse(Array(text.utf8))
        } catch {
            throw damage(of: cca3, error, in: source)
        }
        return CountryRecordValues.Read(value: value, facts: RecordFactsReader.facts(in: value))
    }

    private static func damage(of cca3: String, _ error: any Error, in source: DataSource) -> any Error {
        let reason = "the record of \(cca3) is not JSON: \(error)"
        switch source {
        case let .cache(path, _): return CacheError.corrupt(path: path, reason: reason)
        case .snapshot: return DamagedRecord(reason: reason)
        }
    }
}

/// A record of the built-in data that does not read: the program itself is
/// damaged (its tests read every record), so there is no remedy to name.
package struct DamagedRecord: Error, Equatable, CustomStringConvertible {
    package let reason: String

    package init(reason: String) {
        self.reason = reason
    }

    package var description: String { "the built-in data is damaged (\(reason))" }
}
