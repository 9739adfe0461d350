import Synchronization

/// A country's record text, as `Country.json` holds it: given, or read on
/// first use and kept. `list` and `show` print no JSON, and making 1.3 MB
/// of record text into Strings (checking every byte is UTF-8) was most of
/// what an index-read start still cost. The model knows only that someone
/// can read it.
package final class RecordJSON: Sendable, Equatable {
    private let text: Mutex<String?>
    private let read: (@Sendable () -> String)?

    package init(_ text: String) {
        self.text = Mutex(text)
        read = nil
    }

    /// `read` runs once, when the text is first asked for.
    package init(readingOnFirstUse read: @escaping @Sendable () -> String) {
        text = Mutex(nil)
        self.read = read
    }

    package var value: String {
        text.withLock { text in
            if let text { return text }
            let read = read?() ?? ""
            text = read
            return read
        }
    }

    package static func == (lhs: RecordJSON, rhs: RecordJSON) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}
