import CountriesData
import Foundation

/// A history file in memory: answers the lines it was given, keeps what is
/// saved, or fails as a full disk or an unreadable file would.
package final class StubHistoryRepository: HistoryRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String]
    private var saves = 0
    private let loadError: (any Error)?
    private let saveError: (any Error)?

    package init(_ lines: [String] = [], loadError: (any Error)? = nil, saveError: (any Error)? = nil) {
        self.lines = lines
        self.loadError = loadError
        self.saveError = saveError
    }

    /// The lines as the last save left them.
    package var saved: [String] { lock.withLock { lines } }
    /// How many saves were tried, failed ones too.
    package var saveCount: Int { lock.withLock { saves } }

    package func loadLines() throws -> [String] {
        if let loadError { throw loadError }
        return lock.withLock { lines }
    }

    package func saveLines(_ lines: [String]) throws {
        lock.withLock { saves += 1 }
        if let saveError { throw saveError }
        lock.withLock { self.lines = lines }
    }
}
