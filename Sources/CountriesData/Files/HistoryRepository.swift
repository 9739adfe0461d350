import CountriesSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines typed at `browse`'s prompt, kept between sessions. Which lines
/// are kept, and how many, is the history interactor's to decide: this only
/// reads and writes them.
package protocol HistoryRepository: Sendable {
    /// The lines kept, oldest first; none when there is no file yet.
    func loadLines() throws -> [String]
    /// Replaces the lines kept, whole or not at all.
    func saveLines(_ lines: [String]) throws
}

/// Why the history file could not be read or written, with its path.
package struct HistoryError: Error, Sendable, Equatable, CustomStringConvertible {
    package let path: String
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): \(reason)" }
}

// MARK: - Real

/// One line a line in a file, as readline's history file; written as the
/// cache is (`AtomicFile`: a temporary beside it, flushed, renamed), so a
/// session killed mid-write leaves the old history or the new one. Readable
/// by its owner only, as bash's `~/.bash_history` is.
package struct RealHistoryRepository: HistoryRepository {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    package func loadLines() throws -> [String] {
        let bytes: [UInt8]
        do {
            bytes = try FileDescriptor.readAll(path)
        } catch {
            if error.code == ENOENT { return [] }
            throw HistoryError(path: path, reason: error.description)
        }
        // Bytes that are not UTF-8 (an edit by hand) are repaired, not fatal.
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    package func saveLines(_ lines: [String]) throws {
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        do {
            if !directory.isEmpty { try FileDescriptor.makeDirectories(directory) }
        } catch {
            throw HistoryError(path: path, reason: error.description)
        }
        do {
            try AtomicFile.draft(lines.map { $0 + "\n" }.joined(), for: path, mode: 0o600).commit()
        } catch {
            throw HistoryError(path: path, reason: error.reason)
        }
    }
}
