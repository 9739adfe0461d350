/// The lines typed at `browse`'s prompt that are kept between sessions,
/// and whether they can be.
package struct LineHistory: Sendable, Equatable {
    /// Oldest first, at most `HistoryInteractor`'s bound; never a line
    /// holding a key.
    package var lines: [String]
    /// False when the history is off (`COUNTRIES_HISTORY=`), or its file
    /// could not be written once: no more writes are tried.
    package var isKept: Bool
    /// Why the history could not be read or written: said under the screen
    /// after the line that met it, then never again.
    package var failure: String?

    package init(lines: [String] = [], isKept: Bool = false, failure: String? = nil) {
        self.lines = lines
        self.isKept = isKept
        self.failure = failure
    }
}
