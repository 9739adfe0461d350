import Synchronization

/// A country's names by REST Countries translation key (`deu`, `jpn`, ...),
/// decoded on first use and kept: most runs show one language or none, and
/// the 26 translations are most of the data (and most of its `\u` escapes).
/// Whoever reads the record says how to decode them, so the model knows
/// nothing of JSON.
package final class Translations: Sendable, Equatable {
    private let decoded: Mutex<[String: CountryName]?>
    private let decode: (@Sendable () throws -> [String: CountryName])?

    package init(_ names: [String: CountryName] = [:]) {
        decoded = Mutex(names)
        decode = nil
    }

    /// `decode` runs once, when the names are first asked for.
    package init(decodingOnFirstUse decode: @escaping @Sendable () throws -> [String: CountryName]) {
        self.decoded = Mutex(nil)
        self.decode = decode
    }

    package var all: [String: CountryName] {
        (try? decodedOrThrow()) ?? [:]
    }

    /// Decodes now, throwing what is wrong: data from the web is checked
    /// whole before it reaches the cache.
    package func validate() throws {
        _ = try decodedOrThrow()
    }

    package subscript(key: String) -> CountryName? {
        all[key]
    }

    package static func == (lhs: Translations, rhs: Translations) -> Bool {
        lhs === rhs || lhs.all == rhs.all
    }

    private func decodedOrThrow() throws -> [String: CountryName] {
        try decoded.withLock { decoded in
            if let decoded { return decoded }
            let names = try decode?() ?? [:]
            decoded = names
            return names
        }
    }
}
