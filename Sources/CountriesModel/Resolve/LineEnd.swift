/// What ended a line of input: an LF, a CRLF, a CR alone (old Mac files,
/// some spreadsheets), or nothing (`endOfInput`: the input's last line,
/// when no line end follows it). A name never holds its line's end; a
/// quoted CSV field that goes on to the next line holds it as it came
/// (RFC 4180 quotes it).
package enum LineEnd: Equatable, Sendable {
    case lf
    case crlf
    case cr
    case endOfInput

    /// The line end as text.
    package var text: String {
        switch self {
        case .lf: "\n"
        case .crlf: "\r\n"
        case .cr: "\r"
        case .endOfInput: ""
        }
    }

    /// The end of the line whose last byte is before `end` in `bytes`,
    /// which hold whatever follows it: nothing when `end` is past them.
    /// A CR is read with the byte after it, which must be in `bytes`
    /// unless the input ended there (`LineBatches` keeps a CR a read ends
    /// with for the next read).
    package static func after(_ end: Int, in bytes: [UInt8]) -> LineEnd {
        guard end < bytes.count else { return .endOfInput }
        switch bytes[end] {
        case UInt8(ascii: "\n"): return .lf
        case UInt8(ascii: "\r"): return end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\n") ? .crlf : .cr
        default: return .endOfInput
        }
    }
}
