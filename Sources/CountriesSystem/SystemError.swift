#if canImport(Glibc)
import Glibc
#endif

/// An `errno`, with the system's words for it.
package struct SystemError: Error, Equatable {
    package let code: Int32
    private let words: String?

    /// `words` when the system's would mislead (EINVAL for a FIFO where a
    /// file should be).
    package init(_ code: Int32, saying words: String? = nil) {
        self.code = code
        self.words = words
    }

    package var description: String { words ?? String(cString: strerror(code)) }
}
