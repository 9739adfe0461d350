import CountriesModel
import CountriesJSON

/// What `countries-fetch` writes to its standard output, in order: any number
/// of progress lines, then either the countries or the failure.
///
///     progress 2 4
///     failed {"case":"timedOut","url":"…","seconds":10}
///     countries
///     [ …v3.1 records, as the cache holds them… ]
///
/// The records come last and unframed, to the end of the stream: 1.5 MB
/// needs no escaping into a string and no length said beforehand.
package enum FetchMessage: Equatable, Sendable {
    case progress(answered: Int, requests: Int)
    case failed(APIError)
    case countries(records: [UInt8])

    package func encoded() -> [UInt8] {
        switch self {
        case let .progress(answered, requests):
            Array("progress \(answered) \(requests)\n".utf8)
        case let .failed(error):
            Array("failed \(error.json.compactText)\n".utf8)
        case let .countries(records):
            Array("countries\n".utf8) + records
        }
    }

    /// Reads messages from the bytes of a stream as they come; `finish` says
    /// what the stream ended with.
    package struct Reader {
        private var pending: [UInt8] = []
        private var records: [UInt8]?

        package init() {}

        /// The whole messages these bytes complete; the records wait for the end.
        package mutating func read(_ bytes: some Sequence<UInt8>) throws(FetchMessageError) -> [FetchMessage] {
            if records != nil {
                records?.append(contentsOf: bytes)
                return []
            }
            pending.append(contentsOf: bytes)
            var messages: [FetchMessage] = []
            while records == nil, let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                if line == Array("countries".utf8) {
                    records = pending
                    pending = []
                } else {
                    messages.append(try Self.message(line))
                }
            }
            return messages
        }

        /// The countries, if the stream said they follow.
        package func finish() throws(FetchMessageError) -> FetchMessage? {
            guard pending.isEmpty else { throw FetchMessageError(line: pending) }
            return records.map { .countries(records: $0) }
        }

        private static func message(_ line: [UInt8]) throws(FetchMessageError) -> FetchMessage {
            let text = String(decoding: line, as: UTF8.self)
            if text.hasPrefix("progress ") {
                let numbers = text.dropFirst("progress ".count).split(separator: " ").compactMap { Int($0) }
                if numbers.count == 2 { return .progress(answered: numbers[0], requests: numbers[1]) }
            } else if text.hasPrefix("failed "), let json = try? JSONValue.parse(Array(line.dropFirst("failed ".count))), let error = APIError(json: json) {
                return .failed(error)
            }
            throw FetchMessageError(line: line)
        }
    }
}

/// A line the helper should not have written: another program under its
/// name, or another version of it.
package struct FetchMessageError: Error, Equatable {
    package var line: [UInt8]

    package var description: String {
        "wrote what this version of countries does not read (\(PlainText.line(String(decoding: line.prefix(60), as: UTF8.self))))"
    }
}
