import CountriesSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where output goes: results to stdout, everything else to stderr.
package protocol Console: Sendable {
    /// Throws `OutputError` when the result could not be written: a full
    /// disk must not pass for success.
    func out(_ text: String) throws
    /// `out`, of text already UTF-8: `resolve`'s batches, written as they are.
    func out(utf8 bytes: consuming [UInt8]) throws
    /// The bytes alone, no line end added: `resolve --column`'s rows, which
    /// end as the input's lines did (a CR alone too).
    func write(utf8 bytes: consuming [UInt8]) throws
    func err(_ text: String)
    /// A transient status line on stderr, replaced by the next; "" clears it.
    func progress(_ text: String)
    /// `text` on stdout with no line end after it: the prompt of a terminal
    /// that cannot draw (`TERM=dumb`), where the line editor does not run.
    func prompt(_ text: String) throws
}

extension Console {
    /// As text, for a console that keeps what it is given.
    package func out(utf8 bytes: consuming [UInt8]) throws {
        try out(String(decoding: bytes, as: UTF8.self))
    }

    /// As a line, for a console that keeps lines.
    package func write(utf8 bytes: consuming [UInt8]) throws {
        try out(utf8: bytes)
    }
}

/// Writes straight to file descriptors 1 and 2, whole lines at once.
package struct StandardConsole: Console {
    package init() {}

    package func out(_ text: String) throws {
        var text = text + "\n"
        try text.withUTF8 { try Self.writeOut($0) }
    }

    /// `bytes` given up by the caller: the line end is added in place when
    /// they have room for it (`resolve`'s batches do), not to a copy.
    package func out(utf8 bytes: consuming [UInt8]) throws {
        var bytes = bytes
        bytes.append(UInt8(ascii: "\n"))
        try bytes.withUnsafeBufferPointer { try Self.writeOut($0) }
    }

    package func write(utf8 bytes: consuming [UInt8]) throws {
        let bytes = bytes
        try bytes.withUnsafeBufferPointer { try Self.writeOut($0) }
    }

    private static func writeOut(_ buffer: UnsafeBufferPointer<UInt8>) throws {
        if let errorNumber = FileDescriptor.writeAll(buffer, to: STDOUT_FILENO) {
            throw OutputError(reason: String(cString: strerror(errorNumber)), readerClosed: errorNumber == EPIPE)
        }
    }

    package func err(_ text: String) {
        _ = FileDescriptor.writeAll(text + "\n", to: STDERR_FILENO) // nowhere left to report a failure
    }

    package func progress(_ text: String) {
        _ = FileDescriptor.writeAll("\r\u{1B}[K" + text, to: STDERR_FILENO)
    }

    package func prompt(_ text: String) throws {
        if let errorNumber = FileDescriptor.writeAll(text, to: STDOUT_FILENO) {
            throw OutputError(reason: String(cString: strerror(errorNumber)), readerClosed: errorNumber == EPIPE)
        }
    }
}
