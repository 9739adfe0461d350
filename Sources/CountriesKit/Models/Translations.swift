import Foundation

/// A country's names by REST Countries translation key (`deu`, `jpn`, ...),
/// decoded from the record's own JSON on first use and kept: most runs show
/// one language or none, and the 26 translations are most of the data (and
/// most of its `\u` escapes).
public final class Translations: @unchecked Sendable, Equatable {
    private let lock = NSLock()
    private var decoded: [String: CountryName]?
    /// The record's text and the byte range of its `translations` object.
    private let source: (json: String, range: Range<Int>)?

    public init(_ names: [String: CountryName] = [:]) {
        decoded = names
        source = nil
    }

    init(json: String, range: Range<Int>) {
        source = (json, range)
    }

    public var all: [String: CountryName] {
        (try? decodedOrThrow()) ?? [:]
    }

    /// Decodes now, throwing what is wrong: data from the web is checked
    /// whole before it reaches the cache.
    func validate() throws {
        _ = try decodedOrThrow()
    }

    public subscript(key: String) -> CountryName? {
        all[key]
    }

    public static func == (lhs: Translations, rhs: Translations) -> Bool {
        lhs === rhs || lhs.all == rhs.all
    }

    private func decodedOrThrow() throws -> [String: CountryName] {
        try lock.withLock {
            if let decoded { return decoded }
            guard var json = source?.json, let range = source?.range else { return [:] }
            let names = try json.withUTF8 { bytes in
                var reader = JSONReader(bytes, offset: range.lowerBound)
                return try CountryRecordsDecoder.readTranslations(&reader)
            }
            decoded = names
            return names
        }
    }
}
